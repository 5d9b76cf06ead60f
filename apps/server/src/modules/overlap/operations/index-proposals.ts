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
 * The index's backfill, a start-up task (decision 271): every submitted proposal without a signature
 * gets one, a batch at a time; then, with `pairs`, each of them its likely duplicates. Proposals
 * submitted before the index existed, or written by a bulk load, are indexed once; a later start finds
 * nothing to do after one read of the ids. Returns how many proposals it signed.
 */
export async function backfillIndex(app: FastifyInstance, options: { pairs: boolean } = { pairs: true }): Promise<number> {
  const unsigned: string[] = [];
  for (let after: string | null = null; ;) {
    const ids = await submittedIdsAfter(app.db, after, BATCH * 10);
    if (ids.length === 0) break;
    const signed = await repo.signedOf(app.db, ids);
    unsigned.push(...ids.filter((id) => !signed.has(id)));
    after = ids[ids.length - 1]!;
  }
  for (let i = 0; i < unsigned.length; i += BATCH) {
    const docs = await readDocuments(app.db, unsigned.slice(i, i + BATCH));
    await app.db.transaction(async (tx) => {
      await repo.lockIndex(tx);
      await repo.insertSignatures(
        tx,
        docs.filter((d) => d.status !== 'DRAFT').map((d) => ({ proposalId: d.id, bands: signatureOf(d.lexemes) })),
      );
    });
  }
  if (options.pairs) for (const id of unsigned) await app.db.transaction((tx) => indexProposals(tx, [id]));
  return unsigned.length;
}
