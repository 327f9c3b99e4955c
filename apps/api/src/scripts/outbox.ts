import { count, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { deliverDue } from '../services/mail-outbox.js';

// `pnpm --filter @mise/api outbox [--retry-failed]`: delivers every mail due now, as a running
// API's worker would, and prints the outbox by status. --retry-failed first queues the mail that
// failed for good again (after SMTP_URL was fixed, say), from a first attempt. With the embedded
// PGlite database, stop the API first.
const config = loadConfig();
const database = openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
);
try {
  await database.migrate();
  const { db } = database;
  if (process.argv.includes('--retry-failed')) {
    const queued = await db
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(outbox.status, 'failed'))
      .returning({ id: outbox.id });
    console.log(`再送に戻したメール: ${queued.length}通`);
  }
  const result = await deliverDue({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  console.log(
    `送信: ${result.sent}通、再試行待ち: ${result.retried}通、送信失敗: ${result.failed}通`,
  );
  const rows = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .groupBy(outbox.status);
  for (const row of rows) console.log(`${row.status}: ${row.n}`);
} finally {
  await database.close();
}
