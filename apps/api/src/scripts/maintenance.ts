import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import {
  MAINTENANCE_USAGE,
  UsageError,
  parseMaintenanceArgs,
  runMaintenance,
} from '../services/maintenance.js';

// `pnpm --filter @mise/api maintenance on --channel standard --title "…" --message "…"` (or off, status).
// With the embedded PGlite database, stop the API first: only one process may open its folder.
function fail(error: unknown): void {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${MAINTENANCE_USAGE}`);
  process.exitCode = 2;
}

let command;
try {
  command = parseMaintenanceArgs(process.argv.slice(2));
} catch (error) {
  fail(error);
}

if (command) {
  const config = loadConfig();
  const database = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
  );
  try {
    if (database.driver === 'pglite') {
      console.warn(
        `Embedded database ${config.pgliteDataDir}: the API must not be running on it meanwhile.`,
      );
    }
    await database.migrate();
    for (const line of await runMaintenance(database.db, command)) console.log(line);
  } catch (error) {
    fail(error);
  } finally {
    await database.close();
  }
}
