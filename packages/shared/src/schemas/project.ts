import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants/limits.js';
import { fillMessage, MESSAGES } from '../messages.js';
import type { MessageRef } from '../message-keys.js';
import { messageRefSchema } from './message-ref.js';
import {
  DOI_PATTERN,
  MILESTONE_DELIVERABLE_MAX_LENGTH,
  OUTPUT_KINDS,
  OUTPUT_LINK_MAX_LENGTH,
  OUTPUT_TITLE_MAX_LENGTH,
  OUTPUT_TITLE_MIN_LENGTH,
  PATENT_NUMBER_PATTERN,
  MILESTONE_TITLE_MAX_LENGTH,
  PROJECT_COST_MAX,
  PROJECT_MESSAGES,
  PROJECT_MILESTONES_MAX,
  PROJECT_MILESTONES_MIN,
  PROJECT_SCHEMES,
  parseRupees,
  PUBLIC_SUMMARY_MAX_LENGTH,
  PUBLIC_SUMMARY_MIN_LENGTH,
  type ProjectScheme,
  type Quarter,
  QUARTER_PATTERN,
  REPORT_TEXT_MAX_LENGTH,
  REVIEW_MESSAGE_MAX_LENGTH,
  TRANCHE_REASON_MAX_LENGTH,
  TRANCHE_REASON_MIN_LENGTH,
  TRANSACTION_REF_MAX_LENGTH,
  type TrancheNumber,
  TRANCHE_NUMBERS,
} from '../projects.js';
import { type DocumentRef, documentRefSchema } from './profile.js';
import { choiceParam, listParams, searchParam } from '../list-params.js';
import { safeString } from './common.js';

/**
 * The contracts of funded projects (docs/architecture.md#funded-projects): the admin's set-up, the
 * agreement, tranche releases, reports and their review, the lists.
 */

const atMost = (max: number) => fillMessage(MESSAGES.atMostChars, { max });
/** A calendar day, YYYY-MM-DD, that exists, between 2000 and 2099. */
export const calendarDaySchema = z
  .string({ error: MESSAGES.dateRequired })
  .regex(/^20\d\d-\d\d-\d\d$/, MESSAGES.dateFormat)
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(Date.parse(v)).toISOString().slice(0, 10) === v, MESSAGES.dateNotReal);

const requiredText = (label: string, max: number, multiline = false) =>
  safeString({ multiline, error: fillMessage(MESSAGES.projectFieldRequired, { label }) })
    .trim()
    .min(1, fillMessage(MESSAGES.projectFieldRequired, { label }))
    .max(max, atMost(max));

export const milestoneInputSchema = z.object({
  title: requiredText('milestone title', MILESTONE_TITLE_MAX_LENGTH),
  dueDate: calendarDaySchema,
  deliverable: requiredText('deliverable', MILESTONE_DELIVERABLE_MAX_LENGTH, true),
});
export type MilestoneInput = z.infer<typeof milestoneInputSchema>;

/** `PUT /admin/projects/{proposalId}`: the approved cost in whole rupees, the start date, 1–12 milestones in due-date order. */
export const projectSetupSchema = z
  .object({
    // A number, or the digits as typed: plain or with Indian grouping ("2,00,00,000"); anything else is refused by name.
    approvedCost: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? (parseRupees(v) ?? Number.NaN) : v),
      z
        .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? MESSAGES.approvedCostRequired : MESSAGES.approvedCostFormat) })
        .int(MESSAGES.approvedCostWholeRupees)
        .min(1, MESSAGES.approvedCostRequired)
        .max(PROJECT_COST_MAX, MESSAGES.approvedCostTooLarge),
    ),
    startDate: calendarDaySchema,
    // Why less than the application's requested cost is sanctioned (required then, audited; decision 235).
    reductionReason: safeString({ multiline: true }).trim().max(1000, atMost(1000)).optional(),
    milestones: z
      .array(milestoneInputSchema, { error: MESSAGES.milestonesRequired })
      .min(PROJECT_MILESTONES_MIN, MESSAGES.milestonesAtLeastOne)
      .max(PROJECT_MILESTONES_MAX, fillMessage(MESSAGES.milestonesAtMost, { max: PROJECT_MILESTONES_MAX })),
  })
  .superRefine((v, ctx) => {
    v.milestones.forEach((m, i) => {
      if (m.dueDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['milestones', i, 'dueDate'], message: PROJECT_MESSAGES.milestoneBeforeStart });
      else if (i > 0 && m.dueDate < v.milestones[i - 1]!.dueDate)
        ctx.addIssue({ code: 'custom', path: ['milestones', i, 'dueDate'], message: PROJECT_MESSAGES.milestonesOrdered });
    });
  });
