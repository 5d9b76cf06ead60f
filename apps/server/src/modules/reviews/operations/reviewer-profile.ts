import { indiaDate, MESSAGES, REVIEW_MESSAGES } from '@portal/shared';
import type { ReviewerOwnFigures, ReviewerProfile, ReviewerProfileInput } from '@portal/shared/schemas';
import type { reviewerProfileInputSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { findUserRow, lockedUserRow } from '../../users/index.js';
import { affiliationsInForce } from '../conflicts.js';
import * as repo from '../reviews.repo.js';
import { toReviewerProfile } from '../reviews.view.js';
import { recheckConflicts } from './recheck-conflicts.js';

/** `GET /reviews/profile`: the reviewer's own profile (the defaults before the first save). */
export async function getReviewerProfile(app: FastifyInstance, reviewer: SessionUser): Promise<ReviewerProfile> {
  const me = await findUserRow(app.db, reviewer.id);
  if (!me?.roles.includes('REVIEWER')) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notAReviewer);
  return toReviewerProfile(await repo.findReviewerProfile(app.db, reviewer.id));
}

/** `GET /reviews/figures`: the reviewer's own figures, as the admin's Reviewers page shows them (decision 258). */
export async function getReviewerFigures(app: FastifyInstance, reviewer: SessionUser): Promise<ReviewerOwnFigures> {
  const me = await findUserRow(app.db, reviewer.id);
  if (!me?.roles.includes('REVIEWER')) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notAReviewer);
  return (await repo.figuresOf(app.db, reviewer.id))!;
}

/**
 * `PUT /reviews/profile`: replaces the reviewer's profile, audited. In the same transaction, on the
 * reviewer's locked row, their live assignments are judged again: an affiliation added that puts one
 * in conflict releases it and the admins are told (decision 206, 243).
 */
export async function saveReviewerProfile(
  app: FastifyInstance,
  reviewer: SessionUser,
  input: z.output<typeof reviewerProfileInputSchema>,
): Promise<{ profile: ReviewerProfile; message: string }> {
  const profile = await app.db.transaction(async (tx) => {
    const me = await lockedUserRow(tx, reviewer.id);
    if (!me) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (!me.roles.includes('REVIEWER')) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notAReviewer);
    const before = await repo.findReviewerProfile(tx, reviewer.id);
    const row = await repo.saveReviewerProfile(tx, reviewer.id, {
      focusAreas: input.focusAreas,
      keywords: input.keywords,
      maxLoad: input.maxLoad,
      unavailable: input.unavailable,
      languages: input.languages,
      affiliations: input.affiliations.map((a) => ({ organization: a.organization, from: a.from, ...(a.to ? { to: a.to } : {}) })),
    });
    await recordAudit(tx, {
      actorId: reviewer.id,
      action: 'REVIEWER_PROFILE_SAVED',
      entityType: 'user',
      entityId: reviewer.id,
      before: before ? { maxLoad: before.maxLoad, affiliations: before.affiliations } : null,
      after: { maxLoad: row.maxLoad, affiliations: row.affiliations, summary: `Reviewer profile saved (load up to ${row.maxLoad})` },
    });
    if (affiliationsInForce(row.affiliations, indiaDate()).length > 0) await recheckConflicts(app, tx, reviewer.id, { userIds: [reviewer.id] });
    return toReviewerProfile(row);
  });
  app.mailer.wake();
  return { profile, message: REVIEW_MESSAGES.profileSaved };
}

export type { ReviewerProfileInput };
