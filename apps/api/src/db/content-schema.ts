import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog-schema.js';
import { bytea } from './columns.js';
import { channels, users } from './base-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const channelId = () =>
  text('channel_id')
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' });
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Colours of a generated image (banners, catalogue pages): background and text. */
export type ArtColors = { background: string; foreground: string; accent: string };

/** Shop news (お知らせ), newest first; `key` is the URL slug of /news/{key}. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    key: text('key').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    isShow: boolean('is_show').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('news_channel_key').on(t.channelId, t.key),
    index('news_channel_published').on(t.channelId, t.publishedAt),
  ],
);

/** Which member has read which news item (POST /v1/news/readables). */
export const newsReads = pgTable(
  'news_reads',
  {
    userId: userId(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] })],
);

export const blogs = pgTable(
  'blogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    key: text('key').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    author: text('author').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isShow: boolean('is_show').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blogs_channel_key').on(t.channelId, t.key),
    index('blogs_channel_published').on(t.channelId, t.publishedAt),
  ],
);

/** Banners placed by area (top_main, top_sub, sidebar, ...); the image is drawn by the API. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    /** Natural key for re-seeding. */
    code: text('code').notNull(),
    area: text('area').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    alt: text('alt').notNull(),
    linkUrl: text('link_url'),
    /** Name the download is saved under (Japanese allowed), without extension. */
    fileName: text('file_name').notNull(),
    /**
     * Offered for download where it shows (a link banner shoppers may put on their blog);
     * GET /v1/banners/{id}/download serves only these.
     */
    isDownloadable: boolean('is_downloadable').notNull().default(false),
    colors: jsonb('colors').$type<ArtColors>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('banners_channel_code').on(t.channelId, t.code),
    index('banners_channel_area').on(t.channelId, t.area),
  ],
);

/** When a popup opens: on page load (of one path or any page), or when an ecommerce event fires. */
export type PopupTrigger = 'page_load' | 'event';

export const popups = pgTable(
  'popups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
    trigger: text('trigger').$type<PopupTrigger>().notNull(),
    /** The ecommerce event name that opens it (trigger 'event'). */
    eventName: text('event_name'),
    /** Shop path it opens on (trigger 'page_load'); null: every page. */
    pagePath: text('page_path'),
    sortOrder: integer('sort_order').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('popups_channel_code').on(t.channelId, t.code)],
);

export const qaCategories = pgTable(
  'qa_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('qa_categories_channel_code').on(t.channelId, t.code)],
);

export const qas = pgTable(
  'qas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => qaCategories.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qas_channel_code').on(t.channelId, t.code)],
);

/**
 * One block of a landing page or page layout, as stored. The API expands references (banner
 * area, coupon ids, product ids, collection alias, free area code, news count) when it answers.
 */
export type StoredBlock =
  | { type: 'hero'; title: string; subtitle?: string; link_url?: string; link_label?: string }
  | { type: 'rich_text'; title?: string; html: string }
  | { type: 'banners'; area: string; title?: string }
  | { type: 'products'; title: string; product_ids: number[] }
  | { type: 'collection'; alias: string; title?: string; limit?: number }
  | { type: 'coupons'; title: string; coupon_codes: string[] }
  | { type: 'free_area'; code: string }
  | { type: 'news'; title: string; limit: number }
  | { type: 'links'; title: string; links: { label: string; url: string }[] }
  /** The business-day calendar of `months` months (1-3) from the current one. */
  | { type: 'calendar'; title: string; months: number };

export const landingPages = pgTable(
  'landing_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isShowHeader: boolean('is_show_header').notNull().default(true),
    isShowFooter: boolean('is_show_footer').notNull().default(true),
    /** When set, the page answers with an x-redirect header to this URL. */
    redirectUrl: text('redirect_url'),
    layout: jsonb('layout').$type<StoredBlock[]>().notNull(),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('landing_pages_channel_slug').on(t.channelId, t.slug)],
);

/** Ordered blocks composing a page of the shop (the top page, the members' shop top, ...). */
export const pageLayouts = pgTable(
  'page_layouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    page: text('page').notNull(),
    title: text('title').notNull(),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull(),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('page_layouts_channel_page').on(t.channelId, t.page)],
);

/** A curated list of products (おすすめ, 新商品, ...) addressed by alias. */
export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    alias: text('alias').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('collections_channel_alias').on(t.channelId, t.alias)],
);

/** Products of a collection in order; product_id is the catalogue's products.id. */
export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

/** Printed catalogues a shopper can order or leaf through (flip-book); pages drawn by the API. */
export const catalogs = pgTable(
  'catalogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** Heading of each page after the cover, in order. */
    pages: text('pages').array().notNull(),
    colors: jsonb('colors').$type<ArtColors>().notNull(),
    isOrderable: boolean('is_orderable').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('catalogs_channel_code').on(t.channelId, t.code)],
);

/**
 * Files uploaded through POST /v1/upload-files, bytes included: every API instance on the database
 * serves every file, whichever instance it was uploaded through.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    dir: text('dir').notNull(),
    /** The name the file was uploaded with. */
    name: text('name').notNull(),
    /** channel/dir/id.ext: its last part is the last part of the file's URL. */
    storedPath: text('stored_path').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /**
     * The file (at most 5 MB). Null for a file uploaded before migration 0018, whose bytes were
     * kept on the disk of the instance it came through: it answers 404 like a missing file.
     */
    bytes: bytea('bytes'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploaded_files_stored_path').on(t.storedPath)],
);

/** The weekly closing days of a shop and whether it closes on public holidays. */
export const businessCalendars = pgTable('business_calendars', {
  channelId: channelId().primaryKey(),
  /** 0 = Sunday … 6 = Saturday. */
  closedWeekdays: integer('closed_weekdays').array().notNull(),
  closedOnPublicHolidays: boolean('closed_on_public_holidays').notNull().default(true),
});

/** A date that differs from the weekly rule: a shop holiday (年末年始) or a special business day. */
export const businessDates = pgTable(
  'business_dates',
  {
    channelId: channelId(),
    date: date('date', { mode: 'string' }).notNull(),
    isHoliday: boolean('is_holiday').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.date] })],
);

export type DiscountType = 'fixed' | 'percent';

/** Discount coupons; the cart (issue 8) applies discount_type, amount and min_order_amount. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    /** What a shopper types at checkout; unique per shop. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** Yen for 'fixed', percent (1–100) for 'percent'. */
    amount: integer('amount').notNull(),
    /** Smallest order subtotal (yen, tax included) the coupon applies to; 0 = any. */
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    /** Largest discount in yen for a percent coupon; null = no cap. */
    maxDiscountAmount: integer('max_discount_amount'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Listed in GET /v1/coupons; others are handed out only through landing pages. */
    isPublic: boolean('is_public').notNull().default(true),
    isShow: boolean('is_show').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_channel_code').on(t.channelId, t.code)],
);

/** Coupons a member took (once each); used_at is set by the order that spends it. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: userId(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** Where it was taken: 'lp' on a landing page, 'coupon' on the coupon page, ... */
    page: text('page').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] })],
);

/** Shop events the storefront reports (add to cart, purchase, ...), for tracking and popups. */
export const ecommerceEvents = pgTable(
  'ecommerce_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    name: text('name').notNull(),
    args: jsonb('args').$type<Record<string, unknown>>().notNull(),
    cartToken: text('cart_token'),
    logrecoRcmdCt: text('logreco_rcmd_ct'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    popupId: integer('popup_id').references(() => popups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ecommerce_events_channel_name').on(t.channelId, t.name)],
);
