import type { DbOrTx } from '../../../db/client.js';

/**
 * Whether each proposal has an unresolved likely duplicate (the agenda's `overlap`). The overlap module is
 * not built yet: every flag is false until this asks its face instead, the one place to change (decision 241).
 */
export async function overlapFlagsOf(_db: DbOrTx, proposalIds: string[]): Promise<Map<string, boolean>> {
  return new Map(proposalIds.map((id) => [id, false]));
}
