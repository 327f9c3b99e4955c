import { object } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../messages.js';
import { required } from '../rules.js';

/** Longest name of a product list (お気に入りリスト). */
export const USER_LIST_NAME_MAX = 30;

/** A member's product list: created and renamed on /mypage/list and from the product page. */
export const userListSchema = object({
  name: required('リスト名').max(
    USER_LIST_NAME_MAX,
    messages.maxLength('リスト名', USER_LIST_NAME_MAX),
  ),
});
export type UserListValues = InferType<typeof userListSchema>;
