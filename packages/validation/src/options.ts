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

/** Lettering of a name embroidery (ネーム刺繍). */
export const EMBROIDERY_STYLES = [
  { value: 'block', label: 'ブロック体' },
  { value: 'script', label: '筆記体' },
  { value: 'kanji', label: '楷書体（漢字・かな）' },
] as const satisfies Options<string>;
export type EmbroideryStyleCode = ValueOf<typeof EMBROIDERY_STYLES>;

/** Thread colours of a name embroidery. */
export const EMBROIDERY_COLORS = [
  { value: 'white', label: 'ホワイト' },
  { value: 'black', label: 'ブラック' },
  { value: 'red', label: 'レッド' },
  { value: 'gold', label: 'ゴールド' },
  { value: 'silver', label: 'シルバー' },
] as const satisfies Options<string>;
export type EmbroideryColorCode = ValueOf<typeof EMBROIDERY_COLORS>;

/**
 * Body measurements a rider keeps for sizing gear (/mypage/measurement), one decimal place, in
 * cm or kg, with their allowed range. Here rather than beside the form's schema: the product
 * page's size panel shows them without loading the form rules.
 */
export const MEASUREMENT_FIELDS = [
  { key: 'height', label: '身長（cm）', min: 50, max: 250 },
  { key: 'weight', label: '体重（kg）', min: 10, max: 300 },
  { key: 'chest', label: '胸囲（cm）', min: 30, max: 200 },
  { key: 'waist', label: 'ウエスト（cm）', min: 30, max: 200 },
  { key: 'hip', label: 'ヒップ（cm）', min: 30, max: 200 },
  { key: 'inseam', label: '股下（cm）', min: 30, max: 120 },
  { key: 'head', label: '頭囲（cm）', min: 40, max: 70 },
  { key: 'hand', label: '手囲（cm）', min: 10, max: 40 },
] as const;
