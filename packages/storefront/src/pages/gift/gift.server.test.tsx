import { randomBytes } from 'node:crypto';
import { insertOrder, schema } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerShop } from '../../../test/server-shop.js';
import type { ServerShop } from '../../../test/server-shop.js';

let shop: ServerShop;
let productName: string;

beforeAll(async () => {
  shop = await startServerShop();
});
afterAll(() => shop.close());

/** A gift order as the decision makes it: its shipping empty, its key waiting. */
async function gift(): Promise<string> {
  const { db } = shop.api;
  const product = await db.query.products.findFirst({
    where: (p, { and, eq }) => and(eq(p.channelId, 'standard'), eq(p.isShow, true)),
  });
  productName = product!.name;
  const made = await insertOrder(db, {
    channelId: 'standard',
    userId: null,
    lines: [{ key: product!.key, quantity: 1 }],
  });
  const token = randomBytes(32).toString('base64url');
  await db.insert(schema.socialGifts).values({
    channelId: 'standard',
    orderId: made.order.id,
    orderShippingId: made.shippings[0]!.id,
    token,
    senderName: 'はなこ',
    message: 'お誕生日おめでとう',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** The receiver accepts the gift through the API, as the confirm step does. */
async function accept(key: string) {
  const answer = await shop.api.app.inject({
    method: 'PUT',
    url: `/v1/social-gifts/${key}`,
    headers: { 'x-channel': 'standard' },
    payload: {
      last_name: '佐藤',
      first_name: '次郎',
      last_name_kana: 'サトウ',
      first_name_kana: 'ジロウ',
      postal_code: '060-0001',
      prefecture: '北海道',
      city: '札幌市中央区北一条西',
      address1: '2-1',
      address2: '',
      phone_number: '0111234567',
      delivery_at: '',
      delivery_timezone: '',
    },
  });
  expect(answer.statusCode).toBe(200);
}

const LOADING = 'ギフトを読み込んでいます';

describe('social gift pages rendered on the server', () => {
  it('/social-gift/{key} has the gift in the HTML, not the loading label', async () => {
    const key = await gift();
    const { status, html } = await shop.page(`/social-gift/${key}`);
    expect(status).toBe(200);
    expect(html).toContain('はなこ 様からギフトが届いています');
    expect(html).toContain('お誕生日おめでとう');
    expect(html).toContain(`${productName} × 1`);
    expect(html).not.toContain(LOADING);
  });

  it('renders the steps with the gift, also without the key for the gift opened last', async () => {
    const key = await gift();
    const shipping = await shop.page(`/social-gift/${key}/shipping`);
    expect(shipping.html).toContain('aria-label="お届け先"');
    expect(shipping.html).not.toContain(LOADING);

    const remembered = await shop.page('/social-gift/shipping', `socialGiftKey=${key}`);
    expect(remembered.html).toContain('aria-label="お届け先"');
    expect(remembered.html).not.toContain(LOADING);

    // The address is the receiver's tab's: the server asks for it first.
    const delivery = await shop.page(`/social-gift/${key}/delivery`);
    expect(delivery.html).toContain('先にお届け先を入力してください。');
    expect(delivery.html).not.toContain(LOADING);
  });

  it('shows an unknown or used key’s message in Japanese, rendered by the server', async () => {
    const unknown = await shop.page('/social-gift/no-such-gift-key-0123456789');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('ギフトが見つかりませんでした。');
    expect(unknown.html).not.toContain(LOADING);

    const key = await gift();
    await accept(key);
    const used = await shop.page(`/social-gift/${key}`);
    expect(used.status).toBe(200);
    expect(used.html).toContain('このギフトはすでに受け取りの手続きが完了しています。');
    expect(used.html).not.toContain(LOADING);
  });

  it('/social-gift/{key}/complete has the accepted gift in the HTML; an unknown key its message', async () => {
    const key = await gift();
    await accept(key);
    const { status, html } = await shop.page(`/social-gift/${key}/complete`);
    expect(status).toBe(200);
    expect(html).toContain('ギフトの受け取り手続きが完了しました。');
    expect(html).toContain('はなこ 様からのギフト');
    expect(html).toContain('お届け先: 北海道');
    expect(html).not.toContain('読み込んでいます…');

    const unknown = await shop.page('/social-gift/no-such-gift-key-0123456789/complete');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('ギフトが見つかりませんでした。');
    expect(unknown.html).not.toContain('読み込んでいます…');
  });
});
