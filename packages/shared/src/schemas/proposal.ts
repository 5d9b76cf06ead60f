import type { ProposalRound } from './round.js';
import { z } from 'zod';
import {
  COLLABORATOR_QUERY_MIN_LENGTH,
  COLLABORATOR_SEARCH_LIMIT,
  PROPOSAL_MAX_COLLABORATORS,
  PROPOSAL_TEXT_MAX_LENGTH,
  PROPOSAL_TEXT_MIN_LENGTH,
  PROPOSAL_TITLE_MAX_LENGTH,
  PROPOSAL_UPLOAD_EXTENSIONS,
  PROPOSAL_UPLOAD_MAX_BYTES,
} from '../constants/limits.js';
import { ORGANIZATION_CATEGORIES } from '../enums/organization-category.js';
import { FOCUS_AREAS, type ProposalCategory, type ProposalStatus, type ProposalType, RESEARCH_STAGES } from '../enums/proposal.js';
import { fillMessage, MESSAGES } from '../messages.js';
import type { ProposalKind } from '../proposal-kinds.js';
import { emailSchema, safeString } from './common.js';
import { type Budget, budgetSchema, type OtherFunding, otherFundingSchema } from './money.js';
import type { Collaborator } from './profile.js';

const atMost = (max: number) => `At most ${max} characters`;

/** A required text with the spec's message when it is missing. */
const requiredText = (message: string, max = PROPOSAL_TEXT_MAX_LENGTH) =>
  safeString({ error: message, multiline: max > PROPOSAL_TITLE_MAX_LENGTH })
    .trim()
    .min(1, message)
    .max(max, atMost(max));

/** The challenge wizard's description fields: at least 5 characters (docs/specification.md#validation). */
const minFive = (max = PROPOSAL_TEXT_MAX_LENGTH) =>
  safeString({ error: MESSAGES.minFiveChars, multiline: max > PROPOSAL_TITLE_MAX_LENGTH })
    .trim()
    .min(PROPOSAL_TEXT_MIN_LENGTH, MESSAGES.minFiveChars)
    .max(max, atMost(max));

/** Multipart sends booleans as 'true' / 'false'. */
const fromFormText = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
const formBoolean = z.preprocess(fromFormText, z.boolean({ error: MESSAGES.yesOrNo }));
const confirmation = (message: string) => z.preprocess(fromFormText, z.literal(true, { error: message }));

export const focusAreaListSchema = z
  .array(z.enum(FOCUS_AREAS, { error: MESSAGES.focusAreaNotListed }), { error: MESSAGES.focusAreaRequired })
  .min(1, MESSAGES.focusAreaRequired)
  .max(FOCUS_AREAS.length)
  .transform((list) => [...new Set(list)]);

/** The applicant's details on the funding wizards' first step, prefilled from the profile. */
export const applicantShape = {
  name: requiredText(MESSAGES.nameRequired, 120),
  email: z.string({ error: MESSAGES.emailRequired }).trim().min(1, MESSAGES.emailRequired).pipe(emailSchema),
  mobile: z
    .string({ error: MESSAGES.mobileRequired })
    .trim()
    .min(1, MESSAGES.mobileRequired)
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, MESSAGES.mobileInvalid),
  orgType: z.enum(ORGANIZATION_CATEGORIES, { error: MESSAGES.orgTypeRequired }),
  orgName: requiredText(MESSAGES.orgNameRequired, 200),
  designation: requiredText(MESSAGES.designationRequired, 120),
};

/** A collaborator as the client sends it: the chosen registered user's id (docs/specification.md#entities). */
export const collaboratorEntrySchema = z.object({ organisation: z.uuid({ error: MESSAGES.collaboratorRowRequired }) });
export const collaboratorListSchema = z
  .array(collaboratorEntrySchema)
  .max(PROPOSAL_MAX_COLLABORATORS, fillMessage(MESSAGES.atMostCollaborators, { max: PROPOSAL_MAX_COLLABORATORS }));

/** Content of the funding kinds, under the server's names. */
export const fundingContentShape = {
  title: minFive(PROPOSAL_TITLE_MAX_LENGTH),
  abstract: minFive(),
  methodology: minFive(),
  expectedResults: minFive(),
  riskFactors: minFive(),
  focusArea: focusAreaListSchema,
};

