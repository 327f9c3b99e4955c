import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { schoolKeySchema } from './school.js';

describe('school key', () => {
  it('is required, blank counting as empty, and at most 64 characters', () => {
    expect(formErrors(schoolKeySchema, { key: ' SKG-4821-HS ' })).toEqual({});
    expect(formErrors(schoolKeySchema, { key: '   ' })).toEqual({
      key: '学校キーを入力してください',
    });
    expect(formErrors(schoolKeySchema, {})).toEqual({ key: '学校キーを入力してください' });
    expect(formErrors(schoolKeySchema, { key: 'K'.repeat(65) })).toEqual({
      key: '学校キーは64文字以内で入力してください',
    });
  });
});
