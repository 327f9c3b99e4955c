/**
 * Every message the validation rules produce. The texts of spec section 5 are kept
 * character for character (including the full-width space in `post` and the wording of
 * `minDate`); the others follow the same style.
 */
export const messages = {
  required: (label: string) => `${label}は必須項目です`,
  select: (label: string) => `${label}を選択してください`,
  maxLength: (label: string, max: number) => `${label}は${max}文字以内で入力してください`,
  minLength: (label: string, min: number) => `${label}は${min}文字以上で入力してください`,
  email: (label: string) => `${label}はメールアドレスの形式で入力してください`,
  url: (label: string) => `${label}はURLの形式で入力してください`,
  fullWidth: (label: string) => `${label}は全角で入力してください`,
  kana: (label: string) => `${label}は全角カタカナで入力してください`,
  post: (label: string) => `${label}は郵便番号の形式で入力してください。\u3000例：123-4567`,
  postalCode7: (label: string) => `${label}は半角数字7桁で入力してください`,
  tel: (label: string) => `${label}は電話番号のフォーマットで入力してください`,
  phoneDigits: (label: string) => `${label}は半角数字11桁以内で入力してください`,
  decimal: (label: string, max: number) => `${label}は小数点第${max}位までの数値を入力してください`,
  range: (label: string, min: number, max: number) =>
    `${label}は${min}〜${max}の範囲で入力してください`,
  integer: (label: string) => `${label}は半角数字で入力してください`,
  requiredWithoutAll: 'いずれかは必須項目です',
  halfWidthAlphaNum: (label: string) => `${label}は半角英数字で入力してください`,
  dateBirth: '日付が無効です',
  date: (label: string) => `${label}は正しい日付を入力してください`,
  minDate: '参照終了日は参照開始日より大きです。',
  password: (label: string) =>
    `${label}は半角英字と数字を組み合わせて入力してください（使える記号は - _ . です）`,
  passwordConfirmation: 'パスワードと確認用パスワードが一致しません',
  cardNumber: (label: string) => `${label}は半角数字14〜16桁で入力してください`,
  cardNumberChecksum: (label: string) => `${label}が正しくありません`,
  cardName: (label: string) => `${label}は半角英字で入力してください`,
  cardExpiry: (label: string) => `${label}はyyyymmの形式で入力してください`,
  cardExpired: (label: string) => `${label}の有効期限が切れています`,
  securityCode: (label: string) => `${label}は半角数字3〜4桁で入力してください`,
  pastDate: (label: string) => `${label}は本日以降の日付を入力してください`,
} as const;
