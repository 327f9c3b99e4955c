import type { ContentSources } from './security.js';

/**
 * Services of other companies a shop's settings switch on (tag manager, retargeting,
 * recommendations, affiliate, bot protection). Each one only ever loads on the pages of a shop
 * whose settings use it, from an origin the deployment may change (tests point every one at a
 * local fake), and only that page's Content-Security-Policy lets it in.
 */

type Settings = Record<string, unknown> | null | undefined;

/** What a service puts into one page: tags for <head> and the start of <body>, CSP sources. */
export type ServiceTags = {
  head?: string;
  body?: string;
  sources: Partial<ContentSources>;
};

export type ThirdPartyService = {
  /** The environment variable that moves its origin (tests: a loopback fake). */
  originEnv: string;
  defaultOrigin: string;
  /** The page's tags when the settings use the service, else null. */
  tags: (settings: Settings, origin: string, nonce: string) => ServiceTags | null;
};

/**
 * An id that may go into the page: a shop's setting is operator input, so anything but
 * letters, digits, '-', '_' and '.' is refused rather than escaped.
 */
export function plainId(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const id = String(value).trim();
  return /^[A-Za-z0-9_.-]+$/.test(id) ? id : null;
}

/** The tag manager's container id (GTM.ID), or null. */
export const containerId = (value: unknown) => plainId(value);

/**
 * Google Tag Manager (GTM.ID): the data layer exists (with gtm.start) before the container,
 * which loads async so it never holds up the page; a noscript frame for visitors without
 * JavaScript. The container's script carries the page's nonce, as Google's nonce-aware snippet
 * sets it: Tag Manager passes it on to every script it adds (its custom HTML tags among them),
 * which the CSP lets run by that nonce alone. Google's own origin also lets in the tag scripts
 * its tags load from the other googletagmanager.com hosts (gtag.js of a GA4 tag), per Google's
 * "Using Google Tag Manager with a Content Security Policy".
 */
