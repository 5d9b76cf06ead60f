import { historyNote, indiaDate, keyed, notice, writtenDay } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { recordAudit } from '../../audit/index.js';
import { lockProposal } from '../../proposals/index.js';
import { findContact } from '../../users/index.js';
import * as repo from '../reviews.repo.js';
import { reviewedKindOf } from './review-access.js';
import { sentences, tellAdmins } from './review-notices.js';
import { replaceReviewer } from './replace-reviewer.js';
import { cancelAssignmentReminders } from './review-reminder-schedule.js';

/**
 * An invitation unanswered past its respond-by day (India) becomes EXPIRED, in the reminder pass's
 * transaction (the invitation reminder kind's EXPIRE step): the proposal and the assignment locked, the
 * state checked again (an answer that came first wins), its reminders stop, the admins are told and,
 * with `autoReplace`, the best next suggestion is invited at once. Answers whether it expired.
 */
export async function expireInvitation(app: FastifyInstance, tx: DbOrTx, assignmentId: string, now = new Date()): Promise<boolean> {
  const first = await repo.findAssignment(tx, assignmentId);
  if (!first) return false;
  const proposal = await lockProposal(tx, first.proposalId);
  const a = await repo.lockAssignment(tx, assignmentId);
  if (!proposal || !a || a.state !== 'PENDING' || !a.respondBy || indiaDate(now) <= a.respondBy) return false;
  if (proposal.status !== 'UNDER_REVIEW') return false;
  const kind = reviewedKindOf(proposal);
  const expired = await repo.updateAssignment(tx, a.id, { state: 'EXPIRED', answeredAt: now });
  await cancelAssignmentReminders(tx, a.id);
  const reviewer = await findContact(tx, a.reviewerId);
  const name = reviewer?.name ?? '—';
  await recordAudit(tx, {
    actorId: null,
    action: 'REVIEW_EXPIRED',
    entityType: 'proposal',
    entityId: proposal.id,
    before: { assignmentId: a.id, state: 'PENDING' },
    after: { state: 'EXPIRED', respondBy: a.respondBy, ...historyNote('expired', { name, date: a.respondBy }) },
  });
  const replacement = await replaceReviewer(app, tx, expired, now);
  const lines = [keyed('reviewExpiredNoticeBody', { name, kind: kind.label, title: proposal.title, respondBy: writtenDay(a.respondBy) })];
  if (expired.autoReplace) lines.push(replacement ? keyed('reviewReplacedNotice', { name: replacement }) : keyed('reviewNoReplacementNotice'));
  await tellAdmins(app, tx, {
    kind: 'REVIEW_EXPIRED',
    proposalId: proposal.id,
    proposalKind: kind,
    assignedBy: a.assignedBy,
    title: notice('reviewExpiredNoticeTitle', { title: proposal.title }),
    body: sentences(lines[0]!, ...lines.slice(1)),
    mail: true,
  });
  return true;
}
