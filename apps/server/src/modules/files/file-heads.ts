import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

/**
 * A file's name, type, size and SHA-256 beside another module's row, as SQL correlated on the file's id (a column
 * of the caller's query): the row and its document's head stay one query, each a look-up by the files'
 * primary key, without the caller joining this module's table (decision 282).
 */
export function fileHeadSql(fileId: AnyColumn | SQL) {
  // Nested, so that a one-table select keeps the columns qualified (drizzle strips the table from a top-level column only).
  const field = <T>(column: AnyColumn) => sql<T>`${sql`(select ${column} from ${files} where ${files.id} = ${fileId})`}`;
  return {
    name: field<string | null>(files.originalName),
    type: field<string | null>(files.contentType),
    size: field<number | null>(files.size),
    sha256: field<string | null>(files.sha256),
  };
}

/** A file's original name, or null when there is no such file. */
export async function fileNameOf(db: DbOrTx, fileId: string): Promise<string | null> {
  const [row] = await db.select({ name: files.originalName }).from(files).where(eq(files.id, fileId)).limit(1);
  return row?.name ?? null;
}
