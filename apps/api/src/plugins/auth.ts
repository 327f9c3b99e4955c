import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../errors.js';
import { findBearer } from '../services/tokens.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    /** preHandler for /v1/me/*: 401 without a valid, unexpired bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler for calls guests and members share: sets request.member when a valid token is sent. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  (app: FastifyInstance) => {
    app.decorateRequest('member', null);
    app.decorateRequest('sessionId', null);

    async function resolve(request: FastifyRequest, required: boolean) {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw new HttpError(401, MESSAGES.unauthenticated);
        return;
      }
      const bearer = await findBearer(app.db, token, request.channel.id);
      if (bearer && 'user' in bearer) {
        request.member = bearer.user;
        request.sessionId = bearer.sessionId;
        return;
      }
      // A stale token on a shared call is not an error; the storefront refreshes on 401 from /me.
      if (required) {
        throw new HttpError(401, bearer ? MESSAGES.tokenExpired : MESSAGES.unauthenticated, {
          code: bearer ? 'token_expired' : 'unauthenticated',
        });
      }
    }

    app.decorate('authenticate', (request: FastifyRequest) => resolve(request, true));
    app.decorate('identify', (request: FastifyRequest) => resolve(request, false));
  },
  { name: 'auth', dependencies: ['channel'] },
);

/** The member of a /me-style call (the route's preHandler is app.authenticate). */
export function memberOf(request: FastifyRequest) {
  if (!request.member) throw new Error('member route without app.authenticate');
  return request.member;
}
