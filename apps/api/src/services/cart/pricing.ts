/**
 * Cart pricing: a pure function from the cart's lines, shippings, coupons, payment fee and
 * points to every amount the cart screens, the decision and the order show.
 *
 * The rule (spec sections 7 and 9):
 * - Prices are tax-excluded integer yen; a line's rate is its model's (10 or 8 %).
 *   unit_price_with_tax = floor(unit × (100 + r) / 100) (as the catalogue shows it);
 *   line tax_amount = floor(unit × qty × r / 100), subtotal_with_tax = subtotal + tax_amount
 *   (both informational: the order's tax is computed once per rate below).
 * - Carriage: ORDER.CARRIAGE per shipping that delivers at least one line (tax excluded, 10 %),
 *   nothing when the whole order's tax-included product subtotal (before coupons) reaches
 *   ORDER.FREE_CARRIAGE_FROM. Gift wrap: ORDER.PACKING.GIFT_WRAP_PRICE per gift wrap of such a
 *   shipping (10 %); のし is free. Payment fee: the method's fee (10 %), only for a non-empty cart.
 * - Coupons are tax-included yen (services/coupons.ts couponDiscount), applied in the order
 *   given; together never more than the tax-included product subtotal. Each coupon's discount is
 *   split over the lines in proportion to what is left of their tax-included subtotal with the
 *   largest-remainder method (coupon_discount_parts).
 * - Per rate: amount_with_tax = Σ line subtotal_with_tax − Σ coupon parts (+ each of carriage,
 *   packing and fee tax included, at 10 %); tax = floor(amount_with_tax × r / (100 + r)) — one
 *   rounding per rate per order, as the qualified-invoice rules (適格請求書) allow —, amount =
 *   amount_with_tax − tax. So total_before_points = subtotal_with_tax − total_discount + the
 *   charges as shown, to the yen. The lines' bases share what the rate's amount leaves of their
 *   subtotals (largest remainder), so a rate's bases plus its charges make its amount.
 *   total_tax = Σ tax, total_before_points = Σ amount_with_tax.
 * - Points are a means of payment, not a discount: they change no tax.
 *   points_used = min(requested, balance, total_before_points); total_payment = total_before_points − points_used.
 * - points_to_grant = floor(Σ line bases × POINT.GRANT_RATE / 100), members only.
 */
import { withTax } from '../catalog.js';
import { carriageMessage } from '../carriage.js';
import { couponDiscount } from '../coupons.js';

export const STANDARD_RATE = 10;

export type PricingSettings = {
  /** ORDER.CARRIAGE, tax excluded. */
  carriage: number;
  /** ORDER.FREE_CARRIAGE_FROM, tax included product subtotal. */
  freeCarriageFrom: number;
  /** ORDER.PACKING.GIFT_WRAP_PRICE, tax excluded. */
  giftWrapPrice: number;
  /** POINT.GRANT_RATE, percent of the discounted tax-excluded product subtotal. */
  pointGrantRate: number;
};

export type PricingLine = {
  key: string;
  shippingKey: string;
  unitPrice: number;
  quantity: number;
  taxRate: number;
};

export type PricingShipping = {
  key: string;
  packings: { key: string; kind: 'gift_wrap' | 'noshi' }[];
};

export type PricingCoupon = {
  id: number;
  code: string;
  discountType: 'fixed' | 'percent';
  amount: number;
  minOrderAmount: number;
  maxDiscountAmount: number | null;
  /** Why the coupon cannot be used at all now (expired, used, ...); null when it can. */
  unavailableReason?: string | null;
};

export type PricingInput = {
  lines: PricingLine[];
  shippings: PricingShipping[];
  coupons: PricingCoupon[];
  /** The chosen payment method's fee, tax excluded (0 when none is chosen). */
  paymentFee: number;
  /** Points the shopper asked to use. */
  pointsRequested: number;
  /** The member's balance; null for guests (no points used or granted). */
  pointBalance: number | null;
  settings: PricingSettings;
};

export type CouponPart = { coupon_id: number; code: string; amount: number };

