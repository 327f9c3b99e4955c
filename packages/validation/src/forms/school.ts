import { object } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { text } from '../rules.js';

/** The longest key a school hands out (the registration form's 学校キー). */
export const SCHOOL_KEY_MAX_LENGTH = 64;

export const SCHOOL_KEY_MESSAGES = {
  required: '学校キーを入力してください',
  unknown: '学校キーが正しくありません。学校からお知らせしたキーをご確認ください',
} as const;

/** The school key checked before registration (keys are copied with stray spaces: trimmed). */
export const schoolKeySchema = object({
  key: text('学校キー')
    .required(SCHOOL_KEY_MESSAGES.required)
    .max(SCHOOL_KEY_MAX_LENGTH, messages.maxLength('学校キー', SCHOOL_KEY_MAX_LENGTH)),
});
export type SchoolKeyValues = InferType<typeof schoolKeySchema>;