export type ProjectSetup = z.infer<typeof projectSetupSchema>;

export const trancheParamsSchema = z.object({
  proposalId: z.uuid(MESSAGES.invalidId),
  n: z.coerce.number({ error: MESSAGES.trancheNumberInvalid }).int().min(1, MESSAGES.trancheNumberInvalid).max(3, MESSAGES.trancheNumberInvalid),
});
export const projectParamsSchema = z.object({ proposalId: z.uuid(MESSAGES.invalidId) });
export const reportParamsSchema = z.object({ proposalId: z.uuid(MESSAGES.invalidId), reportId: z.uuid(MESSAGES.invalidId) });

const transactionRefSchema = safeString({ error: MESSAGES.transactionRefRequired })
  .trim()
  .min(3, MESSAGES.transactionRefRequired)
  .max(TRANSACTION_REF_MAX_LENGTH, atMost(TRANSACTION_REF_MAX_LENGTH))
  .regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/, MESSAGES.transactionRefFormat);
const trancheReasonSchema = safeString({ multiline: true, error: MESSAGES.trancheReasonRequired })
  .trim()
  .min(TRANCHE_REASON_MIN_LENGTH, MESSAGES.trancheReasonRequired)
  .max(TRANCHE_REASON_MAX_LENGTH, atMost(TRANCHE_REASON_MAX_LENGTH));

/** `POST /admin/projects/{proposalId}/tranches/{n}/release`. */
export const trancheReleaseSchema = z.object({ releasedOn: calendarDaySchema, transactionRef: transactionRefSchema });
export type TrancheRelease = z.infer<typeof trancheReleaseSchema>;
/** `POST /admin/projects/{proposalId}/tranches/{n}/correct`: a released tranche's date and reference, with the reason. */
export const trancheCorrectSchema = trancheReleaseSchema.extend({ reason: trancheReasonSchema });
export type TrancheCorrect = z.infer<typeof trancheCorrectSchema>;
/** `POST /admin/projects/{proposalId}/tranches/{n}/reverse`: undoes the latest release, with the reason. */
export const trancheReverseSchema = z.object({ reason: trancheReasonSchema });
export type TrancheReverse = z.infer<typeof trancheReverseSchema>;

