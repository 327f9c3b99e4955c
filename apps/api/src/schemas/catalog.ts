import { Type } from 'typebox';
import type { Static } from 'typebox';

/**
 * Response shapes of the catalogue (spec section 7 "Products" plus its reference data:
 * categories, brands, makers, tags, reviews, histories, bookmarks). Field names follow the
 * storefront's `Product` type (packages/api-client/src/resources/products.ts). Prices are integer
 * yen; `*_with_tax` are tax-inclusive, the others tax-exclusive.
 */

const nullableText = Type.Union([Type.String(), Type.Null()]);
const nullableInt = Type.Union([Type.Integer(), Type.Null()]);
const dateTime = Type.String({ format: 'date-time' });

/** An image the API serves itself (GET /v1/images/...); `path` is absolute from the API root. */
export const ProductImage = Type.Object({
  id: Type.Integer(),
  path: Type.String({ description: 'e.g. /v1/images/{channel}/products/{key}/1.png' }),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.String(),
});
export type ProductImage = Static<typeof ProductImage>;

export const BrandRef = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
});

export const MakerRef = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
});

export const TagRef = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
});

/** A category on a product's path, root first (depth 1 = top level). */
export const CategoryRef = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  parent_id: nullableInt,
  depth: Type.Integer({ minimum: 1 }),
});

/** Review summary of a product. */
export const ReviewSummary = Type.Object({
  average: Type.Number({ description: '0 when there is no review; one decimal' }),
  count: Type.Integer(),
});

/** Fields a product has in lists and in its detail. */
const productFields = {
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  code: Type.String({ description: 'product code (SKU)' }),
  /** Tax excluded. */
  product_price: Type.Integer(),
  product_price_with_tax: Type.Integer(),
  /** Price before a reduction (tax excluded), null when not reduced. */
  before_price: nullableInt,
  before_price_with_tax: nullableInt,
  /** 10, or the reduced rate 8 (food). */
  tax_rate: Type.Integer(),
  /** e.g. 'ブラック / M'; null for a model with a single product. */
  variant_label: nullableText,
  stock: Type.Integer(),
  is_stock_available: Type.Boolean(),
  is_show_product: Type.Boolean(),
  /** The member has liked the product (always false for guests). */
  is_favorite: Type.Boolean(),
  /** Pieces in a case (business shop); null when sold by the piece. */
  case_quantity: nullableInt,
  /** Sales unit, e.g. '個', 'ケース', 'セット'. */
  unit: Type.String(),
  brand: Type.Union([BrandRef, Type.Null()]),
  maker: Type.Union([MakerRef, Type.Null()]),
  /** First image of the product. */
  image: ProductImage,
  review: ReviewSummary,
  /** Bike models a part fits (moto shop); empty elsewhere. */
  compatible_models: Type.Array(Type.String()),
  released_at: dateTime,
  /**
   * A pre-order (予約商品): its release (released_at) is still ahead. It can be ordered now and
   * ships from the release day.
   */
  is_pre_order: Type.Boolean(),
  /** Recommendation tracking code of spec section 3; null when not from a recommendation. */
  logreco_rcmd_ct: nullableText,
};

/**
 * A product as GET /v1/products (and recommend, accessories) lists it: one entry per model, shown
 * as its first product. `stock` and `is_stock_available` cover the whole model there (the entry
 * can be bought while any variant can); the detail has each variant's own.
 */
export const ProductListItem = Type.Object({
  ...productFields,
  product_model: Type.Object({
    id: Type.Integer(),
    key: Type.String(),
    name: Type.String(),
    /** The category path of the model's main category, root first. */
    categories: Type.Array(CategoryRef),
  }),
  tags: Type.Array(TagRef),
});
export type ProductListItem = Static<typeof ProductListItem>;

/** One product of a model (a colour/size variant) as the detail lists them. */
export const VariantProduct = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  code: Type.String(),
  variant_label: nullableText,
  product_price: Type.Integer(),
  product_price_with_tax: Type.Integer(),
  before_price: nullableInt,
  before_price_with_tax: nullableInt,
  stock: Type.Integer(),
  is_stock_available: Type.Boolean(),
  image: ProductImage,
});
export type VariantProduct = Static<typeof VariantProduct>;

