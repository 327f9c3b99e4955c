import { Type } from 'typebox';
import type { TNull, TObject, TOptional, TSchema, TUnion } from 'typebox';
import type { AnyObject, InferType, ObjectSchema } from 'yup';

type FieldDescription = { type: string; label?: string };

/** A form's fields as bodyOf types them: each optional, nullable, its value checked by yup. */
type FormFields<S> =
  S extends ObjectSchema<infer T>
    ? { [K in keyof T & string]: TOptional<TUnion<[TSchema, TNull]>> }
    : never;

/**
 * The JSON schema of a form body, derived from its @mise/validation schema so the two never
 * drift (several schemas: the union of their fields, e.g. the consumer and business variants):
 * field names and types for the OpenAPI document, all optional, because the yup
 * schema gives the precise Japanese messages (and a missing field is one of them).
 */
export function bodyOf<
  S extends ObjectSchema<AnyObject>,
  E extends Record<string, TSchema> = Record<never, TSchema>,
>(schemas: S | S[], extra?: E): TObject<FormFields<S> & { [K in keyof E]: TOptional<E[K]> }> {
  const fields = Object.assign(
    {},
    ...[schemas].flat().map((schema) => schema.describe().fields),
  ) as Record<string, FieldDescription>;
  const properties: Record<string, TSchema> = {};
  for (const [name, field] of Object.entries(fields)) {
    const options = field.label ? { title: field.label } : {};
    const type =
      field.type === 'string'
        ? Type.String(options)
        : field.type === 'number'
          ? Type.Number(options)
          : field.type === 'boolean'
            ? Type.Boolean(options)
            : Type.Unknown(options);
    properties[name] = Type.Optional(Type.Union([type, Type.Null()]));
  }
  for (const [name, type] of Object.entries(extra ?? {})) properties[name] = Type.Optional(type);
  return Type.Object(properties) as TObject<FormFields<S> & { [K in keyof E]: TOptional<E[K]> }>;
}

/** Validates and casts a body with a form schema; a failure becomes a 422 with field messages. */
export function validateBody<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  return schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
}
