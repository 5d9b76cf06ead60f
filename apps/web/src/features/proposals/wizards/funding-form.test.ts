import { PROPOSAL_KINDS } from '@portal/shared';
import type { ProposalDetail, UserProfile } from '@portal/shared/schemas';
import { describe, expect, it } from 'vitest';
import { fundingDefaults, toFundingPayload } from './funding-form';

const profile = {
  name: 'Asha Rao',
  email: 'asha@iitm.ac.in',
  phone: '+91 98765 43210',
  organization: 'IIT Madras',
  organizationCategory: 'Academia',
  designation: 'Professor',
} as UserProfile;

describe('the funding wizard’s values', () => {
  it('prefills the applicant from the profile, with partners on and one row for Open Innovation only', () => {
    const open = fundingDefaults(PROPOSAL_KINDS.openInnovation, profile, null);
    expect(open).toMatchObject({ name: 'Asha Rao', mobile: '+91 98765 43210', orgType: 'Academia', orgName: 'IIT Madras', partnersInvolved: true });
    expect(open.collaborators).toHaveLength(1);
    const startup = fundingDefaults(PROPOSAL_KINDS.startup, profile, null);
    expect(startup.partnersInvolved).toBe(false);
    expect(startup.collaborators).toHaveLength(0);
  });

  it('ticks the challenge’s focus areas on a new challenge response, and on no other kind', () => {
    const challenge = { focusArea: ['Operational Excellence', 'Digital and Industry 4.0'] };
    expect(fundingDefaults(PROPOSAL_KINDS.challenge, profile, null, challenge).focusArea).toEqual(['Operational Excellence', 'Digital and Industry 4.0']);
    expect(fundingDefaults(PROPOSAL_KINDS.startup, profile, null, challenge).focusArea).toEqual([]);
    expect(fundingDefaults(PROPOSAL_KINDS.challenge, profile, null).focusArea).toEqual([]);
  });

  it('sends the server’s names, the collaborators’ ids only, and the challenge for Challenge Method', () => {
    const values = {
      ...fundingDefaults(PROPOSAL_KINDS.challenge, profile, null),
      projectTitle: 'Slag valorisation',
      challengeUnderstanding: 'Understanding',
      initialIdea: 'Idea',
      expectedOutcome: 'Outcome',
      potentialRisks: 'Risks',
      partnersInvolved: true,
      collaborators: [
        { organisation: 'u-1', contactPerson: 'Ravi', email: 'ravi@x.in', orgType: 'MSME' },
        { organisation: '', contactPerson: '', email: '', orgType: '' },
      ],
    };
    const payload = toFundingPayload(PROPOSAL_KINDS.challenge, values, 'c-1');
    expect(payload).toMatchObject({
      title: 'Slag valorisation',
      abstract: 'Understanding',
      methodology: 'Idea',
      expectedResults: 'Outcome',
      riskFactors: 'Risks',
      challengeId: 'c-1',
    });
    expect(payload.collaborators).toEqual([{ organisation: 'u-1' }]);
    expect(payload).not.toHaveProperty('projectTitle');
    expect(toFundingPayload(PROPOSAL_KINDS.startup, { ...values, partnersInvolved: false }, undefined).collaborators).toEqual([]);
    expect(toFundingPayload(PROPOSAL_KINDS.startup, values, 'c-1')).not.toHaveProperty('challengeId');
  });

  it("always sends Open Innovation's partners, whatever the hidden question holds", () => {
    const values = {
      ...fundingDefaults(PROPOSAL_KINDS.openInnovation, profile, null),
      partnersInvolved: false,
      collaborators: [{ organisation: 'u-1', contactPerson: '', email: '', orgType: '' }],
    };
    const payload = toFundingPayload(PROPOSAL_KINDS.openInnovation, values, undefined);
    expect(payload.partnersInvolved).toBe(true);
    expect(payload.collaborators).toEqual([{ organisation: 'u-1' }]);
  });

  it('reopens a stored proposal with partners on when it is Open Innovation or names collaborators', () => {
    const base = { name: 'Asha Rao', title: 'T1', focusArea: [], partnersInvolved: null, collaborators: [] } as unknown as ProposalDetail;
    expect(fundingDefaults(PROPOSAL_KINDS.openInnovation, profile, base).partnersInvolved).toBe(true);
    expect(fundingDefaults(PROPOSAL_KINDS.startup, profile, base).partnersInvolved).toBe(false);
    const named = {
      ...base,
      collaborators: [{ userId: 'u-2', user: { name: 'Ravi', email: 'ravi@x.in', organization: 'Ravi Steels', organizationCategory: 'MSME' } }],
    } as unknown as ProposalDetail;
    expect(fundingDefaults(PROPOSAL_KINDS.startup, profile, named).partnersInvolved).toBe(true);
  });

  it('loads a stored proposal back under the wizard’s names', () => {
    const stored = {
      name: 'Asha Rao',
      email: 'asha@iitm.ac.in',
      mobile: '9876543210',
      orgType: 'Academia',
      orgName: 'IIT Madras',
      designation: 'Professor',
      title: 'T1',
      abstract: 'A1',
      methodology: 'M1',
      expectedResults: 'E1',
      riskFactors: 'R1',
      focusArea: ['Operational Excellence'],
      partnersInvolved: true,
      collaborators: [{ userId: 'u-2', user: { name: 'Ravi', email: 'ravi@x.in', organization: 'Ravi Steels', organizationCategory: 'MSME' } }],
    } as unknown as ProposalDetail;
    const values = fundingDefaults(PROPOSAL_KINDS.startup, profile, stored);
    expect(values).toMatchObject({
      projectTitle: 'T1',
      challengeUnderstanding: 'A1',
      initialIdea: 'M1',
      expectedOutcome: 'E1',
      potentialRisks: 'R1',
      partnersInvolved: true,
    });
    expect(values.collaborators).toEqual([{ organisation: 'u-2', contactPerson: 'Ravi', email: 'ravi@x.in', orgType: 'MSME' }]);
    expect(values.detailsConfirmed).toBe(false);
  });
});
