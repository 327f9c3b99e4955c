import { expect, test } from '../fixtures.js';
import { SHOPS, shopUrl } from '../shops.js';
import { memberCookies } from './member.js';
import { routesOf, samplePath } from './route-paths.js';

// Every page of every shop in a browser, as a visitor and as the member: the pages' Content-
// Security-Policy (nonce-based for inline scripts) must not block anything the page does.
for (const shop of SHOPS) {
  for (const role of ['visitor', 'member'] as const) {
    test(`${shop.theme} shop: no page breaks its Content-Security-Policy (${role})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text()))
          violations.push(`${page.url()}: ${message.text()}`);
      });
      if (role === 'member') {
        const cookies = await memberCookies(request, shop);
        await page
          .context()
          .addCookies(cookies.map((cookie) => ({ ...cookie, url: shopUrl(shop) })));
      }
      const routes = routesOf(shop).filter((route) =>
        role === 'visitor' ? route.access !== 'login' : route.access !== 'logout',
      );
      for (const route of routes) {
        const response = await page.goto(
          `${shopUrl(shop)}${await samplePath(request, shop, route)}`,
        );
        expect(response?.headers()['content-security-policy']).toContain("'nonce-");
      }
      expect(violations).toEqual([]);
    });
  }
}

// Fifty renders of one page at once, each its own (Cache-Control: no-cache passes the page
// cache by): every one must be the same page as a render alone, bar the nonce.
for (const shop of SHOPS) {
  test(`${shop.theme} shop: 50 concurrent renders of a product page are each the whole page`, async ({
    request,
  }) => {
    const products = await request.get(`${shopUrl(shop)}/v1/products?per_page=1`);
    const key = ((await products.json()) as { data: { key: string }[] }).data[0]!.key;
    const url = `${shopUrl(shop)}/product/${key}`;
    const render = async () => {
      const response = await request.get(url, { headers: { 'cache-control': 'no-cache' } });
      expect(response.status()).toBe(200);
      return (await response.text()).replaceAll(/nonce="[^"]+"/g, '');
    };
    const alone = await render();
    expect(alone).toContain('おすすめ商品');
    const together = await Promise.all(Array.from({ length: 50 }, render));
    expect(together.filter((body) => body !== alone).length).toBe(0);
  });
}
