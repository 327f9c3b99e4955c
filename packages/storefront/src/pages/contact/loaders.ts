import {
  fetchCatalogues,
  fetchInquiries,
  fetchInquiry,
  fetchInquiryCategories,
  selectCatalogues,
} from '@mise/store';
import type { PageLoader } from '../../kit/index.js';
import { memberLoader } from '../../kit/index.js';
import { requestPage } from '../../shared/page-param.js';
import { isRecordId } from '../../shared/record-id.js';

/**
 * The form's subjects, and the catalogues when it comes from /catalog-order (?catalog=): once
 * per visit, the confirm page finds them in the store. Neither is critical: without subjects the
 * form still sends, and an unknown catalogue is the form's own notice.
 */
const contactForm: PageLoader = async (ctx, { request }) => {
  const code = new URL(request.url).searchParams.get('catalog');
  await Promise.all([
    ctx.store.dispatch(fetchInquiryCategories()),
    code && !selectCatalogues(ctx.store.getState())
      ? ctx.store.dispatch(fetchCatalogues(undefined))
      : null,
  ]);
  return null;
};

/**
 * Data of the contact form and the member's inquiry pages, so the server paints them. A failed
 * call is the page's to show (読み込めませんでした; the detail's お問い合わせが見つかりませんでした).
 */
export const CONTACT_LOADERS: Record<string, PageLoader> = {
  contact: contactForm,
  contactConfirm: contactForm,
  mypageInquiryHistory: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchInquiries(requestPage(request)));
  }),
  mypageInquiryDetail: memberLoader(async (ctx, { params }) => {
    const key = params.key ?? '';
    if (isRecordId(key)) await ctx.store.dispatch(fetchInquiry(key));
  }),
};
