import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from '../testing.js';
import type { TestApp } from '../testing.js';
import { hashSecret } from '../services/passwords.js';
import { channels, users } from '../db/schema.js';
import { seed } from './index.js';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members.js';

describe('member and channel seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('re-seeding keeps the same members and restores their demo password', async () => {
    const before = await t.db
      .select({ id: users.id, code: users.code })
      .from(users)
      .orderBy(asc(users.id));
    expect(before).toHaveLength(DEMO_MEMBERS.length);
    await t.db
      .update(users)
      .set({ passwordHash: await hashSecret('changed123') })
      .where(eq(users.email, 'taro@example.jp'));

    await seed(t.db);

    const after = await t.db
      .select({ id: users.id, code: users.code })
      .from(users)
      .orderBy(asc(users.id));
    expect(after).toEqual(before);
    expect((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).status).toBe(200);
  });

  it("leaves an operator's maintenance switch as it is", async () => {
    const on = { is_on: true, title: 'メンテナンス中', message: 'ただいまメンテナンス中です' };
    await t.db.update(channels).set({ maintenance: on }).where(eq(channels.id, 'moto'));
    await seed(t.db);
    const moto = await t.db.query.channels.findFirst({ where: eq(channels.id, 'moto') });
    expect(moto?.maintenance).toEqual(on);
  });
});
