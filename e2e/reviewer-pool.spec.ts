import type { APIRequestContext } from '@playwright/test';
import { latinWords } from './fixtures/hindi-routes';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, approveUser, completeProfile, createVerifiedUser, signIn } from './fixtures/users';

// The reviewer pool (docs/architecture.md#the-reviewer-pool): a reviewer fills in their profile from their
// queue, the form refuses a load beyond the contract's, the saved profile reads back after a reload, the
// page passes axe at 375 px and 1366 px, and reads wholly in Hindi.

async function makeReviewer(request: APIRequestContext, who: { email: string; password: string }) {
  const me = await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${await apiToken(request, who.email, who.password)}` } });
  const id = ((await me.json()) as { data: { id: string } }).data.id;
  const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const res = await request.put(`/api/admin/users/${id}/reviewer`, { headers: { Authorization: `Bearer ${admin}` }, data: { reviewer: true } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a reviewer fills in their profile, in English and in Hindi', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(150_000);
  const reviewer = await createVerifiedUser(request, portal.smtp, 'Meena Reviewer');
  await completeProfile(request, reviewer, { organization: 'IIT Madras', organizationCategory: 'Academia', designation: 'Professor' });
  await approveUser(request, reviewer);
  await makeReviewer(request, reviewer);
  await signIn(page, reviewer.email, reviewer.password, '/dashboard/reviews');

  await spinnerGone(page);
  await page.getByRole('link', { name: 'Your reviewer profile' }).click();
  await expect(page.getByRole('heading', { name: 'Reviewer profile' })).toBeVisible();
  await expect(page.getByLabel('Most open reviews at a time')).toHaveValue('5');

  await page.getByLabel('Decarbonization and Green Steel Innovation').check();
  await page.getByLabel('Keywords').fill('hydrogen, slag granulation');
  await page.getByLabel('Hindi').check();
  await page.getByRole('button', { name: 'Add a span' }).click();
  const span = page.getByRole('group', { name: 'Span 1' });
  await span.getByLabel('From').fill('2030-05-01');
  await span.getByLabel('To').fill('2030-05-20');
  await page.getByRole('button', { name: 'Add an affiliation' }).click();
  const affiliation = page.getByRole('group', { name: 'Affiliation 1' });
  await affiliation.getByLabel('Organisation').fill('Kalinga Alloys');
  await affiliation.getByLabel('From').fill('2015-01-01');
  await affiliation.getByLabel('To (empty while it lasts)').fill('2024-03-31');
  // A load beyond 20 is refused where it is typed, as the server refuses it.
  await page.getByLabel('Most open reviews at a time').fill('25');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('error-summary')).toContainText('Give a whole number from 1 to 20');
  await page.getByLabel('Most open reviews at a time').fill('3');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your reviewer profile is saved')).toBeVisible();
  await expectAccessibleAtWidths(page, 'reviewer profile');

  await page.reload();
  await spinnerGone(page);
  await expect(page.getByLabel('Most open reviews at a time')).toHaveValue('3');
  await expect(page.getByLabel('Keywords')).toHaveValue('hydrogen, slag granulation');
  await expect(page.getByLabel('Decarbonization and Green Steel Innovation')).toBeChecked();
  await expect(page.getByLabel('Hindi')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Affiliation 1' }).getByLabel('Organisation')).toHaveValue('Kalinga Alloys');
  await expect(page.getByRole('group', { name: 'Span 1' }).getByLabel('To')).toHaveValue('2030-05-20');

  // In Hindi: every label, hint and button of the page.
  await page.goto('/hi/dashboard/reviewer-profile');
  await spinnerGone(page);
  await expect(page.getByRole('heading', { name: 'समीक्षक प्रोफ़ाइल' })).toBeVisible();
  const main = page.locator('main#main');
  // The reviewer's own name, as they wrote it, is no text of the page's.
  expect(latinWords((await main.innerText()).replaceAll('Meena Reviewer', ''))).toEqual([]);
  await expectAccessibleAtWidths(page, 'reviewer profile in Hindi');
});
