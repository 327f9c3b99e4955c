import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The providers: Google reCAPTCHA v3 (scores) and Cloudflare Turnstile (pass or fail). */
export type CaptchaProvider = 'recaptcha' | 'turnstile';

/** The providers' own origins, unless RECAPTCHA_ORIGIN / TURNSTILE_ORIGIN point elsewhere (tests). */
export const DEFAULT_CAPTCHA_ORIGINS: Record<CaptchaProvider, string> = {
  recaptcha: 'https://www.google.com',
  turnstile: 'https://challenges.cloudflare.com',
};

const apiRoot = fileURLToPath(new URL('../', import.meta.url));

/** One OpenID Connect login provider (GET /v1/auth/{type}/redirect and /callback). */
export type OidcProviderConfig = {
  /** The `{type}` of the auth calls, e.g. `line` or `google`. */
  type: string;
  /** Issuer identifier; its `/.well-known/openid-configuration` is discovered. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The storefront's /oauth/callback page, as registered at the provider. */
  redirectUri: string;
  scope: string;
};

const DEFAULT_OIDC_SCOPE = 'openid email profile';

/** localhost, 127.0.0.0/8 or ::1: the only hosts an OpenID provider may be reached over plain HTTP. */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

function parseUrl(value: string, name: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(`${name} is not an absolute URL: ${value}`);
  }
}

/**
 * OIDC_PROVIDERS=line,google with OIDC_<TYPE>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _REDIRECT_URI
 * and optional _SCOPE per type. A half-configured provider stops the start rather than
 * failing at a shopper's login.
 */
export function loadOidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const types = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(types)].map((type) => {
    if (!/^[a-z0-9][a-z0-9_-]{0,31}$/.test(type))
      throw new Error(`OIDC_PROVIDERS: invalid type "${type}"`);
    const prefix = `OIDC_${type.toUpperCase().replaceAll('-', '_')}_`;
    const read = (name: string) => {
      const value = env[prefix + name]?.trim();
      if (!value)
        throw new Error(`${prefix}${name} is required for the OpenID Connect provider "${type}"`);
      return value;
    };
    const issuer = read('ISSUER');
    const issuerUrl = parseUrl(issuer, `${prefix}ISSUER`);
    if (
      issuerUrl.protocol !== 'https:' &&
      !(issuerUrl.protocol === 'http:' && isLoopbackUrl(issuerUrl))
    ) {
      throw new Error(`${prefix}ISSUER must use https (plain http only on a loopback host)`);
    }
    const redirectUri = read('REDIRECT_URI');
    const redirectUrl = parseUrl(redirectUri, `${prefix}REDIRECT_URI`);
    // The token request sends the redirect URI without query or fragment; it must match the registered one.
    if (redirectUrl.search || redirectUrl.hash) {
      throw new Error(`${prefix}REDIRECT_URI must not have a query string or fragment`);
    }
    const scope = env[prefix + 'SCOPE']?.trim() || DEFAULT_OIDC_SCOPE;
    if (!scope.split(/\s+/).includes('openid'))
      throw new Error(`${prefix}SCOPE must include openid`);
    return {
      type,
      issuer,
      clientId: read('CLIENT_ID'),
      clientSecret: read('CLIENT_SECRET'),
      redirectUri,
      scope,
    };
  });
}

