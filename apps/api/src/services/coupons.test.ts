import { describe, expect, it } from 'vitest';
import { couponDiscount } from './coupons.js';

const fixed = {
  discountType: 'fixed' as const,
  amount: 500,
  minOrderAmount: 3000,
  maxDiscountAmount: null,
};
const percent = {
  discountType: 'percent' as const,
  amount: 10,
  minOrderAmount: 5000,
  maxDiscountAmount: 2000,
};

describe('coupon discount', () => {
  it('takes a fixed amount off from the minimum order on', () => {
    expect(couponDiscount(fixed, 2999)).toBe(0);
    expect(couponDiscount(fixed, 3000)).toBe(500);
    expect(couponDiscount({ ...fixed, minOrderAmount: 0 }, 300)).toBe(300);
  });

  it('takes a percentage rounded down, up to its cap', () => {
    expect(couponDiscount(percent, 4999)).toBe(0);
    expect(couponDiscount(percent, 5555)).toBe(555);
    expect(couponDiscount(percent, 30_000)).toBe(2000);
    expect(couponDiscount({ ...percent, maxDiscountAmount: null }, 30_000)).toBe(3000);
    expect(couponDiscount({ ...percent, minOrderAmount: 0 }, 0)).toBe(0);
  });
});
