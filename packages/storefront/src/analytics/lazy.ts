import type { Analytics, createAnalytics } from './analytics.js';

/** The browser's analytics, whose code loads on the first event or by `load`. */
export type LazyAnalytics = Analytics & {
  /** Loads the analytics' code now (the page calls it once it has hydrated). */
  load: () => Promise<Analytics>;
};

/**
 * `createAnalytics` with its code (the sinks and the marketing plugins) out of the page's first
 * JavaScript: no event happens before the page has hydrated. Events wait for it in order; the
 * page loads it as soon as it has hydrated, so that an event (a tap that leaves the page) finds
 * it there and is sent at once, as before.
 */
export function lazyAnalytics(options: Parameters<typeof createAnalytics>[0]): LazyAnalytics {
  let loading: Promise<Analytics> | undefined;
  const load = (): Promise<Analytics> => {
    loading ??= import('./analytics.js').then(
      (module) => module.createAnalytics(options),
      (error: unknown) => {
        // Asked for again by the next event (a deploy that replaced the chunk reloads the page).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const send = (happen: (analytics: Analytics) => void) => {
    void load().then(happen, (error: unknown) => {
      console.error(error);
    });
  };
  return {
    track: (event, about) => send((analytics) => analytics.track(event, about)),
    purchase: (order) => send((analytics) => analytics.purchase(order)),
    viewHome: () => send((analytics) => analytics.viewHome()),
    load,
  };
}
