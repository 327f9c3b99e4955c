import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MEASUREMENT_FIELDS, measurementSchema } from '@mise/validation';
import type { TimeseriesValues } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  addTimeseriesEntry,
  deleteTimeseriesEntries,
  timeseriesEntries,
} from '../../services/moto/timeseries.js';
import type { TimeseriesRow } from '../../services/moto/timeseries.js';
import { loadOrderSettings } from '../../services/order-settings.js';
import { setLimitHeader } from '../../services/paging.js';
import { bodyOf, validateBody } from '../../services/validation.js';

export const TIMESERIES_MESSAGES = {
  notFound: '採寸データが見つかりませんでした',
  limit: (limit: number) =>
    `採寸データは${limit}件まで保存できます。古いデータを削除してから登録してください。`,
  target: '削除する採寸データを指定してください',
} as const;

/**
 * What each purpose measures and how its values are checked. 'body': the rider's body sizes
 * (height, weight, chest, waist, hip, inseam; head for helmets, hand for gloves), which the
 * size guides of riding gear are read against.
 */
const PURPOSES = { body: { schema: measurementSchema, fields: MEASUREMENT_FIELDS } } as const;
type Purpose = keyof typeof PURPOSES;

const Purpose = Type.Union(
  Object.keys(PURPOSES).map((purpose) => Type.Literal(purpose)),
  { description: 'What the values measure: body (body sizes in cm and kg)' },
);

const Entry = Type.Object({
  id: Type.Integer(),
  purpose: Type.String(),
  values: Type.Record(Type.String(), Type.Number(), {
    description:
      'Measured values by field (body: height, weight, chest, waist, hip, inseam, head, hand)',
  }),
  created_at: Type.String({ format: 'date-time' }),
});

const serialize = (row: TimeseriesRow) => ({
  id: row.id,
  purpose: row.purpose,
  values: row.values,
  created_at: row.createdAt.toISOString(),
});

const security = [{ bearer: [] }];
const tags = ['timeseries'];

/**
 * The member's measurements over time (spec section 7: GET /v1/me/timeseries?purpose, POST,
 * DELETE /v1/me/timeseries/), newest first, at most x-limit entries per purpose.
 */
const timeseriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limitOf = async (channelId: string) =>
    (await loadOrderSettings(app.db, channelId))['USER_TIMESERIES.LIMIT'];

  app.get(
    '/v1/me/timeseries',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The member's entries of a purpose, newest first; x-limit: how many may be kept",
        security,
        querystring: Type.Object({ purpose: Purpose }),
        response: {
          200: Type.Object({ data: Type.Array(Entry) }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const limit = await limitOf(request.channel.id);
      const rows = await timeseriesEntries(
        app.db,
        request.member!.id,
        request.query.purpose,
        limit,
      );
      setLimitHeader(reply, limit);
      return { data: rows.map(serialize) };
    },
  );

  app.post(
    '/v1/me/timeseries',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Records an entry of a purpose (any one value is enough; one decimal place, plausible ranges)',
        security,
        body: Type.Object({
          purpose: Purpose,
          values: Type.Optional(bodyOf(measurementSchema)),
        }),
        response: {
          201: Type.Object({ data: Entry }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const purpose: Purpose = request.body.purpose;
      const { schema, fields } = PURPOSES[purpose];
      const checked = (await validateBody(schema, request.body.values)) as Record<string, unknown>;
      const values: TimeseriesValues = {};
      for (const { key } of fields) {
        const value = checked[key];
        if (value !== undefined && value !== null && value !== '') values[key] = Number(value);
      }
      const userId = request.member!.id;
      const limit = await limitOf(request.channel.id);
      const row = await addTimeseriesEntry(app.db, userId, limit, purpose, values);
      if (!row)
        throw new HttpError(422, TIMESERIES_MESSAGES.limit(limit), {
          code: 'user_timeseries.limit',
        });
      return reply.status(201).send({ data: serialize(row) });
    },
  );

  app.delete(
    '/v1/me/timeseries/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Deletes one entry (id) or every entry of a purpose (purpose)',
        security,
        querystring: Type.Object({
          id: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$' })),
          purpose: Type.Optional(Purpose),
        }),
        response: {
          200: Type.Object({ result: Type.Boolean(), deleted: Type.Integer() }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const { id, purpose } = request.query;
      const userId = request.member!.id;
      if (!id && !purpose) throw new HttpError(422, TIMESERIES_MESSAGES.target);
      const deleted = await deleteTimeseriesEntries(app.db, userId, {
        id: id ? Number(id) : undefined,
        purpose,
      });
      // Another member's entry is not found, as if it did not exist.
      if (id && deleted === 0) throw new HttpError(404, TIMESERIES_MESSAGES.notFound);
      return { result: true, deleted };
    },
  );
};

export default timeseriesRoutes;
