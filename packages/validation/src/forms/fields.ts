import { messages } from '../messages.js';
import {
  email,
  fullWidthName,
  kana,
  maxLength,
  phoneDigits,
  post,
  prefecture,
  required,
  requiredWithoutAll,
} from '../rules.js';

/** Field groups that several forms share. Labels are what the shopper sees. */

export const req = messages.required;

export const personName = {
  last_name: fullWidthName('姓').required(req('姓')).max(50, messages.maxLength('姓', 50)),
  first_name: fullWidthName('名').required(req('名')).max(50, messages.maxLength('名', 50)),
  last_name_kana: kana('セイ').required(req('セイ')).max(50, messages.maxLength('セイ', 50)),
  first_name_kana: kana('メイ').required(req('メイ')).max(50, messages.maxLength('メイ', 50)),
};

export const memberEmail = {
  email: email('メールアドレス').required(req('メールアドレス')),
};

/** Address lines as stored on users and user addresses. */
export const addressLines = {
  prefecture: prefecture('都道府県').required(messages.select('都道府県')),
  city: required('市区町村').max(100, messages.maxLength('市区町村', 100)),
  address1: required('丁目・番地・号').max(100, messages.maxLength('丁目・番地・号', 100)),
  address2: maxLength('建物名・部屋番号', 100),
};

export const postalAddress = {
  postal_code: post('郵便番号').required(req('郵便番号')),
  ...addressLines,
};

/** A landline or a mobile number, at least one of them. */
export const memberPhones = {
  phone_number: requiredWithoutAll(['cell_phone_number'], phoneDigits('電話番号')),
  cell_phone_number: requiredWithoutAll(['phone_number'], phoneDigits('携帯電話番号')),
};

/** The recipient's name on a delivery address. */
export const shippingName = {
  shipping_last_name: fullWidthName('姓').required(req('姓')).max(50, messages.maxLength('姓', 50)),
  shipping_first_name: fullWidthName('名')
    .required(req('名'))
    .max(50, messages.maxLength('名', 50)),
  shipping_last_name_kana: kana('セイ')
    .required(req('セイ'))
    .max(50, messages.maxLength('セイ', 50)),
  shipping_first_name_kana: kana('メイ')
    .required(req('メイ'))
    .max(50, messages.maxLength('メイ', 50)),
};
