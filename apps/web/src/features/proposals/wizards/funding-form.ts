import { FUNDING_WIZARD_FIELDS, type MoneyStepValues, moneyPayload, moneyStepValues, type ProposalDetail, type UserProfile } from '@portal/shared/schemas';
import type { ProposalKind } from '@portal/shared';
import type { ProposalPayload } from '../api/save-proposal';

export type CollaboratorRow = { organisation: string; contactPerson: string; email: string; orgType: string };

/** The funding wizard's values, under its own field names (docs/specification.md#field-mapping). */
export type FundingFormValues = {
  name: string;
  email: string;
  mobile: string;
  orgType: string;
  orgName: string;
  designation: string;
  projectTitle: string;
  challengeUnderstanding: string;
  initialIdea: string;
  expectedOutcome: string;
  potentialRisks: string;
  focusArea: string[];
  proposalFile: File | null;
  partnersInvolved: boolean;
  collaborators: CollaboratorRow[];
  detailsConfirmed: boolean;
  termsAccepted: boolean;
} & MoneyStepValues;

export const FUNDING_STEP_FIELDS = {
  applicant: ['name', 'email', 'mobile', 'orgType', 'orgName', 'designation'],
  project: ['projectTitle', 'challengeUnderstanding', 'initialIdea', 'expectedOutcome', 'potentialRisks', 'focusArea', 'proposalFile'],
  collaborators: ['partnersInvolved', 'collaborators'],
  money: ['budget', 'noOtherFunding', 'otherFunding'],
  review: ['detailsConfirmed', 'termsAccepted'],
} as const satisfies Record<string, readonly (keyof FundingFormValues)[]>;

export const emptyCollaborator = (): CollaboratorRow => ({ organisation: '', contactPerson: '', email: '', orgType: '' });

/**
 * The form's first values: a stored proposal when editing, else the profile for the applicant's
 * details and, for a challenge response, the challenge's focus areas ticked. Partners default to yes
 * for Open Innovation only (docs/specification.md#validation).
 */
export function fundingDefaults(
  kind: ProposalKind,
  profile: UserProfile | null,
  stored: ProposalDetail | null,
  challenge: { focusArea: readonly string[] } | null = null,
): FundingFormValues {
  if (stored) {
    return {
      name: stored.name,
      email: stored.email ?? '',
      mobile: stored.mobile ?? '',
      orgType: stored.orgType ?? '',
      orgName: stored.orgName ?? '',
      designation: stored.designation ?? '',
      projectTitle: stored.title,
      challengeUnderstanding: stored.abstract ?? '',
      initialIdea: stored.methodology ?? '',
      expectedOutcome: stored.expectedResults ?? '',
      potentialRisks: stored.riskFactors ?? '',
      focusArea: stored.focusArea,
      proposalFile: null,
      partnersInvolved: kind.partners === 'always' || stored.collaborators.length > 0 || stored.partnersInvolved === true,
      // A draft may name nobody yet: a kind that always has partners starts with one empty row, as a new form does.
      collaborators:
        stored.collaborators.length === 0 && kind.partners === 'always'
          ? [emptyCollaborator()]
          : stored.collaborators.map((c) => ({
              organisation: c.userId,
              contactPerson: c.user.name,
              email: c.user.email,
              orgType: c.user.organizationCategory ?? '',
            })),
      detailsConfirmed: false,
      termsAccepted: false,
      ...moneyStepValues(stored),
    };
  }
  return {
    name: profile?.name ?? '',
    email: profile?.email ?? '',
    mobile: profile?.phone ?? '',
    orgType: profile?.organizationCategory ?? '',
    orgName: profile?.organization ?? '',
    designation: profile?.designation ?? '',
    projectTitle: '',
    challengeUnderstanding: '',
    initialIdea: '',
    expectedOutcome: '',
    potentialRisks: '',
    focusArea: kind.needsChallenge && challenge ? [...challenge.focusArea] : [],
    proposalFile: null,
    partnersInvolved: kind.partners === 'always',
    collaborators: kind.partners === 'always' ? [emptyCollaborator()] : [],
    detailsConfirmed: false,
    termsAccepted: false,
    ...moneyStepValues(null),
  };
}

/**
 * The body the server takes, under its names (docs/architecture.md#fields). `withMoney` for a draft: the
 * budget and the declaration go with a draft's saves (the specification's POST and an edit take none).
 */
export function toFundingPayload(kind: ProposalKind, values: FundingFormValues, challengeId: string | undefined, withMoney = false): ProposalPayload {
  const partners = kind.partners === 'always' || values.partnersInvolved;
  const payload: ProposalPayload = {
    name: values.name,
    email: values.email,
    mobile: values.mobile,
    orgType: values.orgType,
    orgName: values.orgName,
    designation: values.designation,
    focusArea: values.focusArea,
    partnersInvolved: partners,
    collaborators: partners ? values.collaborators.filter((c) => c.organisation).map((c) => ({ organisation: c.organisation })) : [],
    detailsConfirmed: values.detailsConfirmed,
    termsAccepted: values.termsAccepted,
  };
  for (const [form, server] of Object.entries(FUNDING_WIZARD_FIELDS)) payload[server] = values[form as keyof typeof FUNDING_WIZARD_FIELDS];
  if (kind.needsChallenge) payload.challengeId = challengeId;
  if (withMoney) Object.assign(payload, moneyPayload(values));
  return payload;
}
