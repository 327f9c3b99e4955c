import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

/**
 * Failed logins in a row from one network that lock a login id there, and for how long. The
 * lock holds for that network only: whoever knows a member's e-mail cannot lock the member out
 * of their own network by guessing from another.
 */
export const LOCK_THRESHOLD = 5;
export const LOCK_MINUTES = 30;
/**
 * Failures from all networks together that lock the id everywhere: the slower back-off against
 * guessing spread over many addresses. The member's unlock mail lifts it at once.
 */
export const GLOBAL_LOCK_THRESHOLD = 50;
/** The row counting failures from every network. */
const EVERYWHERE = '';

const rowsOf = (channelId: string, loginIds: string[], sources: string[]) =>
  and(
    eq(loginAttempts.channelId, channelId),
    inArray(loginAttempts.loginId, loginIds),
    inArray(loginAttempts.source, sources),
  );

/** Whether the id is locked for a login from `source` (the client's address). */
export async function isLocked(
  db: Database,
  channelId: string,
  loginId: string,
  source: string,
): Promise<boolean> {
  const [row] = await db
    .select({ loginId: loginAttempts.loginId })
    .from(loginAttempts)
    .where(
      and(
        rowsOf(channelId, [loginId], [source, EVERYWHERE]),
        gt(loginAttempts.lockedUntil, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Counts a failed login for the id (whether or not an account has it), from `source` and from
 * everywhere; the failure that reaches a threshold locks it. A lock that has run out starts a
 * new count.
 */
export async function recordFailure(
  db: Database,
  channelId: string,
  loginId: string,
  source: string,
): Promise<{ locked: 'here' | 'everywhere' | false }> {
  const rows = await db
    .insert(loginAttempts)
    .values([
      { channelId, loginId, source, failedCount: 1 },
      { channelId, loginId, source: EVERYWHERE, failedCount: 1 },
    ])
    .onConflictDoUpdate({
      target: [loginAttempts.channelId, loginAttempts.loginId, loginAttempts.source],
      set: {
        failedCount: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= now() then 1 else ${loginAttempts.failedCount} + 1 end`,
        lockedUntil: sql`case when ${loginAttempts.lockedUntil} <= now() then null else ${loginAttempts.lockedUntil} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  const count = (of: string) => rows.find((row) => row.source === of)?.failedCount ?? 0;
  if (count(EVERYWHERE) >= GLOBAL_LOCK_THRESHOLD) {
    await lock(db, channelId, [loginId], EVERYWHERE);
    return { locked: 'everywhere' };
  }
  if (count(source) >= LOCK_THRESHOLD) {
    await lock(db, channelId, [loginId], source);
    return { locked: 'here' };
  }
  return { locked: false };
}

/** Locks the ids for `source` now (a member's e-mail and username are locked together). */
export async function lock(
  db: Database,
  channelId: string,
  loginIds: string[],
  source: string,
): Promise<void> {
  const until = new Date(Date.now() + LOCK_MINUTES * 60_000);
  await db
    .insert(loginAttempts)
    .values(
      loginIds.map((loginId) => ({
        channelId,
        loginId,
        source,
        failedCount: source === EVERYWHERE ? GLOBAL_LOCK_THRESHOLD : LOCK_THRESHOLD,
        lockedUntil: until,
      })),
    )
    .onConflictDoUpdate({
      target: [loginAttempts.channelId, loginAttempts.loginId, loginAttempts.source],
      set: { lockedUntil: until, updatedAt: sql`now()` },
    });
}

/**
 * Forgets the failures of the ids: from `source` and the shared count after a login there,
 * or all of them (the unlock link, a new password) when no source is given.
 */
export async function clearFailures(
  db: Database,
  channelId: string,
  loginIds: string[],
  source?: string,
): Promise<void> {
  if (loginIds.length === 0) return;
  if (source === undefined) {
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.channelId, channelId), inArray(loginAttempts.loginId, loginIds)));
    return;
  }
  // Counts only: a standing lock (another key of the member) stays until it runs out or is lifted.
  await db
    .delete(loginAttempts)
    .where(
      and(
        rowsOf(channelId, loginIds, [source, EVERYWHERE]),
        sql`(${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} <= now())`,
      ),
    );
}
