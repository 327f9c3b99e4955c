import { object } from 'yup';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './errors.js';
import { password, required } from './rules.js';

describe('collectErrors', () => {
  it('keeps the first message of each field', () => {
    const schema = object({ name: required('お名前'), password: password('パスワード') });
    let caught: unknown;
    try {
      schema.validateSync({ name: '', password: 'abc' }, { abortEarly: false });
    } catch (error) {
      caught = error;
    }
    expect(collectErrors(caught)).toEqual({
      name: 'お名前は必須項目です',
      password: 'パスワードは8文字以上で入力してください',
    });
  });

  it('rethrows anything that is not a validation error', () => {
    const failure = new Error('boom');
    expect(() => collectErrors(failure)).toThrow(failure);
  });
});
