import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The demo shops' welcome popup: it opens on the top page on a browser's first visit. */
export const welcomePopup = (page: Page) => page.getByRole('dialog', { name: 'はじめての方へ' });

/**
 * Closes the welcome popup whenever it is in the way of a test's action, as a visitor would.
 * The action may itself leave the top page (Enter in the header search) while the handler
 * waits: the popup is then gone with its page, and the click, with nothing left to click, must
 * not hold the test until it times out.
 */
export async function closeWelcomePopup(page: Page) {
  await page.addLocatorHandler(welcomePopup(page), async (dialog) => {
    await dialog
      .getByRole('button', { name: '閉じる' })
      .click({ timeout: 5000 })
      .catch(async (error: unknown) => {
        if (await dialog.isVisible()) throw error;
      });
  });
}

/**
 * Playwright's test, whose page closes the welcome popup as a visitor would. Every test starts
 * in a fresh browser, so the popup opens whenever a test reaches the top page, a moment after
 * the page has hydrated; the handler closes it before the test's next action.
 */
export const test = base.extend({
  // Playwright's fixture callback is named `use`; it is no React hook.
  page: async ({ page }, provide) => {
    await closeWelcomePopup(page);
    await provide(page);
  },
});

export { expect } from '@playwright/test';
