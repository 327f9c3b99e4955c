import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GENDERS,
  NEWSLETTER_OPTIONS,
  passwordChangeSchema,
  SECURITY_QUESTIONS,
} from '@mise/validation';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { Type } from 'typebox';
import { loginHistories, users } from '../db/schema.js';
import { HttpError } from '../errors.js';
import {
  findMemberByEmail,
  issueUserToken,
  normaliseEmail,
  serializeUser,
} from '../services/accounts.js';
import { clearRefreshCookie } from '../services/login.js';
import { mails } from '../services/mails.js';
import { newMemberCode } from '../services/member-code.js';
import { confirmLeave, leaveSchema, leaveShop } from '../services/leave.js';
import { loadOrderSettings } from '../services/order-settings.js';
import { PagingQuery, paging, setPagingHeaders } from '../services/paging.js';
import { hashSecret, normaliseAnswer, verifySecret } from '../services/passwords.js';
import { addPoints } from '../services/points.js';
import {
  profileBody,
  profileColumns,
  profileSchemaFor,
  registrationBody,
  registrationSchemaFor,
} from '../services/profile.js';
import { schoolOfRegistration } from '../services/schools.js';
import { revokeUserSessions } from '../services/tokens.js';
import { syncOwnAddress } from '../services/user-addresses.js';
import { bodyOf, validateBody } from '../services/validation.js';
import { ErrorResponse, Member, Result } from '../schemas.js';

export const USER_MESSAGES = {
  registered:
    'ご登録のメールアドレスに確認コードをお送りしました。メールに記載の確認コードを入力して、会員登録を完了してください。',
  usernameTaken: 'このユーザー名は既に使用されています',
  emailTaken: 'このメールアドレスは既に使用されています',
  wrongPassword: '現在のパスワードが正しくありません',
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
const MemberData = Type.Object({ data: Member });

/** Registration, the member's own profile, password and login history. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = { preHandler: app.authenticate };

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
        const taken = await app.db.query.users.findFirst({
          where: and(
            eq(users.channelId, channel.id),
            eq(users.username, username),
            isNull(users.deletedAt),
          ),
        });
        if (taken)
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
      const [user] = await app.db
        .insert(users)
        .values({
          ...profileColumns(values),
          ...(school === undefined ? {} : { school }),
          channelId: channel.id,
          code: newMemberCode(),
          email,
          username,
          passwordHash: await hashSecret(values.password),
          questionCt: values.question_ct,
          answerHash: await hashSecret(normaliseAnswer(values.answer)),
        })
        .returning();
      const welcome = (await loadOrderSettings(app.db, channel.id))['POINT.REGISTRATION_BONUS'];
      await addPoints(app.db, user!.id, welcome, 'registration');
      // The address book starts with the member's own address (division_ct 1).
      await syncOwnAddress(app.db, user!);
      const code = await issueUserToken(app.db, user!.id, 'email_verify');
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

  app.get(
    '/v1/me/user',
    { ...me, schema: { tags: ['me'], security: [{ bearer: [] }], response: { 200: MemberData } } },
    async (request) => ({
      data: serializeUser(request.member!),
    }),
  );

  app.put(
    '/v1/me/user',
    {
      ...me,
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        description:
          'Updates the profile. The username cannot be changed and is ignored. A new e-mail address must be confirmed again.',
        body: profileBody,
        response: { 200: MemberData },
      },
    },
    async (request) => {
      const member = request.member!;
      const values = await validateBody(profileSchemaFor(request.channel), request.body);
      const columns = profileColumns(values);
      const emailChanged = columns.email !== member.email;
      if (emailChanged) {
        const taken = await app.db.query.users.findFirst({
          where: and(
            eq(users.channelId, member.channelId),
            eq(users.email, columns.email!),
            isNull(users.deletedAt),
            ne(users.id, member.id),
          ),
        });
        if (taken)
          throw new HttpError(422, USER_MESSAGES.emailTaken, {
            errors: { email: [USER_MESSAGES.emailTaken] },
          });
      }
      const [updated] = await app.db
        .update(users)
        .set({
          ...columns,
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, member.id))
        .returning();
      // The own address in the address book mirrors the profile.
      await syncOwnAddress(app.db, updated!);
      if (emailChanged) {
        const code = await issueUserToken(app.db, member.id, 'email_verify');
        await app.mailer.send({
          to: updated!.email,
          channelId: member.channelId,
          ...mails.emailVerify(request.channel, code, updated!.email),
        });
      }
      return { data: serializeUser(updated!) };
    },
  );

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
        throw new HttpError(422, USER_MESSAGES.wrongPassword, {
          errors: { current_password: [USER_MESSAGES.wrongPassword] },
        });
      }
      await app.db
        .update(users)
        .set({
          passwordHash: await hashSecret(values.password),
          passwordChangedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, member.id));
      await revokeUserSessions(app.db, member.id, request.sessionId);
      return { result: true };
    },
  );

  app.get(
    '/v1/me/login-histories',
    {
      ...me,
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        querystring: Type.Object(PagingQuery),
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.Integer(),
                method: Type.String(),
                ip: Type.String(),
                user_agent: Type.String(),
                created_at: Type.String({ format: 'date-time' }),
              }),
            ),
          }),
        },
      },
    },
    async (request, reply) => {
      const page = paging(request.query);
      const where = eq(loginHistories.userId, request.member!.id);
      const [total] = await app.db.select({ n: count() }).from(loginHistories).where(where);
      const rows = await app.db
        .select()
        .from(loginHistories)
        .where(where)
        .orderBy(desc(loginHistories.createdAt), desc(loginHistories.id))
        .limit(page.per)
        .offset(page.offset);
      setPagingHeaders(reply, page, total?.n ?? 0);
      return {
        data: rows.map((row) => ({
          id: row.id,
          method: row.method,
          ip: row.ip,
          user_agent: row.userAgent,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default userRoutes;
