import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { CartOrderer } from '../../db/schema.js';
import { imagePath, isPreOrder } from '../catalog.js';
import { EmbroideryJson, serializeEmbroidery } from '../moto/embroidery.js';
import type { LoadedCart } from './load.js';
import type { PricedCart } from './price.js';
import { STANDARD_RATE } from './pricing.js';

const text = Type.String();
const nullableText = Type.Union([Type.String(), Type.Null()]);
const int = Type.Integer();

export const CouponPartSchema = Type.Object({ coupon_id: int, code: text, amount: int });

export const CartProduct = Type.Object({
  key: text,
  product_id: int,
  product_key: text,
  product_name: text,
  quantity: int,
  shipping_key: text,
  parent_key: nullableText,
  set_key: nullableText,
  unit_price: Type.Integer({ description: 'tax excluded' }),
  unit_price_with_tax: int,
  tax_rate: int,
  subtotal: int,
  subtotal_with_tax: int,
  tax_amount: int,
  coupon_discount_parts: Type.Array(CouponPartSchema),
  product_info: Type.Object({
    code: text,
    variant_label: nullableText,
    model_key: text,
    image_path: text,
    unit: text,
    stock: int,
    is_stock_available: Type.Boolean(),
    /** A pre-order (予約商品): the line ships from the product's release day (released_at). */
    is_pre_order: Type.Boolean(),
    released_at: Type.String({ format: 'date-time' }),
    /** On a name embroidery line (an accessory of the embroidered product): what is stitched. */
    embroidery: Type.Union([EmbroideryJson, Type.Null()]),
  }),
});

const addressFields = {
  last_name: text,
  first_name: text,
  last_name_kana: text,
  first_name_kana: text,
  company_name: text,
  postal_code: text,
  prefecture: text,
  city: text,
  address1: text,
  address2: text,
  phone_number: text,
};

export const CartShipping = Type.Object({
  key: text,
  position: int,
  user_address_id: Type.Union([int, Type.Null()]),
  ...addressFields,
  has_address: Type.Boolean(),
  delivery_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  delivery_timezone: nullableText,
  carriage: int,
  packings: Type.Array(
    Type.Object({
      key: text,
      kind: Type.Union([Type.Literal('gift_wrap'), Type.Literal('noshi')]),
      noshi_type: nullableText,
      noshi_name: nullableText,
      price: int,
    }),
  ),
  product_keys: Type.Array(text),
});

export const CartOrdererSchema = Type.Object({ ...addressFields, email: text });

export const CartOrderTotals = Type.Object({
  subtotal: int,
  subtotal_with_tax: int,
  total_carriage: int,
  carriage_message: text,
  total_fee: int,
  total_packing: int,
  total_discount: int,
  total_tax: int,
  total_before_points: int,
  points_used: int,
  total_payment: int,
  points_to_grant: int,
  amount_by_tax_rate: Type.Array(
    Type.Object({ rate: int, amount: int, tax: int, amount_with_tax: int }),
  ),
});

/** The cart as GET /v1/carts/{token}, init and every PATCH answer it (spec section 7). */
export const CartData = Type.Object({
  id: int,
  token: Type.String({ format: 'uuid' }),
  status: Type.Union([Type.Literal('open'), Type.Literal('ordered')]),
  user_id: Type.Union([int, Type.Null()]),
  order_no: nullableText,
  expires_at: Type.String({ format: 'date-time' }),
  detail: Type.Object({
    products: Type.Array(CartProduct),
    shippings: Type.Array(CartShipping),
    coupons: Type.Array(
      Type.Object({
        id: int,
        code: text,
        name: text,
        discount: int,
        is_applicable: Type.Boolean(),
        message: nullableText,
      }),
    ),
    order: CartOrderTotals,
  }),
  orderer: Type.Union([CartOrdererSchema, Type.Null()]),
  payment_id: Type.Union([int, Type.Null()]),
  payment_code: nullableText,
  payment_name: nullableText,
  masked_card_number: nullableText,
  has_card_token: Type.Boolean(),
  /** The member's saved card the order is to be paid with (null: a card token, or no card). */
  user_card_id: Type.Union([int, Type.Null()]),
  note: text,
  other: Type.Record(Type.String(), Type.Unknown()),
  transaction_error: nullableText,
  is_social_gift: Type.Boolean(),
  /** A social gift's sender name and message as the buyer chose them (null: not a gift). */
  social_gift: Type.Union([Type.Object({ sender_name: text, message: text }), Type.Null()]),
  points: Type.Union([Type.Object({ balance: int, used: int }), Type.Null()]),
  is_allow_multiple_shipping: Type.Boolean(),
  /** What gift wrap costs a shipping, tax included: shown before the shopper chooses it. */
  gift_wrap_price_with_tax: int,
});
export type CartData = Static<typeof CartData>;