export type Config = {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database (PGLITE_DATA_DIR). */
  pgliteDataDir: string;
  /** The SMTP server mail is delivered to (SMTP_URL); unset, the demo's outbox is its mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The mail worker's timings (services/mail-outbox.ts): how often it looks for due mail
   * (MAIL_POLL_MS, 5 s) and the wait after a first failed attempt, doubled at each further one
   * (MAIL_RETRY_BASE_MS, 30 s).
   */
  mailPollMs: number;
  mailRetryBaseMs: number;
  /** Origins allowed to call the API from a browser (besides same-origin through the theme proxy). */
  corsOrigins: string[];
  production: boolean;
  /**
   * Return one-time codes (MFA, e-mail verification) in responses as a testing aid, as the
   * spec's storefront shows them in an alert. Never in production unless asked for.
   */
  exposeCodes: boolean;
  logLevel: string;
  /** OpenID Connect login providers, by type (empty: no social login). */
  oidcProviders: OidcProviderConfig[];
  /** Requests per minute and client on the auth calls (AUTH_RATE_LIMIT, 20 by default). */
  authRateLimit: number;
  /**
   * Redis server the rate limits are counted in (REDIS_URL), so every API instance behind a load
   * balancer counts the same client's calls together. Unset: each instance counts in its own
   * memory, which is right for one instance (a developer's machine has no Redis).
   */
  redisUrl: string | undefined;
  /**
   * Prefix of this deployment's keys in that Redis (REDIS_KEY_PREFIX, `mise:` by default), so
   * shops or environments sharing one server do not count each other's calls.
   */
  redisKeyPrefix: string;
  /**
   * Bearer token of the operators' admin API (/admin/*, ADMIN_API_TOKEN). Unset: the admin
   * API refuses every call, so no deployment exposes inquiries by forgetting to set it.
   */
  adminApiToken: string | undefined;
  /**
   * Generated products added to the standard shop when an empty database is seeded
   * (MISE_SEED_PRODUCTS, 0 by default): a catalogue of real size for measuring.
   */
  seedProducts: number;
  /**
   * Which proxies' X-Forwarded-For is believed (TRUST_PROXY): a hop count, or a comma list of
   * addresses, CIDR ranges or `loopback` / `linklocal` / `uniquelocal`. Unset: none, so no
   * client picks the address that rate limits, lockouts and the login history see.
   */
  trustProxy: TrustedProxies;
  /**
   * Shared secret of the card provider's fraud-detection callbacks (FRAUD_CALLBACK_SECRET, 24
   * characters at least): each is signed with it. Unset: every callback is refused.
   */
  fraudCallbackSecret: string | undefined;
  /**
   * Origins of the bot-protection providers' verify endpoints (RECAPTCHA_ORIGIN, TURNSTILE_ORIGIN;
   * tests point them at a local fake). The same variables move the storefront's scripts.
   */
  captchaOrigins: Record<CaptchaProvider, string>;
};

/** A hop count trusts that many proxies nearest to this server, whatever their addresses. */
export type TrustedProxies = false | string | ((address: string, hop: number) => boolean);

/** TRUST_PROXY as Fastify takes it (proxy-addr refuses a wrong address list at start). */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim();
  if (!text) return false;
  if (!/^\d+$/.test(text)) return text;
  const hops = Number(text);
  return (_address, hop) => hop < hops;
}

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a positive integer: ${value}`);
  return number;
}

/** A guessable secret would let anyone act as an operator or a provider: refuse to start with one. */
function secret(value: string | undefined, name: string): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 24) throw new Error(`${name} must be at least 24 characters`);
  return token;
}

/** A mistyped REDIS_URL stops the start rather than leaving every instance counting alone. */
function redisUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const url = parseUrl(text, 'REDIS_URL');
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL: ${text}`);
  return text;
}

/** An origin variable (scheme, host, port); a mistyped one stops the start. */
function originOf(value: string | undefined, fallback: string, name: string): string {
  const text = value?.trim();
  return text ? parseUrl(text, name).origin : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDataDir: path.resolve(apiRoot, env.PGLITE_DATA_DIR ?? '.data/pglite'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Mise <no-reply@mise.example>',
    mailPollMs: positiveInteger(env.MAIL_POLL_MS, 'MAIL_POLL_MS') ?? 5000,
    mailRetryBaseMs: positiveInteger(env.MAIL_RETRY_BASE_MS, 'MAIL_RETRY_BASE_MS') ?? 30_000,
    corsOrigins: (
      env.CORS_ORIGINS ?? 'http://localhost:3000,http://localhost:3001,http://localhost:3002'
    )
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    production,
    exposeCodes: env.MISE_EXPOSE_CODES ? env.MISE_EXPOSE_CODES === '1' : !production,
    logLevel: env.LOG_LEVEL ?? 'info',
    oidcProviders: loadOidcProviders(env),
    authRateLimit: positiveInteger(env.AUTH_RATE_LIMIT, 'AUTH_RATE_LIMIT') ?? 20,
    redisUrl: redisUrl(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX?.trim() || 'mise:',
    adminApiToken: secret(env.ADMIN_API_TOKEN, 'ADMIN_API_TOKEN'),
    fraudCallbackSecret: secret(env.FRAUD_CALLBACK_SECRET, 'FRAUD_CALLBACK_SECRET'),
    seedProducts: positiveInteger(env.MISE_SEED_PRODUCTS, 'MISE_SEED_PRODUCTS') ?? 0,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    captchaOrigins: {
      recaptcha: originOf(
        env.RECAPTCHA_ORIGIN,
        DEFAULT_CAPTCHA_ORIGINS.recaptcha,
        'RECAPTCHA_ORIGIN',
      ),
      turnstile: originOf(
        env.TURNSTILE_ORIGIN,
        DEFAULT_CAPTCHA_ORIGINS.turnstile,
        'TURNSTILE_ORIGIN',
      ),
    },
  };
}
