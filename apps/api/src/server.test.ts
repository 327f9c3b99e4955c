import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test-support/ports.js';

/** The built server, as production starts it (turbo builds the API before its tests). */
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));

async function waitUntilReady(base: string, child: ChildProcess, output: () => string) {
  // Migrating and seeding a fresh embedded database takes about 17 s here, and several times
  // that on a CI machine running every suite at once.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited early:\n${output()}`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API never got ready:\n${output()}`);
}

describe('the API process on SIGTERM', () => {
  let dataDir: string;
  let child: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mise-api-stop-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilReady(base, child, () => output);
  }, 270_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('ends the open catalogue stream, finishes its requests and exits 0', async () => {
    // A request in flight when the signal comes: the catalogue stream stays open until the
    // shutdown ends it.
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${base}/internal/catalog-changes`, { agent: false }, resolve).on('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    let received = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<'end' | 'aborted'>((resolve) => {
      stream.once('end', () => resolve('end'));
      stream.once('aborted', () => resolve('aborted'));
      stream.once('error', () => resolve('aborted'));
    });
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

    child.kill('SIGTERM');

    // The stream is ended by the server (a clean end, not a reset) and the process exits 0.
    expect(await ended).toBe('end');
    expect(received).toContain(': listening');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toContain('shutting down');
    // Stopped: nothing listens any more.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 30_000);
});
