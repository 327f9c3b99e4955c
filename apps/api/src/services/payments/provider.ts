/**
 * A card payment provider: the decision charges through this, so a real gateway replaces the
 * sandbox by implementing it and being named in payment_methods.provider. Card data never
 * reaches the API: the browser tokenises the card with the provider, and the cart keeps the
 * token, its key and the masked number only.
 */

export type ChargeRequest = {
  /** Tax-included yen to take. */
  amount: number;
  orderNo: string;
  /**
   * The card: the provider's one-time token and its key, as the tokeniser issued them, or the
   * provider's reference of a card the member saved with it.
   */
  card:
    { token: string; tokenKey: string } | { savedRef: string; /** yyyymm */ expiration: string };
  /** The decision's Idempotency-Key: a provider that supports it charges once per key. */
  idempotencyKey: string;
};

export type ChargeResult =
  | {
      ok: true;
      /** The provider's reference of the charge (for refunds and support). */ reference: string;
    }
  | {
      ok: false;
      /** declined: the card was refused (use another); error: try again later. */
      kind: 'declined' | 'error';
      /** Japanese, shown to the shopper. */
      message: string;
    };

export type PaymentProvider = {
  readonly name: string;
  /** Authorises and captures `amount` (one step: the shop ships what was paid). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a charge back in full (cancellation, or an order that could not be stored after charging). */
  refund(reference: string, amount: number): Promise<void>;
};

export const PAYMENT_MESSAGES = {
  declined: 'カードが承認されませんでした。別のカードをご利用ください。',
  error: '決済処理中にエラーが発生しました。しばらくしてからもう一度お試しください。',
  tokenInvalid: 'カード情報が確認できませんでした。もう一度カード情報を入力してください。',
  tokenExpired: 'カード情報の有効期限が切れました。もう一度カード情報を入力してください。',
  cardExpired: 'カードの有効期限が切れています。別のカードをご利用ください。',
  tokenUsed: 'このカード情報はすでに使われています。もう一度カード情報を入力してください。',
} as const;
