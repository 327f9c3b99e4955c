import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItemEmbroideries, cartItems, carts, productRelations } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { outOfStock, productNotFound, shippingNotFound } from './errors.js';
import { cartExpiry, newKey } from './load.js';
import type { Embroidery } from '../moto/embroidery.js';
import type { CartLine, LoadedCart, SellableProduct } from './load.js';

type Product = CartLine['product'];

export const MAX_QUANTITY = 999;
export const tooMany = () =>
  new HttpError(422, `一度にご注文いただける数量は${MAX_QUANTITY}点までです`, {
    code: 'cart.update_products.too_many',
  });

/**
 * Stock check for the quantities the cart would hold: per product, the sum over its lines must
 * not pass its stock. `wanted` maps product id → new total (products not in it keep the cart's).
 */
export function assertStock(wanted: Map<number, { quantity: number; product: Product }>): void {
  for (const [, { quantity, product }] of wanted) {
    if (quantity > product.stock) throw outOfStock(product.name, product.stock);
  }
}

/** Quantities per product the cart holds now. */
export function quantitiesByProduct(lines: CartLine[]) {
  const totals = new Map<number, { quantity: number; product: Product }>();
  for (const line of lines) {
    const current = totals.get(line.product.id);
    totals.set(line.product.id, {
      quantity: (current?.quantity ?? 0) + line.item.quantity,
      product: line.product,
    });
  }
  return totals;
}

/** A product asked for by key, else by id. */
export type WantedRef = { product_key?: string; product_id?: number };

/** The products asked for (by key, else id), in the order asked, among those found; 404 for any other. */
export function matchProducts(refs: WantedRef[], found: SellableProduct[]): SellableProduct[] {
  const byKey = new Map(found.map((row) => [row.product.key, row]));
  const byId = new Map(found.map((row) => [row.product.id, row]));
  return refs.map((ref) => {
    const match = ref.product_key ? byKey.get(ref.product_key) : byId.get(ref.product_id ?? -1);
    if (!match) throw productNotFound();
    return match;
  });
}

/** The shipping a line goes to: the one named, else the first. */
export function targetShipping(loaded: LoadedCart, key: string | undefined) {
  if (key === undefined) return loaded.shippings[0]!;
  const shipping = loaded.shippings.find((s) => s.key === key);
  if (!shipping) throw shippingNotFound();
  return shipping;
}

export const shippingIdOf = (loaded: LoadedCart, line: CartLine) =>
  line.item.shippingId ?? loaded.shippings[0]!.id;

/**
 * The statements that change a line, prepared once per database handle (a transaction's handle
 * prepares its own); each also pushes the cart's expiry on. Built anew on each call they cost
 * more than the database did.
 */
