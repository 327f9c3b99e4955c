import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { channels, settings } from '../db/schema.js';

/**
 * Settings of a shop that stay on the server (kept in the same settings table as the front
 * settings, but GET /v1/settings/front never answers them), with their defaults.
 */
export const PRIVATE_SETTINGS = {
  /** The bot-protection provider's secret key, paired with the front setting RECAPTCHA.SITE_KEY. */
  'RECAPTCHA.SECRET_KEY': '',
  /** reCAPTCHA v3 scores below this (0.0 bot … 1.0 human) are refused; Turnstile has no score. */
  'RECAPTCHA.SCORE_THRESHOLD': 0.5,
  /** The shop's contact in its order mails, beside the issuer's name, address and phone (SHOP.ISSUER.*). */
  'SHOP.CONTACT.EMAIL': '',
  'SHOP.CONTACT.HOURS': '',
  /** The account bank transfers (前払い) are paid into, as the order mail shows it: one line each. */
  'SHOP.BANK_TRANSFER.ACCOUNT': '',
  /** Days from the order within which a bank transfer must arrive (its deadline in the order mail). */
  'SHOP.BANK_TRANSFER.DUE_DAYS': 7,
} satisfies Record<string, string | number | boolean>;

/** One front setting of a shop, or `fallback` when the shop has not set it. */
export async function getSetting<T>(
  db: Database,
  channelId: string,
  key: string,
  fallback: T,
): Promise<T> {
  const row = await db.query.settings.findFirst({
    where: and(eq(settings.channelId, channelId), eq(settings.key, key)),
  });
  return row === undefined || row.value === null || row.value === undefined
    ? fallback
    : (row.value as T);
}

/** Whether a shop of this id exists. */
export async function channelExists(db: Database, channelId: string): Promise<boolean> {
  const [shop] = await db.select().from(channels).where(eq(channels.id, channelId));
  return shop !== undefined;
}

/** Sets one setting of a shop; answers its value before (null when it was not set). */
export async function putSetting(
  db: Database,
  channelId: string,
  key: string,
  value: unknown,
): Promise<unknown> {
  const where = and(eq(settings.channelId, channelId), eq(settings.key, key));
  const [row] = await db.select({ value: settings.value }).from(settings).where(where);
  await db
    .insert(settings)
    .values({ channelId, key, value })
    .onConflictDoUpdate({ target: [settings.channelId, settings.key], set: { value } });
  return row ? row.value : null;
}
