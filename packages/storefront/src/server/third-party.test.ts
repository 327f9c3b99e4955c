import { describe, expect, it } from 'vitest';
import { pageHeaders } from './security.js';
import { containerId, thirdPartyOriginsFromEnv, thirdPartyTags } from './third-party.js';

const empty = { script: [], connect: [], img: [], frame: [] };

describe('third-party services', () => {
  it('load from their own origins unless *_ORIGIN points elsewhere (a local fake in tests)', () => {
    expect(thirdPartyOriginsFromEnv({}).gtm).toBe('https://www.googletagmanager.com');
    expect(thirdPartyOriginsFromEnv({ GTM_ORIGIN: 'http://127.0.0.1:4999/' }).gtm).toBe(
      'http://127.0.0.1:4999',
    );
  });

  it('put only a plain id into the page', () => {
    expect(containerId(' GTM-ABC12 ')).toBe('GTM-ABC12');
    expect(containerId('')).toBeNull();
    expect(containerId('GTM-1"><script>alert(1)</script>')).toBeNull();
    expect(containerId(undefined)).toBeNull();
  });

  it('add nothing to a page of a shop that uses none', () => {
    const tags = thirdPartyTags({ 'GTM.ID': '' }, thirdPartyOriginsFromEnv({}), 'n');
    expect(tags).toEqual({ head: '', body: '', sources: empty });
  });

  it('let the container script, its beacons and its noscript frame through the CSP', () => {
    const origin = 'https://www.googletagmanager.com';
    const tags = thirdPartyTags({ 'GTM.ID': 'GTM-ABC12' }, { gtm: origin }, 'n');
    expect(tags.head).toContain(`<script async nonce="n" src="${origin}/gtm.js?id=GTM-ABC12">`);
    expect(tags.body).toContain(`<iframe src="${origin}/ns.html?id=GTM-ABC12"`);
    const policy = pageHeaders('n', { sources: tags.sources, https: false })[
      'content-security-policy'
    ];
    expect(policy).toContain(`script-src 'self' 'nonce-n' ${origin}`);
    expect(policy).toContain(`frame-src ${origin}`);
    expect(policy).toContain(`img-src 'self' data: blob: ${origin}`);
    expect(pageHeaders('n', { sources: empty, https: false })['content-security-policy']).toContain(
      "frame-src 'none'",
    );
  });
});
