import { fileURLToPath } from 'node:url';
import { devClockAllowed } from '@mise/storefront/dev-clock';
import { startTracing } from '@mise/storefront/tracing';

// Read before NODE_ENV gets its default below: the dev clock never where the environment says production.
const devClock = devClockAllowed(process.env);
// React and Redux choose their production builds by NODE_ENV when first loaded, so it is set
// before they load: this server serves the production bundle (development runs Vite instead).
process.env.NODE_ENV ??= 'production';
// Every read of process.env goes through Node's getter into the C++ side (about 0.4 µs), and
// styled-components' Node build reads NODE_ENV some 2,800 times in one catalogue page's render.
// The server's environment is settled from here on, so it reads a plain copy.
process.env = { ...process.env };
// The theme first: see entry-client.tsx.
const { theme } = await import('@mise/theme-business');
// Traces (nothing of OpenTelemetry loads unless OTEL_EXPORTER_OTLP_ENDPOINT is set) before the
// server's modules load: it patches node:http and fastify as they do. After the theme only
// because the theme's channel names the service.
const tracing = await startTracing(`mise-theme-${theme.channel}`);
const { createThemeServer, serveUntilStopped } = await import('@mise/storefront/server');

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

const app = await createThemeServer({
  theme,
  apiUrl,
  clientDir: fileURLToPath(new URL('../client', import.meta.url)),
  logger: process.env.LOG_REQUESTS === '1',
  devClock,
});
// SIGTERM/SIGINT: readiness off, in-flight requests finished, exit 0 (lifecycle.ts).
await serveUntilStopped(app, { port, host, tracing });
console.log(`${theme.siteName}: http://${host}:${port}/`);
