import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { pointHistories, users } from '../db/schema.js';
import { loadOrderSettings } from './order-settings.js';

/**
 * Point expiry over the member's ledger (point_histories). Every grant (a positive entry) is a
 * lot usable until the end of the Japanese day POINT.EXPIRY_DAYS after it; spending takes the
 * oldest lot still valid at that moment first; what is left of a lot when it lapses expires.
 * Expiry is written to the ledger lazily, as an 'expire' entry dated when the lot lapsed, so the
 * balance (the ledger's sum) and the history agree with it.
 */

export type LedgerReason =
  'registration' | 'order_use' | 'order_grant' | 'cancel_return' | 'admin' | 'expire';

/** The reasons of the ledger in the words of the my page history. */
export const POINT_REASON_LABELS: Record<string, string> = {
  registration: '会員登録特典',
  order_use: 'ご注文でのご利用',
  order_grant: 'ご注文による獲得',
  cancel_return: 'ご注文キャンセルによる調整',
  admin: 'ショップからの付与',
  expire: '有効期限切れ',
};

const DAY_MS = 86_400_000;
const JAPAN_MS = 9 * 3_600_000;

/** The last millisecond of the Japanese day `days` days after `at`. */
export function expiryOf(at: Date, days: number): Date {
  const japanDay = Math.floor((at.getTime() + JAPAN_MS) / DAY_MS);
  return new Date((japanDay + days + 1) * DAY_MS - JAPAN_MS - 1);
}

type Entry = { id: number; points: number; reason: string; createdAt: Date };

type Lot = { entryId: number; expiresAt: Date | null; remaining: number; lapsed: boolean };

export type LotState = {
  /** Valid lots with points left, soonest expiry first. */
  open: { points: number; expiresAt: Date | null }[];
  /** Lapsed lots whose expiry is not in the ledger yet. */
  unrecorded: { points: number; expiresAt: Date }[];
  /** Expiry of each grant entry, by entry id. */
  expiryByEntry: Map<number, Date | null>;
};

function take(lots: Lot[], amount: number, lapsed: boolean): number {
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    if (lot.lapsed !== lapsed || lot.remaining === 0) continue;
    const used = Math.min(lot.remaining, left);
    lot.remaining -= used;
    left -= used;
  }
  return left;
}

/** Replays the ledger (oldest first) as lots; `days` 0 means points never expire. */
export function replayLedger(entries: Entry[], days: number, now: Date): LotState {
  const lots: Lot[] = [];
  const expiryByEntry = new Map<number, Date | null>();
  const lapseUntil = (at: Date) => {
    for (const lot of lots)
      if (!lot.lapsed && lot.expiresAt && lot.expiresAt.getTime() < at.getTime()) lot.lapsed = true;
  };
  const ordered = [...entries].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
  for (const entry of ordered) {
    lapseUntil(entry.createdAt);
    if (entry.points > 0) {
      const expiresAt = days > 0 ? expiryOf(entry.createdAt, days) : null;
      expiryByEntry.set(entry.id, expiresAt);
      lots.push({ entryId: entry.id, expiresAt, remaining: entry.points, lapsed: false });
    } else if (entry.reason === 'expire') {
      const left = take(lots, -entry.points, true);
      take(lots, left, false);
    } else {
      // Spending beyond the valid lots (points taken back after use) leaves nothing to take.
      take(lots, -entry.points, false);
    }
  }
  lapseUntil(now);
  return {
    open: lots
      .filter((lot) => !lot.lapsed && lot.remaining > 0)
      .map((lot) => ({ points: lot.remaining, expiresAt: lot.expiresAt }))
      .sort(
        (a, b) =>
          (a.expiresAt?.getTime() ?? Number.MAX_SAFE_INTEGER) -
          (b.expiresAt?.getTime() ?? Number.MAX_SAFE_INTEGER),
      ),
    unrecorded: lots
      .filter((lot) => lot.lapsed && lot.remaining > 0)
      .map((lot) => ({ points: lot.remaining, expiresAt: lot.expiresAt! })),
    expiryByEntry,
  };
}

async function ledgerOf(db: Database, userId: number): Promise<Entry[]> {
  return db
    .select({
      id: pointHistories.id,
      points: pointHistories.points,
      reason: pointHistories.reason,
      createdAt: pointHistories.createdAt,
    })
    .from(pointHistories)
    .where(eq(pointHistories.userId, userId))
    .orderBy(asc(pointHistories.createdAt), asc(pointHistories.id));
}

/**
 * Writes the expiry of lapsed points into the ledger (one 'expire' entry per lapsed lot, dated
 * at its lapse) and answers the lots as they are now.
 */
export async function settleExpiredPoints(
  db: Database,
  userId: number,
  days: number,
  now = new Date(),
): Promise<LotState> {
  const state = replayLedger(await ledgerOf(db, userId), days, now);
  if (state.unrecorded.length === 0) return state;
  return db.transaction(async (tx) => {
    // Two requests at once must not both write the same expiry: the member's row is the lock,
    // and the ledger is read again under it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const locked = replayLedger(await ledgerOf(tx, userId), days, now);
    if (locked.unrecorded.length === 0) return locked;
    await tx.insert(pointHistories).values(
      locked.unrecorded.map((lot) => ({
        userId,
        points: -lot.points,
        reason: 'expire',
        orderId: null,
        createdAt: lot.expiresAt,
      })),
    );
    return replayLedger(await ledgerOf(tx, userId), days, now);
  });
}

/**
 * Settles lapsed points with the channel's expiry setting, before a balance is spent: the cart's
 * points step and the order decision must not let a member spend points that have lapsed.
 */
export async function settleMemberPoints(
  db: Database,
  channelId: string,
  userId: number,
): Promise<LotState> {
  const days = (await loadOrderSettings(db, channelId))['POINT.EXPIRY_DAYS'];
  return settleExpiredPoints(db, userId, days);
}

/** Points that expire, grouped by expiry, soonest first (never-expiring points left out). */
export function expiringGroups(state: LotState): { points: number; expiresAt: Date }[] {
  const groups: { points: number; expiresAt: Date }[] = [];
  for (const lot of state.open) {
    if (!lot.expiresAt) continue;
    const last = groups.at(-1);
    if (last && last.expiresAt.getTime() === lot.expiresAt.getTime()) last.points += lot.points;
    else groups.push({ points: lot.points, expiresAt: lot.expiresAt });
  }
  return groups;
}
