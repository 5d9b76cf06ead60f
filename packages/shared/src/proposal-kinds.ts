import { ORGANIZATION_CATEGORIES, type OrganizationCategory } from './enums/organization-category.js';
import {
  type ClarificationPostType,
  FUNDING_STATUS_LABELS,
  PROPOSAL_STATUS_LABELS,
  type ProposalCategory,
  type ProposalStatus,
  type ProposalType,
  STEELCOLLAB_STATUS_LABELS,
} from './enums/proposal.js';
import type { MessageKey } from './messages.js';
import { STEELCOLLAB_POSTING_RULES } from './posting-rules.js';
import { PATHS } from './paths.js';

/**
 * The six kinds of proposal (docs/architecture.md#kinds) as one table:
 * what the schemas, the server and the web read to tell the kinds apart. A seventh kind is a row.
 */
export const PROPOSAL_KIND_IDS = ['problem', 'research', 'solution', 'openInnovation', 'startup', 'challenge'] as const;
export type ProposalKindId = (typeof PROPOSAL_KIND_IDS)[number];

/** The texts a proposal's body holds, in the server's names. */
export const PROPOSAL_BODY_TEXTS = [
  'abstract',
  'detailedDescription',
  'objectives',
  'methodology',
  'expectedResults',
  'eligibilityCriteria',
  'currentStage',
] as const;
export type ProposalBodyText = (typeof PROPOSAL_BODY_TEXTS)[number];

export type ProposalKind = {
  id: ProposalKindId;
  /** Its name in the portal (docs/architecture.md#kinds), for mails and messages. */
  label: string;
  category: ProposalCategory;
  type: ProposalType;
  /** The organisation categories that may create it, and the refusal the hub shows to the others. */
  posters: readonly OrganizationCategory[];
  postingRefusal: string | null;
  /**
   * Its form family: the Steelcollab problem form, the idea form (research idea, innovative solution),
   * or the funding application. Schemas, wizards and pages choose their fields by it, not by category or type.
   */
  form: 'problem' | 'idea' | 'funding';
  /**
   * Where the applicant's name, e-mail, mobile and organisation come from: the poster's profile
   * (Steelcollab) or the application form's own fields (funding).
   */
  submitter: 'profile' | 'form';
  /** Steelcollab posts arrive as JSON; funding applications as multipart with a proposalFile. */
  body: 'json' | 'multipart';
  hasFile: boolean;
  /** Funding kinds other than Open Innovation ask whether partners are involved; Open Innovation always has them. */
  partners: 'none' | 'optional' | 'always';
  needsChallenge: boolean;
  /** Public once posted on the portal (Steelcollab) or seen only by owner, collaborators and admins. */
  isPublic: boolean;
  /** The post_type of its clarifications (docs/specification.md#entities; CHALLENGE added for Challenge Method). */
  postType: Exclude<ClarificationPostType, 'USER'>;
  statusLabels: Readonly<Partial<Record<ProposalStatus, string>>>;
  /**
   * The texts its public detail page shows, in order, each under the question its wizard asked
   * (headings in the proposals locale, by kind id). Funding applications are read in their overview.
   */
  detailSections: readonly ProposalBodyText[];
  /**
   * The submitter's Steel start up list shows raw status codes (docs/specification.md#statuses); its
   * detail, the admin's list and detail, and the decision's choices name them (issue 40 item 15).
   */
  showsRawStatus: boolean;
  /** The toasts of a submission and of a failed one, as keys of MESSAGES: this table loads without the catalogue. */
  submittedToastKey: MessageKey;
  submitFailedToastKey: MessageKey;
  /** The submitter's list, detail and edit routes (docs/specification.md#routes, docs/specification.md#statuses). */
  listPath: string;
  detailPath: (id: string) => string;
  editPath: (id: string) => string;
  adminListPath: string;
  adminDetailPath: (id: string) => string;
};

const ANY: readonly OrganizationCategory[] = ORGANIZATION_CATEGORIES;

