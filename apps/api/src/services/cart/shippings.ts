import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, cartPackings, cartShippings } from '../../db/schema.js';
import type { validAddress } from '../address-input.js';
import { newKey } from './load.js';

/** The address columns of a shipping, as an address call validates them. */
export type ShippingAddress = Awaited<ReturnType<typeof validAddress>>;
/** Columns of a shipping a call sets. */
export type CartShippingUpdate = Partial<typeof cartShippings.$inferInsert>;

const EMPTY_ADDRESS: ShippingAddress = {
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  companyName: '',
  postalCode: '',
  prefecture: '',
  city: '',
  address1: '',
  address2: '',
  phoneNumber: '',
};

/** A new shipping at `position`, with its address (none yet when null). */
export async function addShipping(
  db: Database,
  cartId: number,
  position: number,
  userAddressId: number | null,
  address: ShippingAddress | null,
): Promise<void> {
  await db.insert(cartShippings).values({
    cartId,
    key: newKey(),
    position,
    userAddressId,
    ...(address ?? EMPTY_ADDRESS),
  });
}

export async function updateShipping(
  db: Database,
  shippingId: number,
  set: CartShippingUpdate,
): Promise<void> {
  await db.update(cartShippings).set(set).where(eq(cartShippings.id, shippingId));
}

/**
 * Back to the one shipping `firstId`: every line and packing moves to it, the others go; with
 * `removeAddress` its address, date and time slot are cleared too.
 */
export async function resetShippings(
  db: Database,
  cartId: number,
  firstId: number,
  removeAddress: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(cartItems).set({ shippingId: firstId }).where(eq(cartItems.cartId, cartId));
    await tx
      .update(cartPackings)
      .set({ shippingId: firstId })
      .where(eq(cartPackings.cartId, cartId));
    await tx
      .delete(cartShippings)
      .where(and(eq(cartShippings.cartId, cartId), ne(cartShippings.id, firstId)));
    if (removeAddress)
      await tx
        .update(cartShippings)
        .set({
          ...EMPTY_ADDRESS,
          userAddressId: null,
          deliveryDate: null,
          deliveryTimezone: null,
        })
        .where(eq(cartShippings.id, firstId));
  });
}
