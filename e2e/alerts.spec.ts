import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { sendDigests } from '../apps/server/src/modules/alerts/index';
import { createPostgresDatabase } from '../apps/server/src/test/database';
import { testConfig } from '../apps/server/src/test/app';
import { SmtpCatcher } from '../apps/server/src/test/smtp';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN, startPortal } from './fixtures/server';
import { expect, test as base } from './fixtures/test';
import { apiToken, createVerifiedUser, signIn } from './fixtures/users';

// Alerts for new calls end to end (docs/architecture.md#alerts): a user subscribes on their page, an admin
// publishes a challenge in their focus area, the morning's digest pass mails them once (caught), they follow
// the mail's unsubscribe link and confirm without signing in, and the next morning's pass sends nothing.
// The portal runs on PostgreSQL; the digest pass runs in a second instance on the same database, at the
// India morning the subscription names (the portal's own pass waits for the real one).
process.env.TEST_DATABASE_URL ??= 'postgres://portal_ci:portal_ci@127.0.0.1:5432/portal_ci';
const SECRET = 'e2e-alerts-secret-that-is-long-enough-for-hs256';
type Portal = Awaited<ReturnType<typeof startPortal>> & { smtp: SmtpCatcher; databaseUrl: string | null };
/** The second instance on the portal's database, which runs the digest pass at a chosen instant. */
let instance: FastifyInstance;
const test = base.extend<object, { portal: Portal }>({
  portal: [
    async ({}, use) => {
      const smtp = await new SmtpCatcher().start();
      const db = await createPostgresDatabase({ prefix: 'portal_e2e_alerts_' });
      const portal = await startPortal({ SMTP_URL: smtp.url, DATABASE_URL: db.url, JWT_SECRET: SECRET });
      instance = await buildApp(
        testConfig({
          database: { kind: 'postgres', url: db.url },
          smtpUrl: smtp.url,
          jwtSecret: SECRET,
          appUrl: portal.baseURL,
          admin: { email: E2E_ADMIN.email, password: null },
        }),
      );
      await use({ ...portal, smtp, databaseUrl: db.url });
      await instance.close();
      await portal.stop();
      await smtp.stop();
      await db.drop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

test('a subscriber gets one digest of a new challenge, unsubscribes from the mail, and gets no more', async ({
  page,
  browser,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(150_000);
  const user = await createVerifiedUser(request, portal.smtp, 'Kavya Alerts');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/alerts$/);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { name: 'Alerts for new calls' })).toBeVisible();
  await expect(page.getByText('Your alerts are off.')).toBeVisible();
  await page.getByLabel('Challenges published').check();
  await page.getByLabel('Operational Excellence').check();
  await page.getByLabel('Daily (each morning, India time)').check();
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Your alerts are saved')).toBeVisible();
  await expect(page.getByText(/Your alerts are on\. The next digest may come on/)).toBeVisible();
  await expectAccessibleAtWidths(page, 'alerts settings');

  const token = await apiToken(request, user.email, user.password);
  const mine = await request.get('/api/me/alerts', { headers: { Authorization: `Bearer ${token}` } });
  const morning = new Date(((await mine.json()) as { data: { nextDigestAt: string } }).data.nextDigestAt).getTime() + MINUTE;

  const admin = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
  const title = `Coke oven door leakage ${Date.now()}`;
  const deadline = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
  const published = await request.post('/api/challenges', {
    headers: admin,
    multipart: { title, applicationDeadline: deadline, 'focusArea[0]': 'Operational Excellence', status: 'OPEN' },
  });
  expect(published.status()).toBe(201);

  // The morning's pass: one digest, caught by the SMTP server, with the one-click headers.
  expect(await sendDigests(instance, SECRET, new Date(morning))).toBe(1);
  const mail = await portal.smtp.waitFor(user.email, { subject: /1 new in your alerts/, timeoutMs: 15_000 });
  expect(mail.text).toContain(`Challenge: ${title}`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /Unsubscribe: (\S+)/.exec(mail.text)![1]!;
  expect(new URL(link).pathname).toBe('/alerts/unsubscribe');

  // The link opens a confirmation without signing in; opening it changes nothing, the button does.
  const context = await browser.newContext({ baseURL: portal.baseURL });
  const stranger = await context.newPage();
  await stranger.goto(link);
  await spinnerGone(stranger);
  await expect(stranger.getByRole('heading', { name: 'Unsubscribe from alerts' })).toBeVisible();
  await expectAccessibleAtWidths(stranger, 'unsubscribe confirmation');
  const before = await request.get('/api/me/alerts', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await before.json()) as { data: { subscribed: boolean } }).data.subscribed).toBe(true);
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stranger.getByText('You are unsubscribed: no more digests will be sent.')).toBeVisible();
  await context.close();

  // A new challenge, and the next morning's pass sends nothing.
  const next = await request.post('/api/challenges', {
    headers: admin,
    multipart: { title: `${title} (second)`, applicationDeadline: deadline, 'focusArea[0]': 'Operational Excellence', status: 'OPEN' },
  });
  expect(next.status()).toBe(201);
  expect(await sendDigests(instance, SECRET, new Date(morning + DAY))).toBe(0);
  await page.reload();
  await spinnerGone(page);
  await expect(page.getByText('Your alerts are off.')).toBeVisible();
  expect(portal.smtp.mails.filter((m) => m.to.includes(user.email.toLowerCase()) && /new in your alerts/.test(m.subject))).toHaveLength(1);
});
