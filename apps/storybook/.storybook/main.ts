import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { themesPlugin } from '../src/discover.js';

const root = path.resolve(import.meta.dirname, '../../..');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    // @mise/ui's own stories, as they were in its Storybook.
    path.join(root, 'packages/ui/src/**/*.stories.@(ts|tsx)'),
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y'],
  // The demo's pictures the fixtures use, served at the path the shop serves them (/v1/images).
  staticDirs: ['../public'],
  // Telemetry calls out to the network: slow in CI and unwanted on developers' machines.
  core: { disableTelemetry: true },
  // The shop is Japanese only; screen readers and the a11y checks must see the same page language.
  previewHead: (head) => `${head}<script>document.documentElement.lang = 'ja';</script>`,
  viteFinal: (vite) => ({
    ...vite,
    // Storybook copies ../public (staticDirs); Vite copying the same folder as its own public
    // directory at the same time made the build fail now and then (EEXIST on a picture's folder).
    publicDir: false,
    plugins: [...(vite.plugins ?? []), themesPlugin(root)],
    resolve: {
      ...vite.resolve,
      // Themes compile from their own folders: one React, router, store and styled-components
      // for all of them, or contexts would not cross from the frame into a theme's header.
      dedupe: [
        'react',
        'react-dom',
        'react-redux',
        'react-router',
        'react-router-dom',
        'styled-components',
        '@reduxjs/toolkit',
      ],
    },
  }),
};

export default config;
