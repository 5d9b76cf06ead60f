import { MESSAGES } from '@portal/shared';
import type { OverlapAnswer, OverlapVerdictBody } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { readDocuments } from '../../proposals/index.js';
import * as repo from '../overlap.repo.js';
import { findOverlap } from './find-overlap.js';

/**
 * `PUT /admin/proposals/{id}/overlap/{otherId}`: the admin's verdict on a pair (DISMISSED, RESUBMISSION
 * or DUPLICATE, with a reason of 10+ characters); the latest stands, each one is audited on the proposal
 * with the verdict before it. The other proposal must be one a check may show (not a draft, not itself).
 */
export async function recordVerdict(app: FastifyInstance, admin: SessionUser, id: string, otherId: string, body: OverlapVerdictBody): Promise<OverlapAnswer> {
  if (id === otherId) throw new AppError('BAD_REQUEST', MESSAGES.overlapSelf);
  await app.db.transaction(async (tx) => {
    const docs = await readDocuments(tx, [id, otherId]);
    const subject = docs.find((d) => d.id === id);
    const other = docs.find((d) => d.id === otherId);
    if (!subject) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    if (!other || other.status === 'DRAFT') throw new AppError('NOT_FOUND', MESSAGES.overlapNotCandidate);
    const before = await repo.findVerdict(tx, id, otherId);
    await repo.upsertVerdict(tx, { proposalId: id, otherId, verdict: body.verdict, reason: body.reason, decidedBy: admin.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'OVERLAP_VERDICT_RECORDED',
      entityType: 'proposal',
      entityId: id,
      before: before ? { otherId, verdict: before.verdict, reason: before.reason } : null,
      after: { otherId, otherReference: other.reference, verdict: body.verdict, summary: body.reason },
    });
  });
  return findOverlap(app, id);
}
