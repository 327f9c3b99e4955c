import { captchaConfig } from '../../captcha.js';
import type { HttpClient } from '../../client.js';
import type { Paged } from '../../paging.js';
import { call, callPaged } from '../../request.js';
import type { ListItem, RequestBody, ResponseBody } from '../../types.js';
import type { Id, PageQuery } from '../common.js';

/**
 * The contact form (spec section 3): the business shop's form adds the company's fields, a
 * catalogue request (catalog_code) the address to post it to; category_id is the inquiry
 * category.
 */
export type ContactBody = {
  name: string;
  name_kana?: string;
  email: string;
  phone: string;
  body: string;
  category_id?: number | null;
  /** Files uploaded to dir inquiry (POST /v1/upload-files), at most 3. */
  attachment_urls?: string[];
} & Partial<BusinessContactFields> &
  Partial<CatalogRequestFields>;

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

/** A catalogue request (/contact/?catalog={code}): the catalogue and where to post it. */
export type CatalogRequestFields = {
  catalog_code: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
};

/** An entry of the member's inquiry history. */
export type InquirySummary = ListItem<'/v1/me/inquiries'>;
/** An inquiry with everything the sender wrote and its thread (the shop's answers, replies). */
export type Inquiry = ResponseBody<'/v1/me/inquiries/{id}', 'get'>['data'];
export type InquiryComment = Inquiry['comments'][number];
/** A member's reply in their own inquiry's thread. */
export type InquiryReplyBody = RequestBody<'/v1/inquiry-comments/reply', 'post'>;

/** Spec section 7, "Member data": contact, and the member's inquiry history with replies. */
export function inquiriesApi(http: HttpClient) {
  return {
    /**
     * Guests and members; a logged-in member's inquiry is linked to them. captchaToken: the bot
     * protection's token for the action `contact`, when the shop has one.
     */
    create: (body: ContactBody, captchaToken?: string) =>
      call(http, 'post', '/v1/inquiries', { body, config: captchaConfig(captchaToken) }),
    list: (query: PageQuery = {}): Promise<Paged<InquirySummary>> =>
      callPaged(http, '/v1/me/inquiries', { query }),
    get: (id: Id) => call(http, 'get', '/v1/me/inquiries/{id}', { params: { id } }),
    reply: (body: InquiryReplyBody) => call(http, 'post', '/v1/inquiry-comments/reply', { body }),
  };
}
