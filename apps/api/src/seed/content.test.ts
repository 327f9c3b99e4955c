import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing.js';
import type { TestApp } from '../testing.js';
import type { Database } from '../db/client.js';
import {
  channels,
  colorschemes,
  freeAreas,
  messages,
  schoolKeys,
  settings,
  staticPages,
} from '../db/schema.js';
import { MESSAGE_CODES, seedContent } from './content.js';
import { seed } from './index.js';

async function snapshot(db: Database) {
  return {
    settings: await db.select().from(settings).orderBy(asc(settings.channelId), asc(settings.key)),
    colorschemes: await db.select().from(colorschemes).orderBy(asc(colorschemes.id)),
    messages: await db.select().from(messages).orderBy(asc(messages.id)),
    freeAreas: await db.select().from(freeAreas).orderBy(asc(freeAreas.id)),
    staticPages: await db.select().from(staticPages).orderBy(asc(staticPages.id)),
    schoolKeys: await db
      .select()
      .from(schoolKeys)
      .orderBy(asc(schoolKeys.channelId), asc(schoolKeys.key)),
  };
}

describe('content seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every shop every notice, one selected colour scheme and its pages', async () => {
    const before = await snapshot(t.db);
    for (const channel of ['standard', 'business', 'moto']) {
      const codes = before.messages
        .filter((row) => row.channelId === channel)
        .map((row) => row.code);
      expect(codes).toEqual(MESSAGE_CODES);
      expect(
        before.colorschemes.filter((row) => row.channelId === channel && row.isSelected),
      ).toHaveLength(1);
      const urls = before.staticPages
        .filter((row) => row.channelId === channel)
        .map((row) => row.url);
      expect(urls).toEqual(
        expect.arrayContaining(['/guide/', '/law/', '/privacy/', '/company/', '/shipping/']),
      );
    }
    expect(MESSAGE_CODES).toHaveLength(26);
  });

  it('writes the same rows when run again, without duplicates or new timestamps', async () => {
    const before = await snapshot(t.db);
    await seed(t.db);
    await seedContent(t.db);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('restores demo content an operator changed', async () => {
    const where = and(eq(messages.channelId, 'standard'), eq(messages.code, 'cart-index'));
    const [original] = await t.db.select().from(messages).where(where);
    await t.db.update(messages).set({ body: '<p>変更</p>', isShow: false }).where(where);
    await seedContent(t.db);
    const [restored] = await t.db.select().from(messages).where(where);
    expect(restored).toMatchObject({ id: original!.id, body: original!.body, isShow: true });
    expect(restored!.updatedAt.getTime()).toBeGreaterThan(original!.updatedAt.getTime());
  });

  it('gives a shop added after the demo three (pnpm create-theme) the standard content under its own names', async () => {
    const added = { id: 'added', name: 'Mise 追加ショップ', theme: 'added' };
    await t.db.insert(channels).values({ ...added, kind: 'consumer', hosts: ['localhost:3003'] });
    await seedContent(t.db, [added]);

    const own = <T extends { channelId: string }>(rows: T[]) =>
      rows.filter((row) => row.channelId === 'added');
    const after = await snapshot(t.db);
    const values = Object.fromEntries(own(after.settings).map((row) => [row.key, row.value]));
    expect(values).toMatchObject({
      'SITE.NAMESPACE': 'mise-added',
      'SITE.CHANNEL_PREFIX': 'added',
      'SITE.THEME': 'added',
      'SITE.STORAGE_URL': '/storage/added/',
    });
    expect(values).not.toHaveProperty('GTM.ID');
    expect(own(after.messages).map((row) => row.code)).toEqual(MESSAGE_CODES);
    // No scheme selected: the shop shows its own theme's tokens (none overrides them).
    expect(own(after.colorschemes).map((row) => row.name)).toEqual(
      after.colorschemes.filter((row) => row.channelId === 'standard').map((row) => row.name),
    );
    expect(own(after.colorschemes).filter((row) => row.isSelected)).toHaveLength(0);
    const guide = own(after.staticPages).find((row) => row.url === '/guide/');
    expect(guide?.description).toContain('Mise 追加ショップ');
  });

  it('keeps the colour scheme an operator selected for an added shop when the API seeds again', async () => {
    const added = { id: 'chosen', name: 'Mise 選択ショップ', theme: 'chosen' };
    await t.db.insert(channels).values({ ...added, kind: 'consumer', hosts: ['localhost:3004'] });
    await seedContent(t.db, [added]);
    const front = () =>
      t.app.inject({
        method: 'GET',
        url: '/v1/colorschemes/selected/front',
        headers: { 'x-channel': 'chosen' },
      });
    expect((await front()).statusCode).toBe(404);

    await t.db
      .update(colorschemes)
      .set({ isSelected: true })
      .where(and(eq(colorschemes.channelId, 'chosen'), eq(colorschemes.name, 'ナチュラル')));
    await seedContent(t.db, [added]);
    const selected = await t.db
      .select()
      .from(colorschemes)
      .where(and(eq(colorschemes.channelId, 'chosen'), eq(colorschemes.isSelected, true)));
    expect(selected.map((row) => row.name)).toEqual(['ナチュラル']);
    expect((await front()).json().data.name).toBe('ナチュラル');
  });
});
