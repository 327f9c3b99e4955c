import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Brings the schema up to date, then runs `afterwards` (the first start's seed) before any
   * other instance starting at the same time gets to: it would otherwise find the same empty
   * database and seed it a second time.
   */
  migrate: (afterwards?: () => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
  /**
   * The embedded database's folder as an uncompressed tarball (PGlite only), to start others
   * from: starting from it takes 0.85 s where the gzipped one (a tenth of its 69 MB) takes
   * 1.2-1.8 s, for every test file.
   */
  dump?: () => Promise<Blob>;
};

/** drizzle/ beside src/ and dist/: the one migration set for both drivers. */
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions =
  /** PostgreSQL server (production and scale-out). */
  | { url: string; poolSize?: number }
  /**
   * Embedded PGlite persisted in a folder, or in memory when dataDir is omitted (then
   * optionally starting from a dumped folder).
   */
  | { dataDir?: string; loadDataDir?: Blob; traceSql?: SqlTracer };

/** Runs one statement inside a trace span (@mise/telemetry's sqlSpan). */
export type SqlTracer = <T>(statement: string, run: () => Promise<T>) => Promise<T>;

/**
 * Every statement of an embedded database in a span of its own: OpenTelemetry's pg
 * instrumentation sees the pg driver only. Drizzle sends each statement through `query`, on
 * the database or on a transaction's handle.
 */
function traceQueries(client: PGlite, traced: SqlTracer): void {
  const wrap = (target: Pick<PGlite, 'query'>) => {
    const query = target.query.bind(target);
    target.query = ((statement: string, ...rest: unknown[]) =>
      traced(statement, () =>
        (query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest),
      )) as PGlite['query'];
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      wrap(tx);
      return callback(tx);
    })) as PGlite['transaction'];
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A restarted server or a terminated backend must not crash the process: the query in
    // flight fails on its own, and a connection that dies between queries is just dropped.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      async migrate(afterwards) {
        // Several API instances may start at once: one migrates and seeds, the others wait
        // (the lock is held by this connection while `afterwards` writes through the pool).
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          await afterwards?.();
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm indexes the keyword search (migration 0015), as on a PostgreSQL server.
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : { loadDataDir: options.loadDataDir }),
    extensions: { pg_trgm },
  });
  if (options.traceSql) traceQueries(client, options.traceSql);
  const db = drizzlePglite(client, { schema });
  return {
    db: db,
    driver: 'pglite',
    // One process owns an embedded database: nobody to take turns with.
    async migrate(afterwards) {
      await migratePglite(db, { migrationsFolder });
      await afterwards?.();
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** The rows of `db.execute`, whichever driver answered (pg answers an array, PGlite an object). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** True when the database has no channels yet (first start). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.channels);
  return (row?.n ?? 0) === 0;
}
