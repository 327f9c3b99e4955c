import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type {
  ApiClient,
  MemberProfile,
  ProfileBody,
  RegistrationBody,
  RegistrationTemplate,
} from '@mise/api-client';
import { logout } from '../../logout.js';
import { createAppThunk } from '../../thunk.js';
import { endSession, startSession } from './auth.js';
import { injectSlices } from '../../reducer.js';

export type UserState = {
  data: MemberProfile | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The e-mail address of a registration waiting for its verification code. */
  pendingEmail: string | null;
  /** The shop's empty member for the registration form (GET /v1/users/dummy), once loaded. */
  registrationTemplate: RegistrationTemplate | null;
};

const initialState: UserState = {
  data: null,
  status: 'idle',
  pendingEmail: null,
  registrationTemplate: null,
};

export const fetchUser = createAppThunk(
  'user/fetch',
  async (_: void, { extra }) => (await extra.api.user.get()).data,
);

export const updateUser = createAppThunk(
  'user/update',
  async (body: ProfileBody, { extra }) => (await extra.api.user.update(body)).data,
);

/**
 * Registration: the account waits for the code mailed to the address. captchaToken: the bot
 * protection's token for the form, when the shop has a site key.
 */
export const registerUser = createAppThunk(
  'user/register',
  async ({ captchaToken, ...body }: RegistrationBody & { captchaToken?: string }, { extra }) => {
    const result = await extra.api.user.register(body, captchaToken);
    return { email: result.user.email, verifyCode: result.verify_code ?? null };
  },
);

/**
 * The registration form's starting values and the choices of its selects (the reminder's
 * security questions among them), as the shop gives them. Asked once per store.
 */
export const fetchRegistrationTemplate = createAppThunk(
  'user/registrationTemplate',
  async (_: void, { extra }) => (await extra.api.user.dummy()).data,
  { condition: (_, { getState }) => getState().user.registrationTemplate === null },
);

/**
 * Whether a school key (学校キー) was handed out by the shop, and the school it stands for: the
 * registration form checks it before sending (the server checks it again on registration).
 */
export const checkSchoolKey = createAppThunk(
  'user/checkSchoolKey',
  async (key: string, { extra }) => {
    const result = await extra.api.user.checkSchoolKey(key);
    return { key: result.key, valid: result.check, school: result.name ?? null };
  },
);

/**
 * The e-mail verification check: the member becomes a registered member and, when not
 * logged in yet, is logged in by the answer.
 */
export const checkEmailVerify = createAppThunk(
  'user/checkEmailVerify',
  async (body: { email?: string; code: string }, { dispatch, extra }) => {
    const result = await extra.api.user.checkEmailVerify(body);
    startSession(result, extra, dispatch);
    return result;
  },
);

/**
 * Mails a new e-mail verification code: to the member's own address, or (a registration not
 * logged in yet) to `email`. The answer's message is the same for any address.
 */
export const requestEmailVerify = createAppThunk(
  'user/requestEmailVerify',
  async (body: { email?: string } | undefined, { extra }) => {
    const answer = await extra.api.user.requestEmailVerify(body ?? {});
    return { message: answer.message, verifyCode: answer.verify_code ?? null };
  },
);

type PasswordChangeBody = Parameters<ApiClient['user']['changePassword']>[0];

/** The member's new password (with the current one); the member's other sessions end. */
export const changePassword = createAppThunk(
  'user/changePassword',
  async (body: PasswordChangeBody, { extra }) => {
    await extra.api.user.changePassword(body);
  },
);

/**
 * Leaving the shop (退会) with the member's password (none for a member without one): once the
 * server agrees, the stored token and cart token go and every member section resets. A refused
 * password leaves the session as it was.
 */
export const deleteAccount = createAppThunk(
  'user/delete',
  async (body: { password?: string }, { dispatch, extra }) => {
    await extra.api.user.remove(body);
    await dispatch(endSession({}));
  },
);

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(logout, () => initialState)
      .addCase(fetchUser.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchUser.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.data = action.payload;
      })
      .addCase(fetchUser.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(updateUser.fulfilled, (state, action) => {
        state.data = action.payload;
      })
      .addCase(fetchRegistrationTemplate.fulfilled, (state, action) => {
        state.registrationTemplate = action.payload;
      })
      .addCase(registerUser.fulfilled, (state, action) => {
        state.pendingEmail = action.payload.email;
      })
      .addCase(checkEmailVerify.fulfilled, (state) => {
        state.pendingEmail = null;
        if (state.data) {
          state.data.is_registered_member = true;
          state.data.is_email_verified = true;
        }
      }),
  selectors: {
    selectUser: (state) => state.data,
    selectIsRegisteredMember: (state) => state.data?.is_registered_member ?? false,
    selectRegistrationTemplate: (state) => state.registrationTemplate,
    selectUserStatus: (state) => state.status,
    selectPendingEmail: (state) => state.pendingEmail,
  },
});

export const {
  selectUser,
  selectIsRegisteredMember,
  selectRegistrationTemplate,
  selectUserStatus,
  selectPendingEmail,
} = userSlice.selectors;

injectSlices(userSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof userSlice> {}
}
