import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { userTokens, users } from '../db/schema.js';
import type { UserTokenKind } from '../db/schema.js';
import type { User } from '../types.js';
import { hashSecret } from './passwords.js';
import { randomCode, randomToken, sha256 } from './tokens.js';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A member of this shop by e-mail address or username (case-insensitive), deleted ones excluded. */
export async function findMemberByLogin(
  db: Database,
  channelId: string,
  loginId: string,
): Promise<User | undefined> {
  const id = loginId.trim().toLowerCase();
  if (!id) return undefined;
  return db.query.users.findFirst({
    where: and(
      eq(users.channelId, channelId),
      isNull(users.deletedAt),
      or(eq(users.email, id), eq(users.username, id)),
    ),
  });
}

/** A member by id, deleted ones included (the caller decides what a deleted one means). */
export function findUser(db: Database, userId: number): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
}

/** A member by id, deleted ones excluded; of the given shop only when one is given. */
export function findLiveUser(
  db: Database,
  userId: number,
  channelId?: string,
): Promise<User | undefined> {
  return db.query.users.findFirst({
    where: and(
      eq(users.id, userId),
      isNull(users.deletedAt),
      ...(channelId === undefined ? [] : [eq(users.channelId, channelId)]),
    ),
  });
}

/** Whether a member of the shop (deleted ones aside) has the username. */
export async function isUsernameTaken(
  db: Database,
  channelId: string,
  username: string,
): Promise<boolean> {
  const taken = await db.query.users.findFirst({
    where: and(
      eq(users.channelId, channelId),
      eq(users.username, username),
      isNull(users.deletedAt),
    ),
  });
  return taken !== undefined;
}

/** Whether another member of the shop (deleted ones aside) has the e-mail address. */
export async function isEmailTakenByOther(
  db: Database,
  channelId: string,
  email: string,
  userId: number,
): Promise<boolean> {
  const taken = await db.query.users.findFirst({
    where: and(
      eq(users.channelId, channelId),
      eq(users.email, email),
      isNull(users.deletedAt),
      ne(users.id, userId),
    ),
  });
  return taken !== undefined;
}

export async function insertMember(db: Database, values: typeof users.$inferInsert): Promise<User> {
  const [created] = await db.insert(users).values(values).returning();
  return created!;
}

/** Sets the member's columns, noting the change, and answers the member as stored now. */
export async function updateMember(
  db: Database,
  userId: number,
  set: Partial<typeof users.$inferInsert>,
): Promise<User> {
  const [updated] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}

export async function findMemberByEmail(
  db: Database,
  channelId: string,
  email: string,
): Promise<User | undefined> {
  return db.query.users.findFirst({
    where: and(
      eq(users.channelId, channelId),
      isNull(users.deletedAt),
      eq(users.email, normaliseEmail(email)),
    ),
  });
}

const TOKEN_TTL_MINUTES: Record<UserTokenKind, number> = {
  email_verify: 60 * 24,
  mfa: 10,
  unlock: 60 * 24,
  reminder: 60,
  reminder_username: 60,
};

/** Wrong tries a code or reminder answer survives before it stops working. */
export const MAX_TOKEN_ATTEMPTS = 5;

/**
 * Issues a one-time secret of `kind` for the member, replacing any earlier one of that
 * kind: a 6-digit code for codes typed by hand, else a long link token.
 */
export async function issueUserToken(
  db: Database,
  userId: number,
  kind: UserTokenKind,
): Promise<string> {
  const secret = kind === 'mfa' || kind === 'email_verify' ? randomCode() : randomToken();
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind)));
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: sha256(secret),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MINUTES[kind] * 60_000),
  });
  return secret;
}

export type UserToken = typeof userTokens.$inferSelect;

/** The live token of `kind` whose secret is `secret`, for any member (link tokens). */
export async function findTokenBySecret(
  db: Database,
  kind: UserTokenKind,
  secret: string,
): Promise<UserToken | undefined> {
  return db.query.userTokens.findFirst({
    where: and(
      eq(userTokens.kind, kind),
      eq(userTokens.tokenHash, sha256(secret)),
      isNull(userTokens.usedAt),
      gt(userTokens.expiresAt, new Date()),
    ),
  });
}

/**
 * Checks a typed code of `kind` for the member. Each miss counts; after MAX_TOKEN_ATTEMPTS
 * the code is dead. A match is used up.
 */
export async function consumeCode(
  db: Database,
  userId: number,
  kind: UserTokenKind,
  code: string,
): Promise<boolean> {
  const token = await db.query.userTokens.findFirst({
    where: and(
      eq(userTokens.userId, userId),
      eq(userTokens.kind, kind),
      isNull(userTokens.usedAt),
      gt(userTokens.expiresAt, new Date()),
    ),
    orderBy: desc(userTokens.createdAt),
  });
  if (!token || token.attempts >= MAX_TOKEN_ATTEMPTS) return false;
  if (token.tokenHash !== sha256(code.trim())) {
    await countTokenMiss(db, token);
    return false;
  }
  await spendToken(db, token.id);
  return true;
}

/** A wrong code or answer against the token: after MAX_TOKEN_ATTEMPTS it stops working. */
export async function countTokenMiss(db: Database, token: UserToken): Promise<void> {
  await db
    .update(userTokens)
    .set({ attempts: token.attempts + 1 })
    .where(eq(userTokens.id, token.id));
}

export async function spendToken(db: Database, tokenId: number): Promise<void> {
  await db.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.id, tokenId));
}

/** The member as `GET /v1/me/user` shows it: never hashes, tokens or internal flags. */
export function serializeUser(user: User) {
  return {
    id: user.id,
    code: user.code,
    email: user.email,
    username: user.username,
    last_name: user.lastName,
    first_name: user.firstName,
    last_name_kana: user.lastNameKana,
    first_name_kana: user.firstNameKana,
    postal_code: user.postalCode,
    prefecture: user.prefecture,
    city: user.city,
    address1: user.address1,
    address2: user.address2,
    phone_number: user.phoneNumber,
    cell_phone_number: user.cellPhoneNumber,
    gender: user.gender,
    birthday: user.birthday,
    is_receive_newsletter: user.isReceiveNewsletter,
    job: user.job,
    school: user.school,
    company_name: user.companyName,
    department: user.department,
    orderer_name: user.ordererName,
    contact_phone_number: user.contactPhoneNumber,
    fax: user.fax,
    question_ct: user.questionCt,
    is_registered_member: user.isRegisteredMember,
    is_email_verified: user.emailVerifiedAt !== null,
    is_mfa_enabled: user.isMfaEnabled,
    has_password: user.passwordHash !== null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/** Sets the member's password (hashed), notes when it changed, and answers the member. */
export async function setPassword(db: Database, userId: number, password: string): Promise<User> {
  return updateMember(db, userId, {
    passwordHash: await hashSecret(password),
    passwordChangedAt: new Date(),
  });
}
