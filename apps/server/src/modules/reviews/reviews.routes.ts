import { API } from '@portal/shared';
import {
  assignmentParamsSchema,
  assignReviewerSchema,
  committeeReviewsSchema,
  idParamsSchema,
  myReviewAssignmentSchema,
  myReviewSchema,
  proposalAssignmentSchema,
  proposalReviewerParamsSchema,
  releaseReviewerSchema,
  reviewDeclineSchema,
  reviewDeclarationSchema,
  reviewerProfileInputSchema,
  reviewerSuggestionSchema,
  reviewerSuggestionsQuerySchema,
  reviewerOwnFiguresSchema,
  reviewerProfileSchema,
  reviewerRoleUpdateSchema,
  reviewerSummarySchema,
  reviewersQuerySchema,
  reviewFeedbackSchema,
  reviewRankingExportQuerySchema,
  reviewRankingQuerySchema,
  reviewRankingRowSchema,
  reviewSaveSchema,
  userProfileSchema,
} from '@portal/shared/schemas';
import { REVIEW_MESSAGES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { doneSchema, ok, okMessageSchema, okSchema, paged, pagedSchema } from '../../lib/envelope.js';
import { sendStreamed } from '../../lib/streamed.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { assignReviewer } from './operations/assign-reviewer.js';
import { committeeReviews, listReviewers, proposalAssignments } from './operations/committee-view.js';
import { declareConflict } from './operations/declare-conflict.js';
import { declineInvitation } from './operations/decline-invitation.js';
import { releaseReviewer } from './operations/release-reviewer.js';
import { reviewFeedback } from './operations/review-feedback.js';
import { rankingFileName, reviewRanking, reviewRankingCsv } from './operations/review-ranking.js';
import { getReviewerFigures, getReviewerProfile, saveReviewerProfile } from './operations/reviewer-profile.js';
import { myAssignments, myReview } from './operations/reviewer-queue.js';
import { reviewerSuggestions } from './operations/reviewer-suggestions.js';
import { saveReview } from './operations/save-review.js';
import { setReviewerRole } from './operations/set-reviewer-role.js';
import { withdrawAssignment } from './operations/withdraw-assignment.js';

/** Peer review of funding proposals (docs/architecture.md#peer-review): the admin's, the reviewer's and the applicant's calls. */
export async function reviewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRoles('ADMIN');

  // --- The admin: reviewers, assignments, the committee's view, the ranking ---

  r.put(
    API.adminUserReviewer(':id'),
    { onRequest: adminOnly, schema: { params: idParamsSchema, body: reviewerRoleUpdateSchema, response: { 200: okMessageSchema(userProfileSchema) } } },
    async (request) => {
      const { profile, message } = await setReviewerRole(app, request.user!, request.params.id, request.body.reviewer);
      return ok(profile, message);
    },
  );

  r.get(
    API.adminReviewers,
    { onRequest: adminOnly, schema: { querystring: reviewersQuerySchema, response: { 200: pagedSchema(reviewerSummarySchema) } } },
    async (request) => {
      const { rows, total } = await listReviewers(app, request.query);
      return paged(rows, total, request.query.page, request.query.limit);
    },
  );

  r.get(
    API.adminProposalReviewers(':id'),
    { onRequest: adminOnly, schema: { params: idParamsSchema, response: { 200: okSchema(z.array(proposalAssignmentSchema)) } } },
    async (request) => ok(await proposalAssignments(app, request.params.id)),
  );

  r.post(
    API.adminProposalReviewers(':id'),
    { onRequest: adminOnly, schema: { params: idParamsSchema, body: assignReviewerSchema, response: { 201: okMessageSchema(proposalAssignmentSchema) } } },
    async (request, reply) => {
      const { assignment, overridden } = await assignReviewer(app, request.user!, request.params.id, request.body);
      return reply.status(201).send(ok(assignment, overridden ? REVIEW_MESSAGES.reviewerAssignedDespiteConflict : REVIEW_MESSAGES.reviewerAssigned));
    },
  );

  r.delete(
    API.adminProposalReviewer(':id', ':userId'),
    { onRequest: adminOnly, schema: { params: proposalReviewerParamsSchema, response: { 200: doneSchema } } },
    async (request) => {
      await withdrawAssignment(app, request.user!, request.params.id, request.params.userId);
      return ok(null, REVIEW_MESSAGES.assignmentWithdrawn);
    },
  );

  r.post(
    API.adminProposalReviewerRelease(':id', ':userId'),
    {
      onRequest: adminOnly,
      schema: { params: proposalReviewerParamsSchema, body: releaseReviewerSchema, response: { 200: okMessageSchema(proposalAssignmentSchema) } },
    },
    async (request) => {
      const { assignment } = await releaseReviewer(app, request.user!, request.params.id, request.params.userId, request.body.reason);
      return ok(assignment, REVIEW_MESSAGES.reviewerReleased);
    },
  );

  r.get(
    API.adminProposalReviewerSuggestions(':id'),
    {
      onRequest: adminOnly,
      schema: { params: idParamsSchema, querystring: reviewerSuggestionsQuerySchema, response: { 200: okSchema(z.array(reviewerSuggestionSchema)) } },
    },
    async (request) => ok(await reviewerSuggestions(app, request.params.id, request.query)),
  );

  r.get(
    API.adminProposalReviews(':id'),
    { onRequest: adminOnly, schema: { params: idParamsSchema, response: { 200: okSchema(committeeReviewsSchema) } } },
    async (request) => ok(await committeeReviews(app, request.params.id)),
  );

  r.get(
    API.adminReviewRanking,
    { onRequest: adminOnly, schema: { querystring: reviewRankingQuerySchema, response: { 200: pagedSchema(reviewRankingRowSchema) } } },
    async (request) => {
      const { rows, total } = await reviewRanking(app, request.query);
      return paged(rows, total, request.query.page, request.query.limit);
    },
  );

  r.get(
    API.adminReviewRankingExport,
    { onRequest: adminOnly, schema: { querystring: reviewRankingExportQuerySchema }, config: { openapi: { answers: { 200: 'text/csv' } } } },
    async (request, reply) =>
      sendStreamed(reply, reviewRankingCsv(app, request.query), {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${rankingFileName()}"`,
      }),
  );

  // --- The reviewer: their profile, their queue, the declaration, their review ---

  // The role is read from the database by the operation, not from the token: a token signed before the
  // role was granted still opens the profile, one signed before it was removed no longer does.
  r.get(API.reviewerFigures, { onRequest: app.authenticate, schema: { response: { 200: okSchema(reviewerOwnFiguresSchema) } } }, async (request) =>
    ok(await getReviewerFigures(app, request.user!)),
  );
  r.get(API.reviewerProfile, { onRequest: app.authenticate, schema: { response: { 200: okSchema(reviewerProfileSchema) } } }, async (request) =>
    ok(await getReviewerProfile(app, request.user!)),
  );

  r.put(
    API.reviewerProfile,
    { onRequest: app.authenticate, schema: { body: reviewerProfileInputSchema, response: { 200: okMessageSchema(reviewerProfileSchema) } } },
    async (request) => {
      const { profile, message } = await saveReviewerProfile(app, request.user!, request.body);
      return ok(profile, message);
    },
  );

  r.get(API.reviewsMine, { onRequest: app.authenticate, schema: { response: { 200: okSchema(z.array(myReviewAssignmentSchema)) } } }, async (request) =>
    ok(await myAssignments(app, request.user!)),
  );

  r.get(
    API.review(':assignmentId'),
    { onRequest: app.authenticate, schema: { params: assignmentParamsSchema, response: { 200: okSchema(myReviewSchema) } } },
    async (request) => ok(await myReview(app, request.user!, request.params.assignmentId)),
  );

  r.post(
    API.reviewDeclaration(':assignmentId'),
    {
      onRequest: app.authenticate,
      schema: { params: assignmentParamsSchema, body: reviewDeclarationSchema, response: { 200: okMessageSchema(myReviewSchema) } },
    },
    async (request) => {
      const { review, message } = await declareConflict(app, request.user!, request.params.assignmentId, request.body);
      return ok(review, message);
    },
  );

  r.post(
    API.reviewDecline(':assignmentId'),
    { onRequest: app.authenticate, schema: { params: assignmentParamsSchema, body: reviewDeclineSchema, response: { 200: okMessageSchema(myReviewSchema) } } },
    async (request) => {
      const { review, message } = await declineInvitation(app, request.user!, request.params.assignmentId, request.body);
      return ok(review, message);
    },
  );

  r.put(
    API.review(':assignmentId'),
    { onRequest: app.authenticate, schema: { params: assignmentParamsSchema, body: reviewSaveSchema, response: { 200: okMessageSchema(myReviewSchema) } } },
    async (request) => {
      const { review, message } = await saveReview(app, request.user!, request.params.assignmentId, request.body);
      return ok(review, message);
    },
  );

  // --- The applicant: the comments for them, after the decision ---

  r.get(
    API.proposalReviewFeedback(':id'),
    { onRequest: app.authenticate, schema: { params: idParamsSchema, response: { 200: okSchema(reviewFeedbackSchema) } } },
    async (request) => ok(await reviewFeedback(app, request.user!, request.params.id)),
  );
}
