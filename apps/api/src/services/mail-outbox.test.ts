import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/ports.js';
import { buildApp } from '../app.js';
import { openDatabase, rowsOf } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { orders, outbox, products } from '../db/schema.js';
import { createTestApp, shop, TEST_DRIVER } from '../testing.js';
import type { TestApp } from '../testing.js';
import { backoffMs, MAIL_RETRY } from './mail-outbox.js';
import { GUEST_ORDERER, makeCart, pickProduct } from '../test-support/orders.js';

/**
 * A real SMTP server (nodemailer's smtp-server) on a loopback port: keeps every message it
 * accepted, parsed; refuses recipients at `refused.example` with 550.
 */
function smtpSink(port: number, { slowMs = 0 } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example'))
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await delay(slowMs);
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return {
    received,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const messageIds = (mails: ParsedMail[]) => mails.map((mail) => mail.messageId);

describe(`mail outbox on a real SMTP server (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let port: number;
  let sink: ReturnType<typeof smtpSink>;
  let product: Awaited<ReturnType<typeof pickProduct>>;

  beforeAll(async () => {
    port = await freePort();
    sink = smtpSink(port);
    // Delivered in the background, as the API does: only the nudge after each committed mail
    // (the poll is an hour away), so a mail that arrives came through the nudge.
    t = await createTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${port}` },
      mailDelivery: 'background',
      mailWorker: { pollMs: 3_600_000 },
    });
    product = await pickProduct(t.db, 'standard', 10);
    await t.db.update(products).set({ stock: 500 }).where(eq(products.id, product.product.id));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  async function placeOrder(email: string) {
    const cart = await makeCart(t.db, {
      lines: [{ productId: product.product.id, quantity: 1 }],
      payment: 'bank_transfer',
      orderer: { ...GUEST_ORDERER, email },
    });
    const res = await shop(t.app)({
      method: 'POST',
      url: `/v1/carts/${cart.token}/decision`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { order_no: string } }>().data.order_no;
  }

  const rowTo = async (to: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id)))[0]!;

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let waited = 0; ; waited += 50) {
      const value = await read();
      if (done(value) || waited > 10_000) return value;
      await delay(50);
    }
  }

  it('takes the order while SMTP is down, retries with backoff, and delivers once SMTP is back, exactly once', async () => {
    const email = `down-${randomUUID()}@example.jp`;
    const orderNo = await placeOrder(email);
    // The nudge after the order tried at once: refused, rescheduled, the error kept.
    const failed = await until(
      () => rowTo(email),
      (row) => row.attempts === 1 && row.lockedBy === null,
    );
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    const [{ wait }] = rowsOf<{ wait: number }>(
      await t.db.execute(
        sql`select extract(epoch from next_attempt_at - now()) * 1000 as wait from outbox where id = ${failed.id}`,
      ),
    ) as [{ wait: number }];
    expect(Number(wait)).toBeGreaterThan(backoffMs(1) - 5_000);
    expect(Number(wait)).toBeLessThanOrEqual(backoffMs(1));
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.status).toBe('ordered');

    await sink.start();
    // Not due yet: the backoff holds it back.
    expect(await t.app.mailWorker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.received).toEqual([]);
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, failed.id));
    expect(await t.app.mailWorker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await t.app.mailWorker.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const arrived = sink.received.filter((mail) => mail.subject?.includes(orderNo));
    expect(arrived).toHaveLength(1);
    const mail = arrived[0]!;
    const sent = await rowTo(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(mail.messageId).toBe(sent.messageId);
    expect(mail.from?.value).toEqual([{ name: 'Mise ストア', address: 'no-reply@mise.example' }]);
    expect(mail.to).toMatchObject({ value: [{ address: email }] });
    expect(mail.subject).toBe(`【Mise ストア】ご注文ありがとうございます（注文番号 ${orderNo}）`);
    expect(mail.text).toContain(`注文番号: ${orderNo}`);
    expect(mail.text).toContain('ミセ銀行 渋谷支店');
    expect(mail.html).toContain(orderNo);
    expect(mail.html).toContain('ミセ銀行 渋谷支店');
  });

  it('delivers a new mail promptly after its commit, without waiting for the poll', async () => {
    const email = `prompt-${randomUUID()}@example.jp`;
    const orderNo = await placeOrder(email);
    const arrived = await until(
      async () => sink.received.filter((mail) => mail.subject?.includes(orderNo)),
      (mails) => mails.length > 0,
    );
    expect(arrived).toHaveLength(1);
    // The server has the mail before the worker, hearing its answer, marks the row sent.
    const row = await until(
      () => rowTo(email),
      (current) => current.status === 'sent',
    );
    expect(row.status).toBe('sent');
  });

  it('gives up at once on a permanent refusal, keeping the error', async () => {
    await t.app.mailer.send({ to: 'nobody@refused.example', subject: '件名', text: '本文' });
    const row = await until(
      () => rowTo('nobody@refused.example'),
      (found) => found.status !== 'pending',
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550/);
  });

  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffMs(MAIL_RETRY.maxAttempts)).toBe(MAIL_RETRY.maxMs);
  });

  it('fails for good after the last attempt', async () => {
    await sink.stop();
    try {
      await t.app.mailer.send({ to: 'last@example.jp', subject: '最後', text: '本文' });
      const row = await until(
        () => rowTo('last@example.jp'),
        (found) => found.attempts === 1 && found.lockedBy === null,
      );
      await t.db
        .update(outbox)
        .set({ attempts: MAIL_RETRY.maxAttempts - 1, nextAttemptAt: sql`now()` })
        .where(eq(outbox.id, row.id));
      expect(await t.app.mailWorker.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
      expect(await rowTo('last@example.jp')).toMatchObject({
        status: 'failed',
        attempts: MAIL_RETRY.maxAttempts,
      });
    } finally {
      await sink.start();
    }
  });
});

