import { type ProposalStatus, PROPOSAL_KINDS, PROPOSAL_REFERENCE_SCHEMES, type ProposalKindId, proposalKindOf } from '@portal/shared';
import type { OtherFunding } from '@portal/shared/schemas';
import type { DbOrTx } from '../../../db/client.js';
import { recordAudits } from '../../audit/index.js';
import * as repo from '../proposals.repo.js';

/** What the committee's agenda and the release read of a proposal (docs/architecture.md#evaluation-rounds). */
export type ProposalRoundFacts = {
  id: string;
  userId: string;
  title: string;
  reference: string | null;
  status: ProposalStatus;
  kindId: ProposalKindId;
  /** OI, SSA or CM: the scheme whose rounds evaluate it (null for the Steelcollab kinds). */
  scheme: string | null;
  orgName: string | null;
  projectCost: number | null;
  requestedGrant: number | null;
  /** The declaration of other funding of the same work: the entries, or `noOtherFunding`; null, null: not given. */
  otherFunding: OtherFunding[] | null;
  noOtherFunding: boolean | null;
  submittedAt: Date | null;
  detailPath: string;
};

/** The round facts of these proposals, by id (one query). */
export async function roundFactsOf(db: DbOrTx, ids: string[]): Promise<Map<string, ProposalRoundFacts>> {
  const rows = await repo.findRoundFacts(db, ids);
  const out = new Map<string, ProposalRoundFacts>();
  for (const r of rows) {
    const kind = proposalKindOf(r.category, r.type)!;
    out.set(r.id, {
      id: r.id,
      userId: r.userId,
      title: r.title,
      reference: r.reference,
      status: r.status,
      kindId: kind.id,
      scheme: kind.category === 'STEELCOLLAB' ? null : PROPOSAL_REFERENCE_SCHEMES[kind.id],
      orgName: r.orgName,
      projectCost: r.projectCost,
      requestedGrant: r.requestedGrant,
      otherFunding: r.otherFunding,
      noOtherFunding: r.noOtherFunding,
      submittedAt: r.submittedAt,
      detailPath: PROPOSAL_KINDS[kind.id].detailPath(r.id),
    });
  }
  return out;
}

/**
 * The released decisions of a round applied to the proposals, in the releasing transaction: each status
 * set at once for its group, each change audited with before and after (one insert for all).
 */
export async function applyRoundStatuses(
  tx: DbOrTx,
  actorId: string,
  changes: { id: string; from: ProposalStatus; to: ProposalStatus }[],
  roundName: string,
): Promise<void> {
  const real = changes.filter((c) => c.from !== c.to);
  for (const status of ['APPROVED', 'REJECTED', 'UNDER_REVIEW'] as const) {
    const ids = real.filter((c) => c.to === status).map((c) => c.id);
    if (ids.length > 0) await repo.setStatuses(tx, ids, status);
  }
  await recordAudits(
    tx,
    real.map((c) => ({
      actorId,
      action: 'PROPOSAL_STATUS_CHANGED' as const,
      entityType: 'proposal',
      entityId: c.id,
      before: { status: c.from },
      after: { status: c.to, round: roundName },
    })),
  );
}
