import { addDays, indiaDate } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDigests, alertSubscriptions, challenges, mailOutbox, users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf, publishChallenge } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';
import { nextDigestAt } from './operations/digest-periods.js';
import { sendDigests } from './operations/send-digests.js';

// Alerts for new calls (docs/architecture.md#alerts), on PGlite and PostgreSQL: settings, the digest pass
// once per period across instances, RFC 8058 headers read from the real SMTP catcher, one-click unsubscribe.

let ctx: TestContext;
let adminToken: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;
let asha: User; // English, daily, Operational Excellence: challenges, rounds and posts
let hari: User; // Hindi, daily, every focus area: challenges
let bina: User; // weekly, a focus area nothing is published in
let poster: User;

const OPS = 'Operational Excellence';
const GREEN = 'Decarbonization and Green Steel Innovation';
const MINUTE = 60_000;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const digests = (now: Date) => sendDigests(ctx.app, ctx.config.jwtSecret, now);
/** The digests queued to an address (its account's other mails, e.g. the sign-up code, left out). */
const outboxTo = async (email: string) =>
  (await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => /alerts|अलर्ट/.test(m.subject));
const subscriptionOf = async (userId: string) => (await ctx.app.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.userId, userId)))[0]!;
/** The one-click POST a mail client sends to the List-Unsubscribe address (RFC 8058), without any sign-in. */
const oneClick = (url: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signInAdmin(ctx);
  [asha, hari, bina, poster] = await Promise.all([registerSubmitter(ctx), registerSubmitter(ctx), registerSubmitter(ctx), registerSubmitter(ctx)]);
  await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, hari.id));
});
afterAll(async () => ctx?.close());

describe('alerts settings', () => {
  it('are off by default, saved by the signed-in user alone, and turned off by choosing no kind', async () => {
    expect((await call('GET', '/api/me/alerts', null)).statusCode).toBe(401);
    const off = await call('GET', '/api/me/alerts', asha.token);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ focusAreas: [], kinds: [], frequency: 'WEEKLY', subscribed: false, nextDigestAt: null });

    expect((await call('PUT', '/api/me/alerts', asha.token, { focusAreas: [OPS], kinds: ['NEWS'], frequency: 'DAILY' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/me/alerts', asha.token, { focusAreas: ['Basket weaving'], kinds: ['ROUND'], frequency: 'DAILY' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/me/alerts', asha.token, { focusAreas: [], kinds: ['ROUND'], frequency: 'HOURLY' })).statusCode).toBe(400);

    const before = new Date();
    const on = await call('PUT', '/api/me/alerts', asha.token, { focusAreas: [OPS, OPS], kinds: ['CHALLENGE', 'ROUND', 'STEELCOLLAB'], frequency: 'DAILY' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().message).toBe('Your alerts are saved');
    expect(on.json().data).toMatchObject({ focusAreas: [OPS], kinds: ['CHALLENGE', 'ROUND', 'STEELCOLLAB'], frequency: 'DAILY', subscribed: true });
    // The next India morning at 07:00 (01:30 UTC), after the subscription.
    const next = new Date(on.json().data.nextDigestAt as string);
    expect(next.getTime()).toBeGreaterThan(before.getTime());
    expect(next.getTime() - before.getTime()).toBeLessThanOrEqual(24 * 3600_000);
    expect(next.toISOString().slice(11, 16)).toBe('01:30');
    expect((await call('GET', '/api/me/alerts', asha.token)).json().data.subscribed).toBe(true);
    // Someone else's settings are theirs: the other users still have none.
    expect((await call('GET', '/api/me/alerts', bina.token)).json().data.subscribed).toBe(false);

    const offAgain = await call('PUT', '/api/me/alerts', bina.token, { focusAreas: [GREEN], kinds: [], frequency: 'WEEKLY' });
    expect(offAgain.json()).toMatchObject({ message: 'Your alerts are off', data: { subscribed: false, nextDigestAt: null } });
  });

  it('places the next digest on the next India morning, daily or on Monday', () => {
    // Thursday 2026-11-26 10:00 India time.
    const thursday = new Date('2026-11-26T04:30:00Z');
    expect(nextDigestAt('DAILY', thursday).toISOString()).toBe('2026-11-27T01:30:00.000Z');
    expect(nextDigestAt('WEEKLY', thursday).toISOString()).toBe('2026-11-30T01:30:00.000Z');
    // 06:59 India time: the same morning.
    expect(nextDigestAt('DAILY', new Date('2026-11-26T01:29:00Z')).toISOString()).toBe('2026-11-26T01:30:00.000Z');
    // Monday 07:00 exactly: the next Monday.
    expect(nextDigestAt('WEEKLY', new Date('2026-11-30T01:30:00Z')).toISOString()).toBe('2026-12-07T01:30:00.000Z');
  });
});

