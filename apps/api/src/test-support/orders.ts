import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  cartItems,
  cartShippings,
  carts,
  paymentMethods,
  productModels,
  products,
} from '../db/schema.js';
import type { CartOrderer, PaymentCode } from '../db/schema.js';
import { newKey } from '../services/cart/load.js';
import { tokenizeCard } from '../services/payments/sandbox.js';

/**
 * Test fixtures of the decision: carts written straight into the tables, ready to order, so the
 * decision's tests do not depend on the cart calls that build them in real use.
 */

export const GUEST_ORDERER: CartOrderer = {
  last_name: '山田',
  first_name: '花子',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'ハナコ',
  company_name: '',
  email: 'hanako.guest@example.jp',
  postal_code: '1500041',
  prefecture: '東京都',
  city: '渋谷区神南',
  address1: '1-2-3',
  address2: '',
  phone_number: '0312345678',
};

export const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  error: '4000000000000119',
} as const;

/** A card token as the browser would get it from the sandbox tokeniser. */
export function cardToken(number: string) {
  return tokenizeCard({
    number,
    name: 'HANAKO YAMADA',
    expiration: `${new Date().getUTCFullYear() + 2}12`,
    security_code: '123',
  });
}

/** A product of the shop that is shown and in stock, with its model (tax rate 10 or 8 if asked). */
export async function pickProduct(db: Database, channelId: string, taxRate?: number) {
  const rows = await db
    .select({ product: products, model: productModels })
    .from(products)
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(
      and(
        eq(products.channelId, channelId),
        eq(products.isShow, true),
        gt(products.stock, 0),
        ...(taxRate === undefined ? [] : [eq(productModels.taxRate, taxRate)]),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!rows[0]) throw new Error('no product in stock');
  return rows[0];
}

export type FixtureCart = {
  channelId?: string;
  userId?: number | null;
  lines: { productId: number; quantity: number }[];
  payment?: PaymentCode;
  /** Card number to tokenise when paying by card. */
  card?: string;
  orderer?: CartOrderer | null;
  withAddress?: boolean;
};

/** An open cart ready for the decision; answers its token and id. */
export async function makeCart(db: Database, fixture: FixtureCart) {
  const channelId = fixture.channelId ?? 'standard';
  const userId = fixture.userId ?? null;
  const payment = fixture.payment ?? 'cod';
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.channelId, channelId), eq(paymentMethods.code, payment)));
  const card = payment === 'card' ? cardToken(fixture.card ?? TEST_CARDS.approved) : null;
  const [cart] = await db
    .insert(carts)
    .values({
      channelId,
      userId,
      orderer:
        userId === null ? (fixture.orderer === undefined ? GUEST_ORDERER : fixture.orderer) : null,
      paymentMethodId: method?.id ?? null,
      cardToken: card?.token ?? null,
      cardTokenKey: card?.token_key ?? null,
      maskedCardNumber: card?.masked_number ?? null,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const address =
    fixture.withAddress === false
      ? {}
      : {
          lastName: '山田',
          firstName: '花子',
          lastNameKana: 'ヤマダ',
          firstNameKana: 'ハナコ',
          postalCode: '1500041',
          prefecture: '東京都',
          city: '渋谷区神南',
          address1: '1-2-3',
          phoneNumber: '0312345678',
        };
  const [shipping] = await db
    .insert(cartShippings)
    .values({ cartId: cart!.id, key: newKey(), position: 0, ...address })
    .returning();
  if (fixture.lines.length > 0)
    await db.insert(cartItems).values(
      fixture.lines.map((line, position) => ({
        cartId: cart!.id,
        key: newKey(),
        shippingId: shipping!.id,
        productId: line.productId,
        quantity: line.quantity,
        position,
      })),
    );
  return { token: cart!.token, id: cart!.id };
}

/** Sets a cart's card to a newly tokenised card (the shopper entering another card). */
export async function changeCard(db: Database, cartId: number, number: string) {
  const card = cardToken(number);
  await db
    .update(carts)
    .set({
      cardToken: card.token,
      cardTokenKey: card.token_key,
      maskedCardNumber: card.masked_number,
    })
    .where(eq(carts.id, cartId));
}
