import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

describe('dev settings: tests switch a shop setting and put it back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const gtmId = async () =>
    (await shop(t.app, 'standard')({ method: 'GET', url: '/v1/settings/front' })).json<{
      data: Record<string, unknown>;
    }>().data['GTM.ID'];
  const put = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/dev/settings', payload });

  it('changes what the shop answers and gives the value before', async () => {
    expect(await gtmId()).toBe('');
    const on = await put({ channel: 'standard', key: 'GTM.ID', value: 'GTM-E2ETEST' });
    // The seed sets none: the value before is the default's absence.
    expect(on.json()).toEqual({ data: { key: 'GTM.ID', before: null } });
    expect(await gtmId()).toBe('GTM-E2ETEST');
    await put({ channel: 'standard', key: 'GTM.ID', value: '' });
    expect(await gtmId()).toBe('');
  });

  it('refuses a key that is not a setting and a shop that does not exist', async () => {
    expect((await put({ channel: 'standard', key: 'NOPE', value: 1 })).statusCode).toBe(422);
    expect((await put({ channel: 'nowhere', key: 'GTM.ID', value: '' })).statusCode).toBe(404);
  });
});
