import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  findEcommerceEvent,
  insertEcommerceEvent,
} from '../../services/content/ecommerce-events.js';
import type { EcommerceEventRow } from '../../services/content/ecommerce-events.js';
import { eventPopupId, shownPopup } from '../../services/content/popups.js';
import { Popup, toPopup } from './popups.js';

/** Arguments of one event: enough for a cart's items, not a dumping ground. */
const MAX_ARGS_CHARS = 20_000;

const EcommerceEvent = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  args: Type.Record(Type.String(), Type.Unknown()),
  cart_token: Type.Union([Type.String(), Type.Null()]),
  logreco_rcmd_ct: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  /** A popup attached to this event name, for the storefront to show; null when none. */
  popup: Type.Union([Popup, Type.Null()]),
});

const invalidArgs = () =>
  new HttpError(422, '入力内容に誤りがあります', {
    errors: { args: ['argsはJSONオブジェクトで指定してください'] },
  });

/** args arrive as an object or as the JSON text of one (spec: "args as JSON"). */
function parseArgs(args: unknown): Record<string, unknown> {
  if (args === undefined) return {};
  let value: unknown = args;
  if (typeof args === 'string') {
    try {
      value = JSON.parse(args) as unknown;
    } catch {
      throw invalidArgs();
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidArgs();
  if (JSON.stringify(value).length > MAX_ARGS_CHARS)
    throw new HttpError(422, '入力内容に誤りがあります', {
      errors: { args: ['argsが大きすぎます'] },
    });
  return value as Record<string, unknown>;
}

/** Ecommerce events (add to cart, purchase, ...) the storefront reports; one may open a popup. */
const ecommerceEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function answer(row: EcommerceEventRow, channelId: string) {
    let popup = null;
    if (row.popupId !== null) {
      const found = await shownPopup(app.db, channelId, row.popupId);
      popup = found ? toPopup(found) : null;
    }
    return {
      data: {
        id: row.id,
        name: row.name,
        args: row.args,
        cart_token: row.cartToken,
        logreco_rcmd_ct: row.logrecoRcmdCt,
        created_at: row.createdAt.toISOString(),
        popup,
      },
    };
  }

  app.post(
    '/v1/ecommerce_events',
    {
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary: 'Records an event; the answer carries the popup attached to its name, if any',
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.:-]*$' }),
          args: Type.Optional(
            Type.Union([
              Type.Record(Type.String(), Type.Unknown()),
              Type.String({ maxLength: MAX_ARGS_CHARS }),
            ]),
          ),
          cart_token: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
          logreco_rcmd_ct: Type.Optional(
            Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
          ),
        }),
        response: {
          201: Type.Object({ data: EcommerceEvent }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { name, cart_token: cartToken, logreco_rcmd_ct: rcmd } = request.body;
      const args = parseArgs(request.body.args);
      const popupId = await eventPopupId(app.db, request.channel.id, name);
      const row = await insertEcommerceEvent(app.db, {
        channelId: request.channel.id,
        name,
        args,
        cartToken: cartToken || null,
        logrecoRcmdCt: rcmd || null,
        userId: request.member?.id ?? null,
        popupId: popupId ?? null,
      });
      return reply.status(201).send(await answer(row, request.channel.id));
    },
  );

  app.get(
    '/v1/ecommerce_events/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'One recorded event with its popup',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: {
          200: Type.Object({ data: EcommerceEvent }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const row = await findEcommerceEvent(app.db, request.channel.id, request.params.id);
      if (!row)
        throw new HttpError(404, 'イベントが見つかりません', { code: 'ecommerce_event_not_found' });
      return answer(row, request.channel.id);
    },
  );
};

export default ecommerceEventRoutes;
