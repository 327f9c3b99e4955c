import { fetchInquiries, fetchInquiry } from '@mise/store';
import type { PageLoader } from '../../kit/index.js';
import { memberLoader } from '../../kit/index.js';
import { requestPage } from '../../shared/page-param.js';
import { isRecordId } from '../../shared/record-id.js';

/**
 * Data of the member's inquiry pages, so the server paints them. A failed call is the page's
 * to show (読み込めませんでした; the detail's お問い合わせが見つかりませんでした).
 */
export const CONTACT_LOADERS: Record<string, PageLoader> = {
  mypageInquiryHistory: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchInquiries(requestPage(request)));
  }),
  mypageInquiryDetail: memberLoader(async (ctx, { params }) => {
    const key = params.key ?? '';
    if (isRecordId(key)) await ctx.store.dispatch(fetchInquiry(key));
  }),
};
