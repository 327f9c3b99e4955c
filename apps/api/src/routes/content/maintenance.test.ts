import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import {
  DEFAULT_MAINTENANCE,
  UsageError,
  parseMaintenanceArgs,
  runMaintenance,
} from '../../services/maintenance.js';

const CALLS = [
  { method: 'GET', url: '/v1/settings/front' },
  { method: 'GET', url: '/public.json' },
  { method: 'GET', url: '/v1/colorschemes/selected/front' },
  { method: 'GET', url: '/v1/messages?per=all' },
  { method: 'GET', url: '/v1/messages/caution' },
  { method: 'GET', url: '/v1/free-areas?per=all' },
  { method: 'GET', url: '/v1/static-pages/url/guide/' },
  { method: 'POST', url: '/takimoto/v1/schools/check', payload: { key: 'SKG-4821-HS' } },
] as const;

describe('maintenance mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const answers = (channel: string) =>
    Promise.all(CALLS.map((call) => shop(t.app, channel)({ ...call })));

  it('answers every call of the shop 503 with the title and message, then serves again when off', async () => {
    const title = 'システムメンテナンスのお知らせ';
    const message = '3:00〜5:00はメンテナンスのためご利用いただけません。';
    const on = await runMaintenance(
      t.db,
      parseMaintenanceArgs(['on', '--channel', 'standard', '--title', title, '--message', message]),
    );
    expect(on).toEqual([`standard: on — ${title} / ${message}`]);

    for (const res of await answers('standard')) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message, title, code: 'maintenance' });
    }
    // The other shops keep selling.
    for (const res of await answers('business')) expect(res.statusCode).toBe(200);

    expect(await runMaintenance(t.db, parseMaintenanceArgs(['status']))).toEqual([
      'business: off',
      'moto: off',
      `standard: on — ${title} / ${message}`,
    ]);

    expect(
      await runMaintenance(t.db, parseMaintenanceArgs(['off', '--channel', 'standard'])),
    ).toEqual(['standard: off']);
    for (const res of await answers('standard')) expect(res.statusCode).toBe(200);
  });

  it('shows a Japanese default text when the operator gives none', async () => {
    await runMaintenance(t.db, parseMaintenanceArgs(['on', '-c', 'moto']));
    const res = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/settings/front' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ...DEFAULT_MAINTENANCE, code: 'maintenance' });
    await runMaintenance(t.db, parseMaintenanceArgs(['off', '-c', 'moto']));
    expect(
      (await shop(t.app, 'moto')({ method: 'GET', url: '/v1/settings/front' })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown channel', async () => {
    await expect(
      runMaintenance(t.db, parseMaintenanceArgs(['on', '--channel', 'nowhere'])),
    ).rejects.toThrow('Unknown channel: nowhere');
    await expect(
      runMaintenance(t.db, parseMaintenanceArgs(['status', '--channel', 'nowhere'])),
    ).rejects.toThrow(UsageError);
  });

  it.each([
    [[]],
    [['start', '--channel', 'standard']],
    [['on']],
    [['off', '--channel', '  ']],
    [['on', '--channel', 'standard', '--title', '']],
    [['off', '--channel', 'standard', '--message', 'x']],
    [['on', '--channel', 'standard', '--unknown']],
    [['status', 'extra']],
  ])('rejects the command line %j with the usage', (args) => {
    expect(() => parseMaintenanceArgs(args)).toThrow(UsageError);
  });
});
