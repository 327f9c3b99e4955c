import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { renderArtwork } from '../../services/artwork.js';
import { findStylist, shownStylists } from '../../services/moto/stylists.js';
import type { StylistRow } from '../../services/moto/stylists.js';

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  void reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  );
}

const notFound = () =>
  new HttpError(404, 'スタイリストが見つかりませんでした', { code: 'stylist_not_found' });

const Stylist = Type.Object({
  key: Type.String(),
  name: Type.String(),
  name_kana: Type.String(),
  title: Type.String({ description: 'One line under the name (担当分野)' }),
  profile: Type.String({ description: 'HTML' }),
  photo: Type.Object({ path: Type.String(), alt: Type.String() }),
});

export const stylistPhotoPath = (channelId: string, key: string) =>
  `/v1/images/${encodeURIComponent(channelId)}/stylists/${encodeURIComponent(key)}.svg`;

const serialize = (row: StylistRow) => ({
  key: row.key,
  name: row.name,
  name_kana: row.nameKana,
  title: row.title,
  profile: row.profile,
  photo: { path: stylistPhotoPath(row.channelId, row.key), alt: `${row.name}の写真` },
});

/** The shop's stylists (/stylist lists them, /stylist/{key} shows one). */
export const stylistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/stylists',
    {
      config: { publicCache: true },
      schema: {
        tags: ['stylists'],
        summary: "The shop's shown stylists in the operator's order (empty when it has none)",
        response: { 200: Type.Object({ data: Type.Array(Stylist) }), ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const rows = await shownStylists(app.db, request.channel.id);
      return { data: rows.map(serialize) };
    },
  );

  app.get(
    '/v1/stylists/:key',
    {
      config: { publicCache: true },
      schema: {
        tags: ['stylists'],
        summary: 'One shown stylist by key',
        params: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Object({ data: Stylist }), 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const row = await findStylist(app.db, request.channel.id, request.params.key);
      if (!row) throw notFound();
      return { data: serialize(row) };
    },
  );
};

/**
 * A stylist's portrait, drawn by the API like the other demo pictures. Outside the shop scope:
 * an <img> sends no X-Channel header, so the shop is part of the path.
 */
export const stylistImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/images/:channel/stylists/:file',
    {
      schema: {
        tags: ['stylists'],
        summary: "A stylist's portrait (SVG drawn by the API)",
        params: Type.Object({
          channel: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$' }),
          file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}\\.svg$' }),
        }),
        response: { 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { channel, file } = request.params;
      const row = await findStylist(app.db, channel, file.slice(0, -4), { includeHidden: true });
      if (!row) throw notFound();
      const svg = renderArtwork({
        width: 480,
        height: 600,
        colors: { background: '#f3f1ec', foreground: '#1f1f1f', accent: row.colour },
        title: row.name,
        subtitle: row.title,
      });
      return sendSvg(request, reply, svg);
    },
  );
};
