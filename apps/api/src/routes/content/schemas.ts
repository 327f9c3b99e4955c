import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { ErrorResponse } from '../../schemas.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';

/** What every call of a shop in maintenance answers (see plugins/channel.ts). */
export const MaintenanceBody = Type.Object({
  message: Type.String(),
  title: Type.String(),
  code: Type.Literal('maintenance'),
});

/** Answers any shop call may give besides its own: unknown channel, maintenance. */
export const SHOP_ERRORS = { 404: ErrorResponse, 503: MaintenanceBody } as const;

/** Ids of notices and free areas chosen by the operator, such as cart-index-note. */
export const CodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }) });

/** The paging of services/paging.ts, plus per=all. */
export const ListQuery = Type.Object({
  page: PagingQuery.page,
  /** 'all' returns the whole list at once, as the storefront loads notices and free areas. */
  per: Type.Optional(
    Type.String({ pattern: '^(all|[1-9][0-9]?|100)$', description: '1 to 100, or all' }),
  ),
});
export type ListQuery = Static<typeof ListQuery>;

type Range = { limit: number; offset: number };

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

/** A record by its numeric id or its URL key (news, blogs). */
export const IdOrKeyParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** A numeric id in a path. */
export const IdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric id' }),
});

/** An ILIKE pattern matching `word` anywhere, with the wildcards in it taken literally. */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
