import type { DbOrTx } from '../../../db/client.js';
import * as repo from '../organizations.repo.js';

/** The organisation suggestions: the seeded list plus names users entered. */
export function listOrganizations(db: DbOrTx): Promise<{ name: string }[]> {
  return repo.listOrganizations(db);
}
