import type { OrderQuery } from '@mise/api-client';
import { isRecordId } from '../../shared/record-id.js';

export const STATUS_OPTIONS = [
  { value: 'ordered', label: 'ご注文受付' },
  { value: 'shipped', label: '発送済み' },
  { value: 'cancelled', label: 'キャンセル済み' },
] as const;

const STATUSES = new Set<string>(STATUS_OPTIONS.map((option) => option.value));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The order list's query from the URL (?page, ?from, ?to, ?status), so it can be bookmarked
 * and shared; read the same way by the page and by its loader.
 */
export function orderQueryOf(params: URLSearchParams): OrderQuery {
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const status = params.get('status') ?? '';
  const query: OrderQuery = {};
  if (Number.isInteger(page) && page > 1) query.page = page;
  if (DAY.test(from)) query.ordered_from = from;
  if (DAY.test(to) && !(DAY.test(from) && to < from)) query.ordered_to = to;
  if (STATUSES.has(status)) query.status = status as NonNullable<OrderQuery['status']>;
  return query;
}

/** An order detail's key as the API's order id (null when it cannot be one). */
export function orderIdOf(key: string): number | null {
  return isRecordId(key) ? Number(key) : null;
}

/**
 * The guest receipt's order number and token from ?no= and ?t= (the link of the order complete
 * mail), read the same way by the page and by its loader.
 */
export function guestReceiptQueryOf(params: URLSearchParams): { no: string; t: string } {
  return { no: params.get('no')?.trim() ?? '', t: params.get('t')?.trim() ?? '' };
}
