import { addDays, indiaDate, MESSAGES } from '@portal/shared';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';

test.describe.configure({ mode: 'serial' });

type User = { email: string; name: string; password: string };
let applicant: User;
let proposalId = '';
const TITLE = `Coke oven gas cleaning ${Date.now()}`;
const QUESTION = 'Please share the pilot plant data for the gas scrubber.';
const FOLLOW_UP = 'And the tar content after the scrubber, please.';
const RESPOND_BY = addDays(indiaDate(), 10);
const dayShown = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

async function createProposal(request: APIRequestContext, token: string, partnerId: string) {
  const res = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      category: 'INNOVATE',
      type: 'FUNDING_SUPPORT',
      title: TITLE,
      name: 'Nisha Rao',
      email: 'nisha.rao@example.in',
      mobile: '+91 98450 12345',
      orgType: 'Academia',
      orgName: 'IIT Kharagpur',
      designation: 'Professor',
      abstract: 'Coke oven gas carries tar and naphthalene that foul the burners.',
      methodology: 'A two-stage wet scrubber with a regenerable solvent.',
      expectedResults: 'Tar below 50 mg per cubic metre.',
      riskFactors: 'Solvent losses.',
      'focusArea[0]': 'Operational Excellence',
      'collaborators[0][organisation]': partnerId,
      detailsConfirmed: 'true',
      termsAccepted: 'true',
      proposalFile: pdfFile('gas-cleaning.pdf'),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test('an admin asks a clarification with a date; the list marks the proposal waiting', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(150_000);
  applicant = await createVerifiedUser(request, portal.smtp, 'Nisha Rao');
  await completeProfile(request, applicant, { organization: 'IIT Kharagpur', organizationCategory: 'Academia', designation: 'Professor' });
  const partner = await createVerifiedUser(request, portal.smtp, 'Vikram Sethi');
  await completeProfile(request, partner, { organization: 'Sethi Coke Works', organizationCategory: 'MSME', designation: 'Director' });
  const partnerToken = await apiToken(request, partner.email, partner.password);
  const me = await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${partnerToken}` } });
  const partnerId = ((await me.json()) as { data: { id: string } }).data.id;
  proposalId = await createProposal(request, await apiToken(request, applicant.email, applicant.password), partnerId);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/admin/open_innovation/${proposalId}`);
  await expect(page).toHaveURL(`/admin/open_innovation/${proposalId}`);
  await spinnerGone(page);
  const before = portal.smtp.mails.length;
  await page.getByRole('button', { name: 'Ask Clarification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask Clarification' });
  await expect(dialog.getByRole('textbox', { name: 'Clarification needed' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Clarification needed' }).fill(QUESTION);
  // 14 days ahead unless the admin says otherwise.
  await expect(dialog.getByLabel('Answer by')).toHaveValue(addDays(indiaDate(), 14));
  // A day past the range: the shared schema's message under the field and in the focused summary, nothing sent.
  const answerBy = dialog.getByLabel('Answer by');
  await answerBy.fill(addDays(indiaDate(), 61));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('error-summary')).toBeFocused();
  await expect(dialog.getByTestId('error-summary')).toContainText('Choose a date to answer by between');
  await expect(answerBy).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await answerBy.getAttribute('aria-describedby')) ?? '';
  const descriptions = await Promise.all(describedBy.split(' ').map((id) => dialog.locator(`[id="${id}"]`).innerText()));
  expect(descriptions.join(' ')).toContain('Choose a date to answer by between');
  expect(portal.smtp.mails.length).toBe(before);
  await answerBy.fill(RESPOND_BY);
  await expectAccessibleAtWidths(page, 'ask clarification dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(MESSAGES.clarificationMailSent).first()).toBeVisible();
  const mail = await portal.smtp.waitFor(applicant.email, { after: before, subject: /clarification/i });
  expect(mail.text).toContain(QUESTION);
  // The day as the portal writes dates, never the ISO form the date field sent (decision 218).
  expect(mail.text).toContain(`Please answer by ${dayShown(RESPOND_BY)} (India time)`);
  expect(mail.text).not.toContain(RESPOND_BY);
  await expect(page.locator('[data-status="AWAITING_APPLICANT"]').first()).toHaveText('Waiting on applicant');
  const asked = page.getByRole('region', { name: 'Clarifications asked' });
  await expect(asked.locator('table').getByText(QUESTION)).toBeVisible();

  // The list: waiting, and its filter.
  await page.goto(`/admin/open_innovation?q=${encodeURIComponent(TITLE)}`);
  await spinnerGone(page);
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(row.locator('[data-status="AWAITING_APPLICANT"]')).toBeVisible();
  await page.getByLabel('Waiting on applicant').selectOption('false');
  await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
  await page.getByLabel('Waiting on applicant').selectOption('true');
  await expect(row).toBeVisible();
});

test('the applicant sees the question on the dashboard and the detail, edits one field and answers with a PDF', async ({ page, request, spinnerGone }) => {
  test.setTimeout(150_000);
  await signIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const waiting = page.getByRole('region', { name: 'Clarifications waiting on you' });
  await expect(waiting.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(waiting).toContainText(`Answer by ${dayShown(RESPOND_BY)}`);
  await expect(page.getByRole('button', { name: /notifications/i }).first()).toBeVisible();

  // Edit one field through the wizard while the question is open.
  await page.goto(`/dashboard/open_innovation/edit/${proposalId}`);
  await expect(page.getByRole('heading', { name: 'Edit your application' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Expected outcome').fill('Tar below 20 mg per cubic metre, measured at the burners.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I confirm that the details given are true and complete.').check();
  await page.getByLabel('I accept the terms and conditions of the scheme.').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.proposalSubmitted).first()).toBeVisible();

  await page.goto(`/dashboard/open_innovation/${proposalId}`);
  await spinnerGone(page);
  await expect(page.getByRole('status').filter({ hasText: 'Please answer it by' })).toContainText(dayShown(RESPOND_BY));
  await page.getByRole('button', { name: 'Answer the clarification' }).click();
  const dialog = page.getByRole('dialog', { name: `Clarifications for ${TITLE}` });
  await expect(dialog.locator('table').getByText(QUESTION)).toBeVisible();
  await expectAccessibleAtWidths(page, 'clarification thread, applicant');
  const reply = dialog.getByRole('region', { name: 'Question 1' });
  await reply.getByLabel('Your reply').fill('The pilot data is attached; the expected outcome is updated.');
  await reply.getByLabel('Document (optional)').setInputFiles(pdfFile('pilot-data.pdf'));
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.locator('table').getByText('The pilot data is attached; the expected outcome is updated.')).toBeVisible();
  await expect(dialog.locator('table').getByRole('link', { name: 'Attachment: pilot-data.pdf' })).toBeVisible();
  await expect(dialog.locator('table')).toContainText('Changed in the proposal: Expected outcome');
  await expect(dialog.locator('table [data-status="CLARIFICATION_ANSWERED"]')).toHaveText('Answered');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: test.info().outputPath('applicant-thread-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('applicant-thread-1366.png'), fullPage: true });
  const token = await apiToken(request, applicant.email, applicant.password);
  const mine = await request.get('/api/clarifications/mine', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await mine.json()) as { data: unknown[] }).data).toEqual([]);
});

test('the admin reads the thread, asks a follow-up and closes it; the list and days in review agree', async ({ page, portal, spinnerGone }) => {
  test.setTimeout(150_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/admin/open_innovation/${proposalId}`);
  await expect(page).toHaveURL(`/admin/open_innovation/${proposalId}`);
  await spinnerGone(page);
  const asked = page.getByRole('region', { name: 'Clarifications asked' });
  await expect(asked.locator('table').getByText('The pilot data is attached; the expected outcome is updated.')).toBeVisible();
  await expect(asked.locator('table')).toContainText('Reply by Nisha Rao');
  await expect(page.locator('[data-status="AWAITING_APPLICANT"]')).toHaveCount(0);
  await expectAccessibleAtWidths(page, 'clarification thread, admin');

  const before = portal.smtp.mails.length;
  const thread = asked.getByRole('region', { name: 'Question 1' });
  await thread.getByLabel('Follow-up question').fill(FOLLOW_UP);
  await thread.getByRole('button', { name: 'Ask the follow-up' }).click();
  await expect(asked.locator('table').getByText(FOLLOW_UP)).toBeVisible();
  await portal.smtp.waitFor(applicant.email, { after: before, subject: /follow-up/i });
  await expect(page.locator('[data-status="AWAITING_APPLICANT"]').first()).toBeVisible();
  await thread.getByRole('button', { name: 'Close this clarification' }).click();
  await expect(asked.locator('table [data-status="CLARIFICATION_CLOSED"]')).toHaveText('Closed');
  await expect(asked.getByRole('region', { name: 'Question 1' })).toHaveCount(0);
  await expect(page.locator('[data-status="AWAITING_APPLICANT"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('admin-thread-1366.png'), fullPage: true });

  // The list: no longer waiting; days in review shown and sortable.
  await page.goto(`/admin/open_innovation?q=${encodeURIComponent(TITLE)}&awaiting=false&sort=longestInReview`);
  await spinnerGone(page);
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Days in review' })).toBeVisible();
  // Submitted today: no whole day in review yet.
  await expect(row.getByRole('cell').nth(7)).toHaveText('0');
  await page.getByLabel('Waiting on applicant').selectOption('true');
  await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
  await expectAccessibleAtWidths(page, 'admin list with days in review');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: test.info().outputPath('admin-list-375.png'), fullPage: true });
});
