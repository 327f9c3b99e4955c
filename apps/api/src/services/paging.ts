import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

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
