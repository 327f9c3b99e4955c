import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userListSchema } from '@mise/validation';
import { HttpError } from '../../errors.js';
import { ErrorResponse, PageQuery, Result, SHOP_ERRORS } from '../../schemas.js';
import {
  PRODUCTS_PER_PAGE,
  paging,
  setLimitHeader,
  setPagingHeaders,
} from '../../services/paging.js';
import {
  USER_LIST_ITEM_LIMIT,
  USER_LIST_LIMIT,
  UserList,
  UserListDetail,
  attachProducts,
  createUserList,
  deleteUserList,
  detachProducts,
  findUserList,
  listUserLists,
  listables,
  renameUserList,
  resolveProducts,
  summarize,
  userListIds,
} from '../../services/user-lists.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { memberOf } from '../../plugins/auth.js';
import { viewerOf } from '../../services/catalog.js';

const KeyParams = Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

const ProductRefs = Type.Array(
  Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 100 })]),
  { maxItems: USER_LIST_ITEM_LIMIT, description: 'product ids or keys' },
);

/** table=products: spec section 7 lists products only. */
const Table = Type.Optional(Type.Literal('products', { description: 'what ids name: products' }));

const Listables = {
  table: Table,
  ids: Type.Optional(ProductRefs),
};

const noProducts = () =>
  new HttpError(422, '入力内容に誤りがあります', {
    errors: { ids: ['商品を指定してください'] },
  });

const errors = { 401: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS };

/**
 * Spec section 7 "Member data": the member's product lists (お気に入りリスト). The spec names
 * the list, one list with its listables, attach and the two detaches; creating, renaming and
 * deleting a list are what /mypage/list needs besides. Another member's list answers 404.
 */
const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secured = { preHandler: app.authenticate } as const;

  app.get(
    '/v1/me/user-lists',
    {
      ...secured,
      schema: {
        tags: ['user-lists'],
        summary: "The member's lists, newest first, with their product counts (paged); x-limit",
        security: [{ bearer: [] }],
        querystring: PageQuery,
        response: { 200: Type.Object({ data: Type.Array(UserList) }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const page = paging(request.query);
      const { data, total } = await listUserLists(app.db, viewer, memberOf(request).id, page);
      setPagingHeaders(reply, page, total);
      setLimitHeader(reply, USER_LIST_LIMIT);
      return { data };
    },
  );

  app.post(
    '/v1/me/user-lists',
    {
      ...secured,
      schema: {
        tags: ['user-lists'],
        summary: `Creates a list (name, at most 30 characters; at most ${USER_LIST_LIMIT} lists)`,
        security: [{ bearer: [] }],
        body: bodyOf(userListSchema),
        response: { 201: Type.Object({ data: UserList }), ...errors },
      },
    },
    async (request, reply) => {
      const { name } = await validateBody(userListSchema, request.body);
      const row = await createUserList(app.db, memberOf(request).id, name);
      return reply
        .status(201)
        .send({ data: await summarize(app.db, await viewerOf(request), row) });
    },
  );

  app.get(
    '/v1/me/user-lists/:key',
    {
      ...secured,
      schema: {
        tags: ['user-lists'],
        summary:
          'One list; with is_listables=1 its products as product cards, newest first (paged, 15 a page)',
        security: [{ bearer: [] }],
        params: KeyParams,
        querystring: Type.Object({
          is_listables: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
          ...PageQuery.properties,
        }),
        response: { 200: Type.Object({ data: UserListDetail }), ...errors },
      },
    },
    async (request, reply) => {
      const row = await findUserList(app.db, memberOf(request).id, request.params.key);
      const viewer = await viewerOf(request);
      const summary = await summarize(app.db, viewer, row);
      if (request.query.is_listables !== '1') return { data: { ...summary, listables: [] } };
      const page = paging(request.query, PRODUCTS_PER_PAGE);
      const items = await listables(app.db, viewer, row.id, page);
      setPagingHeaders(reply, page, items.total);
      return { data: { ...summary, listables: items.data } };
    },
  );

  app.put(
    '/v1/me/user-lists/:key',
    {
      ...secured,
      schema: {
        tags: ['user-lists'],
        summary: 'Renames a list',
        security: [{ bearer: [] }],
        params: KeyParams,
        body: bodyOf(userListSchema),
        response: { 200: Type.Object({ data: UserList }), ...errors },
      },
    },
    async (request) => {
      const row = await findUserList(app.db, memberOf(request).id, request.params.key);
      const { name } = await validateBody(userListSchema, request.body);
      const renamed = await renameUserList(app.db, row, name);
      return { data: await summarize(app.db, await viewerOf(request), renamed) };
    },
  );

  app.delete(
    '/v1/me/user-lists/:key',
    {
      ...secured,
      schema: {
        tags: ['user-lists'],
        summary: 'Deletes a list and its entries (the products stay in the shop)',
        security: [{ bearer: [] }],
        params: KeyParams,
        response: { 200: Result, ...errors },
      },
    },
    async (request) => {
      const row = await findUserList(app.db, memberOf(request).id, request.params.key);
      await deleteUserList(app.db, row);
      return { result: true };
    },
  );

  app.patch(
    '/v1/me/user-lists/attach',
    {
      ...secured,
      schema: {
        tags: ['user-lists'],
        summary:
          'Puts products (table=products, ids) on the list of key, or on a new list named name when no key is given',
        security: [{ bearer: [] }],
        body: Type.Object({
          key: Type.Optional(KeyParams.properties.key),
          name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
          ...Listables,
        }),
        response: { 200: Type.Object({ data: UserList }), ...errors },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const viewer = await viewerOf(request);
      const { key, ids } = request.body;
      if (!ids || ids.length === 0) throw noProducts();
      const productIds = await resolveProducts(app.db, viewer, ids);
      // A new list is validated before anything is written, like a form.
      const row = key
        ? await findUserList(app.db, member.id, key)
        : await createUserList(
            app.db,
            member.id,
            (await validateBody(userListSchema, { name: request.body.name })).name,
          );
      await attachProducts(app.db, row, productIds);
      return {
        data: await summarize(app.db, viewer, await findUserList(app.db, member.id, row.key)),
      };
    },
  );

  app.patch(
    '/v1/me/user-lists/detach',
    {
      ...secured,
      schema: {
        tags: ['user-lists'],
        summary: 'Takes products (table=products, ids) off every list of the member',
        security: [{ bearer: [] }],
        body: Type.Object(Listables),
        response: { 200: Result, ...errors },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { ids } = request.body;
      if (!ids || ids.length === 0) throw noProducts();
      const productIds = await resolveProducts(app.db, await viewerOf(request), ids);
      await detachProducts(app.db, await userListIds(app.db, member.id), productIds);
      return { result: true };
    },
  );

  app.patch(
    '/v1/me/user-lists/:key/detach',
    {
      ...secured,
      schema: {
        tags: ['user-lists'],
        summary: 'Takes products (table=products, ids) off one list',
        security: [{ bearer: [] }],
        params: KeyParams,
        body: Type.Object(Listables),
        response: { 200: Type.Object({ data: UserList }), ...errors },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await findUserList(app.db, member.id, request.params.key);
      const { ids } = request.body;
      if (!ids || ids.length === 0) throw noProducts();
      const viewer = await viewerOf(request);
      const productIds = await resolveProducts(app.db, viewer, ids);
      await detachProducts(app.db, [row.id], productIds);
      return {
        data: await summarize(app.db, viewer, await findUserList(app.db, member.id, row.key)),
      };
    },
  );
};

export default listRoutes;
