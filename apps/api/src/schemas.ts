import { Type } from 'typebox';
import { PagingQuery } from './services/paging.js';

/** TypeBox schemas several routes answer with (they also document the OpenAPI responses). */

export const ErrorResponse = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export const Result = Type.Object({
  result: Type.Boolean(),
  message: Type.Optional(Type.String()),
});

/** Fields of a login answer that are there only when tokens were issued (or a code mailed). */
const loginFields = {
  access_token: Type.Optional(Type.String()),
  refresh_token: Type.Optional(Type.String()),
  token_type: Type.Optional(Type.Literal('Bearer')),
  expires_in: Type.Optional(Type.Integer()),
  expires_at: Type.Optional(Type.String({ format: 'date-time' })),
  verify_code: Type.Optional(
    Type.String({ description: 'Testing aid: only when MISE_EXPOSE_CODES is on' }),
  ),
  is_sync_user_channel: Type.Optional(Type.Boolean()),
  has_password_expired: Type.Optional(Type.Boolean()),
  has_mail_error_count_over: Type.Optional(Type.Boolean()),
  message: Type.Optional(Type.String()),
};

/** The login response of spec section 3: tokens, or is_verify=true when a code was mailed for the second step. */
export const LoginResponse = Type.Object({
  ...loginFields,
  user_id: Type.Integer(),
  is_verify: Type.Boolean(),
  is_registered_member: Type.Boolean(),
});

/** A check that may also log the member in (e-mail verification, password reminder). */
export const ResultWithLogin = Type.Object({
  result: Type.Boolean(),
  ...loginFields,
  user_id: Type.Optional(Type.Integer()),
  is_verify: Type.Optional(Type.Boolean()),
  is_registered_member: Type.Optional(Type.Boolean()),
  username: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  email: Type.Optional(Type.String()),
});

const text = Type.String();
const nullableText = Type.Union([Type.String(), Type.Null()]);

/** The member as GET /v1/me/user shows it (services/accounts.ts serializeUser). */
export const Member = Type.Object({
  id: Type.Integer(),
  code: text,
  email: text,
  username: nullableText,
  last_name: text,
  first_name: text,
  last_name_kana: text,
  first_name_kana: text,
  postal_code: text,
  prefecture: text,
  city: text,
  address1: text,
  address2: text,
  phone_number: text,
  cell_phone_number: text,
  gender: Type.Union([Type.Integer(), Type.Null()]),
  birthday: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  is_receive_newsletter: Type.Integer(),
  job: text,
  school: text,
  company_name: text,
  department: text,
  orderer_name: text,
  contact_phone_number: text,
  fax: text,
  question_ct: Type.Union([Type.Integer(), Type.Null()]),
  is_registered_member: Type.Boolean(),
  is_email_verified: Type.Boolean(),
  is_mfa_enabled: Type.Boolean(),
  has_password: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

/** What every call of a shop in maintenance answers (see plugins/channel.ts). */
export const MaintenanceBody = Type.Object({
  message: Type.String(),
  title: Type.String(),
  code: Type.Literal('maintenance'),
});

/** Answers any shop call may give besides its own: unknown channel, maintenance. */
export const SHOP_ERRORS = { 404: ErrorResponse, 503: MaintenanceBody } as const;

/** A numeric id in a path. */
export const IdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric id' }),
});

/** page and per of a paged list. */
export const PageQuery = Type.Object({ page: PagingQuery.page, per: PagingQuery.per });
