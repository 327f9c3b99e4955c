import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import {
  isEmailTakenByOther,
  issueUserToken,
  serializeUser,
  updateMember,
} from '../../services/accounts.js';
import { mails } from '../../services/mails.js';
import { profileBody, profileColumns, profileSchemaFor } from '../../services/profile.js';
import { syncOwnAddress } from '../../services/user-addresses.js';
import { validateBody } from '../../services/validation.js';
import { Member } from '../../schemas.js';

const EMAIL_TAKEN = 'このメールアドレスは既に使用されています';

const MemberData = Type.Object({ data: Member });

/** The member's own profile; a new e-mail address is confirmed again. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = { preHandler: app.authenticate };

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
        if (await isEmailTakenByOther(app.db, member.channelId, columns.email!, member.id))
          throw new HttpError(422, EMAIL_TAKEN, {
            errors: { email: [EMAIL_TAKEN] },
          });
      }
      const updated = await updateMember(app.db, member.id, {
        ...columns,
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      });
      // The own address in the address book mirrors the profile.
      await syncOwnAddress(app.db, updated);
      if (emailChanged) {
        const code = await issueUserToken(app.db, member.id, 'email_verify');
        await app.mailer.send({
          to: updated.email,
          channelId: member.channelId,
          ...mails.emailVerify(request.channel, code, updated.email),
        });
      }
      return { data: serializeUser(updated) };
    },
  );
};

export default profileRoutes;
