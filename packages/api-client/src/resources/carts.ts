import type { HttpClient } from '../client.js';
import { callPending, download } from '../request.js';
import type { Download } from '../request.js';
import type { Single } from './common.js';

/**
 * The cart as the API answers it (GET /v1/carts/{token}, POST /v1/carts/init and every PATCH):
 * the shapes agreed in the cart contract (helpers/cart-contract.md), snake_case as sent.
 * Prices are integer yen; `unit_price` excludes tax.
 */

/** The part of a tax-included coupon discount that one line carries. */
export type CouponDiscountPart = { coupon_id: number; code: string; amount: number };

export type CartProductInfo = {
  code: string;
  variant_label: string | null;
  model_key: string;
  image_path: string | null;
  unit: string;
  stock: number;
  is_stock_available: boolean;
};

/** A product line of the cart detail (spec section 3). */
export type CartProduct = {
  key: string;
  product_id: number;
  product_key: string;
  product_name: string;
  quantity: number;
  shipping_key: string;
  /** The line this accessory belongs to. */
  parent_key: string | null;
  /** Lines added together as a set share this key. */
  set_key: string | null;
  unit_price: number;
  unit_price_with_tax: number;
  tax_rate: number;
  subtotal: number;
  subtotal_with_tax: number;
  tax_amount: number;
  coupon_discount_parts: CouponDiscountPart[];
  product_info: CartProductInfo;
};

export type PackingKind = 'gift_wrap' | 'noshi';

export type CartPacking = {
  key: string;
  kind: PackingKind;
  noshi_type: string | null;
  noshi_name: string | null;
  price: number;
};

/** The address fields a shipping, an orderer and a new saved address share. */
export type CartAddressFields = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  company_name?: string | null;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2?: string | null;
  phone_number: string;
};

export type CartShipping = {
  key: string;
  position: number;
  /** The saved address this delivery goes to (members), else null. */
  user_address_id: number | null;
  has_address: boolean;
  delivery_date: string | null;
  delivery_timezone: string | null;
  /** Tax excluded. */
  carriage: number;
  packings: CartPacking[];
  product_keys: string[];
} & { [K in keyof CartAddressFields]: CartAddressFields[K] | null };

export type CartCoupon = {
  id: number;
  code: string;
  name: string;
  discount: number;
  is_applicable: boolean;
  message: string | null;
};

export type AmountByTaxRate = {
  rate: number;
  amount: number;
  tax: number;
  amount_with_tax: number;
};

export type CartOrderTotals = {
  subtotal: number;
  subtotal_with_tax: number;
  total_carriage: number;
  total_fee: number;
  total_packing: number;
  total_discount: number;
  total_tax: number;
  total_before_points: number;
  points_used: number;
  total_payment: number;
  points_to_grant: number;
  amount_by_tax_rate: AmountByTaxRate[];
};

/** The cart detail: products, shippings, coupons and the order's totals. */
export type CartDetail = {
  products: CartProduct[];
  shippings: CartShipping[];
  coupons: CartCoupon[];
  order: CartOrderTotals;
};

/** The guest's orderer: an address plus the e-mail the order confirmation goes to. */
export type CartOrderer = CartAddressFields & { email: string };

export type Cart = {
  id: number;
  token: string;
  status: 'open' | 'ordered';
  user_id: number | null;
  order_no: string | null;
  expires_at: string;
  detail: CartDetail;
  orderer: (Partial<CartOrderer> & Record<string, unknown>) | null;
  payment_id: number | null;
  payment_code: string | null;
  payment_name: string | null;
  masked_card_number: string | null;
  has_card_token: boolean;
  note: string | null;
  other: Record<string, unknown> | null;
  /** The provider's message of the last failed payment, until cleared. */
  transaction_error: string | null;
  is_social_gift: boolean;
  /** Members only. */
  points: { balance: number; used: number } | null;
  is_allow_multiple_shipping: boolean;
};

export type CartAnswer = Single<Cart>;

type Token = { token: string };

export type CartInitBody = {
  token?: string | null;
  /** Drop lines of products no longer sold instead of answering 422 not_sale. */
  invalid_product?: boolean;
};
export type ProductToAdd = { product_key?: string; product_id?: number; quantity: number };
export type AddProductsBody = Token & { products: ProductToAdd[]; shipping_key?: string };
/** Lines by their keys or by product ids (spec section 7). */
export type DeleteProductsBody = Token & { keys?: string[]; ids?: number[] };
/** Quantity 0 removes the line. */
export type ModifyProductsBody = Token & { products: { key: string; quantity: number }[] };
export type DivideProductsBody = Token & { key: string; quantity: number; shipping_key: string };
export type ShippingResetBody = Token & { is_removing_address: boolean };
export type AddShippingBody = Token &
  Partial<CartAddressFields> & { user_address_id?: number; save_address?: boolean };
export type ModifyShippingBody = Token &
  Partial<CartAddressFields> & {
    key: string;
    user_address_id?: number;
    delivery_date?: string | null;
    delivery_timezone?: string | null;
    save_address?: boolean;
  };
export type AddPackingBody = Token & {
  shipping_key: string;
  kind: PackingKind;
  noshi_type?: string | null;
  noshi_name?: string | null;
};
export type ModifyPackingBody = Token & {
  key: string;
  kind?: PackingKind;
  noshi_type?: string | null;
  noshi_name?: string | null;
  is_removing?: boolean;
};
/** What the browser got from the card tokeniser: never the number or the code. */
export type CartCardToken = {
  token: string;
  token_key: string;
  masked_number: string;
  expiration: string;
};
export type ModifyOrderBody = Token & {
  orderer?: CartOrderer;
  note?: string | null;
  payment_id?: number;
  card?: CartCardToken;
};
export type ModifyOtherBody = Token & { other: Record<string, unknown> };
export type AddAccessoriesBody = Token & {
  parent_key: string;
  product_key: string;
  quantity: number;
};
export type ModifyAccessoriesBody = Token & { key: string; quantity: number };
export type DeleteAccessoriesBody = Token & { keys: string[] };
export type AddCouponBody = Token & ({ code: string } | { coupon_id: number });
export type DeleteCouponBody = Token & { coupon_id: number };
export type UsePointsBody = Token & { points: number };
export type SocialReceiverBody = Token & { is_social_gift: boolean };

