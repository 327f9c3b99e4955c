import { Type } from 'typebox';

/** A product key (or numeric id where the spec names an id). */
export const ProductKeyParams = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100 }),
});

/** An id or key of a category, maker, brand or tag. */
export const IdOrKey = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' });

/** Unlock tokens of password-protected tags (POST /v1/tags/password), comma-separated. */
export const TagTokenQuery = {
  tag_token: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: 'tokens from POST /v1/tags/password, comma-separated',
    }),
  ),
};
