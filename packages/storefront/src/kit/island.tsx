import { KeptPartsContext } from '@mise/ui';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import type { IslandName } from './island-names.js';

/** The element around each island in the server's HTML: it carries the island's name and props. */
export const ISLAND_TAG = 'mise-island';

/**
 * When an island's code loads on a page hydrated in islands: as it nears the screen (the
 * default); only once the shopper reaches for it (pointer over it, a touch, the focus or a
 * change), for a part whose server HTML works until then and which most visits never use; or as
 * it nears the screen on a member's page only (marked so by session-hint.ts), for a part that
 * adds nothing to a guest's server HTML (a list card's favourite heart).
 */
export type IslandTiming = 'visible' | 'interaction' | 'member';

/** An island: what the wrapper renders, and the part the islands entry hydrates on its own. */
export type IslandComponent<P> = ComponentType<P> & { content: ComponentType<P> };

/**
 * Marks an interactive part of a page that can be hydrated on its own. In the app (every route
 * change, and the pages hydrated whole) the wrapper is only an element with `display: contents`.
 * On a page the server sends for island hydration (routes marked `hydrate: 'islands'`), the
 * browser loads no router and no page code: `hydrateIslands` finds these elements and hydrates
 * each one from its name and props, and the rest of the page stays the server's HTML. So props
 * must be JSON (they travel in the HTML), and an island takes everything else from the store.
 */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  timing: IslandTiming = 'visible',
): IslandComponent<P> {
  function Island(props: P) {
    return createElement(
      ISLAND_TAG,
      {
        'data-island': name,
        'data-props': JSON.stringify(props),
        'data-when': timing === 'visible' ? undefined : timing,
        style: { display: 'contents' },
      },
      // An island's HTML is hydrated: no kept part inside it (kept-parts.ts).
      <KeptPartsContext.Provider value={null}>
        <Component {...props} />
      </KeptPartsContext.Provider>,
    );
  }
  Island.displayName = `Island(${name})`;
  Island.content = Component;
  return Island;
}
