import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { memorialSchema } from '@mise/validation';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  addMemorial,
  deleteMemorial,
  findMemorial,
  memorialPage,
  updateMemorial,
} from '../../services/moto/memorials.js';
import type { MemorialRow } from '../../services/moto/memorials.js';
import { loadOrderSettings } from '../../services/order-settings.js';
import { PagingQuery, paging, setLimitHeader, setPagingHeaders } from '../../services/paging.js';
import { bodyOf, validateBody } from '../../services/validation.js';

export const MEMORIAL_MESSAGES = {
  notFound: '記念日が見つかりませんでした',
  limit: (limit: number) =>
    `登録できる記念日は${limit}件までです。不要な記念日を削除してから登録してください。`,
} as const;

/** A member memorial as spec section 3 names its fields. */
const Memorial = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  target_user_name: Type.String(),
  division_ct: Type.Integer({ description: '1 ご本人, 2 ご家族, 3 ご友人・知人, 4 その他' }),
  name: Type.String(),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  date: Type.Integer({ minimum: 1, maximum: 31 }),
  call: Type.String({ description: 'What the member calls the person (呼び名)' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const serialize = (row: MemorialRow) => ({
  id: row.id,
  user_id: row.userId,
  target_user_name: row.targetUserName,
  division_ct: row.divisionCt,
  name: row.name,
  month: row.month,
  date: row.date,
  call: row.call,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const IdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric memorial id' }),
});
const MemorialBody = bodyOf(memorialSchema);
const security = [{ bearer: [] }];
const tags = ['user-memorials'];

/** The values of a memorial form, as the columns take them. */
async function valuesOf(body: unknown) {
  const values = await validateBody(memorialSchema, body);
  return {
    targetUserName: values.target_user_name,
    divisionCt: Number(values.division_ct),
    name: values.name,
    month: values.month,
    date: values.date,
    call: values.call ?? '',
  };
}

/**
 * Member memorials (記念日) of spec section 7: GET (paged, x-limit), POST, and GET/PUT/DELETE by
 * id. Another member's memorial is not found (404), so ids tell nothing.
 */
const memorialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limitOf = async (channelId: string) =>
    (await loadOrderSettings(app.db, channelId))['USER_MEMORIAL.LIMIT'];

  async function find(userId: number, id: string): Promise<MemorialRow> {
    const row = await findMemorial(app.db, userId, Number(id));
    if (!row) throw new HttpError(404, MEMORIAL_MESSAGES.notFound, { code: 'memorial_not_found' });
    return row;
  }

  app.get(
    '/v1/me/user-memorials',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The member's memorials by month and day (paged); x-limit: how many may be kept",
        security,
        querystring: Type.Object(PagingQuery),
        response: {
          200: Type.Object({ data: Type.Array(Memorial) }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const page = paging(request.query);
      const userId = request.member!.id;
      const { total, rows } = await memorialPage(app.db, userId, page);
      setPagingHeaders(reply, page, total);
      setLimitHeader(reply, await limitOf(request.channel.id));
      return { data: rows.map(serialize) };
    },
  );

  app.post(
    '/v1/me/user-memorials',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Adds a memorial (at most USER_MEMORIAL.LIMIT); month and date must be a real day',
        security,
        body: MemorialBody,
        response: {
          201: Type.Object({ data: Memorial }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const values = await valuesOf(request.body);
      const userId = request.member!.id;
      const limit = await limitOf(request.channel.id);
      const row = await addMemorial(app.db, userId, limit, values);
      if (!row)
        throw new HttpError(422, MEMORIAL_MESSAGES.limit(limit), { code: 'user_memorial.limit' });
      return reply.status(201).send({ data: serialize(row) });
    },
  );

  app.get(
    '/v1/me/user-memorials/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'One of the member’s memorials',
        security,
        params: IdParams,
        response: {
          200: Type.Object({ data: Memorial }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => ({ data: serialize(await find(request.member!.id, request.params.id)) }),
  );

  app.put(
    '/v1/me/user-memorials/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Changes a memorial (every field, as the form sends them)',
        security,
        params: IdParams,
        body: MemorialBody,
        response: {
          200: Type.Object({ data: Memorial }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const userId = request.member!.id;
      const values = await valuesOf(request.body);
      await find(userId, request.params.id);
      const row = await updateMemorial(app.db, userId, Number(request.params.id), values);
      return { data: serialize(row) };
    },
  );

  app.delete(
    '/v1/me/user-memorials/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Deletes a memorial',
        security,
        params: IdParams,
        response: {
          200: Type.Object({ result: Type.Boolean() }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const userId = request.member!.id;
      await find(userId, request.params.id);
      await deleteMemorial(app.db, userId, Number(request.params.id));
      return { result: true };
    },
  );
};

export default memorialRoutes;
