import { timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { OrderStatus } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import type { Paging } from '../paging.js';
import type { OrderRow } from './serialize.js';

export const ORDER_NOT_FOUND = 'ご注文が見つかりませんでした';
export const GUEST_TOKEN_INVALID =
  'ご注文番号または確認用トークンが正しくありません。ご注文完了メールに記載のURLからお手続きください。';
/** The spec's min_date rule (section 5), word for word. */
export const MIN_DATE_MESSAGE = '参照終了日は参照開始日より大きです。';

const orderNotFound = () => new HttpError(404, ORDER_NOT_FOUND, { code: 'order.not_found' });

export type OrderFilter = {
  ordered_from?: string | undefined;
  ordered_to?: string | undefined;
  status?: OrderStatus | undefined;
};

/** The day after a YYYY-MM-DD date, as YYYY-MM-DD. */
function nextDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

const validDate = (date: string) => !Number.isNaN(new Date(`${date}T00:00:00Z`).getTime());

/**
 * A member's orders of one shop, filtered by period (whole days in Japan time, both ends
 * included) and status; newest first.
 */
export async function listMemberOrders(
  db: Database,
  channelId: string,
  memberId: number,
  filter: OrderFilter,
  page: Paging,
): Promise<{ rows: OrderRow[]; total: number; totalPayment: number }> {
  const errors: Record<string, string[]> = {};
  for (const field of ['ordered_from', 'ordered_to'] as const) {
    const value = filter[field];
    if (value !== undefined && !validDate(value)) errors[field] = ['日付が無効です'];
  }
  if (
    !errors.ordered_from &&
    !errors.ordered_to &&
    filter.ordered_from &&
    filter.ordered_to &&
    filter.ordered_to < filter.ordered_from
  )
    errors.ordered_to = [MIN_DATE_MESSAGE];
  if (Object.keys(errors).length > 0)
    throw new HttpError(422, '入力内容に誤りがあります', { errors });

  const mine = and(eq(orders.channelId, channelId), eq(orders.userId, memberId));
  const conditions: (SQL | undefined)[] = [mine];
  if (filter.ordered_from)
    conditions.push(gte(orders.orderedAt, new Date(`${filter.ordered_from}T00:00:00+09:00`)));
  if (filter.ordered_to)
    conditions.push(lt(orders.orderedAt, new Date(`${nextDay(filter.ordered_to)}T00:00:00+09:00`)));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const where = and(...conditions);

  const [[counted], [sum], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select({ total: sql<string | null>`sum(${orders.totalPayment})` })
      .from(orders)
      .where(and(mine, ne(orders.status, 'cancelled'))),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.orderedAt), desc(orders.id))
      .limit(page.per)
      .offset(page.offset),
  ]);
  return { rows, total: counted?.n ?? 0, totalPayment: Number(sum?.total ?? 0) };
}

/** A member's own order of this shop; anyone else's is 404 as if it did not exist. */
export async function findMemberOrder(
  db: Database,
  channelId: string,
  memberId: number,
  id: number,
): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.channelId, channelId), eq(orders.userId, memberId)));
  if (!row) throw orderNotFound();
  return row;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A guest order by its number and token `t`. A member's order is never opened this way, and an
 * unknown number answers like a wrong token, so order numbers cannot be probed.
 */
export async function findGuestOrder(
  db: Database,
  channelId: string,
  orderNo: string,
  token: string | undefined,
): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.channelId, channelId), eq(orders.orderNo, orderNo), isNull(orders.userId)),
    );
  if (!row || !token || !sameToken(token, row.guestToken))
    throw new HttpError(404, GUEST_TOKEN_INVALID, { code: 'order.guest.invalid_token' });
  return row;
}
