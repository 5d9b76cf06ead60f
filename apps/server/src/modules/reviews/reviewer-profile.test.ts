import { indiaDate, REVIEW_MESSAGES, REVIEWER_KEYWORDS_MAX } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviewAssignments } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;

const day = (offset: number) => indiaDate(new Date(Date.now() + offset * 86_400_000));
const yearsAgo = (years: number, days = 0) => {
  const [y, m, d] = indiaDate().split('-');
  return indiaDate(new Date(Date.parse(`${Number(y) - years}-${m}-${d}`) + days * 86_400_000));
};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const makeReviewer = (u: { id: string }) => call('PUT', `/api/admin/users/${u.id}/reviewer`, adminToken, { reviewer: true });
const assign = (proposalId: string, userId: string, extra: object = {}) =>
  call('POST', `/api/admin/proposals/${proposalId}/reviewers`, adminToken, { userId, dueDate: day(10), ...extra });
const PROFILE = {
  focusAreas: ['Decarbonization and Green Steel Innovation'],
  keywords: ['hydrogen', 'DRI', 'slag'],
  maxLoad: 4,
  unavailable: [{ from: day(20), to: day(30) }],
  languages: ['en', 'hi'],
  affiliations: [{ organization: 'IIT Madras', from: '2012-07-01' }],
};
const save = (token: string, body: object) => call('PUT', '/api/reviews/profile', token, body);

let owner: User;
let reviewer: User;
let other: User;
let partner: User;
let proposalId: string;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { organization: 'Kalinga Alloys Pvt Ltd' });
  partner = await registerSubmitter(ctx, { organization: 'NIT Rourkela', organizationCategory: 'Academia' });
  reviewer = await registerSubmitter(ctx, { organization: 'IIT Madras', organizationCategory: 'Academia', name: 'Reviewer Alpha' });
  other = await registerSubmitter(ctx, { organization: 'CSIR NML', organizationCategory: 'Reasearch Institute', name: 'Reviewer Beta' });
  for (const u of [reviewer, other]) expect((await makeReviewer(u)).statusCode).toBe(200);
  const res = await sendProposal(ctx, owner.token, validBody('openInnovation', { orgName: 'Kalinga Alloys', collaborators: [{ organisation: partner.id }] }));
  expect(res.statusCode, res.body).toBe(201);
  proposalId = res.json().data.id;
}, 600_000);
afterAll(() => ctx.close());

