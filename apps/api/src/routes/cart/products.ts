import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { Database } from '../../db/client.js';
import { cartItems, carts } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import {
  CART_MESSAGES,
  cartData,
  cartExpiry,
  deleteLines,
  loadCartAndProducts,
  newKey,
} from '../../services/cart/index.js';
import type { CartLine, LoadedCart, SellableProduct } from '../../services/cart/index.js';
import {
  CART_REPLIES,
  CartToken,
  Id,
  Key,
  MAX_QUANTITY,
  Quantity,
  assertSelling,
  assertStock,
  changed,
  currentData,
  openCart,
  quantitiesByProduct,
  tooMany,
} from './common.js';

const ProductRef = Type.Object({
  product_key: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  product_id: Type.Optional(Id),
  quantity: Quantity,
});
const AddBody = Type.Object({
  token: CartToken,
  products: Type.Array(ProductRef, { minItems: 1, maxItems: 50 }),
  shipping_key: Type.Optional(Key),
});

export const productNotFound = () =>
  new HttpError(404, CART_MESSAGES.productNotFound, { code: 'product_not_found' });
export const lineNotFound = () =>
  new HttpError(422, CART_MESSAGES.lineNotFound, { code: 'cart.update_products.line_not_found' });
export const shippingNotFound = () =>
  new HttpError(422, CART_MESSAGES.shippingNotFound, { code: 'cart.shipping.not_found' });

type Product = CartLine['product'];

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

type WantedRef = { product_key?: string; product_id?: number };

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
 * Adds products to the cart: onto the existing line of the same product and shipping (not an
 * accessory, not part of a set) or as a new line. With `setKey` every line is new and shares it.
 * The cart in memory follows each write (rows as the database returned them), so the answer
 * needs no second read; false when a line changed under it (then the caller reads it again).
 */
