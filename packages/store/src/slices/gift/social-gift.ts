import { createSlice } from '@reduxjs/toolkit';
import type { Reducer, WithSlice } from '@reduxjs/toolkit';
import type {
  SocialGiftCompletion,
  SocialGiftLeadTime,
  SocialGiftProducts,
  SocialGiftShipping,
} from '@mise/api-client';
import type { StoreEnv } from '../../env.js';
import { createEnvThunk } from '../../thunk.js';
import type { ThunkError } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

/** The receiver's address as the shipping step keeps it (the checkout's field names). */
export type SocialGiftAddress = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
  phone_number: string;
};

/** The date and time slot the receiver chose ('' = no preference). */
export type SocialGiftDelivery = { delivery_at: string; delivery_timezone_key: string };

/** The gift as its first page shows it, with the id of the shipping the receiver fills in. */
export type SocialGiftView = SocialGiftProducts & { shipping_id: number };

export type SocialGiftState = {
  /** The gift key of the pages (/social-gift/{key}/...); what is below belongs to it. */
  key: string | null;
  gift: SocialGiftView | null;
  status: Status;
  /** Why the gift could not be opened: 404 unknown key, 410 used, expired or cancelled. */
  error: ThunkError | null;
  /** What the receiver entered, kept across the steps (and when going back). */
  address: SocialGiftAddress | null;
  delivery: SocialGiftDelivery | null;
  /** Lead times for the prefecture of `address` (the delivery step's choices). */
  leadtime: SocialGiftLeadTime | null;
  leadtimeStatus: Status;
  completion: SocialGiftCompletion | null;
  completionStatus: Status;
  completionError: ThunkError | null;
};

const initialState: SocialGiftState = {
  key: null,
  gift: null,
  status: 'idle',
  error: null,
  address: null,
  delivery: null,
  leadtime: null,
  leadtimeStatus: 'idle',
  completion: null,
  completionStatus: 'idle',
  completionError: null,
};

/** Spec section 4's flow starts here: the gift's products, and its shipping (for the lead times). */
export const fetchSocialGift = createEnvThunk(
  'socialGift/fetch',
  async (key: string, { extra }): Promise<SocialGiftView> => {
    const [products, shipping]: [{ data: SocialGiftProducts }, { data: SocialGiftShipping }] =
      await Promise.all([extra.api.socialGifts.products(key), extra.api.socialGifts.shipping(key)]);
    // Remembered for the session: the steps' addresses without the key (/social-gift/shipping…)
    // open this gift.
    extra.cookies.set(SOCIAL_GIFT_KEY_COOKIE, key);
    return { ...products.data, shipping_id: shipping.data.id };
  },
);

/** The key of the gift the visitor opened last in this browser session. */
export const SOCIAL_GIFT_KEY_COOKIE = 'socialGiftKey';

/**
 * The key of the gift opened last (spec section 2: the receiver's steps take the key as
 * optional), or null. A plain thunk: `dispatch(rememberedSocialGiftKey())` answers at once.
 */
export const rememberedSocialGiftKey =
  () =>
  (_dispatch: unknown, _getState: unknown, extra: StoreEnv): string | null =>
    extra.cookies.get(SOCIAL_GIFT_KEY_COOKIE) || null;

/** The address step: the server checks it by the checkout's rules (field errors in Japanese). */
export const checkSocialGiftShipping = createEnvThunk(
  'socialGift/checkShipping',
  async (
    arg: { key: string; address: SocialGiftAddress },
    { extra },
  ): Promise<SocialGiftAddress> => {
    await extra.api.socialGifts.checkShipping({ token: arg.key, ...arg.address });
    return arg.address;
  },
);

export const fetchSocialGiftLeadTime = createEnvThunk(
  'socialGift/leadTime',
  async (
    arg: { key: string; postal: string; pref: string; shippingId: number },
    { extra },
  ): Promise<SocialGiftLeadTime | null> => {
    const answer: { data: SocialGiftLeadTime[] } = await extra.api.socialGifts.leadTime(arg.key, {
      postal: arg.postal,
      pref: arg.pref,
    });
    // Spec section 3: the entry whose order_shipping_id is the gift's shipping.
    return answer.data.find((entry) => entry.order_shipping_id === arg.shippingId) ?? null;
  },
);

