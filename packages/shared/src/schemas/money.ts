import { z } from 'zod';
import {
  BUDGET_CONTINGENCY_PERCENT_MAX,
  BUDGET_DURATION_MONTHS_MAX,
  BUDGET_DURATION_MONTHS_MIN,
  BUDGET_HEADS,
  BUDGET_JUSTIFICATION_MAX_LENGTH,
  BUDGET_OVERHEADS_PERCENT_MAX,
  type BudgetHead,
  OTHER_FUNDING_MAX,
  OTHER_FUNDING_STATUSES,
  type OtherFundingStatus,
} from '../constants/funding.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { formatRupees, grantOf, isProjectScheme, parseRupees, PROJECT_COST_MAX, PROJECT_SHARE_PERCENT } from '../projects.js';
import type { ProposalKind } from '../proposal-kinds.js';
import { safeString } from './common.js';

/**
 * The application's money (docs/architecture.md#the-applications-money): a funding proposal's budget by
 * head with its duration, and the declaration of other funding of the same work. The server stores what
 * was entered and computes the project cost (the sum) and the requested grant (the scheme's share of it,
 * rounded down) itself; the wizard shows the same arithmetic live from these functions.
 */

export type BudgetLine = { amount: number | null; justification: string };
export type Budget = { durationMonths: number | null; heads: Record<BudgetHead, BudgetLine> };
export type OtherFunding = { funder: string; scheme: string; amount: number; status: OtherFundingStatus; howItDiffers: string };

/** Multipart sends the budget and the list as one JSON text each. */
const fromJsonText = (message: string) => (v: unknown, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
};

/** Whole rupees: a number, or digits as typed (plain or "2,00,00,000"); blank or null is "not entered". */
const rupeesAmount = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? (parseRupees(v) ?? Number.NaN) : v),
  z
    .number({ error: MESSAGES.budgetAmountFormat })
    .int(MESSAGES.budgetAmountFormat)
    .min(0, MESSAGES.budgetAmountFormat)
    .max(PROJECT_COST_MAX, MESSAGES.budgetAmountTooLarge)
    .nullable(),
);

const justification = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  safeString({ error: MESSAGES.budgetJustificationRequired })
    .trim()
    .max(BUDGET_JUSTIFICATION_MAX_LENGTH, fillMessage(MESSAGES.atMostChars, { max: BUDGET_JUSTIFICATION_MAX_LENGTH })),
);

const budgetLineSchema = z.object({ amount: rupeesAmount, justification }).strict();

/** Contingency and overheads against the other heads together: 400s at `heads.<head>.amount`. */
export function budgetLimitIssues(heads: Record<BudgetHead, { amount: number | null }>): { head: BudgetHead; message: string }[] {
  const rest = BUDGET_HEADS.filter((h) => h !== 'contingency' && h !== 'overheads').reduce((sum, h) => sum + (heads[h].amount ?? 0), 0);
  const issues: { head: BudgetHead; message: string }[] = [];
  const limits = [
    ['contingency', BUDGET_CONTINGENCY_PERCENT_MAX, MESSAGES.budgetContingencyTooHigh],
    ['overheads', BUDGET_OVERHEADS_PERCENT_MAX, MESSAGES.budgetOverheadsTooHigh],
  ] as const;
  for (const [head, max, message] of limits) {
    const limit = Math.floor((rest * max) / 100);
    if ((heads[head].amount ?? 0) > limit) issues.push({ head, message: fillMessage(message, { max, limit: formatRupees(limit) }) });
  }
  return issues;
}

/**
 * The budget as a draft's `PATCH` takes it (JSON, or one JSON field in multipart): every head present,
 * an amount not entered yet is null, the limits hold on what is entered.
 */
