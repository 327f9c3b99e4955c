import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { channels, productRequests, products, users } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { Mailer } from './mailer.js';
import { mails } from './mails.js';

export type RestockScope = {
  /** Only this shop's requests (every shop when absent). */
  channelId?: string;
  /** Only requests for these products (every product when absent). */
  productIds?: readonly number[];
};

/**
 * Mails the members whose restock requests (再入荷リクエスト) name a product that is in stock
 * again, once: each member once per product, however often they asked, and every such request
 * gets notified_at, so a later run (or the next restock) does not mail them again. A request is
 * claimed before its mail goes out and released if the mail fails, so two runs at once never
 * send the same mail twice. Call it after anything raises stock (the development stock route,
 * an order's cancellation, a stock import); it answers how many mails it sent.
 */
export async function notifyRestocked(
  db: Database,
  mailer: Mailer,
  scope: RestockScope = {},
): Promise<number> {
  if (scope.productIds && scope.productIds.length === 0) return 0;
  const pending = await db
    .select({
      id: productRequests.id,
      userId: productRequests.userId,
      productId: products.id,
    })
    .from(productRequests)
    .innerJoin(products, eq(products.id, productRequests.productId))
    .innerJoin(users, eq(users.id, productRequests.userId))
    .where(
      and(
        eq(productRequests.kind, 'restock'),
        isNull(productRequests.notifiedAt),
        isNotNull(productRequests.productId),
        gt(products.stock, 0),
        eq(products.isShow, true),
        isNull(users.deletedAt),
        scope.channelId ? eq(productRequests.channelId, scope.channelId) : undefined,
        scope.productIds ? inArray(products.id, [...scope.productIds]) : undefined,
      ),
    );
  const groups = new Map<string, number[]>();
  for (const row of pending) {
    const key = `${row.userId}:${row.productId}`;
    groups.set(key, [...(groups.get(key) ?? []), row.id]);
  }

  let sent = 0;
  for (const ids of groups.values()) {
    const now = new Date();
    const claimed = await db
      .update(productRequests)
      .set({ notifiedAt: now })
      .where(and(inArray(productRequests.id, ids), isNull(productRequests.notifiedAt)))
      .returning({ id: productRequests.id, productId: productRequests.productId });
    const [first] = claimed;
    if (!first?.productId) continue;
    const [row] = await db
      .select({ user: users, product: products, channel: channels })
      .from(productRequests)
      .innerJoin(users, eq(users.id, productRequests.userId))
      .innerJoin(products, eq(products.id, productRequests.productId))
      .innerJoin(channels, eq(channels.id, productRequests.channelId))
      .where(eq(productRequests.id, first.id));
    if (!row) continue;
    const { user, product, channel } = row;
    const productName = product.variantLabel
      ? `${product.name}（${product.variantLabel}）`
      : product.name;
    try {
      await mailer.send({
        to: user.email,
        channelId: channel.id,
        ...mails.restock(channel, {
          memberName: `${user.lastName} ${user.firstName}`.trim(),
          productName,
          productKey: product.key,
        }),
      });
      sent += 1;
    } catch (error) {
      await db
        .update(productRequests)
        .set({ notifiedAt: null })
        .where(
          and(
            inArray(
              productRequests.id,
              claimed.map((request) => request.id),
            ),
            eq(productRequests.notifiedAt, now),
          ),
        );
      throw error;
    }
  }
  return sent;
}

/**
 * Sets a product's stock (a stock count, a delivery arriving) and, when it goes from none to
 * some, mails the members who asked for it to be restocked (notifyRestocked).
 */
export async function setProductStock(
  db: Database,
  mailer: Mailer,
  input: { channelId: string; productKey: string; stock: number },
): Promise<{ productId: number; before: number; stock: number; notified: number }> {
  const [current] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.channelId, input.channelId), eq(products.key, input.productKey)));
  if (!current)
    throw new HttpError(404, '商品が見つかりませんでした', { code: 'product_not_found' });
  await db.update(products).set({ stock: input.stock }).where(eq(products.id, current.id));
  // Requests are only taken while a product is sold out, so any still unanswered once it has
  // stock again are owed their mail (also after a rise that did not come through here).
  const notified =
    input.stock > 0 ? await notifyRestocked(db, mailer, { productIds: [current.id] }) : 0;
  return { productId: current.id, before: current.stock, stock: input.stock, notified };
}
