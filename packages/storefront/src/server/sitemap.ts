import type { ApiClient, Page } from '@mise/api-client';
import { routesFor } from '../routes/table.js';

/** Pages a search engine should not index: member, cart and account-entry screens. */
const PRIVATE_PREFIXES = [
  '/mypage',
  '/cart',
  '/login',
  '/login_sync',
  '/register',
  '/reminder',
  '/verify',
  '/oauth',
  '/orders',
  '/social-gift',
  '/contact/',
  '/ec',
  '/maintenance',
  '/popup',
] as const;

/** The biggest page the sitemap asks for at a time, so a big catalogue takes few calls. */
const SITEMAP_PER_PAGE = 100;

/** A record's segment in its detail path: its key when it has one, else its id. */
function keyOf(item: Record<string, unknown>): string | null {
  const key = item.key ?? item.slug ?? item.id;
  return typeof key === 'string' || typeof key === 'number' ? String(key) : null;
}

/** Every page of a paged list, one call per page. */
async function allPages<T>(
  fetchPage: (page: number) => Promise<{ data: T[]; page: Page }>,
): Promise<T[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.page.lastPage - 1) }, (_, index) =>
      fetchPage(index + 2),
    ),
  );
  return [...first.data, ...rest.flatMap((page) => page.data)];
}

/** The routes of the theme anyone may open that are neither parametrised nor private. */
export function publicRoutePaths(theme: string): string[] {
  return routesFor(theme)
    .filter(
      (route) =>
        route.access === 'public' &&
        !route.path.includes(':') &&
        !route.path.includes('*') &&
        !PRIVATE_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
    )
    .map((route) => (route.path === '/' ? '/' : `${route.path}/`));
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * Shop paths of everything the API lists: products, static pages, news, blogs and makers
 * (brands have no page of their own beyond the /brand list).
 */
export async function sitemapPaths(api: ApiClient, theme: string): Promise<string[]> {
  const detail = (prefix: string) => (items: Record<string, unknown>[]) =>
    items.flatMap((item) => {
      const key = keyOf(item);
      return key ? [`${prefix}/${encodeURIComponent(key)}/`] : [];
    });
  const [products, pages, news, blogs, makers] = await Promise.all([
    allPages((page) => api.products.list({ page, per: SITEMAP_PER_PAGE })).then(detail('/product')),
    api.content.staticPageUrls().then(({ data }) => data),
    allPages((page) => api.site.news({ page, per: SITEMAP_PER_PAGE })).then(detail('/news')),
    allPages((page) => api.site.blogs({ page, per: SITEMAP_PER_PAGE })).then(detail('/blog')),
    api.site.makers().then(({ data }) => detail('/maker')(data)),
  ]);
  return [
    ...new Set([...publicRoutePaths(theme), ...pages, ...products, ...news, ...blogs, ...makers]),
  ];
}

/** sitemap.xml (sitemaps.org 0.9) with absolute URLs on the shop's origin. */
export async function sitemapXml(api: ApiClient, theme: string, origin: string): Promise<string> {
  const paths = await sitemapPaths(api, theme);
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: private screens stay out of search results; the sitemap is named. */
export function robotsTxt(origin: string): string {
  const rules = PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return `User-agent: *\n${rules.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
