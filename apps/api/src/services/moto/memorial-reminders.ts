import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { channels, userMemorials, users } from '../../db/schema.js';
import type { Mailer } from '../mailer.js';
import { shopUrl } from '../mails.js';

/** Days before a memorial that its reminder goes out. */
export const REMINDER_DAYS_AHEAD = 7;

/** Today's date in Japan (the shops' calendar), whatever the server's time zone. */
function japanDate(now: Date): { year: number; month: number; date: number } {
  const japan = new Date(now.getTime() + 9 * 3_600_000);
  return {
    year: japan.getUTCFullYear(),
    month: japan.getUTCMonth() + 1,
    date: japan.getUTCDate(),
  };
}

/**
 * Mails each member whose memorial comes within REMINDER_DAYS_AHEAD days (today included), once
 * a year per memorial (a 2/29 memorial is reminded on 2/28 in other years). Run daily by a
 * scheduler (`pnpm --filter @mise/api memorial-reminders`); answers how many mails went out.
 */
export async function sendMemorialReminders(
  db: Database,
  mailer: Mailer,
  now = new Date(),
): Promise<number> {
  const today = japanDate(now);
  const rows = await db
    .select({ memorial: userMemorials, user: users, channel: channels })
    .from(userMemorials)
    .innerJoin(users, eq(users.id, userMemorials.userId))
    .innerJoin(channels, eq(channels.id, users.channelId))
    .where(
      and(
        isNull(users.deletedAt),
        or(isNull(userMemorials.remindedYear), ne(userMemorials.remindedYear, today.year)),
      ),
    );
  const start = Date.UTC(today.year, today.month - 1, today.date);
  let sent = 0;
  for (const { memorial, user, channel } of rows) {
    const leap = new Date(Date.UTC(today.year, 1, 29)).getUTCMonth() === 1;
    const date = memorial.month === 2 && memorial.date === 29 && !leap ? 28 : memorial.date;
    const day = Date.UTC(today.year, memorial.month - 1, date);
    const daysLeft = Math.round((day - start) / 86_400_000);
    if (daysLeft < 0 || daysLeft > REMINDER_DAYS_AHEAD) continue;
    const who = memorial.call || memorial.targetUserName;
    const when = daysLeft === 0 ? '今日' : `${daysLeft}日後`;
    await mailer.send({
      to: user.email,
      channelId: channel.id,
      subject: `【${channel.name}】${memorial.month}月${memorial.date}日は「${memorial.name}」です`,
      text:
        `${user.lastName}${user.firstName} 様\n\n` +
        `ご登録の記念日が近づいています（${when}）。\n\n` +
        `${memorial.month}月${memorial.date}日 ${memorial.name}（${who}）\n\n` +
        `記念日の確認・変更はこちら: ${shopUrl(channel, '/mypage/memorial/')}\n` +
        `\n--\n${channel.name}\n${shopUrl(channel, '/')}\nこのメールは送信専用です。ご返信いただいてもお答えできません。`,
    });
    await db
      .update(userMemorials)
      .set({ remindedYear: today.year })
      .where(eq(userMemorials.id, memorial.id));
    sent += 1;
  }
  return sent;
}