export const problemContentShape = {
  title: requiredText(MESSAGES.problemTitleRequired, PROPOSAL_TITLE_MAX_LENGTH),
  abstract: requiredText(MESSAGES.problemDescriptionRequired),
  detailedDescription: requiredText(MESSAGES.relevantDetailsRequired),
  focusArea: focusAreaListSchema,
  eligibilityCriteria: requiredText(MESSAGES.eligibilityRequired),
};

/** Research ideas and innovative solutions share one form (docs/specification.md#entities). */
export const ideaContentShape = {
  title: requiredText(MESSAGES.titleRequired, PROPOSAL_TITLE_MAX_LENGTH),
  abstract: requiredText(MESSAGES.problemDescriptionRequired),
  methodology: requiredText(MESSAGES.proposedSolutionRequired),
  currentStage: z.enum(RESEARCH_STAGES, { error: MESSAGES.researchStageRequired }),
  detailedDescription: requiredText(MESSAGES.solutionBenefitsRequired),
  objectives: requiredText(MESSAGES.industrySupportRequired),
  focusArea: focusAreaListSchema,
};

export const fundingConfirmationShape = {
  detailsConfirmed: confirmation(MESSAGES.confirmDetails),
  termsAccepted: confirmation(MESSAGES.acceptTerms),
};
export const steelcollabConfirmationShape = {
  ...fundingConfirmationShape,
  postOnPortal: confirmation(MESSAGES.agreePostOnPortal),
};

/**
 * A kind's schema, built once: building a Zod object costs more than checking a body with it (half a
 * millisecond for a draft's, on every save), and the kinds are a fixed table.
 */
function perKind<S>(build: (kind: ProposalKind) => S): (kind: ProposalKind) => S {
  const built = new WeakMap<ProposalKind, S>();
  return (kind) => {
    let schema = built.get(kind);
    if (schema === undefined) built.set(kind, (schema = build(kind)));
    return schema;
  };
}

/** Partners: Open Innovation always needs one collaborator; the others when partnersInvolved is yes. */
export function collaboratorsRule(partners: ProposalKind['partners']) {
  return (value: { partnersInvolved?: boolean; collaborators?: readonly unknown[] }, ctx: z.RefinementCtx) => {
    const needed = partners === 'always' || (partners === 'optional' && value.partnersInvolved === true);
    if (needed && (value.collaborators?.length ?? 0) === 0) {
      ctx.addIssue({ code: 'custom', path: ['collaborators'], message: MESSAGES.collaboratorRequired });
    }
  };
}

/** The kind's content fields (server names). */
export function contentShapeOf(kind: ProposalKind) {
  return { problem: problemContentShape, idea: ideaContentShape, funding: fundingContentShape }[kind.form];
}

/**
 * The body of `POST /proposals` and `PATCH /proposals/{id}` for one kind, under the server's names.
 * Steelcollab kinds take the submitter's details from the profile, so the body's copies are dropped;
 * category, type, status and owner are never read from a body.
 */
export const proposalBodySchema = perKind(function bodySchemaOf(kind: ProposalKind) {
  if (kind.form !== 'funding') return z.object({ ...contentShapeOf(kind), ...steelcollabConfirmationShape });
  return z
    .object({
      ...applicantShape,
      ...fundingContentShape,
      partnersInvolved: formBoolean.optional(),
      collaborators: collaboratorListSchema.default([]),
      ...fundingConfirmationShape,
      ...(kind.needsChallenge ? { challengeId: z.uuid({ error: MESSAGES.challengeChoose }) } : {}),
    })
    .superRefine(collaboratorsRule(kind.partners));
});
export type ProposalBody = z.output<ReturnType<typeof proposalBodySchema>>;

/** A text a draft may hold: any length up to the field's maximum, blank meaning not answered yet. */
const draftText = (max = PROPOSAL_TEXT_MAX_LENGTH) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    safeString({ multiline: max > PROPOSAL_TITLE_MAX_LENGTH })
      .trim()
      .max(max, atMost(max)),
  );
/** A choice a draft may leave open: one of the values, or blank / null for none yet. */
const draftChoice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess((v) => (v === '' ? null : v), z.enum(values).nullable());
const draftBoolean = z.preprocess((v) => (v === '' ? null : fromFormText(v)), z.boolean({ error: MESSAGES.yesOrNo }).nullable());

/** The highest wizard step a draft may record (the longest wizard has 5). */
export const WIZARD_STEP_MAX = 20;

