import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

/**
 * The OpenAPI document of the API as it is built, without a server or data: clients generate
 * their types from it (`pnpm --filter @mise/api-client generate`).
 */
export async function openapiDocument(): Promise<unknown> {
  const database = openDatabase({});
  const app = await buildApp(
    { db: database.db, config: loadConfig({ NODE_ENV: 'test' }) },
    { logger: false },
  );
  try {
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}
