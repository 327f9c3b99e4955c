import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../db/client.js';
import { userAddresses, users } from '../db/schema.js';
import { HttpError, notFound } from '../errors.js';
import type { User } from '../types.js';
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

/** Division of the member's own address (spec section 3); every other address is 2. */
export const OWN_ADDRESS = 1;

export const ADDRESS_MESSAGES = {
  notFound: 'お届け先が見つかりませんでした',
  ownUndeletable: 'ご本人の住所は削除できません。会員情報の変更から編集してください',
} as const;

/** The profile's fields the own address mirrors, in both directions (spec section 4). */
const PROFILE_FIELDS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'companyName',
  'postalCode',
  'prefecture',
  'city',
  'address1',
  'address2',
  'phoneNumber',
  'cellPhoneNumber',
] as const;

type ProfileFields = Pick<User, (typeof PROFILE_FIELDS)[number]>;

const profileFieldsOf = (from: ProfileFields): ProfileFields =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, from[field]])) as ProfileFields;

/**
 * Makes the member's own address (division_ct 1) mirror the profile: called at registration,
 * after a profile edit, by the seed, and lazily for members registered before it existed. A
 * new own address is the default (and sender default) unless another address already is.
 */
export async function syncOwnAddress(db: Database, user: User): Promise<UserAddressRow> {
  const columns = profileFieldsOf(user);
  const [own] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, user.id), eq(userAddresses.divisionCt, OWN_ADDRESS)))
    .orderBy(asc(userAddresses.id))
    .limit(1);
  if (own) {
    const [updated] = await db
      .update(userAddresses)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(userAddresses.id, own.id))
      .returning();
    return updated!;
  }
  const others = await db
    .select({ isDefault: userAddresses.isDefault, isSenderDefault: userAddresses.isSenderDefault })
    .from(userAddresses)
    .where(eq(userAddresses.userId, user.id));
  const [created] = await db
    .insert(userAddresses)
    .values({
      ...columns,
      userId: user.id,
      divisionCt: OWN_ADDRESS,
      isDefault: !others.some((row) => row.isDefault),
      isSenderDefault: !others.some((row) => row.isSenderDefault),
    })
    .returning();
  return created!;
}

/** Creates the own address of a member who has none yet (registered before the address book). */
export async function ensureOwnAddress(db: Database, user: User): Promise<void> {
  const [own] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, user.id), eq(userAddresses.divisionCt, OWN_ADDRESS)))
    .limit(1);
  if (!own) await syncOwnAddress(db, user);
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

/** The member's address by id: another member's id is 404, as a missing one. */
export async function mineOr404(db: Database, userId: number, id: number) {
  const row = await findUserAddress(db, userId, id);
  if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  return row;
}

export async function countUserAddresses(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return row?.n ?? 0;
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
  if ((await countUserAddresses(db, userId)) >= limit)
    throw new HttpError(422, addressLimitMessage(limit), { code: 'user_address.limit' });
  return db.transaction((tx) => insertAddress(tx, userId, values));
}

export type AddressColumns = Omit<typeof userAddresses.$inferInsert, 'userId' | 'id'>;

/** Inserts an address; a new default (or sender default) clears the flag on the others (spec section 4). */
export async function insertAddress(
  db: Database,
  userId: number,
  values: AddressColumns,
): Promise<UserAddressRow> {
  await clearFlags(db, userId, values);
  const [created] = await db
    .insert(userAddresses)
    .values({ ...values, userId })
    .returning();
  return created!;
}

async function clearFlags(
  db: Database,
  userId: number,
  flags: { isDefault?: boolean | undefined; isSenderDefault?: boolean | undefined },
  except?: number,
) {
  const others = except
    ? and(eq(userAddresses.userId, userId), ne(userAddresses.id, except))
    : eq(userAddresses.userId, userId);
  if (flags.isDefault) await db.update(userAddresses).set({ isDefault: false }).where(others);
  if (flags.isSenderDefault)
    await db.update(userAddresses).set({ isSenderDefault: false }).where(others);
}

/**
 * Saves an edit of an address. The own address's edit also changes the profile's name, kana,
 * postal code, address and phones (spec section 4), in the same transaction.
 */
export async function updateUserAddress(
  db: Database,
  row: UserAddressRow,
  values: AddressColumns,
): Promise<UserAddressRow> {
  return db.transaction(async (tx) => {
    await clearFlags(tx, row.userId, values, row.id);
    const [updated] = await tx
      .update(userAddresses)
      .set({ ...values, divisionCt: row.divisionCt, updatedAt: new Date() })
      .where(eq(userAddresses.id, row.id))
      .returning();
    if (row.divisionCt === OWN_ADDRESS) {
      const { companyName, ...profile } = profileFieldsOf(updated!);
      // A business member's company name is required on the profile: an empty one is not copied.
      await tx
        .update(users)
        .set({ ...profile, ...(companyName ? { companyName } : {}), updatedAt: new Date() })
        .where(eq(users.id, row.userId));
    }
    return updated!;
  });
}

/** Makes an address the default (`isDefault`) or sender default; the others lose the flag. */
export async function useAddressAs(
  db: Database,
  row: UserAddressRow,
  flag: 'isDefault' | 'isSenderDefault',
): Promise<UserAddressRow> {
  return db.transaction(async (tx) => {
    await clearFlags(tx, row.userId, { [flag]: true }, row.id);
    const [updated] = await tx
      .update(userAddresses)
      .set({ [flag]: true, updatedAt: new Date() })
      .where(eq(userAddresses.id, row.id))
      .returning();
    return updated!;
  });
}

/**
 * After a delete: where no address is the default (or the sender default) any more, the own
 * address takes the flag back, so checkout always has a choice made.
 */
/** Deletes every address of the member but the own address (division_ct 1). */
export async function deleteOtherAddresses(db: Database, userId: number): Promise<void> {
  await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.userId, userId), ne(userAddresses.divisionCt, OWN_ADDRESS)));
}

export async function deleteUserAddress(db: Database, id: number): Promise<void> {
  await db.delete(userAddresses).where(eq(userAddresses.id, id));
}

export async function restoreDefaults(db: Database, userId: number): Promise<void> {
  const rows = await db
    .select({
      id: userAddresses.id,
      divisionCt: userAddresses.divisionCt,
      isDefault: userAddresses.isDefault,
      isSenderDefault: userAddresses.isSenderDefault,
    })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.divisionCt), asc(userAddresses.id));
  const own = rows.find((row) => row.divisionCt === OWN_ADDRESS) ?? rows[0];
  if (!own) return;
  const set = {
    ...(rows.some((row) => row.isDefault) ? {} : { isDefault: true }),
    ...(rows.some((row) => row.isSenderDefault) ? {} : { isSenderDefault: true }),
  };
  if (Object.keys(set).length > 0)
    await db
      .update(userAddresses)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(userAddresses.id, own.id));
}
