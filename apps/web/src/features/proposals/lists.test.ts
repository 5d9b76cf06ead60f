import { ADMIN_SETTABLE_PROPOSAL_STATUSES, PATHS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { LISTS, listStatusLabel, rowDetailPath, SUBMITTER_STATUS_FILTERS } from './lists';

const row = (category: string, type: string) => ({ id: 'p1', category, type });

describe('the proposal lists as config (docs/specification.md#proposal-lists)', () => {
  it('fixes category and type per list; the Steelcollab lists fix the category only', () => {
    const fixed = Object.fromEntries(Object.values(LISTS).map((l) => [l.id, [l.category, l.type]]));
    expect(fixed).toEqual({
      steelCollabs: ['STEELCOLLAB', undefined],
      openInnovation: ['INNOVATE', 'FUNDING_SUPPORT'],
      startup: ['CHALLENGE', 'FUNDING_SUPPORT'],
      challengeMethod: ['CHALLENGE', 'CHALLENGE_PROPOSAL'],
      adminSteelCollabs: ['STEELCOLLAB', undefined],
      adminOpenInnovation: ['INNOVATE', 'FUNDING_SUPPORT'],
      adminStartup: ['CHALLENGE', 'FUNDING_SUPPORT'],
      adminChallengeMethod: ['CHALLENGE', 'CHALLENGE_PROPOSAL'],
    });
  });

  it("sends a status filter on every list but the submitter's Steel start up list", () => {
    const without = Object.values(LISTS)
      .filter((l) => !l.sendsStatus)
      .map((l) => l.id);
    expect(without).toEqual(['startup']);
  });

  it("labels statuses per kind: Steelcollab, funding, raw codes on the submitter's Steel start up list alone", () => {
    expect(['UNDER_REVIEW', 'APPROVED', 'REJECTED'].map((s) => listStatusLabel(LISTS.steelCollabs, s as 'APPROVED'))).toEqual([
      'Under Review',
      'Verified',
      'Rejected',
    ]);
    expect(['UNDER_REVIEW', 'APPROVED', 'REJECTED'].map((s) => listStatusLabel(LISTS.openInnovation, s as 'APPROVED'))).toEqual([
      'Under Review by Appraisal Committee',
      'Accepted',
      'Rejected',
    ]);
    expect(listStatusLabel(LISTS.challengeMethod, 'APPROVED')).toBe('Accepted');
    expect(listStatusLabel(LISTS.startup, 'UNDER_REVIEW')).toBe('UNDER_REVIEW');
    expect(listStatusLabel(LISTS.adminStartup, 'APPROVED')).toBe('Accepted');
    expect(listStatusLabel(LISTS.adminStartup, 'UNDER_REVIEW')).toBe('Under Review by Appraisal Committee');
  });

  it("lives at the spec's paths, for the right audience", () => {
    expect(Object.values(LISTS).map((l) => [l.path, l.audience])).toEqual([
      [PATHS.steelCollabs, 'submitter'],
      [PATHS.openInnovation, 'submitter'],
      [PATHS.steelStartupList, 'submitter'],
      [PATHS.challengeMethodList, 'submitter'],
      ['/admin/steel_collabs', 'admin'],
      ['/admin/open_innovation', 'admin'],
      ['/admin/steel_startup', 'admin'],
      ['/admin/challenge_method/view_proposal', 'admin'],
    ]);
  });

  it("opens each row at the detail of its kind, the submitter's or the admin's", () => {
    expect(rowDetailPath(LISTS.steelCollabs, row('STEELCOLLAB', 'RESEARCH_IDEA'))).toBe('/dashboard/steel_collab/p1');
    expect(rowDetailPath(LISTS.openInnovation, row('INNOVATE', 'FUNDING_SUPPORT'))).toBe('/dashboard/open_innovation/p1');
    expect(rowDetailPath(LISTS.startup, row('CHALLENGE', 'FUNDING_SUPPORT'))).toBe('/dashboard/steel_startup/p1');
    expect(rowDetailPath(LISTS.challengeMethod, row('CHALLENGE', 'CHALLENGE_PROPOSAL'))).toBe('/dashboard/challenge_method/p1');
    expect(rowDetailPath(LISTS.adminSteelCollabs, row('STEELCOLLAB', 'PROBLEM'))).toBe('/admin/steel_collab/p1');
    expect(rowDetailPath(LISTS.adminOpenInnovation, row('INNOVATE', 'FUNDING_SUPPORT'))).toBe('/admin/open_innovation/p1');
    expect(rowDetailPath(LISTS.adminStartup, row('CHALLENGE', 'FUNDING_SUPPORT'))).toBe('/admin/steel_startup/p1');
    // The spec has no admin route of its own for challenge proposals: the Steelcollab one serves every category.
    expect(rowDetailPath(LISTS.adminChallengeMethod, row('CHALLENGE', 'CHALLENGE_PROPOSAL'))).toBe('/admin/steel_collab/p1');
  });

  it("opens a row at its own kind's detail even on a list of another kind", () => {
    expect(rowDetailPath(LISTS.adminSteelCollabs, row('INNOVATE', 'FUNDING_SUPPORT'))).toBe('/admin/open_innovation/p1');
    expect(rowDetailPath(LISTS.steelCollabs, row('CHALLENGE', 'FUNDING_SUPPORT'))).toBe('/dashboard/steel_startup/p1');
    // A pair outside the kinds table keeps the list's own detail.
    expect(rowDetailPath(LISTS.adminOpenInnovation, row('INNOVATE', 'PROBLEM'))).toBe('/admin/open_innovation/p1');
  });

  it('offers a submitter the three statuses an admin can set as filters, under review first', () => {
    expect(SUBMITTER_STATUS_FILTERS).toEqual(['UNDER_REVIEW', 'APPROVED', 'REJECTED']);
    expect([...SUBMITTER_STATUS_FILTERS].sort()).toEqual([...ADMIN_SETTABLE_PROPOSAL_STATUSES].sort());
  });

  it('sends an empty submitter list to the matching wizard', () => {
    expect(LISTS.openInnovation.create).toEqual({ to: PATHS.challengeResponse, state: { category: 'INNOVATE', type: 'FUNDING_SUPPORT' } });
    expect(LISTS.startup.create).toEqual({ to: PATHS.challengeResponse, state: { category: 'CHALLENGE', type: 'FUNDING_SUPPORT' } });
    expect(LISTS.challengeMethod.create?.to).toBe(PATHS.challenges);
    expect(LISTS.steelCollabs.create?.to).toBe(PATHS.steelCollab);
  });
});
