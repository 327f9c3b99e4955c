import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client.js';
import type { Database } from '../db/client.js';
import {
  brands,
  categories,
  makers,
  productLikes,
  productModelCategories,
  productModelTags,
  productModels,
  productReviews,
  products,
  tagUnlocks,
  tags,
} from '../db/schema.js';
import type { CategoryTable } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { containsPattern, searchWords } from './catalog-search.js';
import type { CountsCache } from './counts-cache.js';

/** Who is looking: the shop, the member (likes) and the protected tags they have unlocked. */
export type Viewer = {
  channelId: string;
  memberId: number | null;
  unlockedTagIds: number[];
};

/** A shopper of the shop who is no member and has unlocked nothing: what counts show. */
export const publicViewer = (channelId: string): Viewer => ({
  channelId,
  memberId: null,
  unlockedTagIds: [],
});

export const PRODUCT_NOT_FOUND = '商品が見つかりませんでした';
export const productNotFound = () =>
  new HttpError(404, PRODUCT_NOT_FOUND, { code: 'product_not_found' });

/** Consumption tax added, rounded down to the yen as Japanese shops round it. */
export const withTax = (price: number, rate: number) => Math.floor((price * (100 + rate)) / 100);
const withTaxOrNull = (price: number | null, rate: number) =>
  price === null ? null : withTax(price, rate);

export const IMAGE_SIZE = { width: 800, height: 800 } as const;

export function imagePath(channelId: string, productKey: string, index: number): string {
  return `/v1/images/${encodeURIComponent(channelId)}/products/${encodeURIComponent(productKey)}/${index}.png`;
}

function imageOf(channelId: string, product: { key: string; name: string }, index: number) {
  return {
    id: index,
    path: imagePath(channelId, product.key, index),
    ...IMAGE_SIZE,
    alt: index === 1 ? product.name : `${product.name} 画像${index}`,
  };
}

/**
 * Tag unlock tokens the visitor sent (`tag_token`, comma-separated for several) that are still
 * valid for this shop: their tags' products are listed and shown.
 */
export async function unlockedTags(
  db: Database,
  channelId: string,
  tokens: string | undefined,
): Promise<number[]> {
  const list = (tokens ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => /^[A-Za-z0-9_-]{16,100}$/.test(token))
    .slice(0, 20);
  if (list.length === 0) return [];
  const rows = await db
    .select({ tagId: tagUnlocks.tagId })
    .from(tagUnlocks)
    .innerJoin(tags, eq(tags.id, tagUnlocks.tagId))
    .where(
      and(
        inArray(tagUnlocks.token, list),
        eq(tags.channelId, channelId),
        gt(tagUnlocks.expiresAt, new Date()),
      ),
    );
  return rows.map((row) => row.tagId);
}

