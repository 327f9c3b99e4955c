import type { HttpClient } from '../client.js';
import { callPending } from '../request.js';
import type { Fields, Id, Json } from './common.js';

/** Spec section 7, "Cart and payment": payment methods, their check, and the payment services. */
export function paymentsApi(http: HttpClient) {
  return {
    list: () => callPending<Json>(http, 'get', '/v1/payments'),
    /** The methods this cart can be paid with. */
    forCart: (token: string) =>
      callPending<Json>(http, 'get', '/v1/payments/carts/{token}', { params: { token } }),
    check: (token: string, paymentId: Id) =>
      callPending<Json>(http, 'get', '/v1/carts/{token}/payment/{paymentId}/check', {
        params: { token, paymentId },
      }),
    serviceSettings: (code: string) =>
      callPending<Json>(http, 'get', '/v1/settings/payment-service/{code}', { params: { code } }),
    /** Hands the payment service's fraud-detection result to the API. */
    receiveFraudDetection: (body: Fields) =>
      callPending<Json>(http, 'post', '/v1/sbpayment/receive/fraud-detection', { body }),
  };
}
