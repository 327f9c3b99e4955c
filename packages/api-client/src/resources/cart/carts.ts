import type { HttpClient } from '../../client.js';
import { call, download } from '../../request.js';
import type { Download } from '../../request.js';
import type { ApiPath, ListItem, QueryParams, RequestBody, ResponseBody } from '../../types.js';

/**
 * The cart as the API answers it (GET /v1/carts/{token}, POST /v1/carts/init and every PATCH),
 * typed from the API's OpenAPI document: the shapes of the cart contract, snake_case as sent.
 * Prices are integer yen; `unit_price` excludes tax.
 */
export type CartAnswer = ResponseBody<'/v1/carts/{token}', 'get'>;
export type Cart = CartAnswer['data'];
export type CartDetail = Cart['detail'];
/** A product line of the cart detail (spec section 3). */
export type CartProduct = CartDetail['products'][number];
export type CartProductInfo = CartProduct['product_info'];
/** The part of a tax-included coupon discount that one line carries. */
export type CouponDiscountPart = CartProduct['coupon_discount_parts'][number];
export type CartShipping = CartDetail['shippings'][number];
export type CartPacking = CartShipping['packings'][number];
export type PackingKind = CartPacking['kind'];
export type CartCoupon = CartDetail['coupons'][number];
export type CartOrderTotals = CartDetail['order'];
export type AmountByTaxRate = CartOrderTotals['amount_by_tax_rate'][number];
/** The guest's orderer: an address plus the e-mail the order confirmation goes to. */
export type CartOrderer = NonNullable<Cart['orderer']>;

type Body<P extends ApiPath, M extends 'post' | 'patch' = 'patch'> = RequestBody<P, M>;
export type CartInitBody = Body<'/v1/carts/init', 'post'>;
export type AddProductsBody = Body<'/v1/carts/products/add'>;
export type ProductToAdd = AddProductsBody['products'][number];
/** Lines by their keys or by product ids (spec section 7). */
export type DeleteProductsBody = Body<'/v1/carts/products/delete'>;
/** Quantity 0 removes the line. */
export type ModifyProductsBody = Body<'/v1/carts/products/modify'>;
export type DivideProductsBody = Body<'/v1/carts/products/divide'>;
export type ShippingResetBody = Body<'/v1/carts/shippings/reset'>;
export type AddShippingBody = Body<'/v1/carts/shippings/add'>;
export type ModifyShippingBody = Body<'/v1/carts/shippings/modify'>;
export type AddPackingBody = Body<'/v1/carts/packings/add'>;
export type ModifyPackingBody = Body<'/v1/carts/packings/modify'>;
export type ModifyOrderBody = Body<'/v1/carts/order/modify'>;
/** What the browser got from the card tokeniser: never the number or the code. */
export type CartCardToken = NonNullable<ModifyOrderBody['card']>;
export type ModifyOtherBody = Body<'/v1/carts/other/modify'>;
export type AddAccessoriesBody = Body<'/v1/carts/accessories/add'>;
export type ModifyAccessoriesBody = Body<'/v1/carts/accessories/modify'>;
export type DeleteAccessoriesBody = Body<'/v1/carts/accessories/delete'>;
export type AddCouponBody = Body<'/v1/carts/coupons/add'>;
export type DeleteCouponBody = Body<'/v1/carts/coupons/delete'>;
export type UsePointsBody = Body<'/v1/carts/point'>;
export type SocialReceiverBody = Body<'/v1/carts/social/receiver'>;
type Token = { token: string };

/** Lead-time query of the shipping step: which shippings, and how dates are chosen. */
export type LeadTimeQuery = {
  keys?: string[];
  choiceMode?: NonNullable<QueryParams<'/v1/shipping-leadtime/carts/{token}', 'get'>['choiceMode']>;
};
export type ShippingLeadTime = ListItem<'/v1/shipping-leadtime/carts/{token}'>;
export type LeadTimeZone = ShippingLeadTime['timezones'][number];

/** The answer of a successful decision (201, or 200 when the same Idempotency-Key repeats). */
export type DecisionResult = ResponseBody<'/v1/carts/{token}/decision', 'post'>['data'];

/** The decided order, for the complete page and purchase tracking. */
export type DecideData = ResponseBody<'/v1/carts/order/{orderNo}', 'get'>['data'];

