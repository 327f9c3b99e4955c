import { createSlice } from '@reduxjs/toolkit';
import type { LoginHistoryEntry, Page } from '@mise/api-client';
import { logout } from '../logout.js';
import { createAppThunk } from '../thunk.js';
import { startSession } from './auth.js';

/** Unlock by the mailed link: the result flag records success. */
export const unlockAccount = createAppThunk(
  'loginLock/unlock',
  async (token: string, { extra }) => {
    const result = await extra.api.auth.unlock(token);
    return { result: result.result, message: result.message ?? null };
  },
);

export const loginLockSlice = createSlice({
  name: 'loginLock',
  initialState: { result: null as boolean | null, message: null as string | null },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => loginLockSlice.getInitialState())
      .addCase(unlockAccount.fulfilled, (_, action) => action.payload),
});

export const fetchLoginHistory = createAppThunk(
  'loginHistory/fetch',
  async (page: number, { extra }) => extra.api.user.loginHistories({ page }),
);

export const loginHistorySlice = createSlice({
  name: 'loginHistory',
  initialState: { list: [] as LoginHistoryEntry[], page: null as Page | null },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => loginHistorySlice.getInitialState())
      .addCase(fetchLoginHistory.fulfilled, (state, action) => {
        state.list = action.payload.data;
        state.page = action.payload.page;
      }),
});

/** Reminder steps: request → check (gives the question) → reset (may log in). */
export const resetPassword = createAppThunk(
  'reminder/reset',
  async (
    body: { token: string; answer?: string; password?: string; password_confirmation?: string },
    { dispatch, extra },
  ) => {
    const result = await extra.api.reminder.reset(body);
    startSession(result, extra, dispatch);
    return result;
  },
);
