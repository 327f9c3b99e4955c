import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, products, users } from '../db/schema.js';
import { createTestApp, login, shop, DEMO_PASSWORD, TEST_DRIVER } from '../testing.js';
import type { TestApp } from '../testing.js';
import { selectedPalette } from './colorschemes.js';
import { GUEST_ORDERER, TEST_CARDS, makeCart, pickProduct } from '../test-support/orders.js';
import type { FixtureCart } from '../test-support/orders.js';

const ADMIN_TOKEN = 'order-mails-admin-token-0123456789';

/** The date `days` after `at` in Japan, as the mails write it (YYYY.MM.DD). */
function japanDate(at: Date, days: number): string {
  const parts = new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at.getTime() + days * 86_400_000));
  return parts.replaceAll('/', '.');
}

describe(`order mails (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof shop>;
  let product: Awaited<ReturnType<typeof pickProduct>>;
  let member: { id: number; token: string; email: string };

  beforeAll(async () => {
    t = await createTestApp({ config: { adminApiToken: ADMIN_TOKEN } });
    api = shop(t.app);
    product = await pickProduct(t.db, 'standard', 10);
    await t.db.update(products).set({ stock: 500 }).where(eq(products.id, product.product.id));
    const session = await login(t.app, 'standard', 'taro', DEMO_PASSWORD);
    const id = Number(session.body.user_id);
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    member = { id, token: session.body.access_token as string, email: user!.email };
  });
  afterAll(() => t.close());

  /** Orders a fixture cart; answers the order row and the mails it wrote. */
  async function order(fixture: Omit<FixtureCart, 'lines'> & { quantity?: number }) {
    const before = await t.db.select({ id: outbox.id }).from(outbox).orderBy(asc(outbox.id));
    const cart = await makeCart(t.db, {
      lines: [{ productId: product.product.id, quantity: fixture.quantity ?? 2 }],
      ...fixture,
    });
    const res = await api({
      method: 'POST',
      url: `/v1/carts/${cart.token}/decision`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
      ...(fixture.userId ? { token: member.token } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order_id } = res.json<{ data: { order_id: number } }>().data;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order_id));
    return { order: row!, mails: await mailsAfter(before.at(-1)?.id ?? 0) };
  }

  const mailsAfter = (id: number) =>
    t.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(asc(outbox.id));
  const lastId = async () =>
    (await t.db.select({ id: outbox.id }).from(outbox).orderBy(asc(outbox.id))).at(-1)?.id ?? 0;

  it('mails a guest the confirmation of a bank transfer order: lines, totals by rate, the account and a real deadline, the address, the shop', async () => {
    const { order: placed, mails } = await order({ payment: 'bank_transfer' });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      to: GUEST_ORDERER.email,
      channelId: 'standard',
      status: 'pending',
      attempts: 0,
      subject: `【Mise ストア】ご注文ありがとうございます（注文番号 ${placed.orderNo}）`,
    });
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@mise\.example>$/);
    const unit = Math.floor((product.product.price * 110) / 100);
    const deadline = japanDate(placed.orderedAt, 7);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain(placed.orderNo);
      expect(part).toContain(product.product.name);
      expect(part).toContain(`${unit.toLocaleString('ja-JP')}円（税込・10%） × 2点`);
      expect(part).toContain('10%対象');
      expect(part).toContain('送料');
      expect(part).toContain('銀行振込（前払い）');
      expect(part).toContain('ミセ銀行 渋谷支店');
      expect(part).toContain('普通預金 1234567');
      expect(part).toContain(deadline);
      expect(part).toContain('東京都渋谷区神南1-2-3');
      expect(part).toContain('03-0000-3100');
      expect(part).toContain('support@mise.example');
      expect(part).toContain('平日 10:00〜17:00');
      expect(part).toContain(`/orders/receipt?no=${placed.orderNo}`);
    }
    expect(mail.text).toContain(
      `お支払い金額（税込）: ${placed.totalPayment.toLocaleString('ja-JP')}円`,
    );
    expect(mail.text).toContain(`${deadline}（`);
    expect(mail.text).toContain('お届け希望日: 指定なし');
    // The HTML part is the shop's: its name and its selected colour scheme.
    const palette = await selectedPalette(t.db, 'standard');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`background:${palette.primary}`);
    expect(mail.html).toContain('Mise ストア');

    // The demo's worker (no SMTP_URL) delivers it and marks it sent.
    expect(await t.app.mailWorker.drain()).toMatchObject({ sent: 1 });
    const [sent] = await t.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it('escapes what the shopper and the shop typed in the HTML part', async () => {
    const original = product.product.name;
    await t.db
      .update(products)
      .set({ name: '<script>alert(1)</script> & "特選"' })
      .where(eq(products.id, product.product.id));
    try {
      const { mails } = await order({
        payment: 'cod',
        orderer: { ...GUEST_ORDERER, last_name: '<b>山田</b>' },
      });
      const html = mails[0]!.html!;
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>山田</b>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;特選&quot;');
      expect(html).toContain('&lt;b&gt;山田&lt;/b&gt;');
      expect(mails[0]!.text).toContain('<script>alert(1)</script> & "特選"');
    } finally {
      await t.db
        .update(products)
        .set({ name: original })
        .where(eq(products.id, product.product.id));
    }
  });

  it('states the cash-on-delivery fee', async () => {
    const { order: placed, mails } = await order({ payment: 'cod' });
    const mail = mails[0]!;
    expect(placed.totalFee).toBe(300);
    expect(mail.text).toContain('代金引換手数料（税込）: 330円');
    expect(mail.text).toContain(
      `配達員へお支払い金額 ${placed.totalPayment.toLocaleString('ja-JP')}円（代金引換手数料 330円 を含みます）`,
    );
    expect(mail.html).toContain('代金引換手数料 330円');
  });

  it('mails a member the confirmation of a card order, charged already, with the order history link', async () => {
    const { order: placed, mails } = await order({
      userId: member.id,
      payment: 'card',
      card: TEST_CARDS.approved,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: member.email, channelId: 'standard' });
    expect(mails[0]!.text).toContain('クレジットカードで決済しました');
    expect(mails[0]!.text).toContain(`/mypage/order_history/${placed.id}`);
    expect(mails[0]!.text).not.toContain('お振込み');
  });

  it('writes no mail when the order is rolled back (a declined card)', async () => {
    const before = await lastId();
    const cart = await makeCart(t.db, {
      lines: [{ productId: product.product.id, quantity: 1 }],
      payment: 'card',
      card: TEST_CARDS.declined,
    });
    const res = await api({
      method: 'POST',
      url: `/v1/carts/${cart.token}/decision`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(await mailsAfter(before)).toEqual([]);
  });

  it('mails the sender of a social gift the link to send, not an address', async () => {
    const before = await lastId();
    const cart = await makeCart(t.db, {
      userId: member.id,
      withAddress: false,
      payment: 'bank_transfer',
      lines: [{ productId: product.product.id, quantity: 1 }],
    });
    const gift = await api({
      method: 'PATCH',
      url: '/v1/carts/social/receiver',
      token: member.token,
      payload: {
        token: cart.token,
        is_social_gift: true,
        sender_name: 'たろう',
        message: 'おめでとう',
      },
    });
    expect(gift.statusCode).toBe(200);
    const decided = await api({
      method: 'POST',
      url: `/v1/carts/${cart.token}/decision`,
      headers: { 'idempotency-key': randomUUID() },
      token: member.token,
      payload: {},
    });
    expect(decided.statusCode).toBe(201);
    const complete = await api({
      method: 'GET',
      url: `/v1/carts/order/${decided.json().data.order_no as string}`,
      token: member.token,
    });
    const key = complete.json().data.social_gift.token as string;
    const [mail] = await mailsAfter(before);
    expect(mail!.to).toBe(member.email);
    expect(mail!.text).toContain(`http://localhost:3000/social-gift/${key}`);
    expect(mail!.text).toContain('贈り主のお名前: たろう');
    expect(mail!.text).toContain('メッセージ: おめでとう');
    expect(mail!.text).toContain('お届け先: ギフトを受け取る方がご入力になります');
    expect(mail!.text).not.toContain('お届け希望日');
    expect(mail!.html).toContain(`/social-gift/${key}`);
  });

  it('mails the cancellation when a member cancels, in the cancel’s transaction', async () => {
    const { order: placed } = await order({ userId: member.id, payment: 'cod' });
    const before = await lastId();
    const cancelled = await api({
      method: 'PUT',
      url: `/v1/me/orders/${placed.id}/cancel`,
      token: member.token,
      payload: { cancel_reason: '注文を間違えました' },
    });
    expect(cancelled.statusCode).toBe(200);
    const mails = await mailsAfter(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: member.email,
      subject: `【Mise ストア】ご注文のキャンセルを承りました（注文番号 ${placed.orderNo}）`,
    });
    expect(mails[0]!.text).toContain('キャンセル理由: 注文を間違えました');
    expect(mails[0]!.text).toContain(product.product.name);
    expect(mails[0]!.text).toContain('× 2点');
    expect(mails[0]!.html).toContain('注文を間違えました');
    // A second cancel is refused: no second mail.
    const again = await api({
      method: 'PUT',
      url: `/v1/me/orders/${placed.id}/cancel`,
      token: member.token,
      payload: { cancel_reason: 'もう一度' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('このご注文はすでにキャンセルされています。');
    expect(await mailsAfter(before)).toHaveLength(1);
  });

  describe('POST /admin/orders/{id}/ship', () => {
    const ship = (id: number | string, token: string | null = ADMIN_TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/orders/${id}/ship`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('ships the order and mails the shipping notice once, however often it is called', async () => {
      const { order: placed } = await order({ payment: 'cod' });
      const before = await lastId();
      const first = await ship(placed.id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        data: { id: placed.id, order_no: placed.orderNo, already_shipped: false },
      });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
      expect(row!.status).toBe('shipped');
      const second = await ship(placed.id);
      expect(second.statusCode).toBe(200);
      expect(second.json().data.already_shipped).toBe(true);
      const mails = await mailsAfter(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: GUEST_ORDERER.email,
        subject: `【Mise ストア】ご注文の商品を発送しました（注文番号 ${placed.orderNo}）`,
      });
      expect(mails[0]!.text).toContain('東京都渋谷区神南1-2-3');
      expect(mails[0]!.text).toContain(`配達員へ ${placed.totalPayment.toLocaleString('ja-JP')}円`);
      expect(mails[0]!.html).toContain(placed.orderNo);
    });

    it('ships twice at once into one mail', async () => {
      const { order: placed } = await order({ payment: 'cod', quantity: 1 });
      const before = await lastId();
      const answers = await Promise.all([ship(placed.id), ship(placed.id)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json().data.already_shipped).sort()).toEqual([
        false,
        true,
      ]);
      expect(await mailsAfter(before)).toHaveLength(1);
    });

    it('goes through the same service from the dev route', async () => {
      const { order: placed } = await order({ payment: 'cod', quantity: 1 });
      const before = await lastId();
      const res = await t.app.inject({ method: 'POST', url: `/dev/orders/${placed.id}/ship` });
      expect(res.statusCode).toBe(200);
      const mails = await mailsAfter(before);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `【Mise ストア】ご注文の商品を発送しました（注文番号 ${placed.orderNo}）`,
      ]);
    });

    it('answers bad calls in Japanese and mails nothing', async () => {
      const before = await lastId();
      expect((await ship(1, null)).json()).toMatchObject({
        message: '管理APIの認証に失敗しました',
      });
      expect((await ship(1, null)).statusCode).toBe(401);
      expect((await ship(1, 'wrong-token-wrong-token-wrong')).statusCode).toBe(401);
      const missing = await ship(999_999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('ご注文が見つかりませんでした');
      const malformed = await ship('abc');
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
      const { order: placed } = await order({ userId: member.id, payment: 'cod', quantity: 1 });
      const cancel = await api({
        method: 'PUT',
        url: `/v1/me/orders/${placed.id}/cancel`,
        token: member.token,
        payload: { cancel_reason: '不要になりました' },
      });
      expect(cancel.statusCode).toBe(200);
      const afterCancel = await lastId();
      const cancelled = await ship(placed.id);
      expect(cancelled.statusCode).toBe(422);
      expect(cancelled.json().message).toBe('キャンセルされたご注文は発送できません');
      expect(await mailsAfter(afterCancel)).toEqual([]);
      // The order's confirmation and cancellation, nothing from the refused calls.
      expect(await mailsAfter(before)).toHaveLength(2);
    });
  });

  it('mails each shop in its own name, contact and colours', async () => {
    const moto = await pickProduct(t.db, 'moto');
    const cart = await makeCart(t.db, {
      channelId: 'moto',
      lines: [{ productId: moto.product.id, quantity: 1 }],
      payment: 'bank_transfer',
    });
    const before = await lastId();
    const res = await shop(
      t.app,
      'moto',
    )({
      method: 'POST',
      url: `/v1/carts/${cart.token}/decision`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(gt(outbox.id, before), eq(outbox.channelId, 'moto')));
    const palette = await selectedPalette(t.db, 'moto');
    expect(mail!.subject).toMatch(/^【Mise モトパーツ】ご注文ありがとうございます/);
    expect(mail!.text).toContain('moto@mise.example');
    expect(mail!.text).toContain('03-0000-3300');
    expect(mail!.html).toContain(`background:${palette.primary}`);
    expect(palette.primary).not.toBe((await selectedPalette(t.db, 'standard')).primary);
  });
});
