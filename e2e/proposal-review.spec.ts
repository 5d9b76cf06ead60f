import { MESSAGES } from '@portal/shared';
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
  const res = await request.post('/api/proposals', { headers: { Authorization: `Bearer ${token}` }, multipart: { ...fields, proposalFile: pdfFile(fileName) } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function myId(request: APIRequestContext, token: string) {
  const res = await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test('the applicant reads an Open Innovation proposal: side column, document, collaborators, Edit to its wizard', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(120_000);
  applicant = await createVerifiedUser(request, portal.smtp, 'Kavya Menon');
  partner = await createVerifiedUser(request, portal.smtp, 'Rohit Bansal');
  await completeProfile(request, applicant, { organization: 'NIT Trichy', organizationCategory: 'Academia', designation: 'Professor' });
  await completeProfile(request, partner, { organization: 'Bansal Alloys', organizationCategory: 'MSME', designation: 'Director' });
  const token = await apiToken(request, applicant.email, applicant.password);
  const partnerToken = await apiToken(request, partner.email, partner.password);
  const partnerId = await myId(request, partnerToken);
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
  for (const name of ['Steelcollab', 'Open Innovation', 'Steel start up accelerator', 'Challenge Method']) await expect(nav.getByRole('link', { name })).toBeVisible();

  await page.goto(`/dashboard/open_innovation/${openId}`);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: OPEN_TITLE })).toBeVisible();
  await expect(page.locator('[data-status="UNDER_REVIEW"]')).toHaveText('Under Review by Appraisal Committee');
  await expect(page.getByRole('heading', { name: 'Understanding of the challenge' })).toBeVisible();
  await expect(page.getByText('Molten slag leaves the plant')).toBeVisible();
  await expect(page.getByText('Rohit Bansal')).toBeVisible();
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
  await signIn(page, partner.email, partner.password);
  await page.goto(`/dashboard/open_innovation/${openId}`);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: OPEN_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await page.goto('/dashboard/open_innovation/00000000-0000-4000-8000-000000000000');
  await spinnerGone(page);
  await expect(page.getByText(MESSAGES.proposalNotFound)).toBeVisible();
});

test('the admin opens the proposal: applicant profile link, the status choices, the lists in the navigation', async ({ page, spinnerGone }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  for (const name of ['Steelcollab', 'Open Innovation', 'Steel start up accelerator', 'Challenge proposals']) await expect(nav.getByRole('link', { name })).toBeVisible();

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
});
