import { object } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { MEMORIAL_DIVISIONS } from '../options.js';
import { code, integer, maxLength, required } from '../rules.js';

/** Days of each month in a leap year: a memorial on 2/29 is allowed. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Member memorial (/mypage/memorial/add, /edit): whose day, what day, which date. */
export const memorialSchema = object({
  target_user_name: required('お名前').max(50, messages.maxLength('お名前', 50)),
  division_ct: code('続柄', MEMORIAL_DIVISIONS).required(messages.select('続柄')),
  name: required('記念日の名前').max(50, messages.maxLength('記念日の名前', 50)),
  month: integer('月', 1, 12).required(messages.select('月')),
  date: integer('日', 1, 31)
    .required(messages.select('日'))
    .test('dayOfMonth', messages.dateBirth, function (value) {
      const month = (this.parent as { month?: unknown }).month;
      if (typeof value !== 'number' || typeof month !== 'number') return true;
      return value <= (DAYS_IN_MONTH[month - 1] ?? 31);
    }),
  call: maxLength('呼び名', 50),
});
export type MemorialValues = InferType<typeof memorialSchema>;
