import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { HttpError, MESSAGES } from '../errors.js';

type FieldErrors = Record<string, string[]>;

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/** Fastify's schema (AJV) errors, in Japanese, keyed by field. */
export function schemaErrors(validation: FastifySchemaValidationError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of validation) {
    const params = error.params;
    const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = (params.missingProperty as string | undefined) ?? (path || 'body');
    switch (error.keyword) {
      case 'required':
        add(errors, field, `${field}は必須項目です`);
        break;
      case 'maxLength':
        add(errors, field, `${field}は${String(params.limit)}文字以内で入力してください`);
        break;
      case 'minLength':
        add(errors, field, `${field}は${String(params.limit)}文字以上で入力してください`);
        break;
      case 'maximum':
      case 'minimum':
        add(errors, field, `${field}の値が範囲外です`);
        break;
      case 'enum':
      case 'const':
        add(errors, field, `${field}の値が正しくありません`);
        break;
      default:
        add(errors, field, `${field}の形式が正しくありません`);
    }
  }
  return errors;
}

/** yup's errors from `validate(..., { abortEarly: false })`, keyed by field. */
export function yupErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const field = item.path ?? 'body';
    if (!errors[field]?.includes(item.message)) add(errors, field, item.message);
  }
  return errors;
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
};

/**
 * One error shape for every endpoint: `{ message, code?, errors?: { field: [messages] } }`,
 * Japanese messages, 422 for invalid input, and no detail of a 5xx.
 */
export default fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.errors ? { errors: error.errors } : {}),
          ...error.extra,
        });
      }
      if (error instanceof ValidationError) {
        return reply.status(422).send({ message: MESSAGES.invalidInput, errors: yupErrors(error) });
      }
      if ('validation' in error && error.validation) {
        return reply
          .status(422)
          .send({ message: MESSAGES.invalidInput, errors: schemaErrors(error.validation) });
      }
      const known = 'code' in error ? FASTIFY_CODES[error.code] : undefined;
      if (known) return reply.status(known.status).send({ message: known.message });

      const status =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 429) return reply.status(429).send({ message: MESSAGES.tooManyRequests });
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply
          .status(status)
          .send({ message: status === 404 ? MESSAGES.notFound : MESSAGES.invalidInput });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: MESSAGES.server });
    });

    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: MESSAGES.routeNotFound, code: 'route_not_found' }),
    );
  },
  { name: 'errors' },
);
