import { createSlice } from '@reduxjs/toolkit';
import type { Reducer, WithSlice } from '@reduxjs/toolkit';
import type { Page, SystemMessage, SystemMessagePage } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createAppThunk } from '../../thunk.js';
import { injectSlices } from '../../reducer.js';

export type SystemMessageState = {
  /** The page of the message centre last loaded. */
  list: SystemMessage[];
  page: Page | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The message opened last (/mypage/message-center/{key}). */
  current: SystemMessage | null;
  currentStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Unread messages of the member (the badge in the header and on my page); null before loading. */
  unread: number | null;
  unreadStatus: 'idle' | 'loading' | 'loaded' | 'failed';
};

const initialState: SystemMessageState = {
  list: [],
  page: null,
  status: 'idle',
  current: null,
  currentStatus: 'idle',
  unread: null,
  unreadStatus: 'idle',
};

/** A page of the member's messages, newest first; the answer carries the unread count too. */
export const fetchSystemMessages = createAppThunk(
  'systemMessage/fetch',
  async (page: number, { extra }): Promise<SystemMessagePage> =>
    await extra.api.systemMessages.list({ page }),
);

/** The unread count alone (one message asked for, only its count kept): the badges. */
export const fetchUnreadSystemMessages = createAppThunk(
  'systemMessage/fetchUnread',
  async (_: void, { extra }): Promise<number> =>
    (await extra.api.systemMessages.list({ per: 1 })).unread_count,
);

/** Opens a message: the server marks it read and answers the unread count after that. */
export const openSystemMessage = createAppThunk(
  'systemMessage/open',
  async (id: number | string, { extra }): Promise<{ data: SystemMessage; unread_count: number }> =>
    await extra.api.systemMessages.get(id),
);

const slice = createSlice({
  name: 'systemMessage',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => initialState)
      .addCase(fetchSystemMessages.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchSystemMessages.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.unread = action.payload.unread_count;
        state.unreadStatus = 'loaded';
      })
      .addCase(fetchSystemMessages.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(fetchUnreadSystemMessages.pending, (state) => {
        state.unreadStatus = 'loading';
      })
      .addCase(fetchUnreadSystemMessages.fulfilled, (state, action) => {
        state.unreadStatus = 'loaded';
        state.unread = action.payload;
      })
      .addCase(fetchUnreadSystemMessages.rejected, (state) => {
        state.unreadStatus = 'failed';
      })
      .addCase(openSystemMessage.pending, (state) => {
        state.currentStatus = 'loading';
      })
      .addCase(openSystemMessage.fulfilled, (state, action) => {
        const message = action.payload.data;
        state.currentStatus = 'loaded';
        state.current = message;
        state.unread = action.payload.unread_count;
        state.unreadStatus = 'loaded';
        state.list = state.list.map((item) => (item.id === message.id ? message : item));
      })
      .addCase(openSystemMessage.rejected, (state) => {
        state.currentStatus = 'failed';
        state.current = null;
      }),
  selectors: {
    /** The whole section: the centre shows its list, page, status and unread count together. */
    selectSystemMessageState: (state) => state,
    /** 0 until the count has been loaded. */
    selectUnreadSystemMessages: (state) => state.unread ?? 0,
  },
});

/**
 * The member's message centre; reset on logout like every member section. Typed by hand: with
 * its reducer inferred, the root state's type (made of every slice, each thunk typed
 * by the root state) overflows the compiler's stack.
 */
export const systemMessageSlice: {
  name: 'systemMessage';
  reducerPath: 'systemMessage';
  reducer: Reducer<SystemMessageState>;
} = slice;

export const { selectSystemMessageState, selectUnreadSystemMessages } = slice.selectors;

injectSlices(slice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof slice> {}
}
