import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop, TEST_DRIVER } from '../testing.js';
import type { TestApp } from '../testing.js';
import { seedGeneratedProducts } from './generated.js';

type Item = { key: string; name: string; product_price: number; stock: number };

describe(`generated products for measuring at scale (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  const total = async (query: Record<string, string> = {}) =>
    Number((await standard({ method: 'GET', url: '/v1/products', query })).headers['x-total']);

  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
  });
  afterAll(() => t.close());

  it('adds listed, searchable, categorised products with prices and stock to the shop', async () => {
    const before = await total();
    await seedGeneratedProducts(t.db, 'standard', 500);
    expect(await total()).toBe(before + 500);
    // The other shops are untouched.
    const moto = shop(t.app, 'moto');
    const motoList = await moto({ method: 'GET', url: '/v1/products', query: { keyword: 'gn-' } });
    expect(motoList.headers['x-total']).toBe('0');

    const detail = await standard({ method: 'GET', url: '/v1/products/gen-000042-01' });
    expect(detail.statusCode).toBe(200);
    const product = detail.json<{ data: Item & { product_model: { categories: unknown[] } } }>()
      .data;
    expect(product.name).toMatch(/ 000042$/);
    expect(product.product_price).toBeGreaterThanOrEqual(500);
    expect(product.product_model.categories.length).toBeGreaterThan(0);

    // Keyword search finds them by code and by a word of the name, in katakana or hiragana.
    expect(await total({ keyword: 'GN-000042' })).toBe(1);
    const word = product.name.split(' ')[1]!;
    const hiragana = word.replace(/[\u30a1-\u30f6]/g, (kana) =>
      String.fromCharCode(kana.charCodeAt(0) - 0x60),
    );
    expect(await total({ keyword: hiragana })).toBeGreaterThan(1);

    const images = await standard({
      method: 'GET',
      url: '/v1/images/standard/products/gen-000042-01/1.svg',
    });
    expect(images.statusCode).toBe(200);
  });
});
