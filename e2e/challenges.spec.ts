import { MESSAGES } from '@portal/shared';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { pdfFile, signIn } from './fixtures/users';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial' });

const TITLE = `Slag-to-cement valorisation ${Date.now()}`;
const EDITED = `${TITLE} (revised)`;
let challengePath = '';

/** A date this many days from today, as a date input takes it. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('an admin publishes a challenge with a PDF and edits it', async ({ page, spinnerGone }) => {
  // Four axe passes at two widths: slow on a busy machine.
  test.setTimeout(150_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Challenges', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Upload challenge' }).click();
  await spinnerGone(page);

  // The form's own rules speak first, with the spec's messages.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.challengeTitleRequired).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.applicationDeadlineRequired).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.focusAreaRequired).first()).toBeVisible();
  await page.getByLabel('Title').fill('Slag');
  await expect(page.getByText(MESSAGES.minFiveChars).first()).toBeVisible();

  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Application deadline').fill(daysAhead(30));
  await page.getByRole('checkbox', { name: 'Circular Economy and Resource Efficiency' }).check();
  // A PNG named .pdf is refused on the spot.
  const picker = page.getByLabel('Challenge document');
  await picker.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await expect(page.getByText('Only doc, docx and pdf files are accepted.').first()).toBeVisible();
  // The refused file holds the form back: Submit sends nothing and leads to the picker.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/challenges') sent++;
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(picker).toBeFocused();
  await expect(page.getByText('Only doc, docx and pdf files are accepted.').first()).toBeVisible();
  expect(sent).toBe(0);
  await picker.setInputFiles(pdfFile('slag-challenge.pdf'));
  await expect(page.getByTestId('chosen-file')).toContainText('slag-challenge.pdf');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.challengeSubmitted).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/challenge_method\/challenge$/);
  expect(sent).toBe(1);

  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toContainText('OPEN');
  await expect(row.getByRole('link', { name: `View the 0 proposals for ${TITLE}` })).toBeVisible();
  await expectAccessibleAtWidths(page, 'admin challenges');

  await row.getByRole('link', { name: `Edit ${TITLE}` }).click();
  await expect(page.getByRole('heading', { name: 'Update challenge' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(TITLE);
  await expect(page.getByRole('link', { name: 'slag-challenge.pdf' })).toBeVisible();
  await page.getByLabel('Title').fill(EDITED);
  await page.getByRole('checkbox', { name: 'Operational Excellence' }).check();
  await expectAccessibleAtWidths(page, 'update challenge');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(MESSAGES.challengeUpdated).first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(EDITED.replace(/[()]/g, '\\$&')) })).toContainText('OPEN');
});

test('a visitor finds the challenge, opens it and downloads its document', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
  await page.getByLabel('Search challenges by title or focus area').fill('revised');
  // Debounced search, kept in the URL.
  await expect(page).toHaveURL(/[?&]q=revised/);
  const row = page.getByRole('row', { name: /revised/ });
  await expect(row).toContainText('Circular Economy and Resource Efficiency');
  await expect(row.getByRole('button', { name: `Apply for ${EDITED}` })).toBeEnabled();
  await page.reload();
  await expect(page.getByLabel('Search challenges by title or focus area')).toHaveValue('revised');
  await expectAccessibleAtWidths(page, '/challenges');

  await page.getByRole('link', { name: EDITED }).click();
  await expect(page.getByRole('heading', { name: EDITED, level: 1 })).toBeVisible();
  await expect(page.getByText(/days left to apply/)).toBeVisible();
  challengePath = new URL(page.url()).pathname;
  const doc = page.getByRole('link', { name: 'slag-challenge.pdf' });
  const href = await doc.getAttribute('href');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessibleAtWidths(page, 'challenge detail');

  // A visitor who applies is asked to sign in first.
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.goto('/challenges?q=no-such-challenge-anywhere');
  await expect(page.getByText('No challenge matches “no-such-challenge-anywhere”.').first()).toBeVisible();
  await page.goto('/challenges/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This challenge was not found.').first()).toBeVisible();
});

test('once the admin closes it, Apply is disabled for everyone', async ({ page, browser, portal }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/challenge_method/challenge');
  await expect(page).toHaveURL('/admin/challenge_method/challenge');
  await page.getByRole('link', { name: `Edit ${EDITED}` }).click();
  // The list has a Status filter too: wait for the form before choosing.
  await expect(page.getByRole('heading', { name: 'Update challenge' })).toBeVisible();
  await page.getByLabel('Status').selectOption('CLOSE');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(MESSAGES.challengeUpdated).first()).toBeVisible();

  const visitor = await browser.newPage({ baseURL: portal.baseURL });
  await visitor.goto(challengePath);
  await expect(visitor.getByText('Applications for this challenge are closed.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await visitor.goto('/challenges?q=revised');
  await expect(visitor.getByRole('row', { name: /revised/ })).toContainText('CLOSE');
  await expect(visitor.getByRole('button', { name: `Apply for ${EDITED}` })).toBeDisabled();
  await visitor.close();
});
