import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from './app.js';
import type { AppOptions } from './app.js';
import { loadConfig } from './config.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { outbox } from './db/schema.js';
import { seed } from './seed/index.js';
import { DEMO_PASSWORD } from './seed/members.js';

/** 'postgres' when the suite runs in the PostgreSQL project (TEST_DATABASE_URL), else 'pglite'. */
export const TEST_DRIVER = process.env.MISE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Every file under a folder, in a stable order. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Changes whenever the API's code or migrations change, so a stale template is never used. */
async function sourceHash(): Promise<string> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const migrations = fileURLToPath(new URL('../drizzle/', import.meta.url));
  const hash = createHash('sha256');
  for (const file of [...(await filesUnder(here)), ...(await filesUnder(migrations))]) {
    hash.update(path.relative(here, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated and seeded embedded database as a tarball, made once for the current code and
 * kept in the temp folder: starting from it takes a fraction of migrating and seeding, which
 * every test file would otherwise repeat.
 */
async function pgliteTemplate(): Promise<Blob> {
  // src (the API's own tests) or dist (the store's and the client's): each drops only its own
  // older templates (69 MB each), never the one another package's tests are using.
  const kind = path.basename(fileURLToPath(new URL('.', import.meta.url)));
  const name = `mise-test-db-${kind}-${await sourceHash()}.tar`;
  const file = path.join(tmpdir(), name);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: make it below.
  }
  for (const stale of await readdir(tmpdir()))
    if (stale.startsWith(`mise-test-db-${kind}-`) && stale !== name)
      await rm(path.join(tmpdir(), stale), { force: true });
  const handle = openDatabase({});
  await handle.migrate();
  await seed(handle.db);
  const dump = await handle.dump!();
  await handle.close();
  // Written aside and renamed, so a test file running at the same time never reads half of it.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** A statement on the PostgreSQL server's maintenance connection (the URL's own database). */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The migrated and seeded PostgreSQL database every test database is copied from (CREATE
 * DATABASE … TEMPLATE copies files, far faster than migrating and seeding once per file). Made
 * once for the current code; test files starting together wait on an advisory lock for the
 * first to make it, and templates of older code are dropped then.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `mise_template_${await sourceHash()}`;
  return onServer(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(7270211)');
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'mise\\_template\\_%'",
      );
      for (const { datname } of stale.rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      // Made under a name of its own and renamed when complete: a run killed half way leaves
      // nothing a later run would take for a template.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 4 });
      try {
        await handle.migrate();
        await seed(handle.db);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(7270211)');
    }
  });
}

/**
 * A fresh, migrated and seeded database: in-memory PGlite from the template, or a new
 * database on the PostgreSQL server copied from its template.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (TEST_DRIVER === 'pglite') return openDatabase({ loadDataDir: await pgliteTemplate() });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('MISE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = await postgresTemplate(serverUrl);
  const name = `mise_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const handle = openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
};

/** App options of a test; `config` is laid over the test configuration. */
export type TestAppOptions = Partial<Omit<AppOptions, 'db' | 'config'>> & {
  config?: Partial<Config>;
  /** More routes on the same instance, registered before it is ready. */
  extend?: (instance: FastifyInstance) => Promise<void>;
};

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Every app of a test worker compiles the same routes' schemas. Compiling them (ajv's validators,
 * fast-json-stringify's serializers) took about 0.45 s of each of the suite's hundreds of apps:
 * the apps of one worker share what was compiled (vitest runs a worker's
 * files in one module graph, `isolate: false`). The ajv compiler already keeps one Ajv per set
 * of shared schemas and options, and Ajv one validator per schema object; serializers are kept
 * here by what they are made from.
 */
function sharedSerializers(): SerializerFactory {
  const build = SerializerSelector();
  const made = new Map<string, unknown>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const madeFrom = JSON.stringify([externalSchemas, options]);
    return (route) => {
      const key = `${madeFrom}|${JSON.stringify(route)}`;
      if (!made.has(key)) made.set(key, compile(route));
      return made.get(key) as ReturnType<ReturnType<SerializerFactory>>;
    };
  };
}

