/** Navigation rules of spec sections 2 and 9 that do not need React. */

export const SCROLL_RESTORE_DELAY_MS = 500;
export const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'mise:chunk-reload-at';
const BACK_TARGET_KEY = 'mise:back-target';

const isProductPage = (pathname: string) => /^\/product\/[^/]+/.test(pathname);

/** Where to scroll after a route change: restore (back/forward), stay (product to product), or top. */
export function scrollDecision(
  from: string | null,
  to: string,
  action: 'POP' | 'PUSH' | 'REPLACE',
): 'restore' | 'stay' | 'top' {
  if (action === 'POP') return 'restore';
  if (from && isProductPage(from) && isProductPage(to)) return 'stay';
  return 'top';
}

/**
 * A link inside operator content that the router should follow: a same-site path starting with
 * '/' (not '//'), no target, no download, a plain left click.
 */
export function inAppHref(
  anchor: HTMLAnchorElement,
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): string | null {
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  if (anchor.target || anchor.hasAttribute('download')) return null;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  return href;
}

/** Back: a stored target first, else the page's own back URL, else the browser's history. */
export function backDestination(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null,
  pageBackUrl?: string,
): string | null {
  const stored = storage?.getItem(BACK_TARGET_KEY) ?? null;
  if (stored) {
    storage?.removeItem(BACK_TARGET_KEY);
    // Only a path of this shop: the storage is the page's, but never a way off the site.
    if (isShopPath(stored)) return stored;
  }
  return pageBackUrl ?? null;
}

export function storeBackTarget(storage: Pick<Storage, 'setItem'> | null, path: string): void {
  if (isShopPath(path)) storage?.setItem(BACK_TARGET_KEY, path);
}

const isShopPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * Pages a member is never sent back to after logging in: the account-entry screens themselves
 * and leaving (a logout would otherwise greet the member at the next login).
 */
const NO_RETURN = [
  '/login',
  '/login_sync',
  '/register',
  '/reminder',
  '/verify',
  '/oauth',
  '/mypage/logout',
];

/** The page to come back to after a detour through /login/, or null when there is none. */
export function returnTarget(pathname: string, search = ''): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (NO_RETURN.some((base) => path === base || path.startsWith(`${base}/`))) return null;
  return `${pathname}${search}`;
}

/** A failed chunk load reloads the page, at most once a minute (so a broken deploy cannot loop). */
export function shouldReloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number,
): boolean {
  const last = Number(storage?.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage?.setItem(RELOAD_KEY, String(now));
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

type NetworkInformationLike = { saveData?: boolean; effectiveType?: string };

/** Prefetching is skipped on 2g or save-data connections. */
export function canPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
