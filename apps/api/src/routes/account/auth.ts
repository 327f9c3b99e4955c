import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loginCodeSchema, loginSchema } from '@mise/validation';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { string } from 'yup';
import { HttpError, MESSAGES } from '../../errors.js';
import { bearerToken } from '../../plugins/auth.js';
import {
  consumeCode,
  findLiveUser,
  findMemberByEmail,
  findMemberByLogin,
  findTokenBySecret,
  findUser,
  insertMember,
  issueUserToken,
  isUsernameTaken,
} from '../../services/accounts.js';
import { findChannel } from '../../services/channels.js';
import { clearFailures, isLocked, lock, recordFailure } from '../../services/lockout.js';
import {
  clearRefreshCookie,
  completeLogin,
  loginOrVerify,
  REFRESH_COOKIE,
  setRefreshCookie,
} from '../../services/login.js';
import { mails } from '../../services/mails.js';
import { newMemberCode } from '../../services/member-code.js';
import { verifySecret } from '../../services/passwords.js';
import { LoginResponse, Result } from '../../schemas.js';
import {
  REFRESH_REUSE_GRACE_MS,
  refreshTokenSession,
  revokeSession,
  rotateRefreshToken,
} from '../../services/tokens.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import type { Channel, User } from '../../types.js';

export const AUTH_MESSAGES = {
  invalidCredentials: 'メールアドレス（ユーザー名）またはパスワードが正しくありません',
  locked:
    'ログインに連続して失敗したため、一時的にログインを制限しています。30分ほど時間をおいてから再度お試しください。ご登録のメールアドレスにロック解除のご案内をお送りしています。',
  invalidCode: '認証コードが正しくないか、有効期限が切れています',
  invalidUnlock: 'ロック解除のURLが無効か、有効期限が切れています',
  unknownSourceChannel: '連携元のショップが見つかりません',
} as const;

const loginKeys = (user: User) => [user.email, ...(user.username ? [user.username] : [])];

/** Checks a password login on `channel`, counting failures and locking as it goes. */
async function authenticate(
  request: FastifyRequest,
  channel: Channel,
  loginId: string,
  password: string,
): Promise<User> {
  const { db, mailer } = request.server;
  const key = loginId.trim().toLowerCase();
  if (await isLocked(db, channel.id, key, request.ip))
    throw new HttpError(423, AUTH_MESSAGES.locked, { code: 'account_locked' });
  const user = await findMemberByLogin(db, channel.id, key);
  // Runs even without an account, so the answer takes as long either way.
  const valid = await verifySecret(user?.passwordHash, password);
  if (!user || !valid) {
    const { locked } = await recordFailure(db, channel.id, key, request.ip);
    if (locked) {
      if (user) {
        await lock(db, channel.id, loginKeys(user), locked === 'here' ? request.ip : '');
        const token = await issueUserToken(db, user.id, 'unlock');
        await mailer.send({
          to: user.email,
          channelId: channel.id,
          ...mails.unlock(channel, token),
        });
      }
      throw new HttpError(423, AUTH_MESSAGES.locked, { code: 'account_locked' });
    }
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials, { code: 'invalid_credentials' });
  }
  await clearFailures(db, channel.id, loginKeys(user), request.ip);
  return user;
}

/** The member's account on this shop for a member of another shop: found by e-mail or copied. */
async function syncIntoChannel(request: FastifyRequest, source: User): Promise<User> {
  const { db } = request.server;
  const existing = await findMemberByEmail(db, request.channel.id, source.email);
  if (existing) return existing;
  const usernameTaken =
    source.username !== null && (await isUsernameTaken(db, request.channel.id, source.username));
  const { id: _id, code: _code, createdAt: _createdAt, updatedAt: _updatedAt, ...profile } = source;
  return insertMember(db, {
    ...profile,
    channelId: request.channel.id,
    code: newMemberCode(),
    username: usernameTaken ? null : source.username,
    isMfaEnabled: false,
  });
}

const syncSchema = loginSchema.shape({
  channel_id: string()
    .trim()
    .required('連携元のショップは必須項目です')
    .max(100, AUTH_MESSAGES.unknownSourceChannel),
});

