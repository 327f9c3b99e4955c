import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { string } from 'yup';
import { tagPasswordSchema } from '@mise/validation';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { categoryIndex, categoryModelCounts } from '../../services/catalog.js';
import { verifySecret } from '../../services/passwords.js';
import {
  companies,
  companyModelCounts,
  countCompanies,
} from '../../services/reference/companies.js';
import type { BrandRow, CompanyKind, MakerRow } from '../../services/reference/companies.js';
import { findMaker, findTag } from '../../services/reference/lookup.js';
import {
  countTags,
  shopTags,
  storeTagUnlock,
  tagModelCounts,
} from '../../services/reference/tags.js';
import type { TagRow } from '../../services/reference/tags.js';
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
  function modelCounts(kind: CompanyKind, channelId: string) {
    return app.counts.get(`${kind}_id:${channelId}`, () =>
      companyModelCounts(app.db, kind, channelId),
    );
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
  async function companyRows<K extends CompanyKind>(
    kind: K,
    channelId: string,
    query: Static<typeof ListQuery>,
    reply: FastifyReply,
  ) {
    const rows = await listRows(
      reply,
      query,
      () => countCompanies(app.db, kind, channelId),
      (range) => companies(app.db, kind, channelId, range),
    );
    const counts = await modelCounts(kind, channelId);
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
      const rows = await companyRows('brand', channelId, request.query, reply);
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
      const rows = await companyRows('maker', channelId, request.query, reply);
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
      const row = await findMaker(app.db, channelId, request.params.id);
      if (!row)
        throw new HttpError(404, 'メーカーが見つかりませんでした', { code: 'maker_not_found' });
      const counts = await modelCounts('maker', channelId);
      return { data: toMaker(channelId, row, counts.get(row.id) ?? 0) };
    },
  );

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
      const rows = await listRows(
        reply,
        // Tags are few; without paging asked for, all of them.
        { ...request.query, per: request.query.per ?? (request.query.page ? undefined : 'all') },
        () => countTags(app.db, channelId),
        (range) => shopTags(app.db, channelId, range),
      );
      const counts = await tagModelCounts(app.db, channelId);
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
      const row = await findTag(app.db, channelId, idOrKey);
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
      await storeTagUnlock(app.db, row.id, token, new Date(Date.now() + UNLOCK_HOURS * 3_600_000));
      const counts = await tagModelCounts(app.db, channelId);
      return { result: true, data: toTag(row, counts.get(row.id) ?? 0), tag_token: token };
    },
  );
};

function toBrand(channelId: string, row: BrandRow, productCount: number) {
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

function toMaker(channelId: string, row: MakerRow, productCount: number) {
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

function toTag(row: TagRow, productCount: number) {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    is_password_protected: row.passwordHash !== null,
    product_count: productCount,
  };
}

export default referenceRoutes;
