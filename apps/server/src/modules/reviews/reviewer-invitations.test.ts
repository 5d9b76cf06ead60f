import { indiaDate, REVIEW_MESSAGES } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reviewAssignments } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { insertProposalOf, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';
import { indiaDayStart, listReminders, sendDueReminders, sendDueRemindersOf } from '../reminders/index.js';

// Invitations (docs/architecture.md#the-reviewer-pool): what a reviewer reads before accepting, decline,
// expiry, the automatic replacement, the admin told.

let ctx: TestContext;
let adminToken: string;
let adminId: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;

const day = (offset: number) => indiaDate(new Date(Date.now() + offset * 86_400_000));
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const invite = (proposalId: string, userId: string, extra: object = {}) =>
  call('POST', `/api/admin/proposals/${proposalId}/reviewers`, adminToken, { userId, dueDate: day(10), ...extra });
type Row = { id: string; reviewer: { id: string }; state: string } & Record<string, unknown>;
const panel = async (proposalId: string) => (await call('GET', `/api/admin/proposals/${proposalId}/reviewers`, adminToken)).json().data as Row[];
const adminNotices = (kind: string) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, adminId), eq(notifications.kind, kind)));
const ABSTRACT = 'Reheating furnaces burn natural gas; hydrogen-ready burners cut their carbon dioxide.';
const onProposal = (title: string) =>
  insertProposalOf(ctx, owner.id, 'openInnovation', { title, abstract: ABSTRACT, focusArea: ['Operational Excellence'], orgName: 'Kalinga Alloys' });

let owner: User;
let partner: User;
let best: User;
let second: User;
let third: User;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  adminId = (await call('GET', '/api/users/profile/me', adminToken)).json().data.id;
  owner = await registerSubmitter(ctx, { organization: 'Kalinga Alloys Pvt Ltd' });
  partner = await registerSubmitter(ctx, { organization: 'NIT Rourkela', organizationCategory: 'Academia', name: 'Partner Person' });
  best = await registerSubmitter(ctx, { organization: 'IIT Madras', organizationCategory: 'Academia', name: 'Reviewer Best' });
  second = await registerSubmitter(ctx, { organization: 'CSIR NML', organizationCategory: 'Reasearch Institute', name: 'Reviewer Second' });
  third = await registerSubmitter(ctx, { organization: 'IISc Bangalore', organizationCategory: 'Academia', name: 'Reviewer Third' });
  for (const u of [best, second, third]) expect((await call('PUT', `/api/admin/users/${u.id}/reviewer`, adminToken, { reviewer: true })).statusCode).toBe(200);
  // The best matches the focus area and a keyword; the second the focus area only; the third nothing.
  const profile = (focusAreas: string[], keywords: string[]) => ({ focusAreas, keywords, maxLoad: 5, unavailable: [], languages: ['en'], affiliations: [] });
  expect((await call('PUT', '/api/reviews/profile', best.token, profile(['Operational Excellence'], ['burners']))).statusCode).toBe(200);
  expect((await call('PUT', '/api/reviews/profile', second.token, profile(['Operational Excellence'], []))).statusCode).toBe(200);
}, 600_000);
afterAll(() => ctx.close());

