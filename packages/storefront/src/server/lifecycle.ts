import { setTimeout as delay } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** Servers told to stop: their /readyz answers 503 while they still take requests. */
const stopping = new WeakSet<FastifyInstance>();

/** Whether serveUntilStopped has been told to stop this server (its /readyz then says 503). */
export const isStopping = (app: FastifyInstance) => stopping.has(app);

export type ServeOptions = {
  port: number;
  host: string;
  /** How long in-flight requests get to finish after SIGTERM/SIGINT before exiting 1. */
  graceMs?: number;
  /**
   * How long a stopping server keeps answering, /readyz already 503, before it closes its
   * listener: at least the time its load balancer takes to see the failed check (default:
   * SHUTDOWN_DELAY_MS, else 0). Until then the balancer still sends requests.
   */
  shutdownDelayMs?: number;
  /** Started by the theme's server.ts (@mise/storefront/tracing): flushed last on the way out. */
  tracing?: { shutdown: () => Promise<void> };
};

/**
 * Listens, and on SIGTERM or SIGINT stops gracefully: /readyz answers 503 at once (the preClose
 * hook of createThemeServer), no new connections are taken, the requests in flight finish, the
 * catalogue feed closes, and the process exits 0 — or 1 if that takes longer than `graceMs`.
 * What every theme's server.ts calls.
 */
export async function serveUntilStopped(
  app: FastifyInstance,
  options: ServeOptions,
): Promise<string> {
  const shutdownDelayMs = options.shutdownDelayMs ?? Number(process.env.SHUTDOWN_DELAY_MS ?? 0);
  if (!Number.isInteger(shutdownDelayMs) || shutdownDelayMs < 0) {
    throw new Error(`SHUTDOWN_DELAY_MS=${shutdownDelayMs}: whole milliseconds, 0 or more`);
  }
  const graceMs = (options.graceMs ?? 10_000) + shutdownDelayMs;
  closeWithGrace({ delay: graceMs }, async ({ signal, err }) => {
    // On the console like the server's start line: request logging is off by default.
    if (err) console.error('shutting down after an error', err);
    else console.log(`shutting down (${String(signal)})`);
    // Readiness off at once; requests go on being answered, each with Connection: close.
    stopping.add(app);
    if (!err && shutdownDelayMs > 0) await delay(shutdownDelayMs);
    await app.close();
    // After the drain: the spans of the requests that finished during it go out too.
    await options.tracing?.shutdown();
  });
  return app.listen({ port: options.port, host: options.host });
}
