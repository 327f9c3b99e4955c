import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seed } from '../seed/index.js';

// `pnpm --filter @mise/api db:seed`: migrates, then (re)writes the demo data.
const config = loadConfig();
const database = openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
);
try {
  await database.migrate();
  await seed(database.db);
  console.log(`Seeded the demo data (${database.driver}).`);
} finally {
  await database.close();
}
