import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import type { TestApp } from '../../test/helpers.js';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz answers ok without a channel', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('an unknown route answers 404 JSON with route_not_found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { 'x-channel': 'standard' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'ページが見つかりません', code: 'route_not_found' });
  });

  it('serves the OpenAPI document and its docs UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Mise commerce API' } });
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});
