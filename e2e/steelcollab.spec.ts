import { MESSAGES, STEELCOLLAB_POSTING_RULES } from '@portal/shared';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { approveUser, completeProfile, createVerifiedUser, signIn } from './fixtures/users';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial' });

let innovator: { email: string; name: string; password: string };
const TITLE = `Machine-vision defect detection for hot strip ${Date.now()}`;
let postUrl = '';

test('a Startup user posts an innovative solution through the three steps', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(120_000);
  innovator = await createVerifiedUser(request, portal.smtp, 'Kavya Menon');
  await completeProfile(request, innovator, { organization: 'Drishti Vision Labs', organizationCategory: 'Startup', designation: 'Founder' });
  await approveUser(request, innovator);
  await signIn(page, innovator.email, innovator.password, '/steel-collab/post-solution');

  await spinnerGone(page);
  await expect(page.locator('[aria-current="step"]')).toContainText('Details of innovator');
  // Step 1 is read from the profile and cannot be changed here.
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Kavya Menon');
  await expect(name).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Organization name')).toHaveValue('Drishti Vision Labs');
  await expectAccessibleAtWidths(page, 'solution wizard step 1');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the spec's messages, then the content.
  await expect(page.getByRole('heading', { name: 'Project Description' })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MESSAGES.titleRequired).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.proposedSolutionRequired).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.researchStageRequired).first()).toBeVisible();
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Problem description').fill('Surface defects on hot-rolled coils are found by hand at the coil yard, often after dispatch.');
  await page.getByLabel('Proposed solution').fill('Line-scan cameras and a trained network classify twelve defect types at full strip speed.');
  await page.getByLabel('Current research stage').selectOption('Pilot-scale');
  await page.getByLabel('Solution benefits').fill('Fewer customer claims and early warning of roll wear.');
  await page.getByLabel('Industry support requirements').fill('A three-month trial on a hot strip mill.');
  await page.getByRole('checkbox', { name: 'Digital and Industry 4.0' }).check();
  await expectAccessibleAtWidths(page, 'solution wizard step 2');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the review, and Submit only once the three confirmations are ticked.
  await expect(page.getByText(TITLE)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /true and complete/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /shown publicly/ }).check();
  await expectAccessibleAtWidths(page, 'solution wizard step 3');
  await submit.click();
  await expect(page.getByText(MESSAGES.proposalSubmitted).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/submitted\//);
  await expect(page.getByTestId('reference')).toHaveText(/^SRTM-IS-\d{4}-\d{5}$/);
});

test('an Industry user is sent back to the hub with the solution rule', async ({ page, request, portal }) => {
  const industry = await createVerifiedUser(request, portal.smtp, 'Rohit Bansal');
  await completeProfile(request, industry, { organization: 'Bansal Rolling Mills', organizationCategory: 'Industry', designation: 'Plant Head' });
  await signIn(page, industry.email, industry.password, '/steel-collab/post-solution');
  await expect(page).toHaveURL(/\/steel-collab$/);
  await expect(page.getByText(STEELCOLLAB_POSTING_RULES.solution.message)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
});

test('a visitor finds the solution, signs in from its connect button, connects, and the innovator is mailed', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(120_000);
  const visitor = await createVerifiedUser(request, portal.smtp, 'Sanjay Gupta');
  await completeProfile(request, visitor, { organization: 'Gupta Steels', organizationCategory: 'Industry', designation: 'Director' });

  await page.goto('/innovator-showcase');
  await spinnerGone(page);
  await expect(page.getByRole('heading', { name: 'Innovator Showcase', level: 1 })).toBeVisible();
  // The two search boxes' buttons are told apart by name.
  await expect(page.getByRole('button', { name: 'Search posts' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Search organisations' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
  await page.getByLabel('Search by title, description or organisation').fill('machine-vision defect');
  await expect(page).toHaveURL(/q=machine-vision/);
  const link = page.getByRole('link', { name: TITLE });
  await expect(link).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toContainText('Under Review');
  await expectAccessibleAtWidths(page, 'innovator showcase');
  // A search that matches nothing says so.
  await page.getByLabel('Search by title, description or organisation').fill('zzqx nothing here');
  await expect(page.getByText('No posts match these filters.').first()).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: TITLE }).click();

  await expect(page).toHaveURL(/\/problems\/[0-9a-f-]{36}$/);
  postUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proposed solution' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('Drishti Vision Labs');
  await expectAccessibleAtWidths(page, 'post page');
  await page.getByRole('button', { name: 'Connect with Innovator' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email address').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${postUrl}$`));

  const after = portal.smtp.mails.length;
  await page.getByRole('button', { name: 'Connect with Innovator' }).click();
  await expect(page.getByText(MESSAGES.interestRegistered).first()).toBeVisible();
  const mail = await portal.smtp.waitFor(innovator.email, { subject: /interest in your innovative solution/, after, timeoutMs: 15_000 });
  expect(mail.text).toContain('Sanjay Gupta');
  expect(mail.text).toContain('Gupta Steels');
  // No address before the innovator accepts the request to collaborate (decision 265).
  expect(mail.text).not.toContain(visitor.email);
  expect(mail.text).toContain('/dashboard/partners/requests/');
  await expect(page.getByText(/Last contacted/)).toBeVisible();

  // A second click within 24 h is not registered again.
  await page.getByRole('button', { name: 'Connect with Innovator' }).click();
  await expect(page.getByText(MESSAGES.interestAlreadyRegistered).first()).toBeVisible();
});

test('the innovator sees no connect button on their own post', async ({ page }) => {
  await signIn(page, innovator.email, innovator.password, postUrl);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText('This is your post.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Connect with/ })).toHaveCount(0);
});

test('an unknown post says it was not found, and the sample pages stand alone', async ({ page }) => {
  await page.goto('/problems/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(MESSAGES.proposalNotFound).first()).toBeVisible();
  await page.goto('/steel-collab/sample/slag-challenge');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('slag');
  await page.getByRole('button', { name: 'Connect with Industry Partner' }).click();
  await expect(page).toHaveURL(/\/steel-collab\/sample\/slag-challenge$/);
  await expectAccessibleAtWidths(page, 'sample slag challenge');
  await page.goto('/steel-collab/sample/innovator-idea');
  await expect(page.getByRole('button', { name: 'Connect with Innovator' })).toBeVisible();
});