export const REPORT_TYPES = ['MILESTONE', 'QUARTERLY'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_STATUSES = ['SUBMITTED', 'ACCEPTED', 'CHANGES_REQUESTED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The steps of a report's thread: the grantee submits, the admin accepts or asks for changes. */
export const REPORT_ENTRY_ACTIONS = ['SUBMITTED', 'ACCEPTED', 'CHANGES_REQUESTED'] as const;
export type ReportEntryAction = (typeof REPORT_ENTRY_ACTIONS)[number];

const summaryLength = fillMessage(MESSAGES.publicSummaryLength, { min: PUBLIC_SUMMARY_MIN_LENGTH, max: PUBLIC_SUMMARY_MAX_LENGTH });
const summaryText = safeString({ multiline: true, error: summaryLength })
  .trim()
  .min(PUBLIC_SUMMARY_MIN_LENGTH, summaryLength)
  .max(PUBLIC_SUMMARY_MAX_LENGTH, summaryLength);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/**
 * A report's public summary, written with the report (decision 262): the text the public reads once the
 * admin accepts the report with it, in Hindi optionally; blank fields are none.
 */
const reportSummaryFields = {
  publicSummary: z.preprocess(blankToNull, summaryText.nullable().optional()),
  publicSummaryHi: z.preprocess(blankToNull, summaryText.nullable().optional()),
};

/** The text fields of `POST /projects/{proposalId}/reports` (multipart, with the document in `file`). */
export const reportSubmitSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('MILESTONE'),
        milestoneIndex: z.coerce
          .number({ error: MESSAGES.reportMilestoneRequired })
          .int(MESSAGES.reportMilestoneRequired)
          .min(0, MESSAGES.reportMilestoneRequired)
          .max(PROJECT_MILESTONES_MAX - 1, MESSAGES.reportMilestoneRequired),
        text: requiredText('report', REPORT_TEXT_MAX_LENGTH, true),
        ...reportSummaryFields,
      }),
      z.object({
        type: z.literal('QUARTERLY'),
        quarter: z.string({ error: MESSAGES.reportQuarterRequired }).regex(QUARTER_PATTERN, MESSAGES.reportQuarterRequired),
        text: requiredText('report', REPORT_TEXT_MAX_LENGTH, true),
        ...reportSummaryFields,
      }),
    ],
    { error: MESSAGES.reportTypeInvalid },
  )
  .superRefine((v, ctx) => {
    if (v.publicSummaryHi && !v.publicSummary) ctx.addIssue({ code: 'custom', path: ['publicSummary'], message: summaryLength });
  });
export type ReportSubmit = z.infer<typeof reportSubmitSchema>;

/** `POST /admin/projects/{proposalId}/reports/{reportId}/review`: accept, or ask for changes with a message. */
export const reportReviewSchema = z
  .object({
    decision: z.enum(['ACCEPTED', 'CHANGES_REQUESTED'], { error: MESSAGES.reportDecisionInvalid }),
    message: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      safeString({ multiline: true }).trim().max(REVIEW_MESSAGE_MAX_LENGTH, atMost(REVIEW_MESSAGE_MAX_LENGTH)).optional(),
    ),
    /** The version of the report's public summary the admin read: accepting approves it (a newer one refuses, 409). */
    summaryVersion: z.number().int().min(1).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'CHANGES_REQUESTED' && !v.message) ctx.addIssue({ code: 'custom', path: ['message'], message: PROJECT_MESSAGES.reviewMessageRequired });
  });
export type ReportReview = z.infer<typeof reportReviewSchema>;

/** `PUT /projects/{proposalId}/public-summary` (owner and collaborators): the text the public will read, in Hindi optionally. */
export const publicSummaryInputSchema = z.object({
  text: summaryText,
  textHi: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), summaryText.nullable().optional()),
});
export type PublicSummaryInput = z.infer<typeof publicSummaryInputSchema>;
/** `POST /admin/projects/{proposalId}/public-summary/approve`: the version the admin read (a newer one refuses, 409). */
export const publicSummaryApproveSchema = z.object({ version: z.number().int().min(1) });
export type PublicSummaryApprove = z.infer<typeof publicSummaryApproveSchema>;

// --- Answers ---

