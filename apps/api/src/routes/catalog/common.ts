import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { unlockedTags } from '../../services/catalog.js';
import type { Viewer } from '../../services/catalog.js';
import { PagingQuery } from '../../services/paging.js';

/** A product key (or numeric id where the spec names an id). */
export const ProductKeyParams = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100 }),
});

export const IdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric id' }),
});

/** An id or key of a category, maker, brand or tag. */
export const IdOrKey = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' });

/** page and per of a paged list. */
export const PageQuery = Type.Object({ page: PagingQuery.page, per: PagingQuery.per });

/** Unlock tokens of password-protected tags (POST /v1/tags/password), comma-separated. */
export const TagTokenQuery = {
  tag_token: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: 'tokens from POST /v1/tags/password, comma-separated',
    }),
  ),
};

export async function viewerOf(request: FastifyRequest, tagTokens?: string): Promise<Viewer> {
  return {
    channelId: request.channel.id,
    memberId: request.member?.id ?? null,
    unlockedTagIds: await unlockedTags(request.server.db, request.channel.id, tagTokens),
  };
}

/** The member of a /me-style call (the route's preHandler is app.authenticate). */
export function memberOf(request: FastifyRequest) {
  if (!request.member) throw new Error('member route without app.authenticate');
  return request.member;
}
