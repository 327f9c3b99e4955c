import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRequest } from '../../server/render.js';
import { TEST_THEMES } from '../../../test/shop.js';

let api: RunningTestApp;
let server: http.Server;
let base: string;

beforeAll(async () => {
  api = await startTestServer();
  server = http.createServer((req, res) => {
    const request = new Request(new URL(req.url ?? '/', 'http://shop.test'));
    renderRequest(request, res, {
      theme: TEST_THEMES.standard,
      apiUrl: api.baseURL,
      scripts: [],
      nonce: 'test-nonce',
      headersFor: () => ({}),
    }).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

async function page(path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, html: await response.text() };
}

type Listed = { key: string; name: string; product_price_with_tax: number };

async function firstProduct(keyword: string): Promise<Listed> {
  const answer = await api.app.inject({
    method: 'GET',
    url: `/v1/products?keyword=${encodeURIComponent(keyword)}`,
    headers: { 'x-channel': 'standard' },
  });
  return answer.json<{ data: Listed[] }>().data[0]!;
}

describe('catalogue pages rendered on the server', () => {
  it('/product?keyword= has the matching products in the HTML, each picture sized', async () => {
    const product = await firstProduct('マグカップ');
    const { status, html } = await page(`/product?keyword=${encodeURIComponent('マグカップ')}`);
    expect(status).toBe(200);
    expect(html).toContain('「マグカップ」の検索結果');
    expect(html).toContain(product.name);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/width="\d+" height="\d+"/);
  });

  it('/product/{key} carries schema.org Product data, meta tags and canonical URL', async () => {
    const product = await firstProduct('マグカップ');
    const { status, html } = await page(`/product/${product.key}`);
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
    const { status, html } = await page('/product/no-such-product');
    expect(status).toBe(404);
    expect(html).toContain('お探しのページが見つかりませんでした。');
  });
});
