/**
 * The page number of my page's paged lists, from ?page= (1 when absent or malformed). A page's
 * loader reads it from the request's URL and the page from its location, so both ask for the
 * same page.
 */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
