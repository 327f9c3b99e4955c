import type { DecideData } from '@mise/api-client';
import type { EcommerceEvent, EcommerceItem } from './events.js';
import { purchaseEvent } from './events.js';

/**
 * The marketing plugins of section 3 that hear what the shopper does (PLUGIN.CRITEO.*,
 * PLUGIN.VALUE_COMMERCE.*): each follows its own switch (IS_USE) and id, whatever the tag
 * manager's settings say. Their scripts come with the page (server/third-party.ts); what the
 * browser tells them goes through here, called by the analytics module, never by pages.
 */

type Settings = Record<string, unknown> | null | undefined;

/** What happened: an ecommerce event (GA4's shape), an order's purchase, or the top page seen. */
export type Happening =
  /** `productKey`: the product of a view_item, by the key the shop's pages and feeds use. */
  | { type: 'event'; event: EcommerceEvent; productKey?: string }
  | { type: 'purchase'; order: DecideData }
  | { type: 'home' };

/** The window as the plugins use it (absent on the server). */
export type PluginTarget = {
  dataLayer?: unknown[];
  criteo_q?: unknown[];
  document?: { querySelector: (selector: string) => Element | null };
  navigator?: { userAgent: string };
};

export type PluginEnv = {
  target: PluginTarget;
  /** Sends a GET beacon (an image request: no CORS, nothing read back). */
  beacon: (url: string) => void;
  /** Sends a conversion tracker's pixel (conversionTag in the browser). */
  conversion: (url: string) => void;
};

/** A GET beacon as an image request (what tag vendors' pixels are). */
export const imageBeacon = (url: string): void => {
  const image = new Image();
  image.src = url;
};

/** Spec section 9: the conversion tracker's element goes after 1 s; its image is polled up to 10 times at 1 s. */
export const CONVERSION_TAG = { elementMs: 1000, imagePollMs: 1000, imagePolls: 10 } as const;

/**
 * A conversion tracker's tag: a hidden element in the page holding the tracker's pixel, as the
 * tag vendors give it to advertisers. The element leaves the page after a second (the request
 * is on its way; the complete page must not keep a tag per visit); the image is polled until it
 * has loaded (or failed), ten seconds at most, and then let go.
 */
export function conversionTag(url: string, doc: Document = document): void {
  const element = doc.createElement('div');
  element.hidden = true;
  element.dataset.conversionTracker = '';
  const image = doc.createElement('img');
  image.alt = '';
  image.width = 1;
  image.height = 1;
  image.src = url;
  element.append(image);
  doc.body.append(element);
  setTimeout(() => element.remove(), CONVERSION_TAG.elementMs);
  let polls = 0;
  const poll = setInterval(() => {
    polls += 1;
    if (!image.complete && polls < CONVERSION_TAG.imagePolls) return;
    clearInterval(poll);
    image.removeAttribute('src');
  }, CONVERSION_TAG.imagePollMs);
}

export type AnalyticsSink = {
  name: string;
  /** Whether the shop's settings switch it on. */
  enabled: (settings: Settings) => boolean;
  send: (happening: Happening, settings: Settings, env: PluginEnv) => void;
};

/** A plugin's id (PLUGIN.*.ACCOUNT_ID / SITE_ID) when its switch (PLUGIN.*.IS_USE) is on. */
export function pluginId(settings: Settings, plugin: string, idKey: string): string | null {
  if (settings?.[`PLUGIN.${plugin}.IS_USE`] !== true) return null;
  const id = settings[`PLUGIN.${plugin}.${idKey}`];
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const trimmed = String(id).trim();
  return trimmed === '' ? null : trimmed;
}

/** The origin the page names for a service (server/third-party.ts originMeta), or null. */
export function serviceOrigin(target: PluginTarget, service: string): string | null {
  const meta = target.document?.querySelector(`meta[name="mise:origin:${service}"]`);
  return meta?.getAttribute('content') || null;
}

/** Criteo's device type: m (phone), t (tablet) or d (desktop). */
export function criteoSiteType(userAgent: string): 'm' | 't' | 'd' {
  if (/iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)))
    return 't';
  return /Mobi|iPhone|Android/i.test(userAgent) ? 'm' : 'd';
}

type CriteoItem = { id: string; price: number; quantity: number };
const criteoItem = (item: EcommerceItem): CriteoItem => ({
  id: item.item_id,
  price: item.price,
  quantity: item.quantity,
});