export type ProjectMilestone = {
  index: number;
  title: string;
  dueDate: string;
  deliverable: string;
  /** The state of its report; null while none is submitted. */
  reportStatus: ReportStatus | null;
};
export type ProjectTranche = {
  number: TrancheNumber;
  percent: number;
  amount: number;
  condition: string;
  /** Whether its condition holds now (and the earlier tranches are released). */
  conditionMet: boolean;
  /** What it still waits for, when it cannot be released; null once released or releasable. */
  unmet: string | null;
  /** The same by key, for a reader in another language (decision 228). */
  unmetMessage: MessageRef | null;
  releasedOn: string | null;
  transactionRef: string | null;
  /** Not released and never will be: the project's funding was withdrawn. */
  cancelled: boolean;
};
export type ReportEntry = { action: ReportEntryAction; at: string; by: { name: string; isAdmin: boolean } | null; text: string; document: DocumentRef | null };
export type ProjectReport = {
  id: string;
  type: ReportType;
  milestoneIndex: number | null;
  quarter: Quarter | null;
  status: ReportStatus;
  submittedAt: string;
  /** Its public summary: the latest text, its version, and the copy approved with the report (decision 262). */
  publicSummary: PublicSummary;
  /** Oldest first: each submission, and the admin's answer to it. */
  entries: ReportEntry[];
};
export type ProjectQuarter = { quarter: Quarter; dueDate: string; opensOn: string; reportStatus: ReportStatus | null };
export type NextReport = { type: ReportType; milestoneIndex: number | null; quarter: Quarter | null; dueDate: string; overdue: boolean };
export type Project = {
  proposalId: string;
  title: string;
  scheme: ProjectScheme;
  approvedCost: number;
  share: number;
  grant: number;
  released: number;
  /** Its proposal is no longer APPROVED: no money moves, the unreleased tranches are cancelled. */
  withdrawn: boolean;
  startDate: string;
  endDate: string;
  milestones: ProjectMilestone[];
  agreement: (DocumentRef & { uploadedAt: string }) | null;
  tranches: ProjectTranche[];
  reports: ProjectReport[];
  quarters: ProjectQuarter[];
  nextMilestone: ProjectMilestone | null;
  nextReport: NextReport | null;
  /** The grantee's detail page of the proposal, and the admin's. */
  detailPath: string;
  adminDetailPath: string;
  /** The grantee's latest text (`version` counts its saves, 0 before the first) and what the admin approved of it: the public reads `approved` only. */
  publicSummary: PublicSummary;
  /** What came of it: public on the project's page (decision 263). */
  outputs: ProjectOutput[];
};
export type PublicSummaryText = { text: string; textHi: string | null };
export type PublicSummary = {
  latest: PublicSummaryText | null;
  version: number;
  approved: (PublicSummaryText & { version: number; approvedAt: string }) | null;
};

/** A row of `GET /projects/mine` and of the admin's list. */
export type ProjectRow = {
  proposalId: string;
  title: string;
  scheme: ProjectScheme;
  orgName: string | null;
  grant: number;
  released: number;
  /** What is still to be released: 0 once withdrawn. */
  pending: number;
  withdrawn: boolean;
  /** The unreleased tranches' amount cancelled by a withdrawal. */
  cancelled: number;
  startDate: string;
  agreement: boolean;
  nextMilestone: { index: number; title: string; dueDate: string } | null;
  nextReport: NextReport | null;
  overdueReports: number;
  /** The first tranche whose condition holds but is not released. */
  trancheDue: number | null;
};
/** `sanctioned` counts a withdrawn project's released money only: its cancelled tranches are in `cancelled`. */
export type ProjectTotals = { count: number; withdrawn: number; sanctioned: number; released: number; pending: number; cancelled: number };
export type ProjectStats = ProjectTotals & { releasesByQuarter: { quarter: Quarter; amount: number }[] };

/*
 * The answers' schemas: they describe each answer in the API description (and its serializer sends
 * nothing else). `answerShapesMatch` below fails the build when a field of a type above no longer fits its schema.
 */
const day = z.string();
const quarterAnswer = z.string().regex(QUARTER_PATTERN);
const reportStatusAnswer = z.enum(REPORT_STATUSES).nullable();
const nextReportSchema = z
  .object({ type: z.enum(REPORT_TYPES), milestoneIndex: z.number().int().nullable(), quarter: quarterAnswer.nullable(), dueDate: day, overdue: z.boolean() })
  .nullable();
const projectMilestoneSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  dueDate: day,
  deliverable: z.string(),
  reportStatus: reportStatusAnswer,
});
// --- Outputs (decision 263) ---

const outputTitleLength = fillMessage(PROJECT_MESSAGES.outputTitleLength, { min: OUTPUT_TITLE_MIN_LENGTH, max: OUTPUT_TITLE_MAX_LENGTH });
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/**
 * `POST /projects/{proposalId}/outputs` (owner and collaborators): a paper with its DOI, a patent with its
 * number, a pilot or a product; the year it came out (not in the future: the server checks it against
 * India's date) and an https link, optional.
 */
