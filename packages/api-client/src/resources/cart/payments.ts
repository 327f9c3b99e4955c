import type { HttpClient } from '../../client.js';
import { call } from '../../request.js';
import type { ListItem, RequestBody, ResponseBody } from '../../types.js';
import type { Id } from '../common.js';

/** A payment method of the shop (GET /v1/payments). */
export type PaymentMethod = ListItem<'/v1/payments'>;
/** A payment method as offered for one cart: whether it can be used, and why not. */
export type CartPaymentMethod = ListItem<'/v1/payments/carts/{token}'>;
export type PaymentCheck = ResponseBody<
  '/v1/carts/{token}/payment/{paymentId}/check',
  'get'
>['data'];
/** How the browser tokenises a card for a payment service (card: the sandbox tokeniser). */
export type PaymentServiceSettings = ResponseBody<
  '/v1/settings/payment-service/{code}',
  'get'
>['data'];
/** What the card form sends to the tokeniser (the card form's ccNumber, ccName, ...). */
export type CardTokenBody = RequestBody<'/v1/payment-sandbox/tokens', 'post'>;
export type CardToken = ResponseBody<'/v1/payment-sandbox/tokens', 'post'>['data'];

/** Spec section 7, "Cart and payment": payment methods, their check, and the payment services. */
export function paymentsApi(http: HttpClient) {
  return {
    list: () => call(http, 'get', '/v1/payments'),
    /** The methods this cart can be paid with. */
    forCart: (token: string) =>
      call(http, 'get', '/v1/payments/carts/{token}', { params: { token } }),
    check: (token: string, paymentId: Id) =>
      call(http, 'get', '/v1/carts/{token}/payment/{paymentId}/check', {
        params: { token, paymentId },
      }),
    serviceSettings: (code: string) =>
      call(http, 'get', '/v1/settings/payment-service/{code}', { params: { code } }),
    /**
     * The "browser tokenises the card" step: the number and security code go to the payment
     * service's tokeniser only; the cart receives the token and the masked number.
     */
    tokenizeCard: (body: CardTokenBody) =>
      call(http, 'post', '/v1/payment-sandbox/tokens', { body }),
    /** Hands the payment service's fraud-detection result to the API. */
    receiveFraudDetection: (body: RequestBody<'/v1/sbpayment/receive/fraud-detection', 'post'>) =>
      call(http, 'post', '/v1/sbpayment/receive/fraud-detection', { body }),
  };
}
