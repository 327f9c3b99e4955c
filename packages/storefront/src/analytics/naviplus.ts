import type { PluginTarget } from './plugins.js';
import { pluginId, serviceOrigin } from './plugins.js';

/**
 * NaviPlus recommendations (PLUGIN.NAVIPLUS.IS_USE, SITE_ID). NaviPlus gives its API to its
 * customers only, so the storefront speaks this minimal form of it, from the origin the page
 * names (NAVIPLUS_ORIGIN; a loopback fake in tests):
 *
 *   GET {origin}/view?site=SITE_ID&item=PRODUCT_KEY
 *       the shopper viewed a product (an image beacon, sent by the analytics module: plugins.ts)
 *   GET {origin}/recommend?site=SITE_ID&item=PRODUCT_KEY&limit=N
 *       200 { "items": [{ "id": "PRODUCT_KEY" }, ...] }: the products to recommend beside it,
 *       best first, by the keys of the shop's product feed
 *
 * Any other answer, or none within the time allowed, is a failure: the page keeps the shop's
 * own recommendations.
 */

type Settings = Record<string, unknown> | null | undefined;

/** How long the product page waits for NaviPlus before showing its own recommendations. */
export const NAVIPLUS_TIMEOUT_MS = 2500;
/** At most this many recommended products (a row or two of the shelf). */
export const NAVIPLUS_LIMIT = 8;

export type NaviplusSite = { origin: string; site: string };

/** Where to reach NaviPlus for this shop, or null when the shop does not use it. */
export function naviplusSite(settings: Settings, target: PluginTarget): NaviplusSite | null {
  const site = pluginId(settings, 'NAVIPLUS', 'SITE_ID');
  const origin = serviceOrigin(target, 'naviplus');
  return site && origin ? { origin, site } : null;
}

/**
 * The keys NaviPlus recommends beside `item`, best first, without `item` itself or repeats.
 * Throws when NaviPlus fails, answers something else, or takes longer than `timeoutMs`.
 */
export async function naviplusRecommend(
  { origin, site }: NaviplusSite,
  item: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; limit?: number } = {},
): Promise<string[]> {
  const limit = options.limit ?? NAVIPLUS_LIMIT;
  const query = new URLSearchParams({ site, item, limit: String(limit) });
  const response = await (options.fetch ?? fetch)(`${origin}/recommend?${query}`, {
    signal: AbortSignal.timeout(options.timeoutMs ?? NAVIPLUS_TIMEOUT_MS),
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`NaviPlus answered ${response.status}`);
  const body = (await response.json()) as { items?: unknown };
  if (!Array.isArray(body.items)) throw new Error('NaviPlus answered without items');
  const keys: string[] = [];
  for (const entry of body.items as { id?: unknown }[]) {
    const id = typeof entry?.id === 'string' ? entry.id : null;
    if (id && id !== item && !keys.includes(id)) keys.push(id);
  }
  return keys.slice(0, limit);
}
