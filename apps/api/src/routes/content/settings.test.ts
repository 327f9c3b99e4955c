import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { colorschemes, settings } from '../../db/schema.js';
import { FRONT_SETTINGS } from '../../services/front-settings.js';
import { BASE_PALETTE } from './colorschemes.js';

/** The keys of spec section 3 and the names the storefront reads for the rest. */
const SETTING_KEYS = [
  'SITE.NAMESPACE',
  'SITE.CHANNEL_PREFIX',
  'SITE.BREAKPOINT.SCREEN-SM',
  'SITE.BREAKPOINT.SCREEN-MD',
  'SITE.THEME',
  'SITE.THEME_ARGS',
  'SITE.IS_NO_MEMBER_USE',
  'SITE.TOP_LP.IS_USE',
  'SITE.TOP_LP.SLUG',
  'SITE.STORAGE_URL',
  'CART.POPUP_COMPONENT',
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_USE',
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING',
  'ORDER.SHIPPING.IS_ALLOW_MULTIPLE',
  'GTM.ID',
  'GTM.PURCHASE.IS_WITHOUT_TAX_VALUE',
  'GTM.DATA_LAYER.PURCHASE',
  'ECOMMERCE_EVENT.IS_TRACKING',
  'PLUGIN.CRITEO.IS_USE',
  'PLUGIN.CRITEO.ACCOUNT_ID',
  'PLUGIN.NAVIPLUS.IS_USE',
  'PLUGIN.NAVIPLUS.SITE_ID',
  'PLUGIN.VALUE_COMMERCE.IS_USE',
  'PLUGIN.VALUE_COMMERCE.SITE_ID',
  'PLUGIN.VERIFY_EMAIL_ON_FIRST_LOGIN.IS_USE',
  'MEMBER.PASSWORD_EXPIRE_DAYS',
  'MEMBER.SCHOOL_KEY.IS_REQUIRED',
  'RECAPTCHA.SITE_KEY',
  'RECAPTCHA.VERSION',
  'RECAPTCHA.IS_HIDE_BADGE',
  'RECAPTCHA.PROVIDER',
  'AUTH.OIDC.PROVIDERS',
];

