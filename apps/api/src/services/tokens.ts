import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accessTokens, refreshTokens, sessions, users } from '../db/schema.js';
import type { User } from '../types.js';
import { now } from './clock.js';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;
/**
 * How long a just-used refresh token still gets a new pair instead of revoking its session:
 * the server render and the browser, or two tabs opened together, send the same cookie at
 * once, and only one of them can rotate it first.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');
/** A 6-digit code for mail. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type IssuedTokens = {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  expires_at: string;
  refresh_expires_at: string;
};

async function issue(db: Database, sessionId: string): Promise<IssuedTokens> {
  const access = randomToken();
  const refresh = randomToken();
  const issuedAt = now();
  const expiresAt = new Date(issuedAt + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const refreshExpiresAt = new Date(issuedAt + REFRESH_TOKEN_TTL_SECONDS * 1000);
  await db.insert(accessTokens).values({ tokenHash: sha256(access), sessionId, expiresAt });
  await db
    .insert(refreshTokens)
    .values({ tokenHash: sha256(refresh), sessionId, expiresAt: refreshExpiresAt });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt.toISOString(),
    refresh_expires_at: refreshExpiresAt.toISOString(),
  };
}

/** Starts a login session (a token family) for the member. */
export async function startSession(db: Database, userId: number): Promise<IssuedTokens> {
  const [session] = await db.insert(sessions).values({ userId }).returning({ id: sessions.id });
  return issue(db, session!.id);
}

export type RefreshResult =
  | { ok: true; tokens: IssuedTokens; userId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotates a refresh token. A token used again after REFRESH_REUSE_GRACE_MS means it leaked:
 * the whole session is revoked, so neither holder can go on. Within that window the second
 * caller is one of the member's own concurrent requests (see REFRESH_REUSE_GRACE_MS) and gets
 * a pair of its own in the same session; whichever cookie the browser keeps, the next rotation
 * retires the other (a session has one live refresh token after each rotation).
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<RefreshResult> {
  const row = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: sessions.revokedAt,
      userId: sessions.userId,
      deletedAt: users.deletedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .then((rows) => rows[0]);
  if (!row || row.revokedAt || row.deletedAt) return { ok: false, reason: 'unknown' };
  const at = now();
  if (row.expiresAt.getTime() <= at) return { ok: false, reason: 'expired' };
  const concurrent = () => ({ ok: true as const, userId: row.userId });
  if (row.usedAt) {
    if (at - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await revokeSession(db, row.sessionId);
      return { ok: false, reason: 'reused' };
    }
    return { ...concurrent(), tokens: await issue(db, row.sessionId) };
  }
  // Of two concurrent rotations of the same token one claims it; the other is the case above.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date(at) })
    .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  if (claimed.length === 0) return { ...concurrent(), tokens: await issue(db, row.sessionId) };
  // A pair handed out in the window above and never used is retired now: presented later, it
  // counts as reused.
  await db
    .update(refreshTokens)
    .set({ usedAt: new Date(at) })
    .where(and(eq(refreshTokens.sessionId, row.sessionId), isNull(refreshTokens.usedAt)));
  return { ok: true, tokens: await issue(db, row.sessionId), userId: row.userId };
}

/** The session a refresh token belongs to, used or not; undefined for an unknown token. */
export async function refreshTokenSession(
  db: Database,
  token: string,
): Promise<string | undefined> {
  const row = await db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, sha256(token)),
  });
  return row?.sessionId;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now()) })
    .where(eq(sessions.id, sessionId));
  await db.delete(accessTokens).where(eq(accessTokens.sessionId, sessionId));
}

/** Ends every session of a member except `keep` (password change, reset, account deletion). */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  keep?: string | null,
): Promise<void> {
  const open = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  for (const { id } of open) if (id !== keep) await revokeSession(db, id);
}

export type Bearer = { user: User; sessionId: string } | { expired: true } | null;

/** The member behind an access token, or whether it has expired. */
export async function findBearer(db: Database, token: string, channelId: string): Promise<Bearer> {
  const row = await db
    .select({ user: users, sessionId: accessTokens.sessionId, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(sessions, and(eq(sessions.id, accessTokens.sessionId), isNull(sessions.revokedAt)))
    .innerJoin(
      users,
      and(eq(users.id, sessions.userId), isNull(users.deletedAt), eq(users.channelId, channelId)),
    )
    .where(eq(accessTokens.tokenHash, sha256(token)))
    .then((rows) => rows[0]);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now()) return { expired: true };
  return { user: row.user, sessionId: row.sessionId };
}
