import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { Database } from '../../db/client.js';
import type { StoredBlock } from '../../db/schema.js';
import { collectionProductIds } from '../../services/content/collections.js';
import { shownFreeArea } from '../../services/content/free-areas.js';
import { latestNews, readNewsIds } from '../../services/content/news.js';
import { Coupon, couponsByCode } from '../../services/coupons.js';
import { ProductCard, productCards } from '../../services/product-cards.js';
import {
  describeMonths,
  loadBusinessCalendar,
  monthsFrom,
  todayInJapan,
} from '../../services/business-days.js';
import { Banner, bannersOf } from './banners.js';
import { CalendarDay } from './business-dates.js';
import { NewsItem, toNewsItem } from './news.js';

const title = Type.String();
const optionalText = Type.Union([Type.String(), Type.Null()]);

/** The blocks a landing page or page layout answers, references expanded, in order. */
export const Block = Type.Union([
  Type.Object({
    type: Type.Literal('hero'),
    title,
    subtitle: optionalText,
    link_url: optionalText,
    link_label: optionalText,
  }),
  Type.Object({ type: Type.Literal('rich_text'), title: optionalText, html: Type.String() }),
  Type.Object({
    type: Type.Literal('banners'),
    title: optionalText,
    area: Type.String(),
    banners: Type.Array(Banner),
  }),
  Type.Object({ type: Type.Literal('products'), title, products: Type.Array(ProductCard) }),
  Type.Object({
    type: Type.Literal('collection'),
    title,
    alias: Type.String(),
    products: Type.Array(ProductCard),
  }),
  Type.Object({ type: Type.Literal('coupons'), title, coupons: Type.Array(Coupon) }),
  Type.Object({
    type: Type.Literal('free_area'),
    code: Type.String(),
    title: Type.String(),
    body: Type.String({ description: 'HTML' }),
  }),
  Type.Object({ type: Type.Literal('news'), title, news: Type.Array(NewsItem) }),
  Type.Object({
    type: Type.Literal('calendar'),
    title,
    today: Type.String({ format: 'date', description: "the shop's today (Japan)" }),
    months: Type.Array(
      Type.Object({
        month: Type.String({ description: 'YYYY-MM' }),
        dates: Type.Array(CalendarDay),
      }),
    ),
  }),
  Type.Object({
    type: Type.Literal('links'),
    title,
    links: Type.Array(Type.Object({ label: Type.String(), url: Type.String() })),
  }),
]);
export type Block = Static<typeof Block>;

type Context = { db: Database; channelId: string; userId: number | undefined };

async function expand(block: StoredBlock, context: Context): Promise<Block | null> {
  const { db, channelId, userId } = context;
  switch (block.type) {
    case 'hero':
      return {
        type: 'hero',
        title: block.title,
        subtitle: block.subtitle ?? null,
        link_url: block.link_url ?? null,
        link_label: block.link_label ?? null,
      };
    case 'rich_text':
      return { type: 'rich_text', title: block.title ?? null, html: block.html };
    case 'banners':
      return {
        type: 'banners',
        title: block.title ?? null,
        area: block.area,
        banners: await bannersOf(db, channelId, [block.area]),
      };
    case 'products':
      return {
        type: 'products',
        title: block.title,
        products: await productCards(db, channelId, block.product_ids, userId),
      };
    case 'collection': {
      const found = await collectionProductIds(db, channelId, block.alias);
      if (!found) return null;
      const ids = found.productIds.slice(0, block.limit ?? found.productIds.length);
      return {
        type: 'collection',
        title: block.title ?? found.collection.title,
        alias: block.alias,
        products: await productCards(db, channelId, ids, userId),
      };
    }
    case 'coupons':
      return {
        type: 'coupons',
        title: block.title,
        coupons: await couponsByCode(db, channelId, block.coupon_codes, userId),
      };
    case 'free_area': {
      const area = await shownFreeArea(db, channelId, block.code);
      return area
        ? { type: 'free_area', code: area.code, title: area.title, body: area.body }
        : null;
    }
    case 'news': {
      const rows = await latestNews(db, channelId, block.limit);
      const read = await readNewsIds(
        db,
        userId,
        rows.map((row) => row.id),
      );
      return { type: 'news', title: block.title, news: rows.map((row) => toNewsItem(row, read)) };
    }
    case 'links':
      return { type: 'links', title: block.title, links: block.links };
    case 'calendar': {
      // From this month (in Japan) on: the answer changes with the date, so the response cache's
      // lifetime bounds how late a new month shows.
      const today = todayInJapan();
      const { start, end } = monthsFrom(today, Math.min(Math.max(block.months, 1), 3));
      const calendar = await loadBusinessCalendar(db, channelId);
      return {
        type: 'calendar',
        title: block.title,
        today,
        months: describeMonths(calendar, start, end),
      };
    }
  }
}

/**
 * The stored blocks with their references read: banners of the area, coupons (is_taken for the
 * member), products, the collection, the free area, the latest news. A block whose reference is
 * gone (hidden free area, unknown collection) is left out rather than shown empty.
 */
export async function expandBlocks(blocks: readonly StoredBlock[], context: Context) {
  const expanded: Block[] = [];
  for (const block of blocks) {
    const result = await expand(block, context);
    if (result) expanded.push(result);
  }
  return expanded;
}
