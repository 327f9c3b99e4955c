import { createContext, useContext } from 'react';
import type { MouseEvent } from 'react';

/**
 * How the app follows an in-shop link without a page load (the storefront gives its router's
 * navigate). Without one, links and navigation load the page from the server: a page hydrated
 * in islands, or a component on its own.
 */
export const AppNavigationContext = createContext<((path: string) => void) | null>(null);

/** Goes to a path in the shop: through the app when there is one, else by loading the page. */
export function useAppNavigate(): (path: string) => void {
  return useContext(AppNavigationContext) ?? ((path) => window.location.assign(path));
}

/** A click the browser would turn into a page load in this tab (not a new tab, not a download). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    !event.currentTarget.hasAttribute('download')
  );
}
