import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  cartCoupons,
  cartItems,
  cartPackings,
  cartShippings,
  carts,
  cartItemEmbroideries,
  coupons,
  paymentMethods,
  productModels,
  products,
  settings,
  users,
} from '../../db/schema.js';
import type { User } from '../../types.js';
import { ORDER_SETTING_KEYS, orderSettingsOf } from '../order-settings.js';
import type { OrderSettings } from '../order-settings.js';
import { cartExpired, cartNotFound, cartNotSale, cartOrdered } from './errors.js';

export type CartRow = typeof carts.$inferSelect;
export type CartShippingRow = typeof cartShippings.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartPackingRow = typeof cartPackings.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductModelRow = typeof productModels.$inferSelect;

export type CartLine = {
  item: CartItemRow;
  product: ProductRow;
  model: ProductModelRow;
  /** What is embroidered, on a name embroidery line (the moto shop's accessory service). */
  embroidery?: { text: string; style: string; color: string } | null;
};

/** A cart with everything it refers to, as loadCart reads it. */
export type LoadedCart = {
  cart: CartRow;
  /** By position: the first is where new lines go. */
  shippings: CartShippingRow[];
  lines: CartLine[];
  packings: CartPackingRow[];
  coupons: CouponRow[];
  payment: PaymentMethodRow | null;
  /** The member owning the cart (null for a guest cart). */
  owner: User | null;
  /** The shop's order settings (carriage, lead times, points, selling paused). */
  settings: OrderSettings;
};

/** How long a cart lives after its last change. */
export const CART_LIFETIME_DAYS = { guest: 14, member: 60 } as const;

export function cartExpiry(userId: number | null, now = new Date()): Date {
  const days = userId === null ? CART_LIFETIME_DAYS.guest : CART_LIFETIME_DAYS.member;
  return new Date(now.getTime() + days * 86_400_000);
}

/** A short random key for lines, shippings and packings (unique within a cart). */
export const newKey = () => randomBytes(8).toString('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LoadCartOptions = {
  /**
   * Lines whose product is no longer on sale: 'fail' (default) removes them and answers 422
   * cart.update_products.not_sale; 'drop' removes them and goes on (init with invalid_product).
   */
  invalidProduct?: 'fail' | 'drop';
  /** 422 cart.common.is_ordered when the cart was ordered (every change). */
  requireOpen?: boolean;
};

/** The cart row of a token in a shop, or null (token not a uuid, unknown, other shop). */
export async function findCartRow(
  db: Database,
  channelId: string,
  token: string,
): Promise<CartRow | null> {
  if (!UUID.test(token)) return null;
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.token, token.toLowerCase()), eq(carts.channelId, channelId)));
  return row ?? null;
}

/** Whether the requester may see the cart: guest carts by token alone, a member's only by them. */
export function isReachable(cart: CartRow, userId: number | null | undefined): boolean {
  if (cart.status === 'merged') return false;
  return cart.userId === null || cart.userId === (userId ?? null);
}

export const isExpired = (cart: CartRow, now = new Date()) =>
  cart.status === 'open' && cart.expiresAt.getTime() < now.getTime();

/** A row of `table` from its JSON (`row_to_json`), each value mapped as the driver's would be. */
function fromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[name] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

type Json = Record<string, unknown>;
const jsonList = (query: SQL) => sql<Json[]>`coalesce((${query}), '[]'::json)`;

/** A product on sale with its model, as the add calls read it beside the cart. */
export type SellableProduct = Pick<CartLine, 'product' | 'model'>;
/** The products an add asks for: by key, and by id (only where no key is given). */
export type WantedProducts = { keys: string[]; ids: number[] };

/**
 * The order settings' keys written into the statement: the code's own constants, where bound
 * as seventeen parameters on every read they cost more than the rest of it.
 */
const SETTING_KEYS = (() => {
  const unsafe = ORDER_SETTING_KEYS.find((key) => !/^[A-Z0-9_.]+$/.test(key));
  if (unsafe) throw new Error(`order setting key not fit for a SQL literal: ${unsafe}`);
  return sql.raw(`'{${ORDER_SETTING_KEYS.join(',')}}'::text[]`);
})();

