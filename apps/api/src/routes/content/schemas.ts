import { Type } from 'typebox';

/** Ids of notices and free areas chosen by the operator, such as cart-index-note. */
export const CodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }) });

/** A record by its numeric id or its URL key (news, blogs). */
export const IdOrKeyParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
});
