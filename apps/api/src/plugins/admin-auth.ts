import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { ErrorResponse } from '../schemas.js';
import { bearerToken } from './auth.js';

export const ADMIN_MESSAGES = {
  disabled: '管理APIは無効です（ADMIN_API_TOKEN が設定されていません）',
  unauthorized: '管理APIの認証に失敗しました',
} as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Compares the bearer token with ADMIN_API_TOKEN in constant time (both hashed first, so
 * neither the content nor the length leaks through timing).
 */
export function isAdminToken(expected: string, given: string | null): boolean {
  return given !== null && timingSafeEqual(digest(expected), digest(given));
}

/** The answers every admin route may give besides its own, and its security scheme. */
export const ADMIN_ERRORS = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse } as const;
export const adminSecurity = [{ bearer: [] }];

/**
 * Guards every route of the calling plugin (the operators' admin API, /admin/*) with
 * ADMIN_API_TOKEN; without it every call is refused.
 */
export function adminOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const expected = app.config.adminApiToken;
    if (!expected) throw new HttpError(403, ADMIN_MESSAGES.disabled, { code: 'admin_disabled' });
    if (!isAdminToken(expected, bearerToken(request)))
      throw new HttpError(401, ADMIN_MESSAGES.unauthorized, { code: 'admin_unauthorized' });
  });
}
