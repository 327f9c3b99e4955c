import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { TEST_DRIVER, createTestApp, schema, seedGeneratedProducts } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { createCart, loadCartAndProducts } from './load.js';

describe('loadCartAndProducts: the cart and the products an add asks for, in one read', () => {
  let t: TestApp;
  let token: string;
  let shown: typeof schema.products.$inferSelect;
  let hidden: typeof schema.products.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db.select().from(schema.products);
    shown = rows.find((row) => row.channelId === 'standard' && row.isShow)!;
    hidden = rows.find((row) => row.channelId === 'standard' && row.id !== shown.id)!;
    await t.db
      .update(schema.products)
      .set({ isShow: false })
      .where(sql`${schema.products.id} = ${hidden.id}`);
    token = (await createCart(t.db, 'standard', null)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds products on sale by key or id, and leaves out hidden ones and other shops', async () => {
    const other = await t.db
      .select()
      .from(schema.products)
      .where(sql`${schema.products.channelId} <> 'standard'`)
      .limit(1);
    const { loaded, found } = await loadCartAndProducts(t.db, 'standard', token, null, {
      keys: [shown.key, hidden.key, ...other.map((row) => row.key)],
      ids: [shown.id],
    });
    expect(loaded.cart.token).toBe(token);
    expect(found.map((row) => row.product.id)).toEqual([shown.id]);
    expect(found[0]!.model.id).toBe(shown.modelId);
    // Mapped as the driver maps a row: dates are dates.
    expect(found[0]!.product.createdAt).toBeInstanceOf(Date);
  });

  it.runIf(TEST_DRIVER === 'postgres')(
    'stays on one cached plan whatever products are asked for (not planned anew per call)',
    async () => {
      // The planner's choice depends on the catalogue's size: at the demo's few dozen products
      // it would keep one plan whatever the statement looked like.
      await seedGeneratedProducts(t.db, 'standard', 5000);
      await t.db.execute(sql`analyze`);
      const plans = await t.db.transaction(async (tx) => {
        for (let i = 0; i < 8; i += 1) {
          await loadCartAndProducts(tx, 'standard', token, null, {
            keys: i % 2 ? [shown.key] : [shown.key, hidden.key],
            ids: [],
          });
        }
        return rowsOf<{ generic_plans: string; custom_plans: string }>(
          await tx.execute(
            sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'mise_cart_by_token_products'`,
          ),
        );
      });
      const [row] = plans;
      // PostgreSQL tries five custom plans before it settles on the generic one.
      expect(Number(row!.custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(row!.generic_plans)).toBeGreaterThanOrEqual(3);
    },
  );
});
