import type { RootState } from '@mise/store';
import type { Adjust } from './shop.js';

type State = Partial<RootState>;

/** A name far longer than any demo product's: where a card, a row or a heading must wrap. */
export const LONG_NAME =
  '【期間限定・送料無料】国産ひのき使用 職人がひとつひとつ仕上げた 天然木のまな板 特大サイズ 45×30cm 両面使用可 抗菌加工 お手入れ簡単 ギフト包装対応';

/** The product list still on its way (a slow network: no cards yet). */
export const listLoading: Adjust = (state: State) => ({
  ...state,
  products: { ...state.products!, list: [], page: null, listStatus: 'loading' },
});

/** The product list that failed to arrive. */
export const listFailed: Adjust = (state: State) => ({
  ...state,
  products: { ...state.products!, list: [], page: null, listStatus: 'failed' },
});

/** Every product of the list with a very long name. */
export const listLongNames: Adjust = (state: State) => ({
  ...state,
  products: {
    ...state.products!,
    list: state.products!.list.map((product) => ({ ...product, name: LONG_NAME })),
  },
});

/** The product page before its product arrived. */
export const detailLoading: Adjust = (state: State) => ({
  ...state,
  products: { ...state.products!, detail: null, detailStatus: 'loading' },
});

/** The product page whose product failed to arrive. */
export const detailFailed: Adjust = (state: State) => ({
  ...state,
  products: { ...state.products!, detail: null, detailStatus: 'failed' },
});

/** The product page of a product with a very long name. */
export const detailLongName: Adjust = (state: State) => ({
  ...state,
  products: {
    ...state.products!,
    detail: state.products!.detail ? { ...state.products!.detail, name: LONG_NAME } : null,
  },
});

/** The cart while it starts (the browser asks for it after the page shows). */
export const cartLoading: Adjust = (state: State) => ({
  ...state,
  cart: { ...state.cart!, data: null, status: 'loading', initializing: true },
});

/** The cart with no lines. */
export const cartEmpty: Adjust = (state: State) => ({
  ...state,
  cart: {
    ...state.cart!,
    data: state.cart!.data
      ? { ...state.cart!.data, detail: { ...state.cart!.data.detail, products: [] } }
      : null,
  },
});

/** The cart that failed to start. */
export const cartFailed: Adjust = (state: State) => ({
  ...state,
  cart: { ...state.cart!, data: null, status: 'failed' },
});

/** Every line of the cart with a very long name. */
export const cartLongNames: Adjust = (state: State) => ({
  ...state,
  cart: {
    ...state.cart!,
    data: state.cart!.data
      ? {
          ...state.cart!.data,
          detail: {
            ...state.cart!.data.detail,
            products: state.cart!.data.detail.products.map((line) => ({
              ...line,
              product_name: LONG_NAME,
            })),
          },
        }
      : null,
  },
});

/** The cart screen with no cart yet, whose start then fails (a network story: `timeout`). */
export const cartUnstarted: Adjust = (state: State) => ({
  ...state,
  cart: { ...state.cart!, data: null, status: 'idle', initializing: false },
});

/** The payment step before the shop's payment methods arrived. */
export const paymethodsLoading: Adjust = (state: State) => ({
  ...state,
  checkout: { ...state.checkout!, paymethods: [] },
});

/** The order detail before the order arrived. */
export const orderLoading: Adjust = (state: State) => ({
  ...state,
  userOrder: { ...state.userOrder!, order: null, orderStatus: 'loading' },
});

/** The order with every ordered product's name very long (its deliveries and its lines). */
export const orderLongNames: Adjust = (state: State) => {
  const order = state.userOrder!.order;
  if (!order) return state;
  const longer = <T extends { product_name: string }>(item: T): T => ({
    ...item,
    product_name: LONG_NAME,
  });
  return {
    ...state,
    userOrder: {
      ...state.userOrder!,
      order: {
        ...order,
        items: order.items.map(longer),
        shippings: order.shippings.map((shipping) => ({
          ...shipping,
          items: shipping.items.map(longer),
        })),
      },
    },
  };
};

/** My page before the member's profile arrived (the page asks for it when it has none). */
export const memberLoading: Adjust = (state: State) => ({
  ...state,
  user: { ...state.user!, data: null, status: 'loading' },
});

/** My page with no profile yet, whose call then fails (a network story: `timeout`). */
export const memberUnloaded: Adjust = (state: State) => ({
  ...state,
  user: { ...state.user!, data: null, status: 'idle' },
});

/**
 * A member whose company and name are far longer than the demo's (the shop sets no limit):
 * where the greeting and the header's name must wrap.
 */
export const memberLongName: Adjust = (state: State) => ({
  ...state,
  user: {
    ...state.user!,
    data: state.user!.data
      ? {
          ...state.user!.data,
          company_name: '東日本リテールソリューションズ・ホールディングス株式会社 流通サービス本部',
          last_name: '勅使河原小比類巻',
          first_name: 'アレクサンドラ美智子',
        }
      : null,
  },
});

/** The delivery step before the dates and time slots of its deliveries arrived. */
export const leadtimesLoading: Adjust = (state: State) => ({
  ...state,
  checkout: { ...state.checkout!, leadtimes: [] },
});

/** The shop under maintenance (what the API's 503 puts in the store). */
export const underMaintenance: Adjust = (state: State) => ({
  ...state,
  site: {
    ...state.site!,
    maintenance: {
      title: 'システムメンテナンスのお知らせ',
      message: '11月30日 2:00〜6:00 はシステムメンテナンスのため、ご利用いただけません。',
    },
  },
});

/** A channel the API does not know (what its 404 puts in the store). */
export const invalidChannel: Adjust = (state: State) => ({
  ...state,
  site: { ...state.site!, isInvalidChannel: true },
});

/**
 * The page without the shop's popups: the welcome popup opens over the top page on a first
 * visit, and has a story of its own.
 */
export const withoutPopups: Adjust = (state: State) => ({
  ...state,
  popups: { ...state.popups!, items: [] },
});
