import { describe, expect, it } from 'vitest';
import { MESSAGES, PROPOSAL_KINDS, PROPOSAL_MAX_COLLABORATORS, proposalKindOf, mayPost, proposalStatusLabel } from './index.js';
import { FUNDING_WIZARD_FIELDS, fundingWizardSchemas, invertFieldNames, proposalBodySchema, steelcollabWizardSchemas } from './schemas/index.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const funding = {
  name: 'Asha Rao',
  email: 'Asha@Example.org ',
  mobile: '+91 98765 43210',
  orgType: 'Academia',
  orgName: 'IIT Madras',
  designation: 'Professor',
  title: 'Hydrogen DRI pilot',
  abstract: 'Understanding the challenge',
  methodology: 'Initial idea in detail',
  expectedResults: 'Lower CO2 per tonne',
  riskFactors: 'Hydrogen supply risk',
  focusArea: ['Operational Excellence', 'Operational Excellence'],
  detailsConfirmed: 'true',
  termsAccepted: true,
};

describe('the kinds of proposal', () => {
  it('has six kinds, each a distinct (category, type) pair', () => {
    const pairs = Object.values(PROPOSAL_KINDS).map((k) => `${k.category}/${k.type}`);
    expect(new Set(pairs).size).toBe(6);
    expect(proposalKindOf('INNOVATE', 'FUNDING_SUPPORT')?.id).toBe('openInnovation');
    expect(proposalKindOf('CHALLENGE', 'FUNDING_SUPPORT')?.id).toBe('startup');
    expect(proposalKindOf('STEELCOLLAB', 'FUNDING_SUPPORT')).toBeNull();
    expect(proposalKindOf('INNOVATE', 'PROBLEM')).toBeNull();
  });

  it('lets only the spec’s organisation categories post in Steelcollab, and anyone apply for funding', () => {
    expect(mayPost(PROPOSAL_KINDS.problem, 'MSME')).toBe(true);
    expect(mayPost(PROPOSAL_KINDS.problem, 'Startup')).toBe(false);
    expect(mayPost(PROPOSAL_KINDS.research, 'Reasearch Institute')).toBe(true);
    expect(mayPost(PROPOSAL_KINDS.solution, 'Incubator')).toBe(true);
    expect(mayPost(PROPOSAL_KINDS.solution, null)).toBe(false);
    expect(mayPost(PROPOSAL_KINDS.challenge, 'Industry')).toBe(true);
  });

  it('labels statuses per kind, the start-up kind too (raw codes are its submitter list alone)', () => {
    expect(proposalStatusLabel(PROPOSAL_KINDS.problem, 'APPROVED')).toBe('Verified');
    expect(proposalStatusLabel(PROPOSAL_KINDS.openInnovation, 'UNDER_REVIEW')).toBe('Under Review by Appraisal Committee');
    expect(proposalStatusLabel(PROPOSAL_KINDS.startup, 'UNDER_REVIEW')).toBe('Under Review by Appraisal Committee');
    expect(proposalStatusLabel(PROPOSAL_KINDS.startup, 'APPROVED')).toBe('Accepted');
  });
});

