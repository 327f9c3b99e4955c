import type { DecideData } from '@mise/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.js';
import { cartEvent, viewItemEvent, viewItemListEvent } from './events.js';
import type { TrackedProduct } from './events.js';
import { naviplusRecommend, naviplusSite } from './naviplus.js';
import { conversionAmount, criteoEvent, criteoSiteType } from './plugins.js';
import type { PluginTarget } from './plugins.js';

const product = (id: number, code: string): TrackedProduct => ({
  id,
  name: `商品${id}`,
  code,
  product_price: 1000 * id,
  product_price_with_tax: 1100 * id,
});

const order = {
  order_no: 'O-200',
  total_payment: 8250,
  total_tax: 750,
  total_carriage: 550,
  products: [
    {
      code: 'TOTE-01',
      product_key: 'tote',
      name: '帆布トート',
      unit_price: 3000,
      unit_price_with_tax: 3300,
      quantity: 2,
      brand: null,
      categories: [],
    },
    {
      code: '',
      product_key: 'cap',
      name: 'キャップ',
      unit_price: 1500,
      unit_price_with_tax: 1650,
      quantity: 1,
      brand: null,
      categories: [],
    },
  ],
} as unknown as DecideData;

/** A window with the meta tags the server's third-party tags write. */
function page(origins: Record<string, string> = {}): PluginTarget {
  return {
    navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148' },
    document: {
      querySelector: (selector: string) => {
        const name = /mise:origin:([\w-]+)/.exec(selector)?.[1];
        const content = name ? origins[name] : undefined;
        return content ? ({ getAttribute: () => content } as unknown as Element) : null;
      },
    },
  };
}

const CRITEO = { 'PLUGIN.CRITEO.IS_USE': true, 'PLUGIN.CRITEO.ACCOUNT_ID': '104231' };
const VC = { 'PLUGIN.VALUE_COMMERCE.IS_USE': true, 'PLUGIN.VALUE_COMMERCE.SITE_ID': '3716420' };

