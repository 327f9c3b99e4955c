import nodemailer from 'nodemailer';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';

export type Mail = { to: string; subject: string; text: string; channelId?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Mail goes through nodemailer: to the SMTP server of SMTP_URL when set, else into the
 * outbox table (the demo shows it at /dev/outbox, tests read it directly).
 */
export function createMailer(options: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      const message = JSON.parse(String(info.message)) as { subject: string; text: string };
      await options.db.insert(outbox).values({
        channelId: mail.channelId ?? null,
        to: mail.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
