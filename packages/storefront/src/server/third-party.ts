import type { ContentSources } from './security.js';

/** Where the container comes from unless GTM_ORIGIN says otherwise (tests use a local fake). */
export const DEFAULT_GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The tag manager's origin from the environment (GTM_ORIGIN), without a trailing slash. */
export function gtmOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.GTM_ORIGIN?.trim();
  return new URL(value || DEFAULT_GTM_ORIGIN).origin;
}

/**
 * A container id that may go into the page: a shop's setting is operator input, so anything
 * but letters, digits, '-' and '_' is refused rather than escaped.
 */
export function containerId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}

/** The CSP sources of a page that loads the container (its script, beacons and noscript frame). */
export function withTagManager(sources: ContentSources, origin: string): ContentSources {
  return {
    script: [...sources.script, origin],
    connect: [...sources.connect, origin],
    img: [...sources.img, origin],
    frame: [...sources.frame, origin],
  };
}

/**
 * The container's snippet for <head>: the data layer exists (with gtm.start) before the
 * container script, which loads async so it never holds up the page.
 */
export function tagManagerHead(id: string, origin: string, nonce: string): string {
  const init = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`;
  return (
    `<script nonce="${nonce}">${init}</script>` +
    `<script async nonce="${nonce}" src="${origin}/gtm.js?id=${id}"></script>`
  );
}

/** The container's frame for visitors without JavaScript, first in <body>. */
export function tagManagerBody(id: string, origin: string): string {
  return (
    `<noscript><iframe src="${origin}/ns.html?id=${id}" height="0" width="0" ` +
    `style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>`
  );
}
