import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The demo shops' welcome popup: it opens on the top page on a browser's first visit. */
export const welcomePopup = (page: Page) => page.getByRole('dialog', { name: 'はじめての方へ' });

/**
 * Playwright's test, whose page closes the welcome popup as a visitor would. Every test starts
 * in a fresh browser, so the popup opens whenever a test reaches the top page, a moment after
 * the page has hydrated; the handler closes it before the test's next action.
 */
export const test = base.extend({
  // Playwright's fixture callback is named `use`; it is no React hook.
  page: async ({ page }, provide) => {
    await page.addLocatorHandler(welcomePopup(page), (dialog) =>
      dialog.getByRole('button', { name: '閉じる' }).click(),
    );
    await provide(page);
  },
});

export { expect } from '@playwright/test';