describe('proposal bodies', () => {
  it('accepts a funding body from multipart text, normalising e-mail, booleans and focus areas', () => {
    const parsed = proposalBodySchema(PROPOSAL_KINDS.startup).parse({ ...funding, partnersInvolved: 'false' });
    if (!('email' in parsed)) throw new Error('a funding body keeps the applicant fields');
    expect(parsed.email).toBe('asha@example.org');
    expect(parsed.detailsConfirmed).toBe(true);
    expect(parsed.focusArea).toEqual(['Operational Excellence']);
    expect(parsed.collaborators).toEqual([]);
  });

  it('gives the spec’s messages for a funding body', () => {
    const result = proposalBodySchema(PROPOSAL_KINDS.startup).safeParse({ title: 'abc', termsAccepted: 'false' });
    const m = messagesOf(result);
    expect(m.name).toBe(MESSAGES.nameRequired);
    expect(m.mobile).toBe(MESSAGES.mobileRequired);
    expect(m.orgType).toBe(MESSAGES.orgTypeRequired);
    expect(m.title).toBe(MESSAGES.minFiveChars);
    expect(m.focusArea).toBe(MESSAGES.focusAreaRequired);
    expect(m.detailsConfirmed).toBe(MESSAGES.confirmDetails);
    expect(m.termsAccepted).toBe(MESSAGES.acceptTerms);
  });

  it('needs a collaborator for Open Innovation always, for the others only with partners', () => {
    expect(messagesOf(proposalBodySchema(PROPOSAL_KINDS.openInnovation).safeParse(funding)).collaborators).toBe(MESSAGES.collaboratorRequired);
    expect(proposalBodySchema(PROPOSAL_KINDS.startup).safeParse({ ...funding, partnersInvolved: false }).success).toBe(true);
    expect(messagesOf(proposalBodySchema(PROPOSAL_KINDS.startup).safeParse({ ...funding, partnersInvolved: true })).collaborators).toBe(
      MESSAGES.collaboratorRequired,
    );
    const withOne = { ...funding, collaborators: [{ organisation: '0b9c7f8e-4a57-4b0e-9d7e-2f1c3a4b5c6d' }] };
    expect(proposalBodySchema(PROPOSAL_KINDS.openInnovation).safeParse(withOne).success).toBe(true);
    expect(
      messagesOf(proposalBodySchema(PROPOSAL_KINDS.openInnovation).safeParse({ ...funding, collaborators: [{ organisation: '' }] }))[
        'collaborators.0.organisation'
      ],
    ).toBe(MESSAGES.collaboratorRowRequired);
  });

  it('needs a challenge for a Challenge Method proposal', () => {
    expect(messagesOf(proposalBodySchema(PROPOSAL_KINDS.challenge).safeParse({ ...funding, partnersInvolved: false })).challengeId).toBeTruthy();
  });

  it('gives the problem and idea messages, and drops submitter fields from Steelcollab bodies', () => {
    const problem = messagesOf(proposalBodySchema(PROPOSAL_KINDS.problem).safeParse({}));
    expect(problem).toMatchObject({
      title: MESSAGES.problemTitleRequired,
      abstract: MESSAGES.problemDescriptionRequired,
      detailedDescription: MESSAGES.relevantDetailsRequired,
      eligibilityCriteria: MESSAGES.eligibilityRequired,
      postOnPortal: MESSAGES.agreePostOnPortal,
    });
    const idea = messagesOf(proposalBodySchema(PROPOSAL_KINDS.research).safeParse({ currentStage: 'Someday' }));
    expect(idea).toMatchObject({
      title: MESSAGES.titleRequired,
      methodology: MESSAGES.proposedSolutionRequired,
      currentStage: MESSAGES.researchStageRequired,
      detailedDescription: MESSAGES.solutionBenefitsRequired,
      objectives: MESSAGES.industrySupportRequired,
    });
    const parsed = proposalBodySchema(PROPOSAL_KINDS.problem).parse({
      title: 'Slag',
      abstract: 'a',
      detailedDescription: 'b',
      eligibilityCriteria: 'c',
      focusArea: ['Operational Excellence'],
      detailsConfirmed: true,
      termsAccepted: true,
      postOnPortal: true,
      email: 'someone@else.org',
      status: 'APPROVED',
      userId: 'x',
    });
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('userId');
  });
});

