import { addDays, indiaDate } from '@portal/shared';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, approveUser, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';

// The admin's release of a reviewer (docs/architecture.md#the-reviewer-pool): its errors, each where the
// admin reads it: an empty or too short reason (spaces do not count) in the summary and at the field, the
// summary's link back to the field, and the server's refusal when the assignment was released meanwhile.
test('the release form refuses a missing or short reason and shows the server refusal of an assignment already released', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(120_000);
  const admin = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
  const applicant = await createVerifiedUser(request, portal.smtp, 'Kavya Applicant');
  await completeProfile(request, applicant, { organization: 'Konkan Rolling Mills', organizationCategory: 'Industry', designation: 'Manager' });
  const partner = await createVerifiedUser(request, portal.smtp, 'Lata Partner');
  await completeProfile(request, partner, { organization: 'Lata Forgings', organizationCategory: 'MSME', designation: 'Director' });
  const reviewer = await createVerifiedUser(request, portal.smtp, 'Farhan Reviewer');
  await completeProfile(request, reviewer, { organization: 'IISc Bengaluru', organizationCategory: 'Academia', designation: 'Professor' });
  await approveUser(request, reviewer);
  const idOf = async (who: { email: string; password: string }) => {
    const me = await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${await apiToken(request, who.email, who.password)}` } });
    return ((await me.json()) as { data: { id: string } }).data.id;
  };
  const reviewerId = await idOf(reviewer);
  expect((await request.put(`/api/admin/users/${reviewerId}/reviewer`, { headers: admin, data: { reviewer: true } })).status()).toBe(200);
  const created = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${await apiToken(request, applicant.email, applicant.password)}` },
    multipart: {
      category: 'INNOVATE',
      type: 'FUNDING_SUPPORT',
      name: applicant.name,
      email: applicant.email,
      mobile: '+91 98220 11223',
      orgType: 'Industry',
      orgName: 'Konkan Rolling Mills',
      designation: 'Manager',
      title: `Scale-free reheating of billets ${Date.now()}`,
      abstract: 'Billets lose metal to scale in the reheating furnace; a nitrogen curtain keeps the air away.',
      methodology: 'A nitrogen curtain at the furnace doors, measured over a month of production.',
      expectedResults: 'Half the scale loss.',
      riskFactors: 'Nitrogen cost.',
      'focusArea[0]': 'Operational Excellence',
      'collaborators[0][organisation]': await idOf(partner),
      detailsConfirmed: 'true',
      termsAccepted: 'true',
      proposalFile: pdfFile('reheating.pdf'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const proposalId = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await request.patch(`/api/proposals/${proposalId}/status`, { headers: admin, data: { status: 'UNDER_REVIEW' } })).status()).toBe(200);
  const assigned = await request.post(`/api/admin/proposals/${proposalId}/reviewers`, {
    headers: admin,
    data: { userId: reviewerId, dueDate: addDays(indiaDate(), 21) },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/admin/open_innovation/${proposalId}`);
  await spinnerGone(page);
  await page.getByRole('button', { name: `Release ${reviewer.name}` }).click();
  const form = page.getByRole('form', { name: `Release ${reviewer.name}` });
  const reason = form.getByLabel('Why release this reviewer? (recorded in the history)');
  const send = form.getByRole('button', { name: 'Release the reviewer' });

  // Nothing written: the summary names the rule, its link takes the keyboard back to the field.
  await send.click();
  const summary = form.getByTestId('error-summary');
  await expect(summary).toContainText('Give a reason of at least 10 characters');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: /Give a reason of at least 10 characters/ }).click();
  await expect(reason).toBeFocused();
  await expectAccessibleAtWidths(page, 'reviewer release errors');

  // Ten characters with the spaces around them, six without: still too short, as the route trims it.
  await reason.fill('   Silent   ');
  await send.click();
  await expect(summary).toContainText('Give a reason of at least 10 characters');

  // Released meanwhile (another admin, through the API): the form shows the server's refusal, not a success.
  const reasonText = 'No answer after two reminders.';
  const path = `/api/admin/proposals/${proposalId}/reviewers/${reviewerId}/release`;
  expect((await request.post(path, { headers: admin, data: { reason: reasonText } })).status()).toBe(200);
  const again = await request.post(path, { headers: admin, data: { reason: reasonText } });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  const refusal = ((await again.json()) as { message: string }).message;
  await reason.fill(reasonText);
  await send.click();
  await expect(form.getByTestId('error-summary')).toContainText(refusal);
  await expect(form).toBeVisible();
});
