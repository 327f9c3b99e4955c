import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { cardHolderSchema, cardSchema } from './card.js';

const nextYear = `${new Date().getFullYear() + 1}12`;

describe('card form', () => {
  it('accepts a valid card', () => {
    expect(
      formErrors(cardSchema, {
        ccNumber: '4111111111111111',
        ccName: 'TARO YAMADA',
        ccExpiration: nextYear,
        securityCode: '123',
      }),
    ).toEqual({});
  });

  it('names every missing field', () => {
    expect(formErrors(cardSchema, {})).toEqual({
      ccNumber: 'カード番号は必須項目です',
      ccName: 'カード名義は必須項目です',
      ccExpiration: '有効期限は必須項目です',
      securityCode: 'セキュリティコードは必須項目です',
    });
  });

  it('checks each field format', () => {
    expect(
      formErrors(cardSchema, {
        ccNumber: '4111111111111112',
        ccName: '山田太郎',
        ccExpiration: '12/30',
        securityCode: '12',
      }),
    ).toEqual({
      ccNumber: 'カード番号が正しくありません',
      ccName: 'カード名義は半角英字で入力してください',
      ccExpiration: '有効期限はyyyymmの形式で入力してください',
      securityCode: 'セキュリティコードは半角数字3〜4桁で入力してください',
    });
  });
});

describe("a saved card's holder (the API's body)", () => {
  it("has the card form's rules and messages", () => {
    expect(formErrors(cardHolderSchema, { name: ' TARO YAMADA ' })).toEqual({});
    expect(formErrors(cardHolderSchema, { name: '  ' })).toEqual({
      name: 'カード名義は必須項目です',
    });
    expect(formErrors(cardHolderSchema, { name: '山田太郎' })).toEqual({
      name: 'カード名義は半角英字で入力してください',
    });
    expect(formErrors(cardHolderSchema, { name: 'A'.repeat(101) })).toEqual({
      name: 'カード名義は100文字以内で入力してください',
    });
    expect(formErrors(cardSchema, { ccName: 'A'.repeat(101) }).ccName).toBe(
      'カード名義は100文字以内で入力してください',
    );
  });
});
