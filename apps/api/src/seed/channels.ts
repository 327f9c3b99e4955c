import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { channels } from '../db/schema.js';

/** The three demo shops, one per theme; hosts are the themes' local dev servers. */
export const DEMO_CHANNELS = [
  {
    id: 'standard',
    name: 'Mise ストア',
    kind: 'consumer',
    theme: 'standard',
    hosts: ['localhost:3000', '127.0.0.1:3000'],
  },
  {
    id: 'business',
    name: 'Mise ビジネス',
    kind: 'business',
    theme: 'business',
    hosts: ['localhost:3001', '127.0.0.1:3001'],
  },
  {
    id: 'moto',
    name: 'Mise モトパーツ',
    kind: 'consumer',
    theme: 'moto',
    hosts: ['localhost:3002', '127.0.0.1:3002'],
  },
] as const;

export type DemoChannelId = (typeof DEMO_CHANNELS)[number]['id'];

export async function seedChannels(db: Database): Promise<void> {
  for (const channel of DEMO_CHANNELS) {
    await db
      .insert(channels)
      .values({ ...channel, hosts: [...channel.hosts] })
      .onConflictDoUpdate({
        target: channels.id,
        set: {
          name: sql`excluded.name`,
          kind: sql`excluded.kind`,
          theme: sql`excluded.theme`,
          hosts: sql`excluded.hosts`,
          // Maintenance is the operator's switch: re-seeding leaves it as it is.
        },
      });
  }
}
