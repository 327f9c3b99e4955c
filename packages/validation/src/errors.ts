import { ValidationError } from 'yup';

/** Field path → first message, as a form shows it and as the API answers it. */
export type FieldErrors = Record<string, string>;

/** Flattens a yup error from `validate(values, { abortEarly: false })`; keeps each field's first message. */
export function collectErrors(error: unknown): FieldErrors {
  if (!ValidationError.isError(error)) throw error;
  const errors: FieldErrors = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const key = item.path ?? '';
    if (!(key in errors)) errors[key] = item.message;
  }
  return errors;
}
