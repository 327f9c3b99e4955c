/**
 * The catalogue's records as the API answers them (apps/api/src/routes/catalog/schemas.ts).
 * Written out here while the API client still types these calls loosely (pending endpoints).
 */
type Ref = { id: number; key: string; name: string };

export type CatalogImage = { id: number; path: string; width: number; height: number; alt: string };

export type CatalogCategoryRef = Ref & { parent_id: number | null; depth: number };

type ProductFields = Ref & {
  code: string;
  product_price: number;
  product_price_with_tax: number;
  before_price: number | null;
  before_price_with_tax: number | null;
  tax_rate: number;
  variant_label: string | null;
  stock: number;
  is_stock_available: boolean;
  is_show_product: boolean;
  is_favorite: boolean;
  case_quantity: number | null;
  unit: string;
  brand: Ref | null;
  maker: Ref | null;
  image: CatalogImage;
  review: { average: number; count: number };
  compatible_models: string[];
  released_at: string;
  logreco_rcmd_ct: string | null;
};

export type CatalogProduct = ProductFields & {
  product_model: Ref & { categories: CatalogCategoryRef[] };
  tags: Ref[];
};

export type CatalogVariant = Ref & {
  code: string;
  variant_label: string | null;
  product_price: number;
  product_price_with_tax: number;
  before_price: number | null;
  before_price_with_tax: number | null;
  stock: number;
  is_stock_available: boolean;
  image: CatalogImage;
};

export type CatalogProductDetail = ProductFields & {
  description: string;
  images: CatalogImage[];
  specs: { label: string; value: string }[];
  product_model: Ref & {
    variant_axis: string | null;
    products: CatalogVariant[];
    categories: CatalogCategoryRef[];
  };
  category_paths: CatalogCategoryRef[][];
  tags: Ref[];
};

export type CatalogReview = {
  id: number;
  product_id: number;
  rating: number;
  title: string;
  body: string;
  nickname: string;
  created_at: string;
};

export type CatalogCategory = Ref & {
  parent_id: number | null;
  depth: number;
  product_count: number;
  children: CatalogCategory[];
};

export type CatalogBrand = Ref & {
  name_kana: string;
  description: string;
  image: { path: string } | null;
  product_count: number;
};

export type CatalogMaker = CatalogBrand & { url: string | null };

export type CatalogProductSummary = Ref & {
  code: string;
  product_price: number;
  product_price_with_tax: number;
  before_price: number | null;
  before_price_with_tax: number | null;
  is_stock_available: boolean;
  is_show_product: boolean;
  is_favorite: boolean;
  image: CatalogImage;
  brand: Ref | null;
};

export type ProductHistoryEntry = {
  id: number;
  product_id: number;
  product: CatalogProductSummary;
  viewed_at: string;
};

export type ProductSearchHistoryEntry = { id: number; query: string; created_at: string };

export type ProductRequestHistoryEntry = {
  id: number;
  product_id: number | null;
  product: CatalogProductSummary | null;
  kind: 'restock' | 'new';
  name: string;
  quantity: number;
  body: string;
  created_at: string;
};

export type BookmarkEntry = {
  id: number;
  product_id: number;
  product: CatalogProductSummary;
  created_at: string;
};
