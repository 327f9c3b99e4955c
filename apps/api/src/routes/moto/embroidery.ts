import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { embroiderySchema } from '@mise/validation';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  EmbroideryJson,
  checkedEmbroidery,
  embroideryOffer,
  forgetEmbroidery,
  saveEmbroidery,
  savedEmbroidery,
  serializeEmbroidery,
} from '../../services/moto/embroidery.js';
import { bodyOf } from '../../services/validation.js';

const security = [{ bearer: [] }];
const tags = ['name-embroidery'];

const Choice = Type.Object({ value: Type.String(), label: Type.String() });
const Offer = Type.Object({
  product_key: Type.String({ description: 'The service product: add it as an accessory line' }),
  name: Type.String(),
  unit_price: Type.Integer({ description: 'tax excluded' }),
  unit_price_with_tax: Type.Integer(),
  styles: Type.Array(Choice),
  colors: Type.Array(Choice),
});

/**
 * Name embroidery (ネーム刺繍): the member's saved text, style and thread colour
 * (GET/PUT/DELETE /v1/me/name-embroidery, one per member), and what a product offers
 * (GET /v1/products/{key}/embroidery). The embroidery is bought as an accessory line of the
 * product (PATCH /v1/carts/accessories/add with `embroidery`), priced as the service product.
 */
const embroideryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/me/name-embroidery',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The member's saved name embroidery (null before one is saved)",
        security,
        response: {
          200: Type.Object({ data: Type.Union([EmbroideryJson, Type.Null()]) }),
          401: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const row = await savedEmbroidery(app.db, request.member!.id);
      return { data: row ? serializeEmbroidery(row) : null };
    },
  );

  app.put(
    '/v1/me/name-embroidery',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Saves the name embroidery (block and script: up to 16 half-width letters; kanji: up to 8)',
        security,
        body: bodyOf(embroiderySchema),
        response: {
          200: Type.Object({ data: EmbroideryJson }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const embroidery = await checkedEmbroidery(request.body);
      await saveEmbroidery(app.db, request.member!.id, embroidery);
      return { data: serializeEmbroidery(embroidery) };
    },
  );

  app.delete(
    '/v1/me/name-embroidery',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Forgets the saved name embroidery',
        security,
        response: {
          200: Type.Object({ result: Type.Boolean() }),
          401: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      await forgetEmbroidery(app.db, request.member!.id);
      return { result: true };
    },
  );

  app.get(
    '/v1/products/:key/embroidery',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The name embroidery a product offers, with its price (404 when it offers none)',
        params: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Object({ data: Offer }), 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => ({
      data: await embroideryOffer(app.db, request.channel.id, request.params.key),
    }),
  );
};

export default embroideryRoutes;
