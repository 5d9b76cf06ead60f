import { PATHS, REVIEW_MESSAGES as M, REVIEWER_MAX_LOAD_DEFAULT } from '@portal/shared';
import type { AppliedPlan } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { languageOf } from '../../../lib/language.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { queueMail } from '../../mail/index.js';
import { lockProposal } from '../../proposals/index.js';
import { lockedUserRow } from '../../users/index.js';
import { normalizeOrganization } from '../conflicts.js';
import { reviewPlanMail } from '../reviews.mails.js';
import * as repo from '../reviews.repo.js';
import { inviteReviewer } from './assign-reviewer.js';

export type PlanApplication = {
  /** The round's proposals: a pair on any other proposal is refused. */
  roundProposalIds: ReadonlySet<string>;
  assignments: { proposalId: string; userId: string }[];
  dueDate: string;
  respondBy?: string | undefined;
  /** Each invitation replaces itself with the best next suggestion when declined or left to expire (decision 286). */
  autoReplace?: boolean | undefined;
};

const at = (i: number) => ['body', 'assignments', i, 'userId'];
const refuse = (i: number, message: string, code: 'CONFLICT' | 'BAD_REQUEST' = 'CONFLICT') => new AppError(code, message, [{ path: at(i), message }]);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `POST /admin/rounds/{id}/assignment-plan/apply` (decision 257): the plan as the admin left it (it may
 * be stale or edited), every rule checked again on the server in one transaction — proposals locked
 * first, then the reviewers (the single assignment's order: no deadlock with it), so neither a load nor a
 * panel can change underneath. Each new pair goes through the single assignment's own rules and writes
 * (`inviteReviewer`: role, conflicts without override, at most 5 active, audit, notification); the plan adds
 * the load, availability and organisation rules. A pair already on the panel is skipped, so applying the
 * same plan twice creates nothing and mails nobody again. Each reviewer with new assignments is mailed
 * once, listing them all (outbox, same transaction). Any refused pair refuses the whole plan (409 naming it).
 */
export async function applyAssignmentPlan(app: FastifyInstance, admin: SessionUser, input: PlanApplication): Promise<AppliedPlan> {
  const seen = new Set<string>();
  input.assignments.forEach((a, i) => {
    const key = `${a.proposalId}/${a.userId}`;
    if (seen.has(key)) throw refuse(i, M.planPairTwice, 'BAD_REQUEST');
    seen.add(key);
    if (!input.roundProposalIds.has(a.proposalId)) throw refuse(i, M.planProposalNotInRound);
  });
  const result = await app.db.transaction(async (tx) => {
    const proposalIds = [...new Set(input.assignments.map((a) => a.proposalId))].sort(cmp);
    for (const id of proposalIds) await lockProposal(tx, id);
    const reviewerIds = [...new Set(input.assignments.map((a) => a.userId))].sort(cmp);
    const reviewers = new Map<string, NonNullable<Awaited<ReturnType<typeof lockedUserRow>>>>();
    for (const id of reviewerIds) {
      const row = await lockedUserRow(tx, id);
      if (row) reviewers.set(id, row);
    }
    const [loads, panels, profiles] = await Promise.all([
      repo.openLoadsOf(tx, reviewerIds),
      repo.activePanelsOf(tx, proposalIds),
      Promise.all(reviewerIds.map(async (id) => [id, await repo.findReviewerProfile(tx, id)] as const)),
    ]);
    const profileOf = new Map(profiles);
    const panelOf = new Map<string, { reviewers: Set<string>; organizations: Set<string> }>();
    for (const id of proposalIds) panelOf.set(id, { reviewers: new Set(), organizations: new Set() });
    for (const a of panels) {
      const panel = panelOf.get(a.proposalId)!;
      panel.reviewers.add(a.reviewerId);
      const org = normalizeOrganization(a.organization);
      if (org) panel.organizations.add(org);
    }

    let alreadyAssigned = 0;
    const created = new Map<string, { kindLabel: string; title: string; dueDate: string }[]>();
    // In a fixed order (by proposal, then reviewer), whatever the order the page sent.
    const order = input.assignments.map((a, i) => ({ ...a, i })).sort((a, b) => cmp(a.proposalId, b.proposalId) || cmp(a.userId, b.userId));
    for (const a of order) {
      const panel = panelOf.get(a.proposalId)!;
      if (panel.reviewers.has(a.userId)) {
        alreadyAssigned += 1;
        continue;
      }
      const reviewer = reviewers.get(a.userId);
      if (!reviewer || !reviewer.roles.includes('REVIEWER') || reviewer.status !== 'APPROVED') throw refuse(a.i, M.planReviewerNotEligible);
      const profile = profileOf.get(a.userId) ?? null;
      if ((profile?.unavailable ?? []).some((u) => u.from <= input.dueDate && input.dueDate <= u.to)) throw refuse(a.i, M.planReviewerUnavailable);
      const load = loads.get(a.userId) ?? 0;
      if (load + 1 > (profile?.maxLoad ?? REVIEWER_MAX_LOAD_DEFAULT)) throw refuse(a.i, M.planReviewerFull);
      const org = normalizeOrganization(reviewer.organization);
      if (org && panel.organizations.has(org)) throw refuse(a.i, M.planSameOrganisation);
      let done: Awaited<ReturnType<typeof inviteReviewer>>;
      try {
        done = await inviteReviewer(app, tx, {
          proposalId: a.proposalId,
          userId: a.userId,
          dueDate: input.dueDate,
          respondBy: input.respondBy,
          autoReplace: input.autoReplace ?? false,
          invitedBy: admin.id,
          mail: false,
        });
      } catch (e) {
        // The single assignment's refusal (a conflict, a full panel, a decided proposal), named at its pair.
        if (e instanceof AppError) {
          const reasons = e.errors?.length ? e.errors : [{ path: at(a.i), message: e.message }];
          throw new AppError(
            e.code,
            e.key && e.params ? { key: e.key, params: e.params, message: e.message } : e.message,
            reasons.map((r) => ({ ...r, path: at(a.i) })),
          );
        }
        throw e;
      }
      loads.set(a.userId, load + 1);
      panel.reviewers.add(a.userId);
      if (org) panel.organizations.add(org);
      created.set(a.userId, [...(created.get(a.userId) ?? []), { kindLabel: done.kindLabel, title: done.title, dueDate: input.dueDate }]);
    }
    for (const [id, items] of created) {
      const reviewer = reviewers.get(id)!;
      await queueMail(tx, { to: reviewer.email, ...reviewPlanMail(reviewer, items, app.mailer.url(PATHS.reviewerQueue, languageOf(reviewer))) });
    }
    return { created: [...created.values()].reduce((n, l) => n + l.length, 0), alreadyAssigned, mailed: created.size };
  });
  if (result.mailed > 0) app.mailer.wake();
  return result;
}
