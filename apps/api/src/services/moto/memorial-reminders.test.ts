import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMailTo, schema } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { createMailer } from '../mailer.js';
import { sendMemorialReminders } from './memorial-reminders.js';

describe('memorial reminder mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mails a memorial within a week once a year, and not one further away', async () => {
    const [rider] = await t.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'rider@example.jp'));
    await t.db.insert(schema.userMemorials).values([
      {
        userId: rider!.id,
        targetUserName: '高橋健太',
        divisionCt: 1,
        name: '納車記念日',
        month: 4,
        date: 12,
        call: 'けんちゃん',
      },
      {
        userId: rider!.id,
        targetUserName: '高橋',
        divisionCt: 2,
        name: '結婚記念日',
        month: 6,
        date: 1,
      },
    ]);
    const mailer = createMailer({ db: t.db, from: 'shop@example.jp' });
    // 2027-04-08 10:00 in Japan: 納車記念日 is four days away.
    const now = new Date('2027-04-08T01:00:00Z');
    expect(await sendMemorialReminders(t.db, mailer, now)).toBe(1);
    const mail = await lastMailTo(t.db, 'rider@example.jp');
    expect(mail?.subject).toContain('4月12日は「納車記念日」です');
    expect(mail?.text).toContain('4日後');
    expect(mail?.text).toContain('けんちゃん');
    // Once a year.
    expect(await sendMemorialReminders(t.db, mailer, now)).toBe(0);
  });
});
