import type { DecideData } from '@mise/api-client';

/**
 * What the shopper did, as GA4 ecommerce events: built here from the products, cart lines and
 * orders the pages have, and sent by analytics.ts to the tag manager and the marketing plugins.
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