/** Models behind a protected tag the viewer has not unlocked are hidden everywhere. */
export function visibleModel(viewer: Viewer, modelId: SQL | typeof productModels.id): SQL {
  const unlocked =
    viewer.unlockedTagIds.length > 0
      ? sql` and ${tags.id} not in (${sql.join(
          viewer.unlockedTagIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  return sql`not exists (select 1 from ${productModelTags} join ${tags} on ${tags.id} = ${productModelTags.tagId} where ${productModelTags.modelId} = ${modelId} and ${tags.passwordHash} is not null${unlocked})`;
}

type CategoryRow = typeof categories.$inferSelect;

/** A shop's category table, read once per request: small (dozens of rows) and read often. */
export async function categoryIndex(db: Database, channelId: string, table: CategoryTable) {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.channelId, channelId), eq(categories.table, table)))
    .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const ref = (row: CategoryRow) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    parent_id: row.parentId,
    depth: row.depth,
  });
  return {
    rows,
    children,
    find(idOrKey: string): CategoryRow | undefined {
      if (/^[0-9]{1,9}$/.test(idOrKey)) return byId.get(Number(idOrKey));
      return rows.find((row) => row.key === idOrKey);
    },
    /** The category and everything below it. */
    descendants(id: number): number[] {
      const out = [id];
      for (let i = 0; i < out.length; i++)
        for (const child of children.get(out[i] as number) ?? []) out.push(child.id);
      return out;
    },
    /** Root first. */
    path(id: number | null): ReturnType<typeof ref>[] {
      const path: ReturnType<typeof ref>[] = [];
      let row = id === null ? undefined : byId.get(id);
      while (row) {
        path.unshift(ref(row));
        row = row.parentId === null ? undefined : byId.get(row.parentId);
      }
      return path;
    },
  };
}
export type CategoryIndex = Awaited<ReturnType<typeof categoryIndex>>;

export const PRODUCT_SORTS = [
  'recommend',
  'new',
  'price_asc',
  'price_desc',
  'popular',
  'review',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export type ProductFilters = {
  keyword?: string | undefined;
  categoryIds?: number[] | undefined;
  makerId?: number | undefined;
  brandId?: number | undefined;
  tagId?: number | undefined;
  /** 車種から探す: parts fitting this vehicle, or any vehicle of this maker, in this model year. */
  vehicleId?: number | undefined;
  vehicleMakerId?: number | undefined;
  vehicleYear?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  inStock?: boolean | undefined;
  sort: ProductSort;
  limit: number;
  offset: number;
};

/**
 * One page of the product list: one entry per model, shown as its first shown product (kept on
 * the model as list_product_id), with the
 * model's total stock. Answers product ids in order and the total count. The page and the count
 * are two statements: the page reads through the index of its order and stops after `limit`
 * rows, where counting beside it (`count(*) over ()`) made every page visit every match. The
 * count goes through `counts` (kept a few seconds in production).
 */
export async function searchProducts(
  db: Database,
  viewer: Viewer,
  filters: ProductFilters,
  counts: CountsCache,
): Promise<{ ids: number[]; total: number }> {
  const conditions: SQL[] = [
    sql`m.channel_id = ${viewer.channelId}`,
    visibleModel(viewer, sql`m.id`),
    // A service sold only beside other products (name embroidery) is offered on their pages,
    // never listed as goods of its own.
    // (As `not in`, the few services are looked up once per statement, not per model.)
    sql`m.id not in (select sp.model_id from embroidery_services es join products sp on sp.id = es.product_id)`,
    // A model without a shown product is not listed.
    sql`m.list_product_id is not null`,
  ];
  for (const word of searchWords(filters.keyword ?? ''))
    conditions.push(sql`m.search_text like ${containsPattern(word)} escape '\\'`);
  if (filters.categoryIds) {
    const ids = filters.categoryIds.length > 0 ? filters.categoryIds : [-1];
    conditions.push(
      sql`exists (select 1 from product_model_categories mc where mc.model_id = m.id and mc.category_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  if (filters.makerId !== undefined) conditions.push(sql`m.maker_id = ${filters.makerId}`);
  if (filters.brandId !== undefined) conditions.push(sql`m.brand_id = ${filters.brandId}`);
  if (filters.tagId !== undefined)
    conditions.push(
      sql`exists (select 1 from product_model_tags mt where mt.model_id = m.id and mt.tag_id = ${filters.tagId})`,
    );
  if (
    filters.vehicleId !== undefined ||
    filters.vehicleMakerId !== undefined ||
    filters.vehicleYear !== undefined
  ) {
    const fit: SQL[] = [sql`mv.model_id = m.id`];
    if (filters.vehicleId !== undefined) fit.push(sql`mv.vehicle_id = ${filters.vehicleId}`);
    if (filters.vehicleMakerId !== undefined)
      fit.push(
        sql`mv.vehicle_id in (select v.id from vehicles v where v.maker_id = ${filters.vehicleMakerId})`,
      );
    if (filters.vehicleYear !== undefined)
      fit.push(sql`${filters.vehicleYear} between mv.year_from and mv.year_to`);
    conditions.push(
      sql`exists (select 1 from product_model_vehicles mv where ${sql.join(fit, sql` and `)})`,
    );
  }
  // The tax-included price of the model's first shown product, kept on the model by triggers.
  if (filters.priceMin !== undefined) conditions.push(sql`m.list_price >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) conditions.push(sql`m.list_price <= ${filters.priceMax}`);
  if (filters.inStock) conditions.push(sql`st.stock > 0`);

  const order: Record<ProductSort, SQL> = {
    recommend: sql`m.position asc`,
    new: sql`m.released_at desc`,
    price_asc: sql`m.list_price asc`,
    price_desc: sql`m.list_price desc`,
    popular: sql`m.sales_count desc`,
    review: sql`rv.average desc nulls last, rv.reviews desc`,
  };
  const needsReviews = filters.sort === 'review';
  const from = (reviews: boolean) => sql`
    from product_models m
    ${
      filters.inStock
        ? sql`join lateral (select coalesce(sum(s.stock), 0) as stock from products s where s.model_id = m.id and s.is_show) st on true`
        : sql``
    }
    ${
      reviews
        ? sql`left join lateral (select avg(r.rating) as average, count(*) as reviews from product_reviews r join products rp on rp.id = r.product_id where rp.model_id = m.id) rv on true`
        : sql``
    }
    where ${sql.join(conditions, sql` and `)}`;
  const { sort, limit, offset, ...counted } = filters;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select m.list_product_id as id ${from(needsReviews)}
      order by ${order[sort]}, m.position asc, m.id asc
      limit ${limit} offset ${offset}
    `),
    counts.get(
      `products:${viewer.channelId}:${viewer.unlockedTagIds.join(',')}:${JSON.stringify(counted)}`,
      async () => {
        const [row] = rowsOf<{ total: number | string }>(
          await db.execute(sql`select count(*) as total ${from(false)}`),
        );
        return Number(row?.total ?? 0);
      },
    ),
  ]);
  return { ids: rowsOf<{ id: number }>(rows).map((row) => Number(row.id)), total };
}

