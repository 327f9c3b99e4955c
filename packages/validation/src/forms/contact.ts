import { object } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { BUSINESS_DELIVERY_OPTIONS, BUSINESS_PAYMENT_OPTIONS } from '../options.js';
import { code, email, fullWidthName, kana, required, tel, url } from '../rules.js';
import { postalAddress, req } from './fields.js';

const requiredText = (label: string, max: number) =>
  required(label).max(max, messages.maxLength(label, max));

const contactFields = {
  name: fullWidthName('お名前').required(req('お名前')).max(100, messages.maxLength('お名前', 100)),
  name_kana: kana('フリガナ')
    .required(req('フリガナ'))
    .max(100, messages.maxLength('フリガナ', 100)),
  email: email('メールアドレス').required(req('メールアドレス')),
  phone: tel('電話番号').required(req('電話番号')),
  body: requiredText('お問い合わせ内容', 2000),
};

/** /contact */
export const contactSchema = object(contactFields);
export type ContactValues = InferType<typeof contactSchema>;

/**
 * The business-customer contact form: the contact fields plus the company's details.
 * Every field is required except name_kana.
 */
export const businessContactSchema = object({
  ...contactFields,
  name_kana: kana('フリガナ').max(100, messages.maxLength('フリガナ', 100)),
  corporation: requiredText('会社名', 250),
  department: requiredText('部署名', 250),
  address: requiredText('住所', 250),
  establishment: requiredText('設立年月', 50),
  annual_sale: requiredText('年商', 50),
  capital: requiredText('資本金', 50),
  employee_num: requiredText('従業員数', 50),
  business_type: requiredText('業種', 100),
  store_name: requiredText('店舗名', 100),
  business_hours: requiredText('営業時間', 100),
  business_holiday: requiredText('定休日', 100),
  url: url('URL').required(req('URL')),
  delivery: code('納品方法', BUSINESS_DELIVERY_OPTIONS).required(messages.select('納品方法')),
  delivery_company: requiredText('配送業者', 100),
  payment: code('お支払い方法', BUSINESS_PAYMENT_OPTIONS).required(messages.select('お支払い方法')),
  order_no: requiredText('注文番号', 50),
});
export type BusinessContactValues = InferType<typeof businessContactSchema>;

/**
 * A printed catalogue asked for from /catalog-order (/contact/?catalog={code}): the contact
 * fields, the catalogue and the postal address it is mailed to (the shop cannot post it
 * without one).
 */
export const catalogRequestSchema = object({
  ...contactFields,
  catalog_code: required('カタログ').max(50, messages.maxLength('カタログ', 50)),
  ...postalAddress,
});
export type CatalogRequestValues = InferType<typeof catalogRequestSchema>;

/** An answer a member adds to their own inquiry (/mypage/inquiry_history/{key}). */
export const inquiryReplySchema = object({
  body: requiredText('返信内容', 2000),
});
export type InquiryReplyValues = InferType<typeof inquiryReplySchema>;