const steelcollab = {
  category: 'STEELCOLLAB',
  submitter: 'profile',
  body: 'json',
  hasFile: false,
  partners: 'none',
  needsChallenge: false,
  isPublic: true,
  statusLabels: STEELCOLLAB_STATUS_LABELS,
  showsRawStatus: false,
  listPath: PATHS.steelCollabs,
  detailPath: PATHS.steelCollabDetail,
  adminListPath: PATHS.adminSteelCollabs,
  adminDetailPath: PATHS.adminSteelCollab,
} as const;

const funding = {
  form: 'funding',
  submitter: 'form',
  posters: ANY,
  postingRefusal: null,
  body: 'multipart',
  hasFile: true,
  needsChallenge: false,
  isPublic: false,
  statusLabels: FUNDING_STATUS_LABELS,
  showsRawStatus: false,
  detailSections: [],
  submittedToastKey: 'proposalSubmitted',
  submitFailedToastKey: 'proposalSubmitFailed',
} as const;

export const PROPOSAL_KINDS: Readonly<Record<ProposalKindId, ProposalKind>> = {
  problem: {
    ...steelcollab,
    id: 'problem',
    label: 'problem statement',
    form: 'problem',
    type: 'PROBLEM',
    posters: STEELCOLLAB_POSTING_RULES.problem.categories,
    postingRefusal: STEELCOLLAB_POSTING_RULES.problem.message,
    postType: 'PROBLEM',
    // The spec's /problems/{id} body; the problem wizard asks for these three (and the title).
    detailSections: ['abstract', 'detailedDescription', 'objectives', 'methodology', 'expectedResults', 'eligibilityCriteria'],
    submittedToastKey: 'proposalSubmitted',
    submitFailedToastKey: 'proposalSubmitFailed',
    editPath: PATHS.steelCollabEditProblem,
  },
  research: {
    ...steelcollab,
    id: 'research',
    label: 'research idea',
    form: 'idea',
    type: 'RESEARCH_IDEA',
    posters: STEELCOLLAB_POSTING_RULES.research.categories,
    postingRefusal: STEELCOLLAB_POSTING_RULES.research.message,
    postType: 'RESEARCH',
    // The idea wizard's questions, in its order.
    detailSections: ['abstract', 'methodology', 'currentStage', 'detailedDescription', 'objectives'],
    submittedToastKey: 'researchIdeaSubmitted',
    submitFailedToastKey: 'researchIdeaSubmitFailed',
    editPath: PATHS.steelCollabEditResearch,
  },
  solution: {
    ...steelcollab,
    id: 'solution',
    label: 'innovative solution',
    form: 'idea',
    type: 'INNOVATION',
    posters: STEELCOLLAB_POSTING_RULES.solution.categories,
    postingRefusal: STEELCOLLAB_POSTING_RULES.solution.message,
    postType: 'INNOVATIVE',
    // The idea wizard's questions, in its order.
    detailSections: ['abstract', 'methodology', 'currentStage', 'detailedDescription', 'objectives'],
    submittedToastKey: 'proposalSubmitted',
    submitFailedToastKey: 'proposalSubmitFailed',
    editPath: PATHS.steelCollabEditSolution,
  },
  openInnovation: {
    ...funding,
    id: 'openInnovation',
    label: 'Open Innovation proposal',
    category: 'INNOVATE',
    type: 'FUNDING_SUPPORT',
    partners: 'always',
    postType: 'INNOVATR_STEEL',
    listPath: PATHS.openInnovation,
    detailPath: PATHS.openInnovationDetail,
    editPath: PATHS.openInnovationEdit,
    adminListPath: PATHS.adminOpenInnovation,
    adminDetailPath: PATHS.adminOpenInnovationDetail,
  },
  startup: {
    ...funding,
    id: 'startup',
    label: 'Steel Startup Accelerator proposal',
    category: 'CHALLENGE',
    type: 'FUNDING_SUPPORT',
    partners: 'optional',
    postType: 'STARTUP_STEEL',
    showsRawStatus: true,
    listPath: PATHS.steelStartupList,
    detailPath: PATHS.steelStartupDetail,
    editPath: PATHS.steelStartupEdit,
    adminListPath: PATHS.adminSteelStartup,
    adminDetailPath: PATHS.adminSteelStartupDetail,
  },
  challenge: {
    ...funding,
    id: 'challenge',
    label: 'Challenge Method proposal',
    category: 'CHALLENGE',
    type: 'CHALLENGE_PROPOSAL',
    partners: 'optional',
    needsChallenge: true,
    postType: 'CHALLENGE',
    listPath: PATHS.challengeMethodList,
    detailPath: PATHS.challengeMethodDetail,
    editPath: PATHS.challengeMethodEdit,
    adminListPath: PATHS.adminChallengeProposals,
    // The spec has no admin detail route of its own for challenge proposals: the Steelcollab one serves every category.
    adminDetailPath: PATHS.adminSteelCollab,
  },
};

