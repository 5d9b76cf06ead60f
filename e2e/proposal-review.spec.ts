import { readFileSync } from 'node:fs';
import { indiaDate, MESSAGES } from '@portal/shared';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';

test.describe.configure({ mode: 'serial' });

type User = { email: string; name: string; password: string };
let applicant: User;
let partner: User;
let applicantId = '';
let openId = '';
let partnerId = '';
let token = '';
const OPEN_TITLE = `Slag heat recovery ${Date.now()}`;

const funding = (extra: Record<string, string>) => ({
  name: 'Kavya Menon',
  email: 'kavya.menon@example.in',
  mobile: '+91 98450 12345',
  orgType: 'Academia',
  orgName: 'NIT Trichy',
  designation: 'Professor',
  abstract: 'Molten slag leaves the plant at 1500 °C and its heat is lost.',
  methodology: 'A dry granulation drum recovering heat into steam.',
  expectedResults: 'Thirty per cent of the slag heat recovered.',
  riskFactors: 'Drum wear and uneven granule size.',
  'focusArea[0]': 'Operational Excellence',
  detailsConfirmed: 'true',
  termsAccepted: 'true',
  ...extra,
});

async function createProposal(request: APIRequestContext, token: string, fields: Record<string, string>, fileName: string) {
  const res = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { ...fields, proposalFile: pdfFile(fileName) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function myId(request: APIRequestContext, token: string) {
  const res = await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test('the applicant reads an Open Innovation proposal: side column, document, collaborators, Edit to its wizard', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(120_000);
  applicant = await createVerifiedUser(request, portal.smtp, 'Kavya Menon');
  partner = await createVerifiedUser(request, portal.smtp, 'Rohit Bansal');
  await completeProfile(request, applicant, { organization: 'NIT Trichy', organizationCategory: 'Academia', designation: 'Professor' });
  await completeProfile(request, partner, { organization: 'Bansal Alloys', organizationCategory: 'MSME', designation: 'Director' });
  token = await apiToken(request, applicant.email, applicant.password);
  const partnerToken = await apiToken(request, partner.email, partner.password);
  partnerId = await myId(request, partnerToken);
  applicantId = await myId(request, token);
  openId = await createProposal(
    request,
    token,
    funding({ category: 'INNOVATE', type: 'FUNDING_SUPPORT', title: OPEN_TITLE, 'collaborators[0][organisation]': partnerId }),
    'slag-heat-recovery.pdf',
  );

  await signIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The side navigation leads to the four lists.
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  for (const name of ['Steelcollab', 'Open Innovation', 'Steel start up accelerator', 'Challenge Method'])
    await expect(nav.getByRole('link', { name })).toBeVisible();

  await page.goto(`/dashboard/open_innovation/${openId}`);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: OPEN_TITLE })).toBeVisible();
  await expect(page.locator('[data-status="UNDER_REVIEW"]')).toHaveText('Under Review by Appraisal Committee');
  await expect(page.getByRole('heading', { name: 'Understanding of the challenge' })).toBeVisible();
  await expect(page.getByText('Molten slag leaves the plant').first()).toBeVisible();
  await expect(page.getByText('Rohit Bansal').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Posted by' })).toBeVisible();

  // The document is listed by its name and its signed link downloads the file.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'slag-heat-recovery.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('slag-heat-recovery.pdf');
  const saved = await file.path();
  expect(saved).toBeTruthy();

  await expectAccessibleAtWidths(page, 'submitter proposal detail');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: test.info().outputPath('detail-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('detail-1366.png'), fullPage: true });

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/open_innovation/edit/${openId}$`));
  await spinnerGone(page);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Kavya Menon');
});

test('a collaborator reads the proposal without Edit; an unknown id reads Problem statement not found', async ({ page, spinnerGone }) => {
  await signIn(page, partner.email, partner.password, `/dashboard/open_innovation/${openId}`);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: OPEN_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await page.goto('/dashboard/open_innovation/00000000-0000-4000-8000-000000000000');
  await spinnerGone(page);
  await expect(page.getByText(MESSAGES.proposalNotFound).first()).toBeVisible();
});

test('the admin opens the proposal: applicant profile link, the status choices, the lists in the navigation', async ({ page, spinnerGone }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  for (const name of ['Steelcollab', 'Open Innovation', 'Steel start up accelerator', 'Challenge proposals'])
    await expect(nav.getByRole('link', { name })).toBeVisible();

  await page.goto(`/admin/open_innovation/${openId}`);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: OPEN_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'slag-heat-recovery.pdf' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('UNDER_REVIEW');
  await expect(page.getByLabel('Status').locator('option')).toHaveText(['Under Review by Appraisal Committee', 'Accepted', 'Rejected']);
  await expect(page.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  await expectAccessibleAtWidths(page, 'admin proposal detail');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: test.info().outputPath('admin-detail-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('admin-detail-1366.png'), fullPage: true });

  await page.getByRole('link', { name: "Open the applicant's profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/user/${applicantId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kavya Menon' })).toBeVisible();

  // The bell keeps the admin in the admin area, as the user menu does, and opens the notifications:
  // the admin was told of the new submission.
  await page.getByTestId('notification-bell').click();
  await expect(page).toHaveURL(/\/admin\/dashboard#notifications$/);
  await expect(page.getByRole('button', { name: 'Hide notifications' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#notifications-list li').filter({ hasText: `New Open Innovation proposal: "${OPEN_TITLE}"` })).toHaveCount(1);
});

test('the applicant walks the lists: eleven more rows page by ten, filters, raw codes on the start up list, the shared tab', async ({
  page,
  request,
  browser,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(180_000);
  for (let i = 1; i <= 11; i++) {
    await createProposal(
      request,
      token,
      funding({ category: 'INNOVATE', type: 'FUNDING_SUPPORT', title: `Open furnace study ${i}`, 'collaborators[0][organisation]': partnerId }),
      `study-${i}.pdf`,
    );
  }
  await createProposal(
    request,
    token,
    funding({ category: 'CHALLENGE', type: 'FUNDING_SUPPORT', title: 'Startup slag sensor', partnersInvolved: 'false' }),
    'sensor.pdf',
  );

  await signIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'Open Innovation' }).click();
  await expect(page).toHaveURL(/\/dashboard\/open_innovation$/);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Open Innovation Method' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Under Review by Appraisal Committee' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Showing 1 to 10 of 12 results').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessibleAtWidths(page, 'submitter list');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: test.info().outputPath('list-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('list-1366.png'), fullPage: true });
  // People read the type's name, and every column fits a desktop width without a scrollbar of its own.
  await expect(page.locator('tbody tr').first()).toContainText('Funding support');
  await expect(page.locator('tbody')).not.toContainText('FUNDING_SUPPORT');
  expect(await page.locator('table').evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing 11 to 12 of 12 results').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // S.No continues from the first page and opens the detail.
  const table = page.locator('table');
  await expect(table.getByRole('link', { name: '11', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Accepted' }).click();
  await expect(page).toHaveURL(/status=APPROVED/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('No proposals here yet.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for Open Innovation funding support' })).toBeVisible();

  // The Steel start up list sends no status filter and shows raw codes.
  await page.goto('/dashboard/steel_startup');
  await spinnerGone(page);
  await expect(page.getByRole('group', { name: 'Filter by status' })).toHaveCount(0);
  await expect(page.locator('table [data-status="UNDER_REVIEW"]')).toHaveText('UNDER_REVIEW');
  await page.locator('table').getByRole('link', { name: 'Startup slag sensor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/steel_startup\/[0-9a-f-]{36}$/);
  // Raw codes are that list's alone: the detail names the status (issue 40 item 15).
  await expect(page.locator('aside [data-status="UNDER_REVIEW"]')).toHaveText('Under Review by Appraisal Committee');

  // The collaborator finds them under Shared with me, read-only.
  const context = await browser.newContext({ baseURL: portal.baseURL });
  const partnerPage = await context.newPage();
  await signIn(partnerPage, partner.email, partner.password, '/dashboard/open_innovation?tab=shared');
  await expect(partnerPage.getByText('Showing 1 to 10 of 12 results').first()).toBeVisible();
  await partnerPage.goto('/dashboard/open_innovation');
  await expect(partnerPage.getByText('No proposals here yet.').first()).toBeVisible();
  await context.close();
});

test('the admin finds the new proposal, reads its history, asks a clarification, approves it and exports the filtered list', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(180_000);
  // The applicant edits one field before the review: the history names it.
  const edit = await request.patch(`/api/proposals/${openId}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: funding({
      category: 'INNOVATE',
      type: 'FUNDING_SUPPORT',
      title: OPEN_TITLE,
      'collaborators[0][organisation]': partnerId,
      riskFactors: 'Drum wear, uneven granules and dust.',
    }),
  });
  expect(edit.status(), await edit.text()).toBe(200);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/open_innovation');
  await spinnerGone(page);
  await expect(page.getByRole('button', { name: 'Under Review by Appraisal Committee' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Search title, applicant or organisation').fill(OPEN_TITLE);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText('Showing 1 to 1 of 1 results').first()).toBeVisible();
  await expectAccessibleAtWidths(page, 'admin list');

  // The export carries the current filters: one row, the searched proposal.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^proposals-.*\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain(OPEN_TITLE);
  expect(csv).not.toContain('Open furnace study');

  await page.locator('table').getByRole('link', { name: OPEN_TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/open_innovation/${openId}$`));
  await spinnerGone(page);
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveText([/^Edited by Kavya MenonChanged: Potential risks\d/, /^Submitted by Kavya Menon\d/]);

  const before = portal.smtp.mails.length;
  await page.getByRole('button', { name: 'Ask Clarification' }).click();
  await page.getByLabel('Clarification needed').fill('Please attach the budget sheet for the granulation drum.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(MESSAGES.clarificationMailSent).first()).toBeVisible();
  const mail = await portal.smtp.waitFor(applicant.email, { after: before, subject: /clarification/i });
  expect(mail.text).toContain('Please attach the budget sheet for the granulation drum.');
  await expect(page.getByRole('region', { name: 'Clarifications asked' }).locator('table').getByText('Please attach the budget sheet')).toBeVisible();

  await page.getByLabel('Status').selectOption('APPROVED');
  await page.getByRole('button', { name: 'Update Status' }).click();
  // The change is confirmed first, with an optional message that goes to the applicant.
  const confirm = page.getByRole('dialog', { name: 'Change the status?' });
  await expect(confirm).toContainText('to Accepted');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('aside [data-status="UNDER_REVIEW"]')).toBeVisible();
  await page.getByRole('button', { name: 'Update Status' }).click();
  await confirm.getByLabel('Message to the applicant (optional)').fill('Please plan the pilot for March.');
  const beforeDecision = portal.smtp.mails.length;
  await confirm.getByRole('button', { name: 'Change the status' }).click();
  await expect(page.getByText(MESSAGES.proposalStatusUpdated).first()).toBeVisible();
  await expect(page.locator('aside [data-status="APPROVED"]')).toHaveText('Accepted');
  const decision = await portal.smtp.waitFor(applicant.email, { after: beforeDecision, subject: /Accepted/ });
  expect(decision.text).toContain('Please plan the pilot for March.');
  expect(decision.html).toContain(`href="http://localhost:${new URL(portal.baseURL).port}/dashboard/`);
  await expect(history).toHaveText([
    /^Status changed from Under Review by Appraisal Committee to Accepted by .+ \(admin\)\d/,
    /^Clarification asked by .+ \(admin\)Please attach the budget sheet for the granulation drum\.\d/,
    /^Edited by Kavya Menon/,
    /^Submitted by Kavya Menon/,
  ]);
  await expectAccessibleAtWidths(page, 'admin proposal detail with its history');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole('region', { name: 'History' }).screenshot({ path: test.info().outputPath('admin-history-375.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('region', { name: 'History' }).screenshot({ path: test.info().outputPath('admin-history-1366.png') });
});

test("the admin dashboard's figures lead to their lists: a status count, a month in the table, a bar of the chart", async ({ page, spinnerGone }) => {
  test.setTimeout(120_000);
  const month = indiaDate().slice(0, 7);
  const monthWords = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('proposals-openInnovation-APPROVED')).not.toHaveText('0');
  await page.getByTestId('proposals-openInnovation-APPROVED').click();
  await expect(page).toHaveURL(/\/admin\/open_innovation\?status=APPROVED$/);
  await spinnerGone(page);
  await expect(page.locator('table').getByRole('link', { name: OPEN_TITLE })).toBeVisible();

  await page.goBack();
  await page.getByText('The figures as a table').click();
  await page.getByRole('link', { name: new RegExp(`^\\d+ Open Innovation proposals submitted in ${monthWords}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/open_innovation\\?status=ALL&month=${month}$`));
  await spinnerGone(page);
  await expect(page.getByText(`Showing the proposals submitted in ${monthWords}.`).first()).toBeVisible();
  // Every status: the approved proposal's later siblings, still under review, are listed newest first.
  await expect(page.locator('table').getByRole('link', { name: 'Open furnace study 11', exact: true })).toBeVisible();
  await expectAccessibleAtWidths(page, 'admin list of one month');
  await page.getByRole('button', { name: 'Show every month' }).click();
  await expect(page).not.toHaveURL(/month=/);

  await page.goto('/admin/dashboard');
  // The chart's axis names months as months ('Nov' with its year under the first bar: 'Nov 2026'), never
  // as a date-like '26-11'.
  const shortMonth = (m: string) => new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
  const axis = page.getByTestId('submissions-chart').getByTestId('chart-month');
  await expect(axis.first()).toBeVisible();
  const labels = await axis.evaluateAll((texts) =>
    texts.map((el) =>
      Array.from(el.childNodes)
        .map((n) => n.textContent!.trim())
        .join(' '),
    ),
  );
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)( \d{4})?$/);
  expect(labels[0]).toMatch(/^[A-Z][a-z]{2,3} \d{4}$/);
  expect(labels.at(-1)).toMatch(new RegExp(`^${shortMonth(month)}( ${month.slice(0, 4)})?$`));
  await page.getByTestId(`bar-openInnovation-${month}`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/open_innovation\\?status=ALL&month=${month}$`));
  await page.goto('/admin/dashboard');
  await expectAccessibleAtWidths(page, 'admin dashboard');
});

test('the applicant reads the clarification, finds Edit gone once approved, and the bell counts down', async ({ page, spinnerGone }) => {
  test.setTimeout(120_000);
  const ownProposalCalls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    // The drafts of "In progress" are a list of their own (status DRAFT); the figures are the rest.
    if (pathname.startsWith('/api/proposals/user/me') && new URL(r.url()).searchParams.get('status') !== 'DRAFT') ownProposalCalls.push(pathname);
  });
  await signIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A clarification and a status change: two unread.
  await expect(page.getByTestId('notification-count')).toHaveText('2');
  await expectAccessibleAtWidths(page, 'dashboard home');
  await page.screenshot({ path: test.info().outputPath('dashboard-1366.png'), fullPage: true });
  await expect(page.getByRole('link', { name: 'Start a new application' })).toHaveAttribute('href', '/challenge-response');
  await expect(page.getByRole('link', { name: 'Current challenges' })).toHaveAttribute('href', '/challenges');
  await page.getByRole('button', { name: 'Show notifications' }).click();
  await expect(page.locator('#notifications-list li')).toHaveCount(2);
  await expect(page.getByTestId('notification-count')).toHaveText('0');
  await page.getByRole('button', { name: 'Hide notifications' }).click();
  await expect(page.locator('#notifications-list')).toHaveCount(0);
  // The bell, from another page, opens the box.
  await page.goto('/dashboard/profile');
  await page.getByTestId('notification-bell').click();
  await expect(page).toHaveURL(/\/dashboard#notifications$/);
  await expect(page.locator('#notifications-list li')).toHaveCount(2);
  await expect(page.getByTestId('count-openInnovation-APPROVED')).toHaveText('1');
  await expect(page.getByTestId('count-openInnovation-UNDER_REVIEW')).toHaveText('11');
  // The figures come from one call, not a page of the list per scheme and status.
  expect(new Set(ownProposalCalls)).toEqual(new Set(['/api/proposals/user/me/counts']));
  // At a phone's width every column of figures is in view, none behind a sideways scroll.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 900 });
  const table = page.getByRole('region', { name: 'My proposals' }).locator('table');
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  if (viewport) await page.setViewportSize(viewport);

  await page.goto(`/dashboard/open_innovation/${openId}`);
  await spinnerGone(page);
  await expect(page.locator('aside [data-status="APPROVED"]')).toHaveText('Accepted');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clarifications' }).click();
  const dialog = page.getByRole('dialog', { name: `Clarifications for ${OPEN_TITLE}` });
  await expect(dialog.locator('table').getByText('Please attach the budget sheet for the granulation drum.')).toBeVisible();
});
