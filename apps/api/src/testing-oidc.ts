import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { OidcProviderConfig } from './config.js';

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, for tests of the login
 * through a provider: the API's own and the storefront's. Test code only (oidc-provider is a
 * development dependency).
 */

export const TEST_OIDC_CLIENT = {
  clientId: 'mise-storefront',
  clientSecret: 'a-client-secret-for-tests',
  redirectUri: 'http://127.0.0.1:3000/oauth/callback',
} as const;

export type TestOidcProvider = {
  issuer: string;
  /** How often the discovery document was fetched. */
  discoveryRequests: () => number;
  /** The API's configuration of this provider under `type`. */
  config: (type: string) => OidcProviderConfig;
  /**
   * Plays the shopper's browser at the provider: follows its redirects with a cookie jar, signs
   * in as `login` (a key of the accounts) and consents (or cancels), and stops at the redirect
   * back to the storefront, whose query it returns.
   */
  signIn: (
    authorizationUrl: URL | string,
    login: string,
    cancel?: boolean,
  ) => Promise<URLSearchParams>;
  close: () => Promise<void>;
};

/** A loopback port that was just free and is closed again: a provider that is down. */
export async function closedPort(): Promise<number> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return port;
}

/** Starts a provider whose people are `accounts` (login, i.e. subject → claims). */
export async function startTestOidcProvider(
  accounts: ReadonlyMap<string, Record<string, unknown>>,
): Promise<TestOidcProvider> {
  // Listening first: the issuer URL needs the port, and the provider needs the issuer URL.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let discoveryRequests = 0;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.clientId,
        client_secret: TEST_OIDC_CLIENT.clientSecret,
        redirect_uris: [TEST_OIDC_CLIENT.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims && { accountId: sub, claims: () => ({ sub, ...claims }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['family_name', 'given_name', 'family_name#ja-Kana-JP', 'given_name#ja-Kana-JP'],
    },
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }],
    },
    cookies: { keys: ['a-cookie-signing-key-for-tests'] },
  });
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/.well-known/openid-configuration')) discoveryRequests += 1;
    handle(req, res);
  });

  async function signIn(
    authorizationUrl: URL | string,
    login: string,
    cancel = false,
  ): Promise<URLSearchParams> {
    const jar = new Map<string, string>();
    let next: { url: URL; body?: URLSearchParams } = { url: new URL(authorizationUrl) };
    for (let step = 0; step < 15; step += 1) {
      const res = await fetch(next.url, {
        method: next.body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(next.body ? { body: next.body.toString() } : {}),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const pair = cookie.split(';', 1)[0]!;
        const name = pair.slice(0, pair.indexOf('=')).trim();
        const value = pair.slice(pair.indexOf('=') + 1);
        if (!value || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        const target = new URL(location, next.url);
        if (target.href.startsWith(TEST_OIDC_CLIENT.redirectUri)) return target.searchParams;
        next = { url: target };
        continue;
      }
      const html = await res.text();
      if (res.status !== 200) throw new Error(`the provider answered ${res.status}: ${html}`);
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!prompt || !action)
        throw new Error(`unexpected page at the provider: ${html.slice(0, 300)}`);
      if (cancel) {
        const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
        if (!abort) throw new Error('no cancel link at the provider');
        next = { url: new URL(abort, next.url) };
        continue;
      }
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt };
      next = {
        url: new URL(action.replaceAll('&amp;', '&'), next.url),
        body: new URLSearchParams(form),
      };
    }
    throw new Error('the provider never redirected back');
  }

  return {
    issuer,
    discoveryRequests: () => discoveryRequests,
    config: (type) => ({
      type,
      issuer,
      clientId: TEST_OIDC_CLIENT.clientId,
      clientSecret: TEST_OIDC_CLIENT.clientSecret,
      redirectUri: TEST_OIDC_CLIENT.redirectUri,
      scope: 'openid email profile',
    }),
    signIn,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
