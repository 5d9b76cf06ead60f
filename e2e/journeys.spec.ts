import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGE_COOKIE, MESSAGES, PAGE_SIZE } from '@portal/shared';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { apiToken, approveUser, completeProfile, createVerifiedUser, pdfFile, signIn, signInWithForm } from './fixtures/users';
import { expect, test } from './fixtures/test';

/** Issue 23, items 5 to 10: the portal as a new user meets it. */

async function post(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const res = await request.post('/api/proposals', { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const idea = (type: 'RESEARCH_IDEA' | 'INNOVATION', title: string) => ({
  category: 'STEELCOLLAB',
  type,
  title,
  abstract: 'Reheating furnaces burn natural gas and emit most of a rolling mill’s CO2.',
  methodology: 'Burners tuned for hydrogen blends of up to 30 per cent, with flame monitoring.',
  currentStage: 'Pilot-scale',
  detailedDescription: 'A fifth less CO2 per tonne at the same throughput.',
  objectives: 'A reheating furnace for a three-month trial.',
  focusArea: ['Operational Excellence', 'Digital and Industry 4.0'],
  detailsConfirmed: true,
  termsAccepted: true,
  postOnPortal: true,
});

async function shoot(page: Page, name: string) {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('Open Innovation says a registered partner is required, on its page and on step 3 before the error; removing a collaborator keeps focus', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(180_000);
  await page.goto('/programs/innovate-steel');
  const main = page.locator('main');
  await expect(main).toContainText('Every proposal needs at least one partner, and each partner must be registered on this portal');
  await expect(main).not.toContainText('with or without partners');
  await page.goto('/');
  await expect(page.locator('main')).not.toContainText('with or without partners');

  const applicant = await createVerifiedUser(request, portal.smtp, 'Leela Nair');
  await completeProfile(request, applicant, { organization: 'NIT Trichy', organizationCategory: 'Academia', designation: 'Professor' });
  await signIn(page, applicant.email, applicant.password, '/programs/innovate-steel');
  // A prerendered page's buttons work once the app has taken it over.
  await spinnerGone(page);
  await page.getByRole('button', { name: /Apply for Funding Support/ }).click();
  await spinnerGone(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Project title').fill('Hydrogen-ready reheating furnace');
  await page.getByLabel('Understanding of the challenge').fill('Reheating furnaces burn natural gas.');
  await page.getByLabel('Initial idea and approach').fill('Retrofit burners for hydrogen blends.');
  await page.getByLabel('Expected outcome').fill('A fifth less CO2.');
  await page.getByLabel('Potential risks').fill('Hydrogen supply.');
  await page.getByRole('checkbox', { name: 'Operational Excellence' }).check();
  await page.getByLabel('Proposal document').setInputFiles(pdfFile('furnace.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3 says it before anyone meets the error.
  await expect(page.getByRole('heading', { name: 'Collaborators' })).toBeFocused();
  const note = page.getByText(/An Open Innovation proposal needs at least one partner, and each partner must be registered on this portal/);
  await expect(note).toBeVisible();
  await expect(page.getByText(MESSAGES.collaboratorRowRequired)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  // The error summary takes focus and links to the empty row's search (decision 132); the note stays above.
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('There is a problem');
  await expect(note).toBeVisible();
  await summary.getByRole('link', { name: MESSAGES.collaboratorRowRequired }).click();
  await expect(page.getByRole('combobox', { name: 'Search registered users' })).toBeFocused();
  await shoot(page, 'open-innovation-step-3');

  // Removing a row leaves focus on the row that took its place, and on Add collaborator when none is left.
  await page.getByRole('button', { name: 'Add collaborator' }).click();
  await expect(page.getByRole('group', { name: 'Collaborator 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove collaborator 1' }).click();
  await expect(page.getByRole('group', { name: 'Collaborator 1' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove collaborator 1' }).click();
  await expect(page.getByRole('button', { name: 'Add collaborator' })).toBeFocused();
});

test('a session without remember-me is signed in in every tab of the browser, and a sign-out in one signs out all', async ({ page, request, portal }) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request, portal.smtp, 'Tara Sen');
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A new tab (Ctrl-click, a link from a mail) opens signed in, straight onto a guarded page.
  const second = await page.context().newPage();
  await second.goto('/dashboard/profile');
  await expect(second.getByTestId('dashboard-user-roles')).toBeVisible();
  await expect(second).toHaveURL(/\/dashboard\/profile$/);
  // The tokens stay in each tab's sessionStorage; no cookie and no localStorage holds one.
  const kept = await second.evaluate(() => ({ session: sessionStorage.getItem('srtmi_refresh_token'), local: localStorage.getItem('srtmi_refresh_token') }));
  expect(kept.session).toBeTruthy();
  expect(kept.local).toBeNull();
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.value).join(' ')).not.toContain(kept.session!);
  // Every cookie of the session ends with the browser; the language choice alone is kept for the next visit.
  expect(cookies.filter((c) => c.name !== LANGUAGE_COOKIE).every((c) => c.expires === -1)).toBe(true);

  // Signing out in the new tab signs out the first one too.
  await second.getByRole('button', { name: /, account menu$/ }).click();
  await second.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(second).toHaveURL(/\/$/);
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => sessionStorage.getItem('srtmi_refresh_token'))).toBeNull();
  const third = await page.context().newPage();
  await third.goto('/dashboard');
  await expect(third).toHaveURL(/\/signin$/);
  await expect(third.getByLabel('Keep me signed in after I close the browser')).toBeVisible();
});

test('Steelcollab posts read under the questions their posters answered, focus areas once; lists show their real total', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(180_000);
  const researcher = await createVerifiedUser(request, portal.smtp, 'Arjun Rao');
  await completeProfile(request, researcher, { organization: 'IISc Bengaluru', organizationCategory: 'Academia', designation: 'Professor' });
  const innovator = await createVerifiedUser(request, portal.smtp, 'Kiara Shah');
  await completeProfile(request, innovator, { organization: 'Furnace Labs', organizationCategory: 'Startup', designation: 'Founder' });
  await approveUser(request, researcher);
  await approveUser(request, innovator);
  const ideaId = await post(request, await apiToken(request, researcher.email, researcher.password), idea('RESEARCH_IDEA', 'Hydrogen burners for reheating'));
  const innovatorToken = await apiToken(request, innovator.email, innovator.password);
  const solutionIds: string[] = [];
  for (let i = 1; i <= PAGE_SIZE + 2; i++) solutionIds.push(await post(request, innovatorToken, idea('INNOVATION', `Furnace flame monitor ${i}`)));

  const expected = ['Problem description', 'Proposed solution', 'Current research stage', 'Solution benefits', 'Industry support requirements'];
  for (const id of [ideaId, solutionIds[0]!]) {
    await page.goto(`/problems/${id}`);
    await spinnerGone(page);
    const body = page.locator('article h2');
    await expect(body).toHaveText(expected);
    await expect(page.getByRole('heading', { name: 'Problem statement' })).toHaveCount(0);
    await expect(page.getByText('Operational Excellence, Digital and Industry 4.0')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Proposed solution' }).locator('xpath=following-sibling::p')).toHaveText(
      /Burners tuned for hydrogen blends/,
    );
  }
  await expectAccessibleAtWidths(page, 'solution page');
  await shoot(page, 'solution-page');

  // Page 2 of the showcase says 11 to 12 of 12, and so does its live region.
  await page.goto('/innovator-showcase?page=2');
  await spinnerGone(page);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.locator('[aria-live="polite"]')).toHaveText(`Showing ${PAGE_SIZE + 1} to ${PAGE_SIZE + 2} of ${PAGE_SIZE + 2} results`);
  await expect(pager).toContainText('Page 2 of 2');
  await page.goto('/innovator-showcase');
  await expect(pager.locator('[aria-live="polite"]')).toHaveText(`Showing 1 to ${PAGE_SIZE} of ${PAGE_SIZE + 2} results`);
});

test('sign-in and sign-up errors are summarised at the top, announced and focused, each linking to its field', async ({ page, spinnerGone }) => {
  await page.goto('/signin');
  await spinnerGone(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('alert')).toContainText('There is a problem');
  const links = summary.getByRole('link');
  await expect(links).toHaveCount(2);
  await links.nth(1).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  // A refusal from the server: the summary says it and takes focus back from the disabled form.
  await page.getByLabel('Email address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(summary).toContainText('Invalid email or password');
  await expect(summary).toBeFocused();
  await expectAccessibleAtWidths(page, 'sign-in errors');
  await shoot(page, 'sign-in-errors');

  await page.goto('/signup');
  await spinnerGone(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(5);
  await summary.getByRole('link').first().click();
  await expect(page.getByLabel('Full name')).toBeFocused();
});

test('a challenge shows its summary above a document link that names the type and size; a response starts with its focus areas ticked', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(180_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/challenge_method/upload_challenge');
  await spinnerGone(page);
  const title = `Slag to road aggregate ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('x'.repeat(5001));
  await expect(page.getByLabel('Summary')).toHaveAttribute('maxlength', '5000');
  await page.getByLabel('Summary').fill('LD slag piles up at every integrated plant.\n\nWe seek field trials of slag aggregate in state highways.');
  await page.getByLabel('Application deadline').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('checkbox', { name: 'Circular Economy and Resource Efficiency' }).check();
  await page.getByRole('checkbox', { name: 'Operational Excellence' }).check();
  const document = pdfFile('slag-brief.pdf', 3 * 1024);
  await page.getByLabel('Challenge document').setInputFiles(document);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.challengeSubmitted)).toBeVisible();

  const search = await request.get(`/api/challenges/search?query=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` },
  });
  const id = ((await search.json()) as { data: { id: string }[] }).data[0]!.id;
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const applicant = await createVerifiedUser(request, portal.smtp, 'Dev Malhotra');
  await completeProfile(request, applicant, { organization: 'CSIR-NML', organizationCategory: 'Reasearch Institute', designation: 'Scientist' });
  await signIn(page, applicant.email, applicant.password, `/challenges/${id}`);
  await spinnerGone(page);
  const paragraphs = page.getByRole('region', { name: 'About this challenge' }).locator('p');
  await expect(paragraphs).toHaveText(['LD slag piles up at every integrated plant.', 'We seek field trials of slag aggregate in state highways.']);
  const link = page.getByRole('link', { name: 'Download slag-brief.pdf (PDF, 3 kB)' });
  await expect(link).toBeVisible();
  // The summary comes before the document.
  expect(
    await paragraphs.first().evaluate((p, a) => Boolean(p.compareDocumentPosition(a!) & Node.DOCUMENT_POSITION_FOLLOWING), await link.elementHandle()),
  ).toBe(true);
  await expectAccessibleAtWidths(page, 'challenge with summary');
  await shoot(page, 'challenge-summary');

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await spinnerGone(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Project Description' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Circular Economy and Resource Efficiency' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Operational Excellence' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Digital and Industry 4.0' })).not.toBeChecked();
});
