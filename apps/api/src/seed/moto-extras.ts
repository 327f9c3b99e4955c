import { and, asc, eq, gt, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  embroideryServices,
  productModels,
  productRelations,
  products,
  stylists,
} from '../db/schema.js';

const CHANNEL = 'moto';

/** The motorcycle shop's stylists (/stylist): riding-gear advisers of the demo shop. */
const STYLISTS = [
  {
    key: 'sato-misaki',
    name: '佐藤 美咲',
    nameKana: 'サトウ ミサキ',
    title: 'ライディングウェア担当',
    profile:
      '<p>ツーリング歴15年。季節に合わせたウェアの重ね着と、女性ライダーのサイズ選びをご提案します。</p><p>得意分野：ジャケット・パンツ・レインウェア</p>',
    colour: '#c8553d',
  },
  {
    key: 'kobayashi-ryo',
    name: '小林 亮',
    nameKana: 'コバヤシ リョウ',
    title: 'ヘルメット・グローブ担当',
    profile:
      '<p>元サーキットメカニック。頭囲と手囲の採寸から、ヘルメットとグローブのフィッティングをお手伝いします。</p><p>得意分野：ヘルメット・グローブ・プロテクター</p>',
    colour: '#2f6690',
  },
  {
    key: 'nakamura-ken',
    name: '中村 健',
    nameKana: 'ナカムラ ケン',
    title: 'カスタム・名入れ刺繍担当',
    profile:
      '<p>レザーウェアのリペアと名入れ刺繍を担当。ジャケットやグローブに入れるネームの書体・色選びをご相談ください。</p><p>得意分野：レザージャケット・ネーム刺繍</p>',
    colour: '#3a7d44',
  },
];

/** The name embroidery service: a product sold as an accessory of jackets and gloves. */
const SERVICE = {
  modelKey: 'name-embroidery',
  productKey: 'name-embroidery',
  code: 'SV-EMB-001',
  name: 'ネーム刺繍',
  /** Tax excluded, yen. */
  price: 1000,
};

/**
 * Stylists and the name embroidery service of the motorcycle shop. After the catalogue: the
 * embroiderable products are its jackets and gloves in stock. Re-runnable like the rest of the seed.
 */
export async function seedMotoExtras(db: Database): Promise<void> {
  await db
    .insert(stylists)
    .values(STYLISTS.map((stylist, i) => ({ channelId: CHANNEL, ...stylist, sortOrder: i })))
    .onConflictDoUpdate({
      target: [stylists.channelId, stylists.key],
      set: {
        name: sql`excluded.name`,
        nameKana: sql`excluded.name_kana`,
        title: sql`excluded.title`,
        profile: sql`excluded.profile`,
        colour: sql`excluded.colour`,
        sortOrder: sql`excluded.sort_order`,
      },
    });

  const [model] = await db
    .insert(productModels)
    .values({
      channelId: CHANNEL,
      key: SERVICE.modelKey,
      name: SERVICE.name,
      description:
        '<p>ジャケット・グローブにお名前を刺繍します。書体と糸の色をお選びいただけます。</p>',
      unit: '件',
      searchText: 'ねーむししゅう ネーム刺繍 名入れ',
      releasedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .onConflictDoUpdate({
      target: [productModels.channelId, productModels.key],
      set: { name: sql`excluded.name` },
    })
    .returning({ id: productModels.id });
  const [service] = await db
    .insert(products)
    .values({
      channelId: CHANNEL,
      modelId: model!.id,
      key: SERVICE.productKey,
      code: SERVICE.code,
      name: SERVICE.name,
      price: SERVICE.price,
      // A service, not goods: it never runs out.
      stock: 999_999,
      colour: '#3a7d44',
    })
    .onConflictDoUpdate({
      target: [products.channelId, products.key],
      set: { name: sql`excluded.name`, price: sql`excluded.price`, stock: sql`excluded.stock` },
    })
    .returning({ id: products.id });
  await db
    .insert(embroideryServices)
    .values({ channelId: CHANNEL, productId: service!.id })
    .onConflictDoUpdate({
      target: embroideryServices.channelId,
      set: { productId: service!.id },
    });

  const wear = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(
      and(
        eq(products.channelId, CHANNEL),
        eq(products.isShow, true),
        // In stock: the demo's shoppers can buy them with their embroidery.
        gt(products.stock, 5),
        or(like(productModels.name, '%ジャケット%'), like(productModels.name, '%グローブ%')),
      ),
    )
    .orderBy(asc(products.id));
  if (wear.length === 0) return;
  await db
    .insert(productRelations)
    .values(
      wear.map((product) => ({
        productId: product.id,
        relatedId: service!.id,
        kind: 'accessory' as const,
        position: 99,
      })),
    )
    .onConflictDoNothing();
}
