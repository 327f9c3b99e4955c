import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartCoupons,
  carts,
  coupons,
  orderItems,
  orderShippings,
  orders,
  pointHistories,
  productModels,
  products,
  settings,
  userCards,
  userCoupons,
  users,
} from '../../db/schema.js';
import { pointBalance } from '../../services/points.js';
import {
  cardToken,
  changeCard,
  makeCart,
  pickProduct,
  TEST_CARDS,
} from '../../test-support/orders.js';
import { DEMO_PASSWORD, TEST_DRIVER, createTestApp, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Json = Record<string, unknown> & { message?: string; code?: string };

describe(`cart decision (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof shop>;
  let product: Awaited<ReturnType<typeof pickProduct>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = shop(t.app);
    product = await pickProduct(t.db, 'standard', 10);
  });
  afterAll(() => t.close());

  const decide = (token: string, key: string | null = randomUUID(), bearer?: string) =>
    api({
      method: 'POST',
      url: `/v1/carts/${token}/decision`,
      headers: key === null ? {} : { 'idempotency-key': key },
      payload: {},
      ...(bearer ? { token: bearer } : {}),
    });

  const setStock = (productId: number, stock: number) =>
    t.db.update(products).set({ stock }).where(eq(products.id, productId));
  const stockOf = async (productId: number) =>
    (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
  const cartRow = async (id: number) =>
    (await t.db.select().from(carts).where(eq(carts.id, id)))[0]!;

  it('orders a guest cart: copies lines and delivery, takes stock, counts sales, issues the number once', async () => {
    await setStock(product.product.id, 10);
    const [modelBefore] = await t.db
      .select()
      .from(productModels)
      .where(eq(productModels.id, product.model.id));
    const cart = await makeCart(t.db, { lines: [{ productId: product.product.id, quantity: 2 }] });
    const res = await decide(cart.token);
    expect(res.statusCode).toBe(201);
    const data = res.json<{ data: Json }>().data;
    expect(data.order_no).toMatch(/^\d{8}-\d{6,}$/);
    expect(typeof data.guest_token).toBe('string');
    expect(data.payment_name).toBe('代金引換');

    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, data.order_id as number));
    expect(order!.orderNo).toBe(data.order_no);
    expect(order!.totalPayment).toBe(data.total_payment);
    // Two units at the price, plus carriage and the COD fee, one tax rounding per rate.
    const base = product.product.price * 2;
    expect(order!.subtotal).toBe(base);
    expect(order!.totalFee).toBe(300);
    expect(order!.totalPayment).toBe(
      order!.amountByTaxRate.reduce((sum, row) => sum + row.amount_with_tax, 0),
    );
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toMatchObject([
      { productId: product.product.id, quantity: 2, unitPrice: product.product.price, taxRate: 10 },
    ]);
    const shippings = await t.db
      .select()
      .from(orderShippings)
      .where(eq(orderShippings.orderId, order!.id));
    expect(shippings).toMatchObject([{ lastName: '山田', prefecture: '東京都' }]);

    expect(await stockOf(product.product.id)).toBe(8);
    const [modelAfter] = await t.db
      .select()
      .from(productModels)
      .where(eq(productModels.id, product.model.id));
    expect(modelAfter!.salesCount).toBe(modelBefore!.salesCount + 2);
    expect(await cartRow(cart.id)).toMatchObject({ status: 'ordered', orderId: order!.id });
  });

  it('answers a replayed decision with the same order, and a reused key on another cart with 409', async () => {
    await setStock(product.product.id, 10);
    const first = await makeCart(t.db, { lines: [{ productId: product.product.id, quantity: 1 }] });
    const key = randomUUID();
    const created = await decide(first.token, key);
    expect(created.statusCode).toBe(201);
    const again = await decide(first.token, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Json }>().data).toEqual(created.json<{ data: Json }>().data);
    expect(await stockOf(product.product.id)).toBe(9);

    const other = await makeCart(t.db, { lines: [{ productId: product.product.id, quantity: 1 }] });
    const conflict = await decide(other.token, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<Json>()).toMatchObject({
      code: 'cart.decision.idempotency_conflict',
      message: expect.stringContaining('別のカート') as unknown,
    });
    expect((await cartRow(other.id)).status).toBe('open');

    // The ordered cart with a new key: it is read-only now.
    const ordered = await decide(first.token);
    expect(ordered.statusCode).toBe(422);
    expect(ordered.json<Json>()).toMatchObject({
      code: 'cart.common.is_ordered',
      message: 'このカートはご注文済みです',
    });
  });

  it('runs concurrent replays of one decision into one order', async () => {
    await setStock(product.product.id, 5);
    const cart = await makeCart(t.db, { lines: [{ productId: product.product.id, quantity: 1 }] });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => decide(cart.token, key)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json<{ data: Json }>().data.order_no)).size).toBe(1);
    expect(await stockOf(product.product.id)).toBe(4);
  });

  it('never oversells: 50 carts deciding at once for the last unit make exactly one order', async () => {
    const last = await pickProduct(t.db, 'standard', 8);
    await setStock(last.product.id, 1);
    const cartsToDecide = [];
    for (let index = 0; index < 50; index += 1)
      cartsToDecide.push(
        await makeCart(t.db, { lines: [{ productId: last.product.id, quantity: 1 }] }),
      );
    const answers = await Promise.all(cartsToDecide.map((cart) => decide(cart.token)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(49);
    const refused = answers.find((res) => res.statusCode === 422)!.json<Json>();
    expect(refused).toMatchObject({
      code: 'cart.update_products.out_of_stock',
      message: `「${last.product.name}」の在庫が不足しています（残り0点）`,
    });
    expect(await stockOf(last.product.id)).toBe(0);
    const made = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, last.product.id));
    expect(made).toHaveLength(1);
  });

  it('keeps the cart when the card is declined, and orders once another card is entered', async () => {
    await setStock(product.product.id, 3);
    const cart = await makeCart(t.db, {
      lines: [{ productId: product.product.id, quantity: 1 }],
      payment: 'card',
      card: TEST_CARDS.declined,
    });
    const declined = await decide(cart.token);
    expect(declined.statusCode).toBe(422);
    expect(declined.json<Json>()).toEqual({
      code: 'payment.declined',
      message: 'カードが承認されませんでした。別のカードをご利用ください。',
    });
    expect(await stockOf(product.product.id)).toBe(3);
    const kept = await cartRow(cart.id);
    expect(kept).toMatchObject({
      status: 'open',
      orderId: null,
      transactionError: 'カードが承認されませんでした。別のカードをご利用ください。',
    });
    expect(await t.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(0);

    // The payment page shows the error once, then clears it.
    const cleared = await api({
      method: 'PATCH',
      url: '/v1/carts/transaction/error/delete',
      payload: { token: cart.token },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<{ data: Json }>().data.transaction_error).toBeNull();

    await changeCard(t.db, cart.id, TEST_CARDS.error);
    const failed = await decide(cart.token);
    expect(failed.statusCode).toBe(422);
    expect(failed.json<Json>()).toEqual({
      code: 'payment.error',
      message: '決済処理中にエラーが発生しました。しばらくしてからもう一度お試しください。',
    });

    await changeCard(t.db, cart.id, TEST_CARDS.approved);
    const ordered = await decide(cart.token);
    expect(ordered.statusCode).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(order).toMatchObject({
      paymentCode: 'card',
      maskedCardNumber: '************1111',
      paymentReference: expect.stringMatching(/^sbx_ch_/) as unknown,
    });
    expect(await stockOf(product.product.id)).toBe(2);
    expect((await cartRow(cart.id)).transactionError).toBeNull();
  });

  it("pays with the member's saved card chosen in checkout; a declined one keeps the cart; another's card is not found", async () => {
    const member = await login(t.app, 'standard', 'taro@example.jp', DEMO_PASSWORD);
    const userId = member.body.user_id as number;
    const bearer = member.body.access_token as string;
    const save = async (number: string) => {
      const card = cardToken(number);
      const res = await api({
        method: 'POST',
        url: '/v1/me/user-cards',
        token: bearer,
        payload: { token: card.token, token_key: card.token_key, name: 'TARO YAMADA' },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ data: { id: number } }>().data.id;
    };
    const good = await save(TEST_CARDS.approved);
    const refused = await save(TEST_CARDS.declined);
    await setStock(product.product.id, 5);
    const cart = await makeCart(t.db, {
      userId,
      lines: [{ productId: product.product.id, quantity: 1 }],
      payment: 'card',
    });
    const choose = (userCardId: number | null, bearerToken: string | undefined = bearer) =>
      api({
        method: 'PATCH',
        url: '/v1/carts/order/modify',
        payload: { token: cart.token, user_card_id: userCardId },
        ...(bearerToken ? { token: bearerToken } : {}),
      });

    const chosen = await choose(refused);
    expect(chosen.statusCode).toBe(200);
    // The saved card takes the place of the card entered before.
    expect(chosen.json<{ data: Json }>().data).toMatchObject({
      user_card_id: refused,
      has_card_token: false,
      masked_card_number: '************0002',
    });
    // The payment page's check passes without a card token.
    const [row] = await t.db.select().from(carts).where(eq(carts.id, cart.id));
    const check = await api({
      method: 'GET',
      url: `/v1/carts/${cart.token}/payment/${row!.paymentMethodId}/check`,
      token: bearer,
    });
    expect(check.json<{ data: Json }>().data).toEqual({ is_valid: true, message: null });
    const declined = await decide(cart.token, randomUUID(), bearer);
    expect(declined.statusCode).toBe(422);
    expect(declined.json<Json>().code).toBe('payment.declined');
    expect(await t.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(0);

    expect((await choose(good)).statusCode).toBe(200);
    const ordered = await decide(cart.token, randomUUID(), bearer);
    expect(ordered.statusCode).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(order).toMatchObject({
      paymentCode: 'card',
      maskedCardNumber: '************1111',
      paymentReference: expect.stringMatching(/^sbx_ch_/) as unknown,
    });

    // Taro cannot pay with Hanako's card, nor can a guest cart with Taro's.
    const [hanako] = await t.db.select().from(users).where(eq(users.email, 'hanako@example.jp'));
    const [hers] = await t.db
      .insert(userCards)
      .values({
        userId: hanako!.id,
        providerRef: 'sbx_card_approved_test',
        brand: 'visa',
        maskedNumber: '************4242',
        expiration: '209912',
        name: 'HANAKO SATO',
      })
      .returning();
    const next = await makeCart(t.db, {
      userId,
      lines: [{ productId: product.product.id, quantity: 1 }],
      payment: 'card',
    });
    const guest = await makeCart(t.db, {
      lines: [{ productId: product.product.id, quantity: 1 }],
      payment: 'card',
    });
    for (const [token, cardId, owner] of [
      [next.token, hers!.id, bearer],
      [guest.token, good, undefined],
    ] as const) {
      const res = await api({
        method: 'PATCH',
        url: '/v1/carts/order/modify',
        payload: { token, user_card_id: cardId },
        ...(owner ? { token: owner } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<Json>().message).toBe('カードが見つかりませんでした');
    }
  });

  it("spends the member's points and grants new ones", async () => {
    const member = await login(t.app, 'standard', 'taro@example.jp', DEMO_PASSWORD);
    const userId = member.body.user_id as number;
    const bearer = member.body.access_token as string;
    await setStock(product.product.id, 5);
    const before = await pointBalance(t.db, userId);
    const cart = await makeCart(t.db, {
      userId,
      lines: [{ productId: product.product.id, quantity: 1 }],
    });
    await t.db.update(carts).set({ pointsUsed: 100 }).where(eq(carts.id, cart.id));
    // A member's cart is theirs alone.
    expect((await decide(cart.token)).statusCode).toBe(404);
    const res = await decide(cart.token, randomUUID(), bearer);
    expect(res.statusCode).toBe(201);
    const data = res.json<{ data: Json }>().data;
    expect(data.guest_token).toBeNull();
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, data.order_id as number));
    expect(order!.pointsUsed).toBe(100);
    expect(order!.pointsGranted).toBe(Math.floor(product.product.price / 100));
    const ledger = await t.db
      .select()
      .from(pointHistories)
      .where(and(eq(pointHistories.userId, userId), eq(pointHistories.orderId, order!.id)));
    expect(ledger.map((row) => [row.reason, row.points]).sort()).toEqual(
      [
        ['order_grant', order!.pointsGranted],
        ['order_use', -100],
      ].sort(),
    );
    expect(await pointBalance(t.db, userId)).toBe(before - 100 + order!.pointsGranted);

    // Points the member no longer has stop the decision instead of charging more.
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    const greedy = await makeCart(t.db, {
      userId: user!.id,
      lines: [{ productId: product.product.id, quantity: 1 }],
    });
    await t.db
      .update(carts)
      .set({ pointsUsed: (await pointBalance(t.db, userId)) + 1 })
      .where(eq(carts.id, greedy.id));
    const refused = await decide(greedy.token, randomUUID(), bearer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Json>().code).toBe('cart.decision.points_changed');
  });

  it("marks the member's coupon used, so a second cart cannot use it again", async () => {
    const member = await login(t.app, 'standard', 'taro@example.jp', DEMO_PASSWORD);
    const userId = member.body.user_id as number;
    const bearer = member.body.access_token as string;
    await setStock(product.product.id, 5);
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        channelId: 'standard',
        code: 'DECIDE300',
        name: '300円引き',
        discountType: 'fixed',
        amount: 300,
        validFrom: new Date(Date.now() - 86_400_000),
        validUntil: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const withCoupon = async () => {
      const cart = await makeCart(t.db, {
        userId,
        lines: [{ productId: product.product.id, quantity: 1 }],
      });
      await t.db.insert(cartCoupons).values({ cartId: cart.id, couponId: coupon!.id });
      return cart;
    };
    const first = await withCoupon();
    const res = await decide(first.token, randomUUID(), bearer);
    expect(res.statusCode).toBe(201);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.json<{ data: Json }>().data.order_id as number));
    expect(order).toMatchObject({ couponIds: [coupon!.id], totalDiscount: 300 });
    const [taken] = await t.db
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, coupon!.id)));
    expect(taken!.usedAt).toBeInstanceOf(Date);

    const second = await withCoupon();
    const refused = await decide(second.token, randomUUID(), bearer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Json>()).toMatchObject({
      code: 'cart.decision.coupon_unavailable',
      message: 'ご利用いただけないクーポンがあります。クーポンをご確認ください。',
    });
  });

  it('answers incomplete carts and bad input with 4xx and Japanese messages', async () => {
    await setStock(product.product.id, 5);
    const line = [{ productId: product.product.id, quantity: 1 }];
    const expectError = async (
      res: Awaited<ReturnType<typeof decide>>,
      status: number,
      code: string,
    ) => {
      expect(res.statusCode).toBe(status);
      const body = res.json<Json>();
      expect(body.code).toBe(code);
      expect(body.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    };
    const ready = await makeCart(t.db, { lines: line });
    await expectError(
      await decide(ready.token, null),
      400,
      'cart.decision.idempotency_key_required',
    );
    await expectError(
      await decide(ready.token, 'short'),
      400,
      'cart.decision.idempotency_key_required',
    );
    await expectError(await decide(randomUUID()), 404, 'cart.common.not_found');
    await expectError(await decide('not-a-token'), 404, 'cart.common.not_found');
    await expectError(
      await decide((await makeCart(t.db, { lines: [] })).token),
      422,
      'cart.decision.empty',
    );
    await expectError(
      await decide((await makeCart(t.db, { lines: line, withAddress: false })).token),
      422,
      'cart.decision.no_address',
    );
    await expectError(
      await decide((await makeCart(t.db, { lines: line, orderer: null })).token),
      422,
      'cart.decision.no_orderer',
    );
    const noPayment = await makeCart(t.db, { lines: line });
    await t.db.update(carts).set({ paymentMethodId: null }).where(eq(carts.id, noPayment.id));
    await expectError(await decide(noPayment.token), 422, 'cart.decision.no_payment');
    const noCard = await makeCart(t.db, { lines: line, payment: 'card' });
    await t.db.update(carts).set({ cardToken: null }).where(eq(carts.id, noCard.id));
    await expectError(await decide(noCard.token), 422, 'cart.decision.no_card');
    const forged = await makeCart(t.db, { lines: line, payment: 'card' });
    await t.db.update(carts).set({ cardToken: 'sbx.forged.token' }).where(eq(carts.id, forged.id));
    await expectError(await decide(forged.token), 422, 'payment.error');
    const expired = await makeCart(t.db, { lines: line });
    await t.db
      .update(carts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(carts.id, expired.id));
    await expectError(await decide(expired.token), 422, 'cart.common.is_expired');
    // Another product than the cart's first line (that one has the standard rate).
    const hidden = await pickProduct(t.db, 'standard', 8);
    const withHidden = await makeCart(t.db, {
      lines: [...line, { productId: hidden.product.id, quantity: 1 }],
    });
    await t.db.update(products).set({ isShow: false }).where(eq(products.id, hidden.product.id));
    await expectError(await decide(withHidden.token), 422, 'cart.update_products.not_sale');
    await t.db.update(products).set({ isShow: true }).where(eq(products.id, hidden.product.id));
    // The hidden line was removed; the rest of the cart can be ordered.
    expect((await decide(withHidden.token)).statusCode).toBe(201);
    await setStock(product.product.id, 0);
    await expectError(await decide(ready.token), 422, 'cart.update_products.out_of_stock');
    await setStock(product.product.id, 5);
    expect(await stockOf(product.product.id)).toBe(5);
  });

  it('refuses to sell while selling is paused', async () => {
    const cart = await makeCart(t.db, { lines: [{ productId: product.product.id, quantity: 1 }] });
    const pause = async (isSelling: boolean) => {
      for (const [key, value] of [
        ['PLUGIN.TEMPORARY_STOP_SELLING.IS_USE', true],
        ['PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING', isSelling],
      ] as const)
        await t.db
          .insert(settings)
          .values({ channelId: 'standard', key, value })
          .onConflictDoUpdate({ target: [settings.channelId, settings.key], set: { value } });
    };
    await pause(false);
    const res = await decide(cart.token);
    expect(res.statusCode).toBe(422);
    expect(res.json<Json>()).toEqual({
      code: 'cart.temporary_stop_selling',
      message: 'ただいま一時的に販売を停止しております。再開まで今しばらくお待ちください。',
    });
    await pause(true);
    expect((await decide(cart.token)).statusCode).toBe(201);
  });

  it('answers the decided order to the holder of its cart token or its member only', async () => {
    await setStock(product.product.id, 5);
    const cart = await makeCart(t.db, { lines: [{ productId: product.product.id, quantity: 2 }] });
    const data = (await decide(cart.token)).json<{ data: Json }>().data;
    const orderNo = data.order_no as string;
    const res = await api({ method: 'GET', url: `/v1/carts/order/${orderNo}?token=${cart.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Json }>().data).toMatchObject({
      order_no: orderNo,
      guest_token: data.guest_token,
      total_payment: data.total_payment,
      payment_name: '代金引換',
      products: [
        {
          product_id: product.product.id,
          product_key: product.product.key,
          name: product.product.name,
          code: product.product.code,
          unit_price: product.product.price,
          unit_price_with_tax: Math.floor(product.product.price * 1.1),
          quantity: 2,
        },
      ],
    });
    const other = await makeCart(t.db, { lines: [] });
    for (const url of [
      `/v1/carts/order/${orderNo}`,
      `/v1/carts/order/${orderNo}?token=${other.token}`,
      `/v1/carts/order/00000000-000000?token=${cart.token}`,
    ]) {
      const denied = await api({ method: 'GET', url });
      expect(denied.statusCode).toBe(404);
      expect(denied.json<Json>().message).toBe('ご注文が見つかりませんでした');
    }
  });

  it('downloads a quotation PDF of the cart with the shop as issuer', async () => {
    await setStock(product.product.id, 5);
    const food = await pickProduct(t.db, 'standard', 8);
    const cart = await makeCart(t.db, {
      lines: [
        { productId: product.product.id, quantity: 1 },
        { productId: food.product.id, quantity: 3 },
      ],
    });
    const res = await api({ method: 'GET', url: `/v1/carts/${cart.token}/download/quotation` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['x-suggested-filename']))).toMatch(
      /^御見積書_\d{8}\.pdf$/,
    );
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text.replace(/\s/g, '')).toContain('御見積書');
    for (const expected of [
      '山田 花子',
      product.product.name,
      '8%対象（軽減税率） 消費税',
      '代金引換',
      '株式会社ミセ Mise ストア',
      '登録番号 T1010001000000',
    ])
      expect(text).toContain(expected);

    const empty = await makeCart(t.db, { lines: [] });
    const none = await api({ method: 'GET', url: `/v1/carts/${empty.token}/download/quotation` });
    expect(none.statusCode).toBe(422);
    expect(none.json<Json>().message).toBe('カートに商品が入っていないため見積書を作成できません');
  });
});
