import { and, eq, sql } from 'drizzle-orm';
import { foldSearchText } from '../services/catalog-search.js';
import type { Database } from '../db/client.js';
import { brands, categories, makers } from '../db/schema.js';
import { catalogueOf } from './catalog-data.js';

const ADJECTIVES = [
  'ベーシック',
  'プレミアム',
  'ライト',
  'ヘビーデューティー',
  'コンパクト',
  'クラシック',
  'スリム',
  'ワイド',
  'ソフト',
  'ハード',
  'エコ',
  'プロ',
];

/** Where generated models and products start, after the demo catalogue's own positions. */
const FIRST_POSITION = 1_000_000;

/**
 * Adds `count` generated models to a shop's catalogue, one product each, for measuring at scale
 * (MISE_SEED_PRODUCTS). They are spread over the shop's leaf categories, brands and makers, with
 * prices, stock and search text like the demo's, and are written by a few set-based statements
 * (generate_series), so 100,000 take seconds rather than minutes. Keys are gen-NNNNNN. Each is
 * named after an item of its own category ("ベーシック 無地段ボール箱 000042" among the boxes),
 * so its picture shows what the category sells.
 */
export async function seedGeneratedProducts(
  db: Database,
  channelId: string,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  const tree = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .where(and(eq(categories.channelId, channelId), eq(categories.table, 'products')));
  const parents = new Set(tree.map((category) => category.parentId));
  const leaves = tree.filter((category) => !parents.has(category.id));
  if (leaves.length === 0) throw new Error(`${channelId} has no product categories to fill`);
  const shopBrands = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.channelId, channelId));
  const shopMakers = await db
    .select({ id: makers.id, name: makers.name })
    .from(makers)
    .where(eq(makers.channelId, channelId));
  // Each list as a JSON array the statement picks from by the row number; an empty one gives null.
  const list = (values: unknown[]) =>
    sql`${JSON.stringify(values.length ? values : [null])}::jsonb`;
  const pick = (values: unknown[], index: ReturnType<typeof sql>) =>
    sql`(${list(values)} ->> ((${index}) % ${Math.max(values.length, 1)})::int)`;
  const folded = (values: { name: string }[]) => values.map((value) => foldSearchText(value.name));
  // The items of each leaf by its name in the shop's word lists (a leaf the lists do not know
  // is its own item).
  const itemsByName = new Map<string, string[]>();
  for (const root of catalogueOf(channelId).roots)
    for (const mid of root.mids)
      for (const leaf of mid.leaves)
        itemsByName.set(leaf.name, [...(itemsByName.get(leaf.name) ?? []), ...leaf.items]);
  const leafItems = leaves.map((leaf) => itemsByName.get(leaf.name) ?? [leaf.name]);
  const adjective = sql`i`;
  const leafIndex = sql`((i * 13) % ${leaves.length})::int`;
  // One of the leaf's items: the row number past the adjectives picks it.
  const itemOf = (items: string[][]) => {
    const ofLeaf = sql`(${JSON.stringify(items)}::jsonb -> ${leafIndex})`;
    return sql`(${ofLeaf} ->> ((i / ${ADJECTIVES.length}) % jsonb_array_length(${ofLeaf}))::int)`;
  };
  const number = sql`lpad(i::text, 6, '0')`;

  await db.execute(sql`
    insert into product_models
      (channel_id, key, name, brand_id, maker_id, category_id, description, tax_rate, unit,
       sales_count, position, search_text, released_at)
    select
      ${channelId},
      'gen-' || ${number},
      ${pick(ADJECTIVES, adjective)} || ' ' || ${itemOf(leafItems)} || ' ' || ${number},
      ${pick(
        shopBrands.map((brand) => brand.id),
        sql`i * 7`,
      )}::int,
      ${pick(
        shopMakers.map((maker) => maker.id),
        sql`i * 11`,
      )}::int,
      ${pick(
        leaves.map((leaf) => leaf.id),
        sql`i * 13`,
      )}::int,
      '計測用に生成した商品です。',
      10,
      '個',
      (i * 7919) % 800,
      ${FIRST_POSITION} + i,
      ${pick(ADJECTIVES.map(foldSearchText), adjective)} || ' ' || ${itemOf(leafItems.map((items) => items.map(foldSearchText)))}
        || ' ' || ${number} || ' gn-' || ${number} || '-01 '
        || coalesce(${pick(folded(shopBrands), sql`i * 7`)}, '') || ' '
        || coalesce(${pick(folded(shopMakers), sql`i * 11`)}, '') || ' '
        || ${pick(folded(leaves), sql`i * 13`)},
      now() - make_interval(days => i % 1000)
    from generate_series(1, ${count}::int) as i
  `);
  await db.execute(sql`
    insert into product_model_categories (model_id, category_id)
    select id, category_id from product_models
    where channel_id = ${channelId} and position > ${FIRST_POSITION} and category_id is not null
  `);
  await db.execute(sql`
    insert into products
      (channel_id, model_id, key, code, name, price, stock, colour, image_count, position)
    select
      channel_id, id, key || '-01', 'GN-' || substr(key, 5) || '-01', name,
      500 + ((id * 2654435761) % 200) * 50,
      (id * 31) % 40,
      '#' || lpad(to_hex(((id * 2654435761) % 16777216)::int), 6, '0'),
      1,
      position
    from product_models
    where channel_id = ${channelId} and position > ${FIRST_POSITION}
  `);
  // Fresh statistics, or the planner takes the tables for the demo's few dozen rows (and the
  // small tables never analysed for far bigger ones); the visibility map, or index-only scans
  // visit the table for every row until autovacuum comes by.
  await db.execute(sql`vacuum analyze`);
}
