import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { tagPasswordSchema } from './tag.js';

describe("a tag's password gate", () => {
  it('needs the password, at most 100 characters', () => {
    expect(formErrors(tagPasswordSchema, { password: 'himitsu2026' })).toEqual({});
    expect(formErrors(tagPasswordSchema, {})).toEqual({ password: 'パスワードは必須項目です' });
    expect(formErrors(tagPasswordSchema, { password: 'p'.repeat(101) })).toEqual({
      password: 'パスワードは100文字以内で入力してください',
    });
  });
});
