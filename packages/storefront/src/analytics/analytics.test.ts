import type { DecideData } from '@mise/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.js';
import {
  cartChangeEvent,
  cartEvent,
  productItem,
  purchaseEvent,
  viewItemListEvent,
} from './events.js';
import type { TrackedProduct } from './events.js';

const product: TrackedProduct = {
  id: 7,
  name: '帆布トート',
  code: 'TOTE-01',
  product_price: 3000,
  product_price_with_tax: 3300,
  before_price: 4000,
  brand: { name: 'ミセ工房' },
  product_model: {
    categories: ['バッグ', 'トート', '帆布', '大型', '限定', '春'].map((name) => ({ name })),
  },
};

const order = {
  order_no: 'O-100',
  total_payment: 7150,
  total_tax: 650,
  total_carriage: 550,
  products: [
    {
      code: 'TOTE-01',
      product_key: 'tote',
      name: '帆布トート',
      unit_price: 3000,
      unit_price_with_tax: 3300,
      quantity: 2,
      brand: 'ミセ工房',
      categories: ['バッグ'],
    },
  ],
} as unknown as DecideData;

describe('ecommerce events', () => {
  it('carries the tracking fields: code as id, price with tax, brand, discount, categories', () => {
    expect(productItem(product)).toEqual({
      item_id: 'TOTE-01',
      item_name: '帆布トート',
      price: 3300,
      quantity: 1,
      item_brand: 'ミセ工房',
      discount: 1000,
      item_category: 'バッグ',
      item_category2: 'トート',
      item_category3: '帆布',
      item_category4: '大型',
      // Spec section 9: the categories after the 4th are combined.
      item_category5: '限定/春',
    });
  });

  it('numbers the products of a list and names it', () => {
    const event = viewItemListEvent([product, { ...product, id: 8, code: null }], '新着');
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce.currency).toBe('JPY');
    expect(event.ecommerce.items.map((i) => [i.item_id, i.index, i.item_list_name])).toEqual([
      ['TOTE-01', 0, '新着'],
      ['8', 1, '新着'],
    ]);
  });

  it('values a cart change and the cart by quantity', () => {
    expect(cartChangeEvent('add_to_cart', product, 3).ecommerce.value).toBe(9900);
    const lines = [{ product_id: 7, product_name: '帆布トート', unit_price: 3300, quantity: 2 }];
    expect(cartEvent('view_cart', lines).ecommerce).toMatchObject({ value: 6600, currency: 'JPY' });
    expect(
      cartEvent('add_payment_info', lines, { payment_type: 'クレジットカード' }).ecommerce,
    ).toMatchObject({ payment_type: 'クレジットカード' });
  });

  it('names a cart line by its product code, priced with tax', () => {
    const line = {
      product_id: 7,
      product_name: '帆布トート',
      unit_price: 3000,
      unit_price_with_tax: 3300,
      quantity: 2,
      product_info: { code: 'TOTE-01' },
    };
    expect(cartEvent('remove_from_cart', [line]).ecommerce).toEqual({
      currency: 'JPY',
      value: 6600,
      items: [{ item_id: 'TOTE-01', item_name: '帆布トート', price: 3300, quantity: 2 }],
    });
  });

  it('reports a purchase with or without tax', () => {
    expect(purchaseEvent(order, false).ecommerce).toMatchObject({
      transaction_id: 'O-100',
      value: 7150,
      tax: 650,
      shipping: 550,
      items: [{ item_id: 'TOTE-01', price: 3300, quantity: 2, item_category: 'バッグ' }],
    });
    expect(purchaseEvent(order, true).ecommerce).toMatchObject({
      value: 6500,
      items: [{ price: 3000 }],
    });
  });
});

describe('createAnalytics', () => {
  const setup = (
    settings: Record<string, unknown> | null,
    target: { dataLayer?: unknown[] } | undefined = {},
  ) => ({
    target,
    analytics: createAnalytics({
      getSettings: () => settings && { 'ECOMMERCE_EVENT.IS_TRACKING': true, ...settings },
      target,
    }),
  });

  it('pushes to the data layer when the shop has a tag manager', () => {
    const { analytics, target } = setup({ 'GTM.ID': 'GTM-TEST' });
    analytics.track(cartChangeEvent('add_to_cart', product, 1));
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({ event: 'add_to_cart' }),
    ]);
  });

  it('sends nothing without GTM.ID (and says so once), and nothing on the server', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const off = setup({ 'GTM.ID': '' });
    off.analytics.track(cartChangeEvent('add_to_cart', product, 1));
    off.analytics.purchase(order);
    expect(off.target.dataLayer).toBeUndefined();
    expect(warn.mock.calls).toEqual([['GTM IDが見つかりません']]);
    warn.mockRestore();
    const server = createAnalytics({ getSettings: () => ({ 'GTM.ID': 'GTM-TEST' }) });
    expect(() => server.purchase(order)).not.toThrow();
  });

  it('pushes no ecommerce event of a shop that does not track them (ECOMMERCE_EVENT.IS_TRACKING off)', () => {
    const { analytics, target } = setup({
      'GTM.ID': 'GTM-TEST',
      'ECOMMERCE_EVENT.IS_TRACKING': false,
    });
    analytics.track(cartChangeEvent('add_to_cart', product, 1));
    analytics.purchase(order);
    expect(target.dataLayer).toBeUndefined();
  });

  it('honours GTM.DATA_LAYER.PURCHASE and GTM.PURCHASE.IS_WITHOUT_TAX_VALUE', () => {
    const off = setup({ 'GTM.ID': 'GTM-TEST', 'GTM.DATA_LAYER.PURCHASE': false });
    off.analytics.purchase(order);
    expect(off.target.dataLayer).toBeUndefined();
    const net = setup({ 'GTM.ID': 'GTM-TEST', 'GTM.PURCHASE.IS_WITHOUT_TAX_VALUE': true });
    net.analytics.purchase(order);
    expect(net.target.dataLayer?.at(-1)).toMatchObject({
      event: 'purchase',
      ecommerce: { value: 6500 },
    });
  });
});
