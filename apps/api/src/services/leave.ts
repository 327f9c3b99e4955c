import { and, eq, inArray } from 'drizzle-orm';
import { object, string } from 'yup';
import type { Database } from '../db/client.js';
import {
  bookmarks,
  carts,
  inquiries,
  loginHistories,
  newsReads,
  oauthAccounts,
  productHistories,
  productLikes,
  productRequests,
  productSearchHistories,
  sessions,
  systemMessages,
  userAddresses,
  userCards,
  userCoupons,
  userLists,
  users,
  userTokens,
} from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { User } from '../types.js';
import { verifySecret } from './passwords.js';

export const LEAVE_MESSAGES = {
  passwordRequired: 'パスワードは必須項目です',
  wrongPassword: 'パスワードが正しくありません',
} as const;

/** The body of DELETE /v1/me/user: the password, to be sure it is the member who leaves. */
export const leaveSchema = object({
  password: string().max(200, LEAVE_MESSAGES.wrongPassword),
});

/**
 * Checks the password a member types to leave the shop. A member who registered through an
 * external login (OAuth) and never set a password has none to type: the logged-in session and
 * the confirm step of the leave screen are the confirmation then.
 */
export async function confirmLeave(member: User, password: string | undefined): Promise<void> {
  if (member.passwordHash === null) return;
  if (!password)
    throw new HttpError(422, LEAVE_MESSAGES.passwordRequired, {
      code: 'user.leave.password_required',
      errors: { password: [LEAVE_MESSAGES.passwordRequired] },
    });
  if (!(await verifySecret(member.passwordHash, password)))
    throw new HttpError(422, LEAVE_MESSAGES.wrongPassword, {
      code: 'user.leave.wrong_password',
      errors: { password: [LEAVE_MESSAGES.wrongPassword] },
    });
}

/**
 * The member leaves the shop (退会), in one transaction:
 * - every session ends (access and refresh tokens go with their session), so nothing logs in
 *   with the old token, and external logins are unlinked, so the old credentials log nobody in;
 * - what the member kept here is deleted: addresses, saved cards, lists and their products,
 *   bookmarks, likes, histories, product requests, messages, inquiries, coupons taken, mailed
 *   codes, open carts;
 * - the account row stays, emptied of everything personal (name, e-mail, phones, address,
 *   birthday, company), because orders point at it and are kept for accounting with the copies
 *   of names and addresses an order must keep by law. Its e-mail address and username are freed
 *   for a new registration.
 */
export async function leaveShop(db: Database, member: User): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const id = member.id;
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, id));
    await tx.delete(userTokens).where(eq(userTokens.userId, id));
    await tx.delete(userAddresses).where(eq(userAddresses.userId, id));
    await tx.delete(userCards).where(eq(userCards.userId, id));
    await tx.delete(userLists).where(eq(userLists.userId, id));
    await tx.delete(bookmarks).where(eq(bookmarks.userId, id));
    await tx.delete(productLikes).where(eq(productLikes.userId, id));
    await tx.delete(productHistories).where(eq(productHistories.userId, id));
    await tx.delete(productSearchHistories).where(eq(productSearchHistories.userId, id));
    await tx.delete(productRequests).where(eq(productRequests.userId, id));
    await tx.delete(systemMessages).where(eq(systemMessages.userId, id));
    // Inquiries hold the sender's name, address and phone; their threads go with them.
    await tx.delete(inquiries).where(eq(inquiries.userId, id));
    await tx.delete(userCoupons).where(eq(userCoupons.userId, id));
    await tx.delete(newsReads).where(eq(newsReads.userId, id));
    await tx.delete(loginHistories).where(eq(loginHistories.userId, id));
    // Carts still open (an ordered cart stays: its order refers to it).
    const open = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, id), eq(carts.status, 'open')));
    if (open.length > 0)
      await tx.delete(carts).where(
        inArray(
          carts.id,
          open.map((cart) => cart.id),
        ),
      );
    await tx
      .update(users)
      .set({
        email: `deleted-${id}@deleted.invalid`,
        username: null,
        passwordHash: null,
        questionCt: null,
        answerHash: null,
        lastName: '',
        firstName: '',
        lastNameKana: '',
        firstNameKana: '',
        postalCode: '',
        prefecture: '',
        city: '',
        address1: '',
        address2: '',
        phoneNumber: '',
        cellPhoneNumber: '',
        gender: null,
        birthday: null,
        isReceiveNewsletter: 0,
        job: '',
        school: '',
        companyName: '',
        department: '',
        ordererName: '',
        contactPhoneNumber: '',
        fax: '',
        isRegisteredMember: false,
        emailVerifiedAt: null,
        isMfaEnabled: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id));
  });
}
