import type { DecideData, FrontSettings } from '@mise/api-client';
import {
  conversionTag,
  criteoSink,
  imageBeacon,
  naviplusSink,
  valueCommerceSink,
} from './plugins.js';
import type { AnalyticsSink, Happening, PluginTarget } from './plugins.js';

/**
 * The shopper's browser reports to the shop's tag manager through `window.dataLayer` (GA4
 * ecommerce events), and to the marketing plugins its settings switch on (Criteo's
 * window.criteo_q, ValueCommerce's conversion: plugins.ts). Nothing else in the storefront
 * touches them: pages and the store call this module (the store through its injected
 * `analytics`).
 */

/** The spec's tracking fields of a product (section 3), as the API gives them. */
export type TrackedProduct = {
  id: number;
  name: string;
  code?: string | null;
  product_price: number;
  product_price_with_tax: number;
  before_price?: number | null;
  brand?: { name: string } | null;
  product_model?: { categories?: readonly { name: string }[] } | null;
  image?: { path: string } | null;
  is_show_product?: boolean;
  is_stock_available?: boolean;
  logreco_rcmd_ct?: string | null;
};

/** A cart line as the cart screens have it. */
export type TrackedCartLine = {
  product_id: number;
  product_name: string;
  unit_price: number;
  unit_price_with_tax?: number;
  quantity: number;
  product_info?: { code?: string | null } | null;
};

export type EcommerceItem = {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  index?: number;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_list_name?: string;
  discount?: number;
};

export type EcommerceEventName =
  | 'view_item_list'
  | 'view_item'
  | 'select_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

export type EcommerceEvent = {
  event: EcommerceEventName;
  ecommerce: {
    currency: 'JPY';
    value?: number;
    items: EcommerceItem[];
    item_list_name?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    payment_type?: string;
    shipping_tier?: string;
  };
};

type Settings = Partial<FrontSettings> | Record<string, unknown> | null | undefined;

/** Spec section 9: categories beyond the 4th are combined into item_category5. */
export function itemCategories(names: readonly string[]): Partial<EcommerceItem> {
  const [first, second, third, fourth, ...rest] = names;
  return {
    ...(first ? { item_category: first } : {}),
    ...(second ? { item_category2: second } : {}),
    ...(third ? { item_category3: third } : {}),
    ...(fourth ? { item_category4: fourth } : {}),
    ...(rest.length > 0 ? { item_category5: rest.join('/') } : {}),
  };
}

/** A product's item: its code as the id (what the shop's reports know), price with tax. */
export function productItem(
  product: TrackedProduct,
  extra: { quantity?: number; index?: number; listName?: string } = {},
): EcommerceItem {
  const discount =
    product.before_price != null && product.before_price > product.product_price
      ? product.before_price - product.product_price
      : 0;
  return {
    item_id: product.code || String(product.id),
    item_name: product.name,
    price: product.product_price_with_tax,
    quantity: extra.quantity ?? 1,
    ...(extra.index !== undefined ? { index: extra.index } : {}),
    ...(extra.listName ? { item_list_name: extra.listName } : {}),
    ...(product.brand?.name ? { item_brand: product.brand.name } : {}),
    ...(discount > 0 ? { discount } : {}),
    ...itemCategories((product.product_model?.categories ?? []).map((c) => c.name)),
  };
}

const sum = (items: EcommerceItem[]) =>
  items.reduce((total, item) => total + item.price * item.quantity, 0);

export function viewItemEvent(product: TrackedProduct): EcommerceEvent {
  const items = [productItem(product)];
  return { event: 'view_item', ecommerce: { currency: 'JPY', value: sum(items), items } };
}

export function viewItemListEvent(
  products: readonly TrackedProduct[],
  listName: string,
): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      currency: 'JPY',
      item_list_name: listName,
      items: products.map((product, index) => productItem(product, { index, listName })),
    },
  };
}

export function selectItemEvent(
  product: TrackedProduct,
  listName: string,
  index: number,
): EcommerceEvent {
  return {
    event: 'select_item',
    ecommerce: {
      currency: 'JPY',
      item_list_name: listName,
      items: [productItem(product, { index, listName })],
    },
  };
}

/** add_to_cart / remove_from_cart of `quantity` units of a product. */
export function cartChangeEvent(
  event: 'add_to_cart' | 'remove_from_cart',
  product: TrackedProduct,
  quantity: number,
): EcommerceEvent {
  const items = [productItem(product, { quantity })];
  return { event, ecommerce: { currency: 'JPY', value: sum(items), items } };
}

/** A cart line's item: the product code as id and the price with tax, as for a product. */
export function cartLineItem(line: TrackedCartLine): EcommerceItem {
  return {
    item_id: line.product_info?.code || String(line.product_id),
    item_name: line.product_name,
    price: line.unit_price_with_tax ?? line.unit_price,
    quantity: line.quantity,
  };
}

