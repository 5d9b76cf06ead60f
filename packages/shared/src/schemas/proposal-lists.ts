import { z } from 'zod';
import { STATUS_MESSAGE_MAX_LENGTH } from '../constants/limits.js';
import { ORGANIZATION_CATEGORIES } from '../enums/organization-category.js';
import {
  ADMIN_SETTABLE_PROPOSAL_STATUSES,
  FOCUS_AREAS,
  PROPOSAL_CATEGORIES,
  PROPOSAL_STATUSES,
  PROPOSAL_TYPES,
  type ProposalCategory,
  type ProposalStatus,
  type ProposalType,
} from '../enums/proposal.js';
import { MONTH_FILTER_MAX_YEAR, MONTH_FILTER_MIN_YEAR } from '../constants/limits.js';
import { fillMessage, MESSAGES } from '../messages.js';
import type { MessageRef, NoticeRef } from '../message-keys.js';
import { PROPOSAL_KIND_IDS, type ProposalKindId } from '../proposal-kinds.js';
import { choiceParam, listParams, matchParam, searchParam } from '../list-params.js';
import { listQuerySchema, pageQuerySchema, safeString, statusCountsSchema, uuidSchema } from './common.js';

/**
 * The contracts of the proposal lists (docs/specification.md#calls, docs/architecture.md#lists): the
 * public Steelcollab search, the submitter's own lists, the admin's lists and export, status changes,
 * connection requests and notifications. Query schemas validate the API; `…ListParams` keep a
 * list page's state in its URL (every field falls back to its default).
 */

/** Multipart and query strings send an unset choice as ''. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const textQuery = optional(
  safeString()
    .trim()
    .max(200, fillMessage(MESSAGES.atMostChars, { max: 200 })),
);
const category = optional(z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(PROPOSAL_CATEGORIES, { error: MESSAGES.categoryInvalid })));
const type = optional(z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(PROPOSAL_TYPES, { error: MESSAGES.typeInvalid })));
const status = optional(z.enum(PROPOSAL_STATUSES, { error: MESSAGES.userStatusInvalid }));
const focusArea = optional(z.enum(FOCUS_AREAS, { error: MESSAGES.focusAreaNotListed }));

export const PROPOSAL_SORT_FIELDS = ['createdAt', 'submittedAt', 'updatedAt', 'title'] as const;
/** The admin's list also sorts by days in review (docs/architecture.md#clarification-threads). */
export const ADMIN_PROPOSAL_SORT_FIELDS = [...PROPOSAL_SORT_FIELDS, 'daysInReview'] as const;
/** The admin's "waiting on applicant" filter: waiting, waiting past the date, or not waiting. */
export const AWAITING_APPLICANT_FILTERS = ['true', 'overdue', 'false'] as const;
/** The admin's list: a proposal with an open review past its due date (`true`) or none (`false`); decision 191. */
export const REVIEW_OVERDUE_FILTERS = ['true', 'false'] as const;
export type AwaitingApplicantFilter = (typeof AWAITING_APPLICANT_FILTERS)[number];

/**
 * `GET /proposals/search` (public credential or a user token): public Steelcollab posts only. With a
 * `query`, `sortBy=relevance` ranks by full-text relevance (the default when a query is given).
 */
export const proposalSearchQuerySchema = listQuerySchema(['createdAt', 'relevance', 'title', 'updatedAt'] as const).extend({
  query: textQuery,
  focusArea,
  organization: textQuery,
  category,
  type,
});
export type ProposalSearchQuery = z.output<typeof proposalSearchQuerySchema>;

/** A row of the public search: nothing personal (no e-mail, no mobile). */
export type ProposalSearchRow = {
  id: string;
  title: string;
  category: ProposalCategory;
  type: ProposalType;
  status: ProposalStatus;
  focusArea: string[];
  orgName: string | null;
  createdAt: string;
};

/** `GET /proposals/user/me`: the caller's own proposals, or with role=collaborator those that name them. */
export const myProposalsQuerySchema = listQuerySchema(PROPOSAL_SORT_FIELDS).extend({
  category,
  type,
  status,
  role: z.preprocess(blankToUndefined, z.enum(['owner', 'collaborator']).default('owner')),
});
export type MyProposalsQuery = z.output<typeof myProposalsQuerySchema>;

/** A value per kind of proposal (PROPOSAL_KINDS ids), every kind present. */
export const kindCountsSchema = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(PROPOSAL_KIND_IDS.map((k) => [k, value])) as Record<ProposalKindId, T>);

/**
 * Proposals by kind and status: every proposal on the admin's dashboard (`GET /admin/counts`), the
 * caller's own on theirs (`GET /proposals/user/me/counts`).
 */
export const proposalCountsSchema = z.object({ total: z.number().int(), byKind: kindCountsSchema(statusCountsSchema(PROPOSAL_STATUSES)) });
export type ProposalCounts = z.infer<typeof proposalCountsSchema>;

