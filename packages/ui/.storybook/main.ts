import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // Telemetry calls out to the network: slow in CI and unwanted on developers' machines.
  core: { disableTelemetry: true },
  // The shop is Japanese only; screen readers and the a11y checks must see the same page language.
  previewHead: (head) => `${head}<script>document.documentElement.lang = 'ja';</script>`,
};

export default config;
