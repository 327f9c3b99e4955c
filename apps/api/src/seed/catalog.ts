import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { foldSearchText } from '../services/catalog-search.js';
import { hashSecret } from '../services/passwords.js';
import { rowsOf } from '../db/client.js';
import type { Database } from '../db/client.js';
import {
  brands,
  categories,
  makers,
  productModelCategories,
  productModelTags,
  productModels,
  productRelations,
  productReviews,
  products,
  tags,
} from '../db/schema.js';
import type { ProductSpec } from '../db/schema.js';
import {
  INQUIRY_CATEGORIES,
  REVIEW_NICKNAMES,
  REVIEW_TITLES,
  catalogueOf,
} from './catalog-data.js';
import { COLOURS, PALETTE } from '../services/image-colours.js';
import type { Company, Leaf, Root, ShopCatalogue } from './catalog-data.js';
import { DEMO_CHANNELS } from './channels.js';
import type { SeedChannel } from './content.js';

/** Newest release date of the demo catalogue; every date is counted back from it (no clock). */
const CATALOGUE_DATE = Date.UTC(2026, 2, 1);
const DAY = 86_400_000;

const NEGATIVE_BODIES = [
  '思っていたより小さく、用途に合いませんでした。',
  '作りが少し雑に感じました。',
  '写真と色味が違って見えました。',
];

/** mulberry32: a small seeded PRNG, so every seed run builds the same catalogue. */
function prng(seedText: string) {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}
type Random = ReturnType<typeof prng>;

/** Prices end in 00 (10 under 1,000 yen), as shops price them. */
const roundPrice = (yen: number) =>
  yen < 1000 ? Math.round(yen / 10) * 10 : Math.round(yen / 100) * 100;

/**
 * Inserts many rows with one statement and a single JSON parameter
 * (`insert … select … from jsonb_to_recordset($1)`): PGlite spends most of a wide multi-row
 * insert binding parameters, and this is several times faster there (and on PostgreSQL).
 * Rows are plain objects keyed by the table's property names; undefined means the column default.
 */
