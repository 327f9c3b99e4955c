import { Type } from 'typebox';

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

/** The login response of spec section 3: tokens, or is_verify=true when a code was mailed for the second step. */
export const LoginResponse = Type.Object({
  access_token: Type.Optional(Type.String()),
  refresh_token: Type.Optional(Type.String()),
  token_type: Type.Optional(Type.Literal('Bearer')),
  expires_in: Type.Optional(Type.Integer()),
  expires_at: Type.Optional(Type.String({ format: 'date-time' })),
  user_id: Type.Integer(),
  is_verify: Type.Boolean(),
  verify_code: Type.Optional(
    Type.String({ description: 'Testing aid: only when MISE_EXPOSE_CODES is on' }),
  ),
  is_sync_user_channel: Type.Optional(Type.Boolean()),
  is_registered_member: Type.Boolean(),
  has_password_expired: Type.Optional(Type.Boolean()),
  has_mail_error_count_over: Type.Optional(Type.Boolean()),
  message: Type.Optional(Type.String()),
});
