import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { deliverDue } from '../services/mail-outbox.js';
import { createMailer } from '../services/mailer.js';
import { notifyRestocked } from '../services/restock.js';

// `pnpm --filter @mise/api restock-mails`, after stock was raised outside the API (an import
// straight into the database, say): mails the members whose restock requests name a product that
// is in stock again, once each. With the embedded PGlite database, stop the API first.
const config = loadConfig();
const database = openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
);
try {
  await database.migrate();
  const mailer = createMailer({ db: database.db, from: config.mailFrom });
  console.log(`再入荷のお知らせメール: ${await notifyRestocked(database.db, mailer)}通`);
  // Delivered now rather than at a running API's next poll (with PGlite no API is running).
  await deliverDue({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
} finally {
  await database.close();
}
