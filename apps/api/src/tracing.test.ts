import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPAN_KIND, startOtlpReceiver } from '@mise/telemetry/testing';
import type { OtlpReceiver, ReceivedSpan } from '@mise/telemetry/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test-support/ports.js';

/** The built server, as production starts it (turbo builds the API before its tests). */
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
/** In the PostgreSQL project the API runs on a server database, traced by instrumentation-pg. */
const ON_POSTGRES = process.env.MISE_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

async function onServer(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** A SQL span's statement, under the old or the stable attribute name. */
function statementOf(span: ReceivedSpan): string {
  const statement = span.attributes['db.statement'] ?? span.attributes['db.query.text'];
  return typeof statement === 'string' ? statement : '';
}

/** The spans below `root` in its trace (children, grandchildren…). */
function descendants(spans: ReceivedSpan[], root: ReceivedSpan): ReceivedSpan[] {
  const found: ReceivedSpan[] = [];
  const parents = new Set([root.spanId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const span of spans) {
      if (span.traceId !== root.traceId || parents.has(span.spanId)) continue;
      if (span.parentSpanId && parents.has(span.parentSpanId)) {
        parents.add(span.spanId);
        found.push(span);
        grew = true;
      }
    }
  }
  return found;
}

describe('the API with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let receiver: OtlpReceiver;
  let dataDir: string;
  let database: string | undefined;
  let child: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    dataDir = await mkdtemp(path.join(tmpdir(), 'mise-api-trace-'));
    let databaseUrl = '';
    if (ON_POSTGRES) {
      database = `mise_trace_${randomBytes(4).toString('hex')}`;
      await onServer((client) => client.query(`create database ${database}`));
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // Export within 100 ms of a span's end, not the default 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_SERVICE_NAME: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Migrating and seeding a fresh embedded database takes several times longer on a CI
    // machine running every suite at once (see server.test.ts).
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the API never got ready:\n${output}`);
      const ready = await fetch(`${base}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 270_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await receiver.close();
    await rm(dataDir, { recursive: true, force: true });
    if (database) await onServer((client) => client.query(`drop database if exists ${database}`));
  });

  it('exports the spans of a request (HTTP in, its route, its SQL) as a child of the caller', async () => {
    // A caller's span, as a theme server sends it (W3C traceparent).
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const response = await fetch(`${base}/v1/products?limit=2`, {
      headers: {
        'x-channel': 'standard',
        traceparent: `00-${traceId}-${callerSpanId}-01`,
        'x-request-id': 'trace-test-0001',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('trace-test-0001');

    const isServer = (span: ReceivedSpan) =>
      span.traceId === traceId && span.kind === SPAN_KIND.server;
    const spans = await receiver.waitFor((all) => {
      const server = all.find(isServer);
      return (
        !!server &&
        descendants(all, server).some(
          (span) => span.kind === SPAN_KIND.client && /from "products"/.test(statementOf(span)),
        )
      );
    });
    const server = spans.find(isServer);
    expect(server).toMatchObject({
      service: 'mise-api',
      name: 'GET /v1/products',
      parentSpanId: callerSpanId,
    });
    const below = descendants(spans, server as ReceivedSpan);
    // The route's span carries the request id the log lines have: a log line finds its trace.
    expect(below).toContainEqual(
      expect.objectContaining({
        attributes: expect.objectContaining({
          'http.route': '/v1/products',
          'mise.request_id': 'trace-test-0001',
        }) as unknown,
      }),
    );
    const sql = below.filter((span) => span.kind === SPAN_KIND.client);
    expect(sql.map((span) => span.name)).toContainEqual(
      expect.stringMatching(ON_POSTGRES ? /^pg\.query:SELECT/ : /^pglite\.query:SELECT/),
    );
    expect(sql.some((span) => /from "products"/.test(statementOf(span)))).toBe(true);
    expect(output).toContain('"reqId":"trace-test-0001"');
  });

  it('leaves the probes and the start-up statements untraced, and exports the last spans on SIGTERM', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // The migration and the seed ran outside any request: no lone SQL span.
    expect(
      receiver.spans.filter((span) => !span.parentSpanId && span.kind === SPAN_KIND.client),
    ).toEqual([]);
    const traceId = randomBytes(16).toString('hex');
    const response = await fetch(`${base}/v1/products?limit=1`, {
      headers: {
        'x-channel': 'standard',
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
    });
    expect(response.status).toBe(200);
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    // At once: the span of the request just answered is still buffered, and shutdown sends it.
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(
      receiver.spans.some((span) => span.traceId === traceId && span.kind === SPAN_KIND.server),
    ).toBe(true);
    expect(receiver.spans.some((span) => /readyz|healthz/.test(span.name))).toBe(false);
  });
});
