import type { ProposalKind } from '@portal/shared';
import { invertFieldNames, PROBLEM_WIZARD_FIELDS, type ProposalDetail, type UserProfile } from '@portal/shared/schemas';
import type { ProposalPayload } from '../api/save-proposal';

/** Step 1 of every Steelcollab wizard: the poster, read from the profile (docs/specification.md#validation). */
export type PosterValues = { name: string; email: string; mobile: string; orgType: string; orgName: string; designation: string };
type Confirmations = { detailsConfirmed: boolean; termsAccepted: boolean; postOnPortal: boolean };

/** The problem wizard's values, under its own names (docs/specification.md#field-mapping). */
export type ProblemFormValues = PosterValues &
  Confirmations & { problemTitle: string; problemDescription: string; relevantDetails: string; focusAreas: string[]; eligibilityCriteria: string };

/** The research idea and solution wizards share one form, under the server's names (docs/specification.md#entities). */
export type IdeaFormValues = PosterValues &
  Confirmations & {
    title: string;
    abstract: string;
    methodology: string;
    currentStage: string;
    detailedDescription: string;
    objectives: string;
    focusArea: string[];
  };

export type SteelcollabFormValues = ProblemFormValues | IdeaFormValues;

const POSTER_FIELDS = ['name', 'email', 'mobile', 'orgType', 'orgName', 'designation'] as const;
const CONFIRMATIONS = ['detailsConfirmed', 'termsAccepted', 'postOnPortal'] as const;

export const PROBLEM_STEP_FIELDS = {
  details: POSTER_FIELDS,
  project: ['problemTitle', 'problemDescription', 'relevantDetails', 'focusAreas', 'eligibilityCriteria'],
  review: CONFIRMATIONS,
} as const satisfies Record<string, readonly (keyof ProblemFormValues)[]>;

export const IDEA_STEP_FIELDS = {
  details: POSTER_FIELDS,
  project: ['title', 'abstract', 'methodology', 'currentStage', 'detailedDescription', 'objectives', 'focusArea'],
  review: CONFIRMATIONS,
} as const satisfies Record<string, readonly (keyof IdeaFormValues)[]>;

export const steelcollabStepFields = (kind: ProposalKind) => (kind.form === 'problem' ? PROBLEM_STEP_FIELDS : IDEA_STEP_FIELDS);

const NO_RENAMES: Readonly<Record<string, string>> = {};
/** Wizard names → server names: the problem wizard renames four fields, the idea form none. */
export const steelcollabFormToServer = (kind: ProposalKind): Readonly<Record<string, string>> => (kind.form === 'problem' ? PROBLEM_WIZARD_FIELDS : NO_RENAMES);
/** Server names → wizard names, so a server field error lands on the field the user sees. */
export const steelcollabServerToForm = (kind: ProposalKind) => invertFieldNames(steelcollabFormToServer(kind));

function poster(profile: UserProfile | null, stored: ProposalDetail | null): PosterValues {
  return {
    name: stored?.name ?? profile?.name ?? '',
    email: stored?.email ?? profile?.email ?? '',
    mobile: stored?.mobile ?? profile?.phone ?? '',
    orgType: stored?.orgType ?? profile?.organizationCategory ?? '',
    orgName: stored?.orgName ?? profile?.organization ?? '',
    designation: stored?.designation ?? profile?.designation ?? '',
  };
}

const unconfirmed: Confirmations = { detailsConfirmed: false, termsAccepted: false, postOnPortal: false };

/** The form's first values: the stored post when editing (confirmations asked again), else empty; the poster from the profile. */
export function steelcollabDefaults(kind: ProposalKind, profile: UserProfile | null, stored: ProposalDetail | null): SteelcollabFormValues {
  const who = poster(profile, stored);
  if (kind.form === 'problem') {
    return {
      ...who,
      problemTitle: stored?.title ?? '',
      problemDescription: stored?.abstract ?? '',
      relevantDetails: stored?.detailedDescription ?? '',
      focusAreas: stored?.focusArea ?? [],
      eligibilityCriteria: stored?.eligibilityCriteria ?? '',
      ...unconfirmed,
    };
  }
  return {
    ...who,
    title: stored?.title ?? '',
    abstract: stored?.abstract ?? '',
    methodology: stored?.methodology ?? '',
    currentStage: stored?.currentStage ?? '',
    detailedDescription: stored?.detailedDescription ?? '',
    objectives: stored?.objectives ?? '',
    focusArea: stored?.focusArea ?? [],
    ...unconfirmed,
  };
}

/**
 * The body the server takes, under its names. The poster's details are not sent: the server takes
 * them from the profile (docs/architecture.md#fields); the fields a kind does not have go as null.
 */
export function toSteelcollabPayload(kind: ProposalKind, values: SteelcollabFormValues): ProposalPayload {
  const map = steelcollabFormToServer(kind);
  const content = kind.form === 'problem' ? PROBLEM_STEP_FIELDS.project : IDEA_STEP_FIELDS.project;
  const payload: ProposalPayload = { expectedResults: null, riskFactors: null, fundingRequired: null };
  if (kind.type !== 'PROBLEM') payload.eligibilityCriteria = null;
  for (const field of [...content, ...CONFIRMATIONS]) {
    payload[map[field] ?? field] = (values as Record<string, string | boolean | string[]>)[field];
  }
  return payload;
}
