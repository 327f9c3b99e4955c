import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type {
  ApiClient,
  Brand,
  CategoryNode,
  Maker,
  Page,
  Product,
  ProductDetail,
  ProductReview,
} from '@mise/api-client';
import type { CookieJar } from '../../env.js';
import { logout } from '../../logout.js';
import { sessionStarted } from '../account/index.js';
import { createAppThunk } from '../../thunk.js';
import { setFavorite } from './favorites.js';
import { tagTokenParam } from './tags.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

// The catalogue's records are the API client's, typed from the API's OpenAPI document; these
// names are the ones the storefront already imports from the store.
export type CatalogProduct = Product;
export type CatalogProductDetail = ProductDetail;
export type CatalogReview = ProductReview;
export type CatalogBrand = Brand;
export type CatalogMaker = Maker;
/** The category tree: three levels at most, the leaves' children always empty. */
export type CatalogCategory = CategoryNode;

type Products = ApiClient['products'];
export type CatalogProductQuery = NonNullable<Parameters<Products['list']>[0]>;

/**
 * A query as a stable string: the same filters in any key order, with empty values left out,
 * give the same key (spec section 7: a query identical to the previous one is not sent again).
 */
export function productQueryKey(query: CatalogProductQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(entries).toString();
}

export type ProductsState = {
  /** The product list of the last query. */
  list: CatalogProduct[];
  page: Page | null;
  query: CatalogProductQuery | null;
  queryKey: string | null;
  listStatus: Status;
  /** The product page open now (by key). */
  detail: CatalogProductDetail | null;
  detailKey: string | null;
  detailStatus: Status;
  /** Recommendations and accessories of `relationsKey` (asked for beside the product, either may come first). */
  recommendations: CatalogProduct[];
  accessories: CatalogProduct[];
  relationsKey: string | null;
  /**
   * The products another service (NaviPlus) recommends for `pickedKey`, in its order: the
   * product page shows them instead of `recommendations` when the service answered.
   */
  picked: CatalogProductDetail[];
  pickedKey: string | null;
  /** Reviews of `reviewsKey`, one page at a time. */
  reviews: CatalogReview[];
  reviewsPage: Page | null;
  reviewsKey: string | null;
};

const productsInitial: ProductsState = {
  list: [],
  page: null,
  query: null,
  queryKey: null,
  listStatus: 'idle',
  detail: null,
  detailKey: null,
  detailStatus: 'idle',
  recommendations: [],
  accessories: [],
  relationsKey: null,
  picked: [],
  pickedKey: null,
  reviews: [],
  reviewsPage: null,
  reviewsKey: null,
};

/**
 * The product list for `query`. Skipped when the query is the one already shown (spec
 * section 7) — a page that was server-rendered or revisited does not ask twice.
 */
export const fetchProducts = createAppThunk(
  'products/fetchList',
  async (query: CatalogProductQuery, { extra }) => {
    const sent = withTagTokens(query, extra.cookies);
    const result = await extra.api.products.list(sent);
    return {
      data: result.data,
      page: result.page,
      query,
      queryKey: productQueryKey(sent),
    };
  },
  {
    // A tag unlocked since is another query: its products join the list.
    condition: (query, { getState, extra }) => {
      const { products } = getState();
      if (products.listStatus === 'failed') return true;
      return products.queryKey !== productQueryKey(withTagTokens(query, extra.cookies));
    },
  },
);

/** A product query with the tokens of the protected tags this visitor unlocked (if any). */
function withTagTokens(query: CatalogProductQuery, cookies: CookieJar): CatalogProductQuery {
  const tagToken = tagTokenParam(cookies);
  return tagToken ? { ...query, tag_token: tagToken } : query;
}

/** A product by key; one of an unlocked protected tag opens with the tag's token. */
export const fetchProduct = createAppThunk(
  'products/fetchDetail',
  async (key: string, { extra }) => {
    const tagToken = tagTokenParam(extra.cookies);
    return (await extra.api.products.detail(key, tagToken ? { tag_token: tagToken } : {})).data;
  },
);

/** What goes with a product page: its recommendations and accessories (never critical). */
export const fetchProductRelations = createAppThunk(
  'products/fetchRelations',
  async (key: string, { extra }) => {
    const [recommend, accessories] = await Promise.all([
      extra.api.products.recommend(key),
      extra.api.products.accessories(key),
    ]);
    return {
      recommendations: recommend.data,
      accessories: accessories.data,
    };
  },
);