export type PricedLine = {
  key: string;
  unit_price: number;
  unit_price_with_tax: number;
  tax_rate: number;
  subtotal: number;
  subtotal_with_tax: number;
  tax_amount: number;
  coupon_discount_parts: CouponPart[];
  /** Tax-excluded base after the coupon parts and the rate's single tax rounding. */
  base: number;
};

export type PricedShipping = {
  key: string;
  carriage: number;
  packings: { key: string; price: number }[];
};

export type PricedCoupon = {
  id: number;
  code: string;
  discount: number;
  is_applicable: boolean;
  message: string | null;
};

export type AmountByRate = { rate: number; amount: number; tax: number; amount_with_tax: number };

export type OrderTotals = {
  subtotal: number;
  subtotal_with_tax: number;
  total_carriage: number;
  /** What the carriage is and why, worded from the settings that priced it. */
  carriage_message: string;
  total_fee: number;
  total_packing: number;
  total_discount: number;
  total_tax: number;
  total_before_points: number;
  points_used: number;
  total_payment: number;
  points_to_grant: number;
  amount_by_tax_rate: AmountByRate[];
};

export type Pricing = {
  lines: PricedLine[];
  shippings: PricedShipping[];
  coupons: PricedCoupon[];
  order: OrderTotals;
};

const taxOf = (amount: number, rate: number) => Math.floor((amount * rate) / 100);

/** The consumption tax contained in a tax-included amount (割戻し), rounded down. */
export const includedTax = (amountWithTax: number, rate: number) =>
  Math.floor((amountWithTax * rate) / (100 + rate));

const couponTaken = (line: PricedLine) =>
  line.coupon_discount_parts.reduce((sum, part) => sum + part.amount, 0);

export const minimumOrderMessage = (amount: number) =>
  `このクーポンは${amount.toLocaleString('ja-JP')}円以上（税込）のご注文でご利用いただけます`;

