import { sql } from 'drizzle-orm';
import { hashSecret, normaliseAnswer } from '../services/passwords.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { DemoChannelId } from './channels.js';

/** Password of every demo member (documented in the README). */
export const DEMO_PASSWORD = 'mise1234';
/** Answer to security question 1 (はじめて飼ったペットの名前) of every demo member. */
export const DEMO_ANSWER = 'ポチ';

type DemoMember = Omit<typeof users.$inferInsert, 'channelId' | 'passwordHash' | 'answerHash'> & {
  channelId: DemoChannelId;
};

const TOKYO = {
  postalCode: '1000005',
  prefecture: '東京都',
  city: '千代田区',
  address1: '丸の内1-1-1',
};

export const DEMO_MEMBERS: DemoMember[] = [
  {
    channelId: 'standard',
    code: 'M000000001',
    email: 'taro@example.jp',
    username: 'taro',
    lastName: '山田',
    firstName: '太郎',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'タロウ',
    ...TOKYO,
    address2: '見世ビル 5階',
    cellPhoneNumber: '09012345678',
    gender: 1,
    birthday: '1988-04-12',
    isReceiveNewsletter: 1,
  },
  {
    channelId: 'standard',
    code: 'M000000002',
    email: 'hanako@example.jp',
    username: 'hanako',
    lastName: '佐藤',
    firstName: '花子',
    lastNameKana: 'サトウ',
    firstNameKana: 'ハナコ',
    postalCode: '5300001',
    prefecture: '大阪府',
    city: '大阪市北区',
    address1: '梅田2-4-9',
    phoneNumber: '0661234567',
    gender: 2,
    birthday: '1992-11-03',
    // Two-step login: a code is mailed after the password.
    isMfaEnabled: true,
  },
  {
    channelId: 'business',
    code: 'B000000001',
    email: 'buyer@example.co.jp',
    username: 'buyer',
    lastName: '鈴木',
    firstName: '一郎',
    lastNameKana: 'スズキ',
    firstNameKana: 'イチロウ',
    ...TOKYO,
    phoneNumber: '0312345678',
    companyName: '株式会社見世商事',
    department: '購買部 課長',
    ordererName: '鈴木一郎',
    contactPhoneNumber: '0312345679',
    fax: '0312345680',
    job: '小売業',
  },
  {
    channelId: 'moto',
    code: 'R000000001',
    email: 'rider@example.jp',
    username: 'rider',
    lastName: '高橋',
    firstName: '健太',
    lastNameKana: 'タカハシ',
    firstNameKana: 'ケンタ',
    postalCode: '4600008',
    prefecture: '愛知県',
    city: '名古屋市中区',
    address1: '栄3-5-1',
    cellPhoneNumber: '08098765432',
    gender: 1,
    birthday: '1985-07-21',
  },
];

/** Demo members: registered, verified, password DEMO_PASSWORD; re-running resets them. */
export async function seedMembers(db: Database): Promise<void> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const answerHash = await hashSecret(normaliseAnswer(DEMO_ANSWER));
  for (const member of DEMO_MEMBERS) {
    const row = {
      isRegisteredMember: true,
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      questionCt: 1,
      isMfaEnabled: false,
      ...member,
      passwordHash,
      answerHash,
    };
    await db
      .insert(users)
      .values(row)
      .onConflictDoUpdate({
        target: [users.channelId, users.code],
        set: {
          ...Object.fromEntries(
            Object.keys(row)
              .filter((key) => key !== 'channelId' && key !== 'code')
              .map((key) => [key, sql.raw(`excluded.${toColumn(key)}`)]),
          ),
          deletedAt: null,
          passwordChangedAt: sql`now()`,
          mailErrorCount: 0,
        },
      });
  }
}

const toColumn = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
