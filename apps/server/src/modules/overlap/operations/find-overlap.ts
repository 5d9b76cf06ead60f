import { MESSAGES, type ProposalStatus } from '@portal/shared';
import { OVERLAP_LIMIT, type OverlapAnswer, type OverlapItem } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { type OverlapDocument, readDocuments, sameTeamCandidateIds } from '../../proposals/index.js';
import { applicantCommentsOf } from '../../reviews/index.js';
import * as repo from '../overlap.repo.js';
import { scorePair } from './overlap-score.js';
import { signatureOf } from './signature.js';

/** How many proposals the signature index offers for scoring (most bands shared first), and the people. */
const TEXT_CANDIDATES = 40;
const TEAM_CANDIDATES = 40;

/**
 * The proposals that overlap `subject`, in a band, best first (at most `limit`): the candidates are
 * those sharing a band of its text signature (decision 271) and those sharing its people, each scored
 * on the whole text. Drafts are never candidates.
 */
export async function overlapOf(db: DbOrTx, subject: OverlapDocument, limit = OVERLAP_LIMIT): Promise<Omit<OverlapItem, 'verdict' | 'earlierComments'>[]> {
  const [byText, byTeam] = await Promise.all([
    repo.sharingBands(db, signatureOf(subject.lexemes), subject.id, TEXT_CANDIDATES),
    sameTeamCandidateIds(db, subject, TEAM_CANDIDATES),
  ]);
  const others = await readDocuments(db, [...new Set([...byText, ...byTeam])]);
  return others
    .filter((other) => other.status !== 'DRAFT' && other.id !== subject.id)
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
  // A resubmission shows what the applicant was told about the earlier proposal (its reviews' comments for them).
  const earlier = [...verdicts.values()].filter((v) => v.verdict === 'RESUBMISSION').map((v) => v.otherId);
  const comments = await applicantCommentsOf(app.db, earlier);
  return {
    proposalId: id,
    method: 'fulltext',
    items: items.map((item) => {
      const v = verdicts.get(item.proposalId);
      return {
        ...item,
        verdict: v ? { verdict: v.verdict, reason: v.reason, decidedAt: v.decidedAt.toISOString() } : null,
        earlierComments: v?.verdict === 'RESUBMISSION' ? (comments.get(item.proposalId) ?? []) : null,
      };
    }),
  };
}

/**
 * Of `ids`, those with a LIKELY_DUPLICATE the admin has not judged yet (no verdict on the pair), as the
 * index last scored them (decision 272): the committee agenda's flag, one query for any number of ids.
 */
export async function unresolvedLikelyDuplicates(app: FastifyInstance, ids: readonly string[]): Promise<Set<string>> {
  return repo.unresolvedOf(app.db, ids);
}