async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  returning: Record<string, string> = {},
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)).filter(([property]) =>
    rows.some((row) => (row as Record<string, unknown>)[property] !== undefined),
  );
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([property, column]) => {
        const value = (row as Record<string, unknown>)[property];
        return [column.name, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    columns.map(
      ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    ),
    sql`, `,
  );
  const returned = Object.entries(returning);
  const returningClause =
    returned.length === 0
      ? sql``
      : sql` returning ${sql.join(
          returned.map(
            ([alias, column]) => sql`${sql.identifier(column)} as ${sql.identifier(alias)}`,
          ),
          sql`, `,
        )}`;
  const result = await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(${definitions})${returningClause}`,
  );
  return rowsOf<Record<string, unknown>>(result);
}

async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  await bulkInsert(db, table, rows);
}

type PlannedProduct = Omit<typeof products.$inferInsert, 'channelId' | 'modelId'>;
type PlannedModel = Omit<
  typeof productModels.$inferInsert,
  'channelId' | 'brandId' | 'makerId' | 'categoryId'
> & {
  key: string;
  brandKey: string | null;
  makerKey: string | null;
  leafKey: string;
  extraLeafKey: string | null;
  rootKey: string;
  tagKeys: string[];
  products: PlannedProduct[];
  reviews: Omit<typeof productReviews.$inferInsert, 'productId'>[];
  reviewVariants: number[];
};

type LeafPlace = { root: Root; leaf: Leaf; path: string[] };

function leavesOf(shop: ShopCatalogue): LeafPlace[] {
  const places: LeafPlace[] = [];
  for (const root of shop.roots)
    for (const mid of root.mids)
      for (const leaf of mid.leaves)
        places.push({ root, leaf, path: [root.name, mid.name, leaf.name] });
  return places;
}

/** Up to `max` variant labels of a leaf's option sets (one or two axes). */
function variantLabels(leaf: Leaf, random: Random): { axis: string | null; labels: string[] } {
  const sets = leaf.variants ?? [];
  if (sets.length === 0) return { axis: null, labels: [] };
  if (sets.length === 1) {
    const [set] = sets as [NonNullable<Leaf['variants']>[number]];
    const count = random.int(2, Math.min(4, set.options.length));
    // Sizes and capacities keep their order; colours come in any order.
    const chosen =
      set.axis === 'カラー'
        ? random.shuffle(set.options).slice(0, count)
        : set.options.slice(0, count);
    return { axis: set.axis, labels: chosen };
  }
  const [first, second] = sets as [
    NonNullable<Leaf['variants']>[number],
    NonNullable<Leaf['variants']>[number],
  ];
  const a = random.shuffle(first.options).slice(0, 2);
  const b = second.options.slice(0, random.int(1, 2));
  return {
    axis: `${first.axis} / ${second.axis}`,
    labels: a.flatMap((x) => b.map((y) => `${x} / ${y}`)),
  };
}

function stockOf(random: Random): number {
  const r = random.next();
  if (r < 0.13) return 0;
  if (r < 0.21) return 1;
  return random.int(2, 150);
}

function rating(random: Random): number {
  const r = random.next();
  return r < 0.36 ? 5 : r < 0.72 ? 4 : r < 0.88 ? 3 : r < 0.96 ? 2 : 1;
}

function describe(root: Root, leaf: Leaf, name: string, mods: string[], random: Random): string {
  const [first, second, third] = random.shuffle(root.lines);
  const points = mods.map((mod) => `<li>${mod}</li>`).join('');
  return [
    `<p>${name}。${first ?? ''}${second ?? ''}</p>`,
    `<h3>おすすめポイント</h3>`,
    `<ul>${points}<li>${leaf.name}の定番アイテム</li></ul>`,
    `<p>${third ?? ''}</p>`,
  ].join('');
}

/** The whole catalogue of one shop, before ids are known. */
function planCatalogue(shop: ShopCatalogue, random: Random): PlannedModel[] {
  const makersList: Company[] = shop.bikeMakers ?? shop.makers;
  const leaves = leavesOf(shop);
  const accessoryLeaves = new Set(shop.roots.flatMap((root) => root.accessories));
  const models: PlannedModel[] = [];
  let serial = 0;
  for (const { root, leaf, path } of leaves) {
    const taxRate = root.taxRate ?? 10;
    // Every combination of modifier, item (and bike) once, in a seeded order: names stay unique.
    const bikes = leaf.fitsBikes
      ? (shop.bikeMakers ?? []).flatMap((maker) => maker.bikes.map((bike) => ({ maker, bike })))
      : [null];
    const combos = random
      .shuffle(
        leaf.mods.flatMap((mod) =>
          leaf.items.flatMap((item) => bikes.map((fit) => ({ mod, item, fit }))),
        ),
      )
      .slice(0, shop.modelsPerLeaf);
    for (const { mod, item, fit } of combos) {
      serial += 1;
      const number = String(serial).padStart(5, '0');
      const key = `${shop.prefix}-${number}`;
      const brand = random.pick(shop.brands);
      const maker = fit ? fit.maker : shop.bikeMakers ? null : random.pick(makersList);
      const caseQuantity = leaf.caseQuantities ? random.pick(leaf.caseQuantities) : null;
      const compatibleModels: string[] = [];
      if (fit) {
        compatibleModels.push(`${fit.maker.name} ${fit.bike}`);
        const other = random.pick(fit.maker.bikes);
        if (other !== fit.bike && random.next() < 0.3)
          compatibleModels.push(`${fit.maker.name} ${other}`);
      }
      let name = shop.bikeMakers ? `${brand.name} ${mod} ${item}` : `${mod} ${item}`;
      if (fit) name += ` ${fit.bike}用`;
      if (caseQuantity) name += `（1ケース${caseQuantity}入）`;

      const { axis, labels } = variantLabels(leaf, random);
      const basePrice = roundPrice(leaf.price[0] + random.next() * (leaf.price[1] - leaf.price[0]));
      const reduced = random.next() < 0.2;
      const variantCount = Math.max(1, labels.length);
      const paletteColour = random.pick(PALETTE);
      const plannedProducts: PlannedProduct[] = [];
      for (let v = 0; v < variantCount; v++) {
        const label = labels[v] ?? null;
        const colourName = label?.split(' / ')[0] ?? '';
        // Bigger sizes and capacities cost a little more; colours cost the same.
        const step = axis && !axis.startsWith('カラー') ? v : 0;
        const price = roundPrice(basePrice * (1 + step * 0.15));
        plannedProducts.push({
          key: `${key}-${String(v + 1).padStart(2, '0')}`,
          code: `${shop.prefix.toUpperCase()}-${number}-${String(v + 1).padStart(2, '0')}`,
          name,
          variantLabel: label,
          price,
          beforePrice: reduced ? roundPrice(price * (1.15 + random.next() * 0.35)) : null,
          stock: stockOf(random),
          // A few variants are withdrawn from sale (never the first, which the lists show).
          isShow: v === 0 || random.next() > 0.04,
          colour: COLOURS[colourName] ?? paletteColour,
          imageCount: v === 0 ? random.int(2, 4) : random.int(1, 3),
          position: v,
        });
      }

      const releasedAt = new Date(CATALOGUE_DATE - random.int(0, 720) * DAY);
      const tagKeys: string[] = [];
      const publicTags = shop.tags.filter((tag) => !tag.password).map((tag) => tag.key);
      if (CATALOGUE_DATE - releasedAt.getTime() < 45 * DAY && publicTags.includes('new-arrival'))
        tagKeys.push('new-arrival');
      if (reduced && publicTags.includes('sale')) tagKeys.push('sale');
      for (const tag of random.shuffle(publicTags).slice(0, random.int(0, 2)))
        if (!tagKeys.includes(tag) && tag !== 'new-arrival' && tag !== 'sale') tagKeys.push(tag);

      const specs: ProductSpec[] = [
        { label: 'ブランド', value: brand.name },
        ...(maker && !fit ? [{ label: 'メーカー', value: maker.name }] : []),
        { label: '型番', value: plannedProducts[0]?.code ?? '' },
        ...Object.entries(leaf.specs ?? {}).map(([label, values]) => ({
          label,
          value: random.pick(values),
        })),
        ...(caseQuantity ? [{ label: '入数', value: `1ケース ${caseQuantity}入` }] : []),
        ...(fit ? [{ label: '適合車種', value: compatibleModels.join('、') }] : []),
        ...(taxRate === 8
          ? [{ label: '賞味期限', value: `製造日より${random.pick([90, 180, 365])}日` }]
          : []),
        { label: '原産国', value: random.pick(['日本', '日本', '中国', 'ベトナム', 'タイ']) },
      ];

      const reviews: PlannedModel['reviews'] = [];
      const reviewVariants: number[] = [];
      if (random.next() < 0.55) {
        const count = random.int(1, 8);
        for (let r = 0; r < count; r++) {
          const stars = rating(random);
          const bodies = stars <= 2 ? NEGATIVE_BODIES : shop.reviewBodies;
          const days = Math.max(1, Math.floor((CATALOGUE_DATE - releasedAt.getTime()) / DAY));
          reviews.push({
            rating: stars,
            title: random.pick(REVIEW_TITLES[stars] ?? ['レビュー']),
            body: random.shuffle(bodies).slice(0, random.int(1, 2)).join(''),
            nickname: random.pick(REVIEW_NICKNAMES),
            createdAt: new Date(releasedAt.getTime() + random.int(1, days) * DAY),
          });
          reviewVariants.push(random.int(0, variantCount - 1));
        }
      }

      const otherLeaves = leaves.filter(
        (place) =>
          place.root === root && place.leaf !== leaf && !accessoryLeaves.has(place.leaf.key),
      );
      const searchable = [
        name,
        brand.name,
        brand.kana,
        maker?.name ?? '',
        maker?.kana ?? '',
        ...path,
        ...compatibleModels,
        ...plannedProducts.flatMap((product) => [product.code, product.variantLabel ?? '']),
      ];
      models.push({
        key,
        name,
        brandKey: brand.key,
        makerKey: maker?.key ?? null,
        leafKey: leaf.key,
        extraLeafKey:
          random.next() < 0.1 && otherLeaves.length > 0 ? random.pick(otherLeaves).leaf.key : null,
        rootKey: root.key,
        variantAxis: axis,
        description: describe(
          root,
          leaf,
          name,
          [mod, ...(fit ? [`${fit.bike}専用設計`] : [])],
          random,
        ),
        specs,
        taxRate,
        unit: leaf.unit ?? (caseQuantity ? 'ケース' : '個'),
        caseQuantity,
        compatibleModels,
        salesCount: Math.floor(random.next() ** 2 * 800),
        position: serial,
        searchText: foldSearchText(searchable.join(' ')),
        releasedAt,
        tagKeys,
        products: plannedProducts,
        reviews,
        reviewVariants,
      });
    }
  }
  // A handful of models are sold only behind the password-protected tag.
  const secret = shop.tags.find((tag) => tag.password);
  if (secret) {
    const step = Math.floor(models.length / 5);
    for (let i = 1; i <= 5; i++) {
      const model = models[i * step - 1];
      if (model) model.tagKeys = [secret.key];
    }
  }
  markRequestables(models, secret?.key);
  return models;
}

/**
 * Product requests in the demo (no randomness, so the rest of the plan stays as it was): a
 * few public models the shop takes requests for (商品をリクエスト) and, for the restock
 * request (再入荷をリクエスト), the first public model with variants has its second variant
 * sold out while the first is in stock.
 */
function markRequestables(models: PlannedModel[], secretKey: string | undefined) {
  const open = models.filter((model) => !secretKey || !model.tagKeys.includes(secretKey));
  open.forEach((model, index) => {
    if (index % 40 === 7) model.isRequestable = true;
  });
  const withVariants = open.find(
    (model) => model.products.length >= 2 && model.products[1]?.isShow !== false,
  );
  const [first, second] = withVariants?.products ?? [];
  if (first && second) {
    if ((first.stock ?? 0) <= 0) first.stock = 12;
    second.stock = 0;
  }
}

type Ids = Map<string, number>;
const idKey = (channelId: string, key: string) => `${channelId}\u0000${key}`;

function idOf(ids: Ids, channelId: string, key: string): number {
  const id = ids.get(idKey(channelId, key));
  if (id === undefined) throw new Error(`seed: no id for ${channelId}/${key}`);
  return id;
}

async function insertReturningIds<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<Ids> {
  const returned = await bulkInsert(db, table, rows, {
    id: 'id',
    key: 'key',
    channelId: 'channel_id',
  });
  const ids: Ids = new Map();
  for (const row of returned)
    ids.set(idKey(String(row.channelId), String(row.key)), Number(row.id));
  return ids;
}

/**
 * The demo catalogue of every shop: a three-level category tree, makers, brands, tags (one
 * password-protected), 200+ product models with colour/size variants (about 400 products), stock
 * (some sold out, some with one left), reduced prices, reviews, recommendations and accessories.
 * Generated from word lists with a seeded PRNG, so it is the same on every run. A shop that has a
 * catalogue already is left as it is (members' likes, histories and reviews point at it); a shop
 * without its own word lists gets the standard shop's.
 */
export async function seedCatalog(
  db: Database,
  channels: readonly SeedChannel[] = DEMO_CHANNELS,
): Promise<void> {
  const seeded = new Set(
    (
      await db
        .selectDistinct({ channelId: categories.channelId })
        .from(categories)
        .where(eq(categories.table, 'products'))
    ).map((row) => row.channelId),
  );
  const pending = channels.filter((channel) => !seeded.has(channel.id));
  if (pending.length === 0) return;

  const plans = pending.map((channel) => {
    const shop = catalogueOf(channel.id);
    const random = prng(`mise-catalogue-${channel.id}`);
    return { channelId: channel.id, shop, random, models: planCatalogue(shop, random) };
  });
  const passwords = [
    ...new Set(plans.flatMap(({ shop }) => shop.tags.flatMap((tag) => tag.password ?? []))),
  ];
  const hashes = new Map(
    await Promise.all(
      passwords.map(async (password) => [password, await hashSecret(password)] as const),
    ),
  );
  // One transaction: a seed cut short leaves no half catalogue behind (it would never be completed,
  // since a shop with categories counts as seeded).
  await db.transaction(async (tx) => {
    await writeCatalogue(tx, plans, hashes);
  });
}

type Plan = { channelId: string; shop: ShopCatalogue; random: Random; models: PlannedModel[] };

/** Inserts the planned catalogues; ids of each level come back from the insert before the next. */
async function writeCatalogue(db: Database, plans: Plan[], hashes: Map<string, string>) {
  // Categories, one level at a time (children need their parent's id).
  const level1 = plans.flatMap(({ channelId, shop }) => [
    ...shop.roots.map((root, position) => ({
      channelId,
      table: 'products' as const,
      key: root.key,
      name: root.name,
      depth: 1,
      position,
      taxRate: root.taxRate ?? null,
    })),
    ...INQUIRY_CATEGORIES.map((category, position) => ({
      channelId,
      table: 'inquiries' as const,
      key: `inquiry-${category.key}`,
      name: category.name,
      depth: 1,
      position,
    })),
  ]);
  const level1Ids = await insertReturningIds(db, categories, level1);
  const level2 = plans.flatMap(({ channelId, shop }) => [
    ...shop.roots.flatMap((root) =>
      root.mids.map((mid, position) => ({
        channelId,
        table: 'products' as const,
        key: mid.key,
        name: mid.name,
        parentId: idOf(level1Ids, channelId, root.key),
        depth: 2,
        position,
      })),
    ),
    ...INQUIRY_CATEGORIES.flatMap((category) =>
      category.children.map((child, position) => ({
        channelId,
        table: 'inquiries' as const,
        key: `inquiry-${child.key}`,
        name: child.name,
        parentId: idOf(level1Ids, channelId, `inquiry-${category.key}`),
        depth: 2,
        position,
      })),
    ),
  ]);
  const level2Ids = await insertReturningIds(db, categories, level2);
  const level3 = plans.flatMap(({ channelId, shop }) =>
    shop.roots.flatMap((root) =>
      root.mids.flatMap((mid) =>
        mid.leaves.map((leaf, position) => ({
          channelId,
          table: 'products' as const,
          key: leaf.key,
          name: leaf.name,
          parentId: idOf(level2Ids, channelId, mid.key),
          depth: 3,
          position,
        })),
      ),
    ),
  );
  const leafIds = await insertReturningIds(db, categories, level3);

  const companies = (list: 'brands' | 'makers') =>
    plans.flatMap(({ channelId, shop }) =>
      (list === 'brands' ? shop.brands : (shop.bikeMakers ?? shop.makers)).map(
        (company, position) => ({
          channelId,
          key: company.key,
          name: company.name,
          nameKana: company.kana,
          description: `<p>${company.description}</p>`,
          position,
          ...(list === 'makers' ? { url: company.url ?? null } : {}),
        }),
      ),
    );
  const brandIds = await insertReturningIds(db, brands, companies('brands'));
  const makerIds = await insertReturningIds(db, makers, companies('makers'));
  const tagRows = plans.flatMap(({ channelId, shop }) =>
    shop.tags.map((tag, position) => ({
      channelId,
      key: tag.key,
      name: tag.name,
      passwordHash: tag.password ? (hashes.get(tag.password) ?? null) : null,
      position,
    })),
  );
  const tagIds = await insertReturningIds(db, tags, tagRows);

  const modelIds = await insertReturningIds(
    db,
    productModels,
    plans.flatMap(({ channelId, models }) =>
      models.map((model) => ({
        channelId,
        key: model.key,
        name: model.name,
        brandId: model.brandKey ? idOf(brandIds, channelId, model.brandKey) : null,
        makerId: model.makerKey ? idOf(makerIds, channelId, model.makerKey) : null,
        categoryId: idOf(leafIds, channelId, model.leafKey),
        variantAxis: model.variantAxis ?? null,
        description: model.description ?? '',
        specs: model.specs ?? [],
        taxRate: model.taxRate ?? 10,
        unit: model.unit ?? '個',
        caseQuantity: model.caseQuantity ?? null,
        compatibleModels: model.compatibleModels ?? [],
        salesCount: model.salesCount ?? 0,
        position: model.position ?? 0,
        searchText: model.searchText ?? '',
        releasedAt: model.releasedAt,
        isRequestable: model.isRequestable ?? false,
      })),
    ),
  );
  const productIds = await insertReturningIds(
    db,
    products,
    plans.flatMap(({ channelId, models }) =>
      models.flatMap((model) =>
        model.products.map((product) => ({
          ...product,
          channelId,
          modelId: idOf(modelIds, channelId, model.key),
        })),
      ),
    ),
  );

  await insertAll(
    db,
    productModelCategories,
    plans.flatMap(({ channelId, models }) =>
      models.flatMap((model) =>
        [model.leafKey, ...(model.extraLeafKey ? [model.extraLeafKey] : [])].map((leafKey) => ({
          modelId: idOf(modelIds, channelId, model.key),
          categoryId: idOf(leafIds, channelId, leafKey),
        })),
      ),
    ),
  );
  await insertAll(
    db,
    productModelTags,
    plans.flatMap(({ channelId, models }) =>
      models.flatMap((model) =>
        model.tagKeys.map((tagKey) => ({
          modelId: idOf(modelIds, channelId, model.key),
          tagId: idOf(tagIds, channelId, tagKey),
        })),
      ),
    ),
  );
  await insertAll(
    db,
    productReviews,
    plans.flatMap(({ channelId, models }) =>
      models.flatMap((model) =>
        model.reviews.map((review, index) => ({
          ...review,
          productId: idOf(
            productIds,
            channelId,
            model.products[model.reviewVariants[index] ?? 0]?.key ?? '',
          ),
        })),
      ),
    ),
  );

  // Recommendations: other models of the same top category; accessories: models of the
  // top category's accessory leaves. Both link the models' first products.
  await insertAll(
    db,
    productRelations,
    plans.flatMap(({ channelId, shop, models, random }) => {
      const first = (model: PlannedModel) =>
        idOf(productIds, channelId, model.products[0]?.key ?? '');
      const listed = models.filter((model) => !model.tagKeys.some((key) => isSecret(shop, key)));
      const rows: (typeof productRelations.$inferInsert)[] = [];
      for (const model of listed) {
        const root = shop.roots.find((candidate) => candidate.key === model.rootKey);
        const peers = listed.filter(
          (other) => other.rootKey === model.rootKey && other.key !== model.key,
        );
        random
          .shuffle(peers)
          .slice(0, 6)
          .forEach((other, position) =>
            rows.push({
              productId: first(model),
              relatedId: first(other),
              kind: 'recommend',
              position,
            }),
          );
        const accessoryLeaves = new Set(root?.accessories ?? []);
        if (accessoryLeaves.has(model.leafKey) || random.next() > 0.6) continue;
        const accessories = listed.filter((other) => accessoryLeaves.has(other.leafKey));
        random
          .shuffle(accessories)
          .slice(0, random.int(1, 3))
          .forEach((other, position) =>
            rows.push({
              productId: first(model),
              relatedId: first(other),
              kind: 'accessory',
              position,
            }),
          );
      }
      return rows;
    }),
  );
}

function isSecret(shop: ShopCatalogue, tagKey: string): boolean {
  return shop.tags.some((tag) => tag.key === tagKey && tag.password);
}
