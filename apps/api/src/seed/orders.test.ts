import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing.js';
import type { TestApp } from '../testing.js';
import { pointBalance } from '../services/points.js';
import { paymentMethods, users } from '../db/schema.js';
import { seed } from './index.js';
import { DEMO_MEMBER_POINTS } from './orders.js';

describe('order seed: payment methods and demo points', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const methods = async (channelId: string) =>
    (
      await t.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.channelId, channelId))
        .orderBy(asc(paymentMethods.position))
    ).map((row) => ({ code: row.code, name: row.name, fee: row.fee, max: row.maxTotal }));

  it('offers card, cash on delivery and bank transfer; the business shop adds invoice', async () => {
    expect(await methods('standard')).toEqual([
      { code: 'card', name: 'クレジットカード', fee: 0, max: null },
      { code: 'cod', name: '代金引換', fee: 300, max: 300_000 },
      { code: 'bank_transfer', name: '銀行振込（前払い）', fee: 0, max: null },
    ]);
    expect((await methods('business')).map((m) => m.code)).toEqual([
      'card',
      'cod',
      'bank_transfer',
      'invoice',
    ]);
  });

  it('gives demo members 3,000 points, and re-seeding does not add more', async () => {
    const [taro] = await t.db.select().from(users).where(eq(users.email, 'taro@example.jp'));
    expect(await pointBalance(t.db, taro!.id)).toBe(DEMO_MEMBER_POINTS);
    await seed(t.db);
    expect(await pointBalance(t.db, taro!.id)).toBe(3000);
    expect(await methods('moto')).toHaveLength(3);
  });
});
