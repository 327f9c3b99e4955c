import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SPAN_KIND, startOtlpReceiver } from '@mise/telemetry/testing';
import type { OtlpReceiver, ReceivedSpan } from '@mise/telemetry/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@mise/api/testing';

const require = createRequire(import.meta.url);
const url = (file: string) => pathToFileURL(file).href;
/** This package's build (turbo builds it before its tests), as a theme's server.ts loads it. */
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
/** The API's built server, started as production starts it. */
const API_SERVER = path.join(path.dirname(require.resolve('@mise/api/app')), 'server.js');

/**
 * A theme's server.ts in short: the theme (and with it the storefront's client side, the API
 * client) first, then tracing, then the server's modules. Written to a file because it must be
 * a process of its own: tracing patches modules as they load.
 */
const THEME_SERVER = `
const { standardTheme } = await import(${JSON.stringify(url(require.resolve('@mise/ui')))});
await import(${JSON.stringify(url(path.join(dist, 'index.js')))});
const { startTracing } = await import(${JSON.stringify(url(path.join(dist, 'server/tracing.js')))});
const tracing = await startTracing('mise-theme-standard');
const { createThemeServer, serveUntilStopped } = await import(${JSON.stringify(url(path.join(dist, 'server/index.js')))});
const Layout = () => null;
const theme = {
  name: 'standard', channel: 'standard', siteName: 'テストストア', tokens: standardTheme,
  layouts: { default: Layout, simple: Layout, sample: Layout, maintenance: Layout, invalidChannel: Layout },
};
const app = await createThemeServer({
  theme, apiUrl: process.env.API_URL, clientDir: process.env.CLIENT_DIR, pageCache: false, catalogFeed: false,
});
await serveUntilStopped(app, { port: Number(process.env.PORT), host: '127.0.0.1', tracing });
`;

type Started = { child: ChildProcess; base: string; output: () => string };

async function start(args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A fresh embedded database is migrated and seeded first: minutes on a busy CI machine.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} never got ready:\n${output}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return { child, base, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop({ child }: Started): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = once(child, 'exit') as Promise<[number | null]>;
  child.kill('SIGTERM');
  return (await exited)[0];
}

describe('a page of a theme server in front of the API, both traced', () => {
  let receiver: OtlpReceiver;
  let workDir: string;
  let api: Started;
  let shop: Started;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    workDir = mkdtempSync(path.join(tmpdir(), 'mise-theme-trace-'));
    // The theme server reads the client build's manifest; a minimal one stands for it.
    const clientDir = path.join(workDir, 'client');
    mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(
      path.join(clientDir, '.vite/manifest.json'),
      JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/client.js' } }),
    );
    const script = path.join(workDir, 'theme-server.mjs');
    writeFileSync(script, THEME_SERVER);
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_SERVICE_NAME: '',
    };
    api = await start([API_SERVER], {
      ...tracing,
      NODE_ENV: 'test',
      PGLITE_DATA_DIR: path.join(workDir, 'pglite'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
    });
    shop = await start([script], { ...tracing, API_URL: api.base, CLIENT_DIR: clientDir });
  }, 500_000);

  afterAll(async () => {
    for (const started of [shop, api]) if (started) started.child.kill('SIGKILL');
    await receiver.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("carries the page's trace into the API: its server span is a child of the page's call", async () => {
    const response = await fetch(`${shop.base}/product/st-00002-01/`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).not.toBe('');

    const inPage = (spans: ReceivedSpan[]) => {
      const page = spans.find(
        (span) =>
          span.service === 'mise-theme-standard' &&
          span.attributes['mise.request_id'] === requestId,
      );
      const apiServer = spans.find(
        (span) =>
          span.service === 'mise-api' &&
          span.kind === SPAN_KIND.server &&
          span.traceId === page?.traceId,
      );
      return { page, apiServer };
    };
    const spans = await receiver.waitFor((all) => !!inPage(all).apiServer);
    const { page, apiServer } = inPage(spans);
    // The page's request: the theme server's span of it, in the trace its incoming span began.
    const pageServer = spans.find(
      (span) => span.spanId === page?.parentSpanId && span.kind === SPAN_KIND.server,
    );
    expect(pageServer).toMatchObject({ service: 'mise-theme-standard', traceId: page?.traceId });
    // The API's span hangs under the theme server's outgoing call (axios → node:http), which
    // sent the W3C traceparent.
    const call = spans.find((span) => span.spanId === apiServer?.parentSpanId);
    expect(call).toMatchObject({
      service: 'mise-theme-standard',
      kind: SPAN_KIND.client,
      traceId: page?.traceId,
    });
    // One request id in both logs: the API's span of the call carries the page's.
    expect(
      spans.some(
        (span) =>
          span.service === 'mise-api' &&
          span.traceId === page?.traceId &&
          span.attributes['mise.request_id'] === requestId,
      ),
    ).toBe(true);
    expect(api.output()).toContain(`"reqId":"${requestId}"`);
  });

  it('exits 0 on SIGTERM with tracing on', async () => {
    expect(await stop(shop)).toBe(0);
    expect(await stop(api)).toBe(0);
  });
});
