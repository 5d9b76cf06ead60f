import { indiaDate, REVIEW_MESSAGES, REVIEWER_KEYWORDS_MAX } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviewAssignments } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf, sendProposal, validBody } from '../../test/proposals.js';
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

describe('reviewer suggestions', () => {
  const suggest = (id: string, dueDate = day(15)) => call('GET', `/api/admin/proposals/${id}/reviewer-suggestions?dueDate=${dueDate}`, adminToken);
  const INTERESTS = {
    ...PROFILE,
    focusAreas: ['Operational Excellence', 'Digital and Industry 4.0'],
    keywords: ['hydrogen', 'reheating furnace', 'sinter'],
    affiliations: [],
  };
  let pid: string;
  let fit: User;
  let partial: User;
  let full: User;
  let away: User;
  let conflicted: User;

  beforeAll(async () => {
    const res = await sendProposal(
      ctx,
      owner.token,
      validBody('openInnovation', { orgName: 'Kalinga Alloys', title: 'Hydrogen in the reheating furnace', collaborators: [{ organisation: partner.id }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    pid = res.json().data.id;
    const named = async (name: string, organization: string) => {
      const u = await registerSubmitter(ctx, { organization, organizationCategory: 'Academia', name });
      expect((await makeReviewer(u)).statusCode).toBe(200);
      return u;
    };
    fit = await named('Fit Reviewer', 'IIT Bombay');
    partial = await named('Partial Reviewer', 'IIT Delhi');
    full = await named('Full Reviewer', 'IIT Kanpur');
    away = await named('Away Reviewer', 'IIT Kharagpur');
    conflicted = await named('Conflicted Reviewer', 'IIT Roorkee');
    expect((await save(fit.token, INTERESTS)).statusCode).toBe(200);
    expect((await save(partial.token, { ...INTERESTS, focusAreas: ['Operational Excellence'], keywords: ['sinter'] })).statusCode).toBe(200);
    expect((await save(full.token, { ...INTERESTS, maxLoad: 1 })).statusCode).toBe(200);
    expect((await assign(proposalId, full.id)).statusCode).toBe(201);
    expect((await save(away.token, { ...INTERESTS, unavailable: [{ from: day(14), to: day(16) }] })).statusCode).toBe(200);
    expect((await save(conflicted.token, { ...INTERESTS, affiliations: [{ organization: 'NIT Rourkela', from: '2020-01-01' }] })).statusCode).toBe(200);
  });

  it('lists the best first with reasons and load, without the conflicted, the unavailable on the due date or the full', async () => {
    const res = await suggest(pid);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { userId: string; score: number; reasons: string[]; load: number; maxLoad: number }[];
    const ids = list.map((s) => s.userId);
    expect(ids.indexOf(fit.id)).toBe(0);
    expect(ids).toContain(partial.id);
    // `reviewer` and `other` have affiliations with the applicant's organisation (above).
    for (const gone of [full.id, away.id, conflicted.id, reviewer.id, other.id]) expect(ids).not.toContain(gone);
    // Both focus areas (0.6) and two of three keywords (0.4 × 2/3); "sinter" is not in the text.
    expect(list[0]).toMatchObject({ score: 0.867, load: 0, maxLoad: 4 });
    expect(list[0]!.reasons).toEqual([
      'Focus areas in common: Operational Excellence, Digital and Industry 4.0',
      'Keywords found in the proposal: hydrogen, reheating furnace',
    ]);
    const p = list.find((s) => s.userId === partial.id)!;
    expect(p.score).toBeGreaterThan(0);
    expect(p.score).toBeLessThan(list[0]!.score);
    expect(list.every((s) => s.score >= 0 && s.score <= 1)).toBe(true);
  });

  it("honours the proposal's language and weighs each reviewer's record of past reviews, saying so in the reasons", async () => {
    const named = async (name: string, organization: string, profile: object) => {
      const u = await registerSubmitter(ctx, { organization, organizationCategory: 'Academia', name });
      expect((await makeReviewer(u)).statusCode).toBe(200);
      expect((await save(u.token, { ...INTERESTS, ...profile })).statusCode).toBe(200);
      return u;
    };
    const hindi = await named('Hindi Reader', 'IIT Patna', { languages: ['hi'] });
    const english = await named('English Reader', 'IIT Goa', { languages: ['en'] });
    const steady = await named('Steady Twin', 'IIT Indore', {});
    const late = await named('Late Twin', 'IIT Jammu', {});
    // A Hindi proposal (its text mostly Devanagari, a few English terms), on the same focus areas.
    const hindiId = await insertProposalOf(ctx, owner.id, 'openInnovation', {
      title: 'रीहीटिंग फर्नेस में हाइड्रोजन (hydrogen) का उपयोग',
      abstract: 'इस्पात संयंत्रों की रीहीटिंग फर्नेस में प्राकृतिक गैस के स्थान पर हाइड्रोजन जलाकर कार्बन उत्सर्जन घटाने का प्रस्ताव।',
      focusArea: INTERESTS.focusAreas,
      orgName: 'Kalinga Alloys',
      status: 'UNDER_REVIEW',
    });
    const onHindi = (await suggest(hindiId)).json().data as { userId: string; score: number; reasons: string[] }[];
    expect(onHindi.map((x) => x.userId)).toContain(hindi.id);
    expect(onHindi.map((x) => x.userId)).not.toContain(english.id);
    expect(onHindi.find((x) => x.userId === hindi.id)!.reasons).toContain(REVIEW_MESSAGES.suggestionReadsHindi);
    const onEnglish = (await suggest(pid)).json().data as { userId: string; score: number; reasons: string[] }[];
    expect(onEnglish.map((x) => x.userId)).toContain(english.id);
    expect(onEnglish.map((x) => x.userId)).not.toContain(hindi.id);
    expect(onEnglish.find((x) => x.userId === english.id)!.reasons).not.toContain(REVIEW_MESSAGES.suggestionReadsHindi);

    // Twins by profile; one has reviewed on time, the other late and declined an invitation.
    const adminId = (await call('GET', '/api/users/profile/me', adminToken)).json().data.id as string;
    const past = async (reviewerId: string, state: 'SUBMITTED' | 'DECLINED', dueDate: string, submittedAt: Date | null) => {
      const proposal = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: 'An older proposal', status: 'UNDER_REVIEW' });
      await ctx.app.db.insert(reviewAssignments).values({ proposalId: proposal, reviewerId, assignedBy: adminId, dueDate, state, submittedAt });
    };
    await past(steady.id, 'SUBMITTED', day(-10), new Date(Date.now() - 12 * 86_400_000));
    await past(late.id, 'SUBMITTED', day(-10), new Date(Date.now() - 5 * 86_400_000));
    await past(late.id, 'DECLINED', day(-3), null);
    const list = (await suggest(pid)).json().data as { userId: string; score: number; reasons: string[] }[];
    const a = list.find((x) => x.userId === steady.id)!;
    const b = list.find((x) => x.userId === late.id)!;
    const base = list.find((x) => x.userId === english.id)!;
    // No record counts as reliable: the on-time twin keeps the whole match, the other (1 on time of 3 ended, with the one granted) 0.75 + 0.25 × 1/3 of it.
    expect(a.score).toBe(base.score);
    expect(b.score).toBeCloseTo(base.score * (0.75 + 0.25 / 3), 2);
    expect(b.score).toBeLessThan(a.score);
    expect(list.indexOf(a)).toBeLessThan(list.indexOf(b));
    expect(a.reasons).toContain('Reviews submitted on time: 1 of 1');
    expect(a.reasons.some((r) => r.startsWith('Invitations declined'))).toBe(false);
    expect(b.reasons).toEqual(expect.arrayContaining(['Reviews submitted on time: 0 of 1', 'Invitations declined or left unanswered: 1 of 2']));
    expect(base.reasons.some((r) => r.startsWith('Reviews submitted'))).toBe(false);
  });

  it('takes the unavailable back on another due date, and drops one already on the panel', async () => {
    expect((await suggest(pid, day(20))).json().data.map((s: { userId: string }) => s.userId)).toContain(away.id);
    expect((await assign(pid, fit.id)).statusCode).toBe(201);
    expect((await suggest(pid)).json().data.map((s: { userId: string }) => s.userId)).not.toContain(fit.id);
  });
});
