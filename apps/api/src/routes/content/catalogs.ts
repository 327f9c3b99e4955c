import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { SVG_TYPE, renderArtwork } from '../../services/artwork.js';
import { shownCatalog, shownCatalogs } from '../../services/content/catalogs.js';
import type { CatalogRow } from '../../services/content/catalogs.js';
import { SHOP_ERRORS } from '../../schemas.js';

const PAGE_SIZE = { width: 600, height: 840 };

const CatalogPage = Type.Object({
  number: Type.Integer({ description: '0 is the cover' }),
  title: Type.String(),
  image_url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

const Catalog = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  description: Type.String(),
  issued_on: Type.String({ format: 'date' }),
  /** A printed copy can be ordered (/catalog-order). */
  is_orderable: Type.Boolean(),
  cover_image_url: Type.String(),
  /** The cover then every page, for the flip-book. */
  pages: Type.Array(CatalogPage),
});

const imageUrl = (id: number, page: number) => `/v1/catalog/${id}/pages/${page}/image`;

function toCatalog(row: CatalogRow) {
  const titles = [row.title, ...row.pages];
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    issued_on: row.issuedOn,
    is_orderable: row.isOrderable,
    cover_image_url: imageUrl(row.id, 0),
    pages: titles.map((title, number) => ({
      number,
      title,
      image_url: imageUrl(row.id, number),
      ...PAGE_SIZE,
    })),
  };
}

/** Printed catalogues a shopper can order or leaf through; their pages are drawn by the API. */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/catalog',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Shown catalogues, newest issue first',
        response: { 200: Type.Object({ data: Type.Array(Catalog) }), ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const rows = await shownCatalogs(app.db, request.channel.id);
      return { data: rows.map(toCatalog) };
    },
  );

  app.get(
    '/v1/catalog/:id/pages/:page/image',
    {
      schema: {
        hide: true,
        params: Type.Object({
          id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
          page: Type.String({ pattern: '^(0|[1-9][0-9]{0,3})$' }),
        }),
      },
    },
    async (request, reply) => {
      const row = await shownCatalog(app.db, request.channel.id, Number(request.params.id));
      const number = Number(request.params.page);
      if (!row || number > row.pages.length)
        throw new HttpError(404, 'カタログのページが見つかりません', {
          code: 'catalog_page_not_found',
        });
      const svg = renderArtwork({
        ...PAGE_SIZE,
        colors: row.colors,
        title: number === 0 ? row.title : (row.pages[number - 1] ?? ''),
        subtitle: number === 0 ? `${row.issuedOn.replaceAll('-', '.')} 発行` : row.title,
        caption: number === 0 ? request.channel.name : `${number} / ${row.pages.length}`,
      });
      return reply
        .header('content-type', SVG_TYPE)
        .header('cache-control', 'public, max-age=300')
        .send(svg);
    },
  );
};

export default catalogRoutes;
