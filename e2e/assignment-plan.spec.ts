import { addDays, indiaDate } from '@portal/shared';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, approveUser, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';

// The round's assignment plan (docs/architecture.md#the-reviewer-pool, decisions 256 and 257): the admin
// plans three proposals over four reviewers, sees the one that cannot be filled and why, removes a reviewer
// and adds another from the proposal's suggestions, applies with a confirmation, and each reviewer is
// invited once. axe and 375 px on the planned page.

const RUN = Date.now();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const GREEN = 'Decarbonization and Green Steel Innovation';

async function reviewer(
  request: APIRequestContext,
  smtp: Parameters<typeof createVerifiedUser>[1],
  admin: string,
  name: string,
  organization: string,
  keywords: string[],
) {
  const user = await createVerifiedUser(request, smtp, name, `${name.split(' ')[0]!.toLowerCase()}${RUN}`);
  await completeProfile(request, user, { organization, organizationCategory: 'Academia', designation: 'Professor' });
  await approveUser(request, user);
  const token = await apiToken(request, user.email, user.password);
  const id = ((await (await request.get('/api/users/profile/me', { headers: bearer(token) })).json()) as { data: { id: string } }).data.id;
  expect((await request.put(`/api/admin/users/${id}/reviewer`, { headers: bearer(admin), data: { reviewer: true } })).status()).toBe(200);
  const profile = await request.put('/api/reviews/profile', {
    headers: bearer(await apiToken(request, user.email, user.password)),
    data: { focusAreas: [GREEN], keywords, maxLoad: 5, unavailable: [], languages: ['en'], affiliations: [] },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return { id, name, email: user.email };
}

test('an admin plans a round, adjusts a pair, and applies the plan once', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const applicant = await createVerifiedUser(request, portal.smtp, 'Kavya Planner', `kavya${RUN}`);
  await completeProfile(request, applicant, { organization: 'Kalinga Alloys Pvt Ltd', organizationCategory: 'Startup', designation: 'Founder' });
  const today = indiaDate();
  const created = await request.post('/api/admin/rounds', {
    headers: bearer(admin),
    data: { scheme: 'SSA', name: `Planned round ${RUN}`, cutoffAt: addDays(today, 1), reviewDueAt: addDays(today, 15), budget: 0 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const roundId = ((await created.json()) as { data: { id: string } }).data.id;
  const token = await apiToken(request, applicant.email, applicant.password);
  const titles = [`Hydrogen shaft furnace ${RUN}`, `Slag heat recovery ${RUN}`, `Hydrogen slag granulation ${RUN}`];
  for (const [i, title] of titles.entries()) {
    const res = await request.post('/api/proposals', {
      headers: bearer(token),
      multipart: {
        category: 'CHALLENGE',
        type: 'FUNDING_SUPPORT',
        title,
        name: 'Kavya Planner',
        email: 'kavya.planner@example.in',
        mobile: '+91 98450 12345',
        orgType: 'Startup',
        orgName: 'Kalinga Alloys',
        designation: 'Founder',
        abstract: `${title}: hydrogen and slag in a pilot plant.`,
        methodology: 'A pilot at a partner plant.',
        expectedResults: 'Lower emissions.',
        riskFactors: 'Wear.',
        partnersInvolved: 'false',
        'focusArea[0]': GREEN,
        detailsConfirmed: 'true',
        termsAccepted: 'true',
        proposalFile: pdfFile(`plan-${i + 1}.pdf`),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  // Two of one institute (never both on one proposal), one of another, and one of the applicant's own organisation.
  const anil = await reviewer(request, portal.smtp, admin, 'Anil Planreviewer', 'IIT Madras', ['hydrogen', 'slag', 'furnace']);
  const bina = await reviewer(request, portal.smtp, admin, 'Bina Planreviewer', 'IIT Madras', ['hydrogen']);
  const chetan = await reviewer(request, portal.smtp, admin, 'Chetan Planreviewer', 'CSIR NML', ['slag']);
  await reviewer(request, portal.smtp, admin, 'Deepa Planreviewer', 'Kalinga Alloys', ['hydrogen', 'slag', 'furnace']);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/admin/rounds/${roundId}`);
  await expect(page).toHaveURL(`/admin/rounds/${roundId}`);
  await spinnerGone(page);
  const plan = page.getByTestId('plan-reviewers');
  await plan.getByLabel('Reviewers per proposal').selectOption('3');
  await plan.getByRole('button', { name: 'Make the plan' }).click();
  // Two organisations can take each (the applicant's own is a conflict, Madras counts once): 2 of 3 each.
  await expect(plan.getByTestId('plan-summary')).toContainText('6 assignments to 2 reviewers');
  await expect(plan.getByTestId('plan-unfilled')).toContainText('Only 2 reviewer(s) could take it');
  await expect(plan.getByText('Deepa Planreviewer')).toHaveCount(0);
  await expect(plan.getByTestId('plan-pair').filter({ hasText: 'Anil Planreviewer' })).toHaveCount(3);
  // Each pair says why: what matched, and the reviewer's record once they have one (decision 275).
  const anilOnFirst = plan.getByTestId('plan-proposal').filter({ hasText: titles[0]! }).getByTestId('plan-pair').filter({ hasText: 'Anil Planreviewer' });
  await expect(anilOnFirst.getByTestId('plan-pair-reasons')).toContainText(`Focus areas in common: ${GREEN}`);
  await expect(anilOnFirst.getByTestId('plan-pair-reasons')).toContainText('Keywords found in the proposal: hydrogen');
  await expectAccessibleAtWidths(page, 'round plan');

  // Swap Anil for Bina on the second proposal: remove, then add from its suggestions.
  const second = plan.getByTestId('plan-proposal').filter({ hasText: titles[1]! });
  await second.getByRole('button', { name: `Remove Anil Planreviewer from ${titles[1]}` }).click();
  await second.getByRole('button', { name: `Add or swap in a reviewer ${titles[1]}` }).click();
  const choice = second.getByLabel(`Reviewer for ${titles[1]}`);
  await expect(choice.locator('option', { hasText: 'Bina Planreviewer' })).toHaveCount(1);
  await expect(choice.locator('option', { hasText: 'Deepa Planreviewer' })).toHaveCount(0);
  await choice.selectOption((await choice.locator('option', { hasText: 'Bina Planreviewer' }).getAttribute('value'))!);
  await second.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(second.getByTestId('plan-pair').filter({ hasText: 'Bina Planreviewer' })).toHaveCount(1);

  await plan.getByRole('button', { name: 'Apply the plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply this plan?' });
  await expect(dialog).toContainText('6 assignments are created for 3 reviewers');
  await expect(dialog).toContainText('one mail listing all of their proposals');
  await dialog.getByRole('button', { name: 'Apply and invite the reviewers' }).click();
  await expect(page.getByText('6 assignments created; 3 reviewers mailed.')).toBeVisible();

  const mail = await portal.smtp.waitFor(anil.email, { subject: /2 proposals to review/ });
  expect(mail.text).toContain(titles[0]);
  expect(mail.text).toContain(titles[2]);
  expect(mail.text).not.toContain(titles[1]);
  await portal.smtp.waitFor(bina.email, { subject: /a proposal to review/ });
  await portal.smtp.waitFor(chetan.email, { subject: /3 proposals to review/ });
});
