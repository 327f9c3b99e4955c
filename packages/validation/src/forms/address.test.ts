import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { addressSchema } from './address.js';

const address = {
  nickname: '実家',
  shipping_last_name: '山田',
  shipping_first_name: '花子',
  shipping_last_name_kana: 'ヤマダ',
  shipping_first_name_kana: 'ハナコ',
  postal_code: '530-0001',
  prefecture: '大阪府',
  city: '大阪市北区',
  address1: '梅田1-1-1',
  address2: '見世ビル 3F',
  phone_number: '0612345678',
  cell_phone_number: '',
  is_default: true,
};

describe('address form', () => {
  it('accepts a complete address', () => {
    expect(formErrors(addressSchema, address)).toEqual({});
  });

  it('needs a landline or a mobile number', () => {
    expect(
      formErrors(addressSchema, { ...address, phone_number: '', cell_phone_number: '' }),
    ).toEqual({
      phone_number: 'いずれかは必須項目です',
      cell_phone_number: 'いずれかは必須項目です',
    });
    expect(
      formErrors(addressSchema, { ...address, phone_number: '', cell_phone_number: '09012345678' }),
    ).toEqual({});
  });

  it('names the missing recipient and address fields', () => {
    expect(formErrors(addressSchema, { phone_number: '0612345678' })).toEqual({
      shipping_last_name: '姓は必須項目です',
      shipping_first_name: '名は必須項目です',
      shipping_last_name_kana: 'セイは必須項目です',
      shipping_first_name_kana: 'メイは必須項目です',
      postal_code: '郵便番号は必須項目です',
      prefecture: '都道府県を選択してください',
      city: '市区町村は必須項目です',
      address1: '丁目・番地・号は必須項目です',
    });
  });

  it('limits the nickname and building name', () => {
    expect(
      formErrors(addressSchema, {
        ...address,
        nickname: 'あ'.repeat(51),
        address2: 'あ'.repeat(101),
      }),
    ).toEqual({
      nickname: '登録名は50文字以内で入力してください',
      address2: '建物名・部屋番号は100文字以内で入力してください',
    });
  });
});