/** The kind of a (category, type) pair, or null: any pair not in the table is refused. */
export function proposalKindOf(category: string, type: string): ProposalKind | null {
  return Object.values(PROPOSAL_KINDS).find((k) => k.category === category && k.type === type) ?? null;
}

export function mayPost(kind: ProposalKind, organizationCategory: string | null | undefined): boolean {
  return organizationCategory != null && (kind.posters as readonly string[]).includes(organizationCategory);
}

/**
 * The status in words, as mails, notifications and the CSV export name it: the kind's label even for
 * a kind whose lists show the raw code (a mail saying APPROVED reads as a code, not a decision).
 */
export function proposalStatusName(kind: ProposalKind | null | undefined, status: ProposalStatus): string {
  return kind?.statusLabels[status] ?? PROPOSAL_STATUS_LABELS[status];
}

/**
 * The label of a status as every page of that kind shows it (docs/specification.md#statuses): the
 * kind's own words. Only the submitter's Steel start up list shows the raw code (`showsRawStatus`, read
 * by that list alone).
 */
export function proposalStatusLabel(kind: ProposalKind, status: ProposalStatus): string {
  return kind.statusLabels[status] ?? PROPOSAL_STATUS_LABELS[status];
}

/** Each kind's scheme code in its reference numbers, SRTM-<scheme>-<year>-<5 digits> (docs/architecture.md#drafts-and-receipts). */
export const PROPOSAL_REFERENCE_SCHEMES: Readonly<Record<ProposalKindId, string>> = {
  openInnovation: 'OI',
  startup: 'SSA',
  challenge: 'CM',
  problem: 'PS',
  research: 'RI',
  solution: 'IS',
};

/** A reference number: the scheme, the year of submission (India time) and its place in that year, five digits. */
export function formatProposalReference(kindId: ProposalKindId, year: number, n: number): string {
  return `SRTM-${PROPOSAL_REFERENCE_SCHEMES[kindId]}-${year}-${String(n).padStart(5, '0')}`;
}

/** Working days within which the administrators first look at a new submission, as the receipt promises (decision 153). */
export const FIRST_LOOK_WORKING_DAYS = 10;

/** What happens after a submission, and when: the confirmation page, the receipt mail and its PDF say the same. */
export function nextStepsAfterSubmission(kind: ProposalKind): string {
  if (kind.category === 'STEELCOLLAB') {
    return `Your ${kind.label} is now Under Review. The mission's administrators check it within ${FIRST_LOOK_WORKING_DAYS} working days; once verified it is shown on the portal if you chose to post it there. You will be mailed when its status changes, and any question they have reaches you on the portal.`;
  }
  return `Your ${kind.label} is now Under Review by the Appraisal Committee. The mission's administrators check it within ${FIRST_LOOK_WORKING_DAYS} working days and may ask you for clarifications on the portal; you will be mailed when they do and when its status changes.`;
}
