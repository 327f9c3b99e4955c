import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_CARRIAGE } from '../seed/content.js';
import { carriageFeeText, carriageMessage, freeCarriageText } from './carriage.js';
import { priceCartPure } from './cart/pricing.js';
import type { PricingInput } from './cart/pricing.js';

const cart = (settings: { carriage: number; freeCarriageFrom: number }, unitPrice: number) =>
  priceCartPure({
    lines:
      unitPrice > 0 ? [{ key: 'a', shippingKey: 's1', unitPrice, quantity: 1, taxRate: 10 }] : [],
    shippings: [{ key: 's1', packings: [] }],
    coupons: [],
    paymentFee: 0,
    pointsRequested: 0,
    pointBalance: null,
    settings: { ...settings, giftWrapPrice: 300, pointGrantRate: 1 },
  } satisfies PricingInput);

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円（税込）`;

describe('carriage notes worded from the settings that price the cart', () => {
  it('words the fee tax included and the free threshold as set', () => {
    expect(carriageFeeText({ carriage: 1000, freeCarriageFrom: 33000 })).toBe(
      'お届け先1件につき 1,100円（税込）',
    );
    expect(freeCarriageText({ carriage: 600, freeCarriageFrom: 5000 })).toBe(
      '5,000円（税込）以上のご注文で送料無料',
    );
    expect(carriageFeeText({ carriage: 0, freeCarriageFrom: 0 })).toBe('送料無料');
    expect(freeCarriageText({ carriage: 0, freeCarriageFrom: 0 })).toBe('');
  });

  it.each(Object.entries(SHOP_CARRIAGE))(
    "%s: the cart's note names the fee it charges, and free carriage only when it charges none",
    (_shop, settings) => {
      const fee = Math.floor((settings.carriage * 110) / 100);
      const small = cart(settings, 1000).order;
      expect(small.total_carriage).toBe(settings.carriage);
      expect(small.carriage_message).toContain(yen(fee));
      expect(small.carriage_message).toContain(
        `あと${yen(settings.freeCarriageFrom - small.subtotal_with_tax)}`,
      );
      const large = cart(settings, settings.freeCarriageFrom).order;
      expect(large.total_carriage).toBe(0);
      expect(large.carriage_message).toBe(
        `${yen(settings.freeCarriageFrom)}以上のご注文のため送料無料です`,
      );
      // The shop's notices use the same numbers.
      expect(carriageFeeText(settings)).toContain(yen(fee));
      expect(freeCarriageText(settings)).toContain(yen(settings.freeCarriageFrom));
    },
  );

  it('never says free with a fee, nor names a fee when none is charged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (carriage, freeCarriageFrom, unitPrice) => {
          const { order } = cart({ carriage, freeCarriageFrom }, unitPrice);
          const message = carriageMessage(
            { carriage, freeCarriageFrom },
            order.subtotal_with_tax,
            order.total_carriage,
          );
          expect(order.carriage_message).toBe(message);
          if (order.total_carriage > 0) {
            expect(message).not.toContain('送料無料です');
            expect(message).toContain(yen(Math.floor((order.total_carriage * 110) / 100)));
          } else if (order.subtotal_with_tax > 0) {
            expect(message).not.toMatch(/送料は/);
          }
        },
      ),
    );
  });
});
