import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import {
  cancelReasonSchema,
  orderMemoSchema,
  orderPeriodSchema,
  receiptInfoSchema,
} from './order.js';

describe('order forms', () => {
  it('receipt info needs an addressee; the proviso is optional', () => {
    expect(formErrors(receiptInfoSchema, { addressee: '株式会社見世商事', proviso: '' })).toEqual(
      {},
    );
    expect(formErrors(receiptInfoSchema, { addressee: '', proviso: 'あ'.repeat(51) })).toEqual({
      addressee: '宛名は必須項目です',
      proviso: '但し書きは50文字以内で入力してください',
    });
  });

  it('cancel needs a reason of at most 500 characters', () => {
    expect(formErrors(cancelReasonSchema, { cancel_reason: '注文内容を間違えたため' })).toEqual({});
    expect(formErrors(cancelReasonSchema, { cancel_reason: '  ' })).toEqual({
      cancel_reason: 'キャンセル理由は必須項目です',
    });
    expect(formErrors(cancelReasonSchema, { cancel_reason: 'あ'.repeat(501) })).toEqual({
      cancel_reason: 'キャンセル理由は500文字以内で入力してください',
    });
  });

  it('an order memo is required text of at most 1000 characters', () => {
    expect(formErrors(orderMemoSchema, { memo: '領収書は別送' })).toEqual({});
    expect(formErrors(orderMemoSchema, { memo: '' })).toEqual({ memo: 'メモは必須項目です' });
  });
});

describe('orderPeriodSchema', () => {
  it('refuses an end before the start with the min_date message', async () => {
    await expect(
      orderPeriodSchema.validate({ ordered_from: '2026-03-05', ordered_to: '2026-03-04' }),
    ).rejects.toThrow('参照終了日は参照開始日より大きです。');
    await expect(
      orderPeriodSchema.validate({ ordered_from: '2026-03-04', ordered_to: '2026-03-04' }),
    ).resolves.toBeTruthy();
    await expect(
      orderPeriodSchema.validate({ ordered_from: '', ordered_to: '' }),
    ).resolves.toBeTruthy();
  });
});
