import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { Id } from '@mise/api-client';
import { COOKIES } from '../../env.js';
import { createAppThunk } from '../../thunk.js';
import { waitFor, WAITS } from '../../waits.js';
import { keyOf } from './shared.js';
import type { PopupItem, Status } from './shared.js';
import { injectSlices } from '../../reducer.js';

/**
 * Spec section 4: popups are fetched once while the list is empty; again only when that fetch
 * failed (a route change cancels what is pending).
 */
export const fetchPopups = createAppThunk(
  'popups/fetchList',
  async (_: void, { extra }) => (await extra.api.site.popups()).data,
  {
    condition: (_, { getState }) => {
      const { items, status } = getState().popups;
      return items.length === 0 && (status === 'idle' || status === 'failed');
    },
  },
);

export const fetchPopup = createAppThunk(
  'popups/fetchOne',
  async (id: Id, { extra }) => (await extra.api.site.popup(id)).data,
);

export type EcommerceEventInput = {
  name: string;
  args?: Record<string, unknown>;
  logrecoRcmdCt?: string | null;
};

/**
 * Records a shop event (name, args as JSON, the cart token from its cookie, the
 * recommendation code); a popup in the answer is shown (spec section 7).
 */
export const postEcommerceEvent = createAppThunk(
  'ecommerceEvents/post',
  async ({ name, args = {}, logrecoRcmdCt }: EcommerceEventInput, { extra, getState }) => {
    // An event reported while the cart is being started carries the cart it is about: its
    // token is waited for (spec section 9), then the event goes with what there is.
    await waitFor(() => !getState().cart.initializing, WAITS.cartToken);
    return (
      await extra.api.ecommerceEvents.post({
        name,
        args: JSON.stringify(args),
        cart_token: extra.cookies.get(COOKIES.cartToken) ?? null,
        logreco_rcmd_ct: logrecoRcmdCt ?? null,
      })
    ).data;
  },
);

type PopupsState = { items: PopupItem[]; status: Status; shown: PopupItem | null };

const popupsInitial: PopupsState = { items: [], status: 'idle', shown: null };

export const popupsSlice = createSlice({
  name: 'popups',
  initialState: popupsInitial,
  reducers: {
    popupShown(state, action: PayloadAction<PopupItem>) {
      state.shown = action.payload;
    },
    popupClosed(state) {
      state.shown = null;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(fetchPopups.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchPopups.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.items = action.payload;
      })
      .addCase(fetchPopups.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(fetchPopup.fulfilled, (state, action) => {
        const at = state.items.findIndex((item) => item.id === action.payload.id);
        if (at === -1) state.items.push(action.payload);
        else state.items[at] = action.payload;
      })
      .addCase(postEcommerceEvent.fulfilled, (state, action) => {
        if (action.payload.popup) state.shown = action.payload.popup;
      }),
  selectors: {
    selectPopups: (state) => state.items,
    selectPopupsStatus: (state) => state.status,
    selectPopup: (state, id: Id) =>
      state.items.find((item) => keyOf(item.id) === keyOf(id)) ?? null,
    selectShownPopup: (state) => state.shown,
  },
});

export const { popupShown, popupClosed } = popupsSlice.actions;
export const { selectPopups, selectPopupsStatus, selectPopup, selectShownPopup } =
  popupsSlice.selectors;

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The popups that open when a visitor loads `path`: trigger page_load, on that path (with or
 * without its trailing slash) or on every page (no page_path).
 */
export const selectPageLoadPopups = createSelector(
  [selectPopups, (_state: unknown, path: string) => withoutTrailingSlash(path)],
  (items, path) =>
    items.filter(
      (popup) =>
        popup.trigger === 'page_load' &&
        (popup.page_path === null || withoutTrailingSlash(popup.page_path) === path),
    ),
);

injectSlices(popupsSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof popupsSlice> {}
}
