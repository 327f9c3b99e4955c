import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, IdParams, SHOP_ERRORS } from '../../schemas.js';
import { shownPopup, shownPopups } from '../../services/content/popups.js';
import type { PopupRow } from '../../services/content/popups.js';

export const Popup = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String({ description: 'HTML' }),
  link_url: Type.Union([Type.String(), Type.Null()]),
  link_label: Type.Union([Type.String(), Type.Null()]),
  trigger: Type.Union([Type.Literal('page_load'), Type.Literal('event')]),
  /** The ecommerce event that opens it (trigger event). */
  event_name: Type.Union([Type.String(), Type.Null()]),
  /** The shop path it opens on (trigger page_load); null: every page. */
  page_path: Type.Union([Type.String(), Type.Null()]),
  starts_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  ends_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export function toPopup(row: PopupRow) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link_url: row.linkUrl,
    link_label: row.linkLabel,
    trigger: row.trigger,
    event_name: row.eventName,
    page_path: row.pagePath,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

/** Popups the storefront opens on page load or on an ecommerce event. */
const popupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/popups',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Popups shown now',
        response: { 200: Type.Object({ data: Type.Array(Popup) }), ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const rows = await shownPopups(app.db, request.channel.id);
      return { data: rows.map(toPopup) };
    },
  );

  app.get(
    '/v1/popups/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'One popup shown now',
        params: IdParams,
        response: { 200: Type.Object({ data: Popup }), 422: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const row = await shownPopup(app.db, request.channel.id, Number(request.params.id));
      if (!row)
        throw new HttpError(404, 'ポップアップが見つかりません', { code: 'popup_not_found' });
      return { data: toPopup(row) };
    },
  );
};

export default popupRoutes;
