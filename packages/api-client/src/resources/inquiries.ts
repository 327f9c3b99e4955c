import type { HttpClient } from '../client.js';
import { callPending, callPendingPaged } from '../request.js';
import type { Fields, Id, Json, PageQuery } from './common.js';

/** The contact form (spec section 3); category_id is the inquiry category. */
export type ContactBody = {
  name: string;
  name_kana?: string;
  email: string;
  phone: string;
  body: string;
  category_id?: Id;
} & Partial<BusinessContactFields>;

/** What the business-customer contact form adds (spec section 3). */
export type BusinessContactFields = {
  corporation: string;
  department: string;
  address: string;
  establishment: string;
  annual_sale: string;
  capital: string;
  employee_num: string;
  business_type: string;
  store_name: string;
  business_hours: string;
  business_holiday: string;
  url: string;
  delivery: string;
  delivery_company: string;
  payment: string;
  order_no: string;
};

/** Spec section 7, "Member data": contact, and the member's inquiry history with replies. */
export function inquiriesApi(http: HttpClient) {
  return {
    create: (body: ContactBody) => callPending<Json>(http, 'post', '/v1/inquiries', { body }),
    list: (query: PageQuery & Fields = {}) =>
      callPendingPaged<Json>(http, '/v1/me/inquiries', { query }),
    get: (id: Id) => callPending<Json>(http, 'get', '/v1/me/inquiries/{id}', { params: { id } }),
    reply: (body: Fields) =>
      callPending<Json>(http, 'post', '/v1/inquiry-comments/reply', { body }),
  };
}
