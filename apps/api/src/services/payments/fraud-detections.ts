import type { Database } from '../../db/client.js';
import { fraudDetections } from '../../db/schema.js';

/** Stores a fraud-detection callback; false when the same one (its signature) was stored already. */
export async function storeFraudDetection(
  db: Database,
  values: typeof fraudDetections.$inferInsert,
): Promise<boolean> {
  const stored = await db
    .insert(fraudDetections)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: fraudDetections.id });
  return stored.length > 0;
}
