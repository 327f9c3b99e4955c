import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginHistories } from '../db/schema.js';
import type { User } from '../types.js';
import { issueUserToken } from './accounts.js';
import { mails } from './mails.js';
import { getSetting } from './settings.js';
import { REFRESH_TOKEN_TTL_SECONDS, startSession } from './tokens.js';

/**
 * The refresh token travels in an httpOnly cookie for the whole site: the theme server gets it
 * with each page request, so a member whose access token has expired is refreshed while the
 * page renders (and comes back logged in on the server's HTML).
 */
export const REFRESH_COOKIE = 'mise_refresh';
/** Where the cookie lived before (the auth calls only); a rotation or logout removes it there. */
const LEGACY_REFRESH_PATH = '/v1/auth';

/** Mail bounces after which the member is asked to fix the address. */
export const MAIL_ERROR_LIMIT = 3;

export type LoginMethod = 'password' | 'mfa' | 'oauth' | 'reminder' | 'registration' | 'sync';

/** The login response of spec section 3 (plus the refresh token for clients without cookies). */
export type LoginResponse = {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  expires_at: string;
  user_id: number;
  is_verify: false;
  is_registered_member: boolean;
  has_password_expired: boolean;
  has_mail_error_count_over: boolean;
};

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
  reply.clearCookie(REFRESH_COOKIE, { path: LEGACY_REFRESH_PATH });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: LEGACY_REFRESH_PATH });
}

/** Whether the member's password is older than the shop's MEMBER.PASSWORD_EXPIRE_DAYS (0: never). */
export async function hasPasswordExpired(request: FastifyRequest, user: User): Promise<boolean> {
  const days = await getSetting(
    request.server.db,
    user.channelId,
    'MEMBER.PASSWORD_EXPIRE_DAYS',
    0,
  );
  return days > 0 && Date.now() - user.passwordChangedAt.getTime() > days * 86_400_000;
}

/**
 * Logs the member in: a new session (token family), the refresh cookie, a login-history
 * entry, and the login response the storefront stores.
 */
export async function completeLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  method: LoginMethod,
): Promise<LoginResponse> {
  const { db } = request.server;
  const tokens = await startSession(db, user.id);
  await db.insert(loginHistories).values({
    userId: user.id,
    method,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  });
  setRefreshCookie(request, reply, tokens.refresh_token);
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    expires_in: tokens.expires_in,
    expires_at: tokens.expires_at,
    user_id: user.id,
    is_verify: false,
    is_registered_member: user.isRegisteredMember,
    has_password_expired: await hasPasswordExpired(request, user),
    has_mail_error_count_over: user.mailErrorCount >= MAIL_ERROR_LIMIT,
  };
}

const NOT_REGISTERED =
  'メールアドレスの確認が完了していません。お送りした確認コードでメールアドレスの確認を完了してください。';

/**
 * Once a member has proven who they are (password, OpenID Connect): a member still confirming
 * their e-mail gets no token; a member with two-step login gets a code by mail (is_verify);
 * everyone else is logged in.
 */
export async function loginOrVerify(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  method: LoginMethod,
  sync = false,
) {
  const { db, mailer, config } = request.server;
  if (!user.isRegisteredMember) {
    return {
      is_verify: false,
      is_registered_member: false,
      user_id: user.id,
      message: NOT_REGISTERED,
    };
  }
  if (user.isMfaEnabled) {
    const code = await issueUserToken(db, user.id, 'mfa');
    await mailer.send({
      to: user.email,
      channelId: user.channelId,
      ...mails.mfa(request.channel, code),
    });
    return {
      is_verify: true,
      is_registered_member: true,
      user_id: user.id,
      ...(sync ? { is_sync_user_channel: true } : {}),
      ...(config.exposeCodes ? { verify_code: code } : {}),
    };
  }
  return completeLogin(request, reply, user, method);
}
