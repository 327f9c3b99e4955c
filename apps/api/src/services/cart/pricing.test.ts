import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumOrderMessage, priceCartPure, splitProportionally } from './pricing.js';
import type { PricingInput } from './pricing.js';

const SETTINGS = { carriage: 600, freeCarriageFrom: 5000, giftWrapPrice: 300, pointGrantRate: 1 };

const line = (
  key: string,
  unitPrice: number,
  quantity: number,
  taxRate = 10,
  shippingKey = 's1',
) => ({
  key,
  shippingKey,
  unitPrice,
  quantity,
  taxRate,
});

const base = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  lines: [],
  shippings: [{ key: 's1', packings: [] }],
  coupons: [],
  paymentFee: 0,
  pointsRequested: 0,
  pointBalance: null,
  settings: SETTINGS,
  ...overrides,
});

const coupon = (overrides: Partial<PricingInput['coupons'][number]> = {}) => ({
  id: 1,
  code: 'WELCOME',
  discountType: 'fixed' as const,
  amount: 500,
  minOrderAmount: 0,
  maxDiscountAmount: null,
  ...overrides,
});

describe('cart pricing: examples', () => {
  it('charges carriage below the free threshold and taxes it at 10 %', () => {
    const { order, lines } = priceCartPure(base({ lines: [line('a', 1000, 2)] }));
    expect(lines[0]).toMatchObject({
      unit_price_with_tax: 1100,
      subtotal: 2000,
      subtotal_with_tax: 2200,
      tax_amount: 200,
    });
    expect(order.total_carriage).toBe(600);
    expect(order.amount_by_tax_rate).toEqual([
      { rate: 10, amount: 2600, tax: 260, amount_with_tax: 2860 },
    ]);
    expect(order.total_before_points).toBe(2860);
    expect(order.total_payment).toBe(2860);
  });

  it('ships free from 5,000 yen tax included, and rounds tax once per rate', () => {
    const { order } = priceCartPure(
      base({ lines: [line('a', 3636, 1, 10), line('b', 999, 1, 8), line('c', 1, 1, 8)] }),
    );
    expect(order.subtotal_with_tax).toBe(3999 + 1078 + 1);
    expect(order.total_carriage).toBe(0);
    // 8 %: the tax in 1,078 + 1 = 1,079 is 79, once for the rate; the total is what the lines show.
    expect(order.amount_by_tax_rate).toEqual([
      { rate: 10, amount: 3636, tax: 363, amount_with_tax: 3999 },
      { rate: 8, amount: 1000, tax: 79, amount_with_tax: 1079 },
    ]);
    expect(order.total_tax).toBe(442);
    expect(order.total_before_points).toBe(order.subtotal_with_tax);
  });

  it('adds gift wrap and the payment fee at the standard rate, のし free', () => {
    const { order, shippings } = priceCartPure(
      base({
        lines: [line('a', 5000, 1, 8)],
        shippings: [
          {
            key: 's1',
            packings: [
              { key: 'p1', kind: 'gift_wrap' },
              { key: 'p2', kind: 'noshi' },
            ],
          },
        ],
        paymentFee: 300,
      }),
    );
    expect(shippings[0]?.packings).toEqual([
      { key: 'p1', price: 300 },
      { key: 'p2', price: 0 },
    ]);
    expect(order.total_packing).toBe(300);
    expect(order.total_fee).toBe(300);
    expect(order.amount_by_tax_rate).toEqual([
      { rate: 10, amount: 600, tax: 60, amount_with_tax: 660 },
      { rate: 8, amount: 5000, tax: 400, amount_with_tax: 5400 },
    ]);
  });

  it('splits a coupon over the lines by the largest remainder and lowers the tax base', () => {
    const { lines, order, coupons } = priceCartPure(
      base({
        lines: [line('a', 1000, 1, 10), line('b', 1000, 1, 8)],
        coupons: [coupon({ amount: 1001 })],
      }),
    );
    expect(coupons[0]).toMatchObject({ discount: 1001, is_applicable: true });
    // Weights 1100 and 1080: 1001 × 1100 / 2180 = 505.09…, 1001 × 1080 / 2180 = 495.9…
    expect(lines.map((l) => l.coupon_discount_parts[0]?.amount)).toEqual([505, 496]);
    // 10 %: 1,100 − 505 = 595 holds 54 tax; 8 %: 1,080 − 496 = 584 holds 43.
    expect(lines.map((l) => l.base)).toEqual([541, 541]);
    expect(order.total_discount).toBe(1001);
    expect(order.total_before_points).toBe(2180 + 600 * 1.1 - 1001);
  });

  it('takes a 1,000 yen coupon off 24,200 yen to the yen, however it is split over the lines', () => {
    const { order } = priceCartPure(
      base({
        lines: [line('a', 11000, 1), line('b', 5500, 2)],
        coupons: [coupon({ amount: 1000 })],
      }),
    );
    expect(order.subtotal_with_tax).toBe(24200);
    expect(order.total_carriage).toBe(0);
    expect(order.total_discount).toBe(1000);
    expect(order.total_before_points).toBe(23200);
    expect(order.amount_by_tax_rate).toEqual([
      { rate: 10, amount: 21091, tax: 2109, amount_with_tax: 23200 },
    ]);
  });

  it('refuses a coupon below its minimum order with a message', () => {
    const { coupons, order } = priceCartPure(
      base({ lines: [line('a', 1000, 1)], coupons: [coupon({ minOrderAmount: 3000 })] }),
    );
    expect(coupons[0]).toMatchObject({
      discount: 0,
      is_applicable: false,
      message: minimumOrderMessage(3000),
    });
    expect(minimumOrderMessage(3000)).toContain('3,000円');
    expect(order.total_discount).toBe(0);
  });

  it('uses points as payment up to the balance and grants 1 % of the discounted base', () => {
    const { order } = priceCartPure(
      base({ lines: [line('a', 10000, 1)], pointsRequested: 5000, pointBalance: 3000 }),
    );
    expect(order.points_used).toBe(3000);
    expect(order.total_tax).toBe(1000);
    expect(order.total_payment).toBe(11000 - 3000);
    expect(order.points_to_grant).toBe(100);
    const guest = priceCartPure(base({ lines: [line('a', 10000, 1)], pointsRequested: 5000 }));
    expect(guest.order.points_used).toBe(0);
    expect(guest.order.points_to_grant).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    const { order } = priceCartPure(base({ paymentFee: 300 }));
    expect(order).toMatchObject({ total_before_points: 0, total_carriage: 0, total_fee: 0 });
    expect(order.amount_by_tax_rate).toEqual([]);
  });
});

