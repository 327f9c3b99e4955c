import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { MEASUREMENT_FIELDS } from '../options.js';
import { measurementSchema } from './measurement.js';

describe('measurement form', () => {
  it('saves with any one measurement', () => {
    expect(formErrors(measurementSchema, { height: '172.5' })).toEqual({});
    expect(formErrors(measurementSchema, { weight: 64 })).toEqual({});
  });

  it('asks for at least one measurement when all are empty', () => {
    const errors = formErrors(measurementSchema, {});
    expect(Object.keys(errors)).toEqual(MEASUREMENT_FIELDS.map((field) => field.key));
    expect(new Set(Object.values(errors))).toEqual(new Set(['いずれかは必須項目です']));
  });

  it('takes one decimal place within a plausible range', () => {
    expect(formErrors(measurementSchema, { height: '172.55', weight: '5', head: 'abc' })).toEqual({
      height: '身長（cm）は小数点第1位までの数値を入力してください',
      weight: '体重（kg）は10〜300の範囲で入力してください',
      head: '頭囲（cm）は小数点第1位までの数値を入力してください',
    });
  });
});
