import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { paymentMethods } from '../../db/schema.js';
import type { LoadedCart, PaymentMethodRow } from '../cart/load.js';
import { STANDARD_RATE } from '../cart/pricing.js';
import type { OrderTotals } from '../cart/pricing.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';

/** Providers by payment_methods.provider; a real gateway is added here. */
const PROVIDERS: Record<string, PaymentProvider> = { sandbox: sandboxProvider };

export function providerOf(method: PaymentMethodRow): PaymentProvider | null {
  return PROVIDERS[method.provider] ?? null;
}

export const PaymentMethodSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  fee: Type.Integer({ description: 'Tax excluded' }),
  fee_with_tax: Type.Integer(),
});

export const CartPaymentMethodSchema = Type.Object({
  ...PaymentMethodSchema.properties,
  is_available: Type.Boolean(),
  unavailable_reason: Type.Union([Type.String(), Type.Null()]),
});

export function serializeMethod(method: PaymentMethodRow) {
  return {
    id: method.id,
    code: method.code,
    name: method.name,
    description: method.description,
    fee: method.fee,
    fee_with_tax: Math.floor((method.fee * (100 + STANDARD_RATE)) / 100),
  };
}

/** The shop's shown payment methods, in their order. */
export async function shownMethods(db: Database, channelId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.channelId, channelId), eq(paymentMethods.isShow, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}

/** The shop's payment method matching `key`; a hidden one only when `shownOnly` is false. */
async function methodOf(
  db: Database,
  channelId: string,
  key: SQL,
  shownOnly: boolean,
): Promise<PaymentMethodRow | undefined> {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        key,
        eq(paymentMethods.channelId, channelId),
        shownOnly ? eq(paymentMethods.isShow, true) : undefined,
      ),
    );
  return method;
}

/** A payment method of the shop by id, shown or not, or undefined. */
export const findMethod = (db: Database, channelId: string, id: number) =>
  methodOf(db, channelId, eq(paymentMethods.id, id), false);

/** A shown payment method of the shop by its code, or undefined. */
export const shownMethodByCode = (db: Database, channelId: string, code: string) =>
  methodOf(db, channelId, eq(paymentMethods.code, code as 'card'), true);

/** A shown payment method of the shop by id, or undefined. */
export const shownMethod = (db: Database, channelId: string, id: number) =>
  methodOf(db, channelId, eq(paymentMethods.id, id), true);

const yen = (value: number) => `${value.toLocaleString('ja-JP')}円`;

/**
 * Why a method cannot pay for this cart, or null. `totals` are the cart's totals priced with
 * this method's fee (what the shopper would pay with it).
 */
export function unavailableReason(
  method: PaymentMethodRow,
  loaded: LoadedCart,
  totals: Pick<OrderTotals, 'total_payment'>,
): string | null {
  if (!method.isShow) return 'このお支払い方法は現在ご利用いただけません';
  if (method.code === 'invoice' && loaded.cart.userId === null)
    return `${method.name}は会員様のみご利用いただけます`;
  if (method.code === 'cod' && loaded.cart.isSocialGift)
    return 'ソーシャルギフトでは代金引換をご利用いただけません';
  if (method.code === 'card' && providerOf(method) === null)
    return 'このお支払い方法は現在ご利用いただけません';
  if (method.maxTotal !== null && totals.total_payment > method.maxTotal)
    return `${method.name}はお支払い金額${yen(method.maxTotal)}（税込）までご利用いただけます`;
  return null;
}
