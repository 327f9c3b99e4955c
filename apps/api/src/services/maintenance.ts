import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { channels } from '../db/schema.js';
import type { Maintenance } from '../db/schema.js';

/** What shoppers read while a shop is in maintenance and the operator gave no text of their own. */
export const DEFAULT_MAINTENANCE = {
  title: 'ただいまメンテナンス中です',
  message: 'ご不便をおかけして申し訳ございません。メンテナンス終了まで、しばらくお待ちください。',
} as const;

export const MAINTENANCE_USAGE = `Usage:
  maintenance on --channel <id> [--title <text>] [--message <text>]
  maintenance off --channel <id>
  maintenance status [--channel <id>]

While on, every call of the channel answers 503 { message, title, code: 'maintenance' }.`;

export type MaintenanceCommand =
  | { action: 'on'; channel: string; title: string; message: string }
  | { action: 'off'; channel: string }
  | { action: 'status'; channel: string | undefined };

/** A mistake in the command line; the CLI prints it with the usage. */
export class UsageError extends Error {}

export function parseMaintenanceArgs(args: string[]): MaintenanceCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        channel: { type: 'string', short: 'c' },
        title: { type: 'string', short: 't' },
        message: { type: 'string', short: 'm' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  const [action, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest.join(' ')}`);
  const channel = values.channel?.trim() || undefined;
  if (action === 'status') return { action, channel };
  if (action !== 'on' && action !== 'off') throw new UsageError('Give one of on, off, status.');
  if (!channel) throw new UsageError(`"${action}" needs --channel <id>.`);
  if (action === 'off') {
    if (values.title !== undefined || values.message !== undefined) {
      throw new UsageError('--title and --message go with "on" only.');
    }
    return { action, channel };
  }
  const title = values.title?.trim() ?? DEFAULT_MAINTENANCE.title;
  const message = values.message?.trim() ?? DEFAULT_MAINTENANCE.message;
  if (!title || !message) throw new UsageError('--title and --message may not be empty.');
  return { action, channel, title, message };
}

function describe(id: string, maintenance: Maintenance): string {
  return maintenance.is_on
    ? `${id}: on — ${maintenance.title} / ${maintenance.message}`
    : `${id}: off`;
}

/**
 * Switches a channel's maintenance mode or reports it; returns the lines to print. Running API
 * instances pick the change up within their channel cache time (a second by default).
 */
export async function runMaintenance(db: Database, command: MaintenanceCommand): Promise<string[]> {
  if (command.action === 'status') {
    const rows = await db
      .select({ id: channels.id, maintenance: channels.maintenance })
      .from(channels)
      .where(command.channel ? eq(channels.id, command.channel) : undefined)
      .orderBy(asc(channels.id));
    if (command.channel && rows.length === 0)
      throw new UsageError(`Unknown channel: ${command.channel}`);
    return rows.map((row) => describe(row.id, row.maintenance));
  }
  const maintenance: Maintenance =
    command.action === 'on'
      ? { is_on: true, title: command.title, message: command.message }
      : { is_on: false, title: '', message: '' };
  const updated = await db
    .update(channels)
    .set({ maintenance })
    .where(eq(channels.id, command.channel))
    .returning({ id: channels.id });
  if (updated.length === 0) throw new UsageError(`Unknown channel: ${command.channel}`);
  return [describe(command.channel, maintenance)];
}
