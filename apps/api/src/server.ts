import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { isEmpty, openDatabase } from './db/client.js';
import { seedGeneratedProducts } from './db/seed/generated.js';
import { seed } from './db/seed/index.js';

const config = loadConfig();
const database = openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
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

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.driver, docs: `http://${config.host}:${config.port}/docs` },
  'Mise API ready',
);
