import { MESSAGES } from '@portal/shared';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { expect, test } from './fixtures/test';
import { apiToken, approveUser, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';

test.describe.configure({ mode: 'serial' });

const TITLE = `Coke oven gas cleaning ${Date.now()}`;

async function myId(request: APIRequestContext, token: string) {
  const res = await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test('a person named on a proposal says "I am not part of this": asked to confirm, taken off it, the owner mailed', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(150_000);
  const owner = await createVerifiedUser(request, portal.smtp, 'Lakshmi Narayan');
  const named = await createVerifiedUser(request, portal.smtp, 'Imran Sheikh');
  await completeProfile(request, owner, { organization: 'Narayan Coke Works', organizationCategory: 'Industry', designation: 'Director' });
  await completeProfile(request, named, { organization: 'IIT Kharagpur', organizationCategory: 'Academia', designation: 'Professor' });
  const ownerToken = await apiToken(request, owner.email, owner.password);
  const namedId = await myId(request, await apiToken(request, named.email, named.password));
  const created = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${ownerToken}` },
    multipart: {
      category: 'INNOVATE',
      type: 'FUNDING_SUPPORT',
      title: TITLE,
      name: 'Lakshmi Narayan',
      email: owner.email,
      mobile: '+91 98450 12345',
      orgType: 'Industry',
      orgName: 'Narayan Coke Works',
      designation: 'Director',
      abstract: 'Coke oven gas carries tar and sulphur into the reheating furnaces.',
      methodology: 'A two-stage scrubber with catalytic desulphurisation.',
      expectedResults: 'Sulphur in the gas below 200 mg per cubic metre.',
      riskFactors: 'Catalyst poisoning by tar.',
      'focusArea[0]': 'Operational Excellence',
      detailsConfirmed: 'true',
      termsAccepted: 'true',
      'collaborators[0][organisation]': namedId,
      proposalFile: pdfFile('gas-cleaning.pdf'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await portal.smtp.waitFor(named.email, { subject: /collaborator/, timeoutMs: 15_000 });

  await signIn(page, named.email, named.password, `/dashboard/open_innovation/${id}`);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  const leave = page.getByRole('button', { name: 'I am not part of this' });
  await expect(leave).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // Cancel keeps everything as it was.
  await leave.click();
  const dialog = page.getByRole('dialog', { name: 'Leave this proposal?' });
  await expect(dialog).toContainText(TITLE);
  await expectAccessibleAtWidths(page, 'leave proposal confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(leave).toBeFocused();

  const after = portal.smtp.mails.length;
  await leave.click();
  await page.getByRole('dialog', { name: 'Leave this proposal?' }).getByRole('button', { name: 'Yes, I am not part of this' }).click();
  await expect(page.getByText(MESSAGES.leftProposal)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const mail = await portal.smtp.waitFor(owner.email, { subject: /not part of/, after, timeoutMs: 15_000 });
  expect(mail.text).toContain('Imran Sheikh');
  // The proposal is no longer theirs to read.
  const gone = await request.post(`/api/proposals/${id}/details`, {
    headers: { Authorization: `Bearer ${await apiToken(request, named.email, named.password)}` },
    data: {},
  });
  expect(gone.status()).toBe(404);
});

test('connecting without a complete profile is refused with the reason and a way to the profile', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(120_000);
  const poster = await createVerifiedUser(request, portal.smtp, 'Deepa Kulkarni');
  await completeProfile(request, poster, { organization: 'Kulkarni Castings', organizationCategory: 'MSME', designation: 'Owner' });
  await approveUser(request, poster);
  const posterToken = await apiToken(request, poster.email, poster.password);
  const title = `Shrinkage porosity in valve bodies ${Date.now()}`;
  const post = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${posterToken}` },
    data: {
      category: 'STEELCOLLAB',
      type: 'PROBLEM',
      title,
      abstract: 'Valve body castings show shrinkage porosity near the flanges.',
      detailedDescription: 'About 8% of castings are scrapped after radiography.',
      eligibilityCriteria: 'Foundries and research groups working on solidification.',
      focusArea: ['Operational Excellence'],
      detailsConfirmed: true,
      termsAccepted: true,
      postOnPortal: true,
    },
  });
  expect(post.status(), await post.text()).toBe(201);
  const id = ((await post.json()) as { data: { id: string } }).data.id;

  const newcomer = await createVerifiedUser(request, portal.smtp, 'Vikram Joshi');
  await signIn(page, newcomer.email, newcomer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/problems/${id}`);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Connect with Industry Partner' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: MESSAGES.connectNeedsCompleteProfile });
  await expect(refusal).toBeVisible();
  await expectAccessibleAtWidths(page, 'connect refused');
  await refusal.getByRole('link', { name: 'Open your profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});