/**
 * How many models each product category holds, its descendants' included (each model once),
 * counting only models every shopper may see: one statement over the category tree.
 */
export async function categoryModelCounts(
  db: Database,
  channelId: string,
): Promise<Map<number, number>> {
  const rows = rowsOf<{ category_id: number; models: number | string }>(
    await db.execute(sql`
      with recursive below (category_id, id) as (
        select id, id from categories where channel_id = ${channelId} and "table" = 'products'
        union all
        select below.category_id, c.id from below join categories c on c.parent_id = below.id
      )
      select below.category_id, count(distinct mc.model_id) as models
      from below
      join product_model_categories mc on mc.category_id = below.id
      join product_models m on m.id = mc.model_id
      where m.channel_id = ${channelId} and ${visibleModel(publicViewer(channelId), sql`m.id`)}
      group by below.category_id
    `),
  );
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.models)]));
}

/** Review average (one decimal) and count per model. */
async function reviewSummaries(db: Database, modelIds: number[]) {
  const summaries = new Map<number, { average: number; count: number }>();
  if (modelIds.length === 0) return summaries;
  const rows = await db
    .select({
      modelId: products.modelId,
      average: sql<string>`avg(${productReviews.rating})`,
      count: count(),
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(inArray(products.modelId, modelIds))
    .groupBy(products.modelId);
  for (const row of rows)
    summaries.set(row.modelId, {
      average: Math.round(Number(row.average) * 10) / 10,
      count: row.count,
    });
  return summaries;
}

async function favourites(db: Database, viewer: Viewer, productIds: number[]) {
  if (viewer.memberId === null || productIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ productId: productLikes.productId })
    .from(productLikes)
    .where(
      and(eq(productLikes.userId, viewer.memberId), inArray(productLikes.productId, productIds)),
    );
  return new Set(rows.map((row) => row.productId));
}

async function loadProducts(db: Database, viewer: Viewer, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ product: products, model: productModels, brand: brands, maker: makers })
    .from(products)
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .leftJoin(brands, eq(brands.id, productModels.brandId))
    .leftJoin(makers, eq(makers.id, productModels.makerId))
    .where(
      and(
        inArray(products.id, productIds),
        eq(products.channelId, viewer.channelId),
        eq(products.isShow, true),
        visibleModel(viewer, productModels.id),
      ),
    );
}
type Loaded = Awaited<ReturnType<typeof loadProducts>>[number];

