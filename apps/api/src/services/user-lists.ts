import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { Database } from '../db/client.js';
import { productModels, products, userListItems, userLists } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { ProductCard, productCards } from './product-cards.js';
import { visibleModel } from './catalog.js';
import type { Viewer } from './catalog.js';

/** How many lists a member may keep (answered as x-limit). */
export const USER_LIST_LIMIT = 20;
/** How many products one list may hold. */
export const USER_LIST_ITEM_LIMIT = 100;

const dateTime = Type.String({ format: 'date-time' });

/** A list as the member's lists show it: its key, name and how many shown products it holds. */
export const UserList = Type.Object({
  key: Type.String({ description: 'the list in URLs (/mypage/list/{key})' }),
  name: Type.String(),
  /** Products on the list that the shop still shows. */
  count: Type.Integer(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type UserList = Static<typeof UserList>;

/** A product on a list: the catalogue's product card and the stock of this very product. */
export const UserListable = Type.Object({
  product_id: Type.Integer(),
  /** The card as product lists show it (its stock covers the whole model). */
  product: ProductCard,
  /** Units of this product (the variant on the list) in stock. */
  stock: Type.Integer(),
  is_stock_available: Type.Boolean(),
  created_at: dateTime,
});
export type UserListable = Static<typeof UserListable>;

export const UserListDetail = Type.Object({
  ...UserList.properties,
  /** The listed products, newest first (with is_listables=1; paged by the x- headers). */
  listables: Type.Array(UserListable),
});

export const userListNotFound = () =>
  new HttpError(404, 'リストが見つかりませんでした', { code: 'user_list_not_found' });

type ListRow = typeof userLists.$inferSelect;

const newKey = () => randomBytes(9).toString('base64url');

/** Only products of the shop it shows count and are listed. */
const shown = (viewer: Viewer) =>
  and(
    eq(products.channelId, viewer.channelId),
    eq(products.isShow, true),
    visibleModel(viewer, productModels.id),
  );

/** How many shown products each of `listIds` holds. */
async function counts(db: Database, viewer: Viewer, listIds: number[]) {
  if (listIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ listId: userListItems.listId, n: count() })
    .from(userListItems)
    .innerJoin(products, eq(products.id, userListItems.productId))
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(and(inArray(userListItems.listId, listIds), shown(viewer)))
    .groupBy(userListItems.listId);
  return new Map(rows.map((row) => [row.listId, row.n]));
}

function serialize(row: ListRow, n: number): UserList {
  return {
    key: row.key,
    name: row.name,
    count: n,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The member's lists, newest first, one page of them, and how many there are. */
export async function listUserLists(
  db: Database,
  viewer: Viewer,
  userId: number,
  page: { per: number; offset: number },
): Promise<{ data: UserList[]; total: number }> {
  const [total] = await db
    .select({ n: count() })
    .from(userLists)
    .where(eq(userLists.userId, userId));
  const rows = await db
    .select()
    .from(userLists)
    .where(eq(userLists.userId, userId))
    .orderBy(desc(userLists.createdAt), desc(userLists.id))
    .limit(page.per)
    .offset(page.offset);
  const n = await counts(
    db,
    viewer,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => serialize(row, n.get(row.id) ?? 0)), total: total?.n ?? 0 };
}

/** One of the member's lists by key; another member's key answers 404 like an unknown one. */
export async function findUserList(db: Database, userId: number, key: string): Promise<ListRow> {
  const [row] = await db
    .select()
    .from(userLists)
    .where(and(eq(userLists.key, key), eq(userLists.userId, userId)));
  if (!row) throw userListNotFound();
  return row;
}

export async function summarize(db: Database, viewer: Viewer, row: ListRow): Promise<UserList> {
  const n = await counts(db, viewer, [row.id]);
  return serialize(row, n.get(row.id) ?? 0);
}

/** The shown products of a list, newest first, one page of them, and how many there are. */
export async function listables(
  db: Database,
  viewer: Viewer,
  listId: number,
  page: { per: number; offset: number },
): Promise<{ data: UserListable[]; total: number }> {
  const where = and(eq(userListItems.listId, listId), shown(viewer));
  const [total] = await db
    .select({ n: count() })
    .from(userListItems)
    .innerJoin(products, eq(products.id, userListItems.productId))
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(where);
  const rows = await db
    .select({
      productId: userListItems.productId,
      createdAt: userListItems.createdAt,
      stock: products.stock,
    })
    .from(userListItems)
    .innerJoin(products, eq(products.id, userListItems.productId))
    .innerJoin(productModels, eq(productModels.id, products.modelId))
    .where(where)
    .orderBy(desc(userListItems.createdAt), asc(userListItems.productId))
    .limit(page.per)
    .offset(page.offset);
  const cards = await productCards(
    db,
    viewer.channelId,
    rows.map((row) => row.productId),
    viewer.memberId ?? undefined,
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  const data = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    return product
      ? [
          {
            product_id: row.productId,
            product,
            stock: row.stock,
            is_stock_available: row.stock > 0,
            created_at: row.createdAt.toISOString(),
          },
        ]
      : [];
  });
  return { data, total: total?.n ?? 0 };
}

/** A new list; at most USER_LIST_LIMIT per member. */
export async function createUserList(db: Database, userId: number, name: string) {
  const [existing] = await db
    .select({ n: count() })
    .from(userLists)
    .where(eq(userLists.userId, userId));
  if ((existing?.n ?? 0) >= USER_LIST_LIMIT)
    throw new HttpError(422, `リストは${USER_LIST_LIMIT}件まで作成できます`, {
      code: 'user_list_limit',
    });
  const [row] = await db.insert(userLists).values({ userId, key: newKey(), name }).returning();
  return row!;
}

export async function renameUserList(db: Database, row: ListRow, name: string) {
  const [updated] = await db
    .update(userLists)
    .set({ name, updatedAt: new Date() })
    .where(eq(userLists.id, row.id))
    .returning();
  return updated ?? row;
}

export async function deleteUserList(db: Database, row: ListRow) {
  await db.delete(userLists).where(eq(userLists.id, row.id));
}

/**
 * Ids of the shown products of the shop among `refs` (ids, or keys), each once; an unknown one
 * is a 422 naming it, so nothing changes when one is wrong.
 */
export async function resolveProducts(
  db: Database,
  viewer: Viewer,
  refs: readonly (number | string)[],
): Promise<number[]> {
  const asRef = (ref: number | string) =>
    /^[0-9]{1,9}$/.test(String(ref)) ? Number(ref) : String(ref);
  const wanted = [...new Set(refs.map(asRef))];
  const ids = wanted.filter((ref): ref is number => typeof ref === 'number');
  const keys = wanted.filter((ref): ref is string => typeof ref === 'string');
  const byRef = new Map<number | string, number>();
  if (wanted.length > 0) {
    const rows = await db
      .select({ id: products.id, key: products.key })
      .from(products)
      .innerJoin(productModels, eq(productModels.id, products.modelId))
      .where(
        and(
          shown(viewer),
          or(
            ids.length > 0 ? inArray(products.id, ids) : undefined,
            keys.length > 0 ? inArray(products.key, keys) : undefined,
          ),
        ),
      );
    for (const row of rows) {
      byRef.set(row.id, row.id);
      byRef.set(row.key, row.id);
    }
  }
  const missing = wanted.filter((ref) => !byRef.has(ref));
  if (missing.length > 0)
    throw new HttpError(422, '商品が見つかりませんでした', {
      code: 'product_not_found',
      errors: { ids: [`商品が見つかりませんでした（${missing.join('、')}）`] },
    });
  return [...new Set(wanted.map((ref) => byRef.get(ref)!))];
}

/** Puts products on a list (those already there stay as they were); at most USER_LIST_ITEM_LIMIT. */
export async function attachProducts(db: Database, row: ListRow, productIds: number[]) {
  await db.transaction(async (tx) => {
    const present = await tx
      .select({ productId: userListItems.productId })
      .from(userListItems)
      .where(eq(userListItems.listId, row.id));
    const have = new Set(present.map((item) => item.productId));
    const fresh = productIds.filter((id) => !have.has(id));
    if (have.size + fresh.length > USER_LIST_ITEM_LIMIT)
      throw new HttpError(422, `1つのリストに登録できる商品は${USER_LIST_ITEM_LIMIT}件までです`, {
        code: 'user_list_item_limit',
      });
    if (fresh.length === 0) return;
    await tx
      .insert(userListItems)
      .values(fresh.map((productId) => ({ listId: row.id, productId })))
      .onConflictDoNothing();
    await tx.update(userLists).set({ updatedAt: new Date() }).where(eq(userLists.id, row.id));
  });
}

/** Takes products off one list, or off every list of the member (`listIds` of all of them). */
export async function detachProducts(db: Database, listIds: number[], productIds: number[]) {
  if (listIds.length === 0 || productIds.length === 0) return 0;
  const removed = await db
    .delete(userListItems)
    .where(
      and(inArray(userListItems.listId, listIds), inArray(userListItems.productId, productIds)),
    )
    .returning({ listId: userListItems.listId });
  const touched = [...new Set(removed.map((item) => item.listId))];
  if (touched.length > 0)
    await db.update(userLists).set({ updatedAt: new Date() }).where(inArray(userLists.id, touched));
  return removed.length;
}

/** Ids of every list of the member. */
export async function userListIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userLists.id })
    .from(userLists)
    .where(eq(userLists.userId, userId));
  return rows.map((row) => row.id);
}
