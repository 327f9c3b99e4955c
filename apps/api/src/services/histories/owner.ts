import { and, eq, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type {
  bookmarks,
  productHistories,
  productRequests,
  productSearchHistories,
} from '../../db/schema.js';

/** Whose list a row is on: a member's, or a guest's (by the guest id cookie). */
export type Owner = { userId: number } | { guestId: string };

/** The owner's columns of a new row. */
export const ownerColumns = (owner: Owner) =>
  'userId' in owner ? { userId: owner.userId } : { guestId: owner.guestId };

type OwnedTable = typeof productHistories | typeof productSearchHistories;

/** The owner's rows of `table` in a shop (a guest's only while no member took them over). */
export function ownedBy(table: OwnedTable, channelId: string, owner: Owner): SQL {
  return 'userId' in owner
    ? and(eq(table.channelId, channelId), eq(table.userId, owner.userId))!
    : and(eq(table.channelId, channelId), isNull(table.userId), eq(table.guestId, owner.guestId))!;
}

/**
 * Deletes one row of a member's own list, `inShop` telling the shop's rows; false when there is
 * none of theirs.
 */
export async function deleteMemberRow(
  db: Database,
  table: OwnedTable | typeof productRequests | typeof bookmarks,
  userId: number,
  id: number,
  inShop: SQL,
): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId), inShop))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** Deletes one row of a member's own list in a shop; false when there is none of theirs. */
export const deleteOwnRow = (
  db: Database,
  table: OwnedTable | typeof productRequests,
  channelId: string,
  userId: number,
  id: number,
) => deleteMemberRow(db, table, userId, id, eq(table.channelId, channelId));
