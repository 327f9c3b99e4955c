import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { email, emailCodeSchema } from '@mise/validation';
import { Type } from 'typebox';
import { object } from 'yup';
import { HttpError } from '../../errors.js';
import {
  consumeCode,
  findMemberByEmail,
  issueUserToken,
  updateMember,
} from '../../services/accounts.js';
import { completeLogin } from '../../services/login.js';
import { mails } from '../../services/mails.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { ResultWithLogin } from '../../schemas.js';
import type { User } from '../../types.js';

const MESSAGES = {
  sent: '確認コードをメールでお送りしました。メールをご確認ください。',
  invalidCode: '確認コードが正しくないか、有効期限が切れています',
} as const;

const requestSchema = object({ email: email('メールアドレス') });
const checkSchema = emailCodeSchema.shape({ email: email('メールアドレス') });

/**
 * E-mail verification: registration completes with it (the member becomes a registered
 * member and is logged in), and a member whose address changed confirms the new one.
 * Logged in, it works on the member's own address; otherwise on the `email` given.
 */
const emailVerifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = { rateLimit: app.authRateLimit };

  app.post(
    '/v1/email-verify/request',
    {
      config: limited,
      preHandler: app.identify,
      schema: {
        tags: ['auth'],
        body: bodyOf(requestSchema),
        response: {
          200: Type.Object({
            result: Type.Boolean(),
            message: Type.String(),
            verify_code: Type.Optional(Type.String()),
          }),
        },
      },
    },
    async (request) => {
      const values = await validateBody(requestSchema, request.body);
      let user: User | undefined = request.member ?? undefined;
      if (!user) {
        if (!values.email)
          throw new HttpError(422, 'メールアドレスは必須項目です', {
            errors: { email: ['メールアドレスは必須項目です'] },
          });
        user = await findMemberByEmail(app.db, request.channel.id, values.email);
      }
      // Nothing to confirm, or no such account: the same answer, so nobody learns which.
      if (!user || user.emailVerifiedAt) return { result: true, message: MESSAGES.sent };
      const code = await issueUserToken(app.db, user.id, 'email_verify');
      await app.mailer.send({
        to: user.email,
        channelId: user.channelId,
        ...mails.emailVerify(request.channel, code, user.email),
      });
      return {
        result: true,
        message: MESSAGES.sent,
        ...(app.config.exposeCodes ? { verify_code: code } : {}),
      };
    },
  );

  app.post(
    '/v1/email-verify/check',
    {
      config: limited,
      preHandler: app.identify,
      schema: {
        tags: ['auth'],
        description:
          'Confirms the address with the mailed code. Not logged in, a successful check also logs the member in.',
        body: bodyOf(checkSchema),
        response: { 200: ResultWithLogin },
      },
    },
    async (request, reply) => {
      const values = await validateBody(checkSchema, request.body);
      const user =
        request.member ??
        (values.email
          ? await findMemberByEmail(app.db, request.channel.id, values.email)
          : undefined);
      if (!user || !(await consumeCode(app.db, user.id, 'email_verify', values.code))) {
        throw new HttpError(422, MESSAGES.invalidCode, {
          errors: { code: [MESSAGES.invalidCode] },
        });
      }
      const verified = await updateMember(app.db, user.id, {
        emailVerifiedAt: new Date(),
        isRegisteredMember: true,
      });
      if (request.member) return { result: true, is_registered_member: true };
      return { result: true, ...(await completeLogin(request, reply, verified, 'registration')) };
    },
  );
};

export default emailVerifyRoutes;
