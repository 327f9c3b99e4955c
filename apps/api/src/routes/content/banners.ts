import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import { ErrorResponse, IdParams, SHOP_ERRORS } from '../../schemas.js';
import { SVG_TYPE, renderArtwork, sceneKinds } from '../../services/artwork.js';
import { shownBanner, shownBanners } from '../../services/content/banners.js';
import type { BannerRow } from '../../services/content/banners.js';
import { IMAGE_TYPES, toImage, widthOf, WidthQuery } from '../../services/raster.js';
import { setDownloadHeaders } from '../../services/paging.js';

/** Pixel size of the drawn image by area; other areas get the default. */
const AREA_SIZES: Record<string, { width: number; height: number }> = {
  top_main: { width: 1200, height: 480 },
  top_sub: { width: 600, height: 300 },
  sidebar: { width: 300, height: 250 },
  footer: { width: 1200, height: 200 },
};
const DEFAULT_SIZE = { width: 1200, height: 400 };

export const Banner = Type.Object({
  id: Type.Integer(),
  area: Type.String({ description: 'e.g. top_main, top_sub, sidebar, footer, lp' }),
  title: Type.String(),
  subtitle: Type.String(),
  alt: Type.String(),
  link_url: Type.Union([Type.String(), Type.Null()]),
  image_url: Type.String({ description: 'PNG drawn by the API, e.g. /v1/banners/1/image' }),
  width: Type.Integer(),
  height: Type.Integer(),
  sort_order: Type.Integer(),
  is_show: Type.Boolean(),
  is_downloadable: Type.Boolean({
    description: 'offered for download (GET /v1/banners/{id}/download serves only these)',
  }),
  starts_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  ends_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export function toBanner(row: BannerRow) {
  const size = AREA_SIZES[row.area] ?? DEFAULT_SIZE;
  return {
    id: row.id,
    area: row.area,
    title: row.title,
    subtitle: row.subtitle,
    alt: row.alt,
    link_url: row.linkUrl,
    image_url: `/v1/banners/${row.id}/image`,
    ...size,
    sort_order: row.sortOrder,
    is_show: row.isShow,
    is_downloadable: row.isDownloadable,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

/** Shown banners of some areas: areas in the order asked, an area's banners in display order. */
export async function bannersOf(db: Database, channelId: string, areas: readonly string[]) {
  return (await shownBanners(db, channelId, areas)).map(toBanner);
}

function drawBanner(row: BannerRow, shop: { id: string; name: string }): string {
  const size = AREA_SIZES[row.area] ?? DEFAULT_SIZE;
  return renderArtwork({
    ...size,
    colors: row.colors,
    title: row.title,
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    caption: shop.name,
    scene: { kinds: sceneKinds(shop.id, row.id) },
  });
}

const Area = Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9_-]+$' });
const Areas = Type.Array(Area, { maxItems: 20 });

/** Banners by area (area[]=top_main&area[]=sidebar), their drawn image and its download. */
const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/banners',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Shown banners of the given areas (area[]=top_main&area[]=sidebar)',
        querystring: Type.Object({
          area: Type.Optional(Areas),
          'area[]': Type.Optional(Areas),
          is_show: Type.Optional(
            Type.String({
              pattern: '^(1|true)$',
              description: 'only 1: hidden banners are never listed',
            }),
          ),
        }),
        response: {
          200: Type.Object({ data: Type.Array(Banner) }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const areas = [...(request.query.area ?? []), ...(request.query['area[]'] ?? [])];
      if (areas.length === 0)
        throw new HttpError(422, '入力内容に誤りがあります', {
          errors: { area: ['表示場所を指定してください'] },
        });
      return { data: await bannersOf(app.db, request.channel.id, areas) };
    },
  );

  const findShown = async (channelId: string, id: string) => {
    const row = await shownBanner(app.db, channelId, Number(id));
    if (!row) throw new HttpError(404, 'バナーが見つかりません', { code: 'banner_not_found' });
    return row;
  };

  // The <img> source: hidden from the API document, as it is an asset rather than a call. A
  // PNG, WebP or AVIF picture, as a banner photo would be (the drawing itself is the download);
  // ?w= gives a narrower copy for srcset. A banner can be edited, so browsers keep it briefly.
  app.get(
    '/v1/banners/:id/image',
    {
      schema: {
        hide: true,
        params: IdParams,
        querystring: Type.Object({
          ...WidthQuery.properties,
          format: Type.Optional(
            Type.Union([Type.Literal('png'), Type.Literal('webp'), Type.Literal('avif')]),
          ),
        }),
      },
    },
    async (request, reply) => {
      const row = await findShown(request.channel.id, request.params.id);
      const format = request.query.format ?? 'png';
      const picture = await toImage(
        drawBanner(row, request.channel),
        format,
        widthOf(request.query.w),
      );
      return reply
        .header('content-type', IMAGE_TYPES[format])
        .header('cache-control', 'public, max-age=300')
        .send(picture);
    },
  );

  app.get(
    '/v1/banners/:id/download',
    {
      schema: {
        tags: ['content'],
        summary:
          'A downloadable banner as a file (name in x-suggested-filename, URI-encoded); 404 for others',
        params: IdParams,
        response: {
          200: Type.String({ description: 'SVG image' }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const row = await findShown(request.channel.id, request.params.id);
      // A banner the shop does not offer for download is not handed out as a file.
      if (!row.isDownloadable)
        throw new HttpError(404, 'このバナーはダウンロードできません', {
          code: 'banner_not_downloadable',
        });
      setDownloadHeaders(reply, `${row.fileName}.svg`, SVG_TYPE);
      return reply.send(drawBanner(row, request.channel));
    },
  );
};

export default bannerRoutes;
