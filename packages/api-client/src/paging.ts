/** A page of a list, read from the x-total, x-per-page, x-last-page and x-current-page headers. */
export type Page = {
  total: number;
  perPage: number;
  lastPage: number;
  currentPage: number;
  /** x-limit: the most entries the member may keep (addresses, cards, memorials, measurements). */
  limit: number | undefined;
};

export type Paged<T> = { data: T[]; page: Page };

/** Response headers as axios gives them (lower-case names). */
type Headers = Record<string, unknown>;

function header(headers: Headers, name: string): number | undefined {
  const raw = headers[name];
  const value = Number(raw);
  return raw === undefined || raw === null || raw === '' || Number.isNaN(value) ? undefined : value;
}

/** The page object of a list response; `defaultPerPage` when the server sent no headers. */
export function readPage(headers: Headers, defaultPerPage = 10): Page {
  const total = header(headers, 'x-total') ?? 0;
  const perPage = header(headers, 'x-per-page') ?? defaultPerPage;
  return {
    total,
    perPage,
    lastPage: header(headers, 'x-last-page') ?? Math.max(1, Math.ceil(total / perPage)),
    currentPage: header(headers, 'x-current-page') ?? 1,
    limit: header(headers, 'x-limit'),
  };
}
