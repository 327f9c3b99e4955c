import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse } from '../../schemas.js';
import { mailHtml, recentMails } from '../../services/mail-outbox.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Every mail the API wrote, newest first, with its delivery state: the demo's mailbox (the worker
 * delivers into nodemailer's JSON transport without SMTP_URL), where a demo user reads
 * verification codes and reminder links and sees whether the SMTP server took each mail. Never
 * registered in production.
 */
const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['system'],
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 320 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await recentMails(app.db, to ? to.trim().toLowerCase() : undefined, limit ?? 20);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channelId,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          html_url: row.html === null ? null : `/dev/outbox/${row.id}/html`,
          message_id: row.messageId,
          status: row.status,
          attempts: row.attempts,
          next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
          last_error: row.lastError,
          sent_at: iso(row.sentAt),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/dev/outbox/:id/html',
    {
      schema: {
        tags: ['system'],
        summary: 'The HTML part of a mail, as a page',
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }),
        response: { 200: Type.String(), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const html = await mailHtml(app.db, Number(request.params.id));
      if (!html)
        throw new HttpError(404, 'メールが見つかりませんでした', { code: 'mail_not_found' });
      // A mail's HTML, shown as a mail client would: no scripts, nothing fetched but its images.
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:",
        )
        .send(html);
    },
  );
};

export default devOutboxRoutes;
