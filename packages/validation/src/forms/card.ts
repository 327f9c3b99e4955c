import { object } from 'yup';
import type { InferType } from 'yup';
import { cardExpiry, cardName, cardNumber, securityCode } from '../rules.js';
import { req } from './fields.js';

/**
 * Card form (/mypage/card/add and card payment). The values go to the card provider's
 * tokeniser in the browser; the shop only ever receives the token.
 */
export const cardSchema = object({
  ccNumber: cardNumber('カード番号').required(req('カード番号')),
  ccName: cardName('カード名義').required(req('カード名義')),
  ccExpiration: cardExpiry('有効期限').required(req('有効期限')),
  securityCode: securityCode('セキュリティコード').required(req('セキュリティコード')),
});
export type CardValues = InferType<typeof cardSchema>;
