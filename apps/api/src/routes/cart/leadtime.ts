import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { loadBusinessCalendar } from '../../services/business-days.js';
import { loadCart } from '../../services/cart/index.js';
import type { LoadedCart } from '../../services/cart/index.js';
import { DELIVERY_TIMEZONES, leadtime } from '../../services/cart/leadtime.js';
import { loadOrderSettings } from '../../services/order-settings.js';
import { CartToken } from './common.js';

const Leadtime = Type.Object({
  shipping_key: Type.String(),
  earliest_date: Type.String({ format: 'date' }),
  dates: Type.Array(Type.String({ format: 'date' })),
  timezones: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  is_specifiable: Type.Boolean(),
});

/** Delivery dates each shipping of the cart may ask for (services/cart/leadtime.ts). */
export async function cartLeadtimes(db: Database, loaded: LoadedCart, now = new Date()) {
  const channelId = loaded.cart.channelId;
  const [settings, calendar] = await Promise.all([
    loadOrderSettings(db, channelId),
    loadBusinessCalendar(db, channelId),
  ]);
  return loaded.shippings.map((shipping) => ({
    shipping,
    ...leadtime({
      now,
      calendar,
      cutoffHour: settings['ORDER.LEADTIME.CUTOFF_HOUR'],
      preparingDays: settings['ORDER.LEADTIME.PREPARING_DAYS'],
      hasPacking: loaded.packings.some((packing) => packing.shippingId === shipping.id),
      prefecture: shipping.prefecture,
      dateCount: settings['ORDER.LEADTIME.DATE_COUNT'],
    }),
  }));
}

const leadtimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/shipping-leadtime/carts/:token',
    {
      preHandler: app.identify,
      schema: {
        tags: ['carts'],
        summary:
          'Delivery dates (14 from the earliest) and time slots per shipping: cut-off hour, business days, packing and the prefecture decide the earliest',
        params: Type.Object({ token: CartToken }),
        querystring: Type.Object({
          keys: Type.Optional(
            Type.String({
              maxLength: 2000,
              description: 'shipping keys, comma separated; all when omitted',
            }),
          ),
          choiceMode: Type.Optional(
            Type.Union([Type.Literal('date'), Type.Literal('time'), Type.Literal('both')]),
          ),
        }),
        response: {
          200: Type.Object({ data: Type.Array(Leadtime) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const loaded = await loadCart(
        app.db,
        request.channel.id,
        request.params.token,
        request.member?.id ?? null,
      );
      const keys = request.query.keys
        ?.split(',')
        .map((key) => key.trim())
        .filter((key) => key !== '');
      const mode = request.query.choiceMode ?? 'both';
      const all = await cartLeadtimes(app.db, loaded);
      const wanted = keys && keys.length > 0 ? new Set(keys) : null;
      return {
        data: all
          .filter(({ shipping }) => wanted === null || wanted.has(shipping.key))
          .map(({ shipping, earliest_date, dates }) => ({
            shipping_key: shipping.key,
            earliest_date,
            dates: mode === 'time' ? [] : dates,
            timezones: mode === 'date' ? [] : DELIVERY_TIMEZONES.map((zone) => ({ ...zone })),
            // A social gift's receiver chooses the date: the giver cannot.
            is_specifiable: !loaded.cart.isSocialGift,
          })),
      };
    },
  );
};

export default leadtimeRoutes;
