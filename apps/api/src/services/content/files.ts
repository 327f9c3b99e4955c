import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema.js';

/** A file's record without its bytes. */
export type UploadedFileRow = Omit<typeof uploadedFiles.$inferSelect, 'bytes'>;

/** A file's record without its bytes (up to 5 MB), for answers that do not send them. */
const { bytes: _bytes, ...described } = getTableColumns(uploadedFiles);

/** Stores an upload (its bytes in PostgreSQL, so any API instance serves it). */
export async function insertUploadedFile(
  db: Database,
  values: typeof uploadedFiles.$inferInsert,
): Promise<UploadedFileRow> {
  const [row] = await db.insert(uploadedFiles).values(values).returning(described);
  return row!;
}

/** An uploaded file of the shop by its id and folder, with its bytes; or undefined. */
export async function findUploadedFile(
  db: Database,
  channelId: string,
  dir: string,
  id: string,
): Promise<typeof uploadedFiles.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.channelId, channelId),
        eq(uploadedFiles.id, id),
        eq(uploadedFiles.dir, dir),
      ),
    );
  return row;
}
