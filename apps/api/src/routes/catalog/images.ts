import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse } from '../../schemas.js';
import { IMAGE_SIZE } from '../../services/catalog.js';
import { catalogPicture, companyByKey, productImageSource } from '../../services/catalog-images.js';
import { renderCompanyImage, renderProductImage } from '../../services/product-images.js';
import { fromPicture, IMAGE_TYPES, toImage, WidthQuery, widthOf } from '../../services/raster.js';
import type { ImageFormat } from '../../services/raster.js';

/** The pictures never change for a given path (they are drawn from seeded data). */
const CACHE = 'public, max-age=31536000, immutable';
const imageNotFound = () =>
  new HttpError(404, '画像が見つかりませんでした', { code: 'image_not_found' });

/**
 * An imported photo may be replaced under the same path by the next import: browsers check
 * again after an hour (the ETag answers 304 while it is the same).
 */
const PHOTO_CACHE = 'public, max-age=3600';

/** Sends the picture with its validator; false when the browser's copy is still current. */
function fresh(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  cache = CACHE,
): boolean {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  void reply.header('cache-control', cache).header('etag', etag);
  return request.headers['if-none-match'] !== etag;
}

export function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: Buffer,
  format: ImageFormat,
  cache = CACHE,
) {
  if (!fresh(request, reply, picture, cache)) return reply.status(304).send();
  return reply.header('content-type', IMAGE_TYPES[format]).send(picture);
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  if (!fresh(request, reply, svg)) return reply.status(304).send();
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  );
}

const Channel = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$' });

/**
 * Product, brand and maker images (image.path of the catalogue answers). Outside the shop scope:
 * an <img> sends no X-Channel header, so the shop is part of the path.
 */
const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/images/:channel/products/:key/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A product image drawn by the API: N.png, N.webp or N.avif as the shop shows it (?w= one of 160, 320, 640, 960 for a narrower copy), N.svg with its lettering',
        params: Type.Object({
          channel: Channel,
          key: Type.String({ minLength: 1, maxLength: 100 }),
          file: Type.String({ pattern: '^[1-9][0-9]?\\.(png|webp|avif|svg)$' }),
        }),
        querystring: WidthQuery,
        response: { 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { channel, key, file } = request.params;
      const index = Number.parseInt(file, 10);
      const format = file.slice(file.indexOf('.') + 1) as ImageFormat | 'svg';
      const width = widthOf(request.query.w);
      if (format === 'svg' && width)
        throw new HttpError(422, '入力内容に誤りがあります', {
          errors: { w: ['SVG画像は幅を指定できません'] },
        });
      const row = await productImageSource(app.db, channel, key, index);
      if (!row || index > row.imageCount) throw imageNotFound();
      const photo = row.photo ? await catalogPicture(app.db, row.photo) : undefined;
      if (photo) {
        // A photo has no lettered SVG version: its PNG is what the SVG address shows.
        const served = format === 'svg' ? 'png' : format;
        const picture = await fromPicture(photo.hash, photo.bytes, IMAGE_SIZE, served, width);
        return sendPicture(request, reply, picture, served, PHOTO_CACHE);
      }
      const art = { ...row, index, ...IMAGE_SIZE };
      if (format === 'svg') return sendSvg(request, reply, renderProductImage(art));
      const svg = renderProductImage(art, { lettering: false });
      return sendPicture(request, reply, await toImage(svg, format, width), format);
    },
  );

  app.get(
    '/v1/images/:channel/:kind/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A brand or maker logo (SVG drawn by the API)',
        params: Type.Object({
          channel: Channel,
          kind: Type.Union([Type.Literal('brands'), Type.Literal('makers')]),
          file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}\\.svg$' }),
        }),
        response: { 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { channel, kind, file } = request.params;
      const row = await companyByKey(app.db, kind, channel, file.slice(0, -4));
      if (!row) throw imageNotFound();
      return sendSvg(request, reply, renderCompanyImage(row.name, row.key));
    },
  );
};

export default imageRoutes;
