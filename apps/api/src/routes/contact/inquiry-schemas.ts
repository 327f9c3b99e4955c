import { Type } from 'typebox';

/** Answers of the inquiry calls, shared by the shop's routes and the admin API. */

const nullableText = Type.Union([Type.String(), Type.Null()]);

export const InquiryComment = Type.Object({
  id: Type.Integer(),
  /** member: the sender's reply; shop: the shop's answer. */
  author: Type.Union([Type.Literal('member'), Type.Literal('shop')]),
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const InquirySummary = Type.Object({
  id: Type.Integer(),
  /** The number quoted in mail (Q000123). */
  inquiry_no: Type.String(),
  kind: Type.Union([Type.Literal('contact'), Type.Literal('business'), Type.Literal('catalog')]),
  /** waiting: the shop has not answered the last message yet. */
  status: Type.Union([Type.Literal('waiting'), Type.Literal('answered')]),
  category_name: nullableText,
  catalog_title: nullableText,
  excerpt: Type.String(),
  comment_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const text = Type.String();

export const InquiryDetail = Type.Object({
  ...InquirySummary.properties,
  category_id: Type.Union([Type.Integer(), Type.Null()]),
  name: text,
  name_kana: text,
  email: text,
  phone: text,
  body: text,
  /** The business shop's form: the company's details, with the labels of the chosen options. */
  business: Type.Union([
    Type.Object({
      corporation: text,
      department: text,
      address: text,
      establishment: text,
      annual_sale: text,
      capital: text,
      employee_num: text,
      business_type: text,
      store_name: text,
      business_hours: text,
      business_holiday: text,
      url: text,
      delivery: text,
      delivery_label: text,
      delivery_company: text,
      payment: text,
      payment_label: text,
      order_no: text,
    }),
    Type.Null(),
  ]),
  /** A catalogue request: the catalogue and where to post it. */
  catalog: Type.Union([
    Type.Object({
      code: text,
      title: text,
      postal_code: text,
      prefecture: text,
      city: text,
      address1: text,
      address2: text,
    }),
    Type.Null(),
  ]),
  /** Files the sender attached (uploaded to dir inquiry), served at their url. */
  attachments: Type.Array(
    Type.Object({
      url: text,
      name: text,
      content_type: text,
      size: Type.Integer(),
    }),
  ),
  comments: Type.Array(InquiryComment),
});