export const CartResponse = Type.Object({ data: CartData });

/** Whether a shipping has a complete enough address to deliver to. */
export function hasAddress(shipping: LoadedCart['shippings'][number]): boolean {
  return [
    shipping.lastName,
    shipping.firstName,
    shipping.postalCode,
    shipping.prefecture,
    shipping.city,
    shipping.address1,
    shipping.phoneNumber,
  ].every((value) => value.trim() !== '');
}

/** A member orders as themselves: their profile is the orderer. */
function memberOrderer(owner: NonNullable<LoadedCart['owner']>): CartOrderer {
  return {
    last_name: owner.lastName,
    first_name: owner.firstName,
    last_name_kana: owner.lastNameKana,
    first_name_kana: owner.firstNameKana,
    company_name: owner.companyName,
    email: owner.email,
    postal_code: owner.postalCode,
    prefecture: owner.prefecture,
    city: owner.city,
    address1: owner.address1,
    address2: owner.address2,
    phone_number: owner.phoneNumber || owner.cellPhoneNumber,
  };
}

/** The orderer of the cart: the member's profile, or what the guest entered (null before). */
export function cartOrderer(loaded: LoadedCart): CartOrderer | null {
  return loaded.owner ? memberOrderer(loaded.owner) : (loaded.cart.orderer ?? null);
}

/**
 * The contract's cart shape from a loaded and priced cart. `orderNo` is the order's number once
 * the cart was ordered (the decision sets it; the caller looks it up).
 */
