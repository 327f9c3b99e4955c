/**
 * The page number of a paged list, from ?page= (1 when absent or not a positive whole number).
 * A page's loader reads it from the request's URL and the page from its location, so both ask
 * for the same page.
 */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The ?page= of a loader's request. */
export const requestPage = (request: Request): number =>
  pageParam(new URL(request.url).searchParams);
