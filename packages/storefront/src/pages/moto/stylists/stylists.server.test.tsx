import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../../test/server-shop.js';
import type { ServerShop } from '../../../../test/server-shop.js';
import { TEST_THEMES } from '../../../../test/shop.js';

let shop: ServerShop;

beforeAll(async () => {
  shop = await startServerShop({ theme: TEST_THEMES.moto });
});
afterAll(() => shop.close());

describe('the stylists rendered on the server', () => {
  it('/stylist has every stylist of the shop in the HTML, not the loading label', async () => {
    const stylists = await shop.call<{ name: string }[]>('GET', '/v1/stylists');
    expect(stylists.length).toBeGreaterThan(1);
    const { status, html } = await shop.page('/stylist');
    expect(status).toBe(200);
    for (const stylist of stylists) expect(html).toContain(stylist.name);
    expect(html).not.toContain('読み込んでいます');
  });
});
