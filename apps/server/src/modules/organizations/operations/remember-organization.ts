import type { DbOrTx } from '../../../db/client.js';
import * as repo from '../organizations.repo.js';

/** Remembers a name a user entered, in the caller's transaction. */
export function rememberOrganization(tx: DbOrTx, name: string): Promise<void> {
  return repo.insertOrganization(tx, name);
}
