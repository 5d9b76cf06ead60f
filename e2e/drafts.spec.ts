import { expectAccessibleAtWidths } from './fixtures/quality';
import { completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';
import { expect, test } from './fixtures/test';

/**
 * Applications that live on the server (docs/architecture.md#wizard-drafts): a draft started in one
 * browser is continued in another with its file, a stale save shows the conflict screen, and a save
 * that loses the network keeps the work and says so.
 */
test('a draft is saved on the server, continued elsewhere, guarded against stale saves and kept offline', async ({
  page,
  browser,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedUser(request, portal.smtp, 'Kavya Draftwriter');
  await completeProfile(request, owner, { organization: 'IIT Kanpur', organizationCategory: 'Academia', designation: 'Professor' });
  const title = `Slag cement pilot ${Date.now()}`;

  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/programs/innovate-steel');
  await page.getByRole('button', { name: /Apply for Funding Support/ }).click();
  await spinnerGone(page);
  // The first step change creates the draft on the server; the step is in the URL.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/proposals/drafts') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByTestId('save-status')).toContainText(/Saved at \d\d:\d\d/);
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Proposal document').setInputFiles(pdfFile('slag-cement.pdf'));
  // Back and Forward move between steps.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: /Applicant Details/ })).toBeVisible();
  await page.goForward();
  await expect(page.getByLabel('Project title')).toHaveValue(title);
  // 10 s after the last edit the draft is saved, file included.
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at \d\d:\d\d$/, { timeout: 20_000 });

  // Another browser: the dashboard lists it first, and Continue opens the server copy with its file.
  const other = await browser.newContext({ baseURL: portal.baseURL });
  const second = await other.newPage();
  await signIn(second, owner.email, owner.password);
  await expect(second).toHaveURL(/\/dashboard$/);
  const row = second.getByTestId('draft-row').filter({ hasText: title });
  await expect(row).toContainText('Open Innovation Method');
  await expect(row).toContainText('by Kavya Draftwriter');
  await expectAccessibleAtWidths(second, 'dashboard in progress');
  await row.getByRole('link', { name: /Continue/ }).click();
  await spinnerGone(second);
  await second.getByRole('button', { name: 'Next' }).click();
  await expect(second.getByLabel('Project title')).toHaveValue(title);
  await expect(second.getByText('slag-cement.pdf').first()).toBeVisible();
  // The second browser saves a change; the first, still on the older version, is refused.
  await second.getByLabel('Expected outcome').fill('Half the clinker in the cement.');
  const saved = second.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 200);
  await second.getByRole('button', { name: 'Previous' }).click();
  await saved;

  await page.getByLabel('Potential risks').fill('Strength at early age.');
  await page.getByRole('button', { name: 'Previous' }).click();
  const conflict = page.getByTestId('draft-conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Kavya Draftwriter saved it at');
  await expect(conflict).toContainText('Expected outcome');
  await expectAccessibleAtWidths(page, 'wizard conflict screen');
  await conflict.getByRole('button', { name: 'Keep my version' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toContainText(/Saved at/);

  // The network drops mid-save: the work stays on screen and the wizard says so; Retry saves it.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.context().setOffline(true);
  await page.getByLabel('Initial idea and approach').fill('Grind granulated slag finer than the clinker.');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('save-status')).toContainText('Not saved: the connection was lost');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Initial idea and approach')).toHaveValue('Grind granulated slag finer than the clinker.');
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at \d\d:\d\d$/);
  await other.close();
});
