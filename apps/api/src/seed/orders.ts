import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { paymentMethods, pointHistories, users } from '../db/schema.js';
import type { ChannelKind, PaymentCode } from '../db/schema.js';
import { DEMO_CHANNELS } from './channels.js';
import { DEMO_MEMBERS } from './members.js';

type PaymentSeed = {
  code: PaymentCode;
  name: string;
  description: string;
  fee: number;
  maxTotal: number | null;
  provider: string;
};

const CARD: PaymentSeed = {
  code: 'card',
  name: 'クレジットカード',
  description: 'VISA・Mastercard・JCB・American Express・Diners Clubがご利用いただけます。',
  fee: 0,
  maxTotal: null,
  provider: 'sandbox',
};
const COD: PaymentSeed = {
  code: 'cod',
  name: '代金引換',
  description:
    '商品お届け時に配達員へ現金でお支払いください。代引手数料300円（税抜）がかかります。',
  fee: 300,
  maxTotal: 300_000,
  provider: 'none',
};
const BANK_TRANSFER: PaymentSeed = {
  code: 'bank_transfer',
  name: '銀行振込（前払い）',
  description:
    'ご注文後にお送りするメールの口座へお振り込みください。ご入金確認後に発送いたします。',
  fee: 0,
  maxTotal: null,
  provider: 'none',
};
const INVOICE: PaymentSeed = {
  code: 'invoice',
  name: '請求書払い（後払い）',
  description: '月末締めで請求書をお送りします。法人会員さま限定のお支払い方法です。',
  fee: 0,
  maxTotal: null,
  provider: 'none',
};

/**
 * Payment methods by kind of shop, so a shop added by create-theme gets them too: business
 * shops add invoice payment for their members.
 */
export const DEMO_PAYMENT_METHODS: Record<ChannelKind, PaymentSeed[]> = {
  consumer: [CARD, COD, BANK_TRANSFER],
  business: [CARD, COD, BANK_TRANSFER, INVOICE],
};

/** Points every demo member starts with. */
export const DEMO_MEMBER_POINTS = 3000;

/** Payment methods of the demo shops and the demo members' points; re-running resets both. */
export async function seedOrderData(db: Database): Promise<void> {
  for (const channel of DEMO_CHANNELS) {
    const rows = DEMO_PAYMENT_METHODS[channel.kind].map((method, position) => ({
      channelId: channel.id,
      ...method,
      isShow: true,
      position,
    }));
    await db
      .insert(paymentMethods)
      .values(rows)
      .onConflictDoUpdate({
        target: [paymentMethods.channelId, paymentMethods.code],
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          fee: sql`excluded.fee`,
          maxTotal: sql`excluded.max_total`,
          provider: sql`excluded.provider`,
          isShow: sql`excluded.is_show`,
          position: sql`excluded.position`,
        },
      });
  }

  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.code,
        DEMO_MEMBERS.map((member) => member.code),
      ),
    );
  const ids = members.map((member) => member.id);
  if (ids.length === 0) return;
  // The demo grant is the one 'admin' entry without an order: replace it rather than add another.
  await db
    .delete(pointHistories)
    .where(
      and(
        inArray(pointHistories.userId, ids),
        eq(pointHistories.reason, 'admin'),
        isNull(pointHistories.orderId),
      ),
    );
  await db
    .insert(pointHistories)
    .values(ids.map((userId) => ({ userId, points: DEMO_MEMBER_POINTS, reason: 'admin' })));
}