export const tagManager: ThirdPartyService = {
  originEnv: 'GTM_ORIGIN',
  defaultOrigin: 'https://www.googletagmanager.com',
  tags(settings, origin, nonce) {
    const id = containerId(settings?.['GTM.ID']);
    if (!id) return null;
    const init = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`;
    const hosts = origin === tagManager.defaultOrigin ? ['https://*.googletagmanager.com'] : [];
    return {
      head:
        `<script nonce="${nonce}">${init}</script>` +
        `<script async nonce="${nonce}" src="${origin}/gtm.js?id=${id}"></script>`,
      body:
        `<noscript><iframe src="${origin}/ns.html?id=${id}" height="0" width="0" ` +
        `style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>`,
      sources: {
        script: [origin, ...hosts],
        connect: [origin, ...hosts],
        img: [origin, ...hosts],
        frame: [origin],
      },
    };
  },
};

/**
 * Google Analytics 4 through the tag manager (on with GTM.ID: a shop's container holds its GA4
 * tag): the hits go to the region's collection host (region1.google-analytics.com and the
 * like) by fetch or sendBeacon, and with Google Signals also to doubleclick.net and the Google
 * domain of the visitor's country (google.co.jp for a Japanese shop's), as Google's CSP guide
 * lists them. GA_ORIGIN moves all of it to one origin (tests: a fake's collection endpoint).
 */
export const googleAnalytics: ThirdPartyService = {
  originEnv: 'GA_ORIGIN',
  defaultOrigin: 'https://www.google-analytics.com',
  tags(settings, origin) {
    if (!containerId(settings?.['GTM.ID'])) return null;
    if (origin !== googleAnalytics.defaultOrigin)
      return { sources: { connect: [origin], img: [origin] } };
    const signals = [
      'https://*.g.doubleclick.net',
      'https://*.google.com',
      'https://*.google.co.jp',
    ];
    return {
      sources: {
        connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', ...signals],
        img: ['https://*.google-analytics.com', ...signals],
      },
    };
  },
};

/** A plugin's id (PLUGIN.*.ACCOUNT_ID / SITE_ID) when its switch (PLUGIN.*.IS_USE) is on. */
function pluginId(settings: Settings, plugin: string, idKey: string): string | null {
  if (settings?.[`PLUGIN.${plugin}.IS_USE`] !== true) return null;
  return plainId(settings[`PLUGIN.${plugin}.${idKey}`]);
}

/**
 * Where the browser code of a plugin (analytics/plugins.ts) reaches its service: a meta tag of
 * the page, so the deployment's origin (a loopback fake in tests) needs no second setting and
 * no inline script.
 */
export const originMeta = (service: string, origin: string) =>
  `<meta name="mise:origin:${service}" content="${origin}">`;

/**
 * Criteo OneTag (PLUGIN.CRITEO.IS_USE, ACCOUNT_ID): the queue window.criteo_q exists before the
 * loader (ld.js?a=ACCOUNT), which loads async and works off what the analytics module pushes
 * (setAccount, setSiteType and viewHome / viewList / viewItem / addToCart / viewBasket /
 * trackTransaction). The loader fetches the account's own script from dynamic.criteo.com, and
 * its beacons and user-matching frames go to Criteo's other hosts: all let in only where the
 * loader is Criteo's.
 */
export const criteo: ThirdPartyService = {
  originEnv: 'CRITEO_ORIGIN',
  defaultOrigin: 'https://static.criteo.net',
  tags(settings, origin, nonce) {
    const account = pluginId(settings, 'CRITEO', 'ACCOUNT_ID');
    if (!account) return null;
    const hosts =
      origin === criteo.defaultOrigin ? ['https://*.criteo.com', 'https://*.criteo.net'] : [];
    return {
      head:
        `<script nonce="${nonce}">window.criteo_q=window.criteo_q||[];</script>` +
        `<script async nonce="${nonce}" src="${origin}/js/ld/ld.js?a=${account}"></script>`,
      sources: {
        script: [origin, ...hosts],
        connect: [origin, ...hosts],
        img: [origin, ...hosts],
        frame: [origin, ...hosts],
      },
    };
  },
};

/**
 * ValueCommerce affiliate (PLUGIN.VALUE_COMMERCE.IS_USE, SITE_ID): the advertiser's landing
 * script on every page (vclp.js, it keeps the click of an affiliate link that brought the
 * shopper) and, from the analytics module, one conversion beacon per order (vccv: site id,
 * order number, amount).
 */
export const valueCommerce: ThirdPartyService = {
  originEnv: 'VALUE_COMMERCE_ORIGIN',
  defaultOrigin: 'https://trj.valuecommerce.com',
  tags(settings, origin, nonce) {
    const site = pluginId(settings, 'VALUE_COMMERCE', 'SITE_ID');
    if (!site) return null;
    return {
      head:
        originMeta('value-commerce', origin) +
        `<script async nonce="${nonce}" src="${origin}/vclp.js?sid=${site}"></script>`,
      sources: { script: [origin], connect: [origin], img: [origin] },
    };
  },
};

/**
 * NaviPlus recommendations (PLUGIN.NAVIPLUS.IS_USE, SITE_ID): no script of theirs; the product
 * page's island (analytics/Naviplus.tsx) reports the product viewed and asks for its
 * recommendations, from the origin this page names.
 */
export const naviplus: ThirdPartyService = {
  originEnv: 'NAVIPLUS_ORIGIN',
  defaultOrigin: 'https://r.snva.jp',
  tags(settings, origin) {
    if (!pluginId(settings, 'NAVIPLUS', 'SITE_ID')) return null;
    return { head: originMeta('naviplus', origin), sources: { connect: [origin], img: [origin] } };
  },
};

/** The shop's bot-protection site key (RECAPTCHA.SITE_KEY) for this provider, or null. */
export function captchaSiteKey(settings: Settings, provider: 'recaptcha' | 'turnstile') {
  const chosen = settings?.['RECAPTCHA.PROVIDER'] === 'turnstile' ? 'turnstile' : 'recaptcha';
  return chosen === provider ? plainId(settings?.['RECAPTCHA.SITE_KEY']) : null;
}

/**
 * Google reCAPTCHA v3 (RECAPTCHA.SITE_KEY, RECAPTCHA.PROVIDER 'recaptcha' or unset): api.js
 * with the site key, loaded async on every page of the shop (Google scores better having seen
 * the visit); the forms ask it for a token (shared/captcha.tsx). Its code comes from gstatic and
 * its frames from recaptcha.google.com, let in only where the script is Google's.
 * RECAPTCHA.IS_HIDE_BADGE hides the floating badge the way Google allows (the forms then
 * show its notice).
 */
export const recaptcha: ThirdPartyService = {
  originEnv: 'RECAPTCHA_ORIGIN',
  defaultOrigin: 'https://www.google.com',
  tags(settings, origin, nonce) {
    const siteKey = captchaSiteKey(settings, 'recaptcha');
    if (!siteKey) return null;
    const google = origin === recaptcha.defaultOrigin;
    const hideBadge = settings?.['RECAPTCHA.IS_HIDE_BADGE'] === true;
    return {
      head:
        `<script async nonce="${nonce}" src="${origin}/recaptcha/api.js?render=${siteKey}"></script>` +
        (hideBadge ? '<style>.grecaptcha-badge{visibility:hidden}</style>' : ''),
      sources: {
        script: [origin, ...(google ? ['https://www.gstatic.com'] : [])],
        connect: [origin],
        frame: [origin, ...(google ? ['https://recaptcha.google.com'] : [])],
      },
    };
  },
};

/**
 * Cloudflare Turnstile (RECAPTCHA.SITE_KEY with RECAPTCHA.PROVIDER 'turnstile'): api.js for
 * explicit rendering; the forms render an invisible widget (a frame of the same origin) that
 * shows itself only when it needs the visitor (shared/captcha.tsx).
 */
export const turnstile: ThirdPartyService = {
  originEnv: 'TURNSTILE_ORIGIN',
  defaultOrigin: 'https://challenges.cloudflare.com',
  tags(settings, origin, nonce) {
    if (!captchaSiteKey(settings, 'turnstile')) return null;
    return {
      head: `<script async nonce="${nonce}" src="${origin}/turnstile/v0/api.js?render=explicit"></script>`,
      sources: { script: [origin], connect: [origin], frame: [origin] },
    };
  },
};

/** Every service, in the order their tags go into the page. */
export const THIRD_PARTY_SERVICES: Record<string, ThirdPartyService> = {
  gtm: tagManager,
  googleAnalytics,
  criteo,
  valueCommerce,
  naviplus,
  recaptcha,
  turnstile,
};

export type ThirdPartyOrigins = Record<string, string>;

/** Each service's origin from the environment (its originEnv), without a trailing slash. */
export function thirdPartyOriginsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  services: Record<string, ThirdPartyService> = THIRD_PARTY_SERVICES,
): ThirdPartyOrigins {
  return Object.fromEntries(
    Object.entries(services).map(([name, service]) => [
      name,
      new URL(env[service.originEnv]?.trim() || service.defaultOrigin).origin,
    ]),
  );
}

/** The tags and CSP sources of one page of a shop with these settings. */
export function thirdPartyTags(
  settings: Settings,
  origins: ThirdPartyOrigins,
  nonce: string,
  services: Record<string, ThirdPartyService> = THIRD_PARTY_SERVICES,
): { head: string; body: string; sources: ContentSources } {
  let head = '';
  let body = '';
  const sources: ContentSources = { script: [], connect: [], img: [], frame: [] };
  for (const [name, service] of Object.entries(services)) {
    const origin = origins[name] ?? service.defaultOrigin;
    const tags = service.tags(settings, origin, nonce);
    if (!tags) continue;
    head += tags.head ?? '';
    body += tags.body ?? '';
    for (const kind of Object.keys(sources) as (keyof ContentSources)[]) {
      for (const source of tags.sources[kind] ?? [])
        if (!sources[kind].includes(source)) sources[kind].push(source);
    }
  }
  return { head, body, sources };
}

/** The shop's own sources (CSP_*_SRC) and the page's services' together. */
export function withSources(base: ContentSources, extra: ContentSources): ContentSources {
  return {
    script: [...base.script, ...extra.script],
    connect: [...base.connect, ...extra.connect],
    img: [...base.img, ...extra.img],
    frame: [...base.frame, ...extra.frame],
  };
}
