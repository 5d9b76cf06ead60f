import { PROPOSAL_KINDS } from '@portal/shared';
import { proposalBodySchema, type ProposalDetail, steelcollabWizardSchemas, type UserProfile } from '@portal/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  type IdeaFormValues,
  type ProblemFormValues,
  steelcollabDefaults,
  steelcollabServerToForm,
  steelcollabStepFields,
  toSteelcollabPayload,
} from './steelcollab-form';

const profile = {
  name: 'Meera Nair',
  email: 'meera@tatasteel.in',
  phone: '+91 98765 43210',
  organization: 'Tata Steel',
  organizationCategory: 'Industry',
  designation: 'Chief Metallurgist',
} as UserProfile;
const confirmed = { detailsConfirmed: true, termsAccepted: true, postOnPortal: true };

describe('the Steelcollab wizards’ values', () => {
  it('prefills the poster from the profile and starts empty and unconfirmed', () => {
    const values = steelcollabDefaults(PROPOSAL_KINDS.problem, profile, null) as ProblemFormValues;
    expect(values).toMatchObject({
      name: 'Meera Nair',
      mobile: '+91 98765 43210',
      orgType: 'Industry',
      orgName: 'Tata Steel',
      designation: 'Chief Metallurgist',
      problemTitle: '',
      focusAreas: [],
    });
    expect(values).toMatchObject({ detailsConfirmed: false, termsAccepted: false, postOnPortal: false });
  });

  it('sends a problem under the server’s names, with the fields problems lack as null', () => {
    const values: ProblemFormValues = {
      ...(steelcollabDefaults(PROPOSAL_KINDS.problem, profile, null) as ProblemFormValues),
      problemTitle: 'Slag dumps',
      problemDescription: 'Too much slag',
      relevantDetails: 'Two million tonnes a year',
      focusAreas: ['Circular Economy and Resource Efficiency'],
      eligibilityCriteria: 'Pilot plant experience',
      ...confirmed,
    };
    const payload = toSteelcollabPayload(PROPOSAL_KINDS.problem, values);
    expect(payload).toEqual({
      title: 'Slag dumps',
      abstract: 'Too much slag',
      detailedDescription: 'Two million tonnes a year',
      focusArea: ['Circular Economy and Resource Efficiency'],
      eligibilityCriteria: 'Pilot plant experience',
      expectedResults: null,
      riskFactors: null,
      fundingRequired: null,
      ...confirmed,
    });
    // What the wizard sends is what the server's schema accepts.
    expect(proposalBodySchema(PROPOSAL_KINDS.problem).safeParse(payload).success).toBe(true);
  });

  it('sends a solution with eligibility criteria as null and its research stage', () => {
    const values: IdeaFormValues = {
      ...(steelcollabDefaults(PROPOSAL_KINDS.solution, profile, null) as IdeaFormValues),
      title: 'Slag to cement',
      abstract: 'Slag is dumped',
      methodology: 'Grind it finely',
      currentStage: 'Pilot-scale',
      detailedDescription: 'Less clinker',
      objectives: 'A plant trial',
      focusArea: ['Decarbonization and Green Steel Innovation'],
      ...confirmed,
    };
    const payload = toSteelcollabPayload(PROPOSAL_KINDS.solution, values);
    expect(payload).toMatchObject({ title: 'Slag to cement', currentStage: 'Pilot-scale', eligibilityCriteria: null, expectedResults: null });
    expect(payload).not.toHaveProperty('name');
    expect(proposalBodySchema(PROPOSAL_KINDS.solution).safeParse(payload).success).toBe(true);
  });

  it('reads a stored post back into the wizard’s names when editing', () => {
    const stored = {
      title: 'Slag dumps',
      abstract: 'Too much slag',
      detailedDescription: 'Details',
      eligibilityCriteria: 'Criteria',
      focusArea: ['Operational Excellence'],
      name: 'Meera Nair',
      email: 'meera@tatasteel.in',
      mobile: '+91 1',
      orgType: 'MSME',
      orgName: 'Tata Steel',
      designation: 'CM',
    } as ProposalDetail;
    expect(steelcollabDefaults(PROPOSAL_KINDS.problem, null, stored)).toMatchObject({
      problemTitle: 'Slag dumps',
      problemDescription: 'Too much slag',
      relevantDetails: 'Details',
      focusAreas: ['Operational Excellence'],
      orgType: 'MSME',
      detailsConfirmed: false,
    });
  });

  it('maps the server’s field names back to the problem wizard’s, and every mapped field is on a step', () => {
    const back = steelcollabServerToForm(PROPOSAL_KINDS.problem);
    expect(back).toMatchObject({ title: 'problemTitle', abstract: 'problemDescription', detailedDescription: 'relevantDetails', focusArea: 'focusAreas' });
    expect(steelcollabServerToForm(PROPOSAL_KINDS.research)).toEqual({});
    const onSteps = Object.values(steelcollabStepFields(PROPOSAL_KINDS.problem)).flat() as string[];
    for (const form of Object.values(back)) expect(onSteps).toContain(form);
  });

  it('validates step 2 under the names the step shows', () => {
    const project = steelcollabWizardSchemas(PROPOSAL_KINDS.problem).project;
    const keys = Object.keys(project.shape).sort();
    expect(keys).toEqual([...steelcollabStepFields(PROPOSAL_KINDS.problem).project].sort());
    expect(Object.keys(steelcollabWizardSchemas(PROPOSAL_KINDS.solution).project.shape).sort()).toEqual(
      [...steelcollabStepFields(PROPOSAL_KINDS.solution).project].sort(),
    );
  });
});
