import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Server processes a spec starts itself (API instances, theme servers, a balancer or a cache in
 * front), as the scale-out specs run them: each one's recent output kept for the error that
 * tells why it did not start.
 */

/** The apps folder: an app's built server is started by its path under it. */
export const APPS = path.resolve(import.meta.dirname, '../..');

export type Started = { name: string; child: ChildProcess; output: string[] };

/** The processes of one spec file; `stopAll` in its afterAll. */
export function processes() {
  const started: Started[] = [];

  function launch(
    name: string,
    command: string,
    args: string[],
    env: Record<string, string> = {},
  ): Started {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const entry = { name, child, output: [] as string[] };
    const keep = (chunk: Buffer) => {
      entry.output.push(chunk.toString());
      if (entry.output.length > 200) entry.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    started.push(entry);
    return entry;
  }

  /** A built Node server of `APPS` (e.g. api/dist/server.js). */
  const start = (name: string, script: string, env: Record<string, string>) =>
    launch(name, process.execPath, [path.join(APPS, script)], env);

  // Whatever ends the run, no server outlives it.
  process.once('exit', () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  });

  return { launch, start, stopAll: () => Promise.all(started.map((entry) => stop(entry))) };
}

/** Waits until the process answers `url`; fails with its output when it exits first. */
export async function ready(entry: Started, url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (entry.child.exitCode !== null || entry.child.signalCode !== null)
      throw new Error(`${entry.name} exited before it was ready:\n${entry.output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${entry.name} not ready within ${timeoutMs} ms:\n${entry.output.join('')}`);
}

/**
 * SIGTERM, then SIGKILL if it has not exited within `killAfterMs`: the exit code, or the
 * signal that ended it.
 */
export async function stop(
  entry: Started,
  killAfterMs = 5_000,
): Promise<number | NodeJS.Signals | null> {
  const { child } = entry;
  if (child.exitCode !== null || child.signalCode !== null)
    return child.exitCode ?? child.signalCode;
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  const result = await exited;
  clearTimeout(timer);
  return result;
}
