import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { memorialSchema } from './memorial.js';

const memorial = {
  target_user_name: '山田花子',
  division_ct: '2',
  name: '誕生日',
  month: '2',
  date: '29',
  call: 'はなちゃん',
};

describe('memorial form', () => {
  it('accepts a memorial on 29 February', () => {
    expect(formErrors(memorialSchema, memorial)).toEqual({});
    expect(memorialSchema.cast(memorial)).toMatchObject({ division_ct: 2, month: 2, date: 29 });
  });

  it('names the missing fields', () => {
    expect(formErrors(memorialSchema, {})).toEqual({
      target_user_name: 'お名前は必須項目です',
      division_ct: '続柄を選択してください',
      name: '記念日の名前は必須項目です',
      month: '月を選択してください',
      date: '日を選択してください',
    });
  });

  it('refuses a day the month does not have', () => {
    expect(formErrors(memorialSchema, { ...memorial, month: '4', date: '31' })).toEqual({
      date: '日付が無効です',
    });
    expect(formErrors(memorialSchema, { ...memorial, month: '13', date: '0' })).toEqual({
      month: '月は1〜12の範囲で入力してください',
      date: '日は1〜31の範囲で入力してください',
    });
  });
});
