/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta } from '@storybook/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.js';

/**
 * Every story of the package, found by file name so new components are covered without
 * touching this file: each story renders inside the preview's decorators (theme, router,
 * toaster) and runs its play function (the interaction tests); each file's default story
 * must pass axe.
 */
type StoriesModule = { default: Meta; __namedExportsOrder?: string[] } & Record<string, unknown>;

// The same files .storybook/main.ts lists.
const modules = import.meta.glob<StoriesModule>(['./**/*.stories.ts', './**/*.stories.tsx'], {
  eager: true,
});
const project = setProjectAnnotations([preview]);

beforeAll(async () => {
  // Storybook's preview head sets the page language the same way.
  document.documentElement.lang = 'ja';
  await project.beforeAll();
});

let canvasElement: HTMLElement | undefined;
afterEach(() => {
  canvasElement?.remove();
  canvasElement = undefined;
});

/** Mounts a story in a fresh canvas and plays it; Storybook unmounts it before the next run. */
async function runStory(story: {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
}) {
  canvasElement = document.createElement('div');
  document.body.append(canvasElement);
  await story.run({ canvasElement });
  return canvasElement;
}

it('finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = composeStories(module);
  const names = Object.keys(stories);
  // Module namespaces list exports alphabetically, so "first" means Default or the file's own order.
  const defaultName = names.includes('Default')
    ? 'Default'
    : (module.__namedExportsOrder?.find((name) => names.includes(name)) ?? names[0]);

  it('has stories', () => {
    expect(names.length).toBeGreaterThan(0);
  });

  it.each(names)('%s renders and plays', async (name) => {
    await runStory(stories[name as keyof typeof stories]);
  });

  it(`${defaultName} has no accessibility violations`, async () => {
    const canvas = await runStory(stories[defaultName as keyof typeof stories]);
    const results = await axe.run(canvas, {
      // jsdom lays nothing out, so axe cannot compute colour contrast; the Storybook a11y panel checks it in a real browser.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations.map(({ id, help, nodes }) => ({
        id,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    ).toEqual([]);
  });
});
