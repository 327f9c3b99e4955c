import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { string } from 'yup';
import { tagPasswordSchema } from '@mise/validation';
import {
  brands,
  makers,
  productModelTags,
  productModels,
  tagUnlocks,
  tags,
} from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  categoryIndex,
  categoryModelCounts,
  publicViewer,
  visibleModel,
} from '../../services/catalog.js';
import { verifySecret } from '../../services/passwords.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { IdOrKey } from './common.js';
import { Brand, CategoryHierarchy, Maker, Tag, TagUnlock } from '../../schemas/catalog.js';
import type { CategoryNode } from '../../schemas/catalog.js';
import { ListQuery, listRows } from '../../services/paging.js';

/** The tag comes from the page's address (technical); the password is what the shopper typed. */
const unlockSchema = tagPasswordSchema.shape({
  tag: string().nullable().required('タグを指定してください'),
});

/** How long a tag unlock lasts. */
const UNLOCK_HOURS = 24;

export function companyImagePath(channelId: string, kind: 'brands' | 'makers', key: string) {
  return `/v1/images/${encodeURIComponent(channelId)}/${kind}/${encodeURIComponent(key)}.svg`;
}

/** Categories, brands, makers and tags of the catalogue (spec section 7 "Base and content"). */
const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Models (visible to everyone) per maker or brand. */
  function modelCounts(
    column: typeof productModels.makerId | typeof productModels.brandId,
    channelId: string,
  ) {
    return app.counts.get(`${column.name}:${channelId}`, () => countModels(column, channelId));
  }
  async function countModels(
    column: typeof productModels.makerId | typeof productModels.brandId,
    channelId: string,
  ) {
    const rows = await app.db
      .select({ id: column, n: count() })
      .from(productModels)
      .where(
        and(
          eq(productModels.channelId, channelId),
          isNotNull(column),
          visibleModel(publicViewer(channelId), productModels.id),
        ),
      )
      .groupBy(column);
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  app.get(
    '/v1/categories/hierarchy',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Category tree of products or of inquiries',
        querystring: Type.Object({
          table: Type.Optional(
            Type.Union([Type.Literal('products'), Type.Literal('inquiries')], {
              default: 'products',
            }),
          ),
        }),
        response: { 200: CategoryHierarchy, 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const channelId = request.channel.id;
      const table = request.query.table ?? 'products';
      const index = await categoryIndex(app.db, channelId, table);
      const counts =
        table === 'products'
          ? await app.counts.get(`categories:${channelId}`, () =>
              categoryModelCounts(app.db, channelId),
            )
          : new Map<number, number>();
      const build = (parentId: number | null, depth: number): CategoryNode[] =>
        (index.children.get(parentId) ?? []).map((row) => ({
          id: row.id,
          key: row.key,
          name: row.name,
          parent_id: row.parentId,
          depth: row.depth,
          product_count: counts.get(row.id) ?? 0,
          // The tree is three levels deep at most (the schema says so); deeper rows are cut.
          children: depth < 3 ? (build(row.id, depth + 1) as never) : [],
        }));
      return { data: build(null, 1) };
    },
  );

  /** The route schema of a list of companies (brands, makers): per=all or paged. */
  const companyListSchema = <I extends typeof Brand | typeof Maker>(summary: string, item: I) => ({
    tags: ['catalogue'],
    summary,
    querystring: ListQuery,
    response: {
      200: Type.Object({ data: Type.Array(item) }),
      422: ErrorResponse,
      ...SHOP_ERRORS,
    },
  });

  /**
   * The shop's companies of one kind (brands, makers) in the shop's order: all of them (per=all,
   * as the storefront asks) or one page (paging headers set), and the models each one has.
   */
  async function companyRows<T extends typeof brands | typeof makers>(
    table: T,
    models: typeof productModels.brandId | typeof productModels.makerId,
    channelId: string,
    query: Static<typeof ListQuery>,
    reply: FastifyReply,
  ) {
    const where = eq(table.channelId, channelId);
    const rows: T['$inferSelect'][] = await listRows(
      reply,
      query,
      () => app.db.$count(table, where),
      (range) => {
        const select = app.db
          .select()
          // Brands and makers share these columns; drizzle's select wants one table type.
          .from(table as typeof brands)
          .where(where)
          .orderBy(asc(table.position), asc(table.id))
          .$dynamic();
        return range ? select.limit(range.limit).offset(range.offset) : select;
      },
    );
    const counts = await modelCounts(models, channelId);
    return rows.map((row) => ({ row, productCount: counts.get(row.id) ?? 0 }));
  }

  app.get(
    '/v1/brands',
    {
      config: { publicCache: true },
      schema: companyListSchema('Brands (per=all or paged)', Brand),
    },
    async (request, reply) => {
      const channelId = request.channel.id;
      const rows = await companyRows(
        brands,
        productModels.brandId,
        channelId,
        request.query,
        reply,
      );
      return { data: rows.map(({ row, productCount }) => toBrand(channelId, row, productCount)) };
    },
  );

  app.get(
    '/v1/makers',
    {
      config: { publicCache: true },
      schema: companyListSchema('Makers (per=all or paged)', Maker),
    },
    async (request, reply) => {
      const channelId = request.channel.id;
      const rows = await companyRows(
        makers,
        productModels.makerId,
        channelId,
        request.query,
        reply,
      );
      return { data: rows.map(({ row, productCount }) => toMaker(channelId, row, productCount)) };
    },
  );

  app.get(
    '/v1/makers/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'One maker by id or key',
        params: Type.Object({ id: IdOrKey }),
        response: { 200: Type.Object({ data: Maker }), 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const channelId = request.channel.id;
      const { id } = request.params;
      const [row] = await app.db
        .select()
        .from(makers)
        .where(
          and(
            eq(makers.channelId, channelId),
            /^[0-9]{1,9}$/.test(id) ? eq(makers.id, Number(id)) : eq(makers.key, id),
          ),
        )
        .limit(1);
      if (!row)
        throw new HttpError(404, 'メーカーが見つかりませんでした', { code: 'maker_not_found' });
      const counts = await modelCounts(productModels.makerId, channelId);
      return { data: toMaker(channelId, row, counts.get(row.id) ?? 0) };
    },
  );

  /** Models per tag (a protected tag's count is shown: the tag says there is something to unlock). */
  async function tagCounts(channelId: string) {
    const rows = await app.db
      .select({ id: productModelTags.tagId, n: count() })
      .from(productModelTags)
      .innerJoin(tags, eq(tags.id, productModelTags.tagId))
      .where(eq(tags.channelId, channelId))
      .groupBy(productModelTags.tagId);
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  app.get(
    '/v1/tags',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Tags (per=all or paged)',
        querystring: ListQuery,
        response: {
          200: Type.Object({ data: Type.Array(Tag) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const channelId = request.channel.id;
      const where = eq(tags.channelId, channelId);
      const rows = await listRows(
        reply,
        // Tags are few; without paging asked for, all of them.
        { ...request.query, per: request.query.per ?? (request.query.page ? undefined : 'all') },
        () => app.db.$count(tags, where),
        (range) => {
          const query = app.db
            .select()
            .from(tags)
            .where(where)
            .orderBy(asc(tags.position), asc(tags.id))
            .$dynamic();
          return range ? query.limit(range.limit).offset(range.offset) : query;
        },
      );
      const counts = await tagCounts(channelId);
      return { data: rows.map((row) => toTag(row, counts.get(row.id) ?? 0)) };
    },
  );

  app.post(
    '/v1/tags/password',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['catalogue'],
        summary: "Unlock a password-protected tag's products",
        body: Type.Object({
          tag: Type.Optional(IdOrKey),
          ...bodyOf(tagPasswordSchema).properties,
        }),
        response: { 200: TagUnlock, 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const channelId = request.channel.id;
      const { tag: idOrKey, password } = await validateBody(unlockSchema, request.body);
      const [row] = await app.db
        .select()
        .from(tags)
        .where(
          and(
            eq(tags.channelId, channelId),
            /^[0-9]{1,9}$/.test(idOrKey) ? eq(tags.id, Number(idOrKey)) : eq(tags.key, idOrKey),
          ),
        )
        .limit(1);
      if (!row) throw new HttpError(404, 'タグが見つかりませんでした', { code: 'tag_not_found' });
      if (!row.passwordHash)
        throw new HttpError(422, 'このタグにパスワードは設定されていません', {
          code: 'tag_not_protected',
        });
      if (!(await verifySecret(row.passwordHash, password)))
        throw new HttpError(422, 'パスワードが正しくありません', {
          code: 'tag_password_invalid',
          errors: { password: ['パスワードが正しくありません'] },
        });
      const token = randomBytes(24).toString('base64url');
      await app.db.delete(tagUnlocks).where(sql`${tagUnlocks.expiresAt} < now()`);
      await app.db.insert(tagUnlocks).values({
        token,
        tagId: row.id,
        expiresAt: new Date(Date.now() + UNLOCK_HOURS * 3_600_000),
      });
      const counts = await tagCounts(channelId);
      return { result: true, data: toTag(row, counts.get(row.id) ?? 0), tag_token: token };
    },
  );
};

function toBrand(channelId: string, row: typeof brands.$inferSelect, productCount: number) {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    name_kana: row.nameKana,
    description: row.description,
    image: { path: companyImagePath(channelId, 'brands', row.key) },
    product_count: productCount,
  };
}

function toMaker(channelId: string, row: typeof makers.$inferSelect, productCount: number) {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    name_kana: row.nameKana,
    description: row.description,
    url: row.url,
    image: { path: companyImagePath(channelId, 'makers', row.key) },
    product_count: productCount,
  };
}

function toTag(row: typeof tags.$inferSelect, productCount: number) {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    is_password_protected: row.passwordHash !== null,
    product_count: productCount,
  };
}

export default referenceRoutes;
