import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { qaCategories, qas } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { likePattern } from './schemas.js';

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
      const conditions: SQL[] = [eq(qas.channelId, request.channel.id), eq(qas.isShow, true)];
      if (category) {
        const [found] = await app.db
          .select({ id: qaCategories.id })
          .from(qaCategories)
          .where(
            and(
              eq(qaCategories.channelId, request.channel.id),
              /^[1-9][0-9]{0,8}$/.test(category)
                ? or(eq(qaCategories.id, Number(category)), eq(qaCategories.code, category))
                : eq(qaCategories.code, category),
            ),
          );
        if (!found)
          throw new HttpError(404, 'カテゴリが見つかりません', { code: 'qa_category_not_found' });
        conditions.push(eq(qas.categoryId, found.id));
      }
      const word = keyword?.trim();
      if (word) {
        const pattern = likePattern(word);
        conditions.push(or(ilike(qas.question, pattern), ilike(qas.answer, pattern))!);
      }
      const rows = await app.db
        .select({
          id: qas.id,
          question: qas.question,
          answer: qas.answer,
          category: { id: qaCategories.id, code: qaCategories.code, name: qaCategories.name },
        })
        .from(qas)
        .innerJoin(qaCategories, eq(qaCategories.id, qas.categoryId))
        .where(and(...conditions))
        .orderBy(
          asc(qaCategories.sortOrder),
          asc(qaCategories.id),
          asc(qas.sortOrder),
          asc(qas.id),
        );
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
      const rows = await app.db
        .select({
          id: qaCategories.id,
          code: qaCategories.code,
          name: qaCategories.name,
          count: count(qas.id),
        })
        .from(qaCategories)
        .leftJoin(qas, and(eq(qas.categoryId, qaCategories.id), eq(qas.isShow, true)))
        .where(eq(qaCategories.channelId, request.channel.id))
        .groupBy(qaCategories.id)
        .orderBy(asc(qaCategories.sortOrder), asc(qaCategories.id));
      return { data: rows };
    },
  );
};

export default qaRoutes;
