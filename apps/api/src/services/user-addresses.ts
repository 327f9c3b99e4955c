import { and, asc, count, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../db/client.js';
import { userAddresses } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { loadOrderSettings } from './order-settings.js';
import { formatPostalCode } from './postal-codes.js';

export type UserAddressRow = typeof userAddresses.$inferSelect;

/** A saved address as GET/POST /v1/me/user-addresses answer it (spec section 3 "User address"). */
export const UserAddress = Type.Object({
  id: Type.Integer(),
  is_default: Type.Boolean(),
  is_sender_default: Type.Boolean(),
  division_ct: Type.Integer({ description: '1 = the member’s own address' }),
  nickname: Type.String(),
  shipping_name: Type.String(),
  shipping_last_name: Type.String(),
  shipping_first_name: Type.String(),
  shipping_kana: Type.String(),
  shipping_last_name_kana: Type.String(),
  shipping_first_name_kana: Type.String(),
  company_name: Type.String(),
  postal_code: Type.String(),
  formatted_postal_code: Type.String(),
  prefecture: Type.String(),
  city: Type.String(),
  address1: Type.String(),
  address2: Type.String(),
  combined_address: Type.String({ description: 'prefecture, city and lines' }),
  full_address: Type.String({ description: '〒postal code and the combined address' }),
  phone_number: Type.String(),
  cell_phone_number: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export function serializeUserAddress(row: UserAddressRow) {
  const combined = `${row.prefecture}${row.city}${row.address1}${row.address2 ? ` ${row.address2}` : ''}`;
  const formatted = formatPostalCode(row.postalCode);
  return {
    id: row.id,
    is_default: row.isDefault,
    is_sender_default: row.isSenderDefault,
    division_ct: row.divisionCt,
    nickname: row.nickname,
    shipping_name: `${row.lastName} ${row.firstName}`.trim(),
    shipping_last_name: row.lastName,
    shipping_first_name: row.firstName,
    shipping_kana: `${row.lastNameKana} ${row.firstNameKana}`.trim(),
    shipping_last_name_kana: row.lastNameKana,
    shipping_first_name_kana: row.firstNameKana,
    company_name: row.companyName,
    postal_code: row.postalCode,
    formatted_postal_code: formatted,
    prefecture: row.prefecture,
    city: row.city,
    address1: row.address1,
    address2: row.address2,
    combined_address: combined,
    full_address: `〒${formatted} ${combined}`,
    phone_number: row.phoneNumber,
    cell_phone_number: row.cellPhoneNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listUserAddresses(db: Database, userId: number) {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.divisionCt), desc(userAddresses.isDefault), asc(userAddresses.id));
}

export async function findUserAddress(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
  return row ?? null;
}

export const addressLimitMessage = (limit: number) =>
  `お届け先は${limit}件まで登録できます。不要なお届け先を削除してから登録してください。`;

/** Saves an address for a member (USER_ADDRESS.LIMIT at most; a new default clears the others). */
export async function createUserAddress(
  db: Database,
  channelId: string,
  userId: number,
  values: Omit<typeof userAddresses.$inferInsert, 'userId' | 'id'>,
): Promise<UserAddressRow> {
  const limit = (await loadOrderSettings(db, channelId))['USER_ADDRESS.LIMIT'];
  const [row] = await db
    .select({ n: count() })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  if ((row?.n ?? 0) >= limit)
    throw new HttpError(422, addressLimitMessage(limit), { code: 'user_address.limit' });
  return db.transaction(async (tx) => {
    if (values.isDefault)
      await tx
        .update(userAddresses)
        .set({ isDefault: false })
        .where(eq(userAddresses.userId, userId));
    if (values.isSenderDefault)
      await tx
        .update(userAddresses)
        .set({ isSenderDefault: false })
        .where(eq(userAddresses.userId, userId));
    const [created] = await tx
      .insert(userAddresses)
      .values({ ...values, userId })
      .returning();
    return created!;
  });
}
