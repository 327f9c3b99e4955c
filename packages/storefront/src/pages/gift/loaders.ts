import {
  fetchSocialGift,
  fetchSocialGiftCompletion,
  rememberedSocialGiftKey,
  selectSocialGift,
} from '@mise/store';
import type { PageLoader, StorefrontContextValue } from '../../kit/index.js';

/** The gift a step is for, found as useGiftKey finds it (the route's, the tab's, the last one). */
function giftKeyOf({ store }: StorefrontContextValue, key: string | undefined): string | null {
  return key || selectSocialGift(store.getState()).key || store.dispatch(rememberedSocialGiftKey());
}

/** The gift, once per key: the steps after the first find it in the store. */
const gift: PageLoader = async (ctx, { params }) => {
  const key = giftKeyOf(ctx, params.key);
  const state = selectSocialGift(ctx.store.getState());
  if (key && !(state.key === key && state.status === 'loaded'))
    await ctx.store.dispatch(fetchSocialGift(key));
  return null;
};

/**
 * The receiver's screens of a social gift, so the server paints them. A failed call is the
 * page's to show (GiftUnavailable: the API's message for a used, expired or unknown key).
 */
export const SOCIAL_GIFT_LOADERS: Record<string, PageLoader> = {
  socialGiftProducts: gift,
  socialGiftShipping: gift,
  socialGiftDelivery: gift,
  socialGiftConfirm: gift,
  // Just accepted in this tab, the completion is there already; after a reload it is read.
  socialGiftComplete: async (ctx, { params }) => {
    const key = giftKeyOf(ctx, params.key);
    const state = selectSocialGift(ctx.store.getState());
    if (key && !(state.key === key && state.completion))
      await ctx.store.dispatch(fetchSocialGiftCompletion(key));
    return null;
  },
};
