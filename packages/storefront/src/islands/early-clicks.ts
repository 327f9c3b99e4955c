import { ISLAND_TAG } from '../kit/index.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments the browser's Window
  interface Window {
    __MISE_CLICKS__?: HTMLElement[];
  }
}

/**
 * Inline script for a page hydrated in islands, run as the HTML arrives: a click on a button of
 * an island whose code has not arrived yet (a slow connection, a fast scroll) is held, once per
 * button, instead of being lost; `releaseEarlyClicks` repeats it once the island has hydrated.
 * Only `type="button"` buttons: links and form submits work without script already.
 */
export const HOLD_EARLY_CLICKS =
  'window.__MISE_CLICKS__=[];' +
  "document.addEventListener('click',function(e){" +
  "var b=e.target instanceof Element&&e.target.closest('button[type=button]');" +
  `var i=b&&b.closest('${ISLAND_TAG}');` +
  "if(!i||i.hasAttribute('data-hydrated'))return;" +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'var q=window.__MISE_CLICKS__;if(q.indexOf(b)<0)q.push(b)},true);';

/**
 * Marks an island (and the islands inside it, which hydrate with it) as hydrated, so clicks on
 * it reach React from now on, and repeats the clicks held on it before. In a task of its own:
 * what was typed into the island before (a quantity) reaches React first, in the microtasks
 * after hydration (`keepTyped` of @mise/ui), so a held click on its cart button adds that.
 */
export function releaseEarlyClicks(island: HTMLElement): void {
  setTimeout(() => {
    for (const element of [island, ...island.querySelectorAll<HTMLElement>(ISLAND_TAG)])
      element.setAttribute('data-hydrated', '');
    const held = window.__MISE_CLICKS__;
    if (!held) return;
    for (const button of held.filter((element) => island.contains(element))) {
      held.splice(held.indexOf(button), 1);
      button.click();
    }
  }, 0);
}
