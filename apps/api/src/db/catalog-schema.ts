import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { channels, users } from './base-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const channelId = () =>
  text('channel_id')
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' });

export type CategoryTable = 'products' | 'inquiries';

/** Category trees of a shop: products (three levels) and inquiry subjects. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    table: text('table').$type<CategoryTable>().notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    depth: integer('depth').notNull(),
    position: integer('position').notNull().default(0),
    /** Consumption tax of the products below (8 = reduced rate for food); null inherits 10. */
    taxRate: integer('tax_rate'),
  },
  (t) => [
    uniqueIndex('categories_channel_table_key').on(t.channelId, t.table, t.key),
    index('categories_parent').on(t.parentId),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull().default(''),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('brands_channel_key').on(t.channelId, t.key)],
);

export const makers = pgTable(
  'makers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull().default(''),
    description: text('description').notNull().default(''),
    url: text('url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('makers_channel_key').on(t.channelId, t.key)],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** argon2 hash; a protected tag's products are hidden until the password is given. */
    passwordHash: text('password_hash'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('tags_channel_key').on(t.channelId, t.key)],
);

/** Proof that a visitor gave a protected tag's password (sent back as tag_token). */
export const tagUnlocks = pgTable('tag_unlocks', {
  token: text('token').primaryKey(),
  tagId: integer('tag_id')
    .notNull()
    .references(() => tags.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type ProductSpec = { label: string; value: string };

/** A product model: what the shopper sees as one item; its products are the colour/size variants. */
export const productModels = pgTable(
  'product_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    makerId: integer('maker_id').references(() => makers.id, { onDelete: 'set null' }),
    /** Main category (a leaf): its path is the model's breadcrumb. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    variantAxis: text('variant_axis'),
    description: text('description').notNull().default(''),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    taxRate: integer('tax_rate').notNull().default(10),
    unit: text('unit').notNull().default('個'),
    caseQuantity: integer('case_quantity'),
    compatibleModels: text('compatible_models')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Units sold recently: the order of sort=popular. */
    salesCount: integer('sales_count').notNull().default(0),
    position: integer('position').notNull().default(0),
    /**
     * Names, codes, brand, maker, categories and fitting models, NFKC-normalised, lower-cased,
     * katakana folded to hiragana (services/catalog-search.ts): what keyword search matches.
     */
    searchText: text('search_text').notNull().default(''),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    /** Members may ask for it (商品リクエスト) even while a variant is in stock. */
    isRequestable: boolean('is_requestable').notNull().default(false),
    /**
     * Its first shown product, the one the list shows, and that product's tax-included price;
     * both null while no product is shown. Kept by triggers on products
     * (drizzle/0011_model_list_price.sql), so a list page reads its rows through an index of
     * its order and stops after them, instead of finding and pricing every model's first product.
     */
    listProductId: integer('list_product_id'),
    listPrice: integer('list_price'),
  },
  (t) => [
    uniqueIndex('product_models_channel_key').on(t.channelId, t.key),
    index('product_models_category').on(t.categoryId),
    // The list's orders (recommend, new, popular): a page reads its rows in index order.
    index('product_models_channel_position').on(t.channelId, t.position, t.id),
    index('product_models_channel_released').on(t.channelId, t.releasedAt),
    index('product_models_channel_sales').on(t.channelId, t.salesCount),
    // product_models_channel_price (channel, list price, position, id, including the listed
    // product) is made in drizzle/0011_model_list_price.sql: drizzle declares no INCLUDE.
    index('product_models_brand').on(t.brandId),
    index('product_models_maker').on(t.makerId),
  ],
);

/** Every category a model is listed in (its main one included). */
export const productModelCategories = pgTable(
  'product_model_categories',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.categoryId] }),
    index('product_model_categories_category').on(t.categoryId),
  ],
);

export const productModelTags = pgTable(
  'product_model_tags',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.tagId] }),
    index('product_model_tags_tag').on(t.tagId),
  ],
);

/** A sellable product: one variant of a model, with its own key, code, price and stock. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    variantLabel: text('variant_label'),
    /** Tax excluded, yen. */
    price: integer('price').notNull(),
    beforePrice: integer('before_price'),
    stock: integer('stock').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    /** Base colour of the generated images (#rrggbb). */
    colour: text('colour').notNull(),
    imageCount: integer('image_count').notNull().default(1),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_channel_key').on(t.channelId, t.key),
    // A model's first shown product (the list's entry) is the first of this index.
    index('products_model').on(t.modelId, t.position, t.id),
  ],
);

/**
 * Pictures a catalogue import brought in (the shop's own photos), one row per distinct file
 * (sha256 of its bytes), in the database like uploaded files so every API instance serves them.
 * `source` is where it was first read from: a URL found again in a later import is not fetched
 * again.
 */
export const catalogPictures = pgTable(
  'catalog_pictures',
  {
    hash: text('hash').primaryKey(),
    source: text('source').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('catalog_pictures_source').on(t.source)],
);

/**
 * A product's own pictures: `position` N is served as /v1/images/{channel}/products/{key}/N.png
 * in place of the drawn one (products.image_count counts them).
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    pictureHash: text('picture_hash')
      .notNull()
      .references(() => catalogPictures.hash),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index('product_pictures_picture').on(t.pictureHash),
  ],
);

export type ProductRelationKind = 'recommend' | 'accessory';

export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProductRelationKind>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.relatedId] })],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    nickname: text('nickname').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product').on(t.productId, t.createdAt),
    index('product_reviews_user').on(t.userId),
  ],
);

/** A member's favourites (POST/DELETE /v1/products/{key}/likes). */
export const productLikes = pgTable(
  'product_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_likes_product').on(t.productId),
  ],
);

/** Recently viewed products of a member or of a guest (by guest id), at most 10 each. */
export const productHistories = pgTable(
  'product_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_histories_user').on(t.userId, t.viewedAt),
    index('product_histories_guest').on(t.channelId, t.guestId, t.viewedAt),
  ],
);

export const productSearchHistories = pgTable(
  'product_search_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_search_histories_user').on(t.userId, t.createdAt),
    index('product_search_histories_guest').on(t.channelId, t.guestId),
  ],
);

export type ProductRequestKind = 'restock' | 'new';

export const productRequests = pgTable(
  'product_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: channelId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ProductRequestKind>().notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    body: text('body').notNull().default(''),
    /** When the member was mailed that the product is back in stock (restock requests). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('product_requests_user').on(t.userId, t.createdAt)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_user_product').on(t.userId, t.productId)],
);
