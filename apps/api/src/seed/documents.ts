import { sql } from 'drizzle-orm';
import { ISSUER_SETTING_KEYS } from '../services/pdf/issuer.js';
import type { Database } from '../db/client.js';
import { settings } from '../db/schema.js';
import { DEMO_CHANNELS } from './channels.js';

/** The demo shops' issuer of quotations and receipts (the company named on their legal pages). */
const ISSUERS: Record<string, { name: string; phone: string }> = {
  standard: { name: '株式会社ミセ Mise ストア', phone: '03-0000-3100' },
  business: { name: '株式会社ミセ 法人営業部', phone: '03-0000-3200' },
  moto: { name: '株式会社ミセ Mise モトパーツ', phone: '03-0000-3300' },
};

/** Issuer settings of the demo shops; every shop shares the company's invoice registration. */
export async function seedDocumentSettings(
  db: Database,
  channels: readonly { id: string }[] = DEMO_CHANNELS,
): Promise<void> {
  for (const channel of channels) {
    const issuer = ISSUERS[channel.id] ?? ISSUERS.standard!;
    const values: Record<string, string> = {
      [ISSUER_SETTING_KEYS.name]: issuer.name,
      [ISSUER_SETTING_KEYS.postalCode]: '150-0041',
      [ISSUER_SETTING_KEYS.address]: '東京都渋谷区神南1-0-0 ミセビル5階',
      [ISSUER_SETTING_KEYS.phone]: issuer.phone,
      // A made-up number of the registry's format ('T' + 13 digits).
      [ISSUER_SETTING_KEYS.registrationNo]: 'T1010001000000',
    };
    await db
      .insert(settings)
      .values(Object.entries(values).map(([key, value]) => ({ channelId: channel.id, key, value })))
      .onConflictDoUpdate({
        target: [settings.channelId, settings.key],
        set: { value: sql`excluded.value` },
      });
  }
}