/** A calendar month, YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month whose year the filter accepts: beyond these, month bounds stop being dates (issue 24). */
export const monthInRange = (month: string): boolean => {
  const year = Number(month.slice(0, 4));
  return year >= MONTH_FILTER_MIN_YEAR && year <= MONTH_FILTER_MAX_YEAR;
};
const MONTH_OUT_OF_RANGE = fillMessage(MESSAGES.monthOutOfRange, { from: `${MONTH_FILTER_MIN_YEAR}-01`, to: `${MONTH_FILTER_MAX_YEAR}-12` });

/** `GET /admin/proposals` and its export: every proposal; status omitted = all. */
export const adminProposalsQuerySchema = listQuerySchema(ADMIN_PROPOSAL_SORT_FIELDS).extend({
  query: textQuery,
  category,
  type,
  status,
  focusArea,
  organization: textQuery,
  organizationCategory: optional(z.enum(ORGANIZATION_CATEGORIES, { error: MESSAGES.organizationCategoryNotListed })),
  challengeId: optional(z.uuid({ error: MESSAGES.invalidId })),
  /** Submitted in this calendar month, India time (the dashboard's chart links here). */
  month: optional(z.string().regex(MONTH_PATTERN, { error: MESSAGES.monthFormat }).refine(monthInRange, { error: MONTH_OUT_OF_RANGE })),
  /** Waiting on the applicant: `true`, `overdue` (past the date to answer by) or `false`. */
  awaitingApplicant: optional(z.enum(AWAITING_APPLICANT_FILTERS, { error: MESSAGES.awaitingFilterInvalid })),
  /** An assigned review still open past its due date (India time): `true` or `false`. */
  reviewOverdue: optional(z.enum(REVIEW_OVERDUE_FILTERS, { error: MESSAGES.reviewOverdueFilterInvalid })),
});
export type AdminProposalsQuery = z.output<typeof adminProposalsQuerySchema>;

/** `GET /admin/proposals/export`: the list's filters, every matching row, as CSV. */
export const adminProposalsExportQuerySchema = adminProposalsQuerySchema.omit({ page: true, limit: true }).extend({
  format: z.preprocess(blankToUndefined, z.enum(['csv']).default('csv')),
});

/**
 * `PATCH /proposals/{id}/status` (admins): UNDER_REVIEW, APPROVED or REJECTED; anything else 400. An
 * optional `message` to the applicant goes into their mail and notification.
 */
export const proposalStatusUpdateSchema = z.object({
  status: z.enum(ADMIN_SETTABLE_PROPOSAL_STATUSES, { error: MESSAGES.adminProposalStatusInvalid }),
  message: optional(
    safeString({ multiline: true })
      .trim()
      .max(STATUS_MESSAGE_MAX_LENGTH, fillMessage(MESSAGES.atMostChars, { max: STATUS_MESSAGE_MAX_LENGTH })),
  ),
});

/**
 * `GET /admin/proposals/{id}/history` (admins): the proposal's trail from the audit log, newest first,
 * 20 to a page. An entry says who (`actor`, null once their account is gone), what and when; an
 * applicant's edit names the fields it changed (`changed`: body field names, `proposalFile`,
 * `collaborators`, `challengeId`), never their values.
 */
export const PROPOSAL_HISTORY_ACTIONS = [
  'PROPOSAL_CREATED',
  'PROPOSAL_UPDATED',
  'PROPOSAL_STATUS_CHANGED',
  'CLARIFICATION_REQUESTED',
  // The funded project's steps (docs/architecture.md#funded-projects); their comment is a one-line summary.
  'PROJECT_SET_UP',
  'PROJECT_AGREEMENT_UPLOADED',
  'PROJECT_SUMMARY_SAVED',
  'PROJECT_SUMMARY_APPROVED',
  'PROJECT_OUTPUT_ADDED',
  'PROJECT_OUTPUT_REMOVED',
  'PROJECT_TRANCHE_RELEASED',
  'PROJECT_TRANCHE_CORRECTED',
  'PROJECT_TRANCHE_REVERSED',
  'PROJECT_WITHDRAWN',
  'PROJECT_REINSTATED',
  'PROJECT_REPORT_SUBMITTED',
  'PROJECT_REPORT_REVIEWED',
  'PROJECT_REMINDER_SENT',
  // Peer review (docs/architecture.md#peer-review): the entry's comment says who and what.
  'REVIEWER_ASSIGNED',
  'REVIEWER_WITHDRAWN',
  'REVIEW_DECLARED',
  'REVIEW_CONFLICT_DECLARED',
  'REVIEW_DECLINED',
  'REVIEW_EXPIRED',
  'REVIEW_SUBMITTED',
  'REVIEW_CORRECTED',
  'REVIEWER_RELEASED',
  'CLARIFICATION_REPLIED',
  'CLARIFICATION_CLOSED',
  // Funding the same work twice: the admin's verdict on a pair; the comment is its reason.
  'OVERLAP_VERDICT_RECORDED',
] as const;
export type ProposalHistoryAction = (typeof PROPOSAL_HISTORY_ACTIONS)[number];
export const PROPOSAL_HISTORY_PAGE_SIZE = 20;
export const proposalHistoryQuerySchema = pageQuerySchema(PROPOSAL_HISTORY_PAGE_SIZE);
export type ProposalHistoryEntry = {
  id: string;
  action: ProposalHistoryAction;
  at: string;
  actor: { id: string; name: string; isAdmin: boolean } | null;
  fromStatus: ProposalStatus | null;
  toStatus: ProposalStatus | null;
  changed: string[];
  comment: string | null;
  /** A review or project step's note by key with its values (decision 228), where `comment` is its English. */
  note: MessageRef | null;
};

