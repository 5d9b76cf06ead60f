import { createHash } from 'node:crypto';
import {
  addDays,
  COMMITTEE_SEARCH_PAGE_SIZE,
  COMMITTEE_SEARCHES_PER_ACCOUNT_PER_HOUR,
  fillMessage,
  indiaDate,
  MINUTES_WORDS,
  MINUTES_WORDS_HI,
  quarterEnd,
  ROUND_MESSAGES,
  writtenDay,
} from '@portal/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  challenges,
  mailOutbox,
  proposals,
  rateLimits,
  reviewAssignments,
  reviewSummaries,
  roundEntries,
  rounds,
  users,
} from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { insertProposalOf, publishChallenge, sendProposal, validBody } from '../../test/proposals.js';
import { multipart } from '../../test/multipart.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

// Evaluation rounds and the committee (docs/architecture.md#evaluation-rounds), on PGlite and PostgreSQL.

let ctx: TestContext;
let adminToken: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;
let owner: User;
let member: User;
let colleague: User;

const today = () => indiaDate();
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A round whose cut-off is over (yesterday), so the committee may decide. */
async function closedRound(budget: number, scheme: 'OI' | 'SSA' = 'SSA'): Promise<string> {
  const res = await call('POST', '/api/admin/rounds', adminToken, { scheme, cutoffAt: addDays(today(), -1), reviewDueAt: addDays(today(), 5), budget });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
/** A proposal under review on a round's agenda, with its requested grant and its reviews' summary set in the database. */
async function item(
  roundId: string,
  o: { grant: number | null; mean?: number; count?: number; disagreement?: boolean; title?: string; submittedAt?: Date; declaration?: Record<string, unknown> },
) {
  const id = await insertProposalOf(ctx, owner.id, 'startup', {
    ...o.declaration,
    title: o.title ?? 'Agenda item',
    status: 'UNDER_REVIEW',
    requestedGrant: o.grant,
    reference: `SRTM-SSA-2026-${String(Math.floor(Math.random() * 99999)).padStart(5, '0')}`,
    submittedAt: o.submittedAt ?? new Date(),
  });
  await ctx.app.db.insert(roundEntries).values({ roundId, proposalId: id });
  if (o.mean !== undefined) {
    const count = o.count ?? 3;
    await ctx.app.db.insert(reviewSummaries).values({
      proposalId: id,
      reviewCount: count,
      meanScore: o.mean,
      minScore: o.mean - 5,
      maxScore: o.disagreement ? o.mean + 40 : o.mean + 5,
      disagreement: o.disagreement ?? false,
      fund: count,
      fundWithChanges: 0,
      doNotFund: 0,
    });
  }
  return id;
}
async function pdfText(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text;
}
/**
 * Devanagari as a PDF's text comes out of it, comparable with the catalogue's: the extracted text follows the
 * glyphs' visual order (a short i before its consonant, a reph after its syllable) and breaks words, so both
 * sides drop the spaces, the reph (र्), the vowel signs and the virama, keeping every letter in its order.
 */
const skeleton = (text: string) =>
  text
    .replace(/\s+/g, '')
    .replaceAll('र्', '')
    .replace(/[\u0900-\u0903\u093A-\u094F\u0962\u0963]/g, '');
const decide = (roundId: string, proposalId: string, body: object) => call('PUT', `/api/admin/rounds/${roundId}/decisions/${proposalId}`, adminToken, body);
const RATIONALE = 'The committee weighed the pilot plant letter of support.';

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { organization: 'Kalinga Alloys Pvt Ltd', name: 'Round Owner' });
  member = await registerSubmitter(ctx, { organization: 'CSIR NML', organizationCategory: 'Academia', name: 'Committee Member' });
  colleague = await registerSubmitter(ctx, { organization: 'KALINGA ALLOYS', organizationCategory: 'Industry', name: 'Same Organisation' });
  // A committee's members are approved administrators and reviewers (decision 285).
  for (const u of [member, colleague]) expect((await call('PUT', `/api/admin/users/${u.id}/reviewer`, adminToken, { reviewer: true })).statusCode).toBe(200);
}, 600_000);
afterAll(() => ctx.close());

