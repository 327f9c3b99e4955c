/** Option lists and codes used by the forms and stored by the API (spec section 3). */

type Options<V> = readonly { readonly value: V; readonly label: string }[];
type ValueOf<T extends Options<unknown>> = T[number]['value'];

export const SECURITY_QUESTIONS = [
  { value: 1, label: 'はじめて飼ったペットの名前' },
  { value: 2, label: '母親の旧姓' },
  { value: 3, label: '卒業した小学校の名前' },
  { value: 4, label: '好きな食べ物' },
] as const satisfies Options<number>;
export type SecurityQuestionCode = ValueOf<typeof SECURITY_QUESTIONS>;

export const NEWSLETTER_OPTIONS = [
  { value: 1, label: '受け取る' },
  { value: 0, label: '受け取らない' },
] as const satisfies Options<number>;
export type NewsletterCode = ValueOf<typeof NEWSLETTER_OPTIONS>;

export const GENDERS = [
  { value: 1, label: '男性' },
  { value: 2, label: '女性' },
  { value: 3, label: 'その他' },
  { value: 4, label: '回答しない' },
] as const satisfies Options<number>;
export type GenderCode = ValueOf<typeof GENDERS>;

/** How a business customer wants goods delivered (business-customer contact form). */
export const BUSINESS_DELIVERY_OPTIONS = [
  { value: 'wholesale_pickup', label: '問屋引き取り' },
  { value: 'store_direct', label: '店舗直送' },
  { value: 'customer_direct', label: 'お客様直送' },
] as const satisfies Options<string>;
export type BusinessDeliveryCode = ValueOf<typeof BUSINESS_DELIVERY_OPTIONS>;

/** How a business customer wants to pay (business-customer contact form). */
export const BUSINESS_PAYMENT_OPTIONS = [
  { value: 'bank_transfer_prepaid', label: '銀行振込（前払い）' },
  { value: 'invoice', label: '請求書払い（後払い）' },
  { value: 'deferred_payment_service', label: '後払い決済サービス' },
] as const satisfies Options<string>;
export type BusinessPaymentCode = ValueOf<typeof BUSINESS_PAYMENT_OPTIONS>;

/** Whose day a member memorial is. */
export const MEMORIAL_DIVISIONS = [
  { value: 1, label: 'ご本人' },
  { value: 2, label: 'ご家族' },
  { value: 3, label: 'ご友人・知人' },
  { value: 4, label: 'その他' },
] as const satisfies Options<number>;
export type MemorialDivisionCode = ValueOf<typeof MEMORIAL_DIVISIONS>;

/** division_ct of a user address that is the member's own address. */
export const ADDRESS_DIVISION_OWN = 1;

export const REVIEW_RATINGS = [
  { value: 5, label: '★★★★★' },
  { value: 4, label: '★★★★☆' },
  { value: 3, label: '★★★☆☆' },
  { value: 2, label: '★★☆☆☆' },
  { value: 1, label: '★☆☆☆☆' },
] as const satisfies Options<number>;
export type ReviewRating = ValueOf<typeof REVIEW_RATINGS>;

/** The 47 prefectures in JIS X 0401 order (value is the JIS code). */
export const PREFECTURES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
].map((label, index) => ({ value: index + 1, label }));
