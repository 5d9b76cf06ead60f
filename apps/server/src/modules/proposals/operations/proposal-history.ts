import { MESSAGES } from '@portal/shared';
import { PROPOSAL_HISTORY_ACTIONS, type ProposalHistoryEntry } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { auditTrail } from '../../audit/index.js';
import * as repo from '../proposals.repo.js';
import { toHistoryEntry } from '../proposals.view.js';

/**
 * `GET /admin/proposals/{id}/history`: the proposal's audited trail, newest first: submitted, edited
 * (which fields), status changes and clarifications asked, each with who and when.
 */
export async function proposalHistory(
  app: FastifyInstance,
  id: string,
  page: { page: number; limit: number },
): Promise<{ rows: ProposalHistoryEntry[]; total: number }> {
  const row = await repo.findProposal(app.db, id);
  // A draft is its applicant's alone: its history shows once it is submitted (decision 150).
  if (!row || row.status === 'DRAFT') throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  const { rows, total } = await auditTrail(app.db, { type: 'proposal', id, actions: PROPOSAL_HISTORY_ACTIONS }, page);
  return { rows: rows.map(toHistoryEntry), total };
}
