import type { ContactBody } from '@mise/api-client';
import { BUSINESS_DELIVERY_OPTIONS, BUSINESS_PAYMENT_OPTIONS } from '@mise/validation';

/**
 * The contact form's fields (spec section 3 "Contact") in screen order, with the labels the
 * form and the confirm page share.
 */

export type ContactKind = 'contact' | 'business' | 'catalog';

export type ContactFormValues = Record<string, string>;

const CONTACT_FIELDS = [
  ['name', 'お名前'],
  ['name_kana', 'フリガナ'],
  ['email', 'メールアドレス'],
  ['phone', '電話番号'],
] as const;

export const BUSINESS_FIELDS = [
  ['corporation', '会社名'],
  ['department', '部署名'],
  ['address', '住所'],
  ['establishment', '設立年月'],
  ['annual_sale', '年商'],
  ['capital', '資本金'],
  ['employee_num', '従業員数'],
  ['business_type', '業種'],
  ['store_name', '店舗名'],
  ['business_hours', '営業時間'],
  ['business_holiday', '定休日'],
  ['url', 'URL'],
  ['delivery', '納品方法'],
  ['delivery_company', '配送業者'],
  ['payment', 'お支払い方法'],
  ['order_no', '注文番号'],
] as const;

const ADDRESS_FIELDS = [
  ['postal_code', '郵便番号'],
  ['prefecture', '都道府県'],
  ['city', '市区町村'],
  ['address1', '丁目・番地・号'],
  ['address2', '建物名・部屋番号'],
] as const;

/** Every field of a kind of form with its label, in the order the confirm page lists them. */
export function fieldsOf(kind: ContactKind): readonly (readonly [string, string])[] {
  return [
    ['category_id', 'お問い合わせ種別'],
    ...(kind === 'catalog' ? [['catalog_code', 'ご請求のカタログ'] as const] : []),
    ...CONTACT_FIELDS,
    ...(kind === 'catalog' ? ADDRESS_FIELDS : []),
    ...(kind === 'business' ? BUSINESS_FIELDS : []),
    ['body', 'お問い合わせ内容'],
  ];
}

export function emptyValues(kind: ContactKind): ContactFormValues {
  return Object.fromEntries(fieldsOf(kind).map(([name]) => [name, '']));
}

/** A catalogue request names the catalogue in its message, so the shop knows what to post. */
export const catalogueBody = (catalogue: { title: string }) =>
  `「${catalogue.title}」を1部請求します。`;

/** What the API is sent: the fields of the kind, the subject as a number. */
export function toContactBody(kind: ContactKind, values: ContactFormValues): ContactBody {
  const body: Record<string, unknown> = {};
  for (const [name] of fieldsOf(kind)) body[name] = (values[name] ?? '').trim();
  body.category_id = values.category_id ? Number(values.category_id) : null;
  return body as ContactBody;
}

const OPTION_LABELS: Record<string, readonly { value: string; label: string }[]> = {
  delivery: BUSINESS_DELIVERY_OPTIONS,
  payment: BUSINESS_PAYMENT_OPTIONS,
};

/** A value as the confirm page shows it (option labels instead of codes). */
export function displayValue(
  name: string,
  value: string,
  lookups: { categories: { id: number; name: string }[]; catalogTitle?: string | undefined },
): string {
  if (name === 'category_id')
    return lookups.categories.find((category) => String(category.id) === value)?.name ?? '指定なし';
  if (name === 'catalog_code') return lookups.catalogTitle ?? value;
  const options = OPTION_LABELS[name];
  if (options) return options.find((option) => option.value === value)?.label ?? value;
  return value;
}
