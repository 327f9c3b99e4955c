import { object } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { cardExpiry, cardName, cardNumber, securityCode } from '../rules.js';
import { req } from './fields.js';

/** The holder as printed on the card; a saved card keeps at most 100 characters of it. */
function cardHolder(label: string) {
  return cardName(label).required(req(label)).max(100, messages.maxLength(label, 100));
}

/**
 * Card form (/mypage/card/add and card payment). The values go to the card provider's
 * tokeniser in the browser; the shop only ever receives the token.
 */
export const cardSchema = object({
  ccNumber: cardNumber('カード番号').required(req('カード番号')),
  ccName: cardHolder('カード名義'),
  ccExpiration: cardExpiry('有効期限').required(req('有効期限')),
  securityCode: securityCode('セキュリティコード').required(req('セキュリティコード')),
});
export type CardValues = InferType<typeof cardSchema>;

/**
 * The holder's name of a card saved from the card form (POST /v1/me/user-cards), the card
 * form's ccName: the number and the security code go to the tokeniser only.
 */
export const cardHolderSchema = object({ name: cardHolder('カード名義') });
export type CardHolderValues = InferType<typeof cardHolderSchema>;
