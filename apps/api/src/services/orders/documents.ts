import type { Database } from '../../db/client.js';
import type { LoadedCart, PricedCart } from '../cart/index.js';
import { cartOrderer } from '../cart/index.js';
import { STANDARD_RATE } from '../cart/pricing.js';
import { loadIssuer, renderTradeDocument } from '../pdf/index.js';
import type { TradeDocumentLine } from '../pdf/index.js';

/** yyyymmdd in Japan time (file names). */
function compactDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(date)
    .replaceAll('-', '');
}

/** Days a cart quotation is valid for: prices and stock may change afterwards. */
const QUOTATION_VALID_DAYS = 14;

/**
 * The quotation (御見積書) of a cart as it is priced now: every line tax excluded, carriage,
 * fee and wrapping at the standard rate, coupon discounts per rate, and the totals per rate the
 * order would have.
 */
export async function cartQuotation(
  db: Database,
  channel: { id: string; name: string },
  loaded: LoadedCart,
  priced: PricedCart,
  issuedAt = new Date(),
): Promise<{ pdf: Buffer; filename: string }> {
  const { pricing } = priced;
  const totals = pricing.order;
  const pricedLines = new Map(pricing.lines.map((line) => [line.key, line]));
  const lines: TradeDocumentLine[] = loaded.lines.map(({ item, product }) => {
    const line = pricedLines.get(item.key)!;
    return {
      name: product.variantLabel ? `${product.name}（${product.variantLabel}）` : product.name,
      quantity: item.quantity,
      unitPrice: line.unit_price,
      taxRate: line.tax_rate,
      amount: line.subtotal,
    };
  });
  // Coupons (and the rate's single tax rounding) take part of each line's tax-excluded base;
  // shown per rate so that the lines of a rate add up to that rate's amount below.
  const discountByRate = new Map<number, number>();
  for (const line of pricing.lines) {
    const taken = line.subtotal - line.base;
    if (taken > 0)
      discountByRate.set(line.tax_rate, (discountByRate.get(line.tax_rate) ?? 0) + taken);
  }
  for (const [rate, amount] of [...discountByRate].sort((a, b) => b[0] - a[0])) {
    lines.push({
      name: totals.total_discount > 0 ? `クーポン割引（${rate}%対象）` : `端数調整（${rate}%対象）`,
      quantity: null,
      unitPrice: null,
      taxRate: rate,
      amount: -amount,
    });
  }
  const extras: [string, number][] = [
    ['送料', totals.total_carriage],
    [`お支払い手数料（${loaded.payment?.name ?? ''}）`, totals.total_fee],
    ['ラッピング', totals.total_packing],
  ];
  for (const [name, amount] of extras) {
    if (amount > 0)
      lines.push({ name, quantity: null, unitPrice: null, taxRate: STANDARD_RATE, amount });
  }

  const orderer = cartOrderer(loaded);
  const person = orderer ? `${orderer.last_name} ${orderer.first_name}`.trim() : '';
  const addressee = [orderer?.company_name ?? '', person].filter(Boolean).join(' ') || 'お客様';
  const pointRows =
    totals.points_used > 0
      ? [
          { label: 'ポイント利用', value: -totals.points_used },
          { label: 'お支払い金額', value: totals.total_payment },
        ]
      : [];
  const pdf = await renderTradeDocument({
    title: '御見積書',
    issuedAt,
    addressee,
    message: '下記の通りお見積り申し上げます。',
    amountLabel: '御見積金額',
    amount: totals.total_before_points,
    lines,
    taxRows: totals.amount_by_tax_rate.map((row) => ({
      rate: row.rate,
      amount: row.amount,
      tax: row.tax,
      amountWithTax: row.amount_with_tax,
    })),
    totals: [{ label: '合計（税込）', value: totals.total_before_points }, ...pointRows],
    notes: [
      `有効期限：発行日より${QUOTATION_VALID_DAYS}日間`,
      '価格・在庫はご注文の時点で確定します。',
    ],
    issuer: await loadIssuer(db, channel),
  });
  return { pdf, filename: `御見積書_${compactDate(issuedAt)}.pdf` };
}
