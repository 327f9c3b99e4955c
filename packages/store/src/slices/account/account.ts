import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { ApiClient, LoginHistoryEntry, Page } from '@mise/api-client';
import { logout } from '../../logout.js';
import { createAppThunk } from '../../thunk.js';
import type { ThunkError } from '../../thunk.js';
import type { LoadStatus } from '../../status.js';
import { startSession } from './auth.js';
import { injectSlices } from '../../reducer.js';

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
  initialState: {
    list: [] as LoginHistoryEntry[],
    page: null as Page | null,
    /** The page asked for last, and where its answer is (the screen may be server-rendered). */
    requested: null as number | null,
    status: 'idle' as LoadStatus,
  },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => loginHistorySlice.getInitialState())
      .addCase(fetchLoginHistory.pending, (state, action) => {
        state.requested = action.meta.arg;
        state.status = 'loading';
      })
      .addCase(fetchLoginHistory.fulfilled, (state, action) => {
        if (state.requested !== action.meta.arg) return;
        state.list = action.payload.data;
        state.page = action.payload.page;
        state.status = 'loaded';
      })
      .addCase(fetchLoginHistory.rejected, (state, action) => {
        if (state.requested === action.meta.arg) state.status = 'failed';
      }),
  selectors: {
    selectLoginHistory: (state) => state,
  },
});

/** The two reminders: a new password, or the forgotten username. */
export type ReminderType = 'password' | 'username';

/**
 * Reminder step 1: the link is mailed to the address. The answer (its message) is the same
 * whether or not an account has the address. captchaToken: the bot protection's token for the
 * form, when the shop has a site key.
 */
export const requestReminder = createAppThunk(
  'reminder/request',
  async (
    { email, type, captchaToken }: { email: string; type: ReminderType; captchaToken?: string },
    { extra },
  ) => {
    const answer = await extra.api.reminder.request({ email, type }, captchaToken);
    return { message: answer.message };
  },
);

type ReminderCheckAnswer = Awaited<ReturnType<ApiClient['reminder']['check']>>;

/** Step 2: the mailed link's token is still valid; its reminder type and security question. */
export const checkReminder = createAppThunk('reminder/check', async (token: string, { extra }) => {
  const answer: ReminderCheckAnswer = await extra.api.reminder.check(token);
  return { type: answer.type as ReminderType, questionCt: answer.question_ct };
});

/** The username reminder's last step: the answer to the security question shows the username. */
export const revealUsername = createAppThunk(
  'reminder/revealUsername',
  async (body: { token: string; answer: string }, { extra }) => {
    const answer = await extra.api.reminder.reset(body);
    return { username: answer.username ?? null, email: answer.email ?? '' };
  },
);

/** What the check of one reminder link said; a link being checked has no entry yet. */
export type ReminderCheckResult =
  | { token: string; type: ReminderType; questionCt: number | null }
  | { token: string; failure: ThunkError };

export const reminderSlice = createSlice({
  name: 'reminder',
  initialState: { check: null as ReminderCheckResult | null },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => reminderSlice.getInitialState())
      .addCase(checkReminder.pending, (state) => {
        state.check = null;
      })
      .addCase(checkReminder.fulfilled, (state, action) => {
        state.check = { token: action.meta.arg, ...action.payload };
      })
      .addCase(checkReminder.rejected, (state, action) => {
        // A check cancelled by a route change said nothing about the link.
        if (action.error.cancelled) return;
        state.check = { token: action.meta.arg, failure: action.error };
      }),
  selectors: {
    selectReminderCheck: (state) => state.check,
  },
});

export const { selectReminderCheck } = reminderSlice.selectors;

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

/** The whole section, for screens that show its list, page and status together. */

export const { selectLoginHistory } = loginHistorySlice.selectors;

injectSlices(loginLockSlice, loginHistorySlice, reminderSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merged into the state's type (state.ts)
  interface StoreSections
    extends
      WithSlice<typeof loginLockSlice>,
      WithSlice<typeof loginHistorySlice>,
      WithSlice<typeof reminderSlice> {}
}
