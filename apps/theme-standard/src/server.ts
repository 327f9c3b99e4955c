// The theme first: see entry-client.tsx.
import { theme } from '@mise/theme-standard';
import { createThemeServer } from '@mise/storefront/server';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.PORT ?? 3000);
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
