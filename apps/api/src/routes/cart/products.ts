import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import {
  MAX_QUANTITY,
  addProducts,
  assertStock,
  cartData,
  deleteLines,
  divideLine,
  lineNotFound,
  matchProducts,
  newKey,
  setLineQuantity,
  shippingIdOf,
  targetShipping,
} from '../../services/cart/index.js';
import type { CartLine, LoadedCart } from '../../services/cart/index.js';
import {
  CART_REPLIES,
  CartToken,
  Id,
  Key,
  Quantity,
  assertSelling,
  changed,
  currentData,
  openCart,
  openCartAndProducts,
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
      const totals = new Map<number, { quantity: number; product: CartLine['product'] }>();
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
        if (quantity > 0) await setLineQuantity(app.db, line.item.id, quantity);
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
      await divideLine(app.db, loaded, line, target.id, quantity, same);
      return changed(app.db, loaded);
    },
  );
};

export default productRoutes;
