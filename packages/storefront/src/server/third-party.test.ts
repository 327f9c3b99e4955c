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

describe('Google Analytics 4 in the container', () => {
  const policyOf = (sources: Parameters<typeof pageHeaders>[1]['sources']) =>
    pageHeaders('n', { sources, https: false })['content-security-policy'];

  it('lets a GA4 tag load gtag.js and send its hits to the regional hosts, as Google lists them', () => {
    const tags = thirdPartyTags({ 'GTM.ID': 'GTM-ABC12' }, thirdPartyOriginsFromEnv({}), 'n');
    const policy = policyOf(tags.sources);
    expect(policy).toContain(
      "script-src 'self' 'nonce-n' https://www.googletagmanager.com https://*.googletagmanager.com;",
    );
    // region1.google-analytics.com/g/collect (fetch, sendBeacon) and the image fallback.
    expect(policy).toContain(
      "connect-src 'self' https://www.googletagmanager.com https://*.googletagmanager.com " +
        'https://*.google-analytics.com https://*.analytics.google.com https://*.g.doubleclick.net ' +
        'https://*.google.com https://*.google.co.jp;',
    );
    expect(policy).toContain(
      "img-src 'self' data: blob: https://www.googletagmanager.com https://*.googletagmanager.com " +
        'https://*.google-analytics.com https://*.g.doubleclick.net https://*.google.com ' +
        'https://*.google.co.jp;',
    );
    // Custom HTML tags run by the nonce the container passes on, never by 'unsafe-inline'.
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('sends the hits to GA_ORIGIN alone when it is set (tests: a fake collection endpoint)', () => {
    const origins = thirdPartyOriginsFromEnv({
      GTM_ORIGIN: 'http://127.0.0.1:4150',
      GA_ORIGIN: 'http://127.0.0.1:4151/',
    });
    expect(origins.googleAnalytics).toBe('http://127.0.0.1:4151');
    const tags = thirdPartyTags({ 'GTM.ID': 'GTM-ABC12' }, origins, 'n');
    expect(tags.sources).toEqual({
      script: ['http://127.0.0.1:4150'],
      connect: ['http://127.0.0.1:4150', 'http://127.0.0.1:4151'],
      img: ['http://127.0.0.1:4150', 'http://127.0.0.1:4151'],
      frame: ['http://127.0.0.1:4150'],
    });
    // Without a container, no analytics host either.
    expect(thirdPartyTags({ 'GTM.ID': '' }, origins, 'n').sources).toEqual(empty);
  });
});

describe('bot protection', () => {
  const origins = thirdPartyOriginsFromEnv({});
  const policyOf = (sources: Parameters<typeof pageHeaders>[1]['sources']) =>
    pageHeaders('n', { sources, https: false })['content-security-policy'];

  it('loads nothing without a site key', () => {
    const tags = thirdPartyTags({ 'RECAPTCHA.SITE_KEY': '', 'RECAPTCHA.VERSION': 3 }, origins, 'n');
    expect(tags).toEqual({ head: '', body: '', sources: empty });
  });

  it('loads reCAPTCHA v3 with the site key, letting in its scripts and frames', () => {
    const tags = thirdPartyTags({ 'RECAPTCHA.SITE_KEY': '6LcSiteKey_x-1' }, origins, 'n');
    expect(tags.head).toBe(
      '<script async nonce="n" src="https://www.google.com/recaptcha/api.js?render=6LcSiteKey_x-1"></script>',
    );
    const policy = policyOf(tags.sources);
    expect(policy).toContain(
      "script-src 'self' 'nonce-n' https://www.google.com https://www.gstatic.com",
    );
    expect(policy).toContain('frame-src https://www.google.com https://recaptcha.google.com');
    expect(policy).toContain('https://www.google.com');
  });

  it('hides the reCAPTCHA badge only when the shop asks', () => {
    const hidden = thirdPartyTags(
      { 'RECAPTCHA.SITE_KEY': 'key', 'RECAPTCHA.IS_HIDE_BADGE': true },
      origins,
      'n',
    );
    expect(hidden.head).toContain('<style>.grecaptcha-badge{visibility:hidden}</style>');
    expect(thirdPartyTags({ 'RECAPTCHA.SITE_KEY': 'key' }, origins, 'n').head).not.toContain(
      'grecaptcha-badge',
    );
  });

  it('loads Turnstile instead when the shop chose it, from its own origin', () => {
    const tags = thirdPartyTags(
      { 'RECAPTCHA.SITE_KEY': '0x4AAAAAAAkey', 'RECAPTCHA.PROVIDER': 'turnstile' },
      origins,
      'n',
    );
    expect(tags.head).toBe(
      '<script async nonce="n" src="https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"></script>',
    );
    expect(tags.head).not.toContain('recaptcha');
    expect(policyOf(tags.sources)).toContain('frame-src https://challenges.cloudflare.com');
  });

  it('puts no site key that is not a plain id into the page', () => {
    const tags = thirdPartyTags({ 'RECAPTCHA.SITE_KEY': 'k"><script>' }, origins, 'n');
    expect(tags.head).toBe('');
  });
});

describe('marketing plugins', () => {
  const origins = thirdPartyOriginsFromEnv({});
  const CRITEO = { 'PLUGIN.CRITEO.IS_USE': true, 'PLUGIN.CRITEO.ACCOUNT_ID': '104231' };
  const VC = { 'PLUGIN.VALUE_COMMERCE.IS_USE': true, 'PLUGIN.VALUE_COMMERCE.SITE_ID': '3716420' };
  const NAVIPLUS = { 'PLUGIN.NAVIPLUS.IS_USE': true, 'PLUGIN.NAVIPLUS.SITE_ID': 'mise-moto' };

  it('load nothing while their switch is off (the demo’s ids are set, IS_USE off)', () => {
    const off = {
      ...CRITEO,
      ...VC,
      ...NAVIPLUS,
      'PLUGIN.CRITEO.IS_USE': false,
      'PLUGIN.VALUE_COMMERCE.IS_USE': false,
      'PLUGIN.NAVIPLUS.IS_USE': false,
    };
    expect(thirdPartyTags(off, origins, 'n')).toEqual({ head: '', body: '', sources: empty });
    // On without an id (or with one that is not a plain id): nothing either.
    const noId = { 'PLUGIN.CRITEO.IS_USE': true, 'PLUGIN.CRITEO.ACCOUNT_ID': '1"><b>' };
    expect(thirdPartyTags(noId, origins, 'n').head).toBe('');
  });

  it('start Criteo’s queue before its loader, and let its own hosts beacon', () => {
    const tags = thirdPartyTags(CRITEO, origins, 'n');
    expect(tags.head).toBe(
      '<script nonce="n">window.criteo_q=window.criteo_q||[];</script>' +
        '<script async nonce="n" src="https://static.criteo.net/js/ld/ld.js?a=104231"></script>',
    );
    const policy = pageHeaders('n', { sources: tags.sources, https: false })[
      'content-security-policy'
    ];
    expect(policy).toContain("script-src 'self' 'nonce-n' https://static.criteo.net");
    expect(policy).toContain('https://*.criteo.com');
    // The loader fetches the account's script from dynamic.criteo.com.
    expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.criteo\.com/);
    // A fake in its place: only the fake's origin.
    const fake = thirdPartyTags(CRITEO, { criteo: 'http://127.0.0.1:4150' }, 'n');
    expect(fake.sources.img).toEqual(['http://127.0.0.1:4150']);
  });

  it('load ValueCommerce’s landing script and name its origin for the conversion beacon', () => {
    const tags = thirdPartyTags(VC, { valueCommerce: 'http://127.0.0.1:4150' }, 'n');
    expect(tags.head).toBe(
      '<meta name="mise:origin:value-commerce" content="http://127.0.0.1:4150">' +
        '<script async nonce="n" src="http://127.0.0.1:4150/vclp.js?sid=3716420"></script>',
    );
    expect(tags.sources.img).toEqual(['http://127.0.0.1:4150']);
  });

  it('name NaviPlus’s origin for the product page, which asks it from the browser', () => {
    const tags = thirdPartyTags(NAVIPLUS, origins, 'n');
    expect(tags.head).toBe('<meta name="mise:origin:naviplus" content="https://r.snva.jp">');
    expect(tags.sources).toEqual({
      script: [],
      connect: ['https://r.snva.jp'],
      img: ['https://r.snva.jp'],
      frame: [],
    });
  });
});
