import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { socialGiftDeliverySchema, socialGiftShippingSchema } from './social-gift.js';

const shipping = {
  shipping_last_name: '佐藤',
  shipping_first_name: '一郎',
  shipping_last_name_kana: 'サトウ',
  shipping_first_name_kana: 'イチロウ',
  postal_code: '0600001',
  prefecture: '北海道',
  city: '札幌市中央区',
  address1: '北一条西1-1',
  address2: '',
  phone_number: '011-123-4567',
};

function isoDay(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

describe('social-gift forms', () => {
  it('shipping accepts a complete address with a hyphenated phone', () => {
    expect(formErrors(socialGiftShippingSchema, shipping)).toEqual({});
  });

  it('shipping requires a phone number in phone format', () => {
    expect(formErrors(socialGiftShippingSchema, { ...shipping, phone_number: '' })).toEqual({
      phone_number: '電話番号は必須項目です',
    });
    expect(
      formErrors(socialGiftShippingSchema, { ...shipping, phone_number: '11-123-4567' }),
    ).toEqual({
      phone_number: '電話番号は電話番号のフォーマットで入力してください',
    });
  });

  it('delivery date and time slot are optional, but the date is a real future date', () => {
    expect(formErrors(socialGiftDeliverySchema, {})).toEqual({});
    expect(
      formErrors(socialGiftDeliverySchema, {
        delivery_at: isoDay(3),
        delivery_timezone_key: '14-16',
      }),
    ).toEqual({});
    expect(formErrors(socialGiftDeliverySchema, { delivery_at: isoDay(-1) })).toEqual({
      delivery_at: 'お届け希望日は本日以降の日付を入力してください',
    });
    expect(formErrors(socialGiftDeliverySchema, { delivery_at: '2026-02-30' })).toEqual({
      delivery_at: 'お届け希望日は正しい日付を入力してください',
    });
  });
});
