import type { HttpClient } from '../client.js';
import { callPending } from '../request.js';
import type { Fields, Id, Single } from './common.js';

/** A payment method of the shop (cart contract: GET /v1/payments). */
export type PaymentMethod = {
  id: number;
  code: string;
  name: string;
  description: string | null;
  /** Tax excluded. */
  fee: number;
  fee_with_tax: number;
};

/** A payment method as offered for one cart: whether it can be used, and why not. */
export type CartPaymentMethod = PaymentMethod & {
  is_available: boolean;
  unavailable_reason: string | null;
};

export type PaymentCheck = { is_valid: boolean; message: string | null };

/** How the browser tokenises a card for a payment service (card: the sandbox tokeniser). */
export type PaymentServiceSettings = {
  provider: string;
  tokenize_url: string;
  test_cards?: unknown[];
} & Record<string, unknown>;

/** What the card form sends to the tokeniser (the card form's ccNumber, ccName, ...). */
export type CardTokenBody = {
  number: string;
  name: string;
  /** yyyymm */
  expiration: string;
  security_code: string;
};

export type CardToken = {
  token: string;
  token_key: string;
  masked_number: string;
  expiration: string;
  brand: string;
};

/** Spec section 7, "Cart and payment": payment methods, their check, and the payment services. */
export function paymentsApi(http: HttpClient) {
  return {
    list: () => callPending<{ data: PaymentMethod[] }>(http, 'get', '/v1/payments'),
    /** The methods this cart can be paid with. */
    forCart: (token: string) =>
      callPending<{ data: CartPaymentMethod[] }>(http, 'get', '/v1/payments/carts/{token}', {
        params: { token },
      }),
    check: (token: string, paymentId: Id) =>
      callPending<Single<PaymentCheck>>(
        http,
        'get',
        '/v1/carts/{token}/payment/{paymentId}/check',
        {
          params: { token, paymentId },
        },
      ),
    serviceSettings: (code: string) =>
      callPending<Single<PaymentServiceSettings>>(
        http,
        'get',
        '/v1/settings/payment-service/{code}',
        { params: { code } },
      ),
    /**
     * The "browser tokenises the card" step: the number and security code go to the payment
     * service's tokeniser only; the cart receives the token and the masked number.
     */
    tokenizeCard: (body: CardTokenBody) =>
      callPending<Single<CardToken>>(http, 'post', '/v1/payment-sandbox/tokens', { body }),
    /** Hands the payment service's fraud-detection result to the API. */
    receiveFraudDetection: (body: Fields) =>
      callPending<Single<{ result: string }>>(
        http,
        'post',
        '/v1/sbpayment/receive/fraud-detection',
        { body },
      ),
  };
}
