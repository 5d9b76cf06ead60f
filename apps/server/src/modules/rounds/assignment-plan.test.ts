import { addDays, indiaDate, REVIEW_MESSAGES } from '@portal/shared';
import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, proposalCollaborators, reviewAssignments, reviewerProfiles, reviewSummaries, roundEntries } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

// A round's assignment plan and its application (docs/architecture.md#the-reviewer-pool, decisions 256
// and 257), on PGlite and PostgreSQL. The plan's optimality is the property test's (assignment-flow.test.ts).

let ctx: TestContext;
let adminToken: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;
let owner: User;
const r: Record<string, User> = {};
let roundId: string;
const p: string[] = [];

const GREEN = 'Decarbonization and Green Steel Innovation';
const today = () => indiaDate();
const due = () => addDays(today(), 20);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const plan = (body: object) => call('POST', `/api/admin/rounds/${roundId}/assignment-plan`, adminToken, body);
const apply = (body: object) => call('POST', `/api/admin/rounds/${roundId}/assignment-plan/apply`, adminToken, body);
type Pair = { proposalId: string; userId: string; score: number };

async function reviewer(key: string, organization: string, profile: Partial<typeof reviewerProfiles.$inferInsert>) {
  const u = await registerSubmitter(ctx, { organization, organizationCategory: 'Academia', name: `Reviewer ${key}` });
  expect((await call('PUT', `/api/admin/users/${u.id}/reviewer`, adminToken, { reviewer: true })).statusCode).toBe(200);
  await ctx.app.db
    .insert(reviewerProfiles)
    .values({ userId: u.id, focusAreas: [GREEN], keywords: [], maxLoad: 5, unavailable: [], languages: ['en'], affiliations: [], ...profile });
  r[key] = u;
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { organization: 'Kalinga Alloys Pvt Ltd', name: 'Plan Owner' });
  // Two of one organisation (the best two: never both on one proposal), one with room for one more review.
  await reviewer('madrasA', 'IIT Madras', { keywords: ['hydrogen', 'slag', 'furnace'] });
  await reviewer('madrasB', 'IIT Madras', { keywords: ['hydrogen'] });
  await reviewer('nml', 'CSIR NML', { keywords: ['hydrogen'], maxLoad: 1 });
  await reviewer('bhu', 'IIT BHU', { focusAreas: [] });
  // Conflicted or unavailable: the owner's organisation, a past affiliation with it, away on the due date.
  await reviewer('same', 'KALINGA ALLOYS', { keywords: ['hydrogen', 'slag', 'furnace'] });
  await reviewer('former', 'IISc Bangalore', {
    keywords: ['hydrogen', 'slag', 'furnace'],
    affiliations: [{ organization: 'Kalinga Alloys', from: '2015-01-01', to: addDays(today(), -200) }],
  });
  await reviewer('away', 'IIT Bombay', { keywords: ['hydrogen', 'slag', 'furnace'], unavailable: [{ from: addDays(today(), 10), to: addDays(today(), 30) }] });
  // The round's three proposals under review; the partner is a collaborator on the first.
  const res = await call('POST', '/api/admin/rounds', adminToken, {
    scheme: 'SSA',
    cutoffAt: addDays(today(), -1),
    reviewDueAt: addDays(today(), 30),
    budget: 0,
  });
  expect(res.statusCode, res.body).toBe(201);
  roundId = res.json().data.id;
  for (const [i, text] of [
    'Hydrogen reduction of iron ore in a shaft furnace',
    'Slag valorisation with hydrogen',
    'Hydrogen, slag and furnace linings',
  ].entries()) {
    const id = await insertProposalOf(ctx, owner.id, 'startup', {
      title: text,
      abstract: text,
      focusArea: [GREEN],
      orgName: 'Kalinga Alloys',
      status: 'UNDER_REVIEW',
      reference: `SRTM-SSA-2026-${String(90000 + i + Math.floor(Math.random() * 9000)).padStart(5, '0')}`,
    });
    await ctx.app.db.insert(roundEntries).values({ roundId, proposalId: id });
    p.push(id);
  }
  await reviewer('partner', 'Tata Steel', { keywords: ['hydrogen', 'slag', 'furnace'] });
  await ctx.app.db.insert(proposalCollaborators).values({ proposalId: p[0]!, userId: r.partner!.id });
}, 600_000);
afterAll(() => ctx.close());

