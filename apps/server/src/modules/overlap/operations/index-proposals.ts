import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { readDocuments, submittedIdsAfter } from '../../proposals/index.js';
import * as repo from '../overlap.repo.js';
import { overlapOf } from './find-overlap.js';
import { signatureOf } from './signature.js';

/**
 * The proposals module's `textChanged` hook (decisions 271 and 272), in the transaction that submitted or
 * edited the proposals: each one's signature is rewritten, then its likely duplicates, both ways round.
 * A draft has neither (it is never a candidate). One writer of the index at a time: two proposals
 * edited together each see the other's committed text, so neither pair is left scored on stale words.
 */
export async function indexProposals(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await repo.lockIndex(tx);
  for (const doc of await readDocuments(tx, ids)) {
    if (doc.status === 'DRAFT') {
      await repo.replaceSignature(tx, doc.id, []);
      await repo.replaceLikelyPairs(tx, doc.id, []);
      continue;
    }
    await repo.replaceSignature(tx, doc.id, signatureOf(doc.lexemes));
    const likely = (await overlapOf(tx, doc)).filter((i) => i.band === 'LIKELY_DUPLICATE');
    await repo.replaceLikelyPairs(
      tx,
      doc.id,
      likely.map((i) => ({ otherId: i.proposalId, score: i.score })),
    );
  }
}

const BATCH = 500;

/**
 * The index's backfill, a housekeeping task (decisions 271 and 303): every submitted proposal without a
 * signature is indexed, in order of id, a batch of ids read at a time. With `pairs` (the default) each
 * one gets its signature and its likely duplicates in one transaction, as a submit does, so a proposal is
 * signed exactly when it is paired: a pass stopped by `signal` (the app closing) ends between two
 * proposals, and the next pass picks up exactly those left. A pair is written by the later of its two
 * proposals, which finds the earlier one signed. Without `pairs` (a bench loading a large table) it only
 * signs, a batch per transaction. Returns how many proposals it indexed.
 */
export async function backfillIndex(app: FastifyInstance, options: { pairs?: boolean; signal?: AbortSignal } = {}): Promise<number> {
  const { pairs = true, signal } = options;
  let indexed = 0;
  for (let after: string | null = null; !signal?.aborted;) {
    const ids = await submittedIdsAfter(app.db, after, BATCH);
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!;
    const signed = await repo.signedOf(app.db, ids);
    const unsigned = ids.filter((id) => !signed.has(id));
    if (!pairs) {
      const docs = await readDocuments(app.db, unsigned);
      await app.db.transaction(async (tx) => {
        await repo.lockIndex(tx);
        await repo.insertSignatures(
          tx,
          docs.filter((d) => d.status !== 'DRAFT').map((d) => ({ proposalId: d.id, bands: signatureOf(d.lexemes) })),
        );
      });
      indexed += unsigned.length;
      continue;
    }
    for (const id of unsigned) {
      // A turn of the event loop between two proposals: on PGlite, whose statements run in this thread,
      // requests and timers (the close among them) are served during a long backfill.
      await nextTurn();
      if (signal?.aborted) break;
      await app.db.transaction((tx) => indexProposals(tx, [id]));
      indexed += 1;
    }
  }
  return indexed;
}
