/** Issue 7's budgets for every page measured by bench:web. */
export const WEB_BUDGETS = {
  performance: 95,
  cls: 0.05,
  /** The scripts requested before hydration starts (entry, its imports, the page's own chunk). */
  initialJsGzipBytes: 120_000,
};

/**
 * The budgets one page misses, in words (empty when it meets them all).
 * @param {{ performance: number; cls: number; initialJsGzipBytes: number }} page
 * @param {typeof WEB_BUDGETS} [budgets]
 */
export function checkPage(page, budgets = WEB_BUDGETS) {
  const misses = [];
  if (!(page.performance >= budgets.performance))
    misses.push(`performance ${page.performance} < ${budgets.performance}`);
  if (!(page.cls <= budgets.cls)) misses.push(`CLS ${page.cls.toFixed(3)} > ${budgets.cls}`);
  if (!(page.initialJsGzipBytes <= budgets.initialJsGzipBytes))
    misses.push(
      `initial JS ${(page.initialJsGzipBytes / 1000).toFixed(1)} kB > ${budgets.initialJsGzipBytes / 1000} kB gzip`,
    );
  return misses;
}

/** The user-timing mark the storefront sets as it starts hydrating (@mise/storefront/client). */
export const HYDRATE_MARK = 'mise:hydrate';