/** A model released later than now is a pre-order (予約商品): ordered now, shipped from release. */
export function isPreOrder(model: { releasedAt: Date }, now = Date.now()): boolean {
  return model.releasedAt.getTime() > now;
}

const companyRef = (row: { id: number; key: string; name: string } | null) =>
  row ? { id: row.id, key: row.key, name: row.name } : null;

function baseFields(viewer: Viewer, { product, model, brand, maker }: Loaded, liked: Set<number>) {
  return {
    id: product.id,
    key: product.key,
    name: product.name,
    code: product.code,
    product_price: product.price,
    product_price_with_tax: withTax(product.price, model.taxRate),
    before_price: product.beforePrice,
    before_price_with_tax: withTaxOrNull(product.beforePrice, model.taxRate),
    tax_rate: model.taxRate,
    variant_label: product.variantLabel,
    stock: product.stock,
    is_stock_available: product.stock > 0,
    is_show_product: product.isShow,
    is_favorite: liked.has(product.id),
    case_quantity: model.caseQuantity,
    unit: model.unit,
    brand: companyRef(brand),
    maker: companyRef(maker),
    image: imageOf(viewer.channelId, product, 1),
    compatible_models: model.compatibleModels,
    released_at: model.releasedAt.toISOString(),
    is_pre_order: isPreOrder(model),
    logreco_rcmd_ct: null,
  };
}

async function tagsOf(db: Database, modelIds: number[]) {
  const byModel = new Map<number, { id: number; key: string; name: string }[]>();
  if (modelIds.length === 0) return byModel;
  const rows = await db
    .select({ modelId: productModelTags.modelId, id: tags.id, key: tags.key, name: tags.name })
    .from(productModelTags)
    .innerJoin(tags, eq(tags.id, productModelTags.tagId))
    .where(inArray(productModelTags.modelId, modelIds))
    .orderBy(asc(tags.position), asc(tags.id));
  for (const { modelId, ...tag } of rows) {
    const list = byModel.get(modelId) ?? [];
    list.push(tag);
    byModel.set(modelId, list);
  }
  return byModel;
}

async function modelStocks(db: Database, modelIds: number[]) {
  const stocks = new Map<number, number>();
  if (modelIds.length === 0) return stocks;
  const rows = await db
    .select({ modelId: products.modelId, stock: sql<string>`coalesce(sum(${products.stock}), 0)` })
    .from(products)
    .where(and(inArray(products.modelId, modelIds), eq(products.isShow, true)))
    .groupBy(products.modelId);
  for (const row of rows) stocks.set(row.modelId, Number(row.stock));
  return stocks;
}

/**
 * Products as lists show them, in the order of `productIds` (hidden or unknown ones dropped).
 * Stock covers the whole model: a list entry can be bought while any of its variants can.
 */
export async function productListItems(
  db: Database,
  viewer: Viewer,
  productIds: number[],
  /** The shop's product categories when the caller has them already (a category filter). */
  categories?: CategoryIndex,
) {
  const loaded = await loadProducts(db, viewer, productIds);
  const modelIds = [...new Set(loaded.map((row) => row.model.id))];
  const [liked, reviews, modelTags, stocks, index] = await Promise.all([
    favourites(db, viewer, productIds),
    reviewSummaries(db, modelIds),
    tagsOf(db, modelIds),
    modelStocks(db, modelIds),
    categories ?? categoryIndex(db, viewer.channelId, 'products'),
  ]);
  const byId = new Map(loaded.map((row) => [row.product.id, row]));
  return productIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const stock = stocks.get(row.model.id) ?? row.product.stock;
    return [
      {
        ...baseFields(viewer, row, liked),
        stock,
        is_stock_available: stock > 0,
        review: reviews.get(row.model.id) ?? { average: 0, count: 0 },
        product_model: {
          id: row.model.id,
          key: row.model.key,
          name: row.model.name,
          categories: index.path(row.model.categoryId),
        },
        tags: modelTags.get(row.model.id) ?? [],
      },
    ];
  });
}

