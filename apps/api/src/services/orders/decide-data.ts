import { and, asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { Database } from '../../db/client.js';
import {
  brands,
  categories,
  orderItems,
  orders,
  productModelCategories,
  productModels,
  products,
} from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { findCartRow, isReachable } from '../cart/index.js';
import { withTax } from '../catalog.js';
import { findOrderGift } from '../gift-summary.js';

export const DecideData = Type.Object({
  order_no: Type.String(),
  guest_token: Type.Optional(Type.String({ description: 'Guest orders only' })),
  ordered_at: Type.String({ format: 'date-time' }),
  total_payment: Type.Integer(),
  total_tax: Type.Integer(),
  total_carriage: Type.Integer(),
  payment_name: Type.String(),
  products: Type.Array(
    Type.Object({
      product_id: Type.Union([Type.Integer(), Type.Null()]),
      product_key: Type.String(),
      name: Type.String(),
      code: Type.String(),
      unit_price: Type.Integer(),
      unit_price_with_tax: Type.Integer(),
      quantity: Type.Integer(),
      brand: Type.Union([Type.String(), Type.Null()]),
      categories: Type.Array(Type.String()),
    }),
  ),
  /** A social gift: the key of its link, for the buyer to send to the receiver. */
  social_gift: Type.Union([
    Type.Object({
      token: Type.String(),
      sender_name: Type.String(),
      expires_at: Type.String({ format: 'date-time' }),
    }),
    Type.Null(),
  ]),
});
export type DecideData = Static<typeof DecideData>;

const orderNotFound = () =>
  new HttpError(404, 'ご注文が見つかりませんでした', { code: 'cart.order.not_found' });

/**
 * The decided order for the complete page and purchase tracking. Only for whoever holds the
 * cart token of the order, or the member who placed it.
 */
export async function decideData(
  db: Database,
  channelId: string,
  orderNo: string,
  cartToken: string | undefined,
  userId: number | null,
): Promise<DecideData> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.channelId, channelId), eq(orders.orderNo, orderNo)));
  if (!order) throw orderNotFound();
  const cart = cartToken ? await findCartRow(db, channelId, cartToken) : null;
  const byToken = cart !== null && cart.id === order.cartId && isReachable(cart, userId);
  const byOwner = order.userId !== null && order.userId === userId;
  if (!byToken && !byOwner) throw orderNotFound();

  const gift = await findOrderGift(db, order.id);
  const items = await db
    .select({ item: orderItems, model: productModels, brand: brands.name })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(productModels, eq(productModels.id, products.modelId))
    .leftJoin(brands, eq(brands.id, productModels.brandId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const modelIds = [...new Set(items.flatMap((row) => (row.model ? [row.model.id] : [])))];
  const categoryRows =
    modelIds.length === 0
      ? []
      : await db
          .select({ modelId: productModelCategories.modelId, name: categories.name })
          .from(productModelCategories)
          .innerJoin(categories, eq(categories.id, productModelCategories.categoryId))
          .where(inArray(productModelCategories.modelId, modelIds))
          .orderBy(asc(categories.id));
  const categoryNames = (modelId: number | undefined) =>
    categoryRows.filter((row) => row.modelId === modelId).map((row) => row.name);

  return {
    order_no: order.orderNo,
    ...(order.userId === null ? { guest_token: order.guestToken } : {}),
    ordered_at: order.orderedAt.toISOString(),
    total_payment: order.totalPayment,
    total_tax: order.totalTax,
    total_carriage: order.totalCarriage,
    payment_name: order.paymentName,
    products: items.map(({ item, model, brand }) => ({
      product_id: item.productId,
      product_key: item.productKey,
      name: item.productName,
      code: item.productCode,
      unit_price: item.unitPrice,
      unit_price_with_tax: withTax(item.unitPrice, item.taxRate),
      quantity: item.quantity,
      brand: brand ?? null,
      categories: categoryNames(model?.id),
    })),
    social_gift: gift
      ? {
          token: gift.token,
          sender_name: gift.senderName,
          expires_at: gift.expiresAt.toISOString(),
        }
      : null,
  };
}
