import { withTax } from './catalog.js';

/**
 * What the shop says about carriage, worded from the same settings (ORDER.CARRIAGE, tax
 * excluded, at the standard rate; ORDER.FREE_CARRIAGE_FROM, tax-included product subtotal) the
 * cart prices it with, so a notice can never promise another fee than the one charged.
 */
export type CarriageSettings = { carriage: number; freeCarriageFrom: number };

const CARRIAGE_RATE = 10;

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円（税込）`;

/** 'お届け先1件につき 660円（税込）', or '送料無料' when the shop charges none. */
export function carriageFeeText({ carriage }: CarriageSettings): string {
  return carriage > 0 ? `お届け先1件につき ${yen(withTax(carriage, CARRIAGE_RATE))}` : '送料無料';
}

/** '5,000円（税込）以上のご注文で送料無料', or '' when there is no carriage to waive. */
export function freeCarriageText({ carriage, freeCarriageFrom }: CarriageSettings): string {
  return carriage > 0 ? `${yen(freeCarriageFrom)}以上のご注文で送料無料` : '';
}

/**
 * The cart's carriage note for what it is charged now: free (and why), or the fee per delivery
 * address and what is left to buy for free carriage.
 */
export function carriageMessage(
  settings: CarriageSettings,
  subtotalWithTax: number,
  totalCarriage: number,
): string {
  if (settings.carriage <= 0) return '送料無料';
  if (totalCarriage === 0 && subtotalWithTax > 0 && subtotalWithTax >= settings.freeCarriageFrom)
    return `${yen(settings.freeCarriageFrom)}以上のご注文のため送料無料です`;
  const fee = `送料はお届け先1件につき${yen(withTax(settings.carriage, CARRIAGE_RATE))}です`;
  const left = settings.freeCarriageFrom - subtotalWithTax;
  return subtotalWithTax > 0
    ? `${fee}。あと${yen(left)}のご購入で送料無料になります`
    : `${fee}。${freeCarriageText(settings)}`;
}
