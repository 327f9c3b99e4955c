import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { loadOrderSettings } from '../../services/order-settings.js';
import { PagingQuery, paging, setPagingHeaders } from '../../services/paging.js';
import {
  POINT_REASON_LABELS,
  type LedgerReason,
  expiringGroups,
  settleExpiredPoints,
} from '../../services/point-lots.js';
import { pointBalance, pointHistoryPage } from '../../services/points.js';

const Expiring = Type.Object({
  points: Type.Integer(),
  /** The last moment the points can be used. */
  expires_at: Type.String({ format: 'date-time' }),
});

const PointsAnswer = Type.Object({
  data: Type.Object({
    /** The member's usable points. */
    points: Type.Integer(),
    /** The next points to expire, or null when none will. */
    next_expiring: Type.Union([Expiring, Type.Null()]),
    /** Every future expiry, soonest first. */
    expiring: Type.Array(Expiring),
    /** Days points stay usable after they are granted (0: they never expire). */
    expiry_days: Type.Integer(),
  }),
});

const PointHistory = Type.Object({
  id: Type.Integer(),
  /** Positive: granted; negative: used, taken back or expired. */
  points: Type.Integer(),
  reason: Type.Union(
    [
      Type.Literal('registration'),
      Type.Literal('order_use'),
      Type.Literal('order_grant'),
      Type.Literal('cancel_return'),
      Type.Literal('admin'),
      Type.Literal('expire'),
    ],
    { description: 'Why the points changed (reason_label says it in Japanese)' },
  ),
  /** The reason in Japanese, as the history shows it. */
  reason_label: Type.String(),
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  order_no: Type.Union([Type.String(), Type.Null()]),
  /** Until when a grant can be used (null for spending, or when points never expire). */
  expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const security = [{ bearer: [] }];

/** The member's points (spec section 7: GET /v1/me/points and /v1/me/point-histories). */
const pointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settle = async (channelId: string, userId: number) => {
    const days = (await loadOrderSettings(app.db, channelId))['POINT.EXPIRY_DAYS'];
    return { days, state: await settleExpiredPoints(app.db, userId, days) };
  };

  app.get(
    '/v1/me/points',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['points'],
        summary: "The member's point balance and the points that will expire, with their dates",
        security,
        response: { 200: PointsAnswer, 401: ErrorResponse, ...SHOP_ERRORS },
      },
    },
    async (request) => {
      const member = request.member!;
      const { days, state } = await settle(request.channel.id, member.id);
      const expiring = expiringGroups(state).map((group) => ({
        points: group.points,
        expires_at: group.expiresAt.toISOString(),
      }));
      return {
        data: {
          points: await pointBalance(app.db, member.id),
          next_expiring: expiring[0] ?? null,
          expiring,
          expiry_days: days,
        },
      };
    },
  );

  app.get(
    '/v1/me/point-histories',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['points'],
        summary:
          "The member's point history, newest first (paging headers): grants, use, cancellations and expiry",
        security,
        querystring: Type.Object(PagingQuery),
        response: {
          200: Type.Object({ data: Type.Array(PointHistory) }),
          401: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const member = request.member!;
      const { state } = await settle(request.channel.id, member.id);
      const page = paging(request.query);
      const { total, rows } = await pointHistoryPage(app.db, member.id, page);
      setPagingHeaders(reply, page, total);
      return {
        data: rows.map((row) => ({
          id: row.id,
          points: row.points,
          reason: (row.reason in POINT_REASON_LABELS ? row.reason : 'admin') as LedgerReason,
          reason_label: POINT_REASON_LABELS[row.reason] ?? POINT_REASON_LABELS.admin!,
          order_id: row.orderId,
          order_no: row.orderNo,
          expires_at: state.expiryByEntry.get(row.id)?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default pointRoutes;
