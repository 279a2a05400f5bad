import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { publicJsonFiles } from '../schema';

/** A stored file's body (unchecked JSON: an operator edits these rows by hand), or null when there is no row. */
export async function selectPublicJsonFileBody(db: Database, name: string): Promise<{ body: unknown } | null> {
  const [row] = await db
    .select({ body: publicJsonFiles.body })
    .from(publicJsonFiles)
    .where(eq(publicJsonFiles.name, name));
  return row ?? null;
}