/**
 * Spec section 7, "Cart and payment": every change of the cart is a PATCH of one part
 * (products, shippings, packings, order, accessories, coupons, points) with the cart token,
 * answered by the whole cart.
 */
export function cartsApi(http: HttpClient) {
  return {
    init: (body: CartInitBody = {}) => call(http, 'post', '/v1/carts/init', { body }),
    resetShippings: (body: ShippingResetBody) =>
      call(http, 'patch', '/v1/carts/shippings/reset', { body }),
    reset: (body: Token) => call(http, 'patch', '/v1/carts/reset', { body }),
    get: (token: string) => call(http, 'get', '/v1/carts/{token}', { params: { token } }),
    addProducts: (body: AddProductsBody) => call(http, 'patch', '/v1/carts/products/add', { body }),
    /** All or nothing; the lines share a new set_key. */
    addProductSet: (body: Body<'/v1/carts/products/add-set'>) =>
      call(http, 'patch', '/v1/carts/products/add-set', { body }),
    deleteProducts: (body: DeleteProductsBody) =>
      call(http, 'patch', '/v1/carts/products/delete', { body }),
    modifyProducts: (body: ModifyProductsBody) =>
      call(http, 'patch', '/v1/carts/products/modify', { body }),
    /** Moves `quantity` units of a line to another shipping. */
    divideProducts: (body: DivideProductsBody) =>
      call(http, 'patch', '/v1/carts/products/divide', { body }),
    addShipping: (body: AddShippingBody) =>
      call(http, 'patch', '/v1/carts/shippings/add', { body }),
    modifyShipping: (body: ModifyShippingBody) =>
      call(http, 'patch', '/v1/carts/shippings/modify', { body }),
    addPacking: (body: AddPackingBody) => call(http, 'patch', '/v1/carts/packings/add', { body }),
    modifyPacking: (body: ModifyPackingBody) =>
      call(http, 'patch', '/v1/carts/packings/modify', { body }),
    modifyOrder: (body: ModifyOrderBody) => call(http, 'patch', '/v1/carts/order/modify', { body }),
    modifyOther: (body: ModifyOtherBody) => call(http, 'patch', '/v1/carts/other/modify', { body }),
    addAccessories: (body: AddAccessoriesBody) =>
      call(http, 'patch', '/v1/carts/accessories/add', { body }),
    modifyAccessories: (body: ModifyAccessoriesBody) =>
      call(http, 'patch', '/v1/carts/accessories/modify', { body }),
    deleteAccessories: (body: DeleteAccessoriesBody) =>
      call(http, 'patch', '/v1/carts/accessories/delete', { body }),
    /**
     * Places the order. The same Idempotency-Key again answers the same order, so a retry
     * after a lost answer never orders twice.
     */
    decision: (token: string, idempotencyKey: string) =>
      call(http, 'post', '/v1/carts/{token}/decision', {
        params: { token },
        body: {},
        config: { headers: { 'Idempotency-Key': idempotencyKey } },
      }),
    deleteTransactionError: (body: Token) =>
      call(http, 'patch', '/v1/carts/transaction/error/delete', { body }),
    addCoupon: (body: AddCouponBody) => call(http, 'patch', '/v1/carts/coupons/add', { body }),
    deleteCoupon: (body: DeleteCouponBody) =>
      call(http, 'patch', '/v1/carts/coupons/delete', { body }),
    usePoints: (body: UsePointsBody) => call(http, 'patch', '/v1/carts/point', { body }),
    setSocialReceiver: (body: SocialReceiverBody) =>
      call(http, 'patch', '/v1/carts/social/receiver', { body }),
    shippingLeadTime: (token: string, query: LeadTimeQuery = {}) =>
      call(http, 'get', '/v1/shipping-leadtime/carts/{token}', {
        params: { token },
        query: {
          ...(query.keys ? { keys: query.keys.join(',') } : {}),
          ...(query.choiceMode ? { choiceMode: query.choiceMode } : {}),
        },
      }),
    /** The decided order (complete page, purchase tracking); the cart token proves it is ours. */
    orderByNumber: (orderNo: string, token?: string | null) =>
      call(http, 'get', '/v1/carts/order/{orderNo}', {
        params: { orderNo },
        ...(token ? { query: { token } } : {}),
      }),
    downloadQuotation: (token: string): Promise<Download> =>
      download(http, 'get', '/v1/carts/{token}/download/quotation', { params: { token } }),
  };
}
