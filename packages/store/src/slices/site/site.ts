import { createSelector, createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { ColorScheme, FrontSettings, NoticeMessage } from '@mise/api-client';
import { ApiError } from '@mise/api-client/errors';
import { COOKIES } from '../../env.js';
import { createAppThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

/** Front settings (spec section 3 keys), fetched once per store. */
export const fetchSettings = createAppThunk(
  'settings/fetch',
  async (_: void, { extra }) => (await extra.api.content.settings()).data,
  {
    condition: (_, { getState }) =>
      getState().settings.status === 'idle' || getState().settings.status === 'failed',
  },
);

type SettingsState = { data: FrontSettings | null; status: Status };

const settingsInitial: SettingsState = { data: null, status: 'idle' };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: settingsInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchSettings.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchSettings.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.data = action.payload;
      })
      .addCase(fetchSettings.rejected, (state) => {
        state.status = 'failed';
      }),
  selectors: {
    selectSettings: (state) => state.data,
    selectSettingsLoaded: (state) => state.status === 'loaded',
    /** Member-only pages guard only when the no-member-use setting is absent or false. */
    selectIsNoMemberUse: (state) => state.data?.['SITE.IS_NO_MEMBER_USE'] === true,
    // Memoised: components subscribe to it and must get the same object while nothing changed.
    selectBreakpoints: createSelector(
      [
        (state: SettingsState) => state.data?.['SITE.BREAKPOINT.SCREEN-SM'],
        (state: SettingsState) => state.data?.['SITE.BREAKPOINT.SCREEN-MD'],
      ],
      (sm, md) => ({ sm: sm ?? 767, md: md ?? 1023 }),
    ),
    /** Selling can be stopped temporarily (PLUGIN.TEMPORARY_STOP_SELLING). */
    selectIsSellingStopped: (state) =>
      state.data?.['PLUGIN.TEMPORARY_STOP_SELLING.IS_USE'] === true &&
      state.data['PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING'] !== true,
  },
});

export const {
  selectSettings,
  selectSettingsLoaded,
  selectIsNoMemberUse,
  selectBreakpoints,
  selectIsSellingStopped,
} = settingsSlice.selectors;

/**
 * The colour scheme the channel selected, or null when it selected none (the API's 404
 * colorscheme_not_found): then the theme's own tokens show (themeFromColorScheme in @mise/ui).
 * Loaded either way, so a shop without a scheme does not ask again on every page.
 */
export const fetchColorScheme = createAppThunk(
  'colorScheme/fetch',
  async (_: void, { extra }): Promise<ColorScheme | null> => {
    try {
      return (await extra.api.content.colorScheme()).data;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'colorscheme_not_found') return null;
      throw error;
    }
  },
  {
    condition: (_, { getState }) =>
      getState().colorScheme.status !== 'loaded' && getState().colorScheme.status !== 'loading',
  },
);

export const colorSchemeSlice = createSlice({
  name: 'colorScheme',
  initialState: { data: null as ColorScheme | null, status: 'idle' as Status },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchColorScheme.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchColorScheme.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.data = action.payload;
      })
      .addCase(fetchColorScheme.rejected, (state) => {
        state.status = 'failed';
      }),
  selectors: { selectColorScheme: (state) => state.data },
});

export const { selectColorScheme } = colorSchemeSlice.selectors;

/** Maintenance mode (503) and an unknown channel switch the whole storefront's layout. */
export const siteSlice = createSlice({
  name: 'site',
  initialState: {
    maintenance: null as { title: string; message: string } | null,
    isInvalidChannel: false,
  },
  reducers: {
    maintenanceStarted(state, action: PayloadAction<{ title: string; message: string }>) {
      state.maintenance = action.payload;
    },
    invalidChannelDetected(state) {
      state.isInvalidChannel = true;
    },
  },
  selectors: {
    selectMaintenance: (state) => state.maintenance,
    selectIsInvalidChannel: (state) => state.isInvalidChannel,
  },
});

export const { maintenanceStarted, invalidChannelDetected } = siteSlice.actions;
export const { selectMaintenance, selectIsInvalidChannel } = siteSlice.selectors;

/** Loading tasks are counted by one shared counter. */
export const loadingSlice = createSlice({
  name: 'loading',
  initialState: { count: 0 },
  reducers: {
    taskStarted(state) {
      state.count += 1;
    },
    taskFinished(state) {
      state.count = Math.max(0, state.count - 1);
    },
  },
  selectors: { selectIsLoading: (state) => state.count > 0 },
});

export const { taskStarted, taskFinished } = loadingSlice.actions;
export const { selectIsLoading } = loadingSlice.selectors;

/** Counts a task while it runs: `await dispatch(trackTask(() => work()))`. */
export const trackTask =
  <T>(task: () => Promise<T>) =>
  async (dispatch: (action: { type: string }) => unknown): Promise<T> => {
    dispatch(taskStarted());
    try {
      return await task();
    } finally {
      dispatch(taskFinished());
    }
  };