const TEST_SERVER_OPTIONS: FastifyServerOptions = {
  logger: false,
  schemaController: {
    compilersFactory: { buildValidator: AjvCompiler(), buildSerializer: sharedSerializers() },
  },
};

/** The API on a fresh seeded database, as the demo starts it; logs off. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { extend, ...appOptions } = options;
  const database = await freshDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), ...appOptions.config };
  const app = await buildApp(
    {
      channelCacheMs: 0,
      countsCacheMs: 0,
      // On PGlite a write's notification arrives before the write returns, so every test there
      // also checks that the response cache never answers stale. On PostgreSQL it arrives a
      // moment later, sooner than a test reads back what it wrote straight into the database
      // (the API's own writes settle first): there the cache is on only in its own tests.
      publicCacheMs: TEST_DRIVER === 'postgres' ? 0 : 10_000,
      authRateLimit: 10_000,
      // Tests deliver the outbox themselves (app.mailWorker.drain()): nothing polls behind them.
      mailDelivery: 'manual',
      ...appOptions,
      db: database.db,
      config,
    },
    TEST_SERVER_OPTIONS,
    extend,
  );
  // As a running API soon after its start: the catalogue cache's listener is up, so a test's
  // first read is cached (a busy CI machine had it answer before LISTEN did, uncached).
  await app.catalogChanges.listening;
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type RunningTestApp = TestApp & { baseURL: string };

/** The API on a fresh seeded database, listening on a loopback port (for HTTP clients under test). */
export async function startTestServer(options: TestAppOptions = {}): Promise<RunningTestApp> {
  const t = await createTestApp(options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...t, baseURL: `http://127.0.0.1:${port}` };
}

/** `app.inject` for a shop: sends the channel header (and a bearer token when given). */
export function shop(app: FastifyInstance, channel = 'standard') {
  return (options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> => {
    const { token, headers, ...rest } = options;
    return app.inject({
      ...rest,
      headers: {
        'x-channel': channel,
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  };
}

/**
 * Calls `seen` with the text of every statement the database runs from now on (both drivers send
 * each through their client's query method); the returned function stops it.
 */
export function watchStatements(db: Database, seen: (statement: string) => void): () => void {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0];
    seen(typeof text === 'string' ? text : String((text as { text: string }).text));
    return query.apply(this, args);
  };
  return () => {
    client.query = query;
  };
}

/** The newest mail sent to `to` (from the outbox table). */
export async function lastMailTo(db: Database, to: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return rows[0];
}

/** Logs a demo member in with a password and returns the login response body. */
export async function login(
  app: FastifyInstance,
  channel: string,
  loginId: string,
  password: string,
) {
  const res = await shop(
    app,
    channel,
  )({ method: 'POST', url: '/v1/auth/login', payload: { login_id: loginId, password } });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), res };
}

/**
 * A member's id and access token, through the second login step (the mailed code, which tests
 * see in the answer) when the member has one, as hanako does.
 */
export async function memberSession(
  app: FastifyInstance,
  channel: string,
  loginId: string,
  password = DEMO_PASSWORD,
): Promise<{ id: number; token: string }> {
  const first = await login(app, channel, loginId, password);
  const id = Number(first.body.user_id);
  if (first.body.access_token) return { id, token: first.body.access_token as string };
  const verified = await shop(
    app,
    channel,
  )({
    method: 'POST',
    url: '/v1/auth/verify',
    payload: { user_id: first.body.user_id, verify_code: first.body.verify_code },
  });
  return { id, token: String(verified.json<{ access_token: string }>().access_token) };
}

/** The tables, for tests that set up or inspect state directly. */
export * as schema from './db/schema.js';
export { seedGeneratedProducts } from './seed/generated.js';
export { DEMO_ANSWER, DEMO_PASSWORD } from './seed/members.js';
/** Orders written straight into the tables (for tests of what follows a checkout). */
export { insertOrder } from './test-support/order-history.js';
export { freePort } from './test-support/ports.js';
