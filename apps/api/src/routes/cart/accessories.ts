import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import {
  addAccessory,
  addEmbroideryLine,
  assertStock,
  deleteLines,
  isAccessoryOf,
  lineNotFound,
  matchProducts,
  quantitiesByProduct,
  setLineQuantity,
} from '../../services/cart/index.js';
import {
  EMBROIDERY_MESSAGES,
  checkedEmbroidery,
  embroideryService,
} from '../../services/moto/embroidery.js';
import {
  CART_REPLIES,
  CartToken,
  Key,
  Quantity,
  assertSelling,
  changed,
  openCart,
  openCartAndProducts,
} from './common.js';

const notAccessory = () =>
  new HttpError(422, 'この商品は選択された商品の付属品ではありません', {
    code: 'cart.accessory.not_accessory',
  });

/** Accessories: lines attached to a parent line (they go when it goes). */
const accessoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/v1/carts/accessories/add',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          "Adds an accessory of a line's product to that line (stock checked); the name embroidery service takes `embroidery` and is always a line of its own",
        body: Type.Object({
          token: CartToken,
          parent_key: Key,
          product_key: Type.String({ minLength: 1, maxLength: 100 }),
          quantity: Quantity,
          embroidery: Type.Optional(
            Type.Object({
              text: Type.Optional(Type.String({ maxLength: 100 })),
              style: Type.Optional(Type.String({ maxLength: 20 })),
              color: Type.Optional(Type.String({ maxLength: 20 })),
            }),
          ),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const body = request.body;
      const wanted = [{ product_key: body.product_key }];
      const { loaded, found } = await openCartAndProducts(app, request, body.token, wanted);
      assertSelling(loaded);
      const parent = loaded.lines.find((line) => line.item.key === body.parent_key);
      if (!parent || parent.item.parentItemId !== null) throw lineNotFound();
      const product = matchProducts(wanted, found)[0]!.product;
      if (!(await isAccessoryOf(app.db, parent.product.id, product.id))) throw notAccessory();
      const totals = quantitiesByProduct(loaded.lines);
      const current = totals.get(product.id)?.quantity ?? 0;
      assertStock(new Map([[product.id, { quantity: current + body.quantity, product }]]));
      const service = await embroideryService(app.db, request.channel.id);
      if (service?.product.id === product.id) {
        // Each embroidery is its own line: two texts on one product are two services.
        if (!body.embroidery)
          throw new HttpError(422, EMBROIDERY_MESSAGES.required, {
            code: 'cart.embroidery.required',
          });
        const embroidery = await checkedEmbroidery(body.embroidery);
        await addEmbroideryLine(app.db, loaded, parent, product.id, body.quantity, embroidery);
        return changed(app.db, loaded);
      }
      await addAccessory(app.db, loaded, parent, product.id, body.quantity);
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/accessories/modify',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Sets the quantity of an accessory line (stock checked)',
        body: Type.Object({ token: CartToken, key: Key, quantity: Quantity }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      const line = loaded.lines.find((l) => l.item.key === request.body.key);
      if (!line || line.item.parentItemId === null) throw lineNotFound();
      const totals = quantitiesByProduct(loaded.lines);
      const total =
        (totals.get(line.product.id)?.quantity ?? 0) - line.item.quantity + request.body.quantity;
      if (request.body.quantity > line.item.quantity)
        assertStock(new Map([[line.product.id, { quantity: total, product: line.product }]]));
      await setLineQuantity(app.db, line.item.id, request.body.quantity);
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/accessories/delete',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Removes accessory lines',
        body: Type.Object({
          token: CartToken,
          keys: Type.Array(Key, { minItems: 1, maxItems: 200 }),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const loaded = await openCart(app, request, request.body.token);
      const keys = new Set(request.body.keys);
      const lines = loaded.lines.filter(
        (line) => keys.has(line.item.key) && line.item.parentItemId !== null,
      );
      if (lines.length === 0) throw lineNotFound();
      await deleteLines(
        app.db,
        loaded.cart.id,
        lines.map((line) => line.item.id),
      );
      return changed(app.db, loaded);
    },
  );
};

export default accessoryRoutes;
