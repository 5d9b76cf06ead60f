import { describe, expect, it } from 'vitest';
import { affiliationsInForce, type ConflictFacts, findConflicts, normalizeOrganization } from './conflicts.js';

describe('normalizeOrganization', () => {
  it('ignores case, spaces, punctuation and legal suffixes', () => {
    const same = ['Kalinga Alloys Pvt. Ltd.', 'KALINGA ALLOYS', 'kalinga-alloys private limited', 'Kalinga  Alloys LLP', 'Kalinga Alloys, Inc'];
    expect(new Set(same.map(normalizeOrganization))).toEqual(new Set(['kalingaalloys']));
  });
  it('keeps different names apart, and an empty name matches nothing', () => {
    expect(normalizeOrganization('Kalinga Steel')).not.toBe(normalizeOrganization('Kalinga Alloys'));
    expect(normalizeOrganization('')).toBe('');
    expect(normalizeOrganization(null)).toBe('');
  });
  it('keeps a name that is only a suffix word', () => {
    expect(normalizeOrganization('Company')).toBe('company');
  });
});

const base: ConflictFacts = {
  reviewer: { id: 'r', organization: 'IIT Madras' },
  owner: { id: 'o', organization: 'Kalinga Alloys Pvt Ltd' },
  proposalOrgName: 'Kalinga Alloys',
  collaborators: [{ id: 'c', name: 'Meera Iyer', organization: 'NIT Rourkela' }],
  namedTogetherOn: null,
  declaredBefore: null,
};

describe('findConflicts', () => {
  it('finds none for a stranger from another organisation', () => {
    expect(findConflicts(base)).toEqual([]);
  });
  it('names each conflict', () => {
    expect(findConflicts({ ...base, reviewer: { id: 'o', organization: 'Kalinga Alloys Pvt Ltd' } })).toEqual(['The reviewer is the applicant']);
    expect(findConflicts({ ...base, reviewer: { id: 'c', organization: 'NIT Rourkela' } })).toEqual(['The reviewer is a collaborator on this proposal']);
    expect(findConflicts({ ...base, reviewer: { id: 'r', organization: 'KALINGA ALLOYS LIMITED' } })[0]).toMatch(/is the applicant’s/);
    expect(findConflicts({ ...base, proposalOrgName: 'IIT-Madras', owner: { id: 'o', organization: null } })[0]).toMatch(/is the applicant’s/);
    expect(findConflicts({ ...base, reviewer: { id: 'r', organization: 'Rourkela Steel' } })).toEqual([]);
    expect(findConflicts({ ...base, reviewer: { id: 'r', organization: 'N.I.T. rourkela' } })[0]).toMatch(/a collaborator’s \(Meera Iyer\)/);
    expect(findConflicts({ ...base, namedTogetherOn: { title: 'Slag cement' } })[0]).toMatch(/named together .*"Slag cement"/);
    expect(findConflicts({ ...base, declaredBefore: { reason: 'I advised them' } })[0]).toMatch(/declared a conflict .*I advised them/);
  });
  it('does not count two missing organisations as one', () => {
    expect(findConflicts({ ...base, reviewer: { id: 'r', organization: null }, owner: { id: 'o', organization: null }, proposalOrgName: null })).toEqual([]);
  });
});

describe('past affiliations (decision 243)', () => {
  it('count while they last and until three years after they end', () => {
    const list = [
      { organization: 'Lasting Co', from: '2020-01-01' },
      { organization: 'Recent Co', from: '2015-01-01', to: '2023-06-02' },
      { organization: 'Old Co', from: '2010-01-01', to: '2023-06-01' },
    ];
    expect(affiliationsInForce(list, '2026-06-01').map((a) => a.organization)).toEqual(['Lasting Co', 'Recent Co']);
  });
  it('make a conflict with the applicant’s or a collaborator’s organisation, once per affiliation', () => {
    expect(findConflicts({ ...base, affiliations: [{ organization: 'KALINGA ALLOYS LTD' }] })).toEqual([
      'The reviewer was with KALINGA ALLOYS LTD until less than 3 years ago, the organisation of Kalinga Alloys Pvt Ltd',
    ]);
    expect(findConflicts({ ...base, affiliations: [{ organization: 'NIT Rourkela' }] })[0]).toMatch(/organisation of Meera Iyer$/);
    expect(findConflicts({ ...base, affiliations: [{ organization: 'Tata Steel' }] })).toEqual([]);
    expect(findConflicts({ ...base, reviewer: { id: 'o', organization: null }, affiliations: [{ organization: 'Kalinga Alloys' }] })).toEqual([
      'The reviewer is the applicant',
    ]);
  });
});
