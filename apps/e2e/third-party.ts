import { API_PORT } from './shops.js';

/** The local fake of every third-party service (fakes/third-party.mjs), beside the run's API port. */
export const THIRD_PARTY_PORT = Number(process.env.E2E_THIRD_PARTY_PORT ?? API_PORT + 50);
/** The origin every *_ORIGIN of the run's servers points at. */
export const thirdPartyOrigin = `http://127.0.0.1:${THIRD_PARTY_PORT}`;
/**
 * The fake's second port: Google Analytics' collection host, another origin than the tag
 * manager's (the page's CSP must let the container's GA4 hits through to it).
 */
export const GA_PORT = THIRD_PARTY_PORT + 1;
export const gaOrigin = `http://127.0.0.1:${GA_PORT}`;
/** Environment of the theme servers and the API: each service's origin is the fake's. */
export const THIRD_PARTY_ENV: Record<string, string> = {
  GTM_ORIGIN: thirdPartyOrigin,
  GA_ORIGIN: gaOrigin,
  // Marketing plugins (the theme servers' pages).
  CRITEO_ORIGIN: thirdPartyOrigin,
  VALUE_COMMERCE_ORIGIN: thirdPartyOrigin,
  NAVIPLUS_ORIGIN: thirdPartyOrigin,
  // Bot protection: the scripts for the theme servers, the verify endpoints for the API.
  RECAPTCHA_ORIGIN: thirdPartyOrigin,
  TURNSTILE_ORIGIN: thirdPartyOrigin,
};

export type Received = {
  method: string;
  path: string;
  id: string | null;
  query: Record<string, string>;
  body: string;
  at: number;
  /** The fake's port the request came to (GA_PORT: Google Analytics' collection host). */
  port: number;
};

/** What the fake has received since it was last told to forget. */
export async function thirdPartyReceived(request: {
  get: (url: string) => Promise<{ json: () => Promise<unknown> }>;
}): Promise<Received[]> {
  return (await (await request.get(`${thirdPartyOrigin}/__received`)).json()) as Received[];
}
