import { randomFillSync } from 'node:crypto';

/** Sources a shop adds to its Content-Security-Policy (a tag manager, its analytics endpoints). */
export type ContentSources = {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
};

/** Random bytes for the nonces, drawn from the system's generator 256 nonces at a time. */
const pool = Buffer.alloc(16 * 256);
let used = pool.length;

/** A fresh nonce for one response's inline scripts: 16 random bytes, never handed out twice. */
export function newNonce(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.toString('base64', used - 16, used);
}

/**
 * Space-separated sources from the environment (CSP_SCRIPT_SRC, CSP_CONNECT_SRC, CSP_IMG_SRC,
 * CSP_FRAME_SRC), e.g. CSP_SCRIPT_SRC=https://www.googletagmanager.com for Google Tag Manager.
 */
export function contentSourcesFromEnv(env: NodeJS.ProcessEnv = process.env): ContentSources {
  const list = (value: string | undefined) => value?.split(/\s+/).filter(Boolean) ?? [];
  return {
    script: list(env.CSP_SCRIPT_SRC),
    connect: list(env.CSP_CONNECT_SRC),
    img: list(env.CSP_IMG_SRC),
    frame: list(env.CSP_FRAME_SRC),
  };
}

/**
 * The headers of every HTML page: scripts only from this origin or carrying the response's
 * nonce (the store's state and React's bootstrap are inline), no framing, no MIME sniffing,
 * the origin only as referrer to other sites, no powerful features, and HSTS over HTTPS.
 * Styles may be inline: styled-components writes them into the page.
 */
export function pageHeaders(
  nonce: string,
  options: { sources: ContentSources; https: boolean },
): Record<string, string> {
  const { sources } = options;
  const policy = [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...sources.script].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...sources.img].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...sources.connect].join(' '),
    `frame-src ${sources.frame.length > 0 ? sources.frame.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()',
    ...(options.https
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}
