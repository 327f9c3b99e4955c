import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import {
  couponCodeSchema,
  ordererSchema,
  shippingAddressSchema,
  socialGiftOptionSchema,
} from './cart.js';

const address = {
  last_name: '佐藤',
  first_name: '一郎',
  last_name_kana: 'サトウ',
  first_name_kana: 'イチロウ',
  company_name: '',
  postal_code: '0600001',
  prefecture: '北海道',
  city: '札幌市中央区',
  address1: '北一条西1-1',
  address2: '',
  phone_number: '011-123-4567',
};

describe('checkout forms', () => {
  it('a delivery address needs the name, postal address and one phone', () => {
    expect(formErrors(shippingAddressSchema, address)).toEqual({});
    expect(
      formErrors(shippingAddressSchema, { ...address, last_name: '', phone_number: '' }),
    ).toEqual({ last_name: '姓は必須項目です', phone_number: '電話番号は必須項目です' });
  });

  it('names a too-long field with its label and limit', () => {
    expect(formErrors(shippingAddressSchema, { ...address, last_name: '長'.repeat(51) })).toEqual({
      last_name: '姓は50文字以内で入力してください',
    });
    expect(
      formErrors(shippingAddressSchema, { ...address, company_name: '社'.repeat(251) }),
    ).toEqual({ company_name: '会社名は250文字以内で入力してください' });
  });

  it("a guest's orderer also needs an e-mail address", () => {
    expect(formErrors(ordererSchema, address)).toEqual({
      email: 'メールアドレスは必須項目です',
    });
    expect(formErrors(ordererSchema, { ...address, email: 'sato@example.jp' })).toEqual({});
  });

  it('a coupon code is required and at most 50 characters', () => {
    expect(formErrors(couponCodeSchema, { code: ' ' })).toEqual({
      code: 'クーポンコードは必須項目です',
    });
    expect(formErrors(couponCodeSchema, { code: 'A'.repeat(51) })).toEqual({
      code: 'クーポンコードは50文字以内で入力してください',
    });
  });

  it("a social gift's sender name and message are optional but limited", () => {
    expect(formErrors(socialGiftOptionSchema, {})).toEqual({});
    expect(
      formErrors(socialGiftOptionSchema, {
        sender_name: '名'.repeat(51),
        message: 'あ'.repeat(201),
      }),
    ).toEqual({
      sender_name: '贈り主のお名前は50文字以内で入力してください',
      message: 'メッセージは200文字以内で入力してください',
    });
  });
});
