import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clearRefreshCookie } from '../../services/login.js';
import { confirmLeave, leaveSchema, leaveShop } from '../../services/leave.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { ErrorResponse, Result } from '../../schemas.js';

/** Leaving the shop (退会). */
const leaveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = { preHandler: app.authenticate };

  app.delete(
    '/v1/me/user',
    {
      ...me,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['me'],
        summary: 'Leaves the shop (退会)',
        security: [{ bearer: [] }],
        description:
          'Needs the password (a member who only logs in through an external provider has none and sends none). Every session ends; addresses, saved cards, lists, bookmarks, histories and messages are deleted and the account is emptied of personal data; orders are kept for accounting. The old e-mail address and password log nobody in afterwards.',
        body: bodyOf(leaveSchema),
        response: { 200: Result, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const member = request.member!;
      const values = await validateBody(leaveSchema, request.body ?? {});
      await confirmLeave(member, values.password);
      await leaveShop(app.db, member);
      clearRefreshCookie(reply);
      return { result: true };
    },
  );
};

export default leaveRoutes;