/**
 * `PATCH /proposals/{id}` on a DRAFT: any subset of the kind's fields, each checked for its type and
 * length but not for completeness (docs/architecture.md#drafts-and-receipts); `version` is the version
 * the editor started from. Submission applies `proposalBodySchema` to the stored draft.
 */
export const proposalDraftSchema = perKind(function draftSchemaOf(kind: ProposalKind) {
  const content =
    kind.category !== 'STEELCOLLAB'
      ? { title: draftText(PROPOSAL_TITLE_MAX_LENGTH), abstract: draftText(), methodology: draftText(), expectedResults: draftText(), riskFactors: draftText() }
      : kind.type === 'PROBLEM'
        ? { title: draftText(PROPOSAL_TITLE_MAX_LENGTH), abstract: draftText(), detailedDescription: draftText(), eligibilityCriteria: draftText() }
        : {
            title: draftText(PROPOSAL_TITLE_MAX_LENGTH),
            abstract: draftText(),
            methodology: draftText(),
            currentStage: draftChoice(RESEARCH_STAGES),
            detailedDescription: draftText(),
            objectives: draftText(),
          };
  const applicant =
    kind.category === 'STEELCOLLAB'
      ? {}
      : {
          name: draftText(120),
          email: draftText(254),
          mobile: draftText(24),
          orgType: draftChoice(ORGANIZATION_CATEGORIES),
          orgName: draftText(200),
          designation: draftText(120),
          partnersInvolved: draftBoolean,
          collaborators: collaboratorListSchema,
          // The application's money: the budget and the declaration of other funding (./money.ts).
          budget: budgetSchema.nullable(),
          otherFunding: otherFundingSchema.nullable(),
          noOtherFunding: draftBoolean,
        };
  return z
    .object({
      version: z.coerce.number({ error: MESSAGES.draftVersionMissing }).int().min(1),
      // The step the wizard is on (from 1): kept with the draft, not an answer (no version, no history).
      wizardStep: z.coerce.number().int().min(1).max(WIZARD_STEP_MAX),
      ...applicant,
      ...content,
      focusArea: z
        .array(z.enum(FOCUS_AREAS, { error: MESSAGES.focusAreaNotListed }))
        .max(FOCUS_AREAS.length)
        .transform((list) => [...new Set(list)]),
      detailsConfirmed: draftBoolean,
      termsAccepted: draftBoolean,
      ...(kind.category === 'STEELCOLLAB' ? { postOnPortal: draftBoolean } : {}),
    })
    .partial()
    .required({ version: true });
});
export type ProposalDraftBody = z.output<ReturnType<typeof proposalDraftSchema>>;

/** `POST /proposals/drafts`: the kind, and for a Challenge Method application the challenge it answers. */
export const proposalDraftCreateSchema = z.object({
  category: z.string({ error: MESSAGES.categoryMissing }).trim().toUpperCase(),
  type: z.string({ error: MESSAGES.typeMissing }).trim().toUpperCase(),
  challengeId: z.uuid({ error: MESSAGES.challengeChoose }).optional(),
});

/** `POST /proposals/{id}/submit`: the version the applicant reviewed, when the client knows it. */
export const proposalSubmitSchema = z.object({ version: z.coerce.number().int().min(1).optional() }).optional();

/** A field a stale save and another save both changed: its value stored now (decision 211). */
export type DraftFieldConflict = { field: string; theirs: string | boolean | string[] | null };

/**
 * The 409 of a save or submission on a stale version: the current version and the fields changed since;
 * on a save, the fields both changed (`conflicts`), none of which was written.
 */
export type DraftConflict = { version: number; changedFields: string[]; savedBy: string | null; savedAt: string; conflicts?: DraftFieldConflict[] };

/** A reference number as the receipt issues it: SRTM-<scheme>-<year>-<5 digits>. */
export const PROPOSAL_REFERENCE_PATTERN = /^SRTM-(OI|SSA|CM|PS|RI|IS)-\d{4}-\d{5}$/;

/** What the category and type of a new proposal may be; the kind table decides the rest. */
export const proposalKindSelectorSchema = z.object({
  category: z.string({ error: MESSAGES.categoryMissing }).trim().toUpperCase(),
  type: z.string({ error: MESSAGES.typeMissing }).trim().toUpperCase(),
});