describe('Criteo OneTag events', () => {
  it('name each page as Criteo’s guide does, with the products’ ids, prices and quantities', () => {
    expect(criteoEvent({ type: 'home' })).toEqual({ event: 'viewHome' });
    const list = [1, 2, 3, 4].map((id) => product(id, `P-${id}`));
    expect(criteoEvent({ type: 'event', event: viewItemListEvent(list, '新着') })).toEqual({
      event: 'viewList',
      item: ['P-1', 'P-2', 'P-3'],
    });
    expect(criteoEvent({ type: 'event', event: viewItemEvent(product(2, 'P-2')) })).toEqual({
      event: 'viewItem',
      item: 'P-2',
    });
    const line = { product_id: 9, product_name: '帆布トート', unit_price: 3300, quantity: 2 };
    expect(criteoEvent({ type: 'event', event: cartEvent('view_cart', [line]) })).toEqual({
      event: 'viewBasket',
      item: [{ id: '9', price: 3300, quantity: 2 }],
    });
    expect(criteoEvent({ type: 'purchase', order })).toEqual({
      event: 'trackTransaction',
      id: 'O-200',
      item: [
        { id: 'TOTE-01', price: 3300, quantity: 2 },
        { id: 'cap', price: 1650, quantity: 1 },
      ],
    });
    expect(criteoEvent({ type: 'event', event: cartEvent('begin_checkout', [line]) })).toBeNull();
  });

  it('tell the device type', () => {
    expect(criteoSiteType('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe('d');
    expect(criteoSiteType('Mozilla/5.0 (Linux; Android 15; Pixel) Mobile Safari')).toBe('m');
    expect(criteoSiteType('Mozilla/5.0 (iPad; CPU OS 18_0)')).toBe('t');
  });
});

describe('analytics with the marketing plugins', () => {
  const setup = (settings: Record<string, unknown>, target: PluginTarget = page()) => {
    const beacon = vi.fn<(url: string) => void>();
    // The conversion tracker's pixel counts as a beacon here (conversionTag is tested below).
    const analytics = createAnalytics({
      getSettings: () => settings,
      target,
      beacon,
      conversion: beacon,
    });
    return { analytics, target, beacon };
  };

  it('push to criteo_q on Criteo’s own switch, without a tag manager or event tracking', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { analytics, target } = setup({ ...CRITEO, 'ECOMMERCE_EVENT.IS_TRACKING': false });
    analytics.viewHome();
    analytics.track(viewItemEvent(product(1, 'P-1')));
    expect(target.criteo_q).toEqual([
      { event: 'setAccount', account: 104231 },
      { event: 'setSiteType', type: 'm' },
      { event: 'viewHome' },
      { event: 'setAccount', account: 104231 },
      { event: 'setSiteType', type: 'm' },
      { event: 'viewItem', item: 'P-1' },
    ]);
    // The tag manager's switches are its own: no data layer here.
    expect(target.dataLayer).toBeUndefined();
    warn.mockRestore();
  });

  it('send nothing to a plugin switched off, or on without its id', () => {
    const { analytics, target, beacon } = setup(
      {
        'PLUGIN.CRITEO.IS_USE': false,
        'PLUGIN.CRITEO.ACCOUNT_ID': '104231',
        'PLUGIN.VALUE_COMMERCE.IS_USE': true,
        'PLUGIN.VALUE_COMMERCE.SITE_ID': ' ',
        'GTM.ID': 'GTM-TEST',
      },
      page({ 'value-commerce': 'https://vc.test' }),
    );
    analytics.viewHome();
    analytics.purchase(order);
    expect(target.criteo_q).toBeUndefined();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('report an order to ValueCommerce once: order number and the amount without tax or delivery', () => {
    const { analytics, beacon } = setup(VC, page({ 'value-commerce': 'https://vc.test' }));
    analytics.track(viewItemEvent(product(1, 'P-1')));
    analytics.purchase(order);
    analytics.purchase(order);
    expect(conversionAmount(order)).toBe(7500);
    expect(beacon.mock.calls).toEqual([['https://vc.test/vccv?sid=3716420&oid=O-200&amt=7500']]);
  });

  it('let every enabled sink hear one event, the tag manager with its own switches', () => {
    const { analytics, target, beacon } = setup(
      {
        ...CRITEO,
        ...VC,
        'GTM.ID': 'GTM-TEST',
        'ECOMMERCE_EVENT.IS_TRACKING': true,
        'GTM.DATA_LAYER.PURCHASE': false,
      },
      page({ 'value-commerce': 'https://vc.test' }),
    );
    analytics.purchase(order);
    expect(target.dataLayer).toBeUndefined();
    expect(target.criteo_q?.at(-1)).toMatchObject({ event: 'trackTransaction', id: 'O-200' });
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('keep going when one plugin fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const target = page({ 'value-commerce': 'https://vc.test' });
    Object.defineProperty(target, 'criteo_q', {
      get: () => ({
        push: () => {
          throw new Error('broken');
        },
      }),
    });
    const { analytics, beacon } = setup({ ...CRITEO, ...VC }, target);
    analytics.purchase(order);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('NaviPlus', () => {
  const NAVIPLUS = { 'PLUGIN.NAVIPLUS.IS_USE': true, 'PLUGIN.NAVIPLUS.SITE_ID': 'mise-moto' };
  const site = { origin: 'https://navi.test', site: 'mise-moto' };
  const answer = (status: number, body: unknown) =>
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

  it('is reached only in a shop that uses it, at the origin the page names', () => {
    const target = page({ naviplus: 'https://navi.test' });
    expect(naviplusSite(NAVIPLUS, target)).toEqual(site);
    expect(naviplusSite({ ...NAVIPLUS, 'PLUGIN.NAVIPLUS.IS_USE': false }, target)).toBeNull();
    expect(naviplusSite(NAVIPLUS, page())).toBeNull();
  });

  it('hears the product viewed and recommends keys, without the product itself or repeats', async () => {
    const beacon = vi.fn<(url: string) => void>();
    const analytics = createAnalytics({
      getSettings: () => NAVIPLUS,
      target: page({ naviplus: 'https://navi.test' }),
      beacon,
    });
    analytics.track(viewItemEvent(product(1, 'P-1')), { productKey: 'tote' });
    analytics.track(viewItemListEvent([product(1, 'P-1')], '新着'));
    expect(beacon.mock.calls).toEqual([['https://navi.test/view?site=mise-moto&item=tote']]);
    const fetcher = answer(200, {
      items: [{ id: 'cap' }, { id: 'tote' }, { id: 'cap' }, { id: 'bag' }, { nothing: 1 }],
    });
    await expect(naviplusRecommend(site, 'tote', { fetch: fetcher })).resolves.toEqual([
      'cap',
      'bag',
    ]);
    expect(fetcher.mock.calls[0]![0]).toBe(
      'https://navi.test/recommend?site=mise-moto&item=tote&limit=8',
    );
  });

  it('fails on an error answer, an answer without items, or no answer in time', async () => {
    await expect(naviplusRecommend(site, 'tote', { fetch: answer(503, {}) })).rejects.toThrow();
    await expect(naviplusRecommend(site, 'tote', { fetch: answer(200, {}) })).rejects.toThrow();
    const never = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    await expect(
      naviplusRecommend(site, 'tote', { fetch: never, timeoutMs: 20 }),
    ).rejects.toThrow();
  });
});
