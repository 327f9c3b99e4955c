import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { systemMessages, users } from '../db/schema.js';
import { DEMO_MEMBERS } from './members.js';

/** What every demo member finds in the message centre: one message read, two not yet. */
export const DEMO_SYSTEM_MESSAGES = [
  {
    title: '会員登録ありがとうございます',
    body: '会員登録が完了しました。\nマイページでは、ご注文履歴・お届け先・お支払いカードの管理ができます。今後ともよろしくお願いいたします。',
    read: true,
    createdAt: new Date('2026-01-01T01:00:00Z'),
  },
  {
    title: '年末年始の営業についてのお知らせ',
    body: '12月29日から1月3日までは休業いたします。期間中のご注文は1月4日から順次発送いたします。',
    read: false,
    createdAt: new Date('2026-01-02T01:00:00Z'),
  },
  {
    title: 'ポイント有効期限のお知らせ',
    body: 'お持ちのポイントには有効期限があります。ポイントの残高と有効期限はマイページの「ポイント」からご確認ください。',
    read: false,
    createdAt: new Date('2026-01-03T01:00:00Z'),
  },
] as const;

/**
 * Notices for the demo members (kind 'notice'). Re-runnable: the seeded notices of each demo
 * member are written again, with their read state as seeded.
 */
export async function seedSystemMessages(db: Database): Promise<void> {
  const titles = DEMO_SYSTEM_MESSAGES.map((message) => message.title);
  for (const member of DEMO_MEMBERS) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.channelId, member.channelId), eq(users.code, member.code)));
    if (!user) continue;
    await db
      .delete(systemMessages)
      .where(
        and(
          eq(systemMessages.userId, user.id),
          eq(systemMessages.kind, 'notice'),
          inArray(systemMessages.title, titles),
        ),
      );
    await db.insert(systemMessages).values(
      DEMO_SYSTEM_MESSAGES.map((message) => ({
        userId: user.id,
        kind: 'notice' as const,
        title: message.title,
        body: message.body,
        readAt: message.read ? message.createdAt : null,
        createdAt: message.createdAt,
      })),
    );
  }
}