export const budgetSchema = z.preprocess(
  fromJsonText(MESSAGES.budgetNotJson),
  z
    .object(
      {
        durationMonths: z.preprocess(
          (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
          z
            .number({ error: fillMessage(MESSAGES.budgetDurationRange, { min: BUDGET_DURATION_MONTHS_MIN, max: BUDGET_DURATION_MONTHS_MAX }) })
            .int(fillMessage(MESSAGES.budgetDurationRange, { min: BUDGET_DURATION_MONTHS_MIN, max: BUDGET_DURATION_MONTHS_MAX }))
            .min(BUDGET_DURATION_MONTHS_MIN, fillMessage(MESSAGES.budgetDurationRange, { min: BUDGET_DURATION_MONTHS_MIN, max: BUDGET_DURATION_MONTHS_MAX }))
            .max(BUDGET_DURATION_MONTHS_MAX, fillMessage(MESSAGES.budgetDurationRange, { min: BUDGET_DURATION_MONTHS_MIN, max: BUDGET_DURATION_MONTHS_MAX }))
            .nullable(),
        ),
        heads: z
          .object(Object.fromEntries(BUDGET_HEADS.map((h) => [h, budgetLineSchema])) as Record<BudgetHead, typeof budgetLineSchema>, {
            error: MESSAGES.budgetNotJson,
          })
          .strict(),
      },
      { error: MESSAGES.budgetNotJson },
    )
    .strict()
    .superRefine((b, ctx) => {
      for (const { head, message } of budgetLimitIssues(b.heads)) ctx.addIssue({ code: 'custom', path: ['heads', head, 'amount'], message });
    }),
) as unknown as z.ZodType<Budget>;

/** What a submission needs of the stored budget: the duration, every amount, a justification for each amount above 0. */
export function budgetCompletenessIssues(budget: Budget | null): { path: (string | number)[]; message: string }[] {
  if (!budget) return [{ path: ['budget'], message: MESSAGES.budgetRequired }];
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (budget.durationMonths === null) issues.push({ path: ['budget', 'durationMonths'], message: MESSAGES.budgetDurationRequired });
  for (const head of BUDGET_HEADS) {
    const line = budget.heads[head];
    if (line.amount === null) issues.push({ path: ['budget', 'heads', head, 'amount'], message: MESSAGES.budgetAmountRequired });
    else if (line.amount > 0 && line.justification.trim() === '')
      issues.push({ path: ['budget', 'heads', head, 'justification'], message: MESSAGES.budgetJustificationRequired });
  }
  for (const { head, message } of budgetLimitIssues(budget.heads)) issues.push({ path: ['budget', 'heads', head, 'amount'], message });
  return issues;
}

/** The sum of the heads, or null while any amount is not entered (never 0 for "not given"). */
export function projectCostOf(budget: Budget | null | undefined): number | null {
  if (!budget) return null;
  let sum = 0;
  for (const head of BUDGET_HEADS) {
    const amount = budget.heads[head].amount;
    if (amount === null) return null;
    sum += amount;
  }
  return sum;
}

/** The scheme's share of the kind (percent), or null for a kind that is not funded. */
export function schemeSharePercent(kind: Pick<ProposalKind, 'id'>): number | null {
  return isProjectScheme(kind.id) ? PROJECT_SHARE_PERCENT[kind.id] : null;
}

/** The requested grant: the project cost times the scheme's share, rounded down to the rupee. */
export function requestedGrantOf(kind: Pick<ProposalKind, 'id'>, projectCost: number | null): number | null {
  const share = schemeSharePercent(kind);
  return projectCost === null || share === null ? null : grantOf(projectCost, share);
}

const fundingText = (label: string, max: number) =>
  safeString({ error: fillMessage(MESSAGES.projectFieldRequired, { label }), multiline: max > 200 })
    .trim()
    .min(1, fillMessage(MESSAGES.projectFieldRequired, { label }))
    .max(max, fillMessage(MESSAGES.atMostChars, { max }));

export const otherFundingEntrySchema = z
  .object({
    funder: fundingText('funder', 200),
    scheme: fundingText('scheme', 200),
    amount: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? (parseRupees(v) ?? Number.NaN) : v),
      z
        .number({ error: MESSAGES.budgetAmountFormat })
        .int(MESSAGES.budgetAmountFormat)
        .min(0, MESSAGES.budgetAmountFormat)
        .max(PROJECT_COST_MAX, MESSAGES.budgetAmountTooLarge),
    ),
    status: z.enum(OTHER_FUNDING_STATUSES, { error: MESSAGES.otherFundingStatusInvalid }),
    howItDiffers: fundingText('how this work differs', 1000),
  })
  .strict();

/** `otherFunding`: up to 10 entries (JSON, or one JSON field in multipart). */
export const otherFundingSchema = z.preprocess(
  fromJsonText(MESSAGES.otherFundingNotJson),
  z
    .array(otherFundingEntrySchema, { error: MESSAGES.otherFundingNotJson })
    .max(OTHER_FUNDING_MAX, fillMessage(MESSAGES.otherFundingAtMost, { max: OTHER_FUNDING_MAX })),
) as unknown as z.ZodType<OtherFunding[]>;

/** The declaration a submission needs: a list of other funding, or an explicit none; not both. */
export function declarationIssues(otherFunding: OtherFunding[] | null, noOtherFunding: boolean | null): { path: string[]; message: string }[] {
  const listed = (otherFunding ?? []).length > 0;
  if (noOtherFunding === true && listed) return [{ path: ['noOtherFunding'], message: MESSAGES.otherFundingContradicts }];
  if (noOtherFunding !== true && !listed) return [{ path: ['otherFunding'], message: MESSAGES.otherFundingDeclarationRequired }];
  return [];
}

