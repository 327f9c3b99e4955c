import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { userListSchema } from './list.js';

describe('product list form', () => {
  it('accepts a name of up to 30 characters', () => {
    expect(formErrors(userListSchema, { name: '冬のキャンプ用品' })).toEqual({});
    expect(formErrors(userListSchema, { name: 'あ'.repeat(30) })).toEqual({});
  });

  it('needs a name that is not blank and not too long', () => {
    expect(formErrors(userListSchema, { name: '　 ' })).toEqual({
      name: 'リスト名は必須項目です',
    });
    expect(formErrors(userListSchema, { name: 'あ'.repeat(31) })).toEqual({
      name: 'リスト名は30文字以内で入力してください',
    });
  });
});