/**
 * Splits `total` over `weights` in proportion with the largest-remainder method: parts are
 * integers, sum to `total`, and none exceeds its weight when total ≤ Σ weights. BigInt because
 * total × weight may pass 2^53 for large carts.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight) => Number((bigTotal * BigInt(weight)) / bigSum));
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (bigTotal * BigInt(weight)) % bigSum,
  }));
  let left = total - parts.reduce((a, b) => a + b, 0);
  // Largest remainder first; ties go to the earlier line so the result is stable.
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

export function priceCartPure(input: PricingInput): Pricing {
  const { settings } = input;
  const lines: PricedLine[] = input.lines.map((line) => {
    const subtotal = line.unitPrice * line.quantity;
    const taxAmount = taxOf(subtotal, line.taxRate);
    return {
      key: line.key,
      unit_price: line.unitPrice,
      unit_price_with_tax: withTax(line.unitPrice, line.taxRate),
      tax_rate: line.taxRate,
      subtotal,
      subtotal_with_tax: subtotal + taxAmount,
      tax_amount: taxAmount,
      coupon_discount_parts: [],
      base: subtotal,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const subtotalWithTax = lines.reduce((sum, line) => sum + line.subtotal_with_tax, 0);

  // Coupons, in order; each takes at most what the earlier ones left of each line.
  const left = lines.map((line) => line.subtotal_with_tax);
  const coupons: PricedCoupon[] = input.coupons.map((coupon) => {
    const refuse = (message: string) => ({
      id: coupon.id,
      code: coupon.code,
      discount: 0,
      is_applicable: false,
      message,
    });
    if (coupon.unavailableReason) return refuse(coupon.unavailableReason);
    if (subtotalWithTax <= 0 || subtotalWithTax < coupon.minOrderAmount)
      return refuse(minimumOrderMessage(coupon.minOrderAmount));
    const remaining = left.reduce((a, b) => a + b, 0);
    const discount = Math.min(couponDiscount(coupon, subtotalWithTax), remaining);
    const parts = splitProportionally(discount, left);
    parts.forEach((amount, index) => {
      if (amount === 0) return;
      const line = lines[index]!;
      line.coupon_discount_parts.push({ coupon_id: coupon.id, code: coupon.code, amount });
      left[index]! -= amount;
    });
    return { id: coupon.id, code: coupon.code, discount, is_applicable: true, message: null };
  });
  const totalDiscount = coupons.reduce((sum, coupon) => sum + coupon.discount, 0);

  // Carriage and packing for the shippings that deliver something.
  const delivering = new Set(input.lines.map((line) => line.shippingKey));
  const freeCarriage = subtotalWithTax >= settings.freeCarriageFrom;
  const shippings: PricedShipping[] = input.shippings.map((shipping) => {
    const used = delivering.has(shipping.key);
    return {
      key: shipping.key,
      carriage: used && !freeCarriage ? settings.carriage : 0,
      packings: shipping.packings.map((packing) => ({
        key: packing.key,
        price: used && packing.kind === 'gift_wrap' ? settings.giftWrapPrice : 0,
      })),
    };
  });
  const totalCarriage = shippings.reduce((sum, shipping) => sum + shipping.carriage, 0);
  const totalPacking = shippings.reduce(
    (sum, shipping) => sum + shipping.packings.reduce((s, packing) => s + packing.price, 0),
    0,
  );
  const totalFee = lines.length > 0 ? input.paymentFee : 0;

  // One tax rounding per rate, on what the shopper pays at that rate: the lines as shown (tax
  // included), less that rate's coupon parts, plus the charges as shown (each tax included). The
  // tax is the part of that sum the rate contains, so the total is exactly the shown amounts
  // added up (rounding the tax-excluded base instead left it a yen off, e.g. 24,200 − 1,000 =
  // 23,201).
  const standardCharges = [totalCarriage, totalPacking, totalFee].filter((charge) => charge > 0);
  const charges = standardCharges.reduce((sum, charge) => sum + charge, 0);
  const chargesWithTax = standardCharges.reduce(
    (sum, charge) => sum + withTax(charge, STANDARD_RATE),
    0,
  );
  const rates = new Set(lines.map((line) => line.tax_rate));
  if (charges > 0) rates.add(STANDARD_RATE);
  const amountByTaxRate = [...rates]
    .sort((a, b) => b - a)
    .map((rate) => {
      const rateLines = lines.filter((line) => line.tax_rate === rate);
      const rateCharges = rate === STANDARD_RATE ? charges : 0;
      const gross =
        rateLines.reduce((sum, line) => sum + line.subtotal_with_tax - couponTaken(line), 0) +
        (rate === STANDARD_RATE ? chargesWithTax : 0);
      const tax = includedTax(gross, rate);
      const amount = gross - tax;
      // The lines' tax-excluded bases take what the coupons and the single rounding leave, so
      // that a rate's bases and charges add up to its amount (the documents list them so).
      const productsAmount = Math.max(0, amount - rateCharges);
      const productsSubtotal = rateLines.reduce((sum, line) => sum + line.subtotal, 0);
      const reductions = splitProportionally(
        Math.min(productsSubtotal, Math.max(0, productsSubtotal - productsAmount)),
        rateLines.map((line) => line.subtotal),
      );
      rateLines.forEach((line, index) => {
        line.base = line.subtotal - reductions[index]!;
      });
      return { rate, amount, tax, amount_with_tax: gross };
    });
  const totalTax = amountByTaxRate.reduce((sum, row) => sum + row.tax, 0);
  const totalBeforePoints = amountByTaxRate.reduce((sum, row) => sum + row.amount_with_tax, 0);

  const balance = input.pointBalance ?? 0;
  const pointsUsed = Math.max(0, Math.min(input.pointsRequested, balance, totalBeforePoints));
  const discountedBase = lines.reduce((sum, line) => sum + line.base, 0);
  const pointsToGrant =
    input.pointBalance === null ? 0 : Math.floor((discountedBase * settings.pointGrantRate) / 100);

  return {
    lines,
    shippings,
    coupons,
    order: {
      subtotal,
      subtotal_with_tax: subtotalWithTax,
      total_carriage: totalCarriage,
      carriage_message: carriageMessage(settings, subtotalWithTax, totalCarriage),
      total_fee: totalFee,
      total_packing: totalPacking,
      total_discount: totalDiscount,
      total_tax: totalTax,
      total_before_points: totalBeforePoints,
      points_used: pointsUsed,
      total_payment: totalBeforePoints - pointsUsed,
      points_to_grant: pointsToGrant,
      amount_by_tax_rate: amountByTaxRate,
    },
  };
}