function prepareAdd(db: Database) {
  // Named parameters, bound at each execution of the prepared statements.
  const param = sql.placeholder;
  // Runs once whatever the main statement returns (PostgreSQL runs every data-modifying WITH).
  const touch = () =>
    db
      .$with('touched', { id: carts.id })
      .as(
        sql`update ${carts} set updated_at = ${param('now')}, expires_at = ${param('expires')} where ${carts.id} = ${param('cart')} returning ${carts.id}`,
      );
  return {
    // Added in the database (not from the quantity read earlier), so concurrent adds all count.
    raise: db
      .with(touch())
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} + ${param('quantity')}` })
      .where(and(eq(cartItems.id, param('line')), eq(cartItems.cartId, param('cart'))))
      .returning()
      .prepare('mise_cart_raise_line'),
    insert: db
      .with(touch())
      .insert(cartItems)
      .values({
        cartId: param('cart'),
        key: param('key'),
        shippingId: param('shipping'),
        productId: param('product'),
        quantity: param('quantity'),
        setKey: param('setKey'),
        position: param('position'),
      })
      .returning()
      .prepare('mise_cart_insert_line'),
  };
}
const prepared = new WeakMap<Database, ReturnType<typeof prepareAdd>>();
function addStatements(db: Database) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = prepareAdd(db);
    prepared.set(db, statements);
  }
  return statements;
}

/**
 * Adds products to the cart: onto the existing line of the same product and shipping (not an
 * accessory, not part of a set) or as a new line. With `setKey` every line is new and shares it.
 * The cart in memory follows each write (rows as the database returned them), so the answer
 * needs no second read; false when a line changed under it (then the caller reads it again).
 */
export async function addProducts(
  db: Database,
  loaded: LoadedCart,
  refs: (SellableProduct & { quantity: number })[],
  shippingId: number,
  setKey: string | null,
): Promise<boolean> {
  const totals = quantitiesByProduct(loaded.lines);
  for (const { product, quantity } of refs) {
    const current = totals.get(product.id)?.quantity ?? 0;
    totals.set(product.id, { quantity: current + quantity, product });
  }
  assertStock(totals);
  const statements = addStatements(db);
  const now = new Date();
  const touch = { cart: loaded.cart.id, now, expires: cartExpiry(loaded.cart.userId, now) };
  let position = Math.max(loaded.lines.length, ...loaded.lines.map((l) => l.item.position + 1));
  let current = true;
  for (const { product, model, quantity } of refs) {
    const same =
      setKey === null
        ? loaded.lines.find(
            (line) =>
              line.product.id === product.id &&
              shippingIdOf(loaded, line) === shippingId &&
              line.item.parentItemId === null &&
              line.item.setKey === null,
          )
        : undefined;
    if (same) {
      if (same.item.quantity + quantity > MAX_QUANTITY) throw tooMany();
      const [item] = await statements.raise.execute({ ...touch, line: same.item.id, quantity });
      if (!item || item.quantity !== same.item.quantity + quantity) current = false;
      if (item) same.item = item;
      continue;
    }
    const [item] = await statements.insert.execute({
      ...touch,
      key: newKey(),
      shipping: shippingId,
      product: product.id,
      quantity,
      setKey,
      position: position++,
    });
    loaded.lines.push({ item: item!, product, model, embroidery: null });
  }
  loaded.cart = { ...loaded.cart, updatedAt: touch.now, expiresAt: touch.expires };
  return current;
}

/** Sets the quantity of a line (0 is the caller's to remove with deleteLines). */
export async function setLineQuantity(db: Database, lineId: number, quantity: number) {
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, lineId));
}

/**
 * Moves `quantity` units of `line` to the shipping `targetId`: onto `same` (the line of the
 * same product and set there) when there is one, else as a new line; the whole line moves with
 * its accessories, which follow `same` when the line is merged into it.
 */
export async function divideLine(
  db: Database,
  loaded: LoadedCart,
  line: CartLine,
  targetId: number,
  quantity: number,
  same: CartLine | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (same) {
      await tx
        .update(cartItems)
        .set({ quantity: Math.min(MAX_QUANTITY, same.item.quantity + quantity) })
        .where(eq(cartItems.id, same.item.id));
    }
    if (quantity === line.item.quantity && !same) {
      // The whole line moves, with its accessories.
      await tx
        .update(cartItems)
        .set({ shippingId: targetId })
        .where(eq(cartItems.id, line.item.id));
      await tx
        .update(cartItems)
        .set({ shippingId: targetId })
        .where(eq(cartItems.parentItemId, line.item.id));
      return;
    }
    if (!same) {
      await tx.insert(cartItems).values({
        cartId: loaded.cart.id,
        key: newKey(),
        shippingId: targetId,
        productId: line.product.id,
        quantity,
        setKey: line.item.setKey,
        position: loaded.lines.length,
      });
    }
    if (quantity === line.item.quantity) {
      await tx
        .update(cartItems)
        .set({ parentItemId: same!.item.id, shippingId: targetId })
        .where(eq(cartItems.parentItemId, line.item.id));
      await tx.delete(cartItems).where(eq(cartItems.id, line.item.id));
    } else {
      await tx
        .update(cartItems)
        .set({ quantity: line.item.quantity - quantity })
        .where(eq(cartItems.id, line.item.id));
    }
  });
}

/** Whether `productId` is registered as an accessory of the product `parentProductId`. */
export async function isAccessoryOf(
  db: Database,
  parentProductId: number,
  productId: number,
): Promise<boolean> {
  const [relation] = await db
    .select()
    .from(productRelations)
    .where(
      and(
        eq(productRelations.productId, parentProductId),
        eq(productRelations.relatedId, productId),
        eq(productRelations.kind, 'accessory'),
      ),
    );
  return relation !== undefined;
}

/** The accessory line's columns under `parent` (it ships with its parent). */
const accessoryValues = (
  loaded: LoadedCart,
  parent: CartLine,
  productId: number,
  quantity: number,
) => ({
  cartId: loaded.cart.id,
  key: newKey(),
  shippingId: shippingIdOf(loaded, parent),
  productId,
  quantity,
  parentItemId: parent.item.id,
  position: loaded.lines.length,
});

/** A name embroidery as a line of its own under `parent`, with what is embroidered. */
export async function addEmbroideryLine(
  db: Database,
  loaded: LoadedCart,
  parent: CartLine,
  productId: number,
  quantity: number,
  embroidery: Embroidery,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [line] = await tx
      .insert(cartItems)
      .values(accessoryValues(loaded, parent, productId, quantity))
      .returning({ id: cartItems.id });
    await tx.insert(cartItemEmbroideries).values({ cartItemId: line!.id, ...embroidery });
  });
}

/** Adds an accessory under `parent`: onto its line of the same product, else as a new line. */
export async function addAccessory(
  db: Database,
  loaded: LoadedCart,
  parent: CartLine,
  productId: number,
  quantity: number,
): Promise<void> {
  const same = loaded.lines.find(
    (line) => line.item.parentItemId === parent.item.id && line.product.id === productId,
  );
  if (same) {
    await db
      .update(cartItems)
      .set({ quantity: Math.min(MAX_QUANTITY, same.item.quantity + quantity) })
      .where(eq(cartItems.id, same.item.id));
  } else {
    await db.insert(cartItems).values(accessoryValues(loaded, parent, productId, quantity));
  }
}