describe('the reviewer profile', () => {
  it('reads the defaults before the first save', async () => {
    const res = await call('GET', '/api/reviews/profile', reviewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ focusAreas: [], keywords: [], maxLoad: 5, unavailable: [], languages: ['en'], affiliations: [], updatedAt: null });
  });

  it('is saved whole, keywords once each, audited, and read back', async () => {
    const res = await save(reviewer.token, { ...PROFILE, keywords: [...PROFILE.keywords, 'Hydrogen'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(REVIEW_MESSAGES.profileSaved);
    const read = (await call('GET', '/api/reviews/profile', reviewer.token)).json().data;
    expect(read).toMatchObject(PROFILE);
    expect(read.updatedAt).toEqual(expect.any(String));
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reviewer.id), eq(auditLog.action, 'REVIEWER_PROFILE_SAVED')));
    expect(audits).toHaveLength(1);
  });

  it.each([
    [
      'too many keywords',
      { keywords: Array.from({ length: REVIEWER_KEYWORDS_MAX + 1 }, (_, i) => `k${i}`) },
      'keywords',
      REVIEW_MESSAGES.profileKeywordsTooMany,
    ],
    ['a keyword of 41 characters', { keywords: ['x'.repeat(41)] }, 'keywords.0', REVIEW_MESSAGES.profileKeywordTooLong],
    ['a load of 0', { maxLoad: 0 }, 'maxLoad', REVIEW_MESSAGES.profileMaxLoadRange],
    ['a load of 21', { maxLoad: 21 }, 'maxLoad', REVIEW_MESSAGES.profileMaxLoadRange],
    [
      '11 spans of unavailability',
      { unavailable: Array.from({ length: 11 }, () => ({ from: day(1), to: day(2) })) },
      'unavailable',
      REVIEW_MESSAGES.profileUnavailableTooMany,
    ],
    ['a span ending before it starts', { unavailable: [{ from: day(5), to: day(4) }] }, 'unavailable.0.to', REVIEW_MESSAGES.profileDateOrder],
    [
      '11 affiliations',
      { affiliations: Array.from({ length: 11 }, (_, i) => ({ organization: `Org ${i}`, from: '2010-01-01' })) },
      'affiliations',
      REVIEW_MESSAGES.profileAffiliationsTooMany,
    ],
    [
      'an affiliation ending before it starts',
      { affiliations: [{ organization: 'X', from: '2020-01-01', to: '2019-01-01' }] },
      'affiliations.0.to',
      REVIEW_MESSAGES.profileDateOrder,
    ],
    ['no language', { languages: [] }, 'languages', REVIEW_MESSAGES.profileLanguagesRequired],
    ['a language not offered', { languages: ['fr'] }, 'languages.0', REVIEW_MESSAGES.profileLanguageNotListed],
    ['a focus area not listed', { focusAreas: ['Knitting'] }, 'focusAreas.0', REVIEW_MESSAGES.profileFocusAreaNotListed],
  ])('refuses %s with 400 at the field, and keeps the saved profile', async (_name, change, path, message) => {
    const res = await save(reviewer.token, { ...PROFILE, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['body', ...path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))], message })]),
    );
    expect((await call('GET', '/api/reviews/profile', reviewer.token)).json().data).toMatchObject(PROFILE);
  });

  it('is the reviewer’s only: another user gets 403, a visitor 401', async () => {
    const stranger = await registerSubmitter(ctx, { organization: 'Bhilai Works' });
    expect((await call('GET', '/api/reviews/profile', stranger.token)).statusCode).toBe(403);
    expect((await save(stranger.token, PROFILE)).statusCode).toBe(403);
    expect((await call('GET', '/api/reviews/profile', null)).statusCode).toBe(401);
  });
});

describe('past affiliations join the conflict rules', () => {
  it('an affiliation with the applicant’s organisation ended less than three years ago is a conflict; the admin may override it', async () => {
    expect(
      (await save(reviewer.token, { ...PROFILE, affiliations: [{ organization: 'Kalinga Alloys Limited', from: '2015-01-01', to: yearsAgo(3, 2) }] }))
        .statusCode,
    ).toBe(200);
    const refused = await assign(proposalId, reviewer.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.conflictOfInterest);
    expect(refused.json().errors[0].message).toMatch(/was with Kalinga Alloys Limited until less than 3 years ago/);
    const overridden = await assign(proposalId, reviewer.id, { override: { reason: 'Left the company long before this work began.' } });
    expect(overridden.statusCode, overridden.body).toBe(201);
  });

  it('one ended more than three years ago is not', async () => {
    expect(
      (await save(other.token, { ...PROFILE, affiliations: [{ organization: 'Kalinga Alloys', from: '2010-01-01', to: yearsAgo(3, -2) }] })).statusCode,
    ).toBe(200);
    const res = await assign(proposalId, other.id);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('an affiliation added after the assignment releases it', async () => {
    const [before] = await ctx.app.db
      .select()
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.proposalId, proposalId), eq(reviewAssignments.reviewerId, other.id)));
    expect(before!.state).toBe('PENDING');
    expect((await save(other.token, { ...PROFILE, affiliations: [{ organization: 'KALINGA ALLOYS', from: '2024-01-01' }] })).statusCode).toBe(200);
    const [after] = await ctx.app.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, before!.id));
    expect(after!.state).toBe('RELEASED');
    expect(after!.conflictReason).toMatch(/was with KALINGA ALLOYS/);
  });
});
