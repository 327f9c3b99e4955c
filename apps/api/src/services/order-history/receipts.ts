import { count, eq } from 'drizzle-orm';
import { receiptInfoSchema } from '@mise/validation';
import type { Database } from '../../db/client.js';
import { orders, receiptIssues } from '../../db/schema.js';
import type { ReceiptInfo } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { loadIssuer } from '../pdf/issuer.js';
import { validateBody } from '../validation.js';
import { orderQuotationPdf, receiptPdf } from './documents.js';
import { defaultReceiptInfo } from './serialize.js';
import type { OrderRow } from './serialize.js';

export const RECEIPT_NOT_ISSUABLE = 'キャンセルされたご注文の領収書は発行できません。';

/** Saves the addressee and proviso the next receipt is printed with. */
export async function saveReceiptInfo(
  db: Database,
  order: OrderRow,
  body: unknown,
): Promise<OrderRow> {
  const values = await validateBody(receiptInfoSchema, body);
  const info: ReceiptInfo = {
    addressee: values.addressee ?? '',
    // A receipt always says what it was for.
    proviso: values.proviso || 'お品代として',
  };
  const [updated] = await db
    .update(orders)
    .set({ receiptInfo: info, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return updated ?? order;
}

export async function receiptIssueCount(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(receiptIssues)
    .where(eq(receiptIssues.orderId, orderId));
  return row?.n ?? 0;
}

/** YYYYMMDD for file names. */
const compactDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(at).replaceAll('-', '');

/**
 * Prints the order's receipt and records the issue; every receipt after the first is a
 * re-issue and says so (a shop must be able to tell a copy from the original).
 */
export async function issueReceipt(
  db: Database,
  channel: { id: string; name: string },
  order: OrderRow,
): Promise<{ pdf: Buffer; filename: string }> {
  if (order.status === 'cancelled')
    throw new HttpError(422, RECEIPT_NOT_ISSUABLE, { code: 'order.receipt.cancelled' });
  const info = order.receiptInfo ?? defaultReceiptInfo(order);
  const issuedAt = new Date();
  const issuer = await loadIssuer(db, channel);
  const isReissue = await db.transaction(async (tx) => {
    // The order row is locked so two downloads at once cannot both be the original.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(receiptIssues)
      .where(eq(receiptIssues.orderId, order.id));
    const previous = row?.n ?? 0;
    await tx.insert(receiptIssues).values({
      orderId: order.id,
      addressee: info.addressee,
      proviso: info.proviso,
      isReissue: previous > 0,
      issuedAt,
    });
    return previous > 0;
  });
  const pdf = await receiptPdf(db, { order, info, issuer, issuedAt, isReissue });
  return { pdf, filename: `領収書_${order.orderNo}.pdf` };
}

export async function orderQuotation(
  db: Database,
  channel: { id: string; name: string },
  order: OrderRow,
): Promise<{ pdf: Buffer; filename: string }> {
  const issuedAt = new Date();
  const pdf = await orderQuotationPdf(db, order, await loadIssuer(db, channel), issuedAt);
  return { pdf, filename: `御見積書_${compactDate(issuedAt)}.pdf` };
}