export const outputInputSchema = z
  .object({
    kind: z.enum(OUTPUT_KINDS, { error: PROJECT_MESSAGES.outputKindInvalid }),
    title: safeString({ error: outputTitleLength }).trim().min(OUTPUT_TITLE_MIN_LENGTH, outputTitleLength).max(OUTPUT_TITLE_MAX_LENGTH, outputTitleLength),
    year: z
      .number({ error: PROJECT_MESSAGES.outputYearInvalid })
      .int(PROJECT_MESSAGES.outputYearInvalid)
      .min(2000, PROJECT_MESSAGES.outputYearInvalid)
      .max(2099, PROJECT_MESSAGES.outputYearInvalid),
    doi: z.preprocess(
      blankToUndefined,
      z
        .string({ error: PROJECT_MESSAGES.outputDoiRequired })
        .trim()
        .max(200, PROJECT_MESSAGES.outputDoiRequired)
        .regex(DOI_PATTERN, PROJECT_MESSAGES.outputDoiRequired)
        .optional(),
    ),
    patentNumber: z.preprocess(
      blankToUndefined,
      z
        .string({ error: PROJECT_MESSAGES.outputPatentRequired })
        .trim()
        .toUpperCase()
        .regex(PATENT_NUMBER_PATTERN, PROJECT_MESSAGES.outputPatentRequired)
        .optional(),
    ),
    link: z.preprocess(
      blankToUndefined,
      z
        .string({ error: PROJECT_MESSAGES.outputLinkHttps })
        .trim()
        .max(OUTPUT_LINK_MAX_LENGTH, atMost(OUTPUT_LINK_MAX_LENGTH))
        .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: PROJECT_MESSAGES.outputLinkHttps }))
        // No user name or password in a public link.
        .refine((v) => !/^https:\/\/[^/?#]*@/i.test(v), PROJECT_MESSAGES.outputLinkHttps)
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'PAPER' && !v.doi) ctx.addIssue({ code: 'custom', path: ['doi'], message: PROJECT_MESSAGES.outputDoiRequired });
    if (v.kind !== 'PAPER' && v.doi) ctx.addIssue({ code: 'custom', path: ['doi'], message: PROJECT_MESSAGES.outputNoDoi });
    if (v.kind === 'PATENT' && !v.patentNumber) ctx.addIssue({ code: 'custom', path: ['patentNumber'], message: PROJECT_MESSAGES.outputPatentRequired });
    if (v.kind !== 'PATENT' && v.patentNumber) ctx.addIssue({ code: 'custom', path: ['patentNumber'], message: PROJECT_MESSAGES.outputNoPatent });
  });
export type OutputInput = z.infer<typeof outputInputSchema>;
export const outputParamsSchema = z.object({ proposalId: z.uuid(), outputId: z.uuid() });
/** An output as the grantee's page and the public page show it. */
export const projectOutputSchema = z.object({
  id: z.uuid(),
  kind: z.enum(OUTPUT_KINDS),
  title: z.string(),
  year: z.number().int(),
  doi: z.string().nullable(),
  patentNumber: z.string().nullable(),
  link: z.string().nullable(),
});
export type ProjectOutput = z.infer<typeof projectOutputSchema>;