describe('an invitation', () => {
  it('shows the reviewer the summary, parties and days until they accept, never the documents or the full proposal', async () => {
    const res = await sendProposal(ctx, owner.token, validBody('openInnovation', { orgName: 'Kalinga Alloys', collaborators: [{ organisation: partner.id }] }));
    expect(res.statusCode, res.body).toBe(201);
    const proposalId = res.json().data.id as string;
    // The day to answer by: never after the due date, never past.
    const late = await invite(proposalId, third.id, { respondBy: day(11) });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([expect.objectContaining({ path: ['body', 'respondBy'], message: REVIEW_MESSAGES.respondByAfterDue })]);
    expect((await invite(proposalId, third.id, { respondBy: day(-1) })).statusCode).toBe(400);
    const made = await invite(proposalId, third.id);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ state: 'PENDING', respondBy: day(5), autoReplace: false, dueDate: day(10) });
    const id = made.json().data.id as string;
    await ctx.smtp.waitFor(third.email, { subject: /a proposal to review/ });

    const card = await call('GET', `/api/reviews/${id}`, third.token);
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toMatchObject({
      title: 'Hydrogen DRI pilot',
      summary: 'Understanding the challenge',
      reference: expect.stringMatching(/^SRTM-/),
      dueDate: day(10),
      respondBy: day(5),
      parties: { applicantOrganizations: expect.arrayContaining(['Kalinga Alloys']), partners: [{ name: 'Partner Person', organization: 'NIT Rourkela' }] },
    });
    // The full proposal and its documents stay closed until the declaration of no conflict.
    // (The documents' links are signed per reader: the reviewer gets none before accepting.)
    expect(card.json().data).not.toHaveProperty('documents');
    expect(card.body).not.toContain('/api/files/');
    expect((await call('POST', `/api/proposals/${proposalId}/details`, third.token, {})).statusCode).toBe(404);
    // The invitation's reminder and expiry, and the review's steps, are scheduled.
    expect((await listReminders(ctx.app.db, 'review-invitation', id)).map((r) => r.key).sort()).toEqual(['EXPIRE', 'RESPOND_BY_MINUS_2']);
    expect((await listReminders(ctx.app.db, 'review', id)).map((r) => r.key).sort()).toEqual([
      'REVIEW_DUE_MINUS_2',
      'REVIEW_DUE_MINUS_7',
      'REVIEW_DUE_PLUS_1',
      'REVIEW_DUE_PLUS_3',
      'REVIEW_OVERDUE_ADMIN',
    ]);

    const accepted = await call('POST', `/api/reviews/${id}/declaration`, third.token, { conflict: false });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.respondBy).toBeNull();
    const opened = await call('POST', `/api/proposals/${proposalId}/details`, third.token, {});
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.documents.length).toBeGreaterThan(0);
    expect((await call('GET', opened.json().data.documents[0].url as string, third.token)).statusCode).toBe(200);
    // Accepted: the invitation's reminders are gone, the review's stay; it can no longer be declined.
    expect(await listReminders(ctx.app.db, 'review-invitation', id)).toEqual([]);
    expect(await listReminders(ctx.app.db, 'review', id)).toHaveLength(5);
    const again = await call('POST', `/api/reviews/${id}/decline`, third.token, { reason: 'I am travelling all month.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.invitationAnswered);
  });

  it('is declined with a reason and a colleague; with autoReplace the best next suggestion is invited at once, and the admin told', async () => {
    const proposalId = await onProposal('Hydrogen-ready burners for a reheating furnace');
    const made = await invite(proposalId, third.id, { autoReplace: true });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    const decline = (body: object, token = third.token) => call('POST', `/api/reviews/${id}/decline`, token, body);
    expect((await decline({ reason: 'Too busy' })).statusCode).toBe(400);
    // The colleague is a reviewer, and not the decliner; another reviewer cannot decline it (404).
    expect((await decline({ reason: 'I am travelling all month.', suggestUserId: third.id })).json().message).toBe(REVIEW_MESSAGES.suggestNotAReviewer);
    expect((await decline({ reason: 'I am travelling all month.', suggestUserId: owner.id })).statusCode).toBe(400);
    expect((await decline({ reason: 'I am travelling all month.' }, second.token)).statusCode).toBe(404);
    const mailsBefore = ctx.smtp.mails.length;
    const declined = await decline({ reason: 'I am travelling all month.', suggestUserId: second.id });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ message: REVIEW_MESSAGES.invitationDeclined, data: { state: 'DECLINED', summary: null, parties: null } });

    const rows = await panel(proposalId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      reviewer: { id: third.id },
      state: 'DECLINED',
      declineReason: 'I am travelling all month.',
      suggestedUser: { id: second.id, name: 'Reviewer Second' },
    });
    // The best suggestion, with the same due date, a fresh day to answer by and autoReplace kept.
    expect(rows[1]).toMatchObject({ reviewer: { id: best.id }, state: 'PENDING', dueDate: day(10), respondBy: day(5), autoReplace: true });
    await ctx.smtp.waitFor(best.email, { subject: /a proposal to review/, after: mailsBefore });
    const notices = await adminNotices('REVIEW_DECLINED');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('I am travelling all month.');
    expect(notices[0]!.body).toContain('suggests Reviewer Second');
    expect(notices[0]!.body).toContain('Reviewer Best is invited in their place');
    await ctx.smtp.waitFor(TEST_ADMIN.email, { subject: /Invitation declined/, after: mailsBefore });
    // Over: no second answer, no reminder left, and never suggested for this proposal again.
    expect((await decline({ reason: 'I am travelling all month.' })).json().message).toBe(REVIEW_MESSAGES.invitationClosed);
    expect((await call('POST', `/api/reviews/${id}/declaration`, third.token, { conflict: false })).json().message).toBe(REVIEW_MESSAGES.invitationClosed);
    expect((await listReminders(ctx.app.db, 'review', id)).filter((r) => !r.claimedAt)).toEqual([]);
    expect((await listReminders(ctx.app.db, 'review-invitation', id)).filter((r) => !r.claimedAt)).toEqual([]);
    const suggestions = (await call('GET', `/api/admin/proposals/${proposalId}/reviewer-suggestions?dueDate=${day(10)}`, adminToken)).json().data;
    expect(suggestions.map((s: { userId: string }) => s.userId)).toEqual([second.id]);
    // The admin may still invite them again by hand: the declined invitation holds nothing.
    expect((await invite(proposalId, third.id)).statusCode).toBe(201);
  });

  it('expires unanswered the day after its respond-by day, once across two passes at once; autoReplace invites the next', async () => {
    const proposalId = await onProposal('Hydrogen-ready burners, second furnace');
    const made = await invite(proposalId, best.id, { autoReplace: true, respondBy: day(1) });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    expect(await sendDueRemindersOf(ctx.app, 'review-invitation')).toBe(0);
    const later = new Date(indiaDayStart(day(2)).getTime() + 3_600_000);
    const [a, b] = await Promise.all([sendDueRemindersOf(ctx.app, 'review-invitation', later), sendDueRemindersOf(ctx.app, 'review-invitation', later)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const rows = await panel(proposalId);
    expect(rows.map((r) => [r.reviewer.id, r.state])).toEqual([
      [best.id, 'EXPIRED'],
      [second.id, 'PENDING'],
    ]);
    expect(rows[1]).toMatchObject({ autoReplace: true });
    const notices = (await adminNotices('REVIEW_EXPIRED')).filter((n) => n.body.includes('second furnace'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('Reviewer Second is invited in their place');
    // Expired: the reviewer can no longer accept it; nothing more is sent for it.
    expect((await call('POST', `/api/reviews/${id}/declaration`, best.token, { conflict: false })).json().message).toBe(REVIEW_MESSAGES.invitationClosed);
    expect(await sendDueRemindersOf(ctx.app, 'review-invitation', later)).toBe(0);
    expect((await adminNotices('REVIEW_EXPIRED')).filter((n) => n.body.includes('second furnace'))).toHaveLength(1);
    const [row] = await ctx.app.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, id));
    expect(row).toMatchObject({ state: 'EXPIRED', answeredAt: expect.any(Date) });
  });
});

