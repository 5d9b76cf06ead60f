import { MESSAGES, type ProposalStatus } from '@portal/shared';
import { OVERLAP_LIMIT, type OverlapAnswer, type OverlapItem } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { type OverlapDocument, overlapCandidateIds, readDocuments } from '../../proposals/index.js';
import * as repo from '../overlap.repo.js';
import { scorePair } from './overlap-score.js';

/** How many proposals the text index offers for scoring, best ranked first. */
const TEXT_CANDIDATES = 60;

/** The proposals that overlap `subject`, in a band, best first (at most `limit`). */
export async function overlapOf(db: DbOrTx, subject: OverlapDocument, limit = OVERLAP_LIMIT): Promise<Omit<OverlapItem, 'verdict'>[]> {
  const others = await readDocuments(db, await overlapCandidateIds(db, subject, TEXT_CANDIDATES));
  return others
    .map((other) => ({ other, ...scorePair(subject, other) }))
    .filter((m) => m.band !== null)
    .sort((x, y) => y.score - x.score || x.other.id.localeCompare(y.other.id))
    .slice(0, limit)
    .map(({ other, score, band, reasons, shared }) => ({
      proposalId: other.id,
      reference: other.reference,
      title: other.title,
      status: other.status as ProposalStatus,
      score,
      band: band!,
      reasons,
      sharedWords: shared,
    }));
}

/**
 * `GET /admin/proposals/{id}/overlap` (docs/architecture.md#funding-the-same-work-twice): up to 10
 * proposals of any status but DRAFT, any year, with a score, a band and the reasons, each with the
 * admin's verdict on the pair if there is one.
 */
export async function findOverlap(app: FastifyInstance, id: string): Promise<OverlapAnswer> {
  const [subject] = await readDocuments(app.db, [id]);
  if (!subject) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  const items = await overlapOf(app.db, subject);
  const verdicts = new Map((await repo.verdictsOf(app.db, [id])).map((v) => [v.otherId, v]));
  return {
    proposalId: id,
    method: 'fulltext',
    items: items.map((item) => {
      const v = verdicts.get(item.proposalId);
      return { ...item, verdict: v ? { verdict: v.verdict, reason: v.reason, decidedAt: v.decidedAt.toISOString() } : null };
    }),
  };
}

/**
 * Of `ids`, those with a LIKELY_DUPLICATE the admin has not judged yet (no verdict on the pair): the
 * admin lists' and the committee agenda's flag.
 */
export async function unresolvedLikelyDuplicates(app: FastifyInstance, ids: readonly string[]): Promise<Set<string>> {
  const subjects = await readDocuments(app.db, ids);
  const verdicts = await repo.verdictsOf(app.db, ids);
  const judged = new Set(verdicts.map((v) => `${v.proposalId}:${v.otherId}`));
  const flagged = new Set<string>();
  for (const subject of subjects) {
    const items = await overlapOf(app.db, subject);
    if (items.some((i) => i.band === 'LIKELY_DUPLICATE' && !judged.has(`${subject.id}:${i.proposalId}`))) flagged.add(subject.id);
  }
  return flagged;
}
