import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

/** Failed logins in a row that lock a login id, and for how long. */
export const LOCK_THRESHOLD = 5;
export const LOCK_MINUTES = 30;

export async function isLocked(db: Database, channelId: string, loginId: string): Promise<boolean> {
  const row = await db.query.loginAttempts.findFirst({
    where: and(eq(loginAttempts.channelId, channelId), eq(loginAttempts.loginId, loginId)),
  });
  return !!row?.lockedUntil && row.lockedUntil.getTime() > Date.now();
}

/**
 * Counts a failed login for the id (whether or not an account has it); the failure that
 * reaches the threshold locks it. A lock that has run out starts a new count.
 */
export async function recordFailure(
  db: Database,
  channelId: string,
  loginId: string,
): Promise<{ locked: boolean }> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ channelId, loginId, failedCount: 1 })
    .onConflictDoUpdate({
      target: [loginAttempts.channelId, loginAttempts.loginId],
      set: {
        failedCount: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= now() then 1 else ${loginAttempts.failedCount} + 1 end`,
        lockedUntil: sql`case when ${loginAttempts.lockedUntil} <= now() then null else ${loginAttempts.lockedUntil} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row || row.failedCount < LOCK_THRESHOLD) return { locked: false };
  await lock(db, channelId, [loginId]);
  return { locked: true };
}

/** Locks the ids now (a member's e-mail and username are locked together). */
export async function lock(db: Database, channelId: string, loginIds: string[]): Promise<void> {
  const until = new Date(Date.now() + LOCK_MINUTES * 60_000);
  for (const loginId of loginIds) {
    await db
      .insert(loginAttempts)
      .values({ channelId, loginId, failedCount: LOCK_THRESHOLD, lockedUntil: until })
      .onConflictDoUpdate({
        target: [loginAttempts.channelId, loginAttempts.loginId],
        set: { lockedUntil: until, updatedAt: sql`now()` },
      });
  }
}

export async function clearFailures(
  db: Database,
  channelId: string,
  loginIds: string[],
): Promise<void> {
  if (loginIds.length === 0) return;
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.channelId, channelId), inArray(loginAttempts.loginId, loginIds)));
}