describe('the digest', () => {
  it('sends what is new in each subscriber’s areas and kinds once per period, in their language, with RFC 8058 headers, and none when nothing is new', async () => {
    expect((await call('PUT', '/api/me/alerts', hari.token, { focusAreas: [], kinds: ['CHALLENGE'], frequency: 'DAILY' })).statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/me/alerts', bina.token, { focusAreas: [GREEN], kinds: ['CHALLENGE', 'STEELCOLLAB'], frequency: 'WEEKLY' })).statusCode,
    ).toBe(200);

    // News after the subscriptions: a challenge in Operational Excellence, a closed one, a post in it, a round, a private draft.
    const challengeId = await publishChallenge(ctx, adminToken);
    await publishChallenge(ctx, adminToken, 'CLOSE');
    const postId = await insertProposalOf(ctx, poster.id, 'problem', {
      title: 'Blast furnace tuyere wear',
      postOnPortal: true,
      status: 'UNDER_REVIEW',
      focusArea: [OPS],
    });
    await insertProposalOf(ctx, poster.id, 'problem', { title: 'A post kept off the portal', postOnPortal: false, status: 'UNDER_REVIEW', focusArea: [OPS] });
    const round = await call('POST', '/api/admin/rounds', adminToken, {
      scheme: 'SSA',
      cutoffAt: addDays(indiaDate(), 40),
      reviewDueAt: addDays(indiaDate(), 50),
      budget: 1000,
    });
    expect(round.statusCode, round.body).toBe(201);

    // Before anyone's morning, nothing is due.
    expect(await digests(new Date())).toBe(0);

    const dueAt = new Date(Math.max(...(await Promise.all([asha, hari, bina].map(async (u) => (await subscriptionOf(u.id)).nextDueAt!.getTime())))) + MINUTE);
    const ashaBefore = await subscriptionOf(asha.id);
    // Two instances' passes at once: each subscriber's period is claimed and mailed once.
    const [first, second] = await Promise.all([digests(dueAt), digests(dueAt)]);
    expect(first + second).toBe(2);
    expect(await digests(dueAt)).toBe(0);
    // A row as it was before this period's digest (an instance's stale read) meets the period's claim: still one mail.
    const ashaNow = await subscriptionOf(asha.id);
    await ctx.app.db
      .update(alertSubscriptions)
      .set({ nextDueAt: ashaBefore.nextDueAt, coveredUntil: ashaBefore.coveredUntil })
      .where(eq(alertSubscriptions.userId, asha.id));
    expect(await digests(dueAt)).toBe(0);
    await ctx.app.db
      .update(alertSubscriptions)
      .set({ nextDueAt: ashaNow.nextDueAt, coveredUntil: ashaNow.coveredUntil })
      .where(eq(alertSubscriptions.userId, asha.id));
    expect(await outboxTo(asha.email)).toHaveLength(1);
    expect(await outboxTo(hari.email)).toHaveLength(1);
    // Nothing new in Bina's area: no mail, her period claimed as empty, and her next digest a week on.
    expect(await outboxTo(bina.email)).toHaveLength(0);
    expect(await ctx.app.db.select().from(alertDigests).where(eq(alertDigests.userId, bina.id))).toMatchObject([{ items: 0 }]);
    expect((await subscriptionOf(bina.id)).nextDueAt!.getTime()).toBeGreaterThan(dueAt.getTime());
    expect(await ctx.app.db.select().from(alertDigests).where(eq(alertDigests.userId, asha.id))).toMatchObject([{ items: 3 }]);

    await ctx.app.mailer.drain();
    const mail = await ctx.smtp.waitFor(asha.email, { subject: /new in your alerts/ });
    expect(mail.subject).toContain('3 new in your alerts');
    expect(mail.text).toContain(`Challenge: Slag valorisation OPEN: http://`);
    expect(mail.text).toContain(`/challenges/${challengeId}`);
    expect(mail.text).toContain(`Steelcollab post: Blast furnace tuyere wear: http://`);
    expect(mail.text).toContain(`/problems/${postId}`);
    expect(mail.text).toMatch(/Round: .+ \(closes \d{4}-\d{2}-\d{2}\)/);
    expect(mail.text).not.toContain('Slag valorisation CLOSE');
    expect(mail.text).not.toContain('kept off the portal');
    expect(mail.html).toContain(`/challenges/${challengeId}`);
    const listUnsubscribe = mail.headers['list-unsubscribe']!;
    expect(listUnsubscribe).toMatch(/^<http:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The body's link opens the confirmation page, with the same token.
    const token = new URL(listUnsubscribe.slice(1, -1)).searchParams.get('token')!;
    expect(mail.text).toContain(`/alerts/unsubscribe?token=${token}`);

    const hindi = await ctx.smtp.waitFor(hari.email);
    expect(hindi.subject).toContain('आपके अलर्ट में 1 नई सूचनाएँ');
    expect(hindi.text).toContain('चुनौती: Slag valorisation OPEN');
    expect(hindi.text).toContain(`/hi/challenges/${challengeId}`);
    expect(hindi.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // A sent mail keeps no signed link in the outbox.
    const [sent] = await outboxTo(asha.email);
    expect(sent).toMatchObject({ status: 'SENT', headers: null, text: '' });
  });

  it('unsubscribes at once with one signed click, once per list, refusing a tampered link', async () => {
    const mail = await ctx.smtp.waitFor(asha.email, { subject: /new in your alerts/ });
    const url = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    const path = `${url.pathname}${url.search}`;
    const token = url.searchParams.get('token')!;

    const [userId, list, generation, signature] = token.split('.') as [string, string, string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const forged of [
      `${userId}.${list}.${generation}.${flip(signature)}`,
      `${bina.id}.${list}.${generation}.${signature}`,
      `${userId}.${list}.${Number(generation) + 1}.${signature}`,
      `${userId}.${list}.${generation}.${signature}=`,
      `${userId}.${list}.${generation}`,
    ]) {
      const refused = await oneClick(`/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(refused.statusCode, forged).toBe(400);
      expect(refused.json().message).toBe('This unsubscribe link is not valid');
    }
    expect((await call('GET', '/api/me/alerts', asha.token)).json().data.subscribed).toBe(true);

    const done = await oneClick(path);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: 'You are unsubscribed: no more digests will be sent', data: { alreadyDone: false } });
    expect((await call('GET', '/api/me/alerts', asha.token)).json().data).toMatchObject({ subscribed: false, kinds: ['CHALLENGE', 'ROUND', 'STEELCOLLAB'] });
    // The page's button posts JSON; the second use says it is already done.
    const again = await ctx.app.inject({ method: 'POST', url: path, payload: {} });
    expect(again.json()).toMatchObject({ message: 'You were already unsubscribed from these digests', data: { alreadyDone: true } });

    // The next day's news reaches Hari, not Asha.
    const asOfHari = (await subscriptionOf(hari.id)).nextDueAt!;
    const later = await publishChallenge(ctx, adminToken);
    await ctx.app.db
      .update(challenges)
      .set({ createdAt: new Date(asOfHari.getTime() - 3600_000) })
      .where(eq(challenges.id, later));
    expect(await digests(new Date(asOfHari.getTime() + MINUTE))).toBe(1);
    expect(await outboxTo(asha.email)).toHaveLength(1);
    expect(await outboxTo(hari.email)).toHaveLength(2);

    // Subscribing again is a new subscription: the old link no longer turns it off.
    await call('PUT', '/api/me/alerts', asha.token, { focusAreas: [OPS], kinds: ['CHALLENGE'], frequency: 'DAILY' });
    expect((await oneClick(path)).json().data).toEqual({ alreadyDone: true });
    expect((await call('GET', '/api/me/alerts', asha.token)).json().data.subscribed).toBe(true);
  });
});
