import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/client.js';
import { channels, outbox } from '../db/schema.js';

/**
 * The mail worker: delivers what the outbox table holds (services/mailer.ts writes it).
 *
 * Any number of API instances on one database run one each. A worker claims due mail with one
 * statement, `FOR UPDATE SKIP LOCKED` plus a lease (`locked_by`, `locked_until`) committed with
 * it: a row another instance is claiming at the same moment is skipped, and a row claimed before
 * stays out of every other worker's reach until its lease ends. No transaction is held while
 * SMTP answers (PGlite has one connection: the shop would wait on the mail server otherwise).
 * After SMTP accepted the mail the row is marked sent, only by the claim that holds it.
 *
 * The one way a mail is sent twice: the process dies (or the database is unreachable) between
 * SMTP accepting it and the row being marked sent. The lease then ends and another attempt
 * sends it again — with the same Message-ID, fixed when the row was written, so receiving
 * servers and mail clients take it for the same message. A mail is never lost: SMTP down means
 * the row waits, retried with exponential backoff, until it is sent or has failed for good
 * (MAIL_RETRY.maxAttempts, or a permanent 5xx refusal), its last error kept.
 */

export type MailRetry = {
  /** Wait after the first failed attempt; it doubles with every further one. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
  /** Attempts before a mail has failed for good. */
  maxAttempts: number;
};

/** About 8 hours of attempts (30 s, 1 min, 2 min, … then hourly). */
export const MAIL_RETRY: MailRetry = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 15 };

/** The wait before the next attempt, after `attempts` attempts failed. */
export function backoffMs(attempts: number, retry: MailRetry = MAIL_RETRY): number {
  return Math.min(retry.maxMs, retry.baseMs * 2 ** Math.max(0, attempts - 1));
}

export type MailWorkerOptions = {
  db: Database;
  /** The SMTP server (SMTP_URL); without it mail is delivered into nodemailer's JSON transport (the demo). */
  smtpUrl?: string | undefined;
  /** MAIL_FROM; its display name is replaced by the shop's name. */
  from: string;
  /** How often due mail is looked for besides the nudges (retries, other instances' mail). */
  pollMs?: number;
  /** How long a claim holds a mail; longer than the SMTP timeouts below together. */
  leaseMs?: number;
  /** Mails claimed at once. */
  batch?: number;
  retry?: MailRetry;
};

export type DrainResult = { sent: number; retried: number; failed: number };

export type MailWorker = {
  /** Polls every pollMs and answers nudges (the app starts it once ready). */
  start: () => void;
  /** Looks for due mail soon (after a mail was committed). */
  nudge: () => void;
  /** Delivers every mail due now; resolves with what happened (tests and scripts drive it). */
  drain: () => Promise<DrainResult>;
  /** Stops polling and waits for the delivery under way. */
  stop: () => Promise<void>;
};

type Claimed = {
  id: number;
  channel_id: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  message_id: string;
  attempts: number;
  created_at: string | Date;
};

