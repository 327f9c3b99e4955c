import { object } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { required } from '../rules.js';

/** The password of a members' tag (the product list's password gate). */
export const tagPasswordSchema = object({
  password: required('パスワード').max(100, messages.maxLength('パスワード', 100)),
});
export type TagPasswordValues = InferType<typeof tagPasswordSchema>;
