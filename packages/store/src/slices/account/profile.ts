import type { MemberProfile } from '@mise/api-client';
import type { UserState } from './user.js';

/**
 * The member's profile and whether it has been asked for, read without the user slice's code
 * (user.ts): a page's header and shell read them before anything loads that slice, and a
 * visitor's page never loads it. The state is the server's until then (see reducer.ts).
 */
type WithUser = { user: UserState };

export const selectProfile = (state: WithUser): MemberProfile | null => state.user.data;

/** Logged in and the profile not asked for yet: the shell loads it. */
export const selectProfileNeeded = (state: WithUser & { auth: { isLogin: boolean } }): boolean =>
  state.auth.isLogin && state.user.status === 'idle';
