import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import { collectErrors } from './errors.js';
import type { FieldErrors } from './errors.js';

/** The first message a schema gives for a value, or undefined when the value passes. */
export function messageFor(schema: Schema, value: unknown): string | undefined {
  try {
    schema.validateSync(value);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Every field's first message for a whole form, as formik would show them. */
export function formErrors(schema: Schema, values: unknown): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return collectErrors(error);
  }
}