describe('the assignment plan of a round', () => {
  let first: { assignments: Pair[]; unfilled: { proposalId: string; missing: number; reason: string; eligible: number }[]; totalScore: number };

  it('places k reviewers where the rules allow, never a conflicted, absent or full one, one per organisation, the same plan each time', async () => {
    const res = await plan({ perProposal: 3, dueDate: due() });
    expect(res.statusCode, res.body).toBe(200);
    first = res.json().data;
    const on = (id: string) => first.assignments.filter((a) => a.proposalId === id).map((a) => a.userId);
    const excluded = [r.same!.id, r.former!.id, r.away!.id];
    for (const a of first.assignments) expect(excluded).not.toContain(a.userId);
    // The collaborator reviews the others' proposals, never their own.
    expect(on(p[0]!)).not.toContain(r.partner!.id);
    for (const id of p) {
      const mine = on(id);
      expect(new Set(mine).size).toBe(mine.length);
      expect(mine.includes(r.madrasA!.id) && mine.includes(r.madrasB!.id)).toBe(false);
      expect(mine.length).toBeLessThanOrEqual(3);
    }
    expect(first.assignments.filter((a) => a.userId === r.nml!.id).length).toBeLessThanOrEqual(1);
    // Eligible on each: one of Madras, CSIR (once: load 1) and BHU; the partner is a collaborator on the
    // first and named with the owner on it, a conflict on the other two. 3 × Madras + 3 × BHU + 1 × CSIR.
    expect(first.assignments).toHaveLength(7);
    expect(first.unfilled).toEqual([
      expect.objectContaining({ missing: 1, reason: 'LOAD_TAKEN', eligible: 3 }),
      expect.objectContaining({ missing: 1, reason: 'LOAD_TAKEN', eligible: 3 }),
    ]);
    for (const a of first.assignments) expect(a.userId).not.toBe(r.partner!.id);
    expect(first.totalScore).toBeCloseTo(
      first.assignments.reduce((s, a) => s + a.score, 0),
      6,
    );
    // The best reviewer of Madras is on every proposal (their score is the highest of all).
    for (const id of p) expect(on(id)).toContain(r.madrasA!.id);
    const again = await plan({ perProposal: 3, dueDate: due() });
    expect(again.json().data).toEqual(res.json().data);
    // Four per proposal: too few could take any (conflicts, absence, one per organisation).
    const four = (await plan({ perProposal: 4, dueDate: due() })).json().data;
    expect(four.unfilled.find((u: { proposalId: string }) => u.proposalId === p[0])).toMatchObject({ reason: 'TOO_FEW_ELIGIBLE', eligible: 3 });
    const bad = await plan({ perProposal: 6, dueDate: due() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: ['body', 'perProposal'], message: REVIEW_MESSAGES.planPerProposalRange });
  });

  it('applies a plan once: rules checked again, one mail per reviewer listing all of theirs, nothing again on a second apply', async () => {
    const pairs = first.assignments.map(({ proposalId, userId }) => ({ proposalId, userId }));
    // Stale or edited plans are refused whole, naming the pair: a conflicted reviewer, two of one organisation.
    const conflicted = await apply({ assignments: [...pairs, { proposalId: p[1]!, userId: r.same!.id }], dueDate: due() });
    expect(conflicted.statusCode, conflicted.body).toBe(409);
    expect(conflicted.json().errors[0].path).toEqual(['body', 'assignments', pairs.length, 'userId']);
    const twoOfOne = await apply({
      assignments: [
        { proposalId: p[1]!, userId: r.madrasA!.id },
        { proposalId: p[1]!, userId: r.madrasB!.id },
      ],
      dueDate: due(),
    });
    expect(twoOfOne.statusCode, twoOfOne.body).toBe(409);
    // Pairs are taken in a fixed order (by proposal, then reviewer id): the later of the two is the one refused.
    const later = r.madrasA!.id < r.madrasB!.id ? 1 : 0;
    expect(twoOfOne.json().errors[0]).toMatchObject({ path: ['body', 'assignments', later, 'userId'], message: REVIEW_MESSAGES.planSameOrganisation });
    const away = await apply({ assignments: [{ proposalId: p[1]!, userId: r.away!.id }], dueDate: due() });
    expect(away.json().errors[0].message).toBe(REVIEW_MESSAGES.planReviewerUnavailable);
    const outside = await apply({ assignments: [{ proposalId: r.bhu!.id, userId: r.bhu!.id }], dueDate: due() });
    expect(outside.json().errors[0].message).toBe(REVIEW_MESSAGES.planProposalNotInRound);
    expect(await ctx.app.db.select().from(reviewAssignments).where(inArray(reviewAssignments.proposalId, p))).toHaveLength(0);

    // Two applies of the same plan at the same time: one creates, the other finds them there.
    const [a, b] = await Promise.all([apply({ assignments: pairs, dueDate: due() }), apply({ assignments: pairs, dueDate: due() })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const results = [a.json(), b.json()].sort((x, y) => y.data.created - x.data.created);
    const reviewers = new Set(pairs.map((x) => x.userId));
    expect(results[0].data).toEqual({ created: pairs.length, alreadyAssigned: 0, mailed: reviewers.size });
    expect(results[0].message).toBe(REVIEW_MESSAGES.planApplied);
    expect(results[1].data).toEqual({ created: 0, alreadyAssigned: pairs.length, mailed: 0 });
    expect(results[1].message).toBe(REVIEW_MESSAGES.planAlreadyApplied);
    const rows = await ctx.app.db
      .select()
      .from(reviewAssignments)
      .where(and(inArray(reviewAssignments.proposalId, p), ne(reviewAssignments.state, 'RELEASED')));
    expect(rows.map((x) => `${x.proposalId}/${x.reviewerId}`).sort()).toEqual(pairs.map((x) => `${x.proposalId}/${x.userId}`).sort());
    // Applied without `autoReplace`, an invitation that is declined leaves its seat empty.
    expect(rows.every((x) => x.dueDate === due() && x.state === 'PENDING' && !x.autoReplace)).toBe(true);
    // One mail per reviewer, naming each of their proposals.
    const invitations = (email: string) =>
      ctx.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%to review%')));
    const madrasMails = await invitations(r.madrasA!.email);
    expect(madrasMails).toHaveLength(1);
    expect(madrasMails[0]!.subject).toContain('3 proposals to review');
    for (const t of ['Hydrogen reduction of iron ore in a shaft furnace', 'Slag valorisation with hydrogen', 'Hydrogen, slag and furnace linings'])
      expect(madrasMails[0]!.text).toContain(t);
    for (const id of reviewers) {
      const [u] = Object.values(r).filter((x) => x.id === id);
      expect(await invitations(u!.email)).toHaveLength(1);
    }
    // Now full: the CSIR reviewer (maximum load 1) cannot take another through a plan.
    const nmlFree = p.find((id) => !rows.some((x) => x.proposalId === id && x.reviewerId === r.nml!.id))!;
    const full = await apply({ assignments: [{ proposalId: nmlFree, userId: r.nml!.id }], dueDate: due() });
    expect(full.statusCode).toBe(409);
    expect(full.json().errors[0].message).toBe(REVIEW_MESSAGES.planReviewerFull);
    // A new plan counts the panels in place: nothing is left to place but the one unfilled seat.
    const next = (await plan({ perProposal: 3, dueDate: due() })).json().data;
    expect(next.assignments).toEqual([]);
    expect(next.unfilled).toHaveLength(2);
  });

  it("lists each reviewer's figures, computed in SQL: load, invitations, answers, on time, median days, distance from the panel", async () => {
    const [one] = await ctx.app.db
      .select()
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.reviewerId, r.madrasA!.id), eq(reviewAssignments.proposalId, p[0]!)));
    const now = Date.now();
    await ctx.app.db
      .update(reviewAssignments)
      .set({
        state: 'SUBMITTED',
        weightedScore: 80,
        declaredAt: new Date(now - 2 * 86_400_000),
        createdAt: new Date(now - 3 * 86_400_000),
        submittedAt: new Date(now),
      })
      .where(eq(reviewAssignments.id, one!.id));
    await ctx.app.db
      .insert(reviewSummaries)
      .values({ proposalId: p[0]!, reviewCount: 2, meanScore: 70, minScore: 60, maxScore: 80, disagreement: false, fund: 2, fundWithChanges: 0, doNotFund: 0 });
    // A declined and an expired invitation on two other proposals.
    for (const state of ['DECLINED', 'EXPIRED'] as const) {
      const other = await insertProposalOf(ctx, owner.id, 'startup', { title: `Other ${state}`, status: 'UNDER_REVIEW' });
      await ctx.app.db.insert(reviewAssignments).values({ proposalId: other, reviewerId: r.madrasA!.id, dueDate: due(), state });
    }
    const res = await call('GET', `/api/admin/reviewers?query=${encodeURIComponent('Reviewer madrasA')}`, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: r.madrasA!.id,
        focusAreas: [GREEN],
        maxLoad: 5,
        open: 2,
        submitted: 1,
        invited: 5,
        accepted: 1,
        declined: 1,
        expired: 1,
        onTime: 1,
        medianDaysToSubmit: 3,
        meanDistance: 10,
      }),
    ]);
    // The reviewer reads the same figures of their own; the admin (no reviewer) is refused.
    const own = await call('GET', '/api/reviews/figures', r.madrasA!.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual({
      focusAreas: [GREEN],
      maxLoad: 5,
      open: 2,
      submitted: 1,
      invited: 5,
      accepted: 1,
      declined: 1,
      expired: 1,
      onTime: 1,
      medianDaysToSubmit: 3,
      meanDistance: 10,
    });
    // A reviewer with nothing submitted: no median, no distance; the default load.
    const bhu = (await call('GET', `/api/admin/reviewers?query=${encodeURIComponent('Reviewer bhu')}`, adminToken)).json().data[0];
    expect(bhu).toMatchObject({ focusAreas: [], maxLoad: 5, invited: 3, accepted: 0, onTime: 0, medianDaysToSubmit: null, meanDistance: null });
  });

  it("gives a Hindi proposal only reviewers who read Hindi, and each pair the reasons of its score, the reviewer's record among them", async () => {
    const hindiId = await insertProposalOf(ctx, owner.id, 'startup', {
      title: 'हाइड्रोजन से लौह अयस्क का अपचयन',
      abstract: 'शाफ्ट फर्नेस में हाइड्रोजन से लौह अयस्क का प्रत्यक्ष अपचयन और स्लैग का उपयोग।',
      focusArea: [GREEN],
      orgName: 'Kalinga Alloys',
      status: 'UNDER_REVIEW',
    });
    await ctx.app.db.insert(roundEntries).values({ roundId, proposalId: hindiId });
    // Nobody reads Hindi yet: the proposal cannot be filled, and says why.
    const none = (await plan({ perProposal: 2, dueDate: due() })).json().data as typeof first & { assignments: (Pair & { reasons: string[] })[] };
    expect(none.assignments.filter((a) => a.proposalId === hindiId)).toEqual([]);
    expect(none.unfilled.find((u) => u.proposalId === hindiId)).toMatchObject({ missing: 2, reason: 'TOO_FEW_ELIGIBLE', eligible: 0 });
    await ctx.app.db
      .update(reviewerProfiles)
      .set({ languages: ['en', 'hi'] })
      .where(eq(reviewerProfiles.userId, r.bhu!.id));
    const res = await plan({ perProposal: 2, dueDate: due() });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().data as { assignments: (Pair & { reasons: string[] })[] };
    const onHindi = made.assignments.filter((a) => a.proposalId === hindiId);
    expect(onHindi.map((a) => a.userId)).toEqual([r.bhu!.id]);
    expect(onHindi[0]!.reasons).toContain(REVIEW_MESSAGES.suggestionReadsHindi);
    // Every pair says why; the record of a reviewer with past reviews is among the reasons.
    for (const a of made.assignments) expect(a.reasons.length).toBeGreaterThan(0);
    const madras = made.assignments.find((a) => a.userId === r.madrasA!.id);
    if (madras) expect(madras.reasons).toContain('Reviews submitted on time: 1 of 1');
    const bhu = made.assignments.find((a) => a.userId === r.bhu!.id && a.proposalId === hindiId)!;
    expect(bhu.reasons.some((x) => x.startsWith('Invitations declined'))).toBe(false);
  });

  it('applies a plan whose invitations replace themselves: a declined one invites the best next suggestion at once (decision 286)', async () => {
    const id = await insertProposalOf(ctx, owner.id, 'startup', {
      title: 'Hydrogen furnace trial at a partner plant',
      abstract: 'Hydrogen furnace trial at a partner plant',
      focusArea: [GREEN],
      orgName: 'Kalinga Alloys',
      status: 'UNDER_REVIEW',
    });
    await ctx.app.db.insert(roundEntries).values({ roundId, proposalId: id });
    const res = await apply({ assignments: [{ proposalId: id, userId: r.bhu!.id }], dueDate: due(), autoReplace: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 1, alreadyAssigned: 0, mailed: 1 });
    const panel = () => ctx.app.db.select().from(reviewAssignments).where(eq(reviewAssignments.proposalId, id)).orderBy(reviewAssignments.createdAt);
    const [invited] = await panel();
    expect(invited).toMatchObject({ reviewerId: r.bhu!.id, state: 'PENDING', autoReplace: true });
    // The best suggestion now (the panel's reviewer left out) is the one the decline invites.
    const best = (await call('GET', `/api/admin/proposals/${id}/reviewer-suggestions?dueDate=${due()}`, adminToken)).json().data[0];
    expect(best.userId).not.toBe(r.bhu!.id);
    const declined = await call('POST', `/api/reviews/${invited!.id}/decline`, r.bhu!.token, { reason: 'Away at a plant trial for the whole month.' });
    expect(declined.statusCode, declined.body).toBe(200);
    const after = await panel();
    expect(after.map((x) => [x.reviewerId, x.state, x.autoReplace])).toEqual([
      [r.bhu!.id, 'DECLINED', true],
      [best.userId, 'PENDING', true],
    ]);
  });
});