describe('the reminder schedule', () => {
  it('reminds of an unanswered invitation 2 days before its day, of a review 7 and 2 days before and 1 and 3 after, then tells the admin; each once across two passes', async () => {
    const fourth = await registerSubmitter(ctx, { organization: 'NIT Trichy', organizationCategory: 'Academia', name: 'Reviewer Fourth' });
    expect((await call('PUT', `/api/admin/users/${fourth.id}/reviewer`, adminToken, { reviewer: true })).statusCode).toBe(200);
    const proposalId = await onProposal('Hydrogen-ready burners, reminder furnace');
    const made = await invite(proposalId, fourth.id);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    const at = (offset: number) => new Date(indiaDayStart(day(offset)).getTime() + 3_600_000);
    // Two instances' passes at once, the clock moved to the day; answers what this assignment's rows hold.
    const passes = async (offset: number) => {
      await Promise.all([sendDueReminders(ctx.app, at(offset)), sendDueReminders(ctx.app, at(offset))]);
      const rows = [...(await listReminders(ctx.app.db, 'review', id)), ...(await listReminders(ctx.app.db, 'review-invitation', id))];
      return rows
        .filter((r) => r.sentAt)
        .map((r) => r.key)
        .sort();
    };
    const notices = async () =>
      (
        await ctx.app.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, fourth.id), eq(notifications.kind, 'REVIEW_REMINDER')))
      ).filter((n) => n.body.includes('reminder furnace'));

    expect(await passes(1)).toEqual([]);
    // Day 3: the invitation's reminder (its day is day 5) and the review's 7 days before (due day 10).
    expect(await passes(3)).toEqual(['RESPOND_BY_MINUS_2', 'REVIEW_DUE_MINUS_7']);
    expect(await notices()).toHaveLength(2);
    await ctx.smtp.waitFor(fourth.email, { subject: /answer the invitation to review by/ });
    // Accepted: the invitation expires no more; the review's steps go on.
    expect((await call('POST', `/api/reviews/${id}/declaration`, fourth.token, { conflict: false })).statusCode).toBe(200);
    expect((await listReminders(ctx.app.db, 'review-invitation', id)).map((r) => r.key)).toEqual(['RESPOND_BY_MINUS_2']);
    expect(await passes(8)).toEqual(['RESPOND_BY_MINUS_2', 'REVIEW_DUE_MINUS_2', 'REVIEW_DUE_MINUS_7']);
    expect(await passes(11)).toEqual(['RESPOND_BY_MINUS_2', 'REVIEW_DUE_MINUS_2', 'REVIEW_DUE_MINUS_7', 'REVIEW_DUE_PLUS_1']);
    await ctx.smtp.waitFor(fourth.email, { subject: /your review was due on/ });
    expect(await passes(13)).toHaveLength(5);
    expect(await adminNotices('REVIEW_OVERDUE')).toHaveLength(0);
    // The day after the last reminder, the admin is told, once.
    expect(await passes(14)).toHaveLength(6);
    expect(await passes(15)).toHaveLength(6);
    expect(await notices()).toHaveLength(5);
    const overdue = (await adminNotices('REVIEW_OVERDUE')).filter((n) => n.body.includes('reminder furnace'));
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.body).toContain('Reviewer Fourth');
  });

  it('sends nothing for an assignment no longer open, even if its reminders were never cancelled', async () => {
    const proposalId = await onProposal('Hydrogen-ready burners, quiet furnace');
    const made = await invite(proposalId, third.id, { dueDate: day(7) });
    const id = made.json().data.id as string;
    // The state changed behind the reminders' back: the handler checks it again and lets them go.
    await ctx.app.db.update(reviewAssignments).set({ state: 'SUBMITTED' }).where(eq(reviewAssignments.id, id));
    await sendDueReminders(ctx.app, new Date(indiaDayStart(day(9)).getTime() + 3_600_000));
    const rows = [...(await listReminders(ctx.app.db, 'review', id)), ...(await listReminders(ctx.app.db, 'review-invitation', id))];
    expect(rows.filter((r) => r.sentAt)).toEqual([]);
    expect(
      rows
        .filter((r) => r.claimedAt)
        .map((r) => r.key)
        .sort(),
    ).toEqual(['EXPIRE', 'RESPOND_BY_MINUS_2', 'REVIEW_DUE_MINUS_2', 'REVIEW_DUE_MINUS_7', 'REVIEW_DUE_PLUS_1']);
  });
});

