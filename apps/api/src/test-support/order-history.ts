import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  carts,
  orderItems,
  orderShippings,
  orders,
  productModels,
  products,
  users,
} from '../db/schema.js';
import type { AmountByTaxRate, CartOrderer, OrderStatus } from '../db/schema.js';

export type FixtureOrder = {
  channelId: string;
  /** null: a guest order. */
  userId: number | null;
  /** Product keys and quantities; `shipping` is the index of the delivery (default 0). */
  lines: { key: string; quantity: number; shipping?: number }[];
  shippings?: { status?: 'preparing' | 'shipped' }[];
  status?: OrderStatus;
  pointsUsed?: number;
  pointsGranted?: number;
  couponIds?: number[];
  orderedAt?: Date;
  orderNo?: string;
};

const GUEST: CartOrderer = {
  last_name: '鈴木',
  first_name: '一郎',
  last_name_kana: 'スズキ',
  first_name_kana: 'イチロウ',
  company_name: '',
  email: 'guest@example.jp',
  postal_code: '1500001',
  prefecture: '東京都',
  city: '渋谷区神宮前',
  address1: '1-2-3',
  address2: '',
  phone_number: '0312345678',
};

/**
 * Writes an order straight into the tables, as the checkout's decision leaves it, for tests of
 * what happens after ordering. Prices follow the pricing rule (one tax rounding per rate); no
 * carriage, fee or discount.
 */
export async function insertOrder(db: Database, input: FixtureOrder) {
  const productRows = await db
    .select({ product: products, taxRate: productModels.taxRate })
    .from(products)
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(
      inArray(
        products.key,
        input.lines.map((line) => line.key),
      ),
    );
  const find = (key: string) => {
    const found = productRows.find(
      (row) => row.product.key === key && row.product.channelId === input.channelId,
    );
    if (!found) throw new Error(`fixture: no product ${key} in ${input.channelId}`);
    return found;
  };

  let orderer = GUEST;
  if (input.userId !== null) {
    const [user] = await db.select().from(users).where(eq(users.id, input.userId));
    if (!user) throw new Error(`fixture: no user ${input.userId}`);
    orderer = {
      ...GUEST,
      last_name: user.lastName,
      first_name: user.firstName,
      last_name_kana: user.lastNameKana,
      first_name_kana: user.firstNameKana,
      email: user.email,
    };
  }

  const byRate = new Map<number, number>();
  let subtotal = 0;
  for (const line of input.lines) {
    const { product, taxRate } = find(line.key);
    const amount = product.price * line.quantity;
    subtotal += amount;
    byRate.set(taxRate, (byRate.get(taxRate) ?? 0) + amount);
  }
  const amountByTaxRate: AmountByTaxRate = [...byRate].map(([rate, amount]) => {
    const tax = Math.floor((amount * rate) / 100);
    return { rate, amount, tax, amount_with_tax: amount + tax };
  });
  const totalTax = amountByTaxRate.reduce((sum, r) => sum + r.tax, 0);
  const totalBefore = amountByTaxRate.reduce((sum, r) => sum + r.amount_with_tax, 0);
  const pointsUsed = input.pointsUsed ?? 0;

  const [cart] = await db
    .insert(carts)
    .values({
      channelId: input.channelId,
      userId: input.userId,
      status: 'ordered',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!cart) throw new Error('fixture: cart');
  const [order] = await db
    .insert(orders)
    .values({
      channelId: input.channelId,
      orderNo: input.orderNo ?? `T${Date.now()}${randomBytes(2).toString('hex')}`.toUpperCase(),
      cartId: cart.id,
      userId: input.userId,
      idempotencyKey: randomUUID(),
      guestToken: randomBytes(24).toString('base64url'),
      status: input.status ?? 'ordered',
      orderer,
      paymentCode: 'bank_transfer',
      paymentName: '銀行振込（前払い）',
      subtotal,
      totalCarriage: 0,
      totalTax,
      pointsUsed,
      pointsGranted: input.pointsGranted ?? 0,
      totalPayment: totalBefore - pointsUsed,
      amountByTaxRate,
      couponIds: input.couponIds ?? [],
      ...(input.orderedAt ? { orderedAt: input.orderedAt } : {}),
    })
    .returning();
  if (!order) throw new Error('fixture: order');
  await db.update(carts).set({ orderId: order.id }).where(eq(carts.id, cart.id));

  const shippings = await db
    .insert(orderShippings)
    .values(
      (input.shippings ?? [{}]).map((shipping, position) => ({
        orderId: order.id,
        position,
        lastName: orderer.last_name,
        firstName: orderer.first_name,
        lastNameKana: orderer.last_name_kana,
        firstNameKana: orderer.first_name_kana,
        postalCode: orderer.postal_code,
        prefecture: orderer.prefecture,
        city: orderer.city,
        address1: orderer.address1,
        phoneNumber: orderer.phone_number,
        carriage: 0,
        status: shipping.status ?? 'preparing',
      })),
    )
    .returning();
  const items = await db
    .insert(orderItems)
    .values(
      input.lines.map((line) => {
        const { product, taxRate } = find(line.key);
        const shipping = shippings[line.shipping ?? 0];
        if (!shipping) throw new Error('fixture: shipping index');
        return {
          orderId: order.id,
          orderShippingId: shipping.id,
          productId: product.id,
          productKey: product.key,
          productCode: product.code,
          productName: product.name,
          unitPrice: product.price,
          quantity: line.quantity,
          taxRate,
          taxAmount: Math.floor((product.price * line.quantity * taxRate) / 100),
        };
      }),
    )
    .returning();
  return { order, shippings, items, cart };
}
