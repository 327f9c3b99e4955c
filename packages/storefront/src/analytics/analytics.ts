import type { DecideData, FrontSettings } from '@mise/api-client';
import { purchaseEvent } from './events.js';
import type { EcommerceEvent } from './events.js';
import {
  conversionTag,
  criteoSink,
  imageBeacon,
  naviplusSink,
  valueCommerceSink,
} from './plugins.js';
import type { AnalyticsSink, Happening, PluginTarget } from './plugins.js';

/**
 * The shopper's browser reports to the shop's tag manager through `window.dataLayer` (GA4
 * ecommerce events), and to the marketing plugins its settings switch on (Criteo's
 * window.criteo_q, ValueCommerce's conversion: plugins.ts). Nothing else in the storefront
 * touches them: pages and the store call this module (the store through its injected
 * `analytics`).
 */

type Settings = Partial<FrontSettings> | Record<string, unknown> | null | undefined;

/** The shop's tag manager container id, or null (logged as the spec says). */
export function gtmId(settings: Settings): string | null {
  const id = settings?.['GTM.ID'];
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return null;
}

/** The data layer of the tag manager: GA4 ecommerce events, when the shop tracks them. */
const dataLayerSink: AnalyticsSink = {
  name: 'dataLayer',
  enabled: (settings) => gtmId(settings) !== null,
  send(happening, settings, { target }) {
    // The shop's switch for tracking what shoppers do with its products (it also posts them to
    // the API's ecommerce_events): off, the container still loads but hears of no purchase.
    if (settings?.['ECOMMERCE_EVENT.IS_TRACKING'] !== true) return;
    let event: EcommerceEvent;
    if (happening.type === 'event') event = happening.event;
    else if (happening.type === 'purchase') {
      if (settings['GTM.DATA_LAYER.PURCHASE'] === false) return;
      event = purchaseEvent(
        happening.order,
        settings['GTM.PURCHASE.IS_WITHOUT_TAX_VALUE'] === true,
      );
    } else return;
    target.dataLayer ??= [];
    // GA4 keeps the last ecommerce object: clear it so items of one event do not leak into the next.
    target.dataLayer.push({ ecommerce: null });
    target.dataLayer.push(event);
  },
};

/** Where events go, each on its own switch: the tag manager, Criteo, ValueCommerce, NaviPlus. */
export const defaultSinks = (): AnalyticsSink[] => [
  dataLayerSink,
  criteoSink,
  valueCommerceSink(),
  naviplusSink,
];

/** Whether any of the shop's analytics hears of events (the trackers render only then). */
export const tracksEvents = (
  settings: Settings,
  sinks: readonly AnalyticsSink[] = defaultSinks(),
) => sinks.some((sink) => sink.enabled(settings));

export type Analytics = {
  /**
   * An ecommerce event, to every sink the shop's settings switch on; nothing on the server.
   * A view_item names its product's key too (what NaviPlus knows products by).
   */
  track: (event: EcommerceEvent, about?: { productKey?: string }) => void;
  /** The store's hook: the purchase of a decided order, once (the store keeps the once). */
  purchase: (order: DecideData) => void;
  /** The top page was seen (Criteo's viewHome; GA4 has no event of its own for it). */
  viewHome: () => void;
};

/**
 * The shopper's analytics. `getSettings` reads the shop's settings when an event happens (they
 * load after the page starts); `target` is the window (absent on the server: nothing is sent).
 */
export function createAnalytics(options: {
  getSettings: () => Settings;
  target?: PluginTarget | undefined;
  sinks?: AnalyticsSink[];
  beacon?: (url: string) => void;
  conversion?: (url: string) => void;
}): Analytics {
  const sinks = options.sinks ?? defaultSinks();
  let warned = false;
  const send = (happening: Happening) => {
    const { target } = options;
    if (!target) return;
    const settings = options.getSettings();
    // Spec section 8: a shop whose settings have no container id is told so, once per page.
    if (settings && !gtmId(settings) && !warned) {
      console.warn('GTM IDが見つかりません');
      warned = true;
    }
    const env = {
      target,
      beacon: options.beacon ?? imageBeacon,
      conversion: options.conversion ?? conversionTag,
    };
    for (const sink of sinks) {
      if (!sink.enabled(settings)) continue;
      // One plugin failing (a changed script, a blocked beacon) does not keep the others from hearing.
      try {
        sink.send(happening, settings, env);
      } catch (error) {
        console.error(error);
      }
    }
  };
  return {
    track: (event, about) => send({ type: 'event', event, ...about }),
    purchase: (order) => send({ type: 'purchase', order }),
    viewHome: () => send({ type: 'home' }),
  };
}
