import { indiaDate, REVIEW_MESSAGES } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reviewAssignments } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { insertProposalOf, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';
import { indiaDayStart, listReminders, sendDueRemindersOf } from '../reminders/index.js';

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
const panel = async (proposalId: string) => (await call('GET', `/api/admin/proposals/${proposalId}/reviewers`, adminToken)).json().data as Record<string, any>[];
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
    const adminView = (await call('POST', `/api/proposals/${proposalId}/details`, adminToken, {})).json().data;
    const documentUrl = adminView.documents[0].url as string;
    expect((await call('POST', `/api/proposals/${proposalId}/details`, third.token, {})).statusCode).toBe(404);
    expect((await call('GET', documentUrl, third.token)).statusCode).toBe(404);
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
    expect((await call('POST', `/api/proposals/${proposalId}/details`, third.token, {})).statusCode).toBe(200);
    expect((await call('GET', documentUrl, third.token)).statusCode).toBe(200);
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