/** A cart row with everything it refers to, in one statement. */
const cartColumns = () => ({
  cart: carts,
  shippings: jsonList(
    sql`select json_agg(s order by s.position, s.id) from ${cartShippings} s where s.cart_id = ${carts.id}`,
  ),
  lines: jsonList(sql`
    select json_agg(json_build_object(
      'item', i, 'product', p, 'model', m,
      'embroidery', case when e.cart_item_id is null then null
        else json_build_object('text', e.text, 'style', e.style, 'color', e.color) end
    ) order by i.position, i.id)
    from ${cartItems} i
    join ${products} p on p.id = i.product_id
    join ${productModels} m on m.id = p.model_id
    left join ${cartItemEmbroideries} e on e.cart_item_id = i.id
    where i.cart_id = ${carts.id}`),
  packings: jsonList(
    sql`select json_agg(k order by k.id) from ${cartPackings} k where k.cart_id = ${carts.id}`,
  ),
  coupons: jsonList(sql`
    select json_agg(c order by c.id) from ${cartCoupons} cc
    join ${coupons} c on c.id = cc.coupon_id where cc.cart_id = ${carts.id}`),
  payment: sql<Json | null>`(select row_to_json(pm) from ${paymentMethods} pm where pm.id = ${carts.paymentMethodId})`,
  owner: sql<Json | null>`(select row_to_json(u) from ${users} u where u.id = ${carts.userId})`,
  settings: jsonList(sql`
    select json_agg(json_build_object('key', st.key, 'value', st.value)) from ${settings} st
    where st.channel_id = ${carts.channelId} and st.key = any(${SETTING_KEYS})`),
});

/**
 * The products on sale in the cart's shop among those wanted (bound as `keys` and `ids`). The
 * arrays are read through a sub-select so the planner cannot see their values: seen, they made
 * it plan the whole cart read anew on every call (a plan per call, four times the cost).
 */
const sellableColumn = () =>
  jsonList(sql`
    select json_agg(json_build_object('product', p, 'model', m))
    from ${products} p join ${productModels} m on m.id = p.model_id
    where p.channel_id = ${carts.channelId} and p.is_show
      and (p.key = any((select ${sql.placeholder('keys')}::text[])::text[])
        or p.id = any((select ${sql.placeholder('ids')}::integer[])::integer[]))`);

/**
 * Every cart call reads its cart at least once, some twice: one prepared statement each way
 * (by id, by token), where six statements in turn, each built anew, made the cart the slowest
 * call of the shop. Prepared once per database handle (a transaction's handle prepares its own).
 */
function prepareCartReads(db: Database) {
  const byToken = and(
    eq(carts.token, sql.placeholder('token')),
    eq(carts.channelId, sql.placeholder('channel')),
  );
  return {
    byId: db
      .select(cartColumns())
      .from(carts)
      .where(eq(carts.id, sql.placeholder('id')))
      .prepare('mise_cart_by_id'),
    byToken: db.select(cartColumns()).from(carts).where(byToken).prepare('mise_cart_by_token'),
    // The add calls' cart and the products they ask for: one round trip where they made two.
    byTokenWithProducts: db
      .select({ ...cartColumns(), sellable: sellableColumn() })
      .from(carts)
      .where(byToken)
      .prepare('mise_cart_by_token_products'),
  };
}
const prepared = new WeakMap<Database, ReturnType<typeof prepareCartReads>>();
function cartReads(db: Database) {
  let reads = prepared.get(db);
  if (!reads) {
    reads = prepareCartReads(db);
    prepared.set(db, reads);
  }
  return reads;
}

type CartSelectRow = Awaited<
  ReturnType<ReturnType<typeof prepareCartReads>['byToken']['execute']>
>[number];

function toLoadedCart(row: CartSelectRow): LoadedCart {
  return {
    cart: row.cart,
    shippings: row.shippings.map((json) => fromJson(cartShippings, json)),
    lines: row.lines.map((json) => ({
      item: fromJson(cartItems, json.item as Json),
      product: fromJson(products, json.product as Json),
      model: fromJson(productModels, json.model as Json),
      embroidery: json.embroidery as CartLine['embroidery'],
    })),
    packings: row.packings.map((json) => fromJson(cartPackings, json)),
    coupons: row.coupons.map((json) => fromJson(coupons, json)),
    payment: row.payment ? fromJson(paymentMethods, row.payment) : null,
    owner: row.owner ? fromJson(users, row.owner) : null,
    settings: orderSettingsOf(row.settings as { key: string; value: unknown }[]),
  };
}

/** Everything of a cart row (no checks), read again. */
export async function readCart(db: Database, cart: CartRow): Promise<LoadedCart> {
  return { ...(await readCartById(db, cart.id)), cart };
}