/** An empty budget, as the wizard starts it. */
export function emptyBudget(): Budget {
  return { durationMonths: null, heads: Object.fromEntries(BUDGET_HEADS.map((h) => [h, { amount: null, justification: '' }])) as Budget['heads'] };
}

/** The money of a proposal as answers carry it. */
export type ProposalMoney = {
  budget: Budget | null;
  /** The sum of the heads; null: not given (never 0). */
  projectCost: number | null;
  /** The scheme's share of the project cost, rounded down; null: not given. */
  requestedGrant: number | null;
  otherFunding: OtherFunding[] | null;
  noOtherFunding: boolean | null;
};

const budgetLineAnswer = z.object({ amount: z.number().nullable(), justification: z.string() });
export const budgetAnswerSchema = z.object({
  durationMonths: z.number().nullable(),
  heads: z.object(Object.fromEntries(BUDGET_HEADS.map((h) => [h, budgetLineAnswer])) as Record<BudgetHead, typeof budgetLineAnswer>),
});
export const otherFundingAnswerSchema = z.object({
  funder: z.string(),
  scheme: z.string(),
  amount: z.number(),
  status: z.enum(OTHER_FUNDING_STATUSES),
  howItDiffers: z.string(),
});

/** The wizard's money step as its form holds it: amounts and the duration as typed. */
export type MoneyStepValues = {
  budget: { durationMonths: string; heads: Record<BudgetHead, { amount: string; justification: string }> };
  noOtherFunding: boolean;
  otherFunding: { funder: string; scheme: string; amount: string; status: string; howItDiffers: string }[];
};

/**
 * The funding wizard's money step (before Review): the budget complete and within its limits, and the
 * declaration, judged by the same rules the server applies on submission.
 */
export const moneyStepSchema = z
  .object({
    budget: budgetSchema,
    noOtherFunding: z.boolean(),
    otherFunding: z.array(otherFundingEntrySchema).max(OTHER_FUNDING_MAX, fillMessage(MESSAGES.otherFundingAtMost, { max: OTHER_FUNDING_MAX })),
  })
  .superRefine((v, ctx) => {
    const budget = v.budget as Budget;
    for (const issue of budgetCompletenessIssues(budget)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    for (const issue of declarationIssues(v.otherFunding as OtherFunding[], v.noOtherFunding))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/** The form's money from a stored proposal (or an empty one), amounts as digits. */
export function moneyStepValues(money: Pick<ProposalMoney, 'budget' | 'otherFunding' | 'noOtherFunding'> | null): MoneyStepValues {
  const budget = money?.budget ?? emptyBudget();
  return {
    budget: {
      durationMonths: budget.durationMonths === null ? '' : String(budget.durationMonths),
      heads: Object.fromEntries(
        BUDGET_HEADS.map((h) => [
          h,
          { amount: budget.heads[h].amount === null ? '' : String(budget.heads[h].amount), justification: budget.heads[h].justification },
        ]),
      ) as MoneyStepValues['budget']['heads'],
    },
    noOtherFunding: money?.noOtherFunding === true,
    otherFunding: (money?.otherFunding ?? []).map((f) => ({ ...f, amount: String(f.amount) })),
  };
}

/** The form's money as the draft's PATCH takes it: the budget and the list as JSON texts (one field each in multipart). */
export function moneyPayload(values: MoneyStepValues): { budget: string; otherFunding: string; noOtherFunding: boolean } {
  const amount = (text: string) => (text.trim() === '' ? null : (parseRupees(text) ?? text));
  const budget = {
    durationMonths: values.budget.durationMonths.trim() === '' ? null : Number(values.budget.durationMonths),
    heads: Object.fromEntries(
      BUDGET_HEADS.map((h) => [h, { amount: amount(values.budget.heads[h].amount), justification: values.budget.heads[h].justification }]),
    ),
  };
  const otherFunding = values.noOtherFunding ? [] : values.otherFunding.map((f) => ({ ...f, amount: amount(f.amount) }));
  return { budget: JSON.stringify(budget), otherFunding: JSON.stringify(otherFunding), noOtherFunding: values.noOtherFunding };
}

/** The live sums of the form's budget: null while any amount is missing or unreadable. */
export function liveSums(
  kind: Pick<ProposalKind, 'id'>,
  values: MoneyStepValues['budget'],
): { projectCost: number | null; requestedGrant: number | null; own: number | null } {
  let cost: number | null = 0;
  for (const h of BUDGET_HEADS) {
    const n = values.heads[h].amount.trim() === '' ? null : parseRupees(values.heads[h].amount);
    cost = n === null || cost === null ? null : cost + n;
  }
  const grant = requestedGrantOf(kind, cost);
  return { projectCost: cost, requestedGrant: grant, own: cost !== null && grant !== null ? cost - grant : null };
}
