import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { qaCategoryCounts, qaCategoryId, shownQas } from '../../services/content/qas.js';

const QaCategory = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
});

const Qa = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String({ description: 'HTML' }),
  category: QaCategory,
});

/** Frequently asked questions (よくある質問): one flat list the FAQ page groups by category. */
const qaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/qas',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Shown questions with their category, in category then question order',
        querystring: Type.Object({
          category: Type.Optional(
            Type.String({ minLength: 1, maxLength: 100, description: 'category code or id' }),
          ),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: {
          200: Type.Object({ data: Type.Array(Qa) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const { category, keyword } = request.query;
      let categoryId: number | undefined;
      if (category) {
        categoryId = await qaCategoryId(app.db, request.channel.id, category);
        if (categoryId === undefined)
          throw new HttpError(404, 'カテゴリが見つかりません', { code: 'qa_category_not_found' });
      }
      const rows = await shownQas(app.db, request.channel.id, { categoryId, keyword });
      return { data: rows };
    },
  );

  app.get(
    '/v1/qa-categories',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'FAQ categories with the number of shown questions in each',
        response: {
          200: Type.Object({
            data: Type.Array(Type.Object({ ...QaCategory.properties, count: Type.Integer() })),
          }),
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const rows = await qaCategoryCounts(app.db, request.channel.id);
      return { data: rows };
    },
  );
};

export default qaRoutes;