/** The cart of an id with everything it refers to, as it is now (no checks). */
export async function readCartById(db: Database, cartId: number): Promise<LoadedCart> {
  const [row] = await cartReads(db).byId.execute({ id: cartId });
  return toLoadedCart(row!);
}

/** Lines (and their accessories) whose product is hidden: they can no longer be bought. */
function unsellableIds(loaded: LoadedCart): number[] {
  const gone = new Set(loaded.lines.filter((line) => !line.product.isShow).map((l) => l.item.id));
  for (const line of loaded.lines) {
    if (line.item.parentItemId !== null && gone.has(line.item.parentItemId)) gone.add(line.item.id);
  }
  return [...gone];
}

/** Removes lines, and the accessories attached to them. */
export async function deleteLines(db: Database, cartId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        or(inArray(cartItems.id, ids), inArray(cartItems.parentItemId, ids)),
      ),
    );
}

/**
 * The cart of `token` in a shop for the requester (`userId` when a member is logged in), with
 * the contract's checks: 404 'カートが見つかりませんでした' for an unknown token or another member's
 * cart, 422 cart.common.is_expired for an expired open cart, lines no longer on sale removed
 * (422 cart.update_products.not_sale unless `invalidProduct: 'drop'`), and with `requireOpen`
 * 422 cart.common.is_ordered for an ordered cart. Ordered carts are never expired or pruned:
 * they stay readable for the complete page.
 */
export async function loadCart(
  db: Database,
  channelId: string,
  token: string,
  userId?: number | null,
  options: LoadCartOptions = {},
): Promise<LoadedCart> {
  const [row] = UUID.test(token)
    ? await cartReads(db).byToken.execute({ token: token.toLowerCase(), channel: channelId })
    : [];
  return checkedCart(db, row, userId, options);
}

/**
 * loadCart, with the products on sale in the cart's shop among those wanted read in the same
 * statement (in no particular order; those not on sale are missing).
 */
export async function loadCartAndProducts(
  db: Database,
  channelId: string,
  token: string,
  userId: number | null,
  wanted: WantedProducts,
  options: LoadCartOptions = {},
): Promise<{ loaded: LoadedCart; found: SellableProduct[] }> {
  const [row] = UUID.test(token)
    ? await cartReads(db).byTokenWithProducts.execute({
        token: token.toLowerCase(),
        channel: channelId,
        ...wanted,
      })
    : [];
  const loaded = await checkedCart(db, row, userId, options);
  const found = row!.sellable.map((json) => ({
    product: fromJson(products, json.product as Json),
    model: fromJson(productModels, json.model as Json),
  }));
  return { loaded, found };
}

/** loadCart's checks on the row read (undefined: no such cart). */
async function checkedCart(
  db: Database,
  row: CartSelectRow | undefined,
  userId: number | null | undefined,
  options: LoadCartOptions,
): Promise<LoadedCart> {
  if (!row || !isReachable(row.cart, userId)) throw cartNotFound();
  const loaded = toLoadedCart(row);
  const { cart } = loaded;
  if (cart.status === 'ordered') {
    if (options.requireOpen) throw cartOrdered();
    return loaded;
  }
  if (isExpired(cart)) throw cartExpired();
  const gone = unsellableIds(loaded);
  if (gone.length === 0) return loaded;
  await deleteLines(db, cart.id, gone);
  if (options.invalidProduct !== 'drop') throw cartNotSale();
  const goneSet = new Set(gone);
  return { ...loaded, lines: loaded.lines.filter((line) => !goneSet.has(line.item.id)) };
}

/** Records a change: pushes the expiry on (guests 14 days, members 60 days from now). */
export async function touchCart(db: Database, cart: CartRow, now = new Date()): Promise<void> {
  await db
    .update(carts)
    .set({ updatedAt: now, expiresAt: cartExpiry(cart.userId, now) })
    .where(eq(carts.id, cart.id));
}

/** A new open cart with its first shipping (no address yet). */
export async function createCart(
  db: Database,
  channelId: string,
  userId: number | null,
): Promise<CartRow> {
  const [cart] = await db
    .insert(carts)
    .values({ channelId, userId, expiresAt: cartExpiry(userId) })
    .returning();
  await db.insert(cartShippings).values({ cartId: cart!.id, key: newKey(), position: 0 });
  return cart!;
}
