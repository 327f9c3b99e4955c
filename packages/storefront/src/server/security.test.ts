import { describe, expect, it } from 'vitest';
import { contentSourcesFromEnv, newNonce, pageHeaders } from './security.js';

describe('pageHeaders', () => {
  it('adds the configured sources (a tag manager) and HSTS over HTTPS', () => {
    const sources = contentSourcesFromEnv({
      CSP_SCRIPT_SRC: 'https://www.googletagmanager.com',
      CSP_CONNECT_SRC: 'https://www.google-analytics.com  https://region1.google-analytics.com',
    });
    const headers = pageHeaders('abc', { sources, https: true });
    expect(headers['content-security-policy']).toContain(
      "script-src 'self' 'nonce-abc' https://www.googletagmanager.com;",
    );
    expect(headers['content-security-policy']).toContain(
      "connect-src 'self' https://www.google-analytics.com https://region1.google-analytics.com;",
    );
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('makes a different nonce each time, past each batch of random bytes', () => {
    const nonces = Array.from({ length: 1_000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
