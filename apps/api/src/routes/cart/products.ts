import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, or } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { cartItems, products } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { CART_MESSAGES, deleteLines, newKey } from '../../services/cart/index.js';
import type { CartLine, LoadedCart } from '../../services/cart/index.js';
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

/** Products on sale in the shop, by key or id, in the order asked; 404 for any other. */
export async function sellableProducts(
  db: Database,
  channelId: string,
  refs: { product_key?: string; product_id?: number }[],
): Promise<Product[]> {
  const keys = refs.flatMap((ref) => (ref.product_key ? [ref.product_key] : []));
  const ids = refs.flatMap((ref) =>
    ref.product_key === undefined && ref.product_id !== undefined ? [ref.product_id] : [],
  );
  const match = [
    keys.length > 0 ? inArray(products.key, keys) : undefined,
    ids.length > 0 ? inArray(products.id, ids) : undefined,
  ].filter((condition) => condition !== undefined);
  if (match.length === 0) throw productNotFound();
  const rows = await db
    .select({ product: products })
    .from(products)
    .where(and(eq(products.channelId, channelId), eq(products.isShow, true), or(...match)));
  const byKey = new Map(rows.map((row) => [row.product.key, row.product]));
  const byId = new Map(rows.map((row) => [row.product.id, row.product]));
  return refs.map((ref) => {
    const product = ref.product_key ? byKey.get(ref.product_key) : byId.get(ref.product_id ?? -1);
    if (!product) throw productNotFound();
    return product;
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
 */
async function addProducts(
  db: Database,
  loaded: LoadedCart,
  refs: { product: Product; quantity: number }[],
  shippingId: number,
  setKey: string | null,
) {
  const totals = quantitiesByProduct(loaded.lines);
  for (const { product, quantity } of refs) {
    const current = totals.get(product.id)?.quantity ?? 0;
    totals.set(product.id, { quantity: current + quantity, product });
  }
  assertStock(totals);
  let position = loaded.lines.length;
  for (const { product, quantity } of refs) {
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
      const next = same.item.quantity + quantity;
      if (next > MAX_QUANTITY) throw tooMany();
      await db.update(cartItems).set({ quantity: next }).where(eq(cartItems.id, same.item.id));
      same.item.quantity = next;
      continue;
    }
    await db.insert(cartItems).values({
      cartId: loaded.cart.id,
      key: newKey(),
      shippingId,
      productId: product.id,
      quantity,
      setKey,
      position: position++,
    });
  }
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
      const loaded = await openCart(app, request, request.body.token);
      assertSelling(loaded);
      const found = await sellableProducts(app.db, request.channel.id, request.body.products);
      const shipping = targetShipping(loaded, request.body.shipping_key);
      await addProducts(
        app.db,
        loaded,
        found.map((product, i) => ({ product, quantity: request.body.products[i]!.quantity })),
        shipping.id,
        null,
      );
      return changed(app.db, loaded);
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
      const loaded = await openCart(app, request, request.body.token);
      assertSelling(loaded);
      const found = await sellableProducts(app.db, request.channel.id, request.body.products);
      const shipping = targetShipping(loaded, request.body.shipping_key);
      await app.db.transaction(async (tx) => {
        await addProducts(
          tx,
          loaded,
          found.map((product, i) => ({ product, quantity: request.body.products[i]!.quantity })),
          shipping.id,
          newKey(),
        );
      });
      return changed(app.db, loaded);
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
