import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, IdParams, Result, SHOP_ERRORS } from '../../schemas.js';
import type { Owner } from '../../services/histories/owner.js';
import { memberOf } from '../../plugins/auth.js';

/** A guest is recognised by this cookie (or the X-Guest-Id header) across visits. */
export const GUEST_COOKIE = 'mise_guest_id';
const GUEST_HEADER = 'x-guest-id';
const GUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function guestIdOf(request: FastifyRequest): string | null {
  const header = request.headers[GUEST_HEADER];
  const fromHeader = typeof header === 'string' ? header.trim() : '';
  if (GUEST_ID.test(fromHeader)) return fromHeader;
  const cookie = request.cookies[GUEST_COOKIE] ?? '';
  return GUEST_ID.test(cookie) ? cookie : null;
}

/** The guest id of the request, or a new one remembered in a cookie for a year. */
function ensureGuestId(request: FastifyRequest, reply: FastifyReply): string {
  const known = guestIdOf(request);
  if (known) return known;
  const id = randomUUID();
  void reply.setCookie(GUEST_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 3600,
  });
  return id;
}

/** The requester as the owner of a list: the member, else the guest (given an id when new). */
export const ownerOf = (request: FastifyRequest, reply: FastifyReply): Owner =>
  request.member ? { userId: request.member.id } : { guestId: ensureGuestId(request, reply) };

export const ProductRef = Type.Union(
  [Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 100 })],
  {
    description: 'product id or key',
  },
);

export const GuestIdResponse = Type.Union([Type.String(), Type.Null()], {
  description: 'the guest id (also set as the mise_guest_id cookie); null for a member',
});

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** Deletes one row of the member's own list; 404 with `message` when it is not theirs. */
export const removeOwn = (
  app: TypeboxApp,
  path: string,
  summary: string,
  remove: (db: Database, channelId: string, userId: number, id: number) => Promise<boolean>,
  message: string,
) =>
  app.delete(
    path,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['histories'],
        summary,
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: Result, 401: ErrorResponse, 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const deleted = await remove(
        app.db,
        request.channel.id,
        member.id,
        Number(request.params.id),
      );
      if (!deleted) throw new HttpError(404, message, { code: 'history_not_found' });
      return { result: true };
    },
  );
