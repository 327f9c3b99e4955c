import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import { Coupon, memberCoupons, publicCoupons, takeCoupon } from '../../services/coupons.js';

/** The shop's coupons (GET /v1/coupons) and the member's (GET/POST /v1/me/coupons). */
const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/coupons',
    {
      config: { publicCache: true },
      preHandler: app.identify,
      schema: {
        tags: ['coupons'],
        summary: 'Public coupons valid now (is_taken for members), ending soonest first',
        response: { 200: Type.Object({ data: Type.Array(Coupon) }), ...SHOP_ERRORS },
      },
    },
    async (request) => {
      return { data: await publicCoupons(app.db, request.channel.id, request.member?.id) };
    },
  );

  app.get(
    '/v1/me/coupons',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['coupons'],
        summary: "The member's coupons, newest taken first (expired and used ones included)",
        security: [{ bearer: [] }],
        response: {
          200: Type.Object({ data: Type.Array(Coupon) }),
          401: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      return { data: await memberCoupons(app.db, request.channel.id, request.member!.id) };
    },
  );

  app.post(
    '/v1/me/coupons',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['coupons'],
        summary:
          'Takes a coupon (201; taking it again answers 200 with the same coupon). page: lp when taken on a landing page',
        security: [{ bearer: [] }],
        body: Type.Object({
          coupon_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          page: Type.Optional(
            Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9_-]+$' }),
          ),
        }),
        response: {
          200: Type.Object({ data: Coupon }),
          201: Type.Object({ data: Coupon }),
          401: ErrorResponse,
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { coupon, created } = await takeCoupon(
        app.db,
        request.channel.id,
        request.member!.id,
        request.body.coupon_id,
        request.body.page ?? 'coupon',
      );
      return reply.status(created ? 201 : 200).send({ data: coupon });
    },
  );
};

export default couponRoutes;
