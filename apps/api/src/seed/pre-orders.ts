import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { productModelTags, productModels, products, tags } from '../db/schema.js';

const DAY = 86_400_000;

/** Days from now of each shop's pre-orders (予約商品): one soon, one a little later. */
const RELEASES_IN_DAYS = [21, 45];

/** Where in the shop's catalogue order the pre-orders are taken: past the first pages. */
const CATALOGUE_OFFSET = 20;

/** Midnight UTC `days` from now: a release day, the same all day long. */
function releaseDay(days: number): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(0, 0, 0, 0);
  return date;
}

/**
 * A couple of pre-orders (予約商品) per shop: models whose release (released_at) is still weeks
 * ahead, so the product page and the cart show the pre-order notices. Taken in the catalogue's
 * order past its first pages (which other demos sell from), among models anyone may see and
 * with stock to take orders for. Re-runnable: each run moves the same models' release ahead of
 * that day again.
 */
export async function seedPreOrders(db: Database): Promise<void> {
  const shops = await db.selectDistinct({ channelId: productModels.channelId }).from(productModels);
  for (const { channelId } of shops) {
    const models = await db
      .select({ id: productModels.id })
      .from(productModels)
      .where(
        and(
          eq(productModels.channelId, channelId),
          sql`not exists (select 1 from ${productModelTags} join ${tags} on ${tags.id} = ${productModelTags.tagId} where ${productModelTags.modelId} = ${productModels.id} and ${tags.passwordHash} is not null)`,
          inArray(
            productModels.id,
            db
              .select({ id: products.modelId })
              .from(products)
              .where(and(eq(products.isShow, true), gte(products.stock, 20))),
          ),
        ),
      )
      .orderBy(asc(productModels.position), asc(productModels.id))
      .offset(CATALOGUE_OFFSET)
      .limit(RELEASES_IN_DAYS.length);
    for (const [index, model] of models.entries()) {
      await db
        .update(productModels)
        .set({ releasedAt: releaseDay(RELEASES_IN_DAYS[index]!) })
        .where(eq(productModels.id, model.id));
    }
  }
}