/** Lead-time query of the shipping step: which shippings, and how dates are chosen. */
export type LeadTimeQuery = { keys?: string[]; choiceMode?: 'date' | 'time' | 'both' };
export type LeadTimeZone = { code: string; name: string };
export type ShippingLeadTime = {
  shipping_key: string;
  earliest_date: string;
  dates: string[];
  timezones: LeadTimeZone[];
  is_specifiable: boolean;
};

/** The answer of a successful decision (201, or 200 when the same Idempotency-Key repeats). */
export type DecisionResult = {
  order_no: string;
  order_id: number;
  guest_token: string | null;
  total_payment: number;
} & Record<string, unknown>;

/** The decided order, for the complete page and purchase tracking. */
export type DecideData = {
  order_no: string;
  guest_token?: string | null;
  ordered_at: string;
  total_payment: number;
  total_tax: number;
  total_carriage: number;
  payment_name: string;
  products: {
    product_id: number;
    product_key: string;
    name: string;
    code: string;
    unit_price: number;
    unit_price_with_tax: number;
    quantity: number;
    brand: string | null;
    categories: string[];
  }[];
};

/**
 * Spec section 7, "Cart and payment": every change of the cart is a PATCH of one part
 * (products, shippings, packings, order, accessories, coupons, points) with the cart token,
 * answered by the whole cart.
 */
export function cartsApi(http: HttpClient) {
  const patch =
    <B>(path: string) =>
    (body: B) =>
      callPending<CartAnswer>(http, 'patch', path, { body });
  return {
    init: (body: CartInitBody = {}) =>
      callPending<CartAnswer>(http, 'post', '/v1/carts/init', { body }),
    resetShippings: patch<ShippingResetBody>('/v1/carts/shippings/reset'),
    reset: patch<Token>('/v1/carts/reset'),
    get: (token: string) =>
      callPending<CartAnswer>(http, 'get', '/v1/carts/{token}', { params: { token } }),
    addProducts: patch<AddProductsBody>('/v1/carts/products/add'),
    /** All or nothing; the lines share a new set_key. */
    addProductSet: patch<AddProductsBody>('/v1/carts/products/add-set'),
    deleteProducts: patch<DeleteProductsBody>('/v1/carts/products/delete'),
    modifyProducts: patch<ModifyProductsBody>('/v1/carts/products/modify'),
    /** Moves `quantity` units of a line to another shipping. */
    divideProducts: patch<DivideProductsBody>('/v1/carts/products/divide'),
    addShipping: patch<AddShippingBody>('/v1/carts/shippings/add'),
    modifyShipping: patch<ModifyShippingBody>('/v1/carts/shippings/modify'),
    addPacking: patch<AddPackingBody>('/v1/carts/packings/add'),
    modifyPacking: patch<ModifyPackingBody>('/v1/carts/packings/modify'),
    modifyOrder: patch<ModifyOrderBody>('/v1/carts/order/modify'),
    modifyOther: patch<ModifyOtherBody>('/v1/carts/other/modify'),
    addAccessories: patch<AddAccessoriesBody>('/v1/carts/accessories/add'),
    modifyAccessories: patch<ModifyAccessoriesBody>('/v1/carts/accessories/modify'),
    deleteAccessories: patch<DeleteAccessoriesBody>('/v1/carts/accessories/delete'),
    /**
     * Places the order. The same Idempotency-Key again answers the same order, so a retry
     * after a lost answer never orders twice.
     */
    decision: (token: string, idempotencyKey: string) =>
      callPending<Single<DecisionResult>>(http, 'post', '/v1/carts/{token}/decision', {
        params: { token },
        body: {},
        config: { headers: { 'Idempotency-Key': idempotencyKey } },
      }),
    deleteTransactionError: patch<Token>('/v1/carts/transaction/error/delete'),
    addCoupon: patch<AddCouponBody>('/v1/carts/coupons/add'),
    deleteCoupon: patch<DeleteCouponBody>('/v1/carts/coupons/delete'),
    usePoints: patch<UsePointsBody>('/v1/carts/point'),
    setSocialReceiver: patch<SocialReceiverBody>('/v1/carts/social/receiver'),
    shippingLeadTime: (token: string, query: LeadTimeQuery = {}) =>
      callPending<{ data: ShippingLeadTime[] }>(
        http,
        'get',
        '/v1/shipping-leadtime/carts/{token}',
        {
          params: { token },
          query: {
            ...(query.keys ? { keys: query.keys.join(',') } : {}),
            ...(query.choiceMode ? { choiceMode: query.choiceMode } : {}),
          },
        },
      ),
    /** The decided order (complete page, purchase tracking); the cart token proves it is ours. */
    orderByNumber: (orderNo: string, token?: string | null) =>
      callPending<Single<DecideData>>(http, 'get', '/v1/carts/order/{orderNo}', {
        params: { orderNo },
        ...(token ? { query: { token } } : {}),
      }),
    downloadQuotation: (token: string): Promise<Download> =>
      download(http, 'get', '/v1/carts/{token}/download/quotation', { params: { token } }),
  };
}
