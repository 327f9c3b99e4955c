import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../test/server-shop.js';
import type { ServerShop } from '../../../test/server-shop.js';

let shop: ServerShop;

beforeAll(async () => {
  shop = await startServerShop();
});
afterAll(() => shop.close());

type Listed = { key: string; name: string; product_price_with_tax: number };

async function firstProduct(keyword: string): Promise<Listed> {
  const found = await shop.call<Listed[]>(
    'GET',
    `/v1/products?keyword=${encodeURIComponent(keyword)}`,
  );
  return found[0]!;
}

describe('catalogue pages rendered on the server', () => {
  it('/product?keyword= has the matching products in the HTML, each picture sized', async () => {
    const product = await firstProduct('マグカップ');
    const { status, html } = await shop.page(
      `/product?keyword=${encodeURIComponent('マグカップ')}`,
    );
    expect(status).toBe(200);
    expect(html).toContain('「マグカップ」の検索結果');
    expect(html).toContain(product.name);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/width="\d+" height="\d+"/);
  });

  it('/product/{key} carries schema.org Product data, meta tags and canonical URL', async () => {
    const product = await firstProduct('マグカップ');
    const { status, html } = await shop.page(`/product/${product.key}`);
    expect(status).toBe(200);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'JPY',
        price: product.product_price_with_tax,
        availability: expect.stringMatching(
          /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/,
        ) as string,
      },
    });
    expect(html).toContain(`<title>${product.name} | テストストア</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="http://shop.test/product/${product.key}"/>`,
    );
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/shop\.test\/v1\/images\//);
  });

  it('an unknown product answers 404', async () => {
    const { status, html } = await shop.page('/product/no-such-product');
    expect(status).toBe(404);
    expect(html).toContain('お探しのページが見つかりませんでした。');
  });
});