describe('wizard slices', () => {
  it('validates the funding project step under the wizard’s names, the file required only on create', () => {
    const create = fundingWizardSchemas(PROPOSAL_KINDS.openInnovation, { editing: false }).project;
    const m = messagesOf(create.safeParse({ projectTitle: 'abc' }));
    expect(m.projectTitle).toBe(MESSAGES.minFiveChars);
    expect(m.challengeUnderstanding).toBe(MESSAGES.minFiveChars);
    expect(m.proposalFile).toBe(MESSAGES.proposalFileRequired);
    expect(messagesOf(create.safeParse({ proposalFile: { name: 'x.png', size: 10 } })).proposalFile).toBe('Only doc, docx and pdf files are accepted');
    const edit = fundingWizardSchemas(PROPOSAL_KINDS.openInnovation, { editing: true }).project;
    expect(messagesOf(edit.safeParse({})).proposalFile).toBeUndefined();
  });

  it('holds the collaborators step back until each row names a user, at most ten, one at least when partners are involved', () => {
    const step = (kind: keyof typeof PROPOSAL_KINDS) => fundingWizardSchemas(PROPOSAL_KINDS[kind], { editing: false }).collaborators;
    const row = (organisation: string) => ({ organisation, contactPerson: '', email: '', orgType: '' });
    expect(messagesOf(step('openInnovation').safeParse({ partnersInvolved: true, collaborators: [] })).collaborators).toBe(MESSAGES.collaboratorRequired);
    expect(step('startup').safeParse({ partnersInvolved: false, collaborators: [] }).success).toBe(true);
    expect(messagesOf(step('startup').safeParse({ partnersInvolved: true, collaborators: [] })).collaborators).toBe(MESSAGES.collaboratorRequired);
    expect(messagesOf(step('challenge').safeParse({ partnersInvolved: true, collaborators: [row('u-1'), row('')] }))['collaborators.1.organisation']).toBe(
      MESSAGES.collaboratorRowRequired,
    );
    const rows = (n: number) => Array.from({ length: n }, (_, i) => row(`u-${i}`));
    expect(step('openInnovation').safeParse({ partnersInvolved: true, collaborators: rows(PROPOSAL_MAX_COLLABORATORS) }).success).toBe(true);
    expect(step('openInnovation').safeParse({ partnersInvolved: true, collaborators: rows(PROPOSAL_MAX_COLLABORATORS + 1) }).success).toBe(false);
  });

  it('holds Submit back until both confirmations are ticked', () => {
    const review = fundingWizardSchemas(PROPOSAL_KINDS.startup, { editing: false }).review;
    expect(messagesOf(review.safeParse({ detailsConfirmed: true, termsAccepted: false })).termsAccepted).toBe(MESSAGES.acceptTerms);
    expect(messagesOf(review.safeParse({ detailsConfirmed: false, termsAccepted: true })).detailsConfirmed).toBe(MESSAGES.confirmDetails);
    expect(review.safeParse({ detailsConfirmed: true, termsAccepted: true }).success).toBe(true);
  });

  it('maps the server’s names back to the wizard’s', () => {
    expect(invertFieldNames(FUNDING_WIZARD_FIELDS)).toMatchObject({ title: 'projectTitle', abstract: 'challengeUnderstanding', riskFactors: 'potentialRisks' });
    const problem = messagesOf(steelcollabWizardSchemas(PROPOSAL_KINDS.problem).project.safeParse({}));
    expect(problem.problemTitle).toBe(MESSAGES.problemTitleRequired);
    expect(problem.focusAreas).toBe(MESSAGES.focusAreaRequired);
  });
});

describe('multipart rows', () => {
  it('encodes and decodes collaborator rows in index order', async () => {
    const { indexedRowEntries, readIndexedRows } = await import('./form-data.js');
    const entries = indexedRowEntries('collaborators', [{ organisation: 'a' }, { organisation: 'b', email: 'b@x.in' }]);
    expect(entries).toEqual([
      ['collaborators[0][organisation]', 'a'],
      ['collaborators[1][organisation]', 'b'],
      ['collaborators[1][email]', 'b@x.in'],
    ]);
    const fields = Object.fromEntries([...entries].reverse());
    expect(readIndexedRows(fields, 'collaborators')).toEqual([{ organisation: 'a' }, { organisation: 'b', email: 'b@x.in' }]);
    expect(readIndexedRows({ 'collaboratorsX[0][a]': 'x' }, 'collaborators')).toBeUndefined();
  });
});
