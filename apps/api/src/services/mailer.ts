import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';

/** A mail: its plain-text part always, an HTML part when the mail has one. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  channelId?: string;
};
export type Mailer = {
  /**
   * Writes the mail into the outbox; the mail worker (services/mail-outbox.ts) delivers it. With
   * `tx` it is written in that transaction: the mail exists exactly when what it tells about
   * was committed, and a rollback takes it back.
   */
  send: (mail: Mail, tx?: Database) => Promise<void>;
};

/** The domain of MAIL_FROM's address, the right-hand side of every Message-ID. */
export function messageIdDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'mise.invalid';
}

/**
 * Mail goes through the outbox table, never straight to SMTP: a mail written is a mail that will
 * be delivered, whether or not the SMTP server is up at that moment. `queued` is told of every
 * mail written, and whether it is already committed (written outside a transaction).
 */
export function createMailer(options: {
  db: Database;
  from: string;
  queued?: (committed: boolean) => void;
}): Mailer {
  const domain = messageIdDomain(options.from);
  return {
    async send(mail, tx) {
      await (tx ?? options.db).insert(outbox).values({
        channelId: mail.channelId ?? null,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        messageId: `<${randomUUID()}@${domain}>`,
      });
      options.queued?.(tx === undefined);
    },
  };
}
