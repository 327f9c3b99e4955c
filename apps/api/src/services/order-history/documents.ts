import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderItems } from '../../db/schema.js';
import type { ReceiptInfo } from '../../db/schema.js';
import { renderTradeDocument } from '../pdf/index.js';
import type { Issuer, TradeDocument, TradeDocumentLine } from '../pdf/index.js';
import type { OrderRow } from './serialize.js';

/** The standard rate: carriage, packing and fees are taxed at it. */
const STANDARD_RATE = 10;

/** The order's lines as ordered, then carriage, packing, fee and discount. */
async function documentLines(db: Database, order: OrderRow): Promise<TradeDocumentLine[]> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const extra = (name: string, amount: number): TradeDocumentLine[] =>
    amount === 0 ? [] : [{ name, quantity: null, unitPrice: null, taxRate: STANDARD_RATE, amount }];
  return [
    ...items.map((item) => ({
      name: item.productName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      taxRate: item.taxRate,
      amount: item.unitPrice * item.quantity,
    })),
    ...extra('送料', order.totalCarriage),
    ...extra('ラッピング', order.totalPacking),
    ...extra('決済手数料', order.totalFee),
  ];
}

function taxRows(order: OrderRow) {
  return [...order.amountByTaxRate]
    .sort((a, b) => b.rate - a.rate)
    .map((row) => ({
      rate: row.rate,
      amount: row.amount,
      tax: row.tax,
      amountWithTax: row.amount_with_tax,
    }));
}

/**
 * Rows under the per-rate totals. Points are a means of payment: the tax stays that of the
 * whole order and the points appear as paid apart (spec of the pricing in services/cart).
 */
function totals(order: OrderRow) {
  const total = order.amountByTaxRate.reduce((sum, row) => sum + row.amount_with_tax, 0);
  return [
    ...(order.totalDiscount > 0
      ? [{ label: 'クーポン割引（税込）', value: -order.totalDiscount }]
      : []),
    { label: '合計（税込）', value: total },
    ...(order.pointsUsed > 0
      ? [
          { label: 'ポイント利用', value: -order.pointsUsed },
          { label: 'お支払い金額', value: order.totalPayment },
        ]
      : []),
  ];
}

const addresseeOf = (order: OrderRow) =>
  order.orderer.company_name || `${order.orderer.last_name} ${order.orderer.first_name}`.trim();

export type ReceiptDocument = {
  order: OrderRow;
  info: ReceiptInfo;
  issuer: Issuer;
  issuedAt: Date;
  isReissue: boolean;
};

/**
 * A receipt (領収書) for the money the order was paid with (total_payment), on the shared
 * trade-document layout. Receipts issued after the first say 再発行 in their notes.
 */
export async function receiptPdf(db: Database, receipt: ReceiptDocument): Promise<Buffer> {
  const { order, info, issuer, issuedAt, isReissue } = receipt;
  const document: TradeDocument = {
    title: '領収書',
    documentNo: order.orderNo,
    issuedAt,
    addressee: info.addressee,
    message: `但し ${info.proviso}\u3000上記正に領収いたしました。`,
    amountLabel: '領収金額',
    amount: order.totalPayment,
    lines: await documentLines(db, order),
    taxRows: taxRows(order),
    totals: totals(order),
    notes: [
      ...(isReissue ? ['再発行：この領収書は再発行したものです。'] : []),
      `お支払方法：${order.paymentName}`,
    ],
    issuer,
  };
  return renderTradeDocument(document);
}

/** A quotation (御見積書) of an order as it was ordered. */
export async function orderQuotationPdf(
  db: Database,
  order: OrderRow,
  issuer: Issuer,
  issuedAt: Date,
): Promise<Buffer> {
  return renderTradeDocument({
    title: '御見積書',
    documentNo: order.orderNo,
    issuedAt,
    addressee: addresseeOf(order),
    honorific: order.orderer.company_name ? '御中' : '様',
    message: '下記の通りお見積り申し上げます。',
    amountLabel: '御見積金額',
    amount: order.totalPayment,
    lines: await documentLines(db, order),
    taxRows: taxRows(order),
    totals: totals(order),
    notes: ['有効期限：発行日より30日間'],
    issuer,
  });
}