describe('rounds', () => {
  it('creates the quarterly default of a scheme by itself, once, however many ask at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('GET', '/api/rounds', null)));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const cutoff = quarterEnd(today());
    const defaults = await ctx.app.db
      .select()
      .from(rounds)
      .where(and(eq(rounds.isDefault, true), eq(rounds.cutoffAt, cutoff)));
    expect(defaults.map((r) => r.scheme).sort()).toEqual(['OI', 'SSA']);
    const list = answers[0]!.json().data;
    const oi = list.rounds.find((r: { scheme: string }) => r.scheme === 'OI');
    expect(oi).toEqual({
      id: expect.any(String),
      scheme: 'OI',
      name: `Open Innovation ${cutoff.slice(0, 4)} Q${Math.ceil(Number(cutoff.slice(5, 7)) / 3)}`,
      cutoffAt: cutoff,
      meetingAt: null,
      state: 'OPEN',
    });
    expect(list.medianDaysToDecision).toEqual({ OI: null, SSA: null, CM: null });
  });

  it('puts a submission in the earliest open round of its scheme; details and rows say which, and the receipt mail', async () => {
    const res = await sendProposal(ctx, owner.token, validBody('startup', { title: 'Joins a round' }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    const [open] = await ctx.app.db
      .select()
      .from(rounds)
      .where(and(eq(rounds.scheme, 'SSA'), eq(rounds.isDefault, true), eq(rounds.cutoffAt, quarterEnd(today()))));
    const details = await call('POST', `/api/proposals/${id}/details`, owner.token, {});
    expect(details.json().data.round).toEqual({
      id: open!.id,
      name: open!.name,
      cutoffAt: open!.cutoffAt,
      meetingAt: null,
      editingClosed: false,
      decision: null,
    });
    const mine = await call('GET', '/api/proposals/user/me?category=CHALLENGE&type=FUNDING_SUPPORT&status=UNDER_REVIEW&limit=100', owner.token);
    expect(mine.json().data.find((r: { id: string }) => r.id === id).round).toMatchObject({ id: open!.id, name: open!.name });
    const mail = await ctx.smtp.waitFor(owner.email, { subject: /was received, reference/ });
    expect(mail.text).toContain(`It is evaluated in ${open!.name}, cut-off`);
  });

  it("puts a Challenge Method submission in its challenge's round, whose cut-off is the challenge's deadline", async () => {
    const challengeId = await publishChallenge(ctx, adminToken);
    const res = await sendProposal(ctx, owner.token, validBody('challenge', { title: 'Answers a challenge', challengeId }));
    expect(res.statusCode, res.body).toBe(201);
    const round = (await call('POST', `/api/proposals/${res.json().data.id}/details`, owner.token, {})).json().data.round;
    const [row] = await ctx.app.db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(row).toMatchObject({ scheme: 'CM', challengeId, cutoffAt: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), isDefault: true });
  });

  it("moves a Challenge Method round's cut-off with its challenge's deadline while open; once passed the round keeps it, recorded", async () => {
    const moveDeadline = (challengeId: string, applicationDeadline: string) => {
      const form = multipart({ applicationDeadline }, []);
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/challenges/${challengeId}`,
        headers: { ...bearer(adminToken), ...form.headers },
        payload: form.payload,
      });
    };
    const trail = (roundId: string) =>
      ctx.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, roundId), eq(auditLog.action, 'ROUND_FOLLOWED_DEADLINE')));
    // Open: the round joined at submission moves with the deadline, its review due date pushed past it.
    const challengeId = await publishChallenge(ctx, adminToken);
    const res = await sendProposal(ctx, owner.token, validBody('challenge', { title: 'Answers a moving challenge', challengeId }));
    expect(res.statusCode, res.body).toBe(201);
    const roundId = res.json().data.round.id as string;
    const later = addDays(indiaDate(), 75);
    const moved = await moveDeadline(challengeId, later);
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await ctx.app.db.select().from(rounds).where(eq(rounds.id, roundId));
    expect(row).toMatchObject({ cutoffAt: later, reviewDueAt: addDays(later, 30) });
    expect((await trail(roundId)).map((a) => a.after)).toEqual([{ cutoffAt: later, reviewDueAt: addDays(later, 30), moved: true }]);

    // Passed: a round whose cut-off was yesterday keeps it; the change is on its trail; a new submission
    // under the new deadline joins the challenge's next round.
    const yesterday = addDays(indiaDate(), -1);
    const passedChallenge = await publishChallenge(ctx, adminToken);
    await ctx.app.db.update(challenges).set({ applicationDeadline: yesterday }).where(eq(challenges.id, passedChallenge));
    const [closed] = await ctx.app.db
      .insert(rounds)
      .values({
        scheme: 'CM',
        challengeId: passedChallenge,
        name: 'Closed challenge round',
        cutoffAt: yesterday,
        reviewDueAt: addDays(yesterday, 30),
        budget: 0,
      })
      .returning();
    const reopened = await moveDeadline(passedChallenge, addDays(indiaDate(), 20));
    expect(reopened.statusCode, reopened.body).toBe(200);
    const [kept] = await ctx.app.db.select().from(rounds).where(eq(rounds.id, closed!.id));
    expect(kept!.cutoffAt).toBe(yesterday);
    expect((await trail(closed!.id)).map((a) => a.after)).toEqual([{ cutoffAt: yesterday, deadline: addDays(indiaDate(), 20), moved: false }]);
    const next = await sendProposal(ctx, owner.token, validBody('challenge', { title: 'Answers the reopened challenge', challengeId: passedChallenge }));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.round.id).not.toBe(closed!.id);
    expect(next.json().data.round.cutoffAt).toBe(addDays(indiaDate(), 20));
  });

  it('refuses the applicant edits after the cut-off (409 saying how to add information); a clarification reply still works', async () => {
    const res = await sendProposal(ctx, owner.token, validBody('startup', { title: 'Closes for edits' }));
    const id = res.json().data.id as string;
    const roundId = (await call('POST', `/api/proposals/${id}/details`, owner.token, {})).json().data.round.id as string;
    expect((await sendProposal(ctx, owner.token, validBody('startup', { title: 'Edited before the cut-off' }), { method: 'PATCH', id })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/rounds/${roundId}`, adminToken, { cutoffAt: addDays(today(), -1) })).statusCode).toBe(200);
    const refused = await sendProposal(ctx, owner.token, validBody('startup', { title: 'Edited after the cut-off' }), { method: 'PATCH', id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Editing closed at the cut-off of .+ on \d+ \w+ \d{4}\. To add information, reply to a clarification/);
    const details = (await call('POST', `/api/proposals/${id}/details`, owner.token, {})).json().data;
    expect(details).toMatchObject({ canEdit: false, round: { id: roundId, editingClosed: true } });
    const asked = await call('PUT', '/api/admin/profileclarification', adminToken, {
      post_id: id,
      post_type: 'STARTUP_STEEL',
      clarification: 'Please send the pilot data.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [thread] = (await call('GET', `/api/proposals/clearifications/${id}`, owner.token)).json().data;
    const reply = await call('POST', `/api/proposals/${id}/clarifications/${thread.id}/replies`, owner.token, { text: 'The pilot data is in the annex.' });
    expect(reply.statusCode, reply.body).toBe(201);
    // The one-at-a-time decision is refused for a proposal the committee decides (decision 238).
    const single = await call('PATCH', `/api/proposals/${id}/status`, adminToken, { status: 'APPROVED' });
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toMatch(/decided by the committee/);
    // Restore the default's cut-off for the other tests.
    await ctx.app.db
      .update(rounds)
      .set({ cutoffAt: quarterEnd(today()) })
      .where(eq(rounds.id, roundId));
  });

  it('ranks the agenda by mean, then more reviews, then earlier submission, with the running total and the funding line', async () => {
    const r = await closedRound(100);
    const t0 = new Date(Date.now() - 3_600_000);
    const a = await item(r, { grant: 60, mean: 80, count: 2, submittedAt: t0 });
    const b = await item(r, { grant: 30, mean: 80, count: 3, submittedAt: new Date() });
    const c = await item(r, { grant: null, mean: 80, count: 2, submittedAt: new Date() });
    const other = { funder: 'DST', scheme: 'TDP', amount: 500_000, status: 'SANCTIONED', howItDiffers: 'That grant buys the furnace; this one the trials.' };
    const d = await item(r, { grant: 20, mean: 90, declaration: { otherFunding: [other], noOtherFunding: false } });
    await item(r, { grant: 0, mean: 10, declaration: { otherFunding: [], noOtherFunding: true } });
    const agenda = (await call('GET', `/api/admin/rounds/${r}/agenda`, adminToken)).json().data;
    expect(agenda.items.map((i: { proposalId: string }) => i.proposalId).slice(0, 4)).toEqual([d, b, a, c]);
    // The declaration of other funding of the same work, for the committee; "not given" stays null.
    expect(agenda.items[0]).toMatchObject({ otherFunding: [other], noOtherFunding: false });
    expect(agenda.items[1]).toMatchObject({ otherFunding: null, noOtherFunding: null });
    expect(agenda.items[4]).toMatchObject({ otherFunding: [], noOtherFunding: true });
    expect(agenda.items.map((i: { cumulativeGrant: number; aboveFundingLine: boolean }) => [i.cumulativeGrant, i.aboveFundingLine])).toEqual([
      [20, true],
      [50, true],
      [110, false],
      [110, false],
      [110, false],
    ]);
    expect(agenda.items[3].requestedGrant).toBeNull();
  });

  it('demands a rationale for each trigger (400 naming why) and refuses grants beyond the budget (409 with the shortfall)', async () => {
    const r = await closedRound(100);
    const top = await item(r, { grant: 50, mean: 90 });
    const second = await item(r, { grant: 40, mean: 80 });
    const few = await item(r, { grant: 10, mean: 70, count: 1 });
    const split = await item(r, { grant: 10, mean: 60, disagreement: true });
    const rationaleOf = (res: { json: () => { errors?: { message: string }[] } }) => res.json().errors?.map((e) => e.message);

    // Declining the top one is in order while nothing below is funded.
    expect((await decide(r, top, { decision: 'DECLINE' })).statusCode).toBe(200);
    // Funding one ranked below a declined one departs from the ranking.
    const outOfRank = await decide(r, second, { decision: 'FUND' });
    expect(outOfRank.statusCode).toBe(400);
    expect(rationaleOf(outOfRank)).toEqual([expect.stringMatching(/departs from the ranking/)]);
    expect((await decide(r, second, { decision: 'FUND', rationale: 'too short' })).statusCode).toBe(400);
    expect((await decide(r, second, { decision: 'FUND', rationale: RATIONALE })).statusCode).toBe(200);
    // Fewer than 2 reviews.
    const fewRes = await decide(r, few, { decision: 'FUND', rationale: undefined });
    expect(rationaleOf(fewRes)).toContainEqual(expect.stringMatching(/fewer than 2 submitted reviews/));
    // Reviews that disagree (and a decline above a funded one is in order here: nothing funded below it).
    const splitRes = await decide(r, split, { decision: 'DECLINE' });
    expect(rationaleOf(splitRes)).toEqual([expect.stringMatching(/disagree/)]);
    // Declining one ranked above one funded departs too.
    expect((await decide(r, few, { decision: 'FUND', rationale: RATIONALE })).statusCode).toBe(200);
    const declineAbove = await decide(r, second, { decision: 'DEFER' });
    expect(rationaleOf(declineAbove)).toEqual([expect.stringMatching(/departs from the ranking/)]);
    // The budget: 40 + 10 committed; funding the top one (50) reaches 100, within it; more is a 409.
    expect((await decide(r, top, { decision: 'FUND' })).statusCode).toBe(200);
    const over = await decide(r, split, { decision: 'FUND_WITH_CONDITIONS', conditions: 'A pilot first.', rationale: RATIONALE });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/exceed the round's budget of ₹100 by ₹10/);
    // Conditions are required with FUND_WITH_CONDITIONS.
    expect((await decide(r, split, { decision: 'FUND_WITH_CONDITIONS', rationale: RATIONALE })).statusCode).toBe(400);
    const agenda = (await call('GET', `/api/admin/rounds/${r}/agenda`, adminToken)).json().data;
    expect(agenda.committed).toBe(100);
  });

  it('lists the members with a conflict on each item (the peer-review rules)', async () => {
    const r = await closedRound(0);
    const p = await item(r, { grant: 5, mean: 70 });
    expect(
      (await call('PUT', `/api/admin/rounds/${r}/meeting`, adminToken, { heldOn: today(), chairId: member.id, memberIds: [member.id, colleague.id] }))
        .statusCode,
    ).toBe(200);
    const recusals = async () =>
      (await call('GET', `/api/admin/rounds/${r}/agenda`, adminToken)).json().data.items.find((i: { proposalId: string }) => i.proposalId === p).recusals;
    expect(await recusals()).toEqual([colleague.id]);
    // A member who worked at the applicant's organisation within three years stands aside too (their reviewer profile).
    await ctx.app.db.execute(
      sql`insert into reviewer_profiles (user_id, affiliations) values (${member.id}, ${JSON.stringify([{ organization: 'Kalinga Alloys', from: '2019-04-01', to: addDays(today(), -400) }])}::jsonb)`,
    );
    expect(await recusals()).toEqual([member.id, colleague.id]);
    const agenda = (await call('GET', `/api/admin/rounds/${r}/agenda`, adminToken)).json().data;
    expect(agenda.round.state).toBe('COMMITTEE');
  });

  it('offers the committee picker only approved administrators and reviewers, by name or address, a small page, to admins, within an hourly bound; the meeting refuses anyone else', async () => {
    const reviewer = await registerSubmitter(ctx, { organization: 'IIT Madras', designation: 'Professor', name: 'Picker Reviewer Alpha' });
    expect((await call('PUT', `/api/admin/users/${reviewer.id}/reviewer`, adminToken, { reviewer: true })).statusCode).toBe(200);
    const applicant = await registerSubmitter(ctx, { name: 'Picker Applicant Beta' });
    const pending = await registerSubmitter(ctx, { name: 'Picker Pending Gamma', status: 'PENDING_APPROVAL' });
    const rejected = await registerSubmitter(ctx, { name: 'Picker Rejected Delta' });
    // Reviewer roles the approval does not back: a pending account and a rejected one.
    await ctx.app.db
      .update(users)
      .set({ roles: ['INNOVATOR', 'REVIEWER'] })
      .where(eq(users.id, pending.id));
    await ctx.app.db
      .update(users)
      .set({ roles: ['INNOVATOR', 'REVIEWER'], status: 'REJECTED' })
      .where(eq(users.id, rejected.id));
    const search = (query: string, token = adminToken, extra = '') =>
      call('GET', `/api/admin/committee-candidates?query=${encodeURIComponent(query)}${extra}`, token);

    const byName = await search('picker');
    expect(byName.statusCode, byName.body).toBe(200);
    // Name, organisation and designation: no address, phone or roles.
    expect(byName.json().data).toEqual([{ id: reviewer.id, name: 'Picker Reviewer Alpha', organization: 'IIT Madras', designation: 'Professor' }]);
    expect((await search(reviewer.email.toUpperCase())).json().data.map((c: { id: string }) => c.id)).toEqual([reviewer.id]);
    expect((await search(reviewer.email.split('@')[0]!)).json().data.map((c: { id: string }) => c.id)).toEqual([reviewer.id]);
    // The administrators are eligible too (the mission's officers).
    expect((await search(TEST_ADMIN.email)).json().data.map((c: { name: string }) => c.name)).toEqual(['Administrator']);
    expect((await search('applicant beta')).json().data).toEqual([]);
    // A small page: every reviewer's address is at example.in; the page holds at most COMMITTEE_SEARCH_PAGE_SIZE, or fewer asked.
    const page = (await search('example.in')).json().data;
    expect(page.length).toBeGreaterThanOrEqual(3);
    expect(page.length).toBeLessThanOrEqual(COMMITTEE_SEARCH_PAGE_SIZE);
    expect((await search('example.in', adminToken, '&limit=2')).json().data).toHaveLength(2);
    expect((await search('example.in', adminToken, `&limit=${COMMITTEE_SEARCH_PAGE_SIZE + 1}`)).statusCode).toBe(400);
    const short = await search('p');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toBe(ROUND_MESSAGES.committeeQueryTooShort);
    // Admins only: an applicant and a reviewer are refused; without a token, 401.
    expect((await search('picker', applicant.token)).statusCode).toBe(403);
    expect((await search('picker', reviewer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/committee-candidates?query=picker', null)).statusCode).toBe(401);

    // The meeting takes only eligible people, each refusal at its place in the list.
    const r = await closedRound(0);
    const meeting = (memberIds: string[]) => call('PUT', `/api/admin/rounds/${r}/meeting`, adminToken, { heldOn: today(), chairId: memberIds[0], memberIds });
    const refused = await meeting([reviewer.id, applicant.id, pending.id, rejected.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      [1, 2, 3].map((i) => expect.objectContaining({ path: ['body', 'memberIds', i], message: ROUND_MESSAGES.memberNotEligible })),
    );
    const saved = await meeting([reviewer.id, member.id]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.meeting.members.map((m: { name: string }) => m.name)).toEqual(['Picker Reviewer Alpha', 'Committee Member']);

    // The hourly bound per account: once the admin's window is spent, 429 with the reason; nothing is answered.
    const [admin] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
    const key = createHash('sha256').update(`rounds.committeeCandidates\n${admin!.id}`).digest('base64url');
    await ctx.app.db
      .update(rateLimits)
      .set({ count: COMMITTEE_SEARCHES_PER_ACCOUNT_PER_HOUR * 20 })
      .where(eq(rateLimits.key, key));
    const limited = await search('picker');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain(ROUND_MESSAGES.committeeSearchLimit);
    await ctx.app.db.delete(rateLimits).where(eq(rateLimits.key, key));
  });

  it('releases all at once: refused with a missing decision, idempotent under 5 concurrent calls, DEFER to the next round, invisible before', async () => {
    const r = await closedRound(1000);
    const funded = await item(r, { grant: 100, mean: 90, title: 'Funded in committee' });
    const deferred = await item(r, { grant: 100, mean: 80, title: 'Deferred in committee' });
    await ctx.app.db.insert(reviewAssignments).values({
      proposalId: deferred,
      reviewerId: member.id,
      dueDate: today(),
      state: 'SUBMITTED',
      weightedScore: 80,
      commentForApplicant: 'A sound plan; widen the trial.',
      submittedAt: new Date(),
    });
    const declined = await item(r, { grant: 100, mean: 70 });
    expect((await decide(r, funded, { decision: 'FUND_WITH_CONDITIONS', conditions: 'Partner letter before the first tranche.' })).statusCode).toBe(200);
    expect((await decide(r, deferred, { decision: 'DEFER' })).statusCode).toBe(200);
    const missing = await call('POST', `/api/admin/rounds/${r}/decisions/release`, adminToken);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().errors).toEqual([{ path: ['proposals', declined], message: expect.stringMatching(/has no decision$/) }]);
    expect((await decide(r, declined, { decision: 'DECLINE' })).statusCode).toBe(200);

    // Invisible to the applicant until released.
    const before = (await call('POST', `/api/proposals/${funded}/details`, owner.token, {})).json().data;
    expect(before).toMatchObject({ status: 'UNDER_REVIEW', round: { id: r, decision: null } });

    const decisionMails = async () =>
      (await ctx.app.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, owner.email))).filter((m) =>
        m.subject.includes("committee's decision"),
      ).length;
    const mailsBefore = await decisionMails();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/api/admin/rounds/${r}/decisions/release`, adminToken)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().data.released)).toHaveLength(1);
    expect(answers.filter((a) => a.json().data.alreadyReleased)).toHaveLength(4);
    expect((await decisionMails()) - mailsBefore).toBe(3);
    const fundedMail = await ctx.smtp.waitFor(owner.email, { subject: /decision on "Funded in committee"/ });
    expect(fundedMail.text).toContain('Conditions: Partner letter before the first tranche.');
    const deferredMail = await ctx.smtp.waitFor(owner.email, { subject: /decision on "Deferred in committee"/ });
    expect(deferredMail.text).toContain('A sound plan; widen the trial.');
    expect(deferredMail.text).toMatch(/It is now evaluated in /);

    const statuses = await ctx.app.db
      .select({ id: proposals.id, status: proposals.status })
      .from(proposals)
      .where(inArray(proposals.id, [funded, deferred, declined]));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [funded]: 'APPROVED', [deferred]: 'UNDER_REVIEW', [declined]: 'REJECTED' });
    const after = (await call('POST', `/api/proposals/${funded}/details`, owner.token, {})).json().data;
    expect(after.round).toMatchObject({ id: r, decision: { decision: 'FUND_WITH_CONDITIONS', conditions: 'Partner letter before the first tranche.' } });

    // DEFER: the proposal is now in the next round of its scheme, its reviews kept.
    const [current] = await ctx.app.db
      .select()
      .from(roundEntries)
      .where(and(eq(roundEntries.proposalId, deferred), eq(roundEntries.current, true)));
    expect(current!.roundId).not.toBe(r);
    const [next] = await ctx.app.db.select().from(rounds).where(eq(rounds.id, current!.roundId));
    expect(next!.scheme).toBe('SSA');
    expect(next!.cutoffAt >= today()).toBe(true);
    expect(await ctx.app.db.select().from(reviewAssignments).where(eq(reviewAssignments.proposalId, deferred))).toHaveLength(1);

    // The public median of days from cut-off to release counts the released round.
    expect((await call('GET', '/api/rounds', null)).json().data.medianDaysToDecision.SSA).toBe(1);
  });

  it('locks the minutes in English and Hindi: the same PDF bytes every time, each SHA-256 in the audit trail, and every later change a 409', async () => {
    const r = await closedRound(500);
    const p = await item(r, { grant: 100, mean: 85, title: 'Slag heat recovery' });
    expect((await call('PUT', `/api/admin/rounds/${r}/meeting`, adminToken, { heldOn: today(), chairId: member.id, memberIds: [member.id] })).statusCode).toBe(
      200,
    );
    expect((await decide(r, p, { decision: 'FUND_WITH_CONDITIONS', conditions: 'A partner letter first.' })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/rounds/${r}/minutes`, adminToken)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/rounds/${r}/decisions/release`, adminToken)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/rounds/${r}/minutes`, adminToken, { language: 'fr' })).statusCode).toBe(400);
    // Unasked, the minutes are written in both languages (decision 284).
    const locked = await call('POST', `/api/admin/rounds/${r}/minutes`, adminToken);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data.state).toBe('CLOSED');
    const download = (language?: string) => call('GET', `/api/admin/rounds/${r}/minutes.pdf${language ? `?language=${language}` : ''}`, adminToken);
    const first = await download();
    const second = await download('en');
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="minutes-${r}.pdf"`);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const sha = createHash('sha256').update(first.rawPayload).digest('hex');
    expect(locked.json().data.minutesSha256).toBe(sha);
    // The English minutes as before: English words, the standard fonts, no Devanagari.
    const english = (await pdfText(first.rawPayload)).replace(/\s+/g, ' ');
    expect(english).toContain(fillMessage(MINUTES_WORDS.heading, { round: locked.json().data.name }));
    expect(english).toContain('Decision: Fund with conditions; grant Rs 100');
    expect(english).toContain('Conditions: A partner letter first.');
    expect(english).not.toMatch(/[\u0900-\u097F]/);
    expect(first.rawPayload.toString('latin1')).not.toContain('Lohit-Devanagari');

    // The Hindi minutes: their own bytes, stable, the font embedded, the catalogue's Hindi as their text.
    const hindi = await download('hi');
    const hindiAgain = await download('hi');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-disposition']).toBe(`attachment; filename="minutes-${r}-hi.pdf"`);
    expect(hindiAgain.rawPayload.equals(hindi.rawPayload)).toBe(true);
    const shaHi = createHash('sha256').update(hindi.rawPayload).digest('hex');
    expect(shaHi).not.toBe(sha);
    expect(locked.json().data.minutesSha256Hi).toBe(shaHi);
    expect(hindi.rawPayload.toString('latin1')).toContain('Lohit-Devanagari');
    const text = await pdfText(hindi.rawPayload);
    const w = MINUTES_WORDS_HI;
    // The member stands aside on the owner's proposals once their past affiliation is on record (the recusals test).
    const recused = (await call('GET', `/api/admin/rounds/${r}/agenda`, adminToken)).json().data.items[0].recusals.length > 0;
    for (const line of [
      fillMessage(w.heading, { round: '' }),
      fillMessage(w.scheme, { scheme: w.schemes.SSA }),
      fillMessage(w.cutoff, { day: writtenDay(addDays(today(), -1), 'hi') }),
      fillMessage(w.chair, { name: 'Committee Member' }),
      fillMessage(w.budget, { budget: '₹500', used: '₹100' }),
      fillMessage(w.requested, { requested: '₹100', running: '₹100', below: '' }),
      fillMessage(w.stoodAside, { names: recused ? 'Committee Member' : w.none }),
      fillMessage(w.decision, { decision: w.decisions.FUND_WITH_CONDITIONS, grant: fillMessage(w.grant, { amount: '₹100' }) }),
      fillMessage(w.conditions, { text: 'A partner letter first.' }),
    ])
      expect(skeleton(text), line).toContain(skeleton(line));
    expect(text).not.toContain('Minutes of the evaluation committee');
    expect(text).not.toContain('Stood aside');
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, r), eq(auditLog.action, 'ROUND_MINUTES_LOCKED')));
    expect(audit!.after).toEqual({ language: 'both', sha256: sha, bytes: first.rawPayload.length, sha256Hi: shaHi, bytesHi: hindi.rawPayload.length });

    expect((await decide(r, p, { decision: 'DECLINE' })).statusCode).toBe(409);
    expect((await call('PATCH', `/api/admin/rounds/${r}`, adminToken, { meetingAt: today() })).statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/rounds/${r}/meeting`, adminToken, { heldOn: today(), chairId: member.id, memberIds: [member.id] })).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/api/admin/rounds/${r}/minutes`, adminToken)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/rounds/${r}/minutes`, adminToken, { language: 'hi' })).statusCode).toBe(409);
    expect((await download()).rawPayload.equals(first.rawPayload)).toBe(true);

    // Minutes asked for in English alone have no Hindi PDF; in Hindi alone, the download without a language is the Hindi one.
    for (const language of ['en', 'hi'] as const) {
      const other = await closedRound(0);
      await item(other, { grant: 0, mean: 80 });
      const agenda = (await call('GET', `/api/admin/rounds/${other}/agenda`, adminToken)).json().data;
      expect((await decide(other, agenda.items[0].proposalId, { decision: 'DECLINE' })).statusCode).toBe(200);
      expect((await call('POST', `/api/admin/rounds/${other}/decisions/release`, adminToken)).statusCode).toBe(200);
      const lockedOne = (await call('POST', `/api/admin/rounds/${other}/minutes`, adminToken, { language })).json().data;
      expect([lockedOne.minutesSha256 !== null, lockedOne.minutesSha256Hi !== null]).toEqual([language === 'en', language === 'hi']);
      const missing = await call('GET', `/api/admin/rounds/${other}/minutes.pdf?language=${language === 'en' ? 'hi' : 'en'}`, adminToken);
      expect(missing.statusCode).toBe(404);
      const plain = await call('GET', `/api/admin/rounds/${other}/minutes.pdf`, adminToken);
      expect(createHash('sha256').update(plain.rawPayload).digest('hex')).toBe(language === 'en' ? lockedOne.minutesSha256 : lockedOne.minutesSha256Hi);
    }
  });
});
