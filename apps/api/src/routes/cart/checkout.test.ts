import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, login, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import type { CartData } from '../../services/cart/serialize.js';

type Shop = ReturnType<typeof shop>;
type Product = typeof schema.products.$inferSelect;

const ADDRESS = {
  last_name: '山田',
  first_name: '花子',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'ハナコ',
  postal_code: '150-0001',
  prefecture: '東京都',
  city: '渋谷区',
  address1: '神宮前1-2-3',
  address2: '',
  phone_number: '03-1234-5678',
};

describe('cart: shippings, packings, payment, coupons, points, lead times', () => {
  let t: TestApp;
  let standard: Shop;
  let business: Shop;
  let taro: string;
  let buyer: string;
  let cheap: Product;
  let pricey: Product;

  const call =
    (channel: Shop) => async (url: string, payload: Record<string, unknown>, token?: string) => {
      const res = await channel({ method: 'PATCH', url, payload, token });
      return { res, cart: res.json<{ data: CartData }>().data, body: res.json() };
    };
  const newCart = async (channel: Shop, product: Product, quantity = 1, token?: string) => {
    const init = await channel({ method: 'POST', url: '/v1/carts/init', payload: {}, token });
    const { token: cartToken } = init.json<{ data: CartData }>().data;
    const added = await call(channel)(
      '/v1/carts/products/add',
      { token: cartToken, products: [{ product_key: product.key, quantity }] },
      token,
    );
    expect(added.res.statusCode).toBe(200);
    return added.cart;
  };
  const productIn = async (channelId: string, min: number, max: number) => {
    const [row] = await t.db
      .select()
      .from(schema.products)
      .innerJoin(schema.productModels, eq(schema.productModels.id, schema.products.modelId))
      .where(
        and(
          eq(schema.products.channelId, channelId),
          eq(schema.products.isShow, true),
          eq(schema.productModels.taxRate, 10),
          gte(schema.products.stock, 30),
          gte(schema.products.price, min),
          lte(schema.products.price, max),
        ),
      )
      .orderBy(asc(schema.products.id))
      .limit(1);
    return row!.products;
  };

  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    business = shop(t.app, 'business');
    taro = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
    buyer = String((await login(t.app, 'business', 'buyer', DEMO_PASSWORD)).body.access_token);
    cheap = await productIn('standard', 1000, 2000);
    pricey = await productIn('standard', 6000, 20000);
  });
  afterAll(() => t.close());

  it('validates a shipping address with field errors in Japanese', async () => {
    const cart = await newCart(standard, cheap);
    const key = cart.detail.shippings[0]!.key;
    const bad = await call(standard)('/v1/carts/shippings/modify', {
      token: cart.token,
      key,
      ...ADDRESS,
      last_name_kana: 'やまだ',
      postal_code: '15-0001',
      prefecture: '東京',
      phone_number: '12345',
      first_name: '',
    });
    expect(bad.res.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['first_name', 'last_name_kana', 'phone_number', 'postal_code', 'prefecture'].sort(),
    );
    expect(bad.body.errors.last_name_kana[0]).toBe('セイは全角カタカナで入力してください');
    const good = await call(standard)('/v1/carts/shippings/modify', {
      token: cart.token,
      key,
      ...ADDRESS,
    });
    expect(good.res.statusCode).toBe(200);
    expect(good.cart.detail.shippings[0]).toMatchObject({
      has_address: true,
      postal_code: '1500001',
      phone_number: '0312345678',
    });
  });

  it('accepts only lead-time dates and known time slots', async () => {
    const cart = await newCart(standard, cheap);
    const key = cart.detail.shippings[0]!.key;
    const times = await standard({
      method: 'GET',
      url: `/v1/shipping-leadtime/carts/${cart.token}`,
      query: { keys: key, choiceMode: 'both' },
    });
    expect(times.statusCode).toBe(200);
    const [lead] = times.json().data as {
      shipping_key: string;
      earliest_date: string;
      dates: string[];
      timezones: { code: string; name: string }[];
      is_specifiable: boolean;
    }[];
    expect(lead).toMatchObject({ shipping_key: key, is_specifiable: true });
    expect(lead!.dates).toHaveLength(14);
    expect(lead!.dates[0]).toBe(lead!.earliest_date);
    expect(lead!.timezones[0]).toEqual({ code: '', name: '指定なし' });
    expect(lead!.timezones.map((z) => z.code)).toContain('08-12');
    const onlyDates = await standard({
      method: 'GET',
      url: `/v1/shipping-leadtime/carts/${cart.token}`,
      query: { choiceMode: 'date' },
    });
    expect(onlyDates.json().data[0].timezones).toEqual([]);

    const tooEarly = await call(standard)('/v1/carts/shippings/modify', {
      token: cart.token,
      key,
      delivery_date: '2020-01-01',
    });
    expect(tooEarly.res.statusCode).toBe(422);
    expect(tooEarly.body.errors.delivery_date).toBeDefined();
    const badSlot = await call(standard)('/v1/carts/shippings/modify', {
      token: cart.token,
      key,
      delivery_timezone: '03-05',
    });
    expect(badSlot.res.statusCode).toBe(422);
    const ok = await call(standard)('/v1/carts/shippings/modify', {
      token: cart.token,
      key,
      delivery_date: lead!.dates[2],
      delivery_timezone: '14-16',
    });
    expect(ok.cart.detail.shippings[0]).toMatchObject({
      delivery_date: lead!.dates[2],
      delivery_timezone: '14-16',
    });
  });

  it('allows one shipping where the shop turned several off, and several where it is on', async () => {
    const single = and(
      eq(schema.settings.channelId, 'standard'),
      eq(schema.settings.key, 'ORDER.SHIPPING.IS_ALLOW_MULTIPLE'),
    );
    await t.db.update(schema.settings).set({ value: false }).where(single);
    const cart = await newCart(standard, cheap);
    const refused = await call(standard)('/v1/carts/shippings/add', { token: cart.token });
    expect(refused.res.statusCode).toBe(422);
    expect(refused.body.message).toBe('複数のお届け先を指定することはできません');

    const product = await productIn('business', 1000, 5000);
    const biz = await newCart(business, product, 5, buyer);
    const added = await call(business)(
      '/v1/carts/shippings/add',
      { token: biz.token, ...ADDRESS },
      buyer,
    );
    expect(added.res.statusCode).toBe(200);
    const [first, second] = added.cart.detail.shippings;
    expect(second).toMatchObject({ has_address: true, product_keys: [] });
    const line = added.cart.detail.products[0]!;
    const divided = await call(business)(
      '/v1/carts/products/divide',
      { token: biz.token, key: line.key, quantity: 2, shipping_key: second!.key },
      buyer,
    );
    expect(divided.res.statusCode).toBe(200);
    const byShipping = divided.cart.detail.products.map((l) => [l.shipping_key, l.quantity]);
    expect(byShipping).toEqual([
      [first!.key, 3],
      [second!.key, 2],
    ]);
    const reset = await call(business)(
      '/v1/carts/shippings/reset',
      { token: biz.token, is_removing_address: true },
      buyer,
    );
    expect(reset.cart.detail.shippings).toHaveLength(1);
    expect(reset.cart.detail.shippings[0]!.product_keys).toHaveLength(2);
    expect(reset.cart.detail.shippings[0]!.has_address).toBe(false);
  });

  it('uses a saved address, and 422 not_data for an address that is not there', async () => {
    const cart = await newCart(standard, cheap, 1, taro);
    const key = cart.detail.shippings[0]!.key;
    const saved = await standard({
      method: 'POST',
      url: '/v1/me/user-addresses',
      token: taro,
      payload: {
        shipping_last_name: '山田',
        shipping_first_name: '一郎',
        shipping_last_name_kana: 'ヤマダ',
        shipping_first_name_kana: 'イチロウ',
        postal_code: '0600001',
        prefecture: '北海道',
        city: '札幌市中央区',
        address1: '北一条西1-1',
        phone_number: '0111234567',
      },
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().data.id as number;
    const used = await call(standard)(
      '/v1/carts/shippings/modify',
      { token: cart.token, key, user_address_id: id },
      taro,
    );
    expect(used.cart.detail.shippings[0]).toMatchObject({
      user_address_id: id,
      prefecture: '北海道',
      has_address: true,
    });
    const missing = await call(standard)(
      '/v1/carts/shippings/modify',
      { token: cart.token, key, user_address_id: 999999 },
      taro,
    );
    expect(missing.res.statusCode).toBe(422);
    expect(missing.body.code).toBe('cart_detail.set_user_address.not_data');
  });

  it('charges gift wrap, keeps のし free, and asks for the のし purpose', async () => {
    const cart = await newCart(standard, cheap);
    const key = cart.detail.shippings[0]!.key;
    const wrap = await call(standard)('/v1/carts/packings/add', {
      token: cart.token,
      shipping_key: key,
      kind: 'gift_wrap',
    });
    expect(wrap.cart.detail.order.total_packing).toBe(300);
    const noType = await call(standard)('/v1/carts/packings/add', {
      token: cart.token,
      shipping_key: key,
      kind: 'noshi',
    });
    expect(noType.res.statusCode).toBe(422);
    expect(noType.body.errors.noshi_type).toEqual(['のしの種類を選択してください']);
    const noshi = await call(standard)('/v1/carts/packings/add', {
      token: cart.token,
      shipping_key: key,
      kind: 'noshi',
      noshi_type: '御祝',
      noshi_name: '山田',
    });
    const packings = noshi.cart.detail.shippings[0]!.packings;
    expect(packings.map((p) => [p.kind, p.price])).toEqual([
      ['gift_wrap', 300],
      ['noshi', 0],
    ]);
    const removed = await call(standard)('/v1/carts/packings/modify', {
      token: cart.token,
      key: packings[0]!.key,
      is_removing: true,
    });
    expect(removed.cart.detail.order.total_packing).toBe(0);
  });

  it('charges carriage below 5,000 yen and none from it', async () => {
    const small = await newCart(standard, cheap);
    expect(small.detail.order.total_carriage).toBe(600);
    expect(small.detail.shippings[0]!.carriage).toBe(600);
    const large = await newCart(standard, pricey);
    expect(large.detail.order.total_carriage).toBe(0);
  });

  it("answers the checkout forms' own messages (@mise/validation) whatever the length sent", async () => {
    const cart = await newCart(standard, cheap);
    const key = cart.detail.shippings[0]!.key;
    const invalid = (errors: Record<string, string[]>) => ({
      message: '入力内容に誤りがあります',
      errors,
    });
    const shipping = await call(standard)('/v1/carts/shippings/modify', {
      token: cart.token,
      key,
      ...ADDRESS,
      last_name: '長'.repeat(300),
      company_name: '社'.repeat(300),
    });
    expect(shipping.res.statusCode).toBe(422);
    expect(shipping.body).toEqual(
      invalid({
        last_name: ['姓は50文字以内で入力してください'],
        company_name: ['会社名は250文字以内で入力してください'],
      }),
    );
    const orderer = await call(standard)('/v1/carts/order/modify', {
      token: cart.token,
      orderer: { ...ADDRESS, first_name: '長'.repeat(300), email: 'hanako@example.jp' },
    });
    expect(orderer.body).toEqual(invalid({ first_name: ['名は50文字以内で入力してください'] }));
    const gift = await call(standard)('/v1/carts/social/receiver', {
      token: cart.token,
      is_social_gift: true,
      sender_name: '名'.repeat(300),
      message: 'あ'.repeat(2001),
    });
    expect(gift.body).toEqual(
      invalid({
        sender_name: ['贈り主のお名前は50文字以内で入力してください'],
        message: ['メッセージは200文字以内で入力してください'],
      }),
    );
    const noCode = await call(standard)('/v1/carts/coupons/add', { token: cart.token, code: '' });
    expect(noCode.body).toEqual(invalid({ code: ['クーポンコードは必須項目です'] }));
    const nothing = await call(standard)('/v1/carts/coupons/add', { token: cart.token });
    expect(nothing.body).toEqual(invalid({ code: ['クーポンコードは必須項目です'] }));
    const longCode = await call(standard)('/v1/carts/coupons/add', {
      token: cart.token,
      code: 'A'.repeat(101),
    });
    expect(longCode.body).toEqual(
      invalid({ code: ['クーポンコードは50文字以内で入力してください'] }),
    );
  });

  it('validates the guest orderer and the payment method; card token kept, never a number', async () => {
    const cart = await newCart(standard, cheap);
    const bad = await call(standard)('/v1/carts/order/modify', {
      token: cart.token,
      orderer: { ...ADDRESS, email: 'not-an-email' },
    });
    expect(bad.res.statusCode).toBe(422);
    expect(bad.body.errors.email).toEqual([
      'メールアドレスはメールアドレスの形式で入力してください',
    ]);
    const methods = await t.db
      .select()
      .from(schema.paymentMethods)
      .where(eq(schema.paymentMethods.channelId, 'standard'));
    const cod = methods.find((m) => m.code === 'cod')!;
    const card = methods.find((m) => m.code === 'card')!;
    const ok = await call(standard)('/v1/carts/order/modify', {
      token: cart.token,
      orderer: { ...ADDRESS, email: 'Guest@Example.jp' },
      note: '  午前中に届くと助かります ',
      payment_id: cod.id,
    });
    expect(ok.res.statusCode).toBe(200);
    expect(ok.cart).toMatchObject({
      payment_id: cod.id,
      payment_code: 'cod',
      payment_name: '代金引換',
      note: '午前中に届くと助かります',
      orderer: { email: 'guest@example.jp', last_name: '山田' },
    });
    expect(ok.cart.detail.order.total_fee).toBe(300);
    const other = await t.db
      .select()
      .from(schema.paymentMethods)
      .where(eq(schema.paymentMethods.channelId, 'business'));
    const foreign = await call(standard)('/v1/carts/order/modify', {
      token: cart.token,
      payment_id: other[0]!.id,
    });
    expect(foreign.res.statusCode).toBe(422);
    expect(foreign.body.errors.payment_id).toEqual(['お支払い方法が見つかりませんでした']);
    const invoice = await t.db
      .select()
      .from(schema.paymentMethods)
      .where(
        and(
          eq(schema.paymentMethods.channelId, 'business'),
          eq(schema.paymentMethods.code, 'invoice'),
        ),
      );
    const bizCart = await newCart(business, await productIn('business', 1000, 5000));
    const guestInvoice = await call(business)('/v1/carts/order/modify', {
      token: bizCart.token,
      payment_id: invoice[0]!.id,
    });
    expect(guestInvoice.res.statusCode).toBe(422);
    expect(guestInvoice.body.errors.payment_id[0]).toContain('会員様のみ');
    const carded = await call(standard)('/v1/carts/order/modify', {
      token: cart.token,
      payment_id: card.id,
      card: { token: 'tok_x', token_key: 'key_x', masked_number: '************1111' },
    });
    expect(carded.cart).toMatchObject({
      has_card_token: true,
      masked_card_number: '************1111',
      payment_code: 'card',
    });
    expect(carded.cart.detail.order.total_fee).toBe(0);
    expect(JSON.stringify(carded.cart)).not.toContain('tok_x');
    const otherChoices = await call(standard)('/v1/carts/other/modify', {
      token: cart.token,
      other: { is_receipt: true },
    });
    expect(otherChoices.cart.other).toEqual({ is_receipt: true });
    const gift = await call(standard)('/v1/carts/social/receiver', {
      token: cart.token,
      is_social_gift: true,
    });
    expect(gift.cart.is_social_gift).toBe(true);
  });

  it('takes a card token for one cart or member only', async () => {
    const [card] = await t.db
      .select()
      .from(schema.paymentMethods)
      .where(
        and(
          eq(schema.paymentMethods.channelId, 'standard'),
          eq(schema.paymentMethods.code, 'card'),
        ),
      );
    const issued = (
      await standard({
        method: 'POST',
        url: '/v1/payment-sandbox/tokens',
        payload: {
          number: '4111111111111111',
          name: 'TARO YAMADA',
          expiration: '209912',
          security_code: '123',
        },
      })
    ).json<{ data: { token: string; token_key: string; masked_number: string } }>().data;
    const pay = (cartToken: string) =>
      call(standard)('/v1/carts/order/modify', {
        token: cartToken,
        payment_id: card!.id,
        card: {
          token: issued.token,
          token_key: issued.token_key,
          masked_number: issued.masked_number,
        },
      });
    const first = await newCart(standard, cheap);
    expect((await pay(first.token)).res.statusCode).toBe(200);
    // The same cart may send its payment step again.
    expect((await pay(first.token)).res.statusCode).toBe(200);
    const other = await pay((await newCart(standard, cheap)).token);
    expect(other.res.statusCode).toBe(422);
    expect(other.body).toMatchObject({
      code: 'payment.token_used',
      message: 'このカード情報はすでに使われています。もう一度カード情報を入力してください。',
    });
    const saved = await standard({
      method: 'POST',
      url: '/v1/me/user-cards',
      token: taro,
      payload: { token: issued.token, token_key: issued.token_key, name: 'taro yamada' },
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json<{ code: string }>().code).toBe('payment.token_used');
  });

  it('applies a coupon by code, spreads it over the lines, and refuses the wrong ones', async () => {
    const cart = await newCart(standard, cheap, 3);
    const applied = await call(standard)('/v1/carts/coupons/add', {
      token: cart.token,
      code: 'welcome500',
    });
    expect(applied.res.statusCode).toBe(200);
    const [coupon] = applied.cart.detail.coupons;
    expect(coupon).toMatchObject({ code: 'WELCOME500', discount: 500, is_applicable: true });
    expect(applied.cart.detail.order.total_discount).toBe(500);
    expect(applied.cart.detail.products[0]!.coupon_discount_parts).toEqual([
      { coupon_id: coupon!.id, code: 'WELCOME500', amount: 500 },
    ]);
    expect(applied.cart.detail.order.total_before_points).toBeLessThan(
      cart.detail.order.total_before_points,
    );
    const twice = await call(standard)('/v1/carts/coupons/add', {
      token: cart.token,
      code: 'WELCOME500',
    });
    expect(twice.body.message).toBe('このクーポンはすでに適用されています');
    const unknown = await call(standard)('/v1/carts/coupons/add', {
      token: cart.token,
      code: 'NOPE',
    });
    expect(unknown.res.statusCode).toBe(422);
    expect(unknown.body.errors.code).toEqual(['入力されたクーポンコードは見つかりませんでした']);
    const expired = await call(standard)('/v1/carts/coupons/add', {
      token: cart.token,
      code: 'SUMMER2025',
    });
    expect(expired.body.message).toBe('このクーポンは有効期限が切れています');
    const membersOnly = await call(standard)('/v1/carts/coupons/add', {
      token: cart.token,
      code: 'SPRING10',
    });
    expect(membersOnly.res.statusCode).toBe(422);
    expect(membersOnly.body.code).toBe('cart.coupon.not_taken');
    const removed = await call(standard)('/v1/carts/coupons/delete', {
      token: cart.token,
      coupon_id: coupon!.id,
    });
    expect(removed.cart.detail.coupons).toEqual([]);
    expect(removed.cart.detail.order.total_discount).toBe(0);
  });

  it('refuses a coupon below its minimum order', async () => {
    const cart = await newCart(standard, cheap, 1);
    const res = await call(standard)('/v1/carts/coupons/add', {
      token: cart.token,
      code: 'WELCOME500',
    });
    expect(res.res.statusCode).toBe(422);
    expect(res.body.message).toContain('3,000円以上');
  });

  it('lets a member pay with points up to the balance; guests get 401', async () => {
    const guest = await newCart(standard, pricey);
    const noPoints = await call(standard)('/v1/carts/point', { token: guest.token, points: 100 });
    expect(noPoints.res.statusCode).toBe(401);

    const cart = await newCart(standard, pricey, 1, taro);
    const tooMany = await call(standard)(
      '/v1/carts/point',
      { token: cart.token, points: 3001 },
      taro,
    );
    expect(tooMany.res.statusCode).toBe(422);
    expect(tooMany.body.errors.points).toEqual(['ご利用可能なポイントは3,000ポイントまでです']);
    const used = await call(standard)('/v1/carts/point', { token: cart.token, points: 1200 }, taro);
    expect(used.res.statusCode).toBe(200);
    expect(used.cart.points).toEqual({ balance: 3000, used: 1200 });
    const { order } = used.cart.detail;
    expect(order.points_used).toBe(1200);
    expect(order.total_payment).toBe(order.total_before_points - 1200);
    // Points are payment: the tax does not change.
    expect(order.total_tax).toBe(cart.detail.order.total_tax);
    // 1 % of the tax-excluded product subtotal (no coupon here).
    expect(order.points_to_grant).toBe(Math.floor(order.subtotal / 100));
  });

  it('adds accessories of a line, which go when the line goes', async () => {
    const [pair] = await t.db
      .select({ parent: schema.products, relation: schema.productRelations })
      .from(schema.productRelations)
      .innerJoin(schema.products, eq(schema.products.id, schema.productRelations.productId))
      .where(
        and(
          eq(schema.productRelations.kind, 'accessory'),
          eq(schema.products.channelId, 'standard'),
          eq(schema.products.isShow, true),
          gte(schema.products.stock, 5),
        ),
      )
      .limit(1);
    expect(pair).toBeDefined();
    const [accessory] = await t.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, pair!.relation.relatedId));
    const cart = await newCart(standard, pair!.parent);
    const parentKey = cart.detail.products[0]!.key;
    const notOne = await call(standard)('/v1/carts/accessories/add', {
      token: cart.token,
      parent_key: parentKey,
      product_key: cheap.key,
      quantity: 1,
    });
    expect(notOne.res.statusCode).toBe(422);
    if (accessory!.stock < 1 || !accessory!.isShow) return;
    const added = await call(standard)('/v1/carts/accessories/add', {
      token: cart.token,
      parent_key: parentKey,
      product_key: accessory!.key,
      quantity: 1,
    });
    expect(added.res.statusCode).toBe(200);
    expect(added.cart.detail.products[1]).toMatchObject({
      product_id: accessory!.id,
      parent_key: parentKey,
    });
    const gone = await call(standard)('/v1/carts/products/delete', {
      token: cart.token,
      keys: [parentKey],
    });
    expect(gone.cart.detail.products).toEqual([]);
  });
});
