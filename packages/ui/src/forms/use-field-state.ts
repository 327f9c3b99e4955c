import { useField, useFormikContext } from 'formik';
import type { FieldHelperProps, FieldInputProps, FieldMetaProps } from 'formik';
import { useId } from 'react';

/** Spec section 4, form state classes: valid, invalid, dirty. */
export type FieldStatus = 'is-valid' | 'is-invalid';

export type FieldState<V = unknown> = {
  field: FieldInputProps<V>;
  meta: FieldMetaProps<V>;
  helpers: FieldHelperProps<V>;
  /** Id of the control; the label, hint, notice and error ids derive from it. */
  id: string;
  /** The message to show, only once the field was touched or the form submitted. */
  error: string | undefined;
  /** Undefined until the shopper has left the field or submitted the form. */
  status: FieldStatus | undefined;
  dirty: boolean;
  /** 'is-valid' | 'is-invalid', plus 'is-dirty' when the value differs from the initial one. */
  stateClass: string;
};

/**
 * Compound values (date parts, checkbox lists) are touched per part when formik submits,
 * so any touched part counts as the field being touched.
 */
export function isTouched(touched: unknown): boolean {
  if (Array.isArray(touched)) return touched.some(isTouched);
  if (touched !== null && typeof touched === 'object')
    return Object.values(touched).some(isTouched);
  return touched === true;
}

/** The first message of a field error; yup may report a compound field part by part. */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error === '' ? undefined : error;
  if (Array.isArray(error)) return error.map(errorText).find(Boolean);
  if (error !== null && typeof error === 'object')
    return Object.values(error).map(errorText).find(Boolean);
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * Whether two form values are the same to the shopper. Inputs hand back text, so the code 1
 * and '1' are the same, and so are null, undefined and ''.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  const [x, y] = [asText(a), asText(b)];
  // Files and other objects are the same only when they are the same object.
  return x === null || y === null ? a === b : x === y;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return null;
}

/**
 * The formik field `name` with what a control needs to show its state: the error once it
 * should be seen and the state classes. Errors wait until the shopper leaves the field or
 * submits, so a half-typed value is not reported as wrong.
 */
export function useFieldState<V = unknown>(
  name: string,
  options: { id?: string } = {},
): FieldState<V> {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const generatedId = useId();
  const id = options.id ?? `${name}${generatedId}`;
  const judged = isTouched(meta.touched) || submitCount > 0;
  const error = judged ? errorText(meta.error) : undefined;
  const status: FieldStatus | undefined = judged ? (error ? 'is-invalid' : 'is-valid') : undefined;
  const dirty = !sameValue(meta.value, meta.initialValue);
  const stateClass = [status, dirty ? 'is-dirty' : undefined].filter(Boolean).join(' ');
  return { field, meta, helpers, id, error, status, dirty, stateClass };
}
