import { describe, expect, it } from 'vitest';
import { BUSINESS_DELIVERY_OPTIONS, BUSINESS_PAYMENT_OPTIONS } from '../options.js';
import { formErrors } from '../test-helpers.js';
import {
  businessContactSchema,
  catalogRequestSchema,
  contactSchema,
  inquiryReplySchema,
} from './contact.js';

const contact = {
  name: '山田太郎',
  name_kana: 'ヤマダタロウ',
  email: 'taro@example.jp',
  phone: '03-1234-5678',
  body: '商品の在庫について教えてください。',
};

const company = {
  corporation: '株式会社見世商事',
  department: '購買部',
  address: '東京都千代田区千代田1-1',
  establishment: '1998年4月',
  annual_sale: '5億円',
  capital: '1000万円',
  employee_num: '42',
  business_type: '小売業',
  store_name: '見世 千代田店',
  business_hours: '10:00〜19:00',
  business_holiday: '水曜日',
  url: 'https://example.jp',
  delivery: 'store_direct',
  delivery_company: 'ヤマト運輸',
  payment: 'invoice',
  order_no: 'A-0001',
};

describe('contact form', () => {
  it('accepts a complete inquiry', () => {
    expect(formErrors(contactSchema, contact)).toEqual({});
  });

  it('requires every field, the kana included', () => {
    expect(formErrors(contactSchema, {})).toEqual({
      name: 'お名前は必須項目です',
      name_kana: 'フリガナは必須項目です',
      email: 'メールアドレスは必須項目です',
      phone: '電話番号は必須項目です',
      body: 'お問い合わせ内容は必須項目です',
    });
  });

  it('checks the kana, phone format and body length', () => {
    expect(
      formErrors(contactSchema, {
        ...contact,
        name_kana: 'ﾔﾏﾀﾞ',
        phone: '1234',
        body: 'あ'.repeat(2001),
      }),
    ).toEqual({
      name_kana: 'フリガナは全角カタカナで入力してください',
      phone: '電話番号は電話番号のフォーマットで入力してください',
      body: 'お問い合わせ内容は2000文字以内で入力してください',
    });
  });
});

describe('business-customer contact form', () => {
  it('accepts a complete application without kana', () => {
    expect(formErrors(businessContactSchema, { ...contact, ...company, name_kana: '' })).toEqual(
      {},
    );
  });

  it('requires every field except name_kana', () => {
    const errors = formErrors(businessContactSchema, {});
    expect(Object.keys(errors).sort()).toEqual(
      Object.keys(businessContactSchema.fields)
        .filter((field) => field !== 'name_kana')
        .sort(),
    );
    expect(errors).toMatchObject({
      corporation: '会社名は必須項目です',
      delivery: '納品方法を選択してください',
      payment: 'お支払い方法を選択してください',
      url: 'URLは必須項目です',
    });
  });

  it('has every field of the spec', () => {
    expect(Object.keys(businessContactSchema.fields).sort()).toEqual(
      [
        'name',
        'name_kana',
        'email',
        'phone',
        'body',
        'corporation',
        'department',
        'address',
        'establishment',
        'annual_sale',
        'capital',
        'employee_num',
        'business_type',
        'store_name',
        'business_hours',
        'business_holiday',
        'url',
        'delivery',
        'delivery_company',
        'payment',
        'order_no',
      ].sort(),
    );
  });

  it('still checks the kana when it is given', () => {
    expect(
      formErrors(businessContactSchema, { ...contact, ...company, name_kana: 'やまだ' }),
    ).toEqual({
      name_kana: 'フリガナは全角カタカナで入力してください',
    });
  });

  it('accepts only the listed delivery and payment options', () => {
    for (const { value } of BUSINESS_DELIVERY_OPTIONS) {
      expect(
        formErrors(businessContactSchema, { ...contact, ...company, delivery: value }),
      ).toEqual({});
    }
    for (const { value } of BUSINESS_PAYMENT_OPTIONS) {
      expect(formErrors(businessContactSchema, { ...contact, ...company, payment: value })).toEqual(
        {},
      );
    }
    expect(
      formErrors(businessContactSchema, {
        ...contact,
        ...company,
        delivery: 'drone',
        payment: 'cash',
      }),
    ).toEqual({
      delivery: '納品方法を選択してください',
      payment: 'お支払い方法を選択してください',
    });
  });
});

describe('catalogue request', () => {
  const address = {
    postal_code: '100-0001',
    prefecture: '東京都',
    city: '千代田区',
    address1: '千代田1-1',
    address2: '',
  };

  it('accepts the contact fields with the catalogue and the address to mail it to', () => {
    expect(
      formErrors(catalogRequestSchema, { ...contact, ...address, catalog_code: 'parts-2027' }),
    ).toEqual({});
  });

  it('requires the postal address and the catalogue', () => {
    expect(formErrors(catalogRequestSchema, { ...contact })).toEqual({
      catalog_code: 'カタログは必須項目です',
      postal_code: '郵便番号は必須項目です',
      prefecture: '都道府県を選択してください',
      city: '市区町村は必須項目です',
      address1: '丁目・番地・号は必須項目です',
    });
  });
});

describe('inquiry reply', () => {
  it('requires a body of at most 2000 characters', () => {
    expect(formErrors(inquiryReplySchema, { body: ' ' })).toEqual({
      body: '返信内容は必須項目です',
    });
    expect(formErrors(inquiryReplySchema, { body: 'あ'.repeat(2001) })).toEqual({
      body: '返信内容は2000文字以内で入力してください',
    });
    expect(formErrors(inquiryReplySchema, { body: 'ありがとうございます' })).toEqual({});
  });
});
