import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordChangeSchema } from '@mise/validation';
import { HttpError } from '../../errors.js';
import { setPassword } from '../../services/accounts.js';
import { verifySecret } from '../../services/passwords.js';
import { revokeUserSessions } from '../../services/tokens.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { Result } from '../../schemas.js';

const WRONG_PASSWORD = '現在のパスワードが正しくありません';

/** The member's password change. */
const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = { preHandler: app.authenticate };

  app.put(
    '/v1/me/password',
    {
      ...me,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        description: 'Changes the password; every other session of the member is logged out.',
        body: bodyOf(passwordChangeSchema),
        response: { 200: Result },
      },
    },
    async (request) => {
      const member = request.member!;
      const values = await validateBody(passwordChangeSchema, request.body);
      if (!(await verifySecret(member.passwordHash, values.current_password))) {
        throw new HttpError(422, WRONG_PASSWORD, {
          errors: { current_password: [WRONG_PASSWORD] },
        });
      }
      await setPassword(app.db, member.id, values.password);
      await revokeUserSessions(app.db, member.id, request.sessionId);
      return { result: true };
    },
  );
};

export default passwordRoutes;
