import { createLazyApiClient } from '@mise/api-client/lazy';
import { startTransition, useEffect } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { browserContext, HYDRATE_MARK, nextTask, reloadOnChunkError } from '../browser.js';
import type { IslandName, ThemeDefinition, ThemeIdentity } from '../kit/index.js';
import { releaseEarlyClicks } from './early-clicks.js';
import { ISLAND_TAG } from '../kit/index.js';
import { IslandRoot } from './IslandRoot.js';
import { ISLANDS } from './registry.js';

/** Calls `onCommit` once React has put the island on screen (its effects run from then on). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** The islands of the document, outermost only (an island inside another hydrates with it). */
export function findIslands(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter(
    (element) => !element.parentElement?.closest(ISLAND_TAG),
  );
}

/** An island below the screen starts loading when it is this close: a quarter of a screen. */
const AHEAD = '0px 0px 25% 0px';

/**
 * The element whose box stands for an island. An island wraps its content in an element with
 * `display: contents`, which has no box: its first element stands for it. One still empty (its
 * content fills in later, in the browser) is where the element after it starts, or else the one
 * before it, or its parent: hydrating it at once would load its code with the page's first
 * JavaScript wherever it sits.
 */
function standIn(element: HTMLElement): Element {
  const seen = new Set<Element>();
  let current: Element = element;
  while (current.tagName.toLowerCase() === ISLAND_TAG) {
    seen.add(current);
    const candidate =
      [current.firstElementChild, current.nextElementSibling, current.previousElementSibling].find(
        (next) => next && !seen.has(next),
      ) ??
      current.parentElement ??
      document.body;
    current = candidate;
  }
  return current;
}

/** Whether an island is on the screen now. */
function isOnScreen(element: HTMLElement): boolean {
  const box = standIn(element).getBoundingClientRect();
  return box.top < window.innerHeight && box.bottom > 0;
}

type Hydrate = (elements: HTMLElement[], onLoaded?: () => void) => Promise<void>;

/**
 * The browser side of a page the server rendered for island hydration: loads the code of the
 * islands on the screen (and no router, layout or page code), then hydrates each as a root of
 * its own over one shared store. The others load and hydrate as the shopper scrolls towards
 * them. Everything else stays the server's HTML: links and forms there work as plain HTML.
 */
export function hydrateIslands(identity: ThemeIdentity): void {
  reloadOnChunkError();
  void start(identity).catch((error: unknown) => {
    console.error('hydration failed', error);
  });
}

async function start(identity: ThemeIdentity): Promise<void> {
  await nextTask();
  // Islands render parts of a page, never a layout or a page composition.
  const theme: ThemeDefinition = { ...identity, layouts: {} as ThemeDefinition['layouts'] };
  // The API's code loads with the first call: an island on screen may make none.
  const ctx = browserContext(theme, (path) => window.location.assign(path), createLazyApiClient);
  const hydrate: Hydrate = async (elements, onLoaded) => {
    const contents = await Promise.all(elements.map(loadContent));
    onLoaded?.();
    await new Promise<void>((resolve) => {
      let pending = elements.length;
      const onCommit = () => {
        pending -= 1;
        if (pending === 0) resolve();
      };
      if (pending === 0) resolve();
      startTransition(() => {
        elements.forEach((element, index) => {
          const Content = contents[index]!;
          const props = JSON.parse(element.dataset.props ?? '{}') as object;
          const committed = () => {
            releaseEarlyClicks(element);
            onCommit();
          };
          hydrateRoot(
            element,
            <IslandRoot ctx={ctx}>
              <Content {...props} />
              <Committed onCommit={committed} />
            </IslandRoot>,
          );
        });
      });
    });
  };

  const all = findIslands();
  const onUse = all.filter((element) => element.dataset.when === 'interaction');
  const forMember = all.filter((element) => element.dataset.when === 'member');
  const islands = all.filter((element) => element.dataset.when === undefined);
  if (isMember()) islands.push(...forMember);
  // A guest's page may turn out a member's once the shell has asked the API.
  else if (forMember.length > 0) whenMember(() => hydrateWhenNear(forMember, hydrate));
  const now = islands.filter(isOnScreen);
  // Listening before anything loads: a shopper may reach for one while the others hydrate.
  for (const element of onUse) hydrateOnUse(element, hydrate);
  // What loaded before this mark is the page's initial JavaScript (bench:web measures it).
  await hydrate(now, () => performance.mark(HYDRATE_MARK));
  // The end-to-end tests wait for this before typing into a form React would otherwise not see.
  document.documentElement.dataset.hydrated = 'true';
  // The analytics' code, ready for the events to come (an island's may have asked for it).
  void ctx.analytics.load().catch(() => undefined);
  hydrateWhenNear(
    islands.filter((element) => !now.includes(element)),
    hydrate,
  );
}

const isMember = () => document.documentElement.dataset.member !== undefined;

/** Calls `then` once, when <html> is marked a member's. */
function whenMember(then: () => void): void {
  const observer = new MutationObserver(() => {
    if (!isMember()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.documentElement, { attributeFilter: ['data-member'] });
}

/**
 * What shows a shopper reaching for an island: its code loads on the first of these. A field
 * can change without being focused (the browser's autofill, a script): that counts too.
 */
const REACHING = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'input',
  'change',
] as const;

/** Hydrates an island the first time the shopper points at it, touches, focuses or changes it. */
function hydrateOnUse(element: HTMLElement, hydrate: Hydrate): void {
  const start = () => {
    for (const type of REACHING) element.removeEventListener(type, start);
    void hydrate([element]).catch((error: unknown) => {
      console.error('hydration failed', error);
    });
  };
  for (const type of REACHING) element.addEventListener(type, start, { passive: true });
  // Focused, or clicked (the click is held), before this script ran: the page was still
  // arriving, and the pointer that reached for it then will not come over it again.
  const held = window.__MISE_CLICKS__ ?? [];
  if (element.contains(document.activeElement) || held.some((button) => element.contains(button)))
    start();
}

async function loadContent(element: HTMLElement): Promise<ComponentType<object>> {
  const load = ISLANDS[element.dataset.island as IslandName] as
    (() => Promise<{ content: ComponentType<object> }>) | undefined;
  if (!load) throw new Error(`unknown island "${element.dataset.island}"`);
  return (await load()).content;
}

/** Hydrates each island as its first element comes near the screen. */
function hydrateWhenNear(elements: HTMLElement[], hydrate: Hydrate): void {
  if (elements.length === 0) return;
  // A browser without IntersectionObserver (very old, or a test's DOM) hydrates them all now.
  if (typeof IntersectionObserver === 'undefined') {
    void hydrate(elements).catch((error: unknown) => {
      console.error('hydration failed', error);
    });
    return;
  }
  // Empty islands side by side share one stand-in.
  const byTarget = new Map<Element, HTMLElement[]>();
  for (const element of elements) {
    const target = standIn(element);
    byTarget.set(target, [...(byTarget.get(target) ?? []), element]);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const waiting = byTarget.get(entry.target);
        if (!entry.isIntersecting || !waiting) continue;
        observer.unobserve(entry.target);
        byTarget.delete(entry.target);
        void hydrate(waiting).catch((error: unknown) => {
          console.error('hydration failed', error);
        });
      }
    },
    { rootMargin: AHEAD },
  );
  for (const target of byTarget.keys()) observer.observe(target);
}