/**
 * The OneTag event of what happened, as Criteo's guide names them (viewHome, viewList with the
 * first three products, viewItem, addToCart, viewBasket, trackTransaction), or null for what
 * Criteo does not hear of. Ids are the ones the data layer uses (product code): the product
 * feed's.
 */
export function criteoEvent(happening: Happening): Record<string, unknown> | null {
  if (happening.type === 'home') return { event: 'viewHome' };
  if (happening.type === 'purchase') {
    const { ecommerce } = purchaseEvent(happening.order, false);
    return {
      event: 'trackTransaction',
      id: ecommerce.transaction_id,
      item: ecommerce.items.map(criteoItem),
    };
  }
  const { event, ecommerce } = happening.event;
  switch (event) {
    case 'view_item_list':
      return { event: 'viewList', item: ecommerce.items.slice(0, 3).map((item) => item.item_id) };
    case 'view_item':
      return { event: 'viewItem', item: ecommerce.items[0]?.item_id ?? '' };
    case 'add_to_cart':
      return { event: 'addToCart', item: ecommerce.items.map(criteoItem) };
    case 'view_cart':
      return { event: 'viewBasket', item: ecommerce.items.map(criteoItem) };
    default:
      return null;
  }
}

/** Criteo OneTag: each event pushed to window.criteo_q with the account and the device type. */
export const criteoSink: AnalyticsSink = {
  name: 'criteo',
  enabled: (settings) => pluginId(settings, 'CRITEO', 'ACCOUNT_ID') !== null,
  send(happening, settings, { target }) {
    const event = criteoEvent(happening);
    const account = pluginId(settings, 'CRITEO', 'ACCOUNT_ID');
    if (!event || !account) return;
    target.criteo_q ??= [];
    target.criteo_q.push(
      { event: 'setAccount', account: /^\d+$/.test(account) ? Number(account) : account },
      { event: 'setSiteType', type: criteoSiteType(target.navigator?.userAgent ?? '') },
      event,
    );
  },
};

/**
 * The amount an affiliate's reward is reckoned on: the products without tax, without delivery
 * or fees (what affiliate programmes pay on).
 */
export const conversionAmount = (order: DecideData): number =>
  order.products.reduce((total, product) => total + product.unit_price * product.quantity, 0);

/**
 * ValueCommerce's conversion: one GET beacon per order to the conversion endpoint
 * (`/vccv?sid=SITE_ID&oid=ORDER_NO&amt=AMOUNT`; the real tag is given to advertisers privately,
 * this is its minimal form: site, order number, amount). The store reports each order's
 * purchase once; the orders sent are also kept here, so a second report of one is not a second
 * conversion.
 */
export function valueCommerceSink(): AnalyticsSink {
  const sent = new Set<string>();
  return {
    name: 'valueCommerce',
    enabled: (settings) => pluginId(settings, 'VALUE_COMMERCE', 'SITE_ID') !== null,
    send(happening, settings, { target, conversion }) {
      if (happening.type !== 'purchase') return;
      const site = pluginId(settings, 'VALUE_COMMERCE', 'SITE_ID');
      const origin = serviceOrigin(target, 'value-commerce');
      const { order } = happening;
      if (!site || !origin || sent.has(order.order_no)) return;
      sent.add(order.order_no);
      const query = new URLSearchParams({
        sid: site,
        oid: order.order_no,
        amt: String(conversionAmount(order)),
      });
      conversion(`${origin}/vccv?${query}`);
    },
  };
}

/**
 * NaviPlus learns from the products shoppers view: each view_item is reported by the product's
 * key (GET {origin}/view, naviplus.ts), which its recommendations then name.
 */
export const naviplusSink: AnalyticsSink = {
  name: 'naviplus',
  enabled: (settings) => pluginId(settings, 'NAVIPLUS', 'SITE_ID') !== null,
  send(happening, settings, { target, beacon }) {
    if (happening.type !== 'event' || happening.event.event !== 'view_item') return;
    const site = pluginId(settings, 'NAVIPLUS', 'SITE_ID');
    const origin = serviceOrigin(target, 'naviplus');
    if (!site || !origin || !happening.productKey) return;
    beacon(`${origin}/view?${new URLSearchParams({ site, item: happening.productKey })}`);
  },
};
