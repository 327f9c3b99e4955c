import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import {
  CART_MESSAGES,
  addPacking,
  deletePacking,
  targetShipping,
  updatePacking,
} from '../../services/cart/index.js';
import { CART_REPLIES, CartToken, Key, changed, openCart } from './common.js';

const Kind = Type.Union([Type.Literal('gift_wrap'), Type.Literal('noshi')]);
/** のし purposes the form offers (御祝, 内祝, ...); free text would print anything on the paper. */
export const NOSHI_TYPES = ['御祝', '内祝', '御礼', '御中元', '御歳暮', '御年賀', '寸志', '粗品'];
const NoshiType = Type.Union([Type.String({ maxLength: 20 }), Type.Null()]);
const NoshiName = Type.Union([Type.String({ maxLength: 30 }), Type.Null()]);

const noshiTypeError = () => {
  const message = 'のしの種類を選択してください';
  return new HttpError(422, message, { errors: { noshi_type: [message] } });
};

function checkNoshi(kind: 'gift_wrap' | 'noshi', type: string | null | undefined) {
  if (kind === 'noshi' && (!type || !NOSHI_TYPES.includes(type))) throw noshiTypeError();
}

/** Gift wrap and のし of a shipping. */
const packingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/v1/carts/packings/add',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          'Adds gift wrap (priced by ORDER.PACKING.GIFT_WRAP_PRICE) or のし (free) to a shipping',
        body: Type.Object({
          token: CartToken,
          shipping_key: Key,
          kind: Kind,
          noshi_type: Type.Optional(NoshiType),
          noshi_name: Type.Optional(NoshiName),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const { kind, noshi_type: noshiType, noshi_name: noshiName } = request.body;
      const loaded = await openCart(app, request, request.body.token);
      const shipping = targetShipping(loaded, request.body.shipping_key);
      checkNoshi(kind, noshiType);
      if (loaded.packings.some((p) => p.shippingId === shipping.id && p.kind === kind)) {
        const message =
          kind === 'noshi' ? 'のしはすでに指定されています' : 'ラッピングはすでに指定されています';
        throw new HttpError(422, message, { code: 'cart.packing.duplicated' });
      }
      await addPacking(app.db, loaded.cart.id, shipping.id, {
        kind,
        noshiType: kind === 'noshi' ? (noshiType ?? null) : null,
        noshiName: kind === 'noshi' ? (noshiName?.trim() ?? null) : null,
      });
      return changed(app.db, loaded);
    },
  );

  app.patch(
    '/v1/carts/packings/modify',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary: 'Changes or removes (is_removing) a packing',
        body: Type.Object({
          token: CartToken,
          key: Key,
          kind: Type.Optional(Kind),
          noshi_type: Type.Optional(NoshiType),
          noshi_name: Type.Optional(NoshiName),
          is_removing: Type.Optional(Type.Boolean()),
        }),
        response: CART_REPLIES,
      },
    },
    async (request) => {
      const body = request.body;
      const loaded = await openCart(app, request, body.token);
      const packing = loaded.packings.find((p) => p.key === body.key);
      if (!packing)
        throw new HttpError(422, CART_MESSAGES.packingNotFound, { code: 'cart.packing.not_found' });
      if (body.is_removing) {
        await deletePacking(app.db, packing.id);
        return changed(app.db, loaded);
      }
      const kind = body.kind ?? packing.kind;
      const noshiType = body.noshi_type !== undefined ? body.noshi_type : packing.noshiType;
      checkNoshi(kind, noshiType);
      const noshiName = body.noshi_name !== undefined ? body.noshi_name : packing.noshiName;
      await updatePacking(app.db, packing.id, {
        kind,
        noshiType: kind === 'noshi' ? noshiType : null,
        noshiName: kind === 'noshi' ? (noshiName?.trim() ?? null) : null,
      });
      return changed(app.db, loaded);
    },
  );
};

export default packingRoutes;