export const checkSocialGiftDelivery = createEnvThunk(
  'socialGift/checkDelivery',
  async (
    arg: { key: string; prefecture: string; delivery: SocialGiftDelivery },
    { extra },
  ): Promise<SocialGiftDelivery> => {
    await extra.api.socialGifts.checkDelivery({
      token: arg.key,
      prefecture: arg.prefecture,
      delivery_at: arg.delivery.delivery_at,
      delivery_timezone: arg.delivery.delivery_timezone_key,
    });
    return arg.delivery;
  },
);

/** The confirm step's PUT: the order's shipping is filled and the gift accepted, once. */
export const completeSocialGift = createEnvThunk(
  'socialGift/complete',
  async (
    arg: { key: string; address: SocialGiftAddress; delivery: SocialGiftDelivery },
    { extra },
  ): Promise<SocialGiftCompletion> => {
    const answer: { data: SocialGiftCompletion } = await extra.api.socialGifts.update(arg.key, {
      ...arg.address,
      delivery_at: arg.delivery.delivery_at,
      delivery_timezone: arg.delivery.delivery_timezone_key,
    });
    return answer.data;
  },
);

/** The complete page after a reload: what the accepted gift shows. */
export const fetchSocialGiftCompletion = createEnvThunk(
  'socialGift/completion',
  async (key: string, { extra }): Promise<SocialGiftCompletion> => {
    const answer: { data: SocialGiftCompletion } = await extra.api.socialGifts.complete(key);
    return answer.data;
  },
);

/** Another key: nothing of the gift before belongs to it. */
function forKey(state: SocialGiftState, key: string): SocialGiftState {
  return state.key === key ? state : { ...initialState, key };
}

const slice = createSlice({
  name: 'socialGift',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchSocialGift.pending, (state, action) => {
        const next = forKey(state, action.meta.arg);
        return { ...next, status: 'loading', error: null };
      })
      .addCase(fetchSocialGift.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.gift = action.payload;
      })
      .addCase(fetchSocialGift.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.error;
      })
      .addCase(checkSocialGiftShipping.fulfilled, (state, action) => {
        const previous = state.address?.prefecture;
        state.address = action.payload;
        // Another prefecture has other dates: the chosen date may no longer be offered.
        if (previous !== undefined && previous !== action.payload.prefecture) {
          state.delivery = null;
          state.leadtime = null;
        }
      })
      .addCase(fetchSocialGiftLeadTime.pending, (state) => {
        state.leadtimeStatus = 'loading';
      })
      .addCase(fetchSocialGiftLeadTime.fulfilled, (state, action) => {
        state.leadtimeStatus = 'loaded';
        state.leadtime = action.payload;
      })
      .addCase(fetchSocialGiftLeadTime.rejected, (state) => {
        state.leadtimeStatus = 'failed';
      })
      .addCase(checkSocialGiftDelivery.fulfilled, (state, action) => {
        state.delivery = action.payload;
      })
      .addCase(completeSocialGift.fulfilled, (state, action) => {
        state.completion = action.payload;
        state.completionStatus = 'loaded';
        // Accepted: what the receiver entered is not kept in the page any longer.
        state.address = null;
        state.delivery = null;
      })
      .addCase(fetchSocialGiftCompletion.pending, (state, action) => {
        const next = forKey(state, action.meta.arg);
        return { ...next, completionStatus: 'loading', completionError: null };
      })
      .addCase(fetchSocialGiftCompletion.fulfilled, (state, action) => {
        state.completionStatus = 'loaded';
        state.completion = action.payload;
      })
      .addCase(fetchSocialGiftCompletion.rejected, (state, action) => {
        state.completionStatus = 'failed';
        state.completionError = action.error;
      }),
  selectors: {
    selectSocialGift: (state) => state,
  },
});

/**
 * The receiver's side of a social gift. Not a member section: the receiver need not be a
 * member, and logging in or out does not end the gift flow. Typed by hand like the message
 * centre's slice (an inferred reducer type overflows the compiler's stack through RootState).
 */
export const socialGiftSlice: {
  name: 'socialGift';
  reducerPath: 'socialGift';
  reducer: Reducer<SocialGiftState>;
} = slice;

/** Selectors take the slice's own state, so this file never reaches RootState. */

export const { selectSocialGift } = slice.selectors;

injectSlices(slice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof slice> {}
}
