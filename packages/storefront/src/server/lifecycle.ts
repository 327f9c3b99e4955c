import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export type ServeOptions = {
  port: number;
  host: string;
  /** How long in-flight requests get to finish after SIGTERM/SIGINT before exiting 1. */
  graceMs?: number;
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
  closeWithGrace({ delay: options.graceMs ?? 10_000 }, async ({ signal, err }) => {
    // On the console like the server's start line: request logging is off by default.
    if (err) console.error('shutting down after an error', err);
    else console.log(`shutting down (${String(signal)})`);
    await app.close();
    // After the drain: the spans of the requests that finished during it go out too.
    await options.tracing?.shutdown();
  });
  return app.listen({ port: options.port, host: options.host });
}
