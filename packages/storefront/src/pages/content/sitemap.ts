import type { ApiClient } from '@mise/api-client';
import { routesFor } from '../../routes/table.js';

export type SitemapLink = { label: string; to: string };

/** What /sitemap lists: the main routes, the product categories and the shop's own pages. */
export type SitemapData = { main: SitemapLink[]; categories: SitemapLink[]; pages: SitemapLink[] };

/** Routes a visitor looks for from the human sitemap (the rest are steps of a flow). */
const MAIN_ROUTES = [
  'top',
  'productList',
  'brand',
  'makerList',
  'newsList',
  'blogList',
  'coupon',
  'faq',
  'catalogOrder',
  'flipBook',
  'stylistList',
  'contact',
  'cart',
  'mypage',
  'login',
  'register',
] as const;

export function mainLinks(theme: string): SitemapLink[] {
  const routes = routesFor(theme);
  return MAIN_ROUTES.flatMap((id) => {
    const route = routes.find((candidate) => candidate.id === id);
    if (!route) return [];
    return [{ label: route.title, to: route.path === '/' ? '/' : `${route.path}/` }];
  });
}

type CategoryNode = { key: string; name: string; children?: readonly CategoryNode[] };

function flatten(nodes: readonly CategoryNode[], depth = 0): SitemapLink[] {
  return nodes.flatMap((node) => [
    {
      label: `${'－'.repeat(depth)}${node.name}`,
      to: `/product/?category=${encodeURIComponent(node.key)}`,
    },
    ...flatten(node.children ?? [], depth + 1),
  ]);
}

/**
 * The sitemap's data. Categories and pages are extras: a part the API cannot give is left
 * out rather than failing the page.
 */
export async function loadSitemap(api: ApiClient, theme: string): Promise<SitemapData> {
  const [categories, pages] = await Promise.all([
    api.site
      .categoryHierarchy('products')
      .then(({ data }) => flatten(data as readonly CategoryNode[]))
      .catch((): SitemapLink[] => []),
    api.content
      .staticPageUrls()
      .then(({ data: urls }) =>
        Promise.all(
          urls.map((url) =>
            api.content
              .staticPage(url)
              .then(({ data }) => ({ label: data.title, to: url }))
              .catch(() => ({ label: url, to: url })),
          ),
        ),
      )
      .catch((): SitemapLink[] => []),
  ]);
  return { main: mainLinks(theme), categories, pages };
}