describe(`two API instances on one database (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let second: { app: Awaited<ReturnType<typeof buildApp>>; handle: DatabaseHandle | null };
  let sink: ReturnType<typeof smtpSink>;

  beforeAll(async () => {
    const port = await freePort();
    // Slow enough that both instances are sending at the same time.
    sink = smtpSink(port, { slowMs: 10 });
    await sink.start();
    const config = { smtpUrl: `smtp://127.0.0.1:${port}` };
    t = await createTestApp({ config, mailWorker: { batch: 5 } });
    // On PostgreSQL the second instance has a pool of its own, as another process would.
    const client = (t.db as unknown as { $client: unknown }).$client;
    const handle =
      client instanceof pg.Pool
        ? openDatabase({ url: client.options.connectionString!, poolSize: 4 })
        : null;
    const app = await buildApp(
      {
        db: handle?.db ?? t.db,
        config: { ...t.app.config, ...config },
        mailDelivery: 'manual',
        mailWorker: { batch: 5 },
      },
      { logger: false },
    );
    second = { app, handle };
  });
  afterAll(async () => {
    await second.app.close();
    await second.handle?.close();
    await t.close();
    await sink.stop();
  });

  it('never sends the same mail twice while both deliver the outbox at once', async () => {
    const [{ id: before }] = (await t.db
      .select({ id: sql<number>`coalesce(max(${outbox.id}), 0)` })
      .from(outbox)) as [{ id: number }];
    for (let index = 0; index < 20; index += 1)
      await t.app.mailer.send({
        to: `many-${index}@example.jp`,
        subject: `一斉 ${index}`,
        text: '本文',
      });
    const results = await Promise.all([
      t.app.mailWorker.drain(),
      second.app.mailWorker.drain(),
      t.app.mailWorker.drain(),
      second.app.mailWorker.drain(),
    ]);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(and(gt(outbox.id, before), eq(outbox.status, 'sent')));
    expect(rows).toHaveLength(20);
    const ids = messageIds(sink.received);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.messageId)));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    // Both instances took part (each drain call shares a running drain of its instance).
    expect(results[0].sent + results[1].sent).toBe(20);
    expect(results[0].sent).toBeGreaterThan(0);
    expect(results[1].sent).toBeGreaterThan(0);
  });
});