/** A product as GET /v1/products/{key} answers it (inside `data`). */
export const ProductDetail = Type.Object({
  ...productFields,
  /** HTML (sanitised by the storefront's RichContent). */
  description: Type.String(),
  images: Type.Array(ProductImage),
  /** Label/value rows of the specification table (material, size, fits …). */
  specs: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  product_model: Type.Object({
    id: Type.Integer(),
    key: Type.String(),
    name: Type.String(),
    /** What the variants differ by, e.g. 'カラー' or 'カラー / サイズ'; null with one product. */
    variant_axis: nullableText,
    /** The shop takes product requests (商品をリクエスト) for it even while it is in stock. */
    is_requestable: Type.Boolean(),
    /** Every shown product of the model, this one included, in display order. */
    products: Type.Array(VariantProduct),
    categories: Type.Array(CategoryRef),
  }),
  /** Every category of the model, each as its path root first. */
  category_paths: Type.Array(Type.Array(CategoryRef)),
  tags: Type.Array(TagRef),
});
export type ProductDetail = Static<typeof ProductDetail>;

export const ProductList = Type.Object({ data: Type.Array(ProductListItem) });
export const ProductDetailResponse = Type.Object({ data: ProductDetail });

/** Categories as a tree (GET /v1/categories/hierarchy): at most three levels. */
const categoryNodeFields = {
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  parent_id: nullableInt,
  depth: Type.Integer({ minimum: 1 }),
  /** Shown products in this category and below (0 for inquiry categories). */
  product_count: Type.Integer(),
};
export const CategoryLeaf = Type.Object({
  ...categoryNodeFields,
  children: Type.Array(Type.Never()),
});
export const CategoryBranch = Type.Object({
  ...categoryNodeFields,
  children: Type.Array(CategoryLeaf),
});
export const CategoryNode = Type.Object({
  ...categoryNodeFields,
  children: Type.Array(CategoryBranch),
});
export type CategoryNode = Static<typeof CategoryNode>;
export const CategoryHierarchy = Type.Object({ data: Type.Array(CategoryNode) });

export const Brand = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  name_kana: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.Object({ path: Type.String() }), Type.Null()]),
  product_count: Type.Integer(),
});
export type Brand = Static<typeof Brand>;

export const Maker = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  name_kana: Type.String(),
  /** HTML. */
  description: Type.String(),
  url: nullableText,
  image: Type.Union([Type.Object({ path: Type.String() }), Type.Null()]),
  product_count: Type.Integer(),
});
export type Maker = Static<typeof Maker>;

export const Tag = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  /** The tag's products are listed only after POST /v1/tags/password. */
  is_password_protected: Type.Boolean(),
  product_count: Type.Integer(),
});
export type Tag = Static<typeof Tag>;

/** POST /v1/tags/password: the tag and an unlock token to send as `tag_token` on /v1/products. */
export const TagUnlock = Type.Object({
  result: Type.Boolean(),
  data: Tag,
  tag_token: Type.String(),
});

export const Review = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String(),
  body: Type.String(),
  /** The reviewer's display name (nickname), never the e-mail. */
  nickname: Type.String(),
  created_at: dateTime,
});
export type Review = Static<typeof Review>;

/** Product as histories and bookmarks embed it (smaller than a list item). */
export const ProductSummary = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  code: Type.String(),
  product_price: Type.Integer(),
  product_price_with_tax: Type.Integer(),
  before_price: nullableInt,
  before_price_with_tax: nullableInt,
  is_stock_available: Type.Boolean(),
  is_show_product: Type.Boolean(),
  is_favorite: Type.Boolean(),
  image: ProductImage,
  brand: Type.Union([BrandRef, Type.Null()]),
});
export type ProductSummary = Static<typeof ProductSummary>;

/** A viewed product (spec section 3: product_id, product with id and is_favorite). */
export const ProductHistory = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  product: ProductSummary,
  viewed_at: dateTime,
});
export type ProductHistory = Static<typeof ProductHistory>;

export const ProductSearchHistory = Type.Object({
  id: Type.Integer(),
  query: Type.String(),
  created_at: dateTime,
});
export type ProductSearchHistory = Static<typeof ProductSearchHistory>;

/** A restock or new-product request (POST /v1/product-requests) as the member's history lists it. */
export const ProductRequestHistory = Type.Object({
  id: Type.Integer(),
  /** The requested product when it is a restock request; null for a new-product request. */
  product_id: nullableInt,
  product: Type.Union([ProductSummary, Type.Null()]),
  /** 'restock' or 'new'. */
  kind: Type.Union([Type.Literal('restock'), Type.Literal('new')]),
  /** Product name as the member wrote it (new products) or the product's name. */
  name: Type.String(),
  quantity: Type.Integer(),
  body: Type.String(),
  created_at: dateTime,
});
export type ProductRequestHistory = Static<typeof ProductRequestHistory>;

export const Bookmark = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  product: ProductSummary,
  created_at: dateTime,
});
export type Bookmark = Static<typeof Bookmark>;