describe('cart pricing: properties over random carts', () => {
  // Tax-excluded prices as the business shop sets them, or the tax-excluded price behind a round
  // tax-included one (1,100 → 1,000 at 10 %) as the consumer shops do.
  const arbLine = fc
    .record({
      price: fc.integer({ min: 1, max: 300_000 }),
      taxIncluded: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 999 }),
      taxRate: fc.constantFrom(8, 10),
      shipping: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ price, taxIncluded, ...rest }) => ({
      ...rest,
      unitPrice: taxIncluded ? Math.max(1, Math.ceil((price * 100) / (100 + rest.taxRate))) : price,
    }));
  const arbCoupon = fc.record({
    discountType: fc.constantFrom('fixed' as const, 'percent' as const),
    amount: fc.integer({ min: 1, max: 100_000 }),
    minOrderAmount: fc.integer({ min: 0, max: 20_000 }),
    maxDiscountAmount: fc.option(fc.integer({ min: 1, max: 50_000 })),
  });
  const arbInput = fc
    .record({
      lines: fc.array(arbLine, { maxLength: 8 }),
      coupons: fc.array(arbCoupon, { maxLength: 3 }),
      giftWraps: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }),
      paymentFee: fc.constantFrom(0, 300, 550),
      pointsRequested: fc.integer({ min: 0, max: 2_000_000 }),
      pointBalance: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
      settings: fc.record({
        carriage: fc.integer({ min: 0, max: 2000 }),
        freeCarriageFrom: fc.integer({ min: 0, max: 30_000 }),
        giftWrapPrice: fc.integer({ min: 0, max: 1000 }),
        pointGrantRate: fc.integer({ min: 0, max: 10 }),
      }),
    })
    .map((r): PricingInput => ({
      lines: r.lines.map((l, i) =>
        line(`l${i}`, l.unitPrice, l.quantity, l.taxRate, `s${l.shipping}`),
      ),
      shippings: [0, 1, 2].map((s) => ({
        key: `s${s}`,
        packings: r.giftWraps
          .filter((g) => g === s)
          .map((_, i) => ({ key: `p${s}-${i}`, kind: 'gift_wrap' as const })),
      })),
      coupons: r.coupons.map((c, i) => ({ ...c, id: i + 1, code: `C${i}` })),
      paymentFee: r.paymentFee,
      pointsRequested: r.pointsRequested,
      pointBalance: r.pointBalance,
      settings: r.settings,
    }));

  it('every amount is a whole number of yen and none is negative', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const { order, lines, shippings, coupons } = priceCartPure(input);
        const amounts = [
          ...Object.values(order).filter((v): v is number => typeof v === 'number'),
          ...order.amount_by_tax_rate.flatMap((r) => [r.amount, r.tax, r.amount_with_tax]),
          ...lines.flatMap((l) => [
            l.subtotal,
            l.subtotal_with_tax,
            l.tax_amount,
            l.base,
            ...l.coupon_discount_parts.map((p) => p.amount),
          ]),
          ...shippings.map((s) => s.carriage),
          ...coupons.map((c) => c.discount),
        ];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the coupon parts of the lines add up to each coupon and to the total discount', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const { order, lines, coupons } = priceCartPure(input);
        for (const c of coupons) {
          const parts = lines
            .flatMap((l) => l.coupon_discount_parts)
            .filter((p) => p.coupon_id === c.id);
          expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(c.discount);
        }
        expect(coupons.reduce((s, c) => s + c.discount, 0)).toBe(order.total_discount);
        // Never more than the products cost, line by line.
        for (const l of lines) {
          expect(l.coupon_discount_parts.reduce((s, p) => s + p.amount, 0)).toBeLessThanOrEqual(
            l.subtotal_with_tax,
          );
        }
        expect(order.total_discount).toBeLessThanOrEqual(order.subtotal_with_tax);
      }),
    );
  });

  it('taxes each rate once and the totals add up', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const { order, lines } = priceCartPure(input);
        const rates = order.amount_by_tax_rate.map((r) => r.rate);
        expect(new Set(rates).size).toBe(rates.length);
        const withTax10 = (charge: number) => Math.floor((charge * 110) / 100);
        for (const r of order.amount_by_tax_rate) {
          const rateLines = lines.filter((l) => l.tax_rate === r.rate);
          const charges =
            r.rate === 10 ? order.total_carriage + order.total_packing + order.total_fee : 0;
          const chargesWithTax =
            r.rate === 10
              ? withTax10(order.total_carriage) +
                withTax10(order.total_packing) +
                withTax10(order.total_fee)
              : 0;
          // What the shopper sees at this rate, tax included, is what the rate is.
          expect(r.amount_with_tax).toBe(
            rateLines.reduce(
              (s, l) =>
                s + l.subtotal_with_tax - l.coupon_discount_parts.reduce((t, p) => t + p.amount, 0),
              0,
            ) + chargesWithTax,
          );
          expect(r.tax).toBe(Math.floor((r.amount_with_tax * r.rate) / (100 + r.rate)));
          expect(r.amount_with_tax).toBe(r.amount + r.tax);
          const bases = rateLines.reduce((s, l) => s + l.base, 0);
          if (r.amount >= charges) expect(r.amount).toBe(bases + charges);
          else expect(bases).toBe(0);
          rateLines.forEach((l) => expect(l.base).toBeLessThanOrEqual(l.subtotal));
        }
        // The cart's total is its shown amounts added up, to the yen.
        expect(order.total_before_points).toBe(
          order.subtotal_with_tax -
            order.total_discount +
            withTax10(order.total_carriage) +
            withTax10(order.total_packing) +
            withTax10(order.total_fee),
        );
        expect(order.total_tax).toBe(order.amount_by_tax_rate.reduce((s, r) => s + r.tax, 0));
        expect(order.total_before_points).toBe(
          order.amount_by_tax_rate.reduce((s, r) => s + r.amount_with_tax, 0),
        );
        expect(order.total_payment).toBe(order.total_before_points - order.points_used);
        expect(order.subtotal).toBe(lines.reduce((s, l) => s + l.subtotal, 0));
      }),
    );
  });

  it('uses no more points than the balance or the total, and none for guests', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const { order } = priceCartPure(input);
        expect(order.points_used).toBeLessThanOrEqual(input.pointBalance ?? 0);
        expect(order.points_used).toBeLessThanOrEqual(input.pointsRequested);
        expect(order.points_used).toBeLessThanOrEqual(order.total_before_points);
        expect(order.total_payment).toBeGreaterThanOrEqual(0);
        if (input.pointBalance === null) expect(order.points_to_grant).toBe(0);
      }),
    );
  });

  it('splits proportionally: parts sum to the total and stay within their weights', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, share) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = Math.floor(sum * share);
          const parts = splitProportionally(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          parts.forEach((part, i) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});
