import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';
import { findThemes } from '../src/discover.js';

/**
 * The key stories: each layout and page composition, in each theme under themes/, at
 * desktop and phone width (57 screenshots with the three themes, under 3 minutes on two
 * cores). A theme made with create-theme is covered too, once its baselines are written
 * (--update).
 */
const THEMES = findThemes(path.resolve(import.meta.dirname, '../../..')).map((t) => t.name);

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** A width in every theme (true) or in the themes named only. */
type Widths = boolean | readonly string[];

/**
 * The checkout's delivery, confirm and complete steps in the standard theme only, the order
 * detail at phone width there too: each screenshot adds to a run that must stay under 3
 * minutes on two shared cores, and the other themes' views of those pages are one click away
 * in Storybook.
 */
const STANDARD = ['standard'] as const;

const STORIES: { id: string; name: string; phone?: Widths; desktop?: Widths }[] = [
  { id: 'theme-layouts--default', name: 'layout-default', phone: true, desktop: true },
  { id: 'theme-layouts--simple', name: 'layout-simple', desktop: true },
  { id: 'theme-layouts--sample', name: 'layout-sample', desktop: true },
  { id: 'theme-layouts--maintenance', name: 'layout-maintenance', desktop: true },
  { id: 'theme-layouts--invalid-channel', name: 'layout-invalid-channel', desktop: true },
  { id: 'theme-top-page--guest', name: 'top', phone: true, desktop: true },
  { id: 'pages-product-list--guest', name: 'product-list', phone: true, desktop: true },
  { id: 'pages-product-detail--guest', name: 'product-detail', phone: true, desktop: true },
  { id: 'pages-cart--member', name: 'cart', phone: true, desktop: true },
  { id: 'pages-mypage--member', name: 'mypage', desktop: true },
  { id: 'pages-order-detail--member', name: 'order-detail', phone: STANDARD, desktop: true },
  {
    id: 'pages-checkout-delivery--guest',
    name: 'checkout-delivery',
    phone: STANDARD,
    desktop: STANDARD,
  },
  {
    id: 'pages-checkout-confirm--member',
    name: 'checkout-confirm',
    phone: STANDARD,
    desktop: STANDARD,
  },
  { id: 'pages-checkout-complete--member', name: 'checkout-complete', desktop: STANDARD },
  // The docs page a changed colour token shows on at once, whatever the API's colour scheme.
  { id: 'theme-docs--colors', name: 'docs-colors', desktop: true },
];

/**
 * axe on the story as shown (the a11y addon's check, in CI): the same rules, violations fail.
 * Colour contrast is the docs page's subject there, where failing pairs are shown on purpose.
 */
async function expectAxeClean(page: Page, id: string) {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (skipContrast) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const options = skipContrast ? { rules: { 'color-contrast': { enabled: false } } } : {};
    const root = document.querySelector('#storybook-root')!;
    // The a11y addon runs axe on the story too; one run at a time, so wait for its turn.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await axe.run(root, options);
        return result.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      } catch (error) {
        if (attempt > 50 || !String(error).includes('already running')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }, id.startsWith('theme-docs'));
  expect(violations, `axe violations in ${id}`).toEqual([]);
}

/** The day the stories are seen on: the top page's business-day calendar shows its month. */
const TODAY = new Date('2026-11-20T10:00:00+09:00');

async function openStory(page: Page, id: string, theme: string) {
  await page.clock.setFixedTime(TODAY);
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
  // The story has rendered (its loaders ran), the fonts are in, every picture has arrived
  // (lazy ones below the fold too), and nothing is still loading.
  await page.locator('#storybook-root > *').first().waitFor();
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await document.fonts.ready;
    // decode() settles once the picture is loaded and ready to paint.
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
}

for (const theme of THEMES) {
  test.describe(theme, () => {
    for (const story of STORIES) {
      for (const [width, size] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const widths = story[width];
        if (!widths || (widths !== true && !widths.includes(theme))) continue;
        test(`${story.name} ${width}`, async ({ page }) => {
          await page.setViewportSize(size);
          await openStory(page, story.id, theme);
          if (width === 'desktop') await expectAxeClean(page, story.id);
          await expect(page).toHaveScreenshot([theme, `${story.name}-${width}.png`], {
            fullPage: true,
          });
        });
      }
    }
  });
}
