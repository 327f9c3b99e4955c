// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { CART_COOKIES, cartReset, COOKIES, createMemoryCookies } from '@mise/store';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, openShop, prepareWindow } from '../../../test/shop.js';

// Every step goes through the real API; on a busy two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

let api: RunningTestApp;
type Product = typeof schema.products.$inferSelect;
let products: Product[];

beforeAll(async () => {
  // The API runs in this jsdom tab's process, where the global ArrayBuffer and Uint8Array are
  // jsdom's: the PDF library's binary checks need Node's, the ones Buffer hands out.
  globalThis.ArrayBuffer = (await crypto.subtle.digest('SHA-256', new Uint8Array(1)))
    .constructor as ArrayBufferConstructor;
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer) as Uint8ArrayConstructor;
  api = await startTestServer();
  prepareWindow();
  // jsdom keeps no files: a download only needs an address for its link.
  URL.createObjectURL = () => 'blob:quotation';
  URL.revokeObjectURL = () => undefined;
  const candidates = await api.db
    .select()
    .from(schema.products)
    .where(
      and(
        eq(schema.products.channelId, 'standard'),
        eq(schema.products.isShow, true),
        gte(schema.products.stock, 30),
      ),
    )
    .orderBy(asc(schema.products.id))
    .limit(20);
  // Two products shoppers tell apart (variants of one model share its name).
  products = candidates.filter(
    (product, index) => candidates.findIndex((other) => other.name === product.name) === index,
  );
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** A guest cart holding `lines` (product, quantity), as a product page would have left it. */
async function cartWith(lines: [Product, number][], cookies = createMemoryCookies()) {
  const headers = { 'x-channel': 'standard', 'content-type': 'application/json' };
  const auth = cookies.get(COOKIES.accessToken);
  const authHeaders = auth ? { ...headers, authorization: `Bearer ${auth}` } : headers;
  const init = await fetch(`${api.baseURL}/v1/carts/init`, {
    method: 'POST',
    headers: authHeaders,
    body: JSON.stringify({}),
  });
  const { data } = (await init.json()) as { data: { token: string } };
  const added = await fetch(`${api.baseURL}/v1/carts/products/add`, {
    method: 'PATCH',
    headers: authHeaders,
    body: JSON.stringify({
      token: data.token,
      products: lines.map(([product, quantity]) => ({ product_key: product.key, quantity })),
    }),
  });
  expect(added.status).toBe(200);
  cookies.set(COOKIES.cartToken, data.token);
  return { cookies, token: data.token };
}

const yen = (value: number) => `¥${value.toLocaleString('ja-JP')}`;

describe('/cart', () => {
  it('shows the lines with tax-included prices, changes a quantity and applies a coupon', async () => {
    const [first, second] = products as [Product, Product];
    const { cookies } = await cartWith([
      [first, 1],
      [second, 2],
    ]);
    const { user } = await openShop(api, '/cart', { cookies });
    const table = await screen.findByRole('table', { name: 'カートの商品' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // Each line shows its product's picture, a small drawn copy rather than the full size.
    const pictures = [...table.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual([
      expect.stringMatching(new RegExp(`/products/${first.key}/1\\.png\\?w=160$`)),
      expect.stringMatching(new RegExp(`/products/${second.key}/1\\.png\\?w=160$`)),
    ]);

    const stepper = within(table).getByRole('spinbutton', { name: new RegExp(`^${first.name}`) });
    await user.clear(stepper);
    await user.type(stepper, '3');
    await user.tab();
    await waitFor(() => expect(stepper).toHaveAttribute('aria-valuenow', '3'));
    const unitWithTax = Math.floor((first.price * 110) / 100);
    // The line's subtotal follows the server's answer (10 % or 8 %: one of them).
    await waitFor(() =>
      expect(
        within(table).queryByText(yen(unitWithTax * 3)) ??
          within(table).queryByText(yen(Math.floor((first.price * 108) / 100) * 3)),
      ).toBeInTheDocument(),
    );

    await user.type(screen.getByLabelText('クーポンコード'), 'GIFT300');
    await user.click(screen.getByRole('button', { name: '適用する' }));
    expect(await screen.findByText('クーポンを適用しました')).toBeInTheDocument();
    expect(screen.getByText('クーポン割引')).toBeInTheDocument();
    expect(screen.getByText(`-${yen(300)}`)).toBeInTheDocument();
  });

  it('says why a coupon no longer applies and lets the shopper take it off and go on', async () => {
    const { cookies, token } = await cartWith([[products[0]!, 2]]);
    const coupon = await fetch(`${api.baseURL}/v1/carts/coupons/add`, {
      method: 'PATCH',
      headers: { 'x-channel': 'standard', 'content-type': 'application/json' },
      body: JSON.stringify({ token, code: 'GIFT300' }),
    });
    expect(coupon.status).toBe(200);
    const gift300 = and(
      eq(schema.coupons.channelId, 'standard'),
      eq(schema.coupons.code, 'GIFT300'),
    );
    const [{ validUntil }] = (await api.db
      .select({ validUntil: schema.coupons.validUntil })
      .from(schema.coupons)
      .where(gift300)) as [{ validUntil: Date }];
    // The coupon runs out while it sits in the cart.
    await api.db
      .update(schema.coupons)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(gift300);
    try {
      const { user, router } = await openShop(api, '/cart', { cookies });
      expect(
        await screen.findByText(
          'このクーポンはご利用いただけません：このクーポンは有効期限が切れています',
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          /ご利用いただけないクーポンがあるため、このままではご購入手続きへ進めません/,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'ご購入手続きへ進む' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'クーポンを外して手続きへ進む' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart/shipping-select'));
    } finally {
      await api.db.update(schema.coupons).set({ validUntil }).where(gift300);
    }
  });

  it("names the carriage it charges and what is left for free carriage, from the shop's settings", async () => {
    const [cheap] = await api.db
      .select()
      .from(schema.products)
      .where(
        and(
          eq(schema.products.channelId, 'standard'),
          eq(schema.products.isShow, true),
          gte(schema.products.stock, 5),
          lte(schema.products.price, 4000),
        ),
      )
      .orderBy(asc(schema.products.id))
      .limit(1);
    const { cookies } = await cartWith([[cheap!, 1]]);
    await openShop(api, '/cart', { cookies });
    expect(
      await screen.findByText(
        /^送料はお届け先1件につき660円（税込）です。あと[\d,]+円（税込）のご購入で送料無料になります$/,
      ),
    ).toBeInTheDocument();
  });

  it('says the cart is empty and links to the products', async () => {
    await openShop(api, '/cart');
    expect(await screen.findByText('カートに商品が入っていません')).toBeInTheDocument();
  });

  it('starts a new cart with the spec message when the stored one has expired', async () => {
    const { cookies, token } = await cartWith([[products[0]!, 1]]);
    await api.db
      .update(schema.carts)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.carts.token, token));
    await openShop(api, '/cart', { cookies });
    expect(
      await screen.findByText(
        'カートの有効期限が切れました。もう一度商品をカートに入れてください。',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('カートに商品が入っていません')).toBeInTheDocument();
    expect(cookies.get(COOKIES.cartToken)).not.toBe(token);
  });

  it('starts a new cart when the server drops the one on screen', async () => {
    const { cookies, token } = await cartWith([[products[0]!, 1]]);
    const { store } = await openShop(api, '/cart', { cookies });
    await screen.findByRole('table', { name: 'カートの商品' });
    // What the API client's event does when a call finds a product no longer sold.
    act(() => {
      cookies.remove(COOKIES.cartToken);
      store.dispatch(
        cartReset({ reason: 'product_not_found', message: '販売終了の商品がありました' }),
      );
    });
    expect(await screen.findByText('販売終了の商品がありました')).toBeInTheDocument();
    expect(await screen.findByText('カートに商品が入っていません')).toBeInTheDocument();
    expect(store.getState().cart.data?.token).not.toBe(token);
  });
});

describe('/cart/complete', () => {
  /** The complete page of an earlier order, opened while a cart holds a product. */
  async function completeAfter(paying: boolean) {
    const { cookies } = await cartWith([[products[0]!, 1]]);
    if (paying) cookies.set(CART_COOKIES.paymentInProgress, '1');
    const { store, router, client } = await openShop(api, '/cart', { cookies });
    const table = await screen.findByRole('table', { name: 'カートの商品' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    // The page looks the order up (unknown here) last, before it decides about the cart.
    let lookedUp = false;
    (await client.instance()).interceptors.response.use(undefined, (error: unknown) => {
      lookedUp = true;
      throw error;
    });
    await router.navigate('/cart/complete?no=EARLIER-1');
    expect(await screen.findByTestId('order-number')).toHaveTextContent('EARLIER-1');
    await waitFor(() => expect(lookedUp).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cookies.get(CART_COOKIES.paymentInProgress)).toBeUndefined();
    return store;
  }

  it('ends the checkout when the payment in progress has just finished', async () => {
    const store = await completeAfter(true);
    expect(store.getState().cart.data).toBeNull();
  });

  it('leaves the cart filled since alone when the page is opened again later', async () => {
    const store = await completeAfter(false);
    expect(store.getState().cart.data?.detail.products).toHaveLength(1);
  });
});

describe('checkout', () => {
  it('a guest orders: orderer, delivery, gift wrap, a declined card fixed, then the order number', async () => {
    const { cookies } = await cartWith([[products[0]!, 1]]);
    const { user, router } = await openShop(api, '/cart/shipping-select', { cookies });

    const orderer = await screen.findByRole('form', { name: 'ご注文者情報' });
    const inOrderer = within(orderer);
    await user.type(inOrderer.getByLabelText('姓'), '山田');
    await user.type(inOrderer.getByLabelText('名'), '花子');
    await user.type(inOrderer.getByLabelText('セイ'), 'ヤマダ');
    await user.type(inOrderer.getByLabelText('メイ'), 'ハナコ');
    await user.type(inOrderer.getByLabelText('郵便番号'), '1000001');
    await user.selectOptions(inOrderer.getByLabelText('都道府県'), '東京都');
    await user.type(inOrderer.getByLabelText('市区町村'), '千代田区千代田');
    await user.type(inOrderer.getByLabelText('丁目・番地・号'), '1-1');
    await user.type(inOrderer.getByLabelText('電話番号'), '0312345678');
    await user.type(inOrderer.getByLabelText('メールアドレス'), 'hanako.guest@example.jp');
    await user.click(inOrderer.getByRole('button', { name: 'ご注文者情報を保存する' }));
    expect(await screen.findByText('ご注文者情報を保存しました')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'ご注文者の住所に届ける' }));
    expect(await screen.findByText(/山田 花子 様/)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'お届け方法の指定へ進む' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/shipping-detail'));
    await user.click(await screen.findByLabelText('お届け先1をギフト包装にする（¥330）'));
    await user.click(screen.getByRole('button', { name: 'お支払い方法の選択へ進む' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/payment'));
    await user.click(await screen.findByLabelText(/^クレジットカード/));
    await user.type(screen.getByLabelText('カード番号'), '4000000000000002');
    await user.type(screen.getByLabelText('カード名義'), 'HANAKO YAMADA');
    await user.selectOptions(screen.getByLabelText('有効期限（月）'), '12');
    await user.selectOptions(
      screen.getByLabelText('有効期限（年）'),
      String(new Date().getFullYear() + 2),
    );
    await user.type(screen.getByLabelText('セキュリティコード'), '123');
    await user.click(screen.getByRole('button', { name: 'ご注文内容の確認へ進む' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(await screen.findByText('ギフト包装')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '注文を確定する' }));
    // The whole screen waits under the decision, and is given back when the card is refused.
    expect(screen.getByRole('status', { name: 'ご注文を確定しています…' })).toBeInTheDocument();
    expect(
      await screen.findByText('カードが承認されませんでした。別のカードをご利用ください。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'ご注文を確定しています…' })).toBeNull();

    await user.click(
      screen.getAllByRole('link', { name: 'お支払い方法・カード情報を変更する' })[0]!,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/payment'));
    await user.click(await screen.findByRole('radio', { name: '新しいカードを入力する' }));
    // As printed on the card, in groups of four.
    await user.type(screen.getByLabelText('カード番号'), '4111 1111 1111 1111');
    await user.type(screen.getByLabelText('カード名義'), 'HANAKO YAMADA');
    await user.selectOptions(screen.getByLabelText('有効期限（月）'), '12');
    await user.selectOptions(
      screen.getByLabelText('有効期限（年）'),
      String(new Date().getFullYear() + 2),
    );
    await user.type(screen.getByLabelText('セキュリティコード'), '123');
    await user.click(screen.getByRole('button', { name: 'ご注文内容の確認へ進む' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    await user.click(await screen.findByRole('button', { name: '注文を確定する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/complete'));
    const orderNo = (await screen.findByTestId('order-number')).textContent ?? '';
    expect(orderNo).not.toBe('');
    const receipt = screen.getByRole('link', { name: '領収書を発行する' });
    expect(receipt.getAttribute('href')).toMatch(
      new RegExp(`^/orders/receipt\\?no=${orderNo}&t=.+`),
    );
    const [order] = await api.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNo, orderNo));
    expect(order).toBeDefined();
  });

  it("answers too long a name or coupon code with the cart API's own messages", async () => {
    const { cookies } = await cartWith([[products[0]!, 1]]);
    const { user, router } = await openShop(api, '/cart/shipping-add?new=1', { cookies });
    const form = await screen.findByRole('form', { name: 'お届け先' });
    await user.click(within(form).getByLabelText('姓'));
    await user.paste('山'.repeat(51));
    await user.click(within(form).getByRole('button', { name: 'このお届け先に届ける' }));
    expect(await within(form).findByText('姓は50文字以内で入力してください')).toBeInTheDocument();

    await router.navigate('/cart');
    const coupon = await screen.findByRole('form', { name: 'クーポンの適用' });
    await user.click(within(coupon).getByRole('button', { name: '適用する' }));
    expect(await within(coupon).findByText('クーポンコードは必須項目です')).toBeInTheDocument();
    await user.click(within(coupon).getByLabelText('クーポンコード'));
    await user.paste('A'.repeat(51));
    await user.click(within(coupon).getByRole('button', { name: '適用する' }));
    expect(
      await within(coupon).findByText('クーポンコードは50文字以内で入力してください'),
    ).toBeInTheDocument();
  });

  it('a member saves a new address to the address book, pays with points and sees the order number', async () => {
    const cookies = await loggedIn(api, 'taro');
    await cartWith([[products[1]!, 1]], cookies);
    const { user, router } = await openShop(api, '/cart/shipping-add?key=first', { cookies });
    // Unknown delivery key: the page says so instead of guessing.
    expect(await screen.findByText(/お届け先が見つかりませんでした/)).toBeInTheDocument();
    await router.navigate('/cart/shipping-select');
    await user.click(await screen.findByRole('link', { name: '新しいお届け先を入力する' }));
    const form = await screen.findByRole('form', { name: 'お届け先' });
    const inForm = within(form);
    await user.type(inForm.getByLabelText('姓'), '佐藤');
    await user.type(inForm.getByLabelText('名'), '一郎');
    await user.type(inForm.getByLabelText('セイ'), 'サトウ');
    await user.type(inForm.getByLabelText('メイ'), 'イチロウ');
    await user.type(inForm.getByLabelText('郵便番号'), '1500001');
    await user.selectOptions(inForm.getByLabelText('都道府県'), '東京都');
    await user.type(inForm.getByLabelText('市区町村'), '渋谷区神宮前');
    await user.type(inForm.getByLabelText('丁目・番地・号'), '1-2-3');
    await user.type(inForm.getByLabelText('電話番号'), '0398765432');
    await user.click(inForm.getByLabelText('アドレス帳に保存する'));
    await user.click(inForm.getByRole('button', { name: 'このお届け先に届ける' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/shipping-select'));
    expect(await screen.findByText(/佐藤 一郎 様/)).toBeInTheDocument();
    // Saved to the address book: the next delivery can pick it.
    const saved = await screen.findByLabelText('登録済みのお届け先');
    expect(within(saved).getByRole('option', { name: /^佐藤 一郎/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'お届け方法の指定へ進む' }));
    await user.click(await screen.findByRole('button', { name: 'お支払い方法の選択へ進む' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/payment'));

    await user.clear(await screen.findByLabelText('利用するポイント'));
    await user.type(screen.getByLabelText('利用するポイント'), '100');
    await user.click(screen.getByRole('button', { name: 'ポイントを利用する' }));
    expect(await screen.findByText('100ポイントを利用します')).toBeInTheDocument();
    await user.click(await screen.findByLabelText(/^銀行振込/));
    await user.click(screen.getByRole('button', { name: 'ご注文内容の確認へ進む' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    // The confirm screen reads the cart again on entry; wait for the points line of that answer.
    await waitFor(() => expect(screen.getByText('ポイント利用')).toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: '見積書をダウンロード（PDF）' }));
    expect(await screen.findByText('ダウンロードが完了しました')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '注文を確定する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/complete'));
    expect(await screen.findByTestId('order-number')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'ご注文履歴を見る' })).toBeInTheDocument();
  });
});

describe('カートに入れる', () => {
  it('confirms with a dialog when the shop sets CART.POPUP_COMPONENT to modal', async () => {
    const where = and(
      eq(schema.settings.channelId, 'standard'),
      eq(schema.settings.key, 'CART.POPUP_COMPONENT'),
    );
    await api.db.update(schema.settings).set({ value: 'modal' }).where(where);
    try {
      const product = products[0]!;
      const { user, router } = await openShop(api, `/product/${product.key}`);
      await user.click(await screen.findByRole('button', { name: 'カートに入れる' }));
      const dialog = await screen.findByRole('dialog', { name: 'カートに商品を追加しました' });
      await user.click(within(dialog).getByRole('button', { name: 'カートへ進む' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
      expect(await screen.findByRole('table', { name: 'カートの商品' })).toBeInTheDocument();
    } finally {
      await api.db.update(schema.settings).set({ value: 'toast' }).where(where);
    }
  });
});
