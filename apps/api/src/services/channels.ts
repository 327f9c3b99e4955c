import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { channels } from '../db/schema.js';
import type { Channel } from '../types.js';

export function findChannel(db: Database, id: string): Promise<Channel | undefined> {
  return db.query.channels.findFirst({ where: eq(channels.id, id) });
}

/** The shop served at a host name (lower case), one of its `hosts`. */
export function channelOfHost(db: Database, host: string): Promise<Channel | undefined> {
  return db.query.channels.findFirst({ where: sql`${host} = any(${channels.hosts})` });
}
