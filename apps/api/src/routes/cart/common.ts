import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  cartData,
  loadCart,
  loadCartAndProducts,
  readCartById,
  stopSelling,
  touchCart,
} from '../../services/cart/index.js';
import type { LoadedCart, LoadCartOptions, WantedRef } from '../../services/cart/index.js';
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

/**
 * The open cart of a PATCH (openCart's checks) and the products on sale among those asked for,
 * read in one statement; match them with matchProducts after the cart's own checks.
 */
export function openCartAndProducts(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  refs: WantedRef[],
) {
  const wanted = {
    keys: refs.flatMap((ref) => (ref.product_key ? [ref.product_key] : [])),
    ids: refs.flatMap((ref) =>
      ref.product_key === undefined && ref.product_id !== undefined ? [ref.product_id] : [],
    ),
  };
  return loadCartAndProducts(
    app.db,
    request.channel.id,
    token,
    request.member?.id ?? null,
    wanted,
    { requireOpen: true },
  );
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
