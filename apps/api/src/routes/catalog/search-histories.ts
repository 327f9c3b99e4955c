import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, PageQuery, SHOP_ERRORS } from '../../schemas.js';
import { ProductSearchHistory } from '../../schemas/catalog.js';
import {
  deleteSearchHistory,
  recordSearch,
  searchHistoryPage,
  toSearchHistory,
} from '../../services/histories/search-histories.js';
import { paging, setPagingHeaders } from '../../services/paging.js';
import { memberOf } from '../../plugins/auth.js';
import { GuestIdResponse, ownerOf, removeOwn } from './history-common.js';

/** Spec section 7 "Products": the search words of guests and members. */
const searchHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/product-search-histories',
    {
      preHandler: app.identify,
      schema: {
        tags: ['histories'],
        summary: 'Record a search word (the word in query)',
        body: Type.Object({ query: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          201: Type.Object({ data: ProductSearchHistory, guest_id: GuestIdResponse }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      // Spec section 5: a word that is blank once trimmed is no search.
      const word = (request.body.query ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ');
      if (word === '')
        throw new HttpError(422, '入力内容に誤りがあります', {
          errors: { query: ['検索キーワードを入力してください'] },
        });
      if (word.length > 100)
        throw new HttpError(422, '入力内容に誤りがあります', {
          errors: { query: ['検索キーワードは100文字以内で入力してください'] },
        });
      const owner = ownerOf(request, reply);
      const row = await recordSearch(app.db, request.channel.id, owner, word);
      return reply.status(201).send({
        data: toSearchHistory(row),
        guest_id: 'guestId' in owner ? owner.guestId : null,
      });
    },
  );

  app.get(
    '/v1/me/product-search-histories',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['histories'],
        summary: "The member's search words, newest first (paged, 10 per page)",
        security: [{ bearer: [] }],
        querystring: PageQuery,
        response: {
          200: Type.Object({ data: Type.Array(ProductSearchHistory) }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const page = paging(request.query);
      const { total, rows } = await searchHistoryPage(
        app.db,
        request.channel.id,
        memberOf(request).id,
        page,
      );
      setPagingHeaders(reply, page, total);
      return { data: rows.map(toSearchHistory) };
    },
  );

  removeOwn(
    app,
    '/v1/me/product-search-histories/:id',
    'Remove a search word',
    deleteSearchHistory,
    '検索履歴が見つかりませんでした',
  );
};

export default searchHistoryRoutes;
