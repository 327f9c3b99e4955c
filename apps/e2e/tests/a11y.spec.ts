import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { SHOPS, openHydrated, shopUrl } from '../shops.js';
import { readyCart } from './carts.js';
import { memberCookies } from './member.js';
import { productInStock } from './products.js';

// axe-core's own build, evaluated in the page through DevTools (so the shops' CSP, which
// admits no injected script, does not stop it).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), {
  encoding: 'utf8',
});

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
};

/** Serious and critical WCAG 2.x A/AA violations of the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: Violation[] };
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}

for (const shop of SHOPS) {
  test.describe(`${shop.theme}: accessibility`, () => {
    test('the shopping pages have no serious or critical axe violation', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const base = shopUrl(shop);
      const productKey = await productInStock(request, shop);
      const token = await readyCart(request, base, productKey);
      await page.context().addCookies([{ name: 'cartToken', value: token, url: base }]);
      const pages = [
        '/',
        '/product',
        `/product/${productKey}`,
        '/cart',
        '/cart/shipping-select',
        '/cart/payment',
        '/cart/confirm',
      ];
      const found: string[] = [];
      for (const path of pages) {
        await openHydrated(page, `${base}${path}`);
        await expect(page.locator('main')).toBeVisible();
        for (const line of await seriousViolations(page)) found.push(`${path}: ${line}`);
      }
      expect(found).toEqual([]);
    });

    test('my page has no serious or critical axe violation', async ({ page, request }) => {
      const base = shopUrl(shop);
      const session = await memberCookies(request, shop);
      await page.context().addCookies(session.map((cookie) => ({ ...cookie, url: base })));
      await openHydrated(page, `${base}/mypage`);
      await expect(page.getByRole('heading', { name: 'マイページ', level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
