import { expectAccessibleAtWidths } from './fixtures/quality';
import { fundedProject, people, recordAgreement } from './fixtures/funded';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { signIn } from './fixtures/users';

const SUMMARY =
  'Molten slag leaves the plant at 1500 °C and its heat is lost. This project builds a dry granulation drum that recovers the heat of the slag into steam for the plant, ' +
  'measures how much energy it saves, and publishes the design so that other plants can use it.';

/**
 * In the open (item 1): the grantee writes the project's public summary and sees, as they type, what the
 * public will read; the admin reads that version and approves it; a later edit waits for its own approval.
 */
test('the grantee writes the public summary with its preview and the admin approves it', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(300_000);
  const title = `Slag heat to steam ${Date.now()}`;
  const { grantee, partner } = await people(request, portal.smtp);
  // Set up, without its agreement yet: the public must not see it before.
  const { id, admin } = await fundedProject(request, grantee, partner, title, { agreement: false });

  // The grantee: a summary too short is refused on its field; the preview shows the text as typed.
  await signIn(page, grantee.email, grantee.password, `/dashboard/projects/${id}`);
  await expect(page).toHaveURL(`/dashboard/projects/${id}`);
  await spinnerGone(page);
  const section = page.getByRole('region', { name: 'Public summary' });
  await expect(section.getByTestId('summary-state')).toHaveText('No public summary yet.');
  await section.getByLabel('Summary in English').fill('Too short.');
  await section.getByRole('button', { name: 'Save the summary' }).click();
  await expect(section.getByText('Write the summary in 200 to 2000 characters').first()).toBeVisible();
  await section.getByLabel('Summary in English').fill(SUMMARY);
  await expect(section.getByTestId('summary-preview')).toContainText(SUMMARY);
  await expectAccessibleAtWidths(page, 'public summary form');
  await section.getByRole('button', { name: 'Save the summary' }).click();
  await expect(section.getByTestId('summary-state')).toHaveText("Version 1 awaits the admin's approval.");

  // The admin reads version 1 as the public would, and approves it.
  const adminContext = await page.context().browser()!.newContext({ baseURL: portal.baseURL });
  const a = await adminContext.newPage();
  await signIn(a, E2E_ADMIN.email, E2E_ADMIN.password, `/admin/projects/${id}`);
  await expect(a).toHaveURL(`/admin/projects/${id}`);
  await spinnerGone(a);
  const approval = a.getByRole('region', { name: 'Public summary' });
  await expect(approval.getByTestId('summary-to-approve')).toContainText(SUMMARY);
  await expectAccessibleAtWidths(a, 'public summary approval');
  await approval.getByRole('button', { name: 'Approve version 1' }).click();
  await expect(approval.getByTestId('summary-state')).toContainText('Version 1 approved on');
  await expect(approval.getByTestId('summary-to-approve')).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  await spinnerGone(page);
  await expect(section.getByTestId('summary-state')).toContainText('Version 1 approved on');
  await expect(section.getByTestId('summary-state')).toContainText('this is what the public reads');

  // The public: nothing before the agreement; from it on, the project on /funded and its page, in English and Hindi.
  const visitorContext = await page.context().browser()!.newContext({ baseURL: portal.baseURL });
  const v = await visitorContext.newPage();
  await v.goto('/funded');
  await expect(v.getByTestId('funded-count')).toBeVisible();
  await expect(v.getByRole('link', { name: title })).toHaveCount(0);
  await recordAgreement(request, id, admin);
  await v.reload();
  await v.getByLabel('Scheme', { exact: true }).selectOption({ label: 'Open Innovation' });
  await v.getByRole('link', { name: title }).click();
  await expect(v.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(v.getByTestId('funded-summary')).toContainText(SUMMARY);
  await expect(v.locator('main')).not.toContainText('Anita Rao');
  await expect(v.locator('main')).not.toContainText('anita.rao@example.in');
  await expectAccessibleAtWidths(v, 'public project page');
  await v.goto('/hi/funded');
  await expect(v.getByRole('heading', { level: 1, name: 'वित्तपोषित परियोजनाएँ' })).toBeVisible();
  await expect(v.getByRole('link', { name: title })).toBeVisible();
  await expectAccessibleAtWidths(v, 'public projects list in Hindi');
  await v.getByRole('link', { name: title }).click();
  await expect(v.getByRole('heading', { level: 2, name: 'परियोजना के बारे में' })).toBeVisible();
  await expect(v.getByTestId('funded-summary')).toContainText(SUMMARY);
  await visitorContext.close();
});
