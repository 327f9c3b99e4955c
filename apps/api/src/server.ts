import { setTimeout as delay } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { startTracing } from '@mise/telemetry';

// Tracing first (nothing of OpenTelemetry loads unless OTEL_EXPORTER_OTLP_ENDPOINT is set): it
// patches node:http, fastify and pg as they load, so the app's modules are imported after it.
const tracing = await startTracing('mise-api');

const { buildApp } = await import('./app.js');
const { loadConfig } = await import('./config.js');
const { isEmpty, openDatabase } = await import('./db/client.js');
const { seedGeneratedProducts } = await import('./seed/generated.js');
const { seed } = await import('./seed/index.js');

const config = loadConfig();
const database = openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: config.pgliteDataDir, traceSql: tracing?.sqlSpan },
);
await database.migrate(async () => {
  if (!(await isEmpty(database.db))) return;
  await seed(database.db);
  await seedGeneratedProducts(database.db, 'standard', config.seedProducts);
});

const app = await buildApp(
  { db: database.db, config },
  {
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  },
);

/**
 * How long a stopping instance keeps answering, /readyz already 503, before it closes its
 * listener (SHUTDOWN_DELAY_MS, default 0): at least the time its load balancer takes to see the
 * failed check (interval × failures needed). Until then the balancer still sends requests, and
 * a closed listener or a closed pooled connection would fail them (docs/operations.md).
 */
const shutdownDelayMs = Number(process.env.SHUTDOWN_DELAY_MS ?? 0);
if (!Number.isInteger(shutdownDelayMs) || shutdownDelayMs < 0) {
  throw new Error(
    `SHUTDOWN_DELAY_MS=${process.env.SHUTDOWN_DELAY_MS}: whole milliseconds, 0 or more`,
  );
}

closeWithGrace({ delay: 10_000 + shutdownDelayMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  // Readiness off at once; requests go on being answered, each with Connection: close (app.ts).
  app.lifecycle.shuttingDown = true;
  if (!err && shutdownDelayMs > 0) await delay(shutdownDelayMs);
  // No new connections; the requests in flight (an order decision included) finish first.
  await app.close();
  await database.close();
  // Last: the spans of the requests that finished during the drain go out too.
  await tracing?.shutdown();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.driver, docs: `http://${config.host}:${config.port}/docs` },
  'Mise API ready',
);
