import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GENDERS, NEWSLETTER_OPTIONS, SECURITY_QUESTIONS } from '@mise/validation';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import {
  findMemberByEmail,
  insertMember,
  issueUserToken,
  isUsernameTaken,
  normaliseEmail,
} from '../../services/accounts.js';
import { mails } from '../../services/mails.js';
import { newMemberCode } from '../../services/member-code.js';
import { loadOrderSettings } from '../../services/order-settings.js';
import { hashSecret, normaliseAnswer } from '../../services/passwords.js';
import { addPoints } from '../../services/points.js';
import { profileColumns, registrationBody, registrationSchemaFor } from '../../services/profile.js';
import { schoolOfRegistration } from '../../services/schools.js';
import { syncOwnAddress } from '../../services/user-addresses.js';
import { validateBody } from '../../services/validation.js';

const USER_MESSAGES = {
  registered:
    'ご登録のメールアドレスに確認コードをお送りしました。メールに記載の確認コードを入力して、会員登録を完了してください。',
  usernameTaken: 'このユーザー名は既に使用されています',
} as const;

const Choice = Type.Object({ value: Type.Integer(), label: Type.String() });

/**
 * The registration form's starting values: every field of the shop's form empty ('' each, the
 * field names of the shop's kind), the defaults the shop chose, and the choices of its selects.
 */
const RegistrationTemplate = Type.Object({
  data: Type.Object(
    {
      birthday: Type.Object({ year: Type.String(), month: Type.String(), day: Type.String() }),
      is_receive_newsletter: Type.Integer(),
      /** The security questions of the reminder (秘密の質問), in the order the form lists them. */
      reminder: Type.Array(Choice),
      genders: Type.Array(Choice),
      newsletter_options: Type.Array(Choice),
    },
    { additionalProperties: true },
  ),
});

/** Member registration and the empty form it starts from. */
const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/users',
    {
      config: { rateLimit: app.authRateLimit, captcha: 'register' },
      schema: {
        tags: ['users'],
        description:
          'Member registration with the consumer or business fields of the shop. The answer is the same whether or not the address is already registered; the account becomes a registered member after POST /v1/email-verify/check.',
        body: registrationBody,
        response: {
          201: Type.Object({
            user: Type.Object({ email: Type.String(), is_registered_member: Type.Boolean() }),
            message: Type.String(),
            verify_code: Type.Optional(Type.String()),
          }),
        },
      },
    },
    async (request, reply) => {
      const { channel } = request;
      const values = await validateBody(registrationSchemaFor(channel), request.body);
      const email = normaliseEmail(values.email);
      // Checked here too: the storefront's check before submitting is no gate of its own.
      const school = await schoolOfRegistration(app.db, channel.id, values.school_key);
      const username = values.username ? values.username.toLowerCase() : null;
      if (username) {
        if (await isUsernameTaken(app.db, channel.id, username))
          throw new HttpError(422, USER_MESSAGES.usernameTaken, {
            errors: { username: [USER_MESSAGES.usernameTaken] },
          });
      }
      const answer = {
        user: { email, is_registered_member: false },
        message: USER_MESSAGES.registered,
      };
      const existing = await findMemberByEmail(app.db, channel.id, email);
      if (existing) {
        // Tell the owner of the address, not the requester, that it is already registered.
        await app.mailer.send({
          to: email,
          channelId: channel.id,
          ...mails.alreadyRegistered(channel),
        });
        return reply.status(201).send(answer);
      }
      const user = await insertMember(app.db, {
        ...profileColumns(values),
        ...(school === undefined ? {} : { school }),
        channelId: channel.id,
        code: newMemberCode(),
        email,
        username,
        passwordHash: await hashSecret(values.password),
        questionCt: values.question_ct,
        answerHash: await hashSecret(normaliseAnswer(values.answer)),
      });
      const welcome = (await loadOrderSettings(app.db, channel.id))['POINT.REGISTRATION_BONUS'];
      await addPoints(app.db, user.id, welcome, 'registration');
      // The address book starts with the member's own address (division_ct 1).
      await syncOwnAddress(app.db, user);
      const code = await issueUserToken(app.db, user.id, 'email_verify');
      await app.mailer.send({
        to: email,
        channelId: channel.id,
        ...mails.emailVerify(channel, code, email),
      });
      return reply
        .status(201)
        .send({ ...answer, ...(app.config.exposeCodes ? { verify_code: code } : {}) });
    },
  );

  app.get(
    '/v1/users/dummy',
    {
      schema: {
        tags: ['users'],
        description:
          'An empty member for the registration form, with its option lists (security questions for the reminder).',
        response: { 200: RegistrationTemplate },
      },
    },
    async (request) => {
      const fields = Object.keys(registrationSchemaFor(request.channel).fields);
      const empty = Object.fromEntries(fields.map((field) => [field, '']));
      return {
        data: {
          ...empty,
          birthday: { year: '', month: '', day: '' },
          is_receive_newsletter: 1,
          reminder: [...SECURITY_QUESTIONS],
          genders: [...GENDERS],
          newsletter_options: [...NEWSLETTER_OPTIONS],
        },
      };
    },
  );
};

export default registrationRoutes;