/** A refusal SMTP will repeat (5xx: no such mailbox, message rejected): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The address of MAIL_FROM without its display name. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db } = options;
  const pollMs = options.pollMs ?? 5000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batch = options.batch ?? 20;
  const retry = options.retry ?? MAIL_RETRY;
  const address = addressOf(options.from);
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // nodemailer waits minutes by default; a hung server must not outlast the lease.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : nodemailer.createTransport({ jsonTransport: true });

  /** Takes up to `batch` due mails for one claim, committed at once. */
  async function claim(token: string): Promise<Claimed[]> {
    const result = await db.execute(sql`
      update ${outbox}
      set locked_by = ${token},
          locked_until = now() + ${leaseMs} * interval '1 millisecond',
          attempts = attempts + 1
      where id in (
        select id from ${outbox}
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_attempt_at, id
        limit ${batch}
        for update skip locked)
      returning id, channel_id, "to", subject, text, html, message_id, attempts, created_at`);
    return rowsOf<Claimed>(result).sort((a, b) => a.id - b.id);
  }

  async function shopNames(mails: Claimed[]): Promise<Map<string, string>> {
    const ids = [...new Set(mails.flatMap((mail) => (mail.channel_id ? [mail.channel_id] : [])))];
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: channels.id, name: channels.name })
      .from(channels)
      .where(inArray(channels.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async function deliver(mail: Claimed, shopName: string | undefined) {
    await transport.sendMail({
      from: shopName ? { name: shopName, address } : options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === null ? {} : { html: mail.html }),
      messageId: mail.message_id,
      date: new Date(mail.created_at),
    });
  }

  async function markSent(mail: Claimed, token: string) {
    await db.execute(sql`
      update ${outbox}
      set status = 'sent', sent_at = now(), last_error = null, locked_by = null, locked_until = null
      where id = ${mail.id} and locked_by = ${token}`);
  }

  /** Schedules the next attempt, or gives up; true when the mail has failed for good. */
  async function markFailed(mail: Claimed, token: string, error: unknown): Promise<boolean> {
    const final = isPermanent(error) || mail.attempts >= retry.maxAttempts;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await db.execute(sql`
      update ${outbox}
      set status = ${final ? 'failed' : 'pending'},
          next_attempt_at = now() + ${backoffMs(mail.attempts, retry)} * interval '1 millisecond',
          last_error = ${message}, locked_by = null, locked_until = null
      where id = ${mail.id} and locked_by = ${token}`);
    return final;
  }

  async function pass(): Promise<DrainResult & { claimed: number }> {
    const token = randomUUID();
    const mails = await claim(token);
    const result = { sent: 0, retried: 0, failed: 0, claimed: mails.length };
    if (mails.length === 0) return result;
    const names = await shopNames(mails);
    for (const mail of mails) {
      try {
        await deliver(mail, mail.channel_id ? names.get(mail.channel_id) : undefined);
      } catch (error) {
        if (await markFailed(mail, token, error)) result.failed += 1;
        else result.retried += 1;
        continue;
      }
      await markSent(mail, token);
      result.sent += 1;
    }
    return result;
  }

  let running: Promise<DrainResult> | null = null;
  let again = false;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function drainAll(): Promise<DrainResult> {
    const total = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      again = false;
      const { claimed, ...result } = await pass();
      total.sent += result.sent;
      total.retried += result.retried;
      total.failed += result.failed;
      // A full batch may have left more due mail; a nudge during the pass may be for new mail.
      if (claimed < batch && !again) return total;
    }
  }

  function drain(): Promise<DrainResult> {
    if (running) {
      again = true;
      return running;
    }
    running = drainAll().finally(() => {
      running = null;
    });
    return running;
  }

  /** A failed pass (database unreachable) is tried again at the next poll. */
  const background = () => {
    if (started && !stopped) drain().catch(() => undefined);
  };

  return {
    start() {
      if (started) return;
      started = true;
      timer = setInterval(background, pollMs);
      timer.unref();
      background();
    },
    nudge() {
      if (started && !stopped) setImmediate(background);
    },
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

/**
 * Delivers every mail due now with a worker of its own, then stops it: for scripts, which run
 * beside (or, with PGlite, instead of) an API and should not leave their mail to its next poll.
 */
export async function deliverDue(
  options: Pick<MailWorkerOptions, 'db' | 'smtpUrl' | 'from'>,
): Promise<DrainResult> {
  const worker = createMailWorker(options);
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}

/** The newest mails of the outbox, of one address (lower case) or of all. */
export function recentMails(db: Database, to: string | undefined, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(to === undefined ? undefined : eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** A mail's HTML part: undefined without such a mail, null for a text-only one. */
export async function mailHtml(db: Database, id: number): Promise<string | null | undefined> {
  const [row] = await db.select({ html: outbox.html }).from(outbox).where(eq(outbox.id, id));
  return row?.html;
}
