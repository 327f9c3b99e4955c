import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { productReviewSchema } from './review.js';

describe('product review form', () => {
  it('accepts a rated review', () => {
    expect(
      formErrors(productReviewSchema, {
        rating: '5',
        title: '最高',
        body: 'とても使いやすいです。',
        nickname: '',
      }),
    ).toEqual({});
  });

  it('needs a rating from 1 to 5, a title and a body', () => {
    expect(
      formErrors(productReviewSchema, {
        rating: '6',
        title: '',
        body: '',
        nickname: 'あ'.repeat(21),
      }),
    ).toEqual({
      rating: '評価を選択してください',
      title: 'タイトルは必須項目です',
      body: 'レビュー本文は必須項目です',
      nickname: 'ニックネームは20文字以内で入力してください',
    });
  });
});
