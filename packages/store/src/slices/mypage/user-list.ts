import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { AttachTarget, Page, Paged, UserList, UserListDetail } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createEnvThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

export type UserListState = {
  /** The member's lists, newest first (all of them: a member keeps at most `limit`). */
  list: UserList[];
  page: Page | null;
  /** x-limit: how many lists the member may keep (0 before the first load). */
  limit: number;
  status: Status;
  /** The list /mypage/list/{key} shows, with one page of its products. */
  current: UserListDetail | null;
  currentStatus: Status;
};

const initialState: UserListState = {
  list: [],
  page: null,
  limit: 0,
  status: 'idle',
  current: null,
  currentStatus: 'idle',
};

/** More than any member may keep, so one call answers every list. */
const ALL_LISTS = 100;

/** The member's lists with their product counts. */
export const fetchUserLists = createEnvThunk(
  'userList/fetch',
  async (_: void, { extra }): Promise<Paged<UserList>> => extra.api.lists.all({ per: ALL_LISTS }),
);

/** One list with a page of its products (product cards with price and stock). */
export const fetchUserList = createEnvThunk(
  'userList/fetchOne',
  async ({ key, page = 1 }: { key: string; page?: number }, { extra }): Promise<UserListDetail> =>
    extra.api.lists.get(key, { page }),
);

export const createUserList = createEnvThunk(
  'userList/create',
  async (name: string, { extra }): Promise<UserList> =>
    (await extra.api.lists.create({ name })).data,
);

export const renameUserList = createEnvThunk(
  'userList/rename',
  async ({ key, name }: { key: string; name: string }, { extra }): Promise<UserList> =>
    (await extra.api.lists.rename(key, { name })).data,
);

export const deleteUserList = createEnvThunk('userList/delete', async (key: string, { extra }) => {
  await extra.api.lists.remove(key);
});

/**
 * Puts a product on a list: an existing one (key) or a new one made with `name` (the product
 * page's 「リストに追加」). Answers the list with its new count.
 */
export const addToUserList = createEnvThunk(
  'userList/attach',
  async (
    { productId, target }: { productId: number; target: AttachTarget },
    { extra },
  ): Promise<UserList> => (await extra.api.lists.attach([productId], target)).data,
);

/** Takes a product off one list; the list on screen is read again for its page and count. */
export const removeFromUserList = createEnvThunk(
  'userList/detach',
  async (
    { key, productId }: { key: string; productId: number },
    { dispatch, extra, getState },
  ): Promise<UserList> => {
    const { data } = await extra.api.lists.detachByKey(key, [productId]);
    // The state is read as this slice's alone (see createEnvThunk).
    const current = (getState() as { userList: UserListState }).userList.current;
    if (current?.key === key) {
      // The last product of a later page gone: show the page before it.
      const page = current.page.currentPage;
      const target = current.listables.length === 1 && page > 1 ? page - 1 : page;
      await dispatch(fetchUserList({ key, page: target }));
    }
    return data;
  },
);

/** Replaces a list's entry (its new name or count) wherever the state holds it. */
function replace(state: UserListState, list: UserList) {
  state.list = state.list.map((entry) => (entry.key === list.key ? list : entry));
  if (state.current?.key === list.key) state.current = { ...state.current, ...list };
}

/** The member's product lists (お気に入りリスト): spec section 4 resets them on logout. */
export const userListSlice = createSlice({
  name: 'userList',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => initialState)
      .addCase(fetchUserLists.pending, (state) => {
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(fetchUserLists.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.limit = action.payload.page.limit ?? 0;
      })
      .addCase(fetchUserLists.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(fetchUserList.pending, (state, action) => {
        if (state.current?.key !== action.meta.arg.key) {
          state.current = null;
          state.currentStatus = 'loading';
        }
      })
      .addCase(fetchUserList.fulfilled, (state, action) => {
        state.currentStatus = 'loaded';
        state.current = action.payload;
      })
      .addCase(fetchUserList.rejected, (state, action) => {
        if (state.current?.key === action.meta.arg.key) return;
        state.currentStatus = 'failed';
      })
      .addCase(createUserList.fulfilled, (state, action) => {
        state.list = [action.payload, ...state.list];
        if (state.page) state.page.total += 1;
      })
      .addCase(renameUserList.fulfilled, (state, action) => replace(state, action.payload))
      .addCase(addToUserList.fulfilled, (state, action) => {
        const known = state.list.some((entry) => entry.key === action.payload.key);
        if (known) replace(state, action.payload);
        else {
          state.list = [action.payload, ...state.list];
          if (state.page) state.page.total += 1;
        }
      })
      .addCase(removeFromUserList.fulfilled, (state, action) => replace(state, action.payload))
      .addCase(deleteUserList.fulfilled, (state, action) => {
        state.list = state.list.filter((entry) => entry.key !== action.meta.arg);
        if (state.page) state.page.total = Math.max(0, state.page.total - 1);
        if (state.current?.key === action.meta.arg) state.current = null;
      }),
  selectors: {
    selectUserLists: (state) => state,
    selectCurrentUserList: (state) => state.current,
  },
});

export const { selectUserLists, selectCurrentUserList } = userListSlice.selectors;

injectSlices(userListSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof userListSlice> {}
}
