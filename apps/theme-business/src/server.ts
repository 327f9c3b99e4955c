import { fileURLToPath } from 'node:url';

// React and Redux choose their production builds by NODE_ENV when first loaded, so it is set
// before they load: this server serves the production bundle (development runs Vite instead).
process.env.NODE_ENV ??= 'production';
// The theme first: see entry-client.tsx.
const { theme } = await import('@mise/theme-business');
const { createThemeServer } = await import('@mise/storefront/server');

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

const app = await createThemeServer({
  theme,
  apiUrl,
  clientDir: fileURLToPath(new URL('../client', import.meta.url)),
  logger: process.env.LOG_REQUESTS === '1',
});
await app.listen({ port, host });
console.log(`${theme.siteName}: http://${host}:${port}/`);
