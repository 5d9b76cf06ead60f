import { fillMessage, isBeforeCutoff, notice, type ProposalStatus, ROUND_MESSAGES as M, type RoundDecision } from '@portal/shared';
import type { ReleaseResult } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { languageOf } from '../../../lib/language.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { queueMails } from '../../mail/index.js';
import { notifyMany } from '../../notifications/index.js';
import { applyRoundStatuses, roundFactsOf } from '../../proposals/index.js';
import { applicantCommentsOf } from '../../reviews/index.js';
import { findContacts } from '../../users/index.js';
import { roundDecisionMail } from '../rounds.mails.js';
import * as repo from '../rounds.repo.js';
import { ensureNextRound, lockChangeableRound } from './round-access.js';

const STATUS_OF: Record<RoundDecision, ProposalStatus> = { FUND: 'APPROVED', FUND_WITH_CONDITIONS: 'APPROVED', DECLINE: 'REJECTED', DEFER: 'UNDER_REVIEW' };

/**
 * `POST /admin/rounds/{id}/decisions/release`: every decision of the round applied in one transaction on
 * the locked round — FUND* APPROVED, DECLINE REJECTED, DEFER stays UNDER_REVIEW in the next round of its
 * scheme (created if needed), its reviews kept — with one mail per applicant queued in the same
 * transaction (the outbox), so a crash neither loses nor doubles one. Refused (409, listing them) while a
 * proposal has no decision. A second call finds the round released and changes and sends nothing
 * (decision 239).
 */
export async function releaseDecisions(app: FastifyInstance, admin: SessionUser, roundId: string): Promise<ReleaseResult> {
  const result = await app.db.transaction(async (tx) => {
    const round = await repo.lockRound(tx, roundId);
    if (!round) throw new AppError('NOT_FOUND', M.roundMissing);
    const entries = await repo.entriesOf(tx, roundId);
    const facts = await roundFactsOf(
      tx,
      entries.map((e) => e.proposalId),
    );
    if (round.releasedAt) {
      return {
        released: false,
        alreadyReleased: true,
        results: entries.map((e) => ({ proposalId: e.proposalId, status: facts.get(e.proposalId)!.status, mailed: false })),
      };
    }
    await lockChangeableRound(tx, roundId);
    if (isBeforeCutoff(round.cutoffAt)) throw new AppError('CONFLICT', M.roundStillOpen);
    const undecided = entries.filter((e) => !e.decision);
    if (undecided.length > 0)
      throw new AppError(
        'CONFLICT',
        fillMessage(M.undecided, { count: undecided.length }),
        undecided.map((e) => ({
          path: ['proposals', e.proposalId],
          message: fillMessage(M.undecidedItem, { reference: facts.get(e.proposalId)?.reference ?? e.proposalId }),
        })),
      );

    const now = new Date();
    const deferred = entries.filter((e) => e.decision === 'DEFER');
    const next = deferred.length > 0 ? await ensureNextRound(app, tx, round) : null;
    await applyRoundStatuses(
      tx,
      admin.id,
      entries.map((e) => ({ id: e.proposalId, from: facts.get(e.proposalId)!.status, to: STATUS_OF[e.decision!] })),
      round.name,
    );
    await repo.markReleased(tx, roundId, now, next?.id ?? null);
    if (next)
      await repo.insertEntries(
        tx,
        deferred.map((e) => ({ roundId: next.id, proposalId: e.proposalId, joinedAt: now })),
      );

    const [contacts, comments] = await Promise.all([
      findContacts(
        tx,
        [...facts.values()].map((f) => f.userId),
      ),
      applicantCommentsOf(
        tx,
        entries.map((e) => e.proposalId),
      ),
    ]);
    const results: ReleaseResult['results'] = [];
    const mails: Parameters<typeof queueMails>[1] = [];
    const notices: Parameters<typeof notifyMany>[1] = [];
    for (const e of entries) {
      const f = facts.get(e.proposalId)!;
      const owner = contacts.get(f.userId);
      if (owner) {
        const mail = roundDecisionMail(
          owner,
          {
            decision: e.decision!,
            title: f.title,
            reference: f.reference,
            roundName: round.name,
            nextRoundName: e.decision === 'DEFER' ? (next?.name ?? null) : null,
            conditions: e.conditions,
            comments: comments.get(e.proposalId) ?? [],
          },
          app.mailer.url(f.detailPath, languageOf(owner)),
        );
        mails.push({ to: owner.email, ...mail });
        notices.push({
          userId: owner.id,
          kind: 'PROPOSAL_STATUS',
          title: notice('round_decisionNoticeTitle'),
          body: notice('round_decisionNoticeBody', { title: f.title, round: round.name }),
          link: f.detailPath,
        });
      }
      results.push({ proposalId: e.proposalId, status: STATUS_OF[e.decision!], mailed: Boolean(owner) });
    }
    await queueMails(tx, mails);
    await notifyMany(tx, notices);
    await repo.updateRound(tx, roundId, { releasedAt: now, releasedBy: admin.id });
    const tally = (d: RoundDecision) => entries.filter((e) => e.decision === d).length;
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'ROUND_RELEASED',
      entityType: 'round',
      entityId: roundId,
      before: null,
      after: {
        fund: tally('FUND'),
        fundWithConditions: tally('FUND_WITH_CONDITIONS'),
        decline: tally('DECLINE'),
        defer: tally('DEFER'),
        deferredTo: next?.id ?? null,
        mailed: results.filter((r) => r.mailed).length,
      },
    });
    return { released: true, alreadyReleased: false, results };
  });
  if (result.released) app.mailer.wake();
  return result;
}