/** Login, two-step verification, token refresh, logout, unlock and login across shops. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = { rateLimit: app.authRateLimit };

  app.post(
    '/v1/auth/login',
    {
      config: { ...limited, captcha: 'login' },
      schema: { tags: ['auth'], body: bodyOf(loginSchema), response: { 200: LoginResponse } },
    },
    async (request, reply) => {
      const { login_id, password } = await validateBody(loginSchema, request.body);
      const user = await authenticate(request, request.channel, login_id, password);
      return loginOrVerify(request, reply, user, 'password');
    },
  );

  app.post(
    '/v1/auth/verify',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        body: Type.Object({
          ...bodyOf(loginCodeSchema).properties,
          user_id: Type.Integer(),
          is_sync_user_channel: Type.Optional(Type.Boolean()),
        }),
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const { verify_code } = await validateBody(loginCodeSchema, request.body);
      const { user_id, is_sync_user_channel } = request.body;
      const sync = is_sync_user_channel === true;
      const user = await findLiveUser(app.db, user_id, sync ? undefined : request.channel.id);
      if (!user || !(await consumeCode(app.db, user.id, 'mfa', verify_code))) {
        throw new HttpError(422, AUTH_MESSAGES.invalidCode, {
          errors: { verify_code: [AUTH_MESSAGES.invalidCode] },
        });
      }
      if (sync && user.channelId !== request.channel.id) {
        return completeLogin(request, reply, await syncIntoChannel(request, user), 'sync');
      }
      return completeLogin(request, reply, user, 'mfa');
    },
  );

  app.post(
    '/v1/auth/login-sync-channel',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        description:
          'Logs in with the account of another shop of the same operator, copying it here on first use.',
        body: bodyOf(syncSchema),
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const { login_id, password, channel_id } = await validateBody(syncSchema, request.body);
      const source = await findChannel(app.db, channel_id);
      if (!source || source.id === request.channel.id) {
        throw new HttpError(422, AUTH_MESSAGES.unknownSourceChannel, {
          errors: { channel_id: [AUTH_MESSAGES.unknownSourceChannel] },
        });
      }
      const user = await authenticate(request, source, login_id, password);
      if (user.isMfaEnabled || !user.isRegisteredMember)
        return loginOrVerify(request, reply, user, 'sync', true);
      return completeLogin(request, reply, await syncIntoChannel(request, user), 'sync');
    },
  );

  app.post(
    '/v1/auth/refresh',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        description: `Rotates the refresh token (cookie ${REFRESH_COOKIE}, or refresh_token in the body). A token used again more than ${REFRESH_REUSE_GRACE_MS / 1000} s after its rotation revokes its whole session; within that time (the same browser's concurrent requests) it gets a pair of its own.`,
        body: Type.Object({ refresh_token: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const token = request.body.refresh_token ?? request.cookies[REFRESH_COOKIE];
      const result = token
        ? await rotateRefreshToken(app.db, token)
        : { ok: false as const, reason: 'unknown' as const };
      if (!result.ok) {
        clearRefreshCookie(reply);
        throw new HttpError(401, MESSAGES.tokenExpired, { code: 'refresh_failed' });
      }
      const user = await findUser(app.db, result.userId);
      if (!user || user.channelId !== request.channel.id) {
        clearRefreshCookie(reply);
        throw new HttpError(401, MESSAGES.tokenExpired, { code: 'refresh_failed' });
      }
      setRefreshCookie(request, reply, result.tokens.refresh_token);
      return {
        access_token: result.tokens.access_token,
        refresh_token: result.tokens.refresh_token,
        token_type: result.tokens.token_type,
        expires_in: result.tokens.expires_in,
        expires_at: result.tokens.expires_at,
        user_id: user.id,
        is_verify: false,
        is_registered_member: user.isRegisteredMember,
      };
    },
  );

  app.post(
    '/v1/auth/logout',
    { schema: { tags: ['auth'], response: { 200: Result } } },
    async (request, reply) => {
      // Logging out always succeeds; whatever session the request still holds is ended.
      const access = bearerToken(request);
      if (access) {
        await app.identify(request);
        if (request.sessionId) await revokeSession(app.db, request.sessionId);
      }
      const refresh = request.cookies[REFRESH_COOKIE];
      if (refresh) {
        const sessionId = await refreshTokenSession(app.db, refresh);
        if (sessionId) await revokeSession(app.db, sessionId);
      }
      clearRefreshCookie(reply);
      return { result: true };
    },
  );

  app.get(
    '/v1/auth/unlock/:token',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
        response: { 200: Result },
      },
    },
    async (request) => {
      const token = await findTokenBySecret(app.db, 'unlock', request.params.token);
      const user = token && (await findUser(app.db, token.userId));
      if (!token || !user || user.channelId !== request.channel.id) {
        return { result: false, message: AUTH_MESSAGES.invalidUnlock };
      }
      await clearFailures(app.db, user.channelId, loginKeys(user));
      await consumeCode(app.db, user.id, 'unlock', request.params.token);
      return { result: true };
    },
  );
};

export default authRoutes;
