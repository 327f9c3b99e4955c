import type { CatalogProductQuery } from '@mise/store';

/**
 * The product list's search as the address bar carries it: every filter, the order and the
 * page live in the URL query, so back/forward, reloads and shared links show the same list.
 */
export type ProductSearch = {
  keyword: string;
  /** Category id ('' for all). */
  category: string;
  maker: string;
  brand: string;
  /** A tag's key ('' for all): タグ links and protected tags' lists. */
  tag: string;
  /** 車種から探す: the vehicle's maker (key), the vehicle (id) and its model year ('' for any). */
  vehicleMaker: string;
  vehicle: string;
  vehicleYear: string;
  /** Tax-inclusive yen as typed digits ('' for no bound). */
  priceMin: string;
  priceMax: string;
  inStock: boolean;
  sort: ProductSort;
  page: number;
};

export const PRODUCT_SORTS = [
  { value: 'recommend', label: 'おすすめ順' },
  { value: 'new', label: '新着順' },
  { value: 'price_asc', label: '価格の安い順' },
  { value: 'price_desc', label: '価格の高い順' },
  { value: 'review', label: '評価の高い順' },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

const DEFAULT_SORT: ProductSort = 'recommend';

/** The product list's own address (the search form's action). */
export const PRODUCT_LIST_PATH = '/product';

export const EMPTY_SEARCH: ProductSearch = {
  keyword: '',
  category: '',
  maker: '',
  brand: '',
  tag: '',
  vehicleMaker: '',
  vehicle: '',
  vehicleYear: '',
  priceMin: '',
  priceMax: '',
  inStock: false,
  sort: DEFAULT_SORT,
  page: 1,
};

const digits = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : '');
const isSort = (value: string | null): value is ProductSort =>
  PRODUCT_SORTS.some((sort) => sort.value === value);

/**
 * Reads a search from a URL query; anything malformed is dropped rather than sent on, and an
 * empty parameter (a blank field of the search form sent by GET) counts as absent.
 */
export function parseSearch(params: URLSearchParams): ProductSearch {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    category: digits(params.get('category')),
    maker: params.get('maker') ?? '',
    brand: params.get('brand') ?? '',
    tag: /^[A-Za-z0-9_-]{1,100}$/.test(params.get('tag') ?? '') ? params.get('tag')! : '',
    vehicleMaker: /^[A-Za-z0-9_-]{1,100}$/.test(params.get('vehicle_maker') ?? '')
      ? params.get('vehicle_maker')!
      : '',
    vehicle: /^[1-9]\d{0,8}$/.test(params.get('vehicle') ?? '') ? params.get('vehicle')! : '',
    vehicleYear: /^(19|20)\d{2}$/.test(params.get('vehicle_year') ?? '')
      ? params.get('vehicle_year')!
      : '',
    priceMin: digits(params.get('price_min')),
    priceMax: digits(params.get('price_max')),
    inStock: params.get('in_stock') === '1',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a search, leaving out what is at its default (short, canonical links). */
export function searchParams(search: ProductSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set('keyword', search.keyword);
  if (search.category) params.set('category', search.category);
  if (search.maker) params.set('maker', search.maker);
  if (search.brand) params.set('brand', search.brand);
  if (search.tag) params.set('tag', search.tag);
  if (search.vehicleMaker) params.set('vehicle_maker', search.vehicleMaker);
  if (search.vehicle) params.set('vehicle', search.vehicle);
  if (search.vehicleYear) params.set('vehicle_year', search.vehicleYear);
  if (search.priceMin) params.set('price_min', search.priceMin);
  if (search.priceMax) params.set('price_max', search.priceMax);
  if (search.inStock) params.set('in_stock', '1');
  if (search.sort !== DEFAULT_SORT) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The list's address for a search; `base` is /product or a maker's page. */
export function searchHref(search: ProductSearch, base = PRODUCT_LIST_PATH): string {
  const query = searchParams(search).toString();
  return query ? `${base}?${query}` : base;
}

/** The same search with some filters changed; any change of filter starts again at page 1. */
export function withSearch(search: ProductSearch, change: Partial<ProductSearch>): ProductSearch {
  return { ...search, page: 1, ...change };
}

/** The API's product query for a search (spec section 9: 15 a page). */
export function toApiQuery(search: ProductSearch): CatalogProductQuery {
  return {
    page: search.page,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.category ? { category: Number(search.category) } : {}),
    ...(search.maker ? { maker: search.maker } : {}),
    ...(search.brand ? { brand: search.brand } : {}),
    ...(search.tag ? { tag: search.tag } : {}),
    ...(search.vehicleMaker ? { vehicle_maker: search.vehicleMaker } : {}),
    ...(search.vehicle ? { vehicle: Number(search.vehicle) } : {}),
    ...(search.vehicleYear ? { vehicle_year: Number(search.vehicleYear) } : {}),
    ...(search.priceMin ? { price_min: Number(search.priceMin) } : {}),
    ...(search.priceMax ? { price_max: Number(search.priceMax) } : {}),
    ...(search.inStock ? { in_stock: 1 } : {}),
    ...(search.sort !== DEFAULT_SORT ? { sort: search.sort } : {}),
  };
}

/** Whether a search narrows the list at all (the heading then says 検索結果). */
export function isFiltered(search: ProductSearch): boolean {
  return Boolean(
    search.keyword ||
    search.category ||
    search.maker ||
    search.brand ||
    search.tag ||
    search.vehicleMaker ||
    search.vehicle ||
    search.vehicleYear ||
    search.priceMin ||
    search.priceMax ||
    search.inStock,
  );
}
