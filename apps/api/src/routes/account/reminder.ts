import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordResetSchema, reminderSchema } from '@mise/validation';
import { Type } from 'typebox';
import { mixed, object, string } from 'yup';
import { HttpError } from '../../errors.js';
import {
  countTokenMiss,
  findMemberByEmail,
  findTokenBySecret,
  findUser,
  issueUserToken,
  MAX_TOKEN_ATTEMPTS,
  setPassword,
  spendToken,
} from '../../services/accounts.js';
import type { UserToken } from '../../services/accounts.js';
import { clearFailures } from '../../services/lockout.js';
import { completeLogin } from '../../services/login.js';
import { mails } from '../../services/mails.js';
import { normaliseAnswer, verifySecret } from '../../services/passwords.js';
import { revokeUserSessions } from '../../services/tokens.js';
import { bodyOf, validateBody } from '../../services/validation.js';
import { ResultWithLogin } from '../../schemas.js';

const MESSAGES = {
  sent: 'ご登録のメールアドレス宛にご案内をお送りしました。メールに記載のURLから手続きを進めてください。',
  invalidToken: 'URLが無効か、有効期限が切れています。もう一度はじめからお手続きください。',
  wrongAnswer: '秘密の質問の答えが正しくありません',
} as const;

type ReminderType = 'password' | 'username';
const KIND = { password: 'reminder', username: 'reminder_username' } as const;

const requestSchema = reminderSchema.shape({
  type: mixed<ReminderType>()
    .oneOf(['password', 'username'], MESSAGES.invalidToken)
    .default('password'),
});
const tokenSchema = object({
  token: string().trim().required(MESSAGES.invalidToken).max(200, MESSAGES.invalidToken),
});
const usernameResetSchema = tokenSchema.shape({
  answer: string().trim().max(100, MESSAGES.wrongAnswer),
});

/**
 * Password and username reminders: request (mail with a link), check (the link is valid; the
 * member's security question), reset (answer, and a new password that logs the member in).
 * Requests are answered the same whether or not an account has the address.
 */
const reminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = { rateLimit: app.authRateLimit };

  /** The live reminder of either type behind a link token, for this shop. */
  async function liveReminder(token: string, channelId: string) {
    for (const type of ['password', 'username'] as const) {
      const row = await findTokenBySecret(app.db, KIND[type], token);
      if (!row || row.attempts >= MAX_TOKEN_ATTEMPTS) continue;
      const user = await findUser(app.db, row.userId);
      if (user && user.channelId === channelId && !user.deletedAt) return { type, row, user };
    }
    throw new HttpError(422, MESSAGES.invalidToken, { code: 'reminder_invalid' });
  }

  /** A wrong answer counts against the link; enough of them and it stops working. */
  async function checkAnswer(
    row: UserToken,
    answerHash: string | null,
    answer: string | null | undefined,
  ) {
    if (!answerHash) return;
    if (!answer?.trim()) {
      throw new HttpError(422, '秘密の質問の答えは必須項目です', {
        errors: { answer: ['秘密の質問の答えは必須項目です'] },
      });
    }
    if (await verifySecret(answerHash, normaliseAnswer(answer ?? ''))) return;
    await countTokenMiss(app.db, row);
    throw new HttpError(422, MESSAGES.wrongAnswer, { errors: { answer: [MESSAGES.wrongAnswer] } });
  }

  app.post(
    '/v1/reminder/request',
    {
      config: { ...limited, captcha: 'reminder' },
      schema: {
        tags: ['reminder'],
        body: bodyOf(requestSchema),
        response: { 200: Type.Object({ result: Type.Boolean(), message: Type.String() }) },
      },
    },
    async (request) => {
      const { email, type } = await validateBody(requestSchema, request.body);
      const user = await findMemberByEmail(app.db, request.channel.id, email);
      if (user?.isRegisteredMember) {
        const token = await issueUserToken(app.db, user.id, KIND[type]);
        const mail =
          type === 'username'
            ? mails.usernameReminder(request.channel, token)
            : mails.reminder(request.channel, token);
        await app.mailer.send({ to: user.email, channelId: user.channelId, ...mail });
      }
      return { result: true, message: MESSAGES.sent };
    },
  );

  app.post(
    '/v1/reminder/check',
    {
      config: limited,
      schema: {
        tags: ['reminder'],
        body: bodyOf(tokenSchema),
        response: {
          200: Type.Object({
            result: Type.Boolean(),
            type: Type.String(),
            question_ct: Type.Union([Type.Integer(), Type.Null()]),
          }),
        },
      },
    },
    async (request) => {
      const { token } = await validateBody(tokenSchema, request.body);
      const { type, user } = await liveReminder(token, request.channel.id);
      return { result: true, type, question_ct: user.questionCt };
    },
  );

  app.post(
    '/v1/reminder/reset',
    {
      config: limited,
      schema: {
        tags: ['reminder'],
        description:
          'Password reminder: answer + new password; logs the member in (access_token). Username reminder: answer only; returns the username.',
        body: bodyOf([passwordResetSchema, tokenSchema]),
        response: { 200: ResultWithLogin },
      },
    },
    async (request, reply) => {
      const { token } = await validateBody(tokenSchema, request.body);
      const { type, row, user } = await liveReminder(token, request.channel.id);
      if (type === 'username') {
        const { answer } = await validateBody(usernameResetSchema, request.body);
        await checkAnswer(row, user.answerHash, answer);
        await spendToken(app.db, row.id);
        return { result: true, username: user.username, email: user.email };
      }
      const values = await validateBody(
        passwordResetSchema.shape({ answer: string().nullable() }),
        request.body,
      );
      await checkAnswer(row, user.answerHash, values.answer);
      await spendToken(app.db, row.id);
      const updated = await setPassword(app.db, user.id, values.password);
      // A new password ends every old session and any lock on the account.
      await revokeUserSessions(app.db, user.id);
      await clearFailures(app.db, user.channelId, [
        user.email,
        ...(user.username ? [user.username] : []),
      ]);
      return { result: true, ...(await completeLogin(request, reply, updated, 'reminder')) };
    },
  );
};

export default reminderRoutes;