/** The multipart field of a funding proposal's document (docs/specification.md#entities). */
export const PROPOSAL_FILE_FIELD = 'proposalFile';

/** A file chosen in the browser, as much of it as the shared rules read. */
export type ChosenFile = { name: string; size: number };

const hasAcceptedExtension = (name: string) => PROPOSAL_UPLOAD_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** proposalFile in the wizard: required on create, optional when editing (the stored file stays). */
export function proposalFileSchema(required: boolean) {
  const file = z
    .custom<ChosenFile>(
      (v) => typeof v === 'object' && v !== null && typeof (v as ChosenFile).name === 'string' && typeof (v as ChosenFile).size === 'number',
      {
        error: MESSAGES.proposalFileRequired,
      },
    )
    .refine((f) => hasAcceptedExtension(f.name), { error: MESSAGES.proposalFileWrongType })
    .refine((f) => f.size <= PROPOSAL_UPLOAD_MAX_BYTES, { error: fillMessage(MESSAGES.fileAtMostMegabytes, { max: PROPOSAL_UPLOAD_MAX_BYTES / 1024 / 1024 }) });
  return required ? file : file.nullable().optional();
}

/** Wizard field names → server names (docs/specification.md#field-mapping). */
export const FUNDING_WIZARD_FIELDS = {
  projectTitle: 'title',
  challengeUnderstanding: 'abstract',
  initialIdea: 'methodology',
  expectedOutcome: 'expectedResults',
  potentialRisks: 'riskFactors',
} as const;
export const PROBLEM_WIZARD_FIELDS = {
  problemTitle: 'title',
  problemDescription: 'abstract',
  relevantDetails: 'detailedDescription',
  focusAreas: 'focusArea',
} as const;

/** The inverse of a wizard's field table: server name → wizard name, for mapping errors back. */
export function invertFieldNames(map: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([form, server]) => [server, form]));
}

/** A shape with its keys renamed from server names to a wizard's names. */
export function renameShape<S extends z.ZodRawShape>(shape: S, formToServer: Readonly<Record<string, string>>): z.ZodRawShape {
  const serverToForm = invertFieldNames(formToServer);
  return Object.fromEntries(Object.entries(shape).map(([server, schema]) => [serverToForm[server] ?? server, schema]));
}

/** The funding wizard's steps (docs/specification.md#validation), as slices validated one at a time. */
export function fundingWizardSchemas(kind: ProposalKind, options: { editing: boolean }) {
  const collaboratorRow = z.object({
    organisation: z.string({ error: MESSAGES.collaboratorRowRequired }).min(1, MESSAGES.collaboratorRowRequired),
    contactPerson: z.string().optional(),
    email: z.string().optional(),
    orgType: z.string().optional(),
  });
  return {
    applicant: z.object(applicantShape),
    project: z.object({ ...renameShape(fundingContentShape, FUNDING_WIZARD_FIELDS), proposalFile: proposalFileSchema(!options.editing) }),
    collaborators: z
      .object({ partnersInvolved: z.boolean(), collaborators: z.array(collaboratorRow).max(PROPOSAL_MAX_COLLABORATORS) })
      .superRefine(collaboratorsRule(kind.partners)),
    review: z.object(fundingConfirmationShape),
  };
}

/** Steelcollab wizards: step 2 is the kind's content; step 3 the three confirmations. */
export function steelcollabWizardSchemas(kind: ProposalKind) {
  const content = kind.form === 'problem' ? renameShape(problemContentShape, PROBLEM_WIZARD_FIELDS) : ideaContentShape;
  return { details: z.object({}), project: z.object(content), review: z.object(steelcollabConfirmationShape) };
}

/** `GET /users/collaborators`: a query of 3+ characters is required, so no call lists users unasked (decision 124). */
export const collaboratorSearchQuerySchema = z.object({
  query: safeString({ error: fillMessage(MESSAGES.collaboratorQueryTooShort, { min: COLLABORATOR_QUERY_MIN_LENGTH }) })
    .trim()
    .min(COLLABORATOR_QUERY_MIN_LENGTH, fillMessage(MESSAGES.collaboratorQueryTooShort, { min: COLLABORATOR_QUERY_MIN_LENGTH }))
    .max(100),
  limit: z.coerce.number().int().min(1).max(COLLABORATOR_SEARCH_LIMIT).default(COLLABORATOR_SEARCH_LIMIT),
});