const publicSummaryAnswer = z.object({
  latest: z.object({ text: z.string(), textHi: z.string().nullable() }).nullable(),
  version: z.number().int(),
  approved: z.object({ text: z.string(), textHi: z.string().nullable(), version: z.number().int(), approvedAt: z.string() }).nullable(),
});
export const projectSchema = z.object({
  proposalId: z.uuid(),
  title: z.string(),
  scheme: z.enum(PROJECT_SCHEMES),
  approvedCost: z.number(),
  share: z.number(),
  grant: z.number(),
  released: z.number(),
  withdrawn: z.boolean(),
  startDate: day,
  endDate: day,
  milestones: z.array(projectMilestoneSchema),
  agreement: documentRefSchema.extend({ uploadedAt: z.string() }).nullable(),
  tranches: z.array(
    z.object({
      number: z.union(TRANCHE_NUMBERS.map((n) => z.literal(n))),
      percent: z.number(),
      amount: z.number(),
      condition: z.string(),
      conditionMet: z.boolean(),
      unmet: z.string().nullable(),
      unmetMessage: messageRefSchema.nullable(),
      releasedOn: day.nullable(),
      transactionRef: z.string().nullable(),
      cancelled: z.boolean(),
    }),
  ),
  reports: z.array(
    z.object({
      id: z.uuid(),
      type: z.enum(REPORT_TYPES),
      milestoneIndex: z.number().int().nullable(),
      quarter: quarterAnswer.nullable(),
      status: z.enum(REPORT_STATUSES),
      submittedAt: z.string(),
      publicSummary: publicSummaryAnswer,
      entries: z.array(
        z.object({
          action: z.enum(REPORT_ENTRY_ACTIONS),
          at: z.string(),
          by: z.object({ name: z.string(), isAdmin: z.boolean() }).nullable(),
          text: z.string(),
          document: documentRefSchema.nullable(),
        }),
      ),
    }),
  ),
  quarters: z.array(z.object({ quarter: quarterAnswer, dueDate: day, opensOn: day, reportStatus: reportStatusAnswer })),
  nextMilestone: projectMilestoneSchema.nullable(),
  nextReport: nextReportSchema,
  detailPath: z.string(),
  adminDetailPath: z.string(),
  publicSummary: publicSummaryAnswer,
  outputs: z.array(projectOutputSchema),
});
export const projectRowSchema = z.object({
  proposalId: z.uuid(),
  title: z.string(),
  scheme: z.enum(PROJECT_SCHEMES),
  orgName: z.string().nullable(),
  grant: z.number(),
  released: z.number(),
  pending: z.number(),
  withdrawn: z.boolean(),
  cancelled: z.number(),
  startDate: day,
  agreement: z.boolean(),
  nextMilestone: z.object({ index: z.number().int(), title: z.string(), dueDate: day }).nullable(),
  nextReport: nextReportSchema,
  overdueReports: z.number().int(),
  trancheDue: z.number().int().nullable(),
});
export const projectTotalsSchema = z.object({
  count: z.number().int(),
  withdrawn: z.number().int(),
  sanctioned: z.number(),
  released: z.number(),
  pending: z.number(),
  cancelled: z.number(),
});
export const projectStatsSchema = projectTotalsSchema.extend({ releasesByQuarter: z.array(z.object({ quarter: quarterAnswer, amount: z.number() })) });

/** Compiles only while every answer type is assignable to its schema's shape. */
export const answerShapesMatch = <
  T extends { project: z.infer<typeof projectSchema>; row: z.infer<typeof projectRowSchema>; stats: z.infer<typeof projectStatsSchema> },
>(
  shapes: T,
) => shapes;
answerShapesMatch({ project: {} as Project, row: {} as ProjectRow, stats: {} as ProjectStats });

/** `GET /admin/projects` and its export: a scheme, overdue reports only, a tranche due only, a search by reference. */
export const adminProjectsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  scheme: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PROJECT_SCHEMES, { error: MESSAGES.projectSchemeInvalid }).optional()),
  overdue: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false'], { error: MESSAGES.trueOrFalse }).optional())
    .transform((v) => v === 'true'),
  trancheDue: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false'], { error: MESSAGES.trueOrFalse }).optional())
    .transform((v) => v === 'true'),
  query: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), safeString().trim().max(200, atMost(200)).optional()),
});
export type AdminProjectsQuery = z.infer<typeof adminProjectsQuerySchema>;

/** The admin's Projects list page state in its URL. */
export const adminProjectsListParams = listParams({
  q: searchParam,
  scheme: choiceParam(PROJECT_SCHEMES),
  overdue: choiceParam(['true']),
  trancheDue: choiceParam(['true']),
});
