import { fetchNotice, selectProductDetail } from '@mise/store';
import type { RootState } from '@mise/store';
import { notFound } from '../kit/index.js';
import type { PageLoader } from '../kit/index.js';
import { ACCOUNT_LOADERS, PROFILE_LOADERS } from '../pages/account/index.js';
import { CART_LOADERS } from '../pages/cart/index.js';
import { CATALOG_LOADERS } from '../pages/catalog/index.js';
import { CONTACT_LOADERS } from '../pages/contact/index.js';
import { CONTENT_LOADERS } from '../pages/content/index.js';
import { SOCIAL_GIFT_LOADERS } from '../pages/gift/index.js';
import { MOTO_LOADERS } from '../pages/moto/index.js';
import { MYPAGE_LOADERS } from '../pages/mypage/index.js';
import { ORDER_LOADERS } from '../pages/orders/index.js';

/**
 * The shop's notices (PageNotice) a page shows, asked for with its data so the server paints
 * them (a visitor who closed one gets it hidden from the first paint: the server reads the same
 * cookie). The caution (偽サイトへの注意) greets visitors where they arrive: the top page, and the
 * product pages that search results and ads lead to. `after` names the notices the page's data
 * calls for, once it is loaded (a pre-order's product page: pre-order-info-1).
 */
type PageNotices = {
  codes: readonly string[];
  after?: (state: RootState) => readonly string[];
};

export const PAGE_NOTICES: Partial<Record<string, PageNotices>> = {
  top: { codes: ['caution'] },
  productDetail: {
    codes: ['caution'],
    after: (state) => (selectProductDetail(state)?.is_pre_order ? ['pre-order-info-1'] : []),
  },
  productList: { codes: ['product-index'] },
};

/** Each route's data loader, from the loaders.ts of its folder (routes/table.ts). */
export const PAGE_DATA: Partial<Record<string, PageLoader>> = {
  ...CATALOG_LOADERS,
  ...CONTENT_LOADERS,
  ...ACCOUNT_LOADERS,
  ...PROFILE_LOADERS,
  ...MYPAGE_LOADERS,
  ...ORDER_LOADERS,
  ...CART_LOADERS,
  ...CONTACT_LOADERS,
  ...SOCIAL_GIFT_LOADERS,
  ...MOTO_LOADERS,
  notFound: async () => {
    throw notFound();
  },
};

/** A page's loader that also loads its notices; a missing notice is no failure of the page. */
function withNotices({ codes, after }: PageNotices, load: PageLoader | undefined): PageLoader {
  return async (ctx, args) => {
    const fetchAll = (list: readonly string[]) =>
      Promise.all(list.map((code) => ctx.store.dispatch(fetchNotice(code))));
    const [data] = await Promise.all([load ? load(ctx, args) : null, fetchAll(codes)]);
    if (after) await fetchAll(after(ctx.store.getState()));
    return data;
  };
}

export const PAGE_LOADERS: Partial<Record<string, PageLoader>> = {
  ...PAGE_DATA,
  ...Object.fromEntries(
    Object.entries(PAGE_NOTICES).flatMap(([id, notices]) =>
      notices ? [[id, withNotices(notices, PAGE_DATA[id])]] : [],
    ),
  ),
};