/** A registered user offered as a collaborator: enough to recognise them, nothing more. */
export type CollaboratorOption = Collaborator;

/** A stored document as answers show it; `field` is the form field it came in (proposalFile). */
export type ProposalDocument = { field: string; fileName: string; filePath: string; url: string };

/** A proposal as the lists show it. */
export type ProposalRow = {
  id: string;
  category: ProposalCategory;
  type: ProposalType;
  status: ProposalStatus;
  title: string;
  name: string;
  orgName: string | null;
  orgType: string | null;
  focusArea: string[];
  /** When it was started (a draft's first save, or the submission of one sent whole). */
  createdAt: string;
  /** When it was submitted (its reference issued); null for a draft, or where no record of it survives (decision 214). */
  submittedAt: string | null;
  updatedAt: string;
  /** A Steelcollab post on the portal that is not public yet: its poster's account awaits approval (decision 127). */
  awaitsAccountApproval: boolean;
  /** The receipt's reference number, SRTM-<scheme>-<year>-<5 digits>; null for a draft. */
  reference: string | null;
  /** Who saved a draft last (their profile name); null when not a draft. */
  savedBy: string | null;
  /** For a Challenge Method draft: the deadline of the challenge it answers and whether it is still open. */
  challenge: { id: string; title: string; deadline: string | null; open: boolean } | null;
  /** An open clarification waits on the applicant (lists and details; docs/architecture.md#clarification-threads). */
  awaitingApplicant?: boolean;
  /** …and its date to answer by is past (India time). */
  clarificationOverdue?: boolean;
  /** The admin's list: an assigned review is still open past its due date (India time; decision 191). */
  reviewOverdue?: boolean;
  /** The admin's list: a likely duplicate the admin has not judged (the overlap index, decision 272). */
  likelyDuplicate?: boolean;
  /** Whole days under review, leaving out days waiting on the applicant; null once decided (lists). */
  daysInReview?: number | null;
  /** The evaluation round of a submitted funding proposal (docs/architecture.md#evaluation-rounds). */
  round?: ProposalRound | null;
  /** The budget's sum (funding kinds); null: not given, never 0 (docs/architecture.md#the-applications-money). */
  projectCost: number | null;
  /** The scheme's share of the project cost, rounded down; null: not given. */
  requestedGrant: number | null;
};

/** A proposal as `POST /proposals/{id}/details` answers it (docs/architecture.md#details); private parts only to those allowed. */
export type ProposalDetail = ProposalRow & {
  userId: string;
  email: string | null;
  mobile: string | null;
  designation: string | null;
  abstract: string | null;
  methodology: string | null;
  expectedResults: string | null;
  riskFactors: string | null;
  detailedDescription: string | null;
  eligibilityCriteria: string | null;
  objectives: string | null;
  currentStage: string | null;
  fundingRequired: string | null;
  partnersInvolved: boolean | null;
  detailsConfirmed: boolean;
  termsAccepted: boolean;
  postOnPortal: boolean;
  postedBy: { name: string; designation: string | null; organization: string | null };
  documents: ProposalDocument[];
  collaborators: { userId: string; user: { name: string; email: string; organization: string | null; organizationCategory: string | null } }[];
  challengeMappings: { challengeId: string; challenge: { id: string; title: string } | null }[];
  /** Newest first; who connected only for the owner, collaborators and admins. */
  connectedStakeholders: { createdAt: string; user?: { name: string; email: string; organization: string | null } }[];
  /** Whether the viewer may edit it now: the owner, while UNDER_REVIEW; the owner and collaborators of a draft. */
  canEdit: boolean;
  /** The version a draft save or submission must carry; each save adds one. */
  version: number;
  /** Whether the viewer may download its receipt (`GET /proposals/{id}/receipt.pdf`): submitted, and the owner, a collaborator or an admin. */
  canDownloadReceipt: boolean;
  /** A draft's wizard step (from 1) when it was last saved, for its editors; null otherwise (decision 212). */
  wizardStep: number | null;
  /** Whether the viewer is named on it as a collaborator, and so may leave it ("I am not part of this"). */
  canLeave: boolean;
  /** The budget as entered (null: not given) and the declaration of other funding (null: not declared). */
  budget: Budget | null;
  otherFunding: OtherFunding[] | null;
  noOtherFunding: boolean | null;
};