describe('shop settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /v1/settings/front', () => {
    it('answers every front key with a value of the type of its default', async () => {
      const res = await shop(t.app, 'standard')({ method: 'GET', url: '/v1/settings/front' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: Record<string, unknown> }>();
      expect(Object.keys(data).sort()).toEqual([...SETTING_KEYS].sort());
      for (const [key, fallback] of Object.entries(FRONT_SETTINGS)) {
        expect(typeof data[key], key).toBe(typeof fallback);
      }
      expect(data).toMatchObject({
        'SITE.NAMESPACE': 'mise-standard',
        'SITE.BREAKPOINT.SCREEN-SM': 767,
        'SITE.BREAKPOINT.SCREEN-MD': 1023,
        'SITE.THEME': 'standard',
        'CART.POPUP_COMPONENT': 'toast',
        'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': true,
        'RECAPTCHA.VERSION': 3,
        'MEMBER.PASSWORD_EXPIRE_DAYS': 0,
      });
      // The demo shops have no tag manager container: nothing of Google's loads in them.
      expect(data['GTM.ID']).toBe('');
      expect(data['SITE.THEME_ARGS']).toBeTypeOf('object');
      // No OIDC_PROVIDERS in the test configuration: no social login buttons.
      expect(data['AUTH.OIDC.PROVIDERS']).toEqual([]);
    });

    it('answers each shop its own settings', async () => {
      const business = await shop(t.app, 'business')({ method: 'GET', url: '/v1/settings/front' });
      expect(business.json()).toMatchObject({
        data: {
          'SITE.THEME': 'business',
          'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': true,
          'GTM.PURCHASE.IS_WITHOUT_TAX_VALUE': true,
          'SITE.IS_NO_MEMBER_USE': false,
        },
      });
      const moto = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/settings/front' });
      expect(moto.json()).toMatchObject({
        data: { 'SITE.THEME': 'moto', 'SITE.NAMESPACE': 'mise-moto' },
      });
    });

    it('never sends a setting that is not a front key', async () => {
      await t.db
        .insert(settings)
        .values({ channelId: 'standard', key: 'PAYMENT.SECRET_KEY', value: 'sk_live_x' });
      const res = await shop(t.app, 'standard')({ method: 'GET', url: '/v1/settings/front' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('PAYMENT.SECRET_KEY');
      expect(res.body).not.toContain('sk_live_x');
    });

    it('falls back to the default for a value stored with the wrong type', async () => {
      await t.db
        .update(settings)
        .set({ value: '767px' })
        .where(and(eq(settings.channelId, 'moto'), eq(settings.key, 'SITE.BREAKPOINT.SCREEN-SM')));
      const res = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/settings/front' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { 'SITE.BREAKPOINT.SCREEN-SM': 767 } });
    });
  });

  describe('GET /v1/settings/front: ids of digits', () => {
    it('answers a text setting stored as a number as its text (an account id of digits)', async () => {
      await t.db
        .insert(settings)
        .values({ channelId: 'business', key: 'PLUGIN.CRITEO.ACCOUNT_ID', value: 104231 })
        .onConflictDoUpdate({ target: [settings.channelId, settings.key], set: { value: 104231 } });
      const res = await shop(t.app, 'business')({ method: 'GET', url: '/v1/settings/front' });
      expect(res.json()).toMatchObject({ data: { 'PLUGIN.CRITEO.ACCOUNT_ID': '104231' } });
    });
  });

  describe('GET /v1/colorschemes/selected/front', () => {
    it("answers the shop's selected scheme with every colour", async () => {
      const res = await shop(
        t.app,
        'standard',
      )({ method: 'GET', url: '/v1/colorschemes/selected/front' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{
        data: Record<string, unknown> & { colors: Record<string, string> };
      }>();
      expect(Object.keys(data).sort()).toEqual(['colors', 'cursor', 'id', 'name', 'spinner']);
      expect(data.name).toBe('ベーシック');
      for (const name of Object.keys(BASE_PALETTE))
        expect(data.colors[name], name).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('gives every demo shop its own spinner and cursor', async () => {
      const seen = new Set<string>();
      for (const channel of ['standard', 'business', 'moto']) {
        const res = await shop(
          t.app,
          channel,
        )({ method: 'GET', url: '/v1/colorschemes/selected/front' });
        const { data } = res.json<{ data: { spinner: number; cursor: number } }>();
        expect(data.spinner).toBeGreaterThanOrEqual(1);
        expect(data.spinner).toBeLessThanOrEqual(14);
        expect(data.cursor).toBeGreaterThanOrEqual(1);
        expect(data.cursor).toBeLessThanOrEqual(3);
        seen.add(`${data.spinner}/${data.cursor}`);
      }
      expect(seen.size).toBe(3);
    });

    it('fills colours a scheme lacks from the base palette', async () => {
      await t.db
        .update(colorschemes)
        .set({ colors: { primary: '#123456' } })
        .where(and(eq(colorschemes.channelId, 'business'), eq(colorschemes.isSelected, true)));
      const res = await shop(
        t.app,
        'business',
      )({ method: 'GET', url: '/v1/colorschemes/selected/front' });
      expect(res.json()).toMatchObject({
        data: { colors: { primary: '#123456', text: BASE_PALETTE.text } },
      });
    });

    it('answers 404 in Japanese when the shop has selected none', async () => {
      await t.db
        .update(colorschemes)
        .set({ isSelected: false })
        .where(eq(colorschemes.channelId, 'moto'));
      const res = await shop(
        t.app,
        'moto',
      )({ method: 'GET', url: '/v1/colorschemes/selected/front' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'カラースキームが設定されていません',
        code: 'colorscheme_not_found',
      });
    });
  });

  describe('GET /public.json', () => {
    it('tells the storefront which shop it is, without login', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/public.json',
        headers: { 'x-channel': 'business' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          channel_id: 'business',
          name: 'Mise ビジネス',
          kind: 'business',
          theme: 'business',
          api_base: '/v1',
          storage_url: '/storage/business/',
          language: 'ja',
        },
      });
    });
  });

  describe('channel resolution', () => {
    it('answers an unknown channel 404 チャネルが存在しない', async () => {
      for (const url of ['/v1/settings/front', '/public.json', '/v1/messages/caution']) {
        const res = await shop(t.app, 'no-such-shop')({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'チャネルが存在しない' });
      }
    });

    it('finds the shop by its host when no X-Channel is sent', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/public.json',
        headers: { host: 'localhost:3001' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { channel_id: 'business' } });
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/public.json',
        headers: { host: 'shop.example:80' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'チャネルが存在しない' });
    });
  });

  it('documents every content call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const { paths } = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    const operations = [
      ['/public.json', 'get'],
      ['/v1/settings/front', 'get'],
      ['/v1/colorschemes/selected/front', 'get'],
      ['/v1/messages', 'get'],
      ['/v1/messages/{code}', 'get'],
      ['/v1/free-areas', 'get'],
      ['/v1/free-areas/{code}', 'get'],
      ['/v1/static-pages/urls', 'get'],
      ['/takimoto/v1/schools/check', 'post'],
    ] as const;
    for (const [path, method] of operations) {
      expect(paths[path]?.[method]?.tags, path).toHaveLength(1);
    }
  });
});