export type FlashType = 'positive' | 'negative';
export type Flash = { id: string; type: FlashType; message: string };

/** Messages shown once as toasts; positive unless said otherwise. */
export const flashSlice = createSlice({
  name: 'flash',
  initialState: { items: [] as Flash[] },
  reducers: {
    flashAdded: {
      reducer(state, action: PayloadAction<Flash>) {
        state.items.push(action.payload);
      },
      prepare: ({ message, type = 'positive' }: { message: string; type?: FlashType }) => ({
        payload: { id: nanoid(), type, message },
      }),
    },
    flashRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: { selectFlashes: (state) => state.items },
});

export const { flashAdded, flashRemoved } = flashSlice.actions;
export const { selectFlashes } = flashSlice.selectors;

type NoticesState = {
  items: Record<string, NoticeMessage>;
  /** code → the updated_at the visitor dismissed (from cookie `${code}Message`). */
  dismissed: Record<string, string>;
  status: Status;
};

const noticesInitial: NoticesState = { items: {}, dismissed: {}, status: 'idle' };

/** Every notice message at once, with the visitor's dismissals read from cookies. */
export const fetchNotices = createAppThunk('notices/fetchAll', async (_: void, { extra }) => {
  const { data } = await extra.api.content.messages();
  return data.map((notice) => ({
    notice,
    dismissed: extra.cookies.get(COOKIES.notice(notice.code)) ?? null,
  }));
});

/** One notice by code; skipped when already loaded. */
export const fetchNotice = createAppThunk(
  'notices/fetchOne',
  async (code: string, { extra }) => {
    const { data } = await extra.api.content.message(code);
    return { notice: data, dismissed: extra.cookies.get(COOKIES.notice(code)) ?? null };
  },
  { condition: (code, { getState }) => !getState().notices.items[code] },
);

/** Hides a notice until the operator updates it: its updated_at is kept in cookie `${code}Message`. */
export const dismissNotice = createAppThunk(
  'notices/dismiss',
  async (code: string, { extra, getState }) => {
    const notice = getState().notices.items[code];
    if (!notice) return null;
    extra.cookies.set(COOKIES.notice(code), notice.updated_at, {
      maxAgeSeconds: 60 * 60 * 24 * 365,
    });
    return { code, updatedAt: notice.updated_at };
  },
);

export const noticesSlice = createSlice({
  name: 'notices',
  initialState: noticesInitial,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchNotices.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchNotices.fulfilled, (state, action) => {
        state.status = 'loaded';
        for (const { notice, dismissed } of action.payload) {
          state.items[notice.code] = notice;
          if (dismissed) state.dismissed[notice.code] = dismissed;
        }
      })
      .addCase(fetchNotices.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(fetchNotice.fulfilled, (state, action) => {
        state.items[action.payload.notice.code] = action.payload.notice;
        if (action.payload.dismissed)
          state.dismissed[action.payload.notice.code] = action.payload.dismissed;
      })
      .addCase(dismissNotice.fulfilled, (state, action) => {
        if (action.payload) state.dismissed[action.payload.code] = action.payload.updatedAt;
      }),
  selectors: {
    /** The notice to show for `code`, or null when missing or dismissed since its last update. */
    selectVisibleNotice: (state, code: string) => {
      const notice = state.items[code];
      return notice && state.dismissed[code] !== notice.updated_at ? notice : null;
    },
  },
});

export const { selectVisibleNotice } = noticesSlice.selectors;

/** The address a postal code stands for: prefecture, and city (with its town when it is one). */
export type PostalCodeAddress = { prefecture: string; city: string };

/**
 * The address of a 7-digit postal code (GET /v1/postal-code): the city comes with its town when
 * every entry of the code names the same town. An unknown code is null; other failures reject.
 */
export const lookupPostalCode = createAppThunk(
  'site/lookupPostalCode',
  async (code: string, { extra }): Promise<PostalCodeAddress | null> => {
    try {
      const { data } = await extra.api.site.postalCode(code);
      const [first] = data;
      if (!first) return null;
      const sameTown = data.every(
        (entry) => entry.city === first.city && entry.town === first.town,
      );
      return {
        prefecture: first.prefecture,
        city: sameTown ? `${first.city}${first.town}` : first.city,
      };
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return null;
      throw error;
    }
  },
);

injectSlices(settingsSlice, colorSchemeSlice, siteSlice, loadingSlice, flashSlice, noticesSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merged into the state's type (state.ts)
  interface StoreSections
    extends
      WithSlice<typeof settingsSlice>,
      WithSlice<typeof colorSchemeSlice>,
      WithSlice<typeof siteSlice>,
      WithSlice<typeof loadingSlice>,
      WithSlice<typeof flashSlice>,
      WithSlice<typeof noticesSlice> {}
}