/** Products as histories, bookmarks and requests embed them (their own stock). */
export async function productSummaries(db: Database, viewer: Viewer, productIds: number[]) {
  const loaded = await loadProducts(db, viewer, productIds);
  const liked = await favourites(db, viewer, productIds);
  return new Map(
    loaded.map((row) => {
      const fields = baseFields(viewer, row, liked);
      return [
        row.product.id,
        {
          id: fields.id,
          key: fields.key,
          name: fields.name,
          code: fields.code,
          product_price: fields.product_price,
          product_price_with_tax: fields.product_price_with_tax,
          before_price: fields.before_price,
          before_price_with_tax: fields.before_price_with_tax,
          is_stock_available: fields.is_stock_available,
          is_show_product: fields.is_show_product,
          is_favorite: fields.is_favorite,
          image: fields.image,
          brand: fields.brand,
        },
      ];
    }),
  );
}

/** A shown product of the shop by key (or by id, as review posts name it); else 404. */
export async function findProduct(db: Database, viewer: Viewer, keyOrId: string) {
  const byId = /^[0-9]{1,9}$/.test(keyOrId);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(
      and(
        eq(products.channelId, viewer.channelId),
        byId ? eq(products.id, Number(keyOrId)) : eq(products.key, keyOrId),
        eq(products.isShow, true),
        visibleModel(viewer, productModels.id),
      ),
    )
    .limit(1);
  if (!row) throw productNotFound();
  return row.id;
}

/** The detail of one product: the model with its variants, images, category paths, tags, reviews. */
export async function productDetail(db: Database, viewer: Viewer, productId: number) {
  const [row] = await loadProducts(db, viewer, [productId]);
  if (!row) throw productNotFound();
  const variants = await db
    .select()
    .from(products)
    .where(and(eq(products.modelId, row.model.id), eq(products.isShow, true)))
    .orderBy(asc(products.position), asc(products.id));
  const [liked, reviews, modelTags, index, listed] = await Promise.all([
    favourites(db, viewer, [productId]),
    reviewSummaries(db, [row.model.id]),
    tagsOf(db, [row.model.id]),
    categoryIndex(db, viewer.channelId, 'products'),
    db
      .select({ categoryId: productModelCategories.categoryId })
      .from(productModelCategories)
      .where(eq(productModelCategories.modelId, row.model.id)),
  ]);
  const rate = row.model.taxRate;
  const mainFirst = [
    row.model.categoryId,
    ...listed.map((entry) => entry.categoryId).filter((id) => id !== row.model.categoryId),
  ].filter((id): id is number => id !== null);
  return {
    ...baseFields(viewer, row, liked),
    review: reviews.get(row.model.id) ?? { average: 0, count: 0 },
    description: row.model.description,
    images: Array.from({ length: row.product.imageCount }, (_, i) =>
      imageOf(viewer.channelId, row.product, i + 1),
    ),
    specs: row.model.specs,
    product_model: {
      id: row.model.id,
      key: row.model.key,
      name: row.model.name,
      variant_axis: row.model.variantAxis,
      is_requestable: row.model.isRequestable,
      products: variants.map((variant) => ({
        id: variant.id,
        key: variant.key,
        name: variant.name,
        code: variant.code,
        variant_label: variant.variantLabel,
        product_price: variant.price,
        product_price_with_tax: withTax(variant.price, rate),
        before_price: variant.beforePrice,
        before_price_with_tax: withTaxOrNull(variant.beforePrice, rate),
        stock: variant.stock,
        is_stock_available: variant.stock > 0,
        image: imageOf(viewer.channelId, variant, 1),
      })),
      categories: index.path(row.model.categoryId),
    },
    category_paths: mainFirst.map((id) => index.path(id)),
    tags: modelTags.get(row.model.id) ?? [],
  };
}

/** Who reads the catalogue: the shop, the member if any, and the protected tags they unlocked. */
export async function viewerOf(request: FastifyRequest, tagTokens?: string): Promise<Viewer> {
  return {
    channelId: request.channel.id,
    memberId: request.member?.id ?? null,
    unlockedTagIds: await unlockedTags(request.server.db, request.channel.id, tagTokens),
  };
}
