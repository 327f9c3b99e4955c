import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Static } from 'typebox';

export const DEFAULT_PER_PAGE = 10;
export const PRODUCTS_PER_PAGE = 15;
const MAX_PER_PAGE = 100;

/**
 * Query parameters every paged list accepts. Plain digit patterns rather than integers:
 * number coercion would let '1e400' through as Infinity.
 */
export const PagingQuery = {
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  per: Type.Optional(Type.String({ pattern: `^([1-9]|[1-9][0-9]|${MAX_PER_PAGE})$` })),
};

export type Paging = { page: number; per: number; offset: number };

export function paging(
  query: { page?: string | undefined; per?: string | undefined },
  defaultPer = DEFAULT_PER_PAGE,
): Paging {
  const page = query.page ? Number(query.page) : 1;
  const per = query.per ? Number(query.per) : defaultPer;
  return { page, per, offset: (page - 1) * per };
}

/** x-total, x-per-page, x-last-page, x-current-page as the storefront reads them. */
export function setPagingHeaders(reply: FastifyReply, { page, per }: Paging, total: number): void {
  reply
    .header('x-total', String(total))
    .header('x-per-page', String(per))
    .header('x-last-page', String(Math.max(1, Math.ceil(total / per))))
    .header('x-current-page', String(page));
}

/** Maximum count of a member's list (addresses, cards, memorials, measurements). */
export function setLimitHeader(reply: FastifyReply, limit: number): void {
  reply.header('x-limit', String(limit));
}

/** Name of a downloaded file; the storefront reads it instead of Content-Disposition. */
export function setDownloadHeaders(
  reply: FastifyReply,
  filename: string,
  contentType: string,
): void {
  reply
    .header('content-type', contentType)
    .header('x-suggested-filename', encodeURIComponent(filename))
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`);
}

/** The paging of services/paging.ts, plus per=all. */
export const ListQuery = Type.Object({
  page: PagingQuery.page,
  /** 'all' returns the whole list at once, as the storefront loads notices and free areas. */
  per: Type.Optional(
    Type.String({ pattern: '^(all|[1-9][0-9]?|100)$', description: '1 to 100, or all' }),
  ),
});
export type ListQuery = Static<typeof ListQuery>;

export type Range = { limit: number; offset: number };

/**
 * One page of a list (or all of it with per=all) with the x-total, x-per-page, x-last-page and
 * x-current-page headers; `fetch` without a range reads every row.
 */
export async function listRows<T>(
  reply: FastifyReply,
  query: ListQuery,
  count: () => Promise<number>,
  fetch: (range?: Range) => Promise<T[]>,
): Promise<T[]> {
  if (query.per === 'all') {
    const rows = await fetch();
    setPagingHeaders(reply, { page: 1, per: Math.max(1, rows.length), offset: 0 }, rows.length);
    return rows;
  }
  const page = paging({ page: query.page, per: query.per });
  const total = await count();
  const rows = await fetch({ limit: page.per, offset: page.offset });
  setPagingHeaders(reply, page, total);
  return rows;
}
