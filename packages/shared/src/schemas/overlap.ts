import { z } from 'zod';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../enums/proposal.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { safeString } from './common.js';

/**
 * Funding the same work twice (docs/architecture.md#funding-the-same-work-twice): the proposals the
 * overlap check puts beside one under review, the admin's verdicts, and the public items like a draft.
 */
export const OVERLAP_BANDS = ['LIKELY_DUPLICATE', 'RELATED'] as const;
export type OverlapBand = (typeof OVERLAP_BANDS)[number];
/** A score at or above these is in the band (0–1). */
export const OVERLAP_BAND_MIN: Readonly<Record<OverlapBand, number>> = { LIKELY_DUPLICATE: 0.8, RELATED: 0.5 };
export const OVERLAP_LIMIT = 10;
export const SIMILAR_LIMIT = 5;
/** The wizard asks for similar items once the title and this many characters of the description are saved. */
export const SIMILAR_MIN_DESCRIPTION = 200;
export const OVERLAP_REASONS = ['SAME_OWNER', 'SAME_ORGANISATION', 'SHARED_COLLABORATOR', 'SIMILAR_TEXT', 'SIMILAR_AMOUNT'] as const;
export type OverlapReason = (typeof OVERLAP_REASONS)[number];
export const OVERLAP_VERDICTS = ['DISMISSED', 'RESUBMISSION', 'DUPLICATE'] as const;
export type OverlapVerdict = (typeof OVERLAP_VERDICTS)[number];
export const OVERLAP_REASON_MIN_LENGTH = 10;

export type OverlapItem = {
  proposalId: string;
  reference: string | null;
  title: string;
  status: ProposalStatus;
  score: number;
  band: OverlapBand;
  reasons: OverlapReason[];
  /** The words both texts share most, for the admin to see why. */
  sharedWords: string[];
  /** The admin's verdict on the pair, if any. */
  verdict: { verdict: OverlapVerdict; reason: string; decidedAt: string } | null;
  /**
   * With a RESUBMISSION verdict: the earlier proposal's reviewers' comments for the applicant (submitted
   * reviews, oldest first), for the committee to see what the applicant was told; otherwise null.
   */
  earlierComments: string[] | null;
};
export type OverlapAnswer = { proposalId: string; method: 'fulltext'; items: OverlapItem[] };

export const overlapParamsSchema = z.object({ id: z.uuid(MESSAGES.invalidId), otherId: z.uuid(MESSAGES.invalidId) });
export const overlapVerdictSchema = z.object({
  verdict: z.enum(OVERLAP_VERDICTS, { error: MESSAGES.overlapVerdictInvalid }),
  reason: safeString({ multiline: true, error: fillMessage(MESSAGES.overlapReasonTooShort, { min: OVERLAP_REASON_MIN_LENGTH }) })
    .trim()
    .min(OVERLAP_REASON_MIN_LENGTH, fillMessage(MESSAGES.overlapReasonTooShort, { min: OVERLAP_REASON_MIN_LENGTH }))
    .max(2000, fillMessage(MESSAGES.atMostChars, { max: 2000 })),
});
export type OverlapVerdictBody = z.infer<typeof overlapVerdictSchema>;

export const SIMILAR_KINDS = ['CHALLENGE', 'POST', 'PROJECT'] as const;
export type SimilarKind = (typeof SIMILAR_KINDS)[number];
export type SimilarItem = { kind: SimilarKind; id: string; title: string; score: number; link: string; sharedWords: string[] };

const verdictAnswer = z.object({ verdict: z.enum(OVERLAP_VERDICTS), reason: z.string(), decidedAt: z.string() });
export const overlapItemSchema = z.object({
  proposalId: z.string(),
  reference: z.string().nullable(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  score: z.number(),
  band: z.enum(OVERLAP_BANDS),
  reasons: z.array(z.enum(OVERLAP_REASONS)),
  sharedWords: z.array(z.string()),
  verdict: verdictAnswer.nullable(),
  earlierComments: z.array(z.string()).nullable(),
}) satisfies z.ZodType<OverlapItem>;
export const overlapAnswerSchema = z.object({
  proposalId: z.string(),
  method: z.literal('fulltext'),
  items: z.array(overlapItemSchema),
}) satisfies z.ZodType<OverlapAnswer>;
export const similarItemSchema = z.object({
  kind: z.enum(SIMILAR_KINDS),
  id: z.string(),
  title: z.string(),
  score: z.number(),
  link: z.string(),
  sharedWords: z.array(z.string()),
}) satisfies z.ZodType<SimilarItem>;