/** `POST /connectedstakeholder`: `from` must be the caller; `to` is found by the server (the owner). */
export const connectStakeholderSchema = z.object({
  proposalId: z.uuid({ error: MESSAGES.invalidId }),
  from: z.uuid({ error: MESSAGES.invalidId }),
  to: z.uuid({ error: MESSAGES.invalidId }).optional(),
});
/**
 * What a connection request answers: the post's e-mail for the mail window that follows, only with the
 * first successful request (a repeat answers null, decision 124).
 */
export type ConnectResult = { id: string; createdAt: string; contactEmail: string | null };

/** In-app notifications (issue 14): written when an admin acts on the user or their proposal, or someone connects. */
/** PROPOSAL_SUBMITTED and PROPOSAL_EDITED go to the admins: at most one unread per proposal, refreshed by each edit. */
export const NOTIFICATION_KINDS = [
  'USER_STATUS',
  'PROPOSAL_STATUS',
  'CLARIFICATION',
  'CONNECTION',
  'COLLABORATOR_ADDED',
  'COLLABORATOR_LEFT',
  'PROPOSAL_SUBMITTED',
  'PROPOSAL_EDITED',
  'PROJECT',
  'REVIEWER_ROLE',
  'REVIEW_ASSIGNED',
  'REVIEW_WITHDRAWN',
  'REVIEW_REMINDER',
  'REVIEW_SUBMITTED',
  'REVIEW_CONFLICT_DECLARED',
  'REVIEW_DECLINED',
  'REVIEW_EXPIRED',
  'REVIEW_OVERDUE',
  'CLARIFICATION_REPLIED',
  'CLARIFICATION_REMINDER',
  'COLLAB_REQUEST',
  'COLLAB_ACCEPTED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type PortalNotification = {
  id: string;
  kind: NotificationKind;
  /** The English of the shared catalogue, filled; `titleRef`/`bodyRef` give its key and values (null on rows written before them). */
  title: string;
  body: string;
  titleRef: NoticeRef | null;
  bodyRef: NoticeRef | null;
  link: string | null;
  createdAt: string;
  readAt: string | null;
};
/** `GET /notifications`: the latest (at most 20), newest first, and how many are unread. */
export type NotificationsAnswer = { items: PortalNotification[]; unread: number };
/** `POST /notifications/read`: the ids to mark read; none marks every one. */
export const notificationsReadSchema = z.object({
  ids: z
    .array(z.uuid({ error: MESSAGES.invalidId }))
    .max(100)
    .optional(),
});

// --- List pages' URL state (web) ---

// The public lists' URL state is in public-lists.ts.

/** The submitter's four lists: status filter (default UNDER_REVIEW) and the 'Shared with me' tab. */
export const myProposalsListParams = listParams({
  status: choiceParam(PROPOSAL_STATUSES, 'UNDER_REVIEW'),
  tab: choiceParam(['mine', 'shared'], 'mine'),
});

/** The admin's proposal lists: status (default UNDER_REVIEW, ALL for every one), search, filters, one challenge. */
export const adminProposalsListParams = listParams({
  status: choiceParam([...PROPOSAL_STATUSES, 'ALL'], 'UNDER_REVIEW'),
  q: searchParam,
  focusArea: choiceParam(FOCUS_AREAS),
  organizationCategory: choiceParam(ORGANIZATION_CATEGORIES),
  challengeId: matchParam((text) => uuidSchema.safeParse(text).success),
  month: matchParam((text) => MONTH_PATTERN.test(text) && monthInRange(text)),
  sort: choiceParam(['newest', 'oldest', 'startedNewest', 'startedOldest', 'title', 'longestInReview', 'shortestInReview'], 'newest'),
  awaiting: choiceParam(AWAITING_APPLICANT_FILTERS),
  reviewOverdue: choiceParam(REVIEW_OVERDUE_FILTERS),
});
