import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../test/server-shop.js';
import type { ServerShop } from '../../../test/server-shop.js';

type Subject = { name: string; children?: Subject[] };
type Catalogue = { code: string; title: string; is_orderable: boolean };

let shop: ServerShop;

beforeAll(async () => {
  shop = await startServerShop();
});
afterAll(() => shop.close());

describe('the contact form rendered on the server', () => {
  it('/contact has the inquiry subjects in the HTML', async () => {
    const [first] = await shop.call<Subject[]>('GET', '/v1/categories/hierarchy?table=inquiries');
    const { status, html } = await shop.page('/contact');
    expect(status).toBe(200);
    expect(html).toContain('aria-label="お問い合わせ"');
    // The form lists each subject under its group (ご注文について／…).
    expect(html).toContain(`${first!.name}／${first!.children![0]!.name}`);
  });

  it('/contact?catalog= has the catalogue request in the HTML, not the loading label', async () => {
    const catalogues = await shop.call<Catalogue[]>('GET', '/v1/catalog');
    const catalogue = catalogues.find((entry) => entry.is_orderable)!;
    const { status, html } = await shop.page(
      `/contact?catalog=${encodeURIComponent(catalogue.code)}`,
    );
    expect(status).toBe(200);
    expect(html).toContain('aria-label="カタログ請求"');
    expect(html).toContain(`「${catalogue.title}」を無料でお送りします。`);
    expect(html).not.toContain('カタログを確認しています');
  });

  it('shows an unknown catalogue’s notice above the contact form, rendered by the server', async () => {
    const { status, html } = await shop.page('/contact?catalog=no-such-catalogue');
    expect(status).toBe(200);
    expect(html).toContain('ご指定のカタログは現在ご請求いただけません。');
    expect(html).toContain('aria-label="お問い合わせ"');
    expect(html).not.toContain('カタログを確認しています');
  });
});
