import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, insertOrder, schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontState } from '../../create-default.js';
import { createMemoryCookies } from '../../env.js';
import { login } from '../account/index.js';
import { initCart, setCartSocialGift } from '../cart/index.js';
import {
  checkSocialGiftDelivery,
  checkSocialGiftShipping,
  completeSocialGift,
  fetchSocialGift,
  fetchSocialGiftLeadTime,
} from './social-gift.js';
import type { SocialGiftAddress } from './social-gift.js';

let api: RunningTestApp;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

function tab() {
  return createStorefrontState({
    api: { baseURL: api.baseURL, channel: 'standard', events: { log: () => undefined } },
    cookies: createMemoryCookies(),
  });
}

/** A gift order written straight into the tables: what the decision makes of a gift cart. */
async function giftOrder(): Promise<string> {
  const product = await api.db.query.products.findFirst({
    where: (p, { eq }) => eq(p.channelId, 'standard'),
  });
  const made = await insertOrder(api.db, {
    channelId: 'standard',
    userId: null,
    lines: [{ key: product!.key, quantity: 1 }],
  });
  const token = randomBytes(32).toString('base64url');
  await api.db.insert(schema.socialGifts).values({
    channelId: 'standard',
    orderId: made.order.id,
    orderShippingId: made.shippings[0]!.id,
    token,
    senderName: 'たろう',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

const ADDRESS: SocialGiftAddress = {
  last_name: '北川',
  first_name: '次郎',
  last_name_kana: 'キタガワ',
  first_name_kana: 'ジロウ',
  postal_code: '5300001',
  prefecture: '大阪府',
  city: '大阪市北区梅田',
  address1: '3-3-3',
  address2: '',
  phone_number: '0612345678',
};

describe('socialGift', () => {
  it('keeps the receiver’s input across the steps, accepts once, then holds the 410', async () => {
    const key = await giftOrder();
    const { store } = tab();
    await store.dispatch(fetchSocialGift(key)).unwrap();
    expect(store.getState().socialGift).toMatchObject({
      key,
      status: 'loaded',
      gift: { sender_name: 'たろう', products: [{ quantity: 1 }] },
    });

    const bad = await store.dispatch(
      checkSocialGiftShipping({ key, address: { ...ADDRESS, postal_code: '53-1' } }),
    );
    expect(bad.meta.requestStatus).toBe('rejected');
    expect(Object.keys((bad as { error: { errors?: object } }).error.errors ?? {})).toEqual([
      'postal_code',
    ]);
    expect(store.getState().socialGift.address).toBeNull();
    await store.dispatch(checkSocialGiftShipping({ key, address: ADDRESS })).unwrap();
    expect(store.getState().socialGift.address).toEqual(ADDRESS);

    const shippingId = store.getState().socialGift.gift!.shipping_id;
    const leadtime = await store
      .dispatch(fetchSocialGiftLeadTime({ key, postal: '5300001', pref: '大阪府', shippingId }))
      .unwrap();
    expect(leadtime?.dates.length).toBeGreaterThan(2);
    const delivery = { delivery_at: leadtime!.dates[1]!, delivery_timezone_key: '14-16' };
    await store.dispatch(checkSocialGiftDelivery({ key, prefecture: '大阪府', delivery })).unwrap();
    expect(store.getState().socialGift.delivery).toEqual(delivery);

    const completion = await store
      .dispatch(completeSocialGift({ key, address: ADDRESS, delivery }))
      .unwrap();
    expect(completion).toMatchObject({ prefecture: '大阪府', delivery_at: delivery.delivery_at });
    expect(store.getState().socialGift.address).toBeNull();

    // Another tab opening the used link: the server's Japanese message, kept for the page.
    const other = tab();
    await other.store.dispatch(fetchSocialGift(key));
    expect(other.store.getState().socialGift).toMatchObject({
      status: 'failed',
      error: { status: 410, message: 'このギフトはすでに受け取りの手続きが完了しています。' },
    });
  });

  it('turns the cart’s gift option on with the sender name the buyer chose', async () => {
    const { store } = tab();
    await store.dispatch(login({ login_id: 'taro', password: DEMO_PASSWORD })).unwrap();
    await store.dispatch(initCart()).unwrap();
    await store
      .dispatch(setCartSocialGift({ isSocialGift: true, senderName: 'たろう', message: '' }))
      .unwrap();
    expect(store.getState().cart.data).toMatchObject({
      is_social_gift: true,
      social_gift: { sender_name: 'たろう', message: '' },
    });
  });
});
