import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { deliverDue } from '../services/mail-outbox.js';
import { createMailer } from '../services/mailer.js';
import { sendMemorialReminders } from '../services/moto/memorial-reminders.js';

// `pnpm --filter @mise/api memorial-reminders`, once a day: mails members whose memorial
// (記念日) is within a week. With the embedded PGlite database, stop the API first.
const config = loadConfig();
const database = openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
);
try {
  await database.migrate();
  const mailer = createMailer({ db: database.db, from: config.mailFrom });
  console.log(`記念日のお知らせメール: ${await sendMemorialReminders(database.db, mailer)}通`);
  // Delivered now rather than at a running API's next poll (with PGlite no API is running).
  await deliverDue({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
} finally {
  await database.close();
}
