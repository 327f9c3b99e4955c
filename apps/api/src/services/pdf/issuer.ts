import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/**
 * The shop as the issuer of its quotations and receipts. Private settings (not front settings):
 * a qualified invoice (適格請求書) must name the issuer and its registration number
 * (適格請求書発行事業者登録番号, 'T' + 13 digits).
 */
export const ISSUER_SETTING_KEYS = {
  name: 'SHOP.ISSUER.NAME',
  postalCode: 'SHOP.ISSUER.POSTAL_CODE',
  address: 'SHOP.ISSUER.ADDRESS',
  phone: 'SHOP.ISSUER.PHONE',
  registrationNo: 'SHOP.INVOICE_REGISTRATION_NO',
} as const;

export type Issuer = {
  name: string;
  postalCode: string;
  address: string;
  phone: string;
  /** '' when the shop is not a registered issuer: its documents are then no qualified invoices. */
  registrationNo: string;
};

/** The issuer of a shop's documents; the shop's name stands in when no issuer name is set. */
export async function loadIssuer(
  db: Database,
  channel: { id: string; name: string },
): Promise<Issuer> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(
      and(
        eq(settings.channelId, channel.id),
        inArray(settings.key, Object.values(ISSUER_SETTING_KEYS)),
      ),
    );
  const value = (key: string) => {
    const found = rows.find((row) => row.key === key)?.value;
    return typeof found === 'string' ? found : '';
  };
  return {
    name: value(ISSUER_SETTING_KEYS.name) || channel.name,
    postalCode: value(ISSUER_SETTING_KEYS.postalCode),
    address: value(ISSUER_SETTING_KEYS.address),
    phone: value(ISSUER_SETTING_KEYS.phone),
    registrationNo: value(ISSUER_SETTING_KEYS.registrationNo),
  };
}
