import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Vehicle = {
  id: number;
  name: string;
  maker: { key: string; name: string };
  year_from: number;
  year_to: number;
  years: number[];
};
type Item = { id: number; name: string; compatible_models: string[] };

describe('catalogue: 車種から探す', () => {
  let t: TestApp;
  let moto: ReturnType<typeof shop>;

  const list = async (query: Record<string, string>) => {
    const res = await moto({ method: 'GET', url: '/v1/products', query: { per: '100', ...query } });
    return { res, items: res.json<{ data: Item[] }>().data, total: Number(res.headers['x-total']) };
  };
  const vehicle = async (maker: string, name: string) => {
    const res = await moto({ method: 'GET', url: '/v1/vehicles', query: { maker } });
    return res.json<{ data: Vehicle[] }>().data.find((row) => row.name === name)!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    moto = shop(t.app, 'moto');
  });
  afterAll(() => t.close());

  it('lists the bike makers, then a maker’s models with their years, cacheable by anyone', async () => {
    const makers = await moto({ method: 'GET', url: '/v1/vehicle-makers' });
    expect(makers.statusCode).toBe(200);
    expect(makers.headers['cache-control']).toBe('public, no-cache');
    expect(makers.json<{ data: { name: string }[] }>().data.map((m) => m.name)).toEqual([
      'ホンダ',
      'ヤマハ',
      'カワサキ',
      'スズキ',
    ]);
    const honda = await moto({ method: 'GET', url: '/v1/vehicles', query: { maker: 'honda' } });
    expect(honda.headers['cache-control']).toBe('public, no-cache');
    const models = honda.json<{ data: Vehicle[] }>().data;
    expect(models.map((m) => m.name)).toContain('CB400SF');
    expect(models.every((m) => m.maker.name === 'ホンダ')).toBe(true);
    const cb = models.find((m) => m.name === 'CB400SF')!;
    expect(cb.years[0]).toBe(cb.year_to);
    expect(cb.years.at(-1)).toBe(cb.year_from);
    expect(cb.years).toHaveLength(cb.year_to - cb.year_from + 1);
    // A shop without vehicles offers none.
    const standard = await shop(t.app, 'standard')({ method: 'GET', url: '/v1/vehicle-makers' });
    expect(standard.json()).toEqual({ data: [] });
    const none = await moto({ method: 'GET', url: '/v1/vehicles', query: { maker: 'nothing' } });
    expect(none.json()).toEqual({ data: [] });
  });

  it('narrows the product list to the parts that fit a vehicle', async () => {
    const all = await list({});
    const cb = await vehicle('honda', 'CB400SF');
    const fitting = await list({ vehicle: String(cb.id) });
    expect(fitting.res.statusCode).toBe(200);
    expect(fitting.total).toBeGreaterThan(0);
    expect(fitting.total).toBeLessThan(all.total);
    for (const item of fitting.items) expect(item.compatible_models).toContain('ホンダ CB400SF');
    // Every part made for it is there.
    const named = await list({ keyword: 'CB400SF用' });
    const ids = new Set(fitting.items.map((item) => item.id));
    for (const item of named.items) expect(ids.has(item.id)).toBe(true);

    const suzuki = await list({ vehicle_maker: 'suzuki' });
    expect(suzuki.total).toBeGreaterThan(0);
    for (const item of suzuki.items)
      expect(item.compatible_models.some((name) => name.startsWith('スズキ '))).toBe(true);
  });

  it('narrows by model year: only parts whose fitment covers that year', async () => {
    const cb = await vehicle('honda', 'CB400SF');
    const fitting = await list({ vehicle: String(cb.id) });
    expect(
      (await list({ vehicle: String(cb.id), vehicle_year: String(cb.year_from - 1) })).total,
    ).toBe(0);
    expect((await list({ vehicle: String(cb.id), vehicle_year: String(cb.year_to) })).total).toBe(
      fitting.total,
    );
    // One part fits the last generation only.
    const [first] = fitting.items;
    await t.db
      .update(schema.productModelVehicles)
      .set({ yearFrom: 2018 })
      .where(
        and(
          eq(schema.productModelVehicles.vehicleId, cb.id),
          eq(
            schema.productModelVehicles.modelId,
            sql`(select model_id from products where id = ${first!.id})`,
          ),
        ),
      );
    const older = await list({ vehicle: String(cb.id), vehicle_year: '2000' });
    expect(older.total).toBe(fitting.total - 1);
    expect(older.items.map((item) => item.id)).not.toContain(first!.id);
    const newer = await list({ vehicle: String(cb.id), vehicle_year: '2020' });
    expect(newer.items.map((item) => item.id)).toContain(first!.id);
  });

  it('lets a newly chosen maker win over a model of the maker chosen before (a form sent without script)', async () => {
    const cb = await vehicle('honda', 'CB400SF');
    const yamaha = await list({ vehicle_maker: 'yamaha' });
    expect(yamaha.total).toBeGreaterThan(0);
    // The maker changed to ヤマハ while the model and year lists still held the ホンダ choice.
    const stale = await list({
      vehicle_maker: 'yamaha',
      vehicle: String(cb.id),
      vehicle_year: String(cb.year_from),
    });
    expect(stale.items.map((item) => item.id)).toEqual(yamaha.items.map((item) => item.id));
    // A model of the chosen maker still narrows.
    const own = await list({ vehicle_maker: 'honda', vehicle: String(cb.id) });
    expect(own.total).toBe((await list({ vehicle: String(cb.id) })).total);
  });

  it('answers a clear Japanese message for a malformed vehicle or year, and nothing for an unknown one', async () => {
    const bad: Record<string, string>[] = [
      { vehicle: 'abc' },
      { vehicle: '0' },
      { vehicle_year: '1800' },
      { vehicle_year: '20x0' },
    ];
    for (const query of bad) {
      const { res } = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.json<{ message: string }>().message).toBe('入力内容に誤りがあります');
    }
    expect((await list({ vehicle: '99999999' })).total).toBe(0);
    expect((await list({ vehicle_maker: 'nothing' })).total).toBe(0);
  });
});