export function serializeCart(
  loaded: LoadedCart,
  priced: PricedCart,
  orderNo: string | null = null,
  socialGift: { sender_name: string; message: string } | null = null,
): CartData {
  const { cart, pricing } = { cart: loaded.cart, pricing: priced.pricing };
  const firstShipping = loaded.shippings[0];
  const shippingKeyById = new Map(loaded.shippings.map((s) => [s.id, s.key]));
  const lineKeyById = new Map(loaded.lines.map((line) => [line.item.id, line.item.key]));
  const pricedLines = new Map(pricing.lines.map((line) => [line.key, line]));
  const pricedShippings = new Map(pricing.shippings.map((s) => [s.key, s]));
  const quantityByProduct = new Map<number, number>();
  for (const { item } of loaded.lines)
    quantityByProduct.set(
      item.productId,
      (quantityByProduct.get(item.productId) ?? 0) + item.quantity,
    );

  const products = loaded.lines.map(({ item, product, model, embroidery }) => {
    const priced = pricedLines.get(item.key)!;
    const shippingKey =
      (item.shippingId === null ? undefined : shippingKeyById.get(item.shippingId)) ??
      firstShipping?.key ??
      '';
    return {
      key: item.key,
      product_id: product.id,
      product_key: product.key,
      product_name: product.name,
      quantity: item.quantity,
      shipping_key: shippingKey,
      parent_key: item.parentItemId === null ? null : (lineKeyById.get(item.parentItemId) ?? null),
      set_key: item.setKey,
      unit_price: priced.unit_price,
      unit_price_with_tax: priced.unit_price_with_tax,
      tax_rate: priced.tax_rate,
      subtotal: priced.subtotal,
      subtotal_with_tax: priced.subtotal_with_tax,
      tax_amount: priced.tax_amount,
      coupon_discount_parts: priced.coupon_discount_parts,
      product_info: {
        code: product.code,
        variant_label: product.variantLabel,
        model_key: model.key,
        image_path: imagePath(cart.channelId, product.key, 1),
        unit: model.unit,
        stock: product.stock,
        is_stock_available: product.stock >= (quantityByProduct.get(product.id) ?? 0),
        is_pre_order: isPreOrder(model),
        released_at: model.releasedAt.toISOString(),
        embroidery: embroidery ? serializeEmbroidery(embroidery) : null,
      },
    };
  });

  const shippings = loaded.shippings.map((shipping) => {
    const priced = pricedShippings.get(shipping.key);
    const packingPrice = new Map(priced?.packings.map((p) => [p.key, p.price]));
    return {
      key: shipping.key,
      position: shipping.position,
      user_address_id: shipping.userAddressId,
      last_name: shipping.lastName,
      first_name: shipping.firstName,
      last_name_kana: shipping.lastNameKana,
      first_name_kana: shipping.firstNameKana,
      company_name: shipping.companyName,
      postal_code: shipping.postalCode,
      prefecture: shipping.prefecture,
      city: shipping.city,
      address1: shipping.address1,
      address2: shipping.address2,
      phone_number: shipping.phoneNumber,
      has_address: hasAddress(shipping),
      delivery_date: shipping.deliveryDate,
      delivery_timezone: shipping.deliveryTimezone,
      carriage: priced?.carriage ?? 0,
      packings: loaded.packings
        .filter((packing) => packing.shippingId === shipping.id)
        .map((packing) => ({
          key: packing.key,
          kind: packing.kind,
          noshi_type: packing.noshiType,
          noshi_name: packing.noshiName,
          price: packingPrice.get(packing.key) ?? 0,
        })),
      product_keys: products
        .filter((product) => product.shipping_key === shipping.key)
        .map((product) => product.key),
    };
  });

  const couponNames = new Map(loaded.coupons.map((coupon) => [coupon.id, coupon.name]));
  return {
    id: cart.id,
    token: cart.token,
    status: cart.status === 'ordered' ? 'ordered' : 'open',
    user_id: cart.userId,
    order_no: orderNo,
    expires_at: cart.expiresAt.toISOString(),
    detail: {
      products,
      shippings,
      coupons: pricing.coupons.map((coupon) => ({
        id: coupon.id,
        code: coupon.code,
        name: couponNames.get(coupon.id) ?? '',
        discount: coupon.discount,
        is_applicable: coupon.is_applicable,
        message: coupon.message,
      })),
      order: pricing.order,
    },
    orderer: cartOrderer(loaded),
    payment_id: loaded.payment?.id ?? null,
    payment_code: loaded.payment?.code ?? null,
    payment_name: loaded.payment?.name ?? null,
    masked_card_number: cart.maskedCardNumber,
    has_card_token: cart.cardToken !== null && cart.cardToken !== '',
    user_card_id: cart.userCardId,
    note: cart.note,
    other: cart.other,
    transaction_error: cart.transactionError,
    is_social_gift: cart.isSocialGift,
    social_gift: cart.isSocialGift ? (socialGift ?? { sender_name: '', message: '' }) : null,
    points:
      priced.balance === null ? null : { balance: priced.balance, used: pricing.order.points_used },
    is_allow_multiple_shipping: priced.settings['ORDER.SHIPPING.IS_ALLOW_MULTIPLE'],
    gift_wrap_price_with_tax: Math.floor(
      (priced.settings['ORDER.PACKING.GIFT_WRAP_PRICE'] * (100 + STANDARD_RATE)) / 100,
    ),
  };
}
