import {
  fetchPointHistory,
  fetchPoints,
  fetchSystemMessages,
  fetchUserAddresses,
  fetchUserCards,
  fetchUserList,
  fetchUserLists,
  openSystemMessage,
} from '@mise/store';
import { memberLoader } from '../../kit/index.js';
import type { PageLoader } from '../../kit/index.js';
import { requestPage } from '../../shared/page-param.js';
import { isRecordId } from '../../shared/record-id.js';

/** The ?page= of a paged list, read as the page reads it (usePageParam). */

const addressBook = memberLoader(async (ctx) => {
  await ctx.store.dispatch(fetchUserAddresses());
});

const cards = memberLoader(async (ctx) => {
  await ctx.store.dispatch(fetchUserCards());
});

/**
 * The member's records my page's screens show, loaded with the page so the server paints them
 * (and a route change shows them at once). None is critical: a failed call is no error of the
 * route, the screen shows its own 読み込めませんでした from the slice's status. Loaders run
 * only on the server and on route changes, never on hydration, so each is fetched once.
 */
export const MYPAGE_LOADERS: Record<string, PageLoader> = {
  // The add and edit forms need the book too: its limit, and the address being edited.
  mypageAddress: addressBook,
  mypageAddressAdd: addressBook,
  mypageAddressEdit: addressBook,
  // The add form checks the limit and offers メインにする only beside a card already saved.
  mypageCard: cards,
  mypageCardAdd: cards,
  mypageList: memberLoader(async (ctx) => {
    await ctx.store.dispatch(fetchUserLists());
  }),
  // Another member's key (or a deleted list) is the page's own 見つかりませんでした, not a 404.
  mypageListDetail: memberLoader(async (ctx, { params, request }) => {
    await ctx.store.dispatch(fetchUserList({ key: params.key ?? '', page: requestPage(request) }));
  }),
  mypageMessageCenter: memberLoader(async (ctx, { request }) => {
    await ctx.store.dispatch(fetchSystemMessages(requestPage(request)));
  }),
  // Opening marks the message read (the unread count drops with it).
  mypageMessageDetail: memberLoader(async (ctx, { params }) => {
    const key = params.key ?? '';
    if (isRecordId(key)) await ctx.store.dispatch(openSystemMessage(key));
  }),
  // The balance and the history's page are asked for at the same time.
  mypagePoint: memberLoader(async (ctx, { request }) => {
    await Promise.all([
      ctx.store.dispatch(fetchPoints()),
      ctx.store.dispatch(fetchPointHistory(requestPage(request))),
    ]);
  }),
};
