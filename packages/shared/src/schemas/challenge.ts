import { z } from 'zod';
import { indiaDate, isDeadlinePast } from '../challenge-deadline.js';
import { CHALLENGE_SUMMARY_MAX_LENGTH, CHALLENGE_TITLE_MAX_LENGTH, CHALLENGE_TITLE_MIN_LENGTH } from '../constants/limits.js';
import { CHALLENGE_STATUSES, type ChallengeStatus, type ProposalStatus } from '../enums/proposal.js';
import { indexedEntries } from '../form-data.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { choiceParam, listParams, searchParam } from '../list-params.js';
import { listQuerySchema, safeString } from './common.js';
import type { DocumentRef } from './profile.js';
import { focusAreaListSchema, proposalFileSchema } from './proposal.js';

/** The multipart field of a challenge's document (docs/specification.md#calls). */
export const CHALLENGE_DOC_FIELD = 'challengeDoc';

/** Multipart and query strings send an unset choice as ''. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

export const challengeTitleSchema = safeString({ error: MESSAGES.challengeTitleRequired })
  .trim()
  .min(1, { error: MESSAGES.challengeTitleRequired, abort: true })
  .min(CHALLENGE_TITLE_MIN_LENGTH, MESSAGES.minFiveChars)
  .max(CHALLENGE_TITLE_MAX_LENGTH, fillMessage(MESSAGES.atMostChars, { max: CHALLENGE_TITLE_MAX_LENGTH }));

/** The optional summary: plain paragraphs (line breaks kept), at most 5 000 characters; blank is none (null). */
export const challengeSummarySchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  safeString({ multiline: true })
    .trim()
    .max(CHALLENGE_SUMMARY_MAX_LENGTH, fillMessage(MESSAGES.atMostChars, { max: CHALLENGE_SUMMARY_MAX_LENGTH }))
    .nullable(),
);

/**
 * The deadline day as YYYY-MM-DD. A full ISO date-time (what a date picker in the browser may give: local
 * midnight) is read as its calendar day in India, where deadlines are counted.
 */
export const applicationDeadlineSchema = z
  .string({ error: MESSAGES.applicationDeadlineRequired })
  .trim()
  .min(1, { error: MESSAGES.applicationDeadlineRequired, abort: true })
  .refine((v) => isoDate.safeParse(v).success || isoDateTime.safeParse(v).success, { error: MESSAGES.applicationDeadlineInvalid, abort: true })
  .transform((v) => (isoDate.safeParse(v).success ? v : indiaDate(new Date(v))));

/** A new challenge's deadline may be today (India) or later; an existing one keeps whatever it had. */
const futureDeadlineSchema = applicationDeadlineSchema.refine((day) => !isDeadlinePast(day), MESSAGES.applicationDeadlinePast);

const statusSchema = z.enum(CHALLENGE_STATUSES, { error: MESSAGES.challengeStatusInvalid });

/** The admin's challenge form (upload and update screens): every field, the deadline not checked against today. */
export const challengeFormSchema = z.object({
  title: challengeTitleSchema,
  summary: challengeSummarySchema.default(null),
  applicationDeadline: applicationDeadlineSchema,
  focusArea: focusAreaListSchema,
  status: z.preprocess(blankToUndefined, statusSchema.default('OPEN')),
});
export type ChallengeFormInput = z.input<typeof challengeFormSchema>;
export type ChallengeFormValues = z.output<typeof challengeFormSchema>;

/** `POST /challenges`: the form's fields, status OPEN unless told, and a deadline not in the past. */
export const challengeCreateSchema = challengeFormSchema.extend({ applicationDeadline: futureDeadlineSchema });
export type ChallengeCreateInput = z.output<typeof challengeCreateSchema>;

/** `PUT /challenges/{id}`: each field sent is checked as on create (except the past deadline); a field not sent stays. */
export const challengeUpdateSchema = z.object({
  title: challengeTitleSchema.optional(),
  // Sent blank, it is removed (null); not sent, it stays.
  summary: challengeSummarySchema.optional(),
  applicationDeadline: applicationDeadlineSchema.optional(),
  focusArea: focusAreaListSchema.optional(),
  status: z.preprocess(blankToUndefined, statusSchema.optional()),
});
export type ChallengeUpdateInput = z.output<typeof challengeUpdateSchema>;

/** The document picker: optional, doc/docx/pdf by name, at most 10 MB (the server judges the bytes again). */
export const challengeDocSchema = proposalFileSchema(false);

/** The text entries of the multipart body, `focusArea` as indexed entries; the client appends the document. */
export function challengeFormEntries(values: ChallengeFormValues): [string, string][] {
  return [
    ['title', values.title],
    ['summary', values.summary ?? ''],
    ['applicationDeadline', values.applicationDeadline],
    ['status', values.status],
    ...indexedEntries('focusArea', values.focusArea),
  ];
}

export const CHALLENGE_SORT_FIELDS = ['createdAt', 'title', 'applicationDeadline', 'status'] as const;
export const ADMIN_CHALLENGE_SORT_FIELDS = [...CHALLENGE_SORT_FIELDS, 'totalProposals'] as const;

const searchFilters = {
  query: z.preprocess(
    blankToUndefined,
    safeString()
      .trim()
      .max(200, fillMessage(MESSAGES.atMostChars, { max: 200 }))
      .optional(),
  ),
  status: z.preprocess(blankToUndefined, statusSchema.optional()),
};

/** `GET /challenges/search`: newest first, 10 a page, optional text query over title and focus areas, optional status. */
export const challengeSearchQuerySchema = listQuerySchema(CHALLENGE_SORT_FIELDS).extend(searchFilters);
export type ChallengeSearchQuery = z.output<typeof challengeSearchQuerySchema>;

/** `GET /admin/challenges`: the same, and sortable by the number of proposals. */
export const adminChallengesQuerySchema = listQuerySchema(ADMIN_CHALLENGE_SORT_FIELDS).extend(searchFilters);
export type AdminChallengesQuery = z.output<typeof adminChallengesQuerySchema>;

/** The admin's challenge list's URL: search text, page and status filter (omitted = all); the public list's is in public-lists.ts. */
export const adminChallengesListParams = listParams({ q: searchParam, status: choiceParam(CHALLENGE_STATUSES) });

/**
 * A challenge's document: public, so any reader of the challenge gets a working (signed, expiring) link,
 * with its type (judged from its bytes on upload) and size in bytes, which the link names.
 */
export type ChallengeDoc = DocumentRef & { contentType: string; size: number };

/** A challenge as every answer shows it. Dates: `applicationDeadline` a day (YYYY-MM-DD), the others ISO instants. */
export type Challenge = {
  id: string;
  title: string;
  /** Plain paragraphs, or null when the committee gave none. */
  summary: string | null;
  focusArea: string[];
  applicationDeadline: string;
  status: ChallengeStatus;
  /** OPEN and the deadline day, India time, not over: Apply is enabled exactly then. */
  isOpen: boolean;
  challengeDoc: ChallengeDoc | null;
  createdAt: string;
  updatedAt: string;
  /**
   * `GET /challenges/{id}` for a signed-in caller: their response to it (any status, a draft too), or
   * null when none; absent on public calls and lists (decision 188).
   */
  myResponse?: { proposalId: string; status: ProposalStatus; createdAt: string; submittedAt: string | null } | null;
};

/** A row of `GET /admin/challenges`: the challenge and the number of proposals that answer it. */
export type AdminChallenge = Challenge & { totalProposals: number };