async function addProducts(
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

/** The answer to an add: the cart as written, or read again when another call changed it too. */
async function addedData(db: Database, loaded: LoadedCart, current: boolean) {
  if (!current) return { data: await currentData(db, loaded.cart.id) };
  return { data: await cartData(db, loaded) };
}

/** The open cart and the products asked for; the cart's errors come first. */
async function cartAndProducts(
  app: FastifyInstance,
  request: FastifyRequest,
  body: Static<typeof AddBody>,
) {
  const { loaded, found } = await openCartAndProducts(app, request, body.token, body.products);
  assertSelling(loaded);
  const matched = matchProducts(body.products, found);
  const shipping = targetShipping(loaded, body.shipping_key);
  const refs = matched.map((row, i) => ({ ...row, quantity: body.products[i]!.quantity }));
  return { loaded, refs, shippingId: shipping.id };
}

/** Product lines: add, add a set, delete, change quantities, move units to another shipping. */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/v1/carts/products/add',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Adds products (onto the line of the same product and shipping); stock checked',
        body: AddBody,
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const { loaded, refs, shippingId } = await cartAndProducts(app, request, request.body);
      const current = await addProducts(app.db, loaded, refs, shippingId, null);
      return addedData(app.db, loaded, current);
    },
  );

  app.patch(
    '/v1/carts/products/add-set',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Adds products as one set (all or nothing; the lines share a set_key)',
        body: AddBody,
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const { loaded, refs, shippingId } = await cartAndProducts(app, request, request.body);
      const current = await app.db.transaction((tx) =>
        addProducts(tx, loaded, refs, shippingId, newKey()),
      );
      return addedData(app.db, loaded, current);
    },
  );

  app.patch(
    '/v1/carts/products/delete',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          'Removes lines by key or every line of the given product ids (their accessories too)',
        body: Type.Object({
          token: CartToken,
          keys: Type.Optional(Type.Array(Key, { maxItems: 200 })),
          ids: Type.Optional(Type.Array(Id, { maxItems: 200 })),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      const keys = new Set(request.body.keys ?? []);
      const ids = new Set(request.body.ids ?? []);
      const doomed = loaded.lines.filter(
        (line) => keys.has(line.item.key) || ids.has(line.product.id),
      );
      if (doomed.length === 0) throw lineNotFound();
      await deleteLines(
        app.db,
        loaded.cart.id,
        doomed.map((line) => line.item.id),
      );
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/products/modify',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Sets line quantities (0 removes the line); stock checked',
        body: Type.Object({
          token: CartToken,
          products: Type.Array(
            Type.Object({
              key: Key,
              quantity: Type.Integer({ minimum: 0, maximum: MAX_QUANTITY }),
            }),
            { minItems: 1, maxItems: 200 },
          ),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      const byKey = new Map(loaded.lines.map((line) => [line.item.key, line]));
      const changes = request.body.products.map((change) => {
        const line = byKey.get(change.key);
        if (!line) throw lineNotFound();
        return { line, quantity: change.quantity };
      });
      const next = new Map(loaded.lines.map((line) => [line.item.id, line.item.quantity]));
      for (const { line, quantity } of changes) next.set(line.item.id, quantity);
      const totals = new Map<number, { quantity: number; product: Product }>();
      for (const line of loaded.lines) {
        const quantity = next.get(line.item.id) ?? 0;
        const current = totals.get(line.product.id)?.quantity ?? 0;
        totals.set(line.product.id, { quantity: current + quantity, product: line.product });
      }
      // Only the products being raised are checked: lowering a quantity is always allowed.
      const raised = new Set(
        changes
          .filter(({ line, quantity }) => quantity > line.item.quantity)
          .map(({ line }) => line.product.id),
      );
      assertStock(new Map([...totals].filter(([id]) => raised.has(id))));
      const removed = changes.filter((c) => c.quantity === 0).map((c) => c.line.item.id);
      for (const { line, quantity } of changes) {
        if (quantity > 0)
          await app.db.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.item.id));
      }
      await deleteLines(app.db, loaded.cart.id, removed);
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/products/divide',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Moves some units of a line to another shipping',
        body: Type.Object({ token: CartToken, key: Key, quantity: Quantity, shipping_key: Key }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const { key, quantity, shipping_key: shippingKey } = request.body;
      const loaded = await openCart(app, request, request.body.token);
      const line = loaded.lines.find((l) => l.item.key === key);
      if (!line) throw lineNotFound();
      const target = targetShipping(loaded, shippingKey);
      if (quantity > line.item.quantity)
        throw new HttpError(422, '移動する数量がカート内の数量を超えています', {
          code: 'cart.divide.too_many',
          errors: { quantity: ['移動する数量がカート内の数量を超えています'] },
        });
      if (target.id === shippingIdOf(loaded, line)) return changed(app.db, loaded);
      const same = loaded.lines.find(
        (l) =>
          l.product.id === line.product.id &&
          shippingIdOf(loaded, l) === target.id &&
          l.item.parentItemId === null &&
          l.item.setKey === line.item.setKey,
      );
      await app.db.transaction(async (tx) => {
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
            .set({ shippingId: target.id })
            .where(eq(cartItems.id, line.item.id));
          await tx
            .update(cartItems)
            .set({ shippingId: target.id })
            .where(eq(cartItems.parentItemId, line.item.id));
          return;
        }
        if (!same) {
          await tx.insert(cartItems).values({
            cartId: loaded.cart.id,
            key: newKey(),
            shippingId: target.id,
            productId: line.product.id,
            quantity,
            setKey: line.item.setKey,
            position: loaded.lines.length,
          });
        }
        if (quantity === line.item.quantity) {
          await tx
            .update(cartItems)
            .set({ parentItemId: same!.item.id, shippingId: target.id })
            .where(eq(cartItems.parentItemId, line.item.id));
          await tx.delete(cartItems).where(eq(cartItems.id, line.item.id));
        } else {
          await tx
            .update(cartItems)
            .set({ quantity: line.item.quantity - quantity })
            .where(eq(cartItems.id, line.item.id));
        }
      });
      return changed(app.db, loaded);
    },
  );
};

export default productRoutes;