/** An event of cart lines (view_cart, begin_checkout, ..., or lines added or removed). */
export function cartEvent(
  event:
    | 'view_cart'
    | 'begin_checkout'
    | 'add_shipping_info'
    | 'add_payment_info'
    | 'add_to_cart'
    | 'remove_from_cart',
  lines: readonly TrackedCartLine[],
  details: { value?: number; payment_type?: string; shipping_tier?: string } = {},
): EcommerceEvent {
  const items = lines.map(cartLineItem);
  return {
    event,
    ecommerce: {
      currency: 'JPY',
      value: details.value ?? sum(items),
      items,
      ...(details.payment_type ? { payment_type: details.payment_type } : {}),
      ...(details.shipping_tier ? { shipping_tier: details.shipping_tier } : {}),
    },
  };
}

/** The purchase of a decided order; a shop reporting net sales sends the value without tax. */
export function purchaseEvent(order: DecideData, withoutTax: boolean): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.order_no,
      value: withoutTax ? order.total_payment - order.total_tax : order.total_payment,
      tax: order.total_tax,
      shipping: order.total_carriage,
      currency: 'JPY',
      items: order.products.map((product) => ({
        item_id: product.code || product.product_key,
        item_name: product.name,
        price: withoutTax ? product.unit_price : product.unit_price_with_tax,
        quantity: product.quantity,
        ...(product.brand ? { item_brand: product.brand } : {}),
        ...itemCategories(product.categories),
      })),
    },
  };
}

/** The shop's tag manager container id, or null (logged as the spec says). */
export function gtmId(settings: Settings): string | null {
  const id = settings?.['GTM.ID'];
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return null;
}

/** The data layer of the tag manager: GA4 ecommerce events, when the shop tracks them. */
const dataLayerSink: AnalyticsSink = {
  name: 'dataLayer',
  enabled: (settings) => gtmId(settings) !== null,
  send(happening, settings, { target }) {
    // The shop's switch for tracking what shoppers do with its products (it also posts them to
    // the API's ecommerce_events): off, the container still loads but hears of no purchase.
    if (settings?.['ECOMMERCE_EVENT.IS_TRACKING'] !== true) return;
    let event: EcommerceEvent;
    if (happening.type === 'event') event = happening.event;
    else if (happening.type === 'purchase') {
      if (settings['GTM.DATA_LAYER.PURCHASE'] === false) return;
      event = purchaseEvent(
        happening.order,
        settings['GTM.PURCHASE.IS_WITHOUT_TAX_VALUE'] === true,
      );
    } else return;
    target.dataLayer ??= [];
    // GA4 keeps the last ecommerce object: clear it so items of one event do not leak into the next.
    target.dataLayer.push({ ecommerce: null });
    target.dataLayer.push(event);
  },
};

/** Where events go, each on its own switch: the tag manager, Criteo, ValueCommerce, NaviPlus. */
export const defaultSinks = (): AnalyticsSink[] => [
  dataLayerSink,
  criteoSink,
  valueCommerceSink(),
  naviplusSink,
];

/** Whether any of the shop's analytics hears of events (the trackers render only then). */
export const tracksEvents = (
  settings: Settings,
  sinks: readonly AnalyticsSink[] = defaultSinks(),
) => sinks.some((sink) => sink.enabled(settings));

export type Analytics = {
  /**
   * An ecommerce event, to every sink the shop's settings switch on; nothing on the server.
   * A view_item names its product's key too (what NaviPlus knows products by).
   */
  track: (event: EcommerceEvent, about?: { productKey?: string }) => void;
  /** The store's hook: the purchase of a decided order, once (the store keeps the once). */
  purchase: (order: DecideData) => void;
  /** The top page was seen (Criteo's viewHome; GA4 has no event of its own for it). */
  viewHome: () => void;
};

/**
 * The shopper's analytics. `getSettings` reads the shop's settings when an event happens (they
 * load after the page starts); `target` is the window (absent on the server: nothing is sent).
 */
export function createAnalytics(options: {
  getSettings: () => Settings;
  target?: PluginTarget | undefined;
  sinks?: AnalyticsSink[];
  beacon?: (url: string) => void;
  conversion?: (url: string) => void;
}): Analytics {
  const sinks = options.sinks ?? defaultSinks();
  let warned = false;
  const send = (happening: Happening) => {
    const { target } = options;
    if (!target) return;
    const settings = options.getSettings();
    // Spec section 8: a shop whose settings have no container id is told so, once per page.
    if (settings && !gtmId(settings) && !warned) {
      console.warn('GTM IDが見つかりません');
      warned = true;
    }
    const env = {
      target,
      beacon: options.beacon ?? imageBeacon,
      conversion: options.conversion ?? conversionTag,
    };
    for (const sink of sinks) {
      if (!sink.enabled(settings)) continue;
      // One plugin failing (a changed script, a blocked beacon) does not keep the others from hearing.
      try {
        sink.send(happening, settings, env);
      } catch (error) {
        console.error(error);
      }
    }
  };
  return {
    track: (event, about) => send({ type: 'event', event, ...about }),
    purchase: (order) => send({ type: 'purchase', order }),
    viewHome: () => send({ type: 'home' }),
  };
}