describe('releasing a silent reviewer', () => {
  it('releases them with the reason, stops their reminders, tells them, and with autoReplace invites the next', async () => {
    const proposalId = await onProposal('Hydrogen-ready burners, silent furnace');
    const made = await invite(proposalId, best.id, { autoReplace: true });
    const id = made.json().data.id as string;
    const release = (reason: string, token = adminToken) => call('POST', `/api/admin/proposals/${proposalId}/reviewers/${best.id}/release`, token, { reason });
    expect((await release('No answer')).statusCode).toBe(400);
    expect((await release('No answer to three reminders.', best.token)).statusCode).toBe(403);
    const res = await release('No answer to three reminders.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'RELEASED', releaseReason: 'SILENT', releaseNote: 'No answer to three reminders.' });
    expect((await listReminders(ctx.app.db, 'review', id)).filter((r) => !r.claimedAt)).toEqual([]);
    expect((await listReminders(ctx.app.db, 'review-invitation', id)).filter((r) => !r.claimedAt)).toEqual([]);
    const rows = await panel(proposalId);
    expect(rows.map((r) => [r.reviewer.id, r.state])).toEqual([
      [best.id, 'RELEASED'],
      [second.id, 'PENDING'],
    ]);
    const told = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, best.id), eq(notifications.kind, 'REVIEW_WITHDRAWN')));
    expect(told.some((n) => n.body.includes('No answer to three reminders.'))).toBe(true);
    // Released: nothing left to release; a submitted review is never released.
    expect((await release('No answer to three reminders.')).statusCode).toBe(404);
    const secondId = rows[1]!.id;
    await ctx.app.db.update(reviewAssignments).set({ state: 'SUBMITTED' }).where(eq(reviewAssignments.id, secondId));
    const submitted = await call('POST', `/api/admin/proposals/${proposalId}/reviewers/${second.id}/release`, adminToken, {
      reason: 'No answer to three reminders.',
    });
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().message).toBe(REVIEW_MESSAGES.releaseNotOpen);
  });
});
