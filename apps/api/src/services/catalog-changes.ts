import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.js';

/** The channel the catalogue tables' triggers notify on (drizzle/0010_catalogue_changes.sql). */
export const CATALOG_CHANNEL = 'mise_catalog';

/**
 * Follows committed writes to the tables the shops' public reads come from, on every API
 * instance that shares the database, through PostgreSQL's LISTEN/NOTIFY: the same server that
 * commits a change tells the instances about it, so no write path has to remember to, and no
 * second system can deliver the news before the data is visible.
 */
export type CatalogChanges = {
  /** Grows with every committed change seen; an answer cached under another value is stale. */
  readonly generation: number;
  /** False while changes may go unseen (the listening connection is down): cache nothing then. */
  readonly live: boolean;
  /** Resolves once it first listens. */
  readonly listening: Promise<void>;
  /** Resolves once every change committed before the call has been counted. */
  settle(): Promise<void>;
  /**
   * Calls `listener` with the table of every change heard, and with `null` when changes may have
   * gone unheard (the listening connection dropped); returns the function that stops it.
   */
  subscribe(listener: CatalogListener): () => void;
  close(): Promise<void>;
};

/** A changed table's name, or null: changes may have been missed. */
export type CatalogListener = (table: string | null) => void;

function listeners() {
  const set = new Set<CatalogListener>();
  return {
    subscribe: (listener: CatalogListener) => {
      set.add(listener);
      return () => void set.delete(listener);
    },
    tell(table: string | null) {
      for (const listener of set) listener(table);
    },
  };
}

const RECONNECT_MS = 1000;
const ignore = () => undefined;

/**
 * Starts listening without waiting for it (the database may still be opening, and the app must
 * start meanwhile): until it listens, `live` is false and nothing is cached.
 */
export function watchCatalog(db: Database): CatalogChanges {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return watchEmbedded(client);
  if (client instanceof pg.Pool) return watchServer(client);
  throw new Error('watchCatalog: unknown database driver');
}

/** PGlite hands notifications over before the committing query resolves: nothing to wait for. */
function watchEmbedded(client: PGlite): CatalogChanges {
  let generation = 0;
  let live = false;
  let closed = false;
  const heard = listeners();
  const listening = client
    .listen(CATALOG_CHANNEL, (table) => {
      generation += 1;
      heard.tell(table);
    })
    .then(
      (unlisten) => {
        live = !closed;
        return unlisten;
      },
      // A database closed before it listened: never live, nothing cached.
      () => null,
    );
  return {
    get generation() {
      return generation;
    },
    get live() {
      return live;
    },
    listening: listening.then(ignore),
    settle: () => Promise.resolve(),
    subscribe: heard.subscribe,
    async close() {
      closed = true;
      live = false;
      await (await listening)?.().catch(ignore);
    },
  };
}

/**
 * One connection of its own (outside the pool) listens. A notification reaches it a moment after
 * the writer's commit returns; `settle` closes that gap for this instance's own writes with a
 * round trip on the listening connection, which the server answers only after handing over the
 * notifications already due.
 */
function watchServer(pool: pg.Pool): CatalogChanges {
  let generation = 0;
  let listener: pg.Client | null = null;
  let closed = false;
  let heard: () => void = ignore;
  const listening = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const changed = listeners();

  const drop = (client: pg.Client) => {
    if (listener !== client) return;
    listener = null;
    // Changes made while nobody listens are never announced: forget everything cached.
    generation += 1;
    changed.tell(null);
    client.end().catch(ignore);
    if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  async function connect() {
    if (closed) return;
    const client = new pg.Client(pool.options);
    client.on('notification', ({ payload }) => {
      generation += 1;
      changed.tell(payload ?? null);
    });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`listen ${CATALOG_CHANNEL}`);
    } catch {
      client.end().catch(ignore);
      if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
      return;
    }
    if (closed) return void client.end().catch(ignore);
    generation += 1;
    listener = client;
    heard();
  }
  // Writers finishing together share round trips: one already sent may have left before a
  // caller's commit, so a caller arriving meanwhile waits for the next, shared with the others.
  let sent: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  function settle(): Promise<void> {
    const client = listener;
    if (!client) return Promise.resolve();
    if (!sent) {
      sent = client
        .query('select 1')
        .then(ignore, ignore)
        .finally(() => {
          sent = null;
        });
      return sent;
    }
    queued ??= sent.then(() => {
      queued = null;
      return settle();
    });
    return queued;
  }

  // A database still down is retried meanwhile.
  void connect();

  return {
    get generation() {
      return generation;
    },
    get live() {
      return listener !== null;
    },
    listening,
    settle,
    subscribe: changed.subscribe,
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      await client?.end().catch(ignore);
    },
  };
}
