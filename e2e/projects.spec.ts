import { addDays, indiaDate } from '@portal/shared';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { approvedProposal, people } from './fixtures/funded';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { pdfFile, signIn } from './fixtures/users';

/**
 * After approval (issue 29): an admin sets up the funded project of an approved Open Innovation proposal,
 * uploads the agreement and releases the first tranche; the grantee downloads the agreement and submits a
 * milestone report; the admin accepts it and releases the second tranche; the Projects list and the
 * dashboard agree on the totals.
 */
test('a funded project from set-up to the second tranche', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(480_000);
  const title = `Slag heat recovery project ${Date.now()}`;
  // The approved proposal and its people, seeded through the API as the other project journeys seed theirs.
  const { grantee, partner } = await people(request, portal.smtp);
  const { id, admin } = await approvedProposal(request, grantee, partner, title);

  // The admin opens the approved proposal and follows its next step to the project set-up.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/admin/open_innovation/${id}`);
  await expect(page).toHaveURL(`/admin/open_innovation/${id}`);
  await spinnerGone(page);
  await page.getByTestId('project-link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}$`));
  await expect(page.getByRole('heading', { name: 'Set up the project' })).toBeVisible();
  const start = addDays(indiaDate(), -200);
  // Typed the way the portal writes rupees, with Indian grouping.
  await page.getByLabel('Approved cost').fill('12,34,567');
  await expect(page.getByTestId('grant-preview')).toHaveText('Grant ₹7,40,740: tranche 1 ₹2,96,296, tranche 2 ₹2,96,296, tranche 3 ₹1,48,148');
  await page.getByLabel('Start date').fill(start);
  const first = page.getByRole('group', { name: 'Milestone 1' });
  await first.getByLabel('Title').fill('Drum trials');
  await first.getByLabel('Due date').fill(addDays(start, 60));
  await first.getByLabel('Deliverable').fill('Trial report with heat balance');
  await page.getByRole('button', { name: 'Add a milestone' }).click();
  const second = page.getByRole('group', { name: 'Milestone 2' });
  await second.getByLabel('Title').fill('Pilot plant');
  await second.getByLabel('Due date').fill(addDays(start, 365));
  await second.getByLabel('Deliverable').fill('Completion report');
  await expectAccessibleAtWidths(page, 'project set-up form');
  await page.getByRole('button', { name: 'Save the project' }).click();
  await expect(page.getByTestId('project-grant')).toHaveText('₹7,40,740');
  await expect(page.getByTestId('tranche-1-state')).toContainText('Waiting: Upload the signed agreement first');

  // A release the server would refuse is shown disabled, with the reason.
  const firstRelease = page.getByTestId('release-1');
  await expect(firstRelease.getByRole('button', { name: 'Release tranche 1' })).toBeDisabled();
  await expect(page.getByTestId('release-1-unavailable')).toContainText('Not available now: Upload the signed agreement first');

  await page.getByLabel('Signed agreement').setInputFiles(pdfFile('funding-agreement.pdf'));
  await page.getByRole('button', { name: 'Upload the agreement' }).click();
  await expect(page.getByTestId('agreement-download')).toContainText('funding-agreement.pdf');
  await expect(page.getByTestId('tranche-1-state')).toHaveText('Condition met: ready to release');
  await firstRelease.getByLabel('Transaction reference').fill('UTR-E2E-0001');
  await firstRelease.getByRole('button', { name: 'Release tranche 1' }).click();
  // Nothing is released before the admin confirms amount, date and reference.
  const confirm = page.getByRole('dialog', { name: 'Release tranche 1?' });
  await expect(confirm.getByTestId('release-1-confirm')).toContainText('₹2,96,296');
  await expect(confirm.getByTestId('release-1-confirm')).toContainText('UTR-E2E-0001');
  await expectAccessibleAtWidths(page, 'release confirmation');
  await confirm.getByRole('button', { name: 'Go back' }).first().click();
  await expect(page.getByTestId('tranche-1-state')).toHaveText('Condition met: ready to release');
  await firstRelease.getByRole('button', { name: 'Release tranche 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, release ₹2,96,296' }).click();
  await expect(page.getByTestId('tranche-1-state')).toContainText('reference UTR-E2E-0001');
  await expect(page.getByTestId('project-released')).toHaveText('₹2,96,296');
  await expectAccessibleAtWidths(page, 'admin project page');

  // The grantee: My projects on the dashboard, the agreement, a milestone report.
  const granteeContext = await page.context().browser()!.newContext({ baseURL: portal.baseURL });
  const g = await granteeContext.newPage();
  await signIn(g, grantee.email, grantee.password);
  await expect(g).toHaveURL(/\/dashboard$/);
  const mine = g.getByTestId('my-projects');
  await expect(mine.getByRole('link', { name: title })).toBeVisible();
  await expect(mine.getByTestId('my-project-grant')).toHaveText('₹7,40,740');
  await expect(mine.getByTestId('my-project-released')).toHaveText('₹2,96,296');
  await expectAccessibleAtWidths(g, 'dashboard with My projects');
  await mine.getByRole('link', { name: title }).click();
  await expect(g).toHaveURL(new RegExp(`/dashboard/projects/${id}$`));
  const href = await g.getByTestId('agreement-download').getAttribute('href');
  const download = await g.request.get(href!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await g.getByRole('combobox', { name: /^Report/ }).selectOption({ label: 'Milestone 1: Drum trials' });
  await g.getByLabel('What was done').fill('Drum trials done: 31 % of the heat recovered.');
  await g.getByLabel('Report document').setInputFiles(pdfFile('drum-trials.pdf'));
  await expectAccessibleAtWidths(g, 'grantee project page');
  await g.getByRole('button', { name: 'Submit the report' }).click();
  await expect(g.getByTestId('milestone-0-report')).toHaveText('Submitted, awaiting review');
  await expect(g.getByTestId('report-m0')).toContainText(`Submitted by ${grantee.name}`);

  // The admin accepts it and releases the second tranche.
  await page.reload();
  await spinnerGone(page);
  await page.getByTestId('report-m0').getByRole('button', { name: 'Accept the report' }).click();
  await expect(page.getByTestId('milestone-0-report')).toHaveText('Accepted');
  await expect(page.getByTestId('tranche-2-state')).toHaveText('Condition met: ready to release');
  const secondRelease = page.getByTestId('release-2');
  await secondRelease.getByLabel('Transaction reference').fill('UTR-E2E-0002');
  await secondRelease.getByRole('button', { name: 'Release tranche 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, release ₹2,96,296' }).click();
  await expect(page.getByTestId('tranche-2-state')).toContainText('reference UTR-E2E-0002');
  await expect(page.getByTestId('project-released')).toHaveText('₹5,92,592');

  // A mistyped reference is corrected, with a reason; the amount stays.
  const correction = page.getByTestId('correct-2');
  await correction.getByText('Correct or reverse this release').click();
  const correctForm = correction.getByRole('form', { name: 'Correct the release of tranche 2' });
  await correctForm.getByLabel('Transaction reference').fill('UTR-E2E-0020');
  await correctForm.getByLabel('Reason').fill('The bank statement reads 0020');
  await expectAccessibleAtWidths(page, 'release correction');
  await correctForm.getByRole('button', { name: 'Save the correction' }).click();
  await expect(page.getByTestId('tranche-2-state')).toContainText('reference UTR-E2E-0020');
  await expect(page.getByTestId('project-released')).toHaveText('₹5,92,592');

  await g.reload();
  await expect(g.getByTestId('report-m0')).toContainText('Accepted by');

  // The grantee finds the project from the menu and from the proposal's detail.
  await g.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'Projects' }).click();
  await expect(g).toHaveURL(/\/dashboard\/projects$/);
  await expect(g.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  await expect(g.getByRole('link', { name: title })).toBeVisible();
  await expectAccessibleAtWidths(g, 'My projects page');
  await g.goto(`/dashboard/open_innovation/${id}`);
  await g.getByTestId('my-project-link').click();
  await expect(g).toHaveURL(new RegExp(`/dashboard/projects/${id}$`));

  // The Projects list and the dashboard agree.
  await page.goto('/admin/projects');
  await spinnerGone(page);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const listTotals = await Promise.all(['sanctioned', 'released', 'pending'].map((k) => page.getByTestId(`list-projects-${k}`).textContent()));
  expect(listTotals.every((v) => v && v.startsWith('₹'))).toBe(true);
  await expectAccessibleAtWidths(page, 'admin projects list');
  // The search finds the project by its corrected transaction reference, and the totals are of what it keeps.
  await page.getByLabel('Search by title').fill('UTR-E2E-0020');
  await page.getByLabel('Search by title').press('Enter');
  await expect(page).toHaveURL(/[?&]q=UTR-E2E-0020/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByTestId('list-projects-released')).toHaveText('₹5,92,592');
  // The mistyped reference it replaced finds nothing.
  await page.getByLabel('Search by title').fill('UTR-E2E-0002');
  await page.getByLabel('Search by title').press('Enter');
  await expect(page).toHaveURL(/[?&]q=UTR-E2E-0002/);
  await expect(page.getByTestId('list-projects-released')).toHaveText('₹0');
  await page.goto('/admin/dashboard');
  await spinnerGone(page);
  for (const [i, k] of ['sanctioned', 'released', 'pending'].entries()) await expect(page.getByTestId(`dashboard-projects-${k}`)).toHaveText(listTotals[i]!);
  await expectAccessibleAtWidths(page, 'admin dashboard with projects');

  // Funding withdrawn: the proposal leaves APPROVED; the project says so and nothing more is released.
  expect(
    (
      await request.patch(`/api/proposals/${id}/status`, {
        headers: admin,
        data: { status: 'REJECTED', message: 'Funding withdrawn' },
      })
    ).status(),
  ).toBe(200);
  await page.goto(`/admin/projects/${id}`);
  await spinnerGone(page);
  await expect(page.getByTestId('project-withdrawn')).toContainText('Funding withdrawn');
  await expect(page.getByTestId('tranche-3-state')).toHaveText('Cancelled: the funding was withdrawn');
  await expect(page.getByTestId('release-3')).toHaveCount(0);
  await expectAccessibleAtWidths(page, 'withdrawn project');
  await g.goto('/dashboard/projects');
  await expect(g.getByTestId('my-project-withdrawn')).toHaveText('Withdrawn');
  await granteeContext.close();
});
