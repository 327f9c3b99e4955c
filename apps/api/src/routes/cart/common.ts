import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  cartData,
  loadCart,
  outOfStock,
  readCartById,
  stopSelling,
  touchCart,
} from '../../services/cart/index.js';
import type { CartLine, LoadedCart, LoadCartOptions } from '../../services/cart/index.js';
import { CartResponse } from '../../services/cart/serialize.js';

export const CartToken = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'cart token (uuid)',
});
export const Key = Type.String({ minLength: 1, maxLength: 64 });
export const Quantity = Type.Integer({ minimum: 1, maximum: 999 });
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Response schemas of every call answering the cart. */
export const CART_REPLIES = {
  200: CartResponse,
  400: ErrorResponse,
  401: ErrorResponse,
  422: ErrorResponse,
  ...SHOP_ERRORS,
} as const;

/** The open cart of a PATCH: the contract's checks, plus 422 is_ordered. */
export function openCart(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  options: LoadCartOptions = {},
): Promise<LoadedCart> {
  return loadCart(app.db, request.channel.id, token, request.member?.id ?? null, {
    requireOpen: true,
    ...options,
  });
}

/** After a change: push the expiry on and answer the cart as it is now. */
export async function changed(db: Database, loaded: LoadedCart) {
  await touchCart(db, loaded.cart);
  return { data: await currentData(db, loaded.cart.id) };
}

/** The cart of an id as the calls answer it (no checks: the caller checked). */
export async function currentData(db: Database, cartId: number) {
  return cartData(db, await readCartById(db, cartId));
}

/** 422 cart.temporary_stop_selling while the shop has paused selling. */
export function assertSelling({ settings }: LoadedCart): void {
  if (
    settings['PLUGIN.TEMPORARY_STOP_SELLING.IS_USE'] &&
    !settings['PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING']
  )
    throw stopSelling();
}

/**
 * Stock check for the quantities the cart would hold: per product, the sum over its lines must
 * not pass its stock. `wanted` maps product id → new total (products not in it keep the cart's).
 */
export function assertStock(
  wanted: Map<number, { quantity: number; product: CartLine['product'] }>,
): void {
  for (const [, { quantity, product }] of wanted) {
    if (quantity > product.stock) throw outOfStock(product.name, product.stock);
  }
}

/** Quantities per product the cart holds now. */
export function quantitiesByProduct(lines: CartLine[]) {
  const totals = new Map<number, { quantity: number; product: CartLine['product'] }>();
  for (const line of lines) {
    const current = totals.get(line.product.id);
    totals.set(line.product.id, {
      quantity: (current?.quantity ?? 0) + line.item.quantity,
      product: line.product,
    });
  }
  return totals;
}

export const MAX_QUANTITY = 999;
export const tooMany = () =>
  new HttpError(422, `一度にご注文いただける数量は${MAX_QUANTITY}点までです`, {
    code: 'cart.update_products.too_many',
  });
