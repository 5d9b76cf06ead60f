import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';

/** Remembers an organisation name for suggestions; names differing only in case are one organisation. */
export async function insertOrganization(db: DbOrTx, name: string) {
  await db.insert(organizations).values({ name, source: 'USER' }).onConflictDoNothing();
}

export async function listOrganizations(db: DbOrTx) {
  return db.select({ name: organizations.name }).from(organizations).orderBy(asc(organizations.name));
}