/**
 * The products of keys a recommendation service gave for the product `forKey`, in its order.
 * Keys the shop does not sell (any more), or of a locked tag, are left out; the answer is what
 * remains (empty: the page keeps its own recommendations).
 */
export const fetchPickedProducts = createAppThunk(
  'products/fetchPicked',
  async ({ keys }: { forKey: string; keys: string[] }, { extra }) => {
    const tagToken = tagTokenParam(extra.cookies);
    const answers = await Promise.allSettled(
      keys.map((key) => extra.api.products.detail(key, tagToken ? { tag_token: tagToken } : {})),
    );
    return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.data] : []));
  },
);

export const fetchReviews = createAppThunk(
  'products/fetchReviews',
  async ({ key, page = 1 }: { key: string; page?: number }, { extra }) => {
    const result = await extra.api.products.reviews(key, { page });
    return { data: result.data, page: result.page };
  },
);

export type ReviewBody = Parameters<Products['postReview']>[1];

/**
 * Posts a member's review; the first page of reviews is read again to show it. captchaToken:
 * the bot protection's token for the form, when the shop has a site key.
 */
export const postReview = createAppThunk(
  'products/postReview',
  async (
    {
      key,
      productId,
      review,
      captchaToken,
    }: { key: string; productId: number; review: ReviewBody; captchaToken?: string },
    { dispatch, extra },
  ) => {
    const result = await extra.api.products.postReview(productId, review, captchaToken);
    await dispatch(fetchReviews({ key, page: 1 }));
    return result;
  },
);

export const productsSlice = createSlice({
  name: 'products',
  initialState: productsInitial,
  reducers: {
    /**
     * The list shown is read again by the next fetch of the same query: a shared page's list,
     * once the browser knows the shopper is a member (whose favourites it did not hold).
     */
    productListStale(state) {
      state.queryKey = null;
    },
  },
  extraReducers: (builder) =>
    builder
      // is_favorite is the member's: after logout the list and page are read again.
      .addCase(logout, (state) => {
        state.queryKey = null;
        state.detailKey = null;
        state.detail = null;
        state.detailStatus = 'idle';
      })
      // After a login (or the browser's check on a shared page) the list is read again as the
      // member's; what shows stays until then.
      .addCase(sessionStarted, (state) => {
        state.queryKey = null;
      })
      .addCase(fetchProducts.pending, (state) => {
        state.listStatus = 'loading';
      })
      .addCase(fetchProducts.fulfilled, (state, action) => {
        state.listStatus = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.query = action.payload.query;
        state.queryKey = action.payload.queryKey;
      })
      .addCase(fetchProducts.rejected, (state, action) => {
        // A route change cancels the request: the next query goes ahead, nothing failed.
        if (action.meta.condition || action.error.name === 'CanceledError') return;
        state.listStatus = 'failed';
        state.queryKey = null;
      })
      .addCase(fetchProduct.pending, (state, action) => {
        state.detailStatus = 'loading';
        if (state.relationsKey !== action.meta.arg) {
          state.recommendations = [];
          state.accessories = [];
        }
      })
      .addCase(fetchProduct.fulfilled, (state, action) => {
        state.detailStatus = 'loaded';
        state.detail = action.payload;
        state.detailKey = action.meta.arg;
      })
      .addCase(fetchProduct.rejected, (state, action) => {
        state.detailStatus = 'failed';
        state.detail = null;
        state.detailKey = action.meta.arg;
      })
      .addCase(fetchProductRelations.pending, (state, action) => {
        if (state.relationsKey !== action.meta.arg) {
          state.recommendations = [];
          state.accessories = [];
        }
        state.relationsKey = action.meta.arg;
      })
      .addCase(fetchProductRelations.fulfilled, (state, action) => {
        // Only the product asked for last: an earlier page's answer arriving late is dropped.
        if (state.relationsKey !== action.meta.arg) return;
        state.recommendations = action.payload.recommendations;
        state.accessories = action.payload.accessories;
      })
      .addCase(fetchPickedProducts.pending, (state, action) => {
        state.picked = [];
        state.pickedKey = action.meta.arg.forKey;
      })
      .addCase(fetchPickedProducts.fulfilled, (state, action) => {
        // Only the product asked for last: an earlier page's answer arriving late is dropped.
        if (state.pickedKey !== action.meta.arg.forKey) return;
        state.picked = action.payload;
      })
      .addCase(fetchReviews.fulfilled, (state, action) => {
        state.reviews = action.payload.data;
        state.reviewsPage = action.payload.page;
        state.reviewsKey = action.meta.arg.key;
      })
      .addCase(setFavorite.fulfilled, (state, action) => {
        const { productId, favorite } = action.meta.arg;
        for (const product of state.list) {
          if (product.id === productId) product.is_favorite = favorite;
        }
        if (state.detail?.id === productId) state.detail.is_favorite = favorite;
      }),
  selectors: {
    selectProductList: (state) => state.list,
    selectProductPage: (state) => state.page,
    selectProductQuery: (state) => state.query,
    selectProductListStatus: (state) => state.listStatus,
    selectProductDetail: (state) => state.detail,
    selectReviews: (state) => state.reviews,
    selectReviewsPage: (state) => state.reviewsPage,
    selectReviewsKey: (state) => state.reviewsKey,
    selectRecommendations: (state) => state.recommendations,
    selectAccessories: (state) => state.accessories,
  },
});

