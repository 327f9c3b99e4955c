import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardTokenClaims } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { PAYMENT_MESSAGES } from './provider.js';

export type TokenOwner = { cartId: number } | { userId: number };

/**
 * Gives a one-time card token to a cart or a member: the first one it is given to keeps it, and
 * anyone else who presents it (a copied token, a replayed request) is refused. The same owner
 * may present it again (a payment step sent twice).
 */
export async function claimCardToken(
  db: Pick<Database, 'insert' | 'select'>,
  token: string,
  owner: TokenOwner,
): Promise<void> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const ownerKey = 'cartId' in owner ? `cart:${owner.cartId}` : `user:${owner.userId}`;
  const claimed = await db
    .insert(cardTokenClaims)
    .values({ tokenHash, owner: ownerKey })
    .onConflictDoNothing()
    .returning({ owner: cardTokenClaims.owner });
  if (claimed.length > 0) return;
  const [existing] = await db
    .select({ owner: cardTokenClaims.owner })
    .from(cardTokenClaims)
    .where(eq(cardTokenClaims.tokenHash, tokenHash));
  if (existing?.owner === ownerKey) return;
  throw new HttpError(422, PAYMENT_MESSAGES.tokenUsed, {
    code: 'payment.token_used',
    errors: { card: [PAYMENT_MESSAGES.tokenUsed] },
  });
}
