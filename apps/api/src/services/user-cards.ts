import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { Database } from '../db/client.js';
import { userCards } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { saveSandboxCard } from './payments/sandbox.js';
import { claimCardToken } from './payments/token-claims.js';

export const USER_CARD_MESSAGES = {
  notFound: 'カードが見つかりませんでした',
  limit: (limit: number) =>
    `登録できるカードは${limit}枚までです。不要なカードを削除してから登録してください。`,
  duplicate: 'このカードは既に登録されています',
  tokenRequired: 'カード情報を入力してください',
} as const;

/** A saved card as the storefront shows it (spec section 3 "User card"), never the number. */
export const UserCard = Type.Object({
  id: Type.Integer(),
  is_main: Type.Boolean(),
  name: Type.String(),
  masked_number: Type.String({ description: 'Only the last four digits are visible' }),
  /** yyyymm */
  expiration: Type.String({ pattern: '^\\d{6}$' }),
  brand: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type UserCardJson = Static<typeof UserCard>;

type Row = typeof userCards.$inferSelect;

export function serializeUserCard(row: Row): UserCardJson {
  return {
    id: row.id,
    is_main: row.isMain,
    name: row.name,
    masked_number: row.maskedNumber,
    expiration: row.expiration,
    brand: row.brand,
    created_at: row.createdAt.toISOString(),
  };
}

/** The member's cards: the main one first, then the newest. */
export function listUserCards(db: Database, userId: number): Promise<Row[]> {
  return db
    .select()
    .from(userCards)
    .where(eq(userCards.userId, userId))
    .orderBy(desc(userCards.isMain), desc(userCards.createdAt), desc(userCards.id));
}

/** Card numbers are this long by brand (the token carries only the last four digits). */
const NUMBER_LENGTH: Record<string, number> = { amex: 15, diners: 14 };

/** What a sandbox token says about its card, once its signature and key have been checked. */
type StoredCard = { providerRef: string; brand: string; maskedNumber: string; expiration: string };

/**
 * Turns the tokeniser's one-time token into what the shop keeps: the provider's reusable
 * reference, the brand, the last four digits and the expiry. The card number and security code
 * never reach the API.
 */
export function storedCardOf(token: string, tokenKey: string): StoredCard {
  const card = saveSandboxCard(token, tokenKey);
  if ('problem' in card)
    throw new HttpError(422, card.problem, { code: 'user_card.token_invalid' });
  const length = NUMBER_LENGTH[card.brand] ?? 16;
  return {
    providerRef: card.ref,
    brand: card.brand,
    maskedNumber: `${'*'.repeat(length - 4)}${card.lastFour}`,
    expiration: card.expiration,
  };
}

/** The holder's name as saved (checked before by cardHolderSchema): spaces collapsed, upper case. */
export function cardHolderName(name: string): string {
  return name.replace(/\s+/g, ' ').toUpperCase();
}

/**
 * Saves a card for the member, at most `limit`: the first card becomes the main card, and a new
 * card asked to be main takes the flag from the others.
 */
export async function createUserCard(
  db: Database,
  userId: number,
  limit: number,
  input: { token: string; tokenKey: string; name: string; isMain: boolean },
): Promise<Row> {
  const card = storedCardOf(input.token, input.tokenKey);
  return db.transaction(async (tx) => {
    await claimCardToken(tx, input.token, { userId });
    const existing = await tx.select().from(userCards).where(eq(userCards.userId, userId));
    if (existing.length >= limit)
      throw new HttpError(422, USER_CARD_MESSAGES.limit(limit), { code: 'user_card.limit' });
    if (
      existing.some(
        (row) =>
          row.brand === card.brand &&
          row.maskedNumber === card.maskedNumber &&
          row.expiration === card.expiration,
      )
    )
      throw new HttpError(422, USER_CARD_MESSAGES.duplicate, { code: 'user_card.duplicate' });
    const isMain = input.isMain || !existing.some((row) => row.isMain);
    if (isMain)
      await tx.update(userCards).set({ isMain: false }).where(eq(userCards.userId, userId));
    const [row] = await tx
      .insert(userCards)
      .values({ userId, ...card, name: input.name, isMain })
      .returning();
    return row!;
  });
}

/** The member's card by id; another member's card is not found (404). */
export async function findUserCard(db: Database, userId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(userCards)
    .where(and(eq(userCards.id, id), eq(userCards.userId, userId)));
  if (!row) throw new HttpError(404, USER_CARD_MESSAGES.notFound);
  return row;
}

/** The member's card by id as a cart pays with it, or undefined (another member's too). */
export async function findCardOfMember(db: Database, userId: number, id: number) {
  const [card] = await db
    .select({ id: userCards.id, maskedNumber: userCards.maskedNumber })
    .from(userCards)
    .where(and(eq(userCards.id, id), eq(userCards.userId, userId)));
  return card;
}

/** Makes the card the main one; every other card of the member loses the flag. */
export async function useUserCard(db: Database, userId: number, id: number): Promise<Row> {
  await findUserCard(db, userId, id);
  return db.transaction(async (tx) => {
    await tx
      .update(userCards)
      .set({ isMain: false })
      .where(and(eq(userCards.userId, userId), ne(userCards.id, id)));
    const [row] = await tx
      .update(userCards)
      .set({ isMain: true })
      .where(and(eq(userCards.id, id), eq(userCards.userId, userId)))
      .returning();
    return row!;
  });
}

/** Deletes the card; when it was the main card, the oldest remaining card becomes main. */
export async function deleteUserCard(db: Database, userId: number, id: number): Promise<void> {
  const card = await findUserCard(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.delete(userCards).where(and(eq(userCards.id, id), eq(userCards.userId, userId)));
    if (!card.isMain) return;
    const [next] = await tx
      .select({ id: userCards.id })
      .from(userCards)
      .where(eq(userCards.userId, userId))
      .orderBy(asc(userCards.createdAt), asc(userCards.id))
      .limit(1);
    if (next) await tx.update(userCards).set({ isMain: true }).where(eq(userCards.id, next.id));
  });
}