export const { productListStale } = productsSlice.actions;

export const {
  selectProductList,
  selectProductPage,
  selectProductQuery,
  selectProductListStatus,
  selectProductDetail,
  selectReviews,
  selectReviewsPage,
  selectReviewsKey,
  selectRecommendations,
  selectAccessories,
} = productsSlice.selectors;

/** Brands are fetched once, all at once, while the list is empty (spec sections 4 and 9). */
export const fetchBrands = createAppThunk(
  'brands/fetch',
  async (_: void, { extra }) => (await extra.api.site.brands()).data,
  {
    condition: (_, { getState }) => {
      const { brands } = getState();
      return brands.list.length === 0 && brands.status !== 'loading';
    },
  },
);

export const brandsSlice = createSlice({
  name: 'brands',
  initialState: { list: [] as CatalogBrand[], status: 'idle' as Status },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchBrands.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchBrands.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload;
      })
      .addCase(fetchBrands.rejected, (state, action) => {
        if (!action.meta.condition) state.status = 'failed';
      }),
  selectors: { selectBrands: (state) => state.list },
});

export const { selectBrands } = brandsSlice.selectors;

/** Every maker (per=all), once while the list is empty, like the brands. */
export const fetchMakers = createAppThunk(
  'makers/fetch',
  async (_: void, { extra }) => (await extra.api.site.makers()).data,
  {
    condition: (_, { getState }) => {
      const { makers } = getState();
      return makers.list.length === 0 && makers.status !== 'loading';
    },
  },
);

export const fetchMaker = createAppThunk(
  'makers/fetchOne',
  async (key: string, { extra }) => (await extra.api.site.maker(key)).data,
);

export const makersSlice = createSlice({
  name: 'makers',
  initialState: {
    list: [] as CatalogMaker[],
    status: 'idle' as Status,
    detail: null as CatalogMaker | null,
  },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchMakers.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchMakers.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload;
      })
      .addCase(fetchMakers.rejected, (state, action) => {
        if (!action.meta.condition) state.status = 'failed';
      })
      .addCase(fetchMaker.fulfilled, (state, action) => {
        state.detail = action.payload;
      }),
  selectors: {
    selectMakers: (state) => state.list,
    selectMaker: (state) => state.detail,
  },
});

export const { selectMakers, selectMaker } = makersSlice.selectors;

/** The product category tree, once while it is empty. */
export const fetchCategoryTree = createAppThunk(
  'categories/fetch',
  async (_: void, { extra }) => (await extra.api.site.categoryHierarchy('products')).data,
  {
    condition: (_, { getState }) => {
      const { categories } = getState();
      return categories.tree.length === 0 && categories.status !== 'loading';
    },
  },
);

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState: { tree: [] as CatalogCategory[], status: 'idle' as Status },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchCategoryTree.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchCategoryTree.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.tree = action.payload;
      })
      .addCase(fetchCategoryTree.rejected, (state, action) => {
        if (!action.meta.condition) state.status = 'failed';
      }),
  selectors: { selectCategoryTree: (state) => state.tree },
});

export const { selectCategoryTree } = categoriesSlice.selectors;

/** The catalogue's sections, for the root reducer. */
export const CATALOG_SLICES = [productsSlice, brandsSlice, makersSlice, categoriesSlice] as const;

injectSlices(productsSlice, brandsSlice, makersSlice, categoriesSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merged into the state's type (state.ts)
  interface StoreSections
    extends
      WithSlice<typeof productsSlice>,
      WithSlice<typeof brandsSlice>,
      WithSlice<typeof makersSlice>,
      WithSlice<typeof categoriesSlice> {}
}
