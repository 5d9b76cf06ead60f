import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * An ILIKE pattern that finds `text` anywhere, with the user's `%`, `_` and `\` taken literally: a
 * search for '100%' must not match every row (PostgreSQL's default LIKE escape is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Deletes the rows of `table` that `where` matches, `batch` at a time, each batch its own statement:
 * a purge of a large backlog never holds many row locks for long. Answers how many rows went.
 */
export async function deleteInBatches(db: Db, table: PgTable, id: PgColumn, where: SQL, batch = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const doomed = db.select({ id }).from(table).where(where).limit(batch);
    const gone = await db.delete(table).where(inArray(id, doomed)).returning({ id });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}
