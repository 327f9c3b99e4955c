import { describe, expect, it } from 'vitest';
import { pageHeaders } from './security.js';
import { containerId, gtmOriginFromEnv, withTagManager } from './tag-manager.js';

describe('tag manager', () => {
  it('loads from Google unless GTM_ORIGIN points elsewhere (a local fake in tests)', () => {
    expect(gtmOriginFromEnv({})).toBe('https://www.googletagmanager.com');
    expect(gtmOriginFromEnv({ GTM_ORIGIN: 'http://127.0.0.1:4999/' })).toBe(
      'http://127.0.0.1:4999',
    );
  });

  it('puts only a plain container id into the page', () => {
    expect(containerId(' GTM-ABC12 ')).toBe('GTM-ABC12');
    expect(containerId('')).toBeNull();
    expect(containerId('GTM-1"><script>alert(1)</script>')).toBeNull();
    expect(containerId(undefined)).toBeNull();
  });

  it('lets the container script, its beacons and its noscript frame through the CSP', () => {
    const empty = { script: [], connect: [], img: [], frame: [] };
    const policy = pageHeaders('n', {
      sources: withTagManager(empty, 'https://www.googletagmanager.com'),
      https: false,
    })['content-security-policy'];
    expect(policy).toContain("script-src 'self' 'nonce-n' https://www.googletagmanager.com");
    expect(policy).toContain('frame-src https://www.googletagmanager.com');
    expect(policy).toContain("img-src 'self' data: blob: https://www.googletagmanager.com");
    expect(pageHeaders('n', { sources: empty, https: false })['content-security-policy']).toContain(
      "frame-src 'none'",
    );
  });
});
