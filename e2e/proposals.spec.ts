import { MESSAGES } from '@portal/shared';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { apiToken, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';
import { fillBudgetStep } from './fixtures/money';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial' });

let applicant: { email: string; name: string; password: string };
let partner: { email: string; name: string; password: string };
const TITLE = `Hydrogen-ready reheating furnace ${Date.now()}`;
let proposalId = '';

test('an applicant completes the Open Innovation wizard with a PDF and a collaborator', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(180_000);
  applicant = await createVerifiedUser(request, portal.smtp, 'Meera Iyer');
  partner = await createVerifiedUser(request, portal.smtp, 'Farhan Qureshi');
  await completeProfile(request, applicant, { organization: 'IIT Bombay', organizationCategory: 'Academia', designation: 'Associate Professor' });
  await completeProfile(request, partner, { organization: 'Qureshi Forgings', organizationCategory: 'MSME', designation: 'Director' });

  // The page's clock runs as the real one, and the test moves it on where the wizard waits on a pause in typing.
  await page.clock.install();
  await signIn(page, applicant.email, applicant.password, '/programs/innovate-steel');
  await expect(page).toHaveURL('/programs/innovate-steel');
  // A prerendered page's buttons work once the app has taken it over.
  await spinnerGone(page);
  await page.getByRole('button', { name: /Apply for Funding Support/ }).click();
  await expect(page).toHaveURL(/\/challenge-response$/);
  await spinnerGone(page);
  await expect(page.getByText('Scheme: Open Innovation Method').first()).toBeVisible();

  // Step 1: prefilled from the profile; the step indicator marks it current.
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Meera Iyer');
  await expect(page.getByLabel('Organization name')).toHaveValue('IIT Bombay');
  await expect(page.locator('[aria-current="step"]')).toContainText('Applicant Details');
  await expectAccessibleAtWidths(page, 'wizard step 1');
  await page.getByLabel('Designation').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MESSAGES.designationRequired).first()).toBeVisible();
  await page.getByLabel('Designation').fill('Associate Professor');
  await expect(page.getByText(MESSAGES.designationRequired)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: five texts of at least 5 characters, focus areas, the file.
  await expect(page.getByRole('heading', { name: 'Project Description' })).toBeFocused();
  await expect(page.locator('[data-status="done"]')).toContainText('Applicant Details');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MESSAGES.minFiveChars).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.proposalFileRequired).first()).toBeVisible();
  await page.getByLabel('Project title').fill(TITLE);
  await page.getByLabel('Understanding of the challenge').fill('Reheating furnaces burn natural gas and emit most of a rolling mill’s CO2.');
  await page.getByLabel('Initial idea and approach').fill('Retrofit burners for hydrogen blends up to 30% with flame monitoring.');
  await page.getByLabel('Expected outcome').fill('A 20% cut in furnace CO2 at equal throughput.');
  await page.getByLabel('Potential risks').fill('Hydrogen supply and NOx formation.');
  await page.getByRole('checkbox', { name: 'Decarbonization and Green Steel Innovation' }).check();
  await page
    .getByLabel('Proposal document')
    .setInputFiles({ name: 'proposal.pdf', mimeType: 'application/pdf', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await expect(page.getByText('Only doc, docx and pdf files are accepted.').first()).toBeVisible();
  // The refused file stays chosen and holds the step: Next does not go on without another.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Proposal document')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Only doc, docx and pdf files are accepted.').first()).toBeVisible();
  await expect(page.getByLabel('Project title')).toBeVisible();
  await page.getByLabel('Proposal document').setInputFiles(pdfFile('furnace-proposal.pdf'));
  await expect(page.getByText('Only doc, docx and pdf files are accepted.')).toHaveCount(0);
  await expectAccessibleAtWidths(page, 'wizard step 2');

  // The server copy is saved 10 s after the last edit (the file too): the clock is moved on by those 10 s
  // rather than waited for (drafts.spec.ts waits them out in real time). A reload stays on the step
  // (decision 185) and opens it.
  await page.clock.fastForward(10_000);
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at \d\d:\d\d$/);
  await page.reload();
  await expect(page).toHaveURL(/\?step=2&draft=[\w-]+$/);
  await expect(page.getByLabel('Project title')).toHaveValue(TITLE);
  await page.getByLabel('Proposal document').setInputFiles(pdfFile('furnace-proposal.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Open Innovation always has partners; the collaborator is a registered user.
  await expect(page.getByText('Are partners involved?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MESSAGES.collaboratorRowRequired).first()).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search registered users' });
  // The search asks for 3 characters before it asks the server.
  await search.fill('Qu');
  await expect(page.getByText('Type at least 3 characters', { exact: true })).toBeVisible();
  await search.fill('Qureshi');
  const option = page.getByRole('option', { name: /Farhan Qureshi/ });
  await expect(option).toBeVisible();
  // Options show name, organisation and category, never an address; the chosen person's is masked.
  await expect(option).toContainText('Qureshi Forgings · MSME');
  await expect(option).not.toContainText('@');
  await search.press('ArrowDown');
  await search.press('Enter');
  const masked = `${partner.email[0]}•••@${partner.email.split('@')[1]}`;
  await expect(page.getByTestId('chosen-collaborator')).toContainText(masked);
  await expect(page.getByTestId('chosen-collaborator')).not.toContainText(partner.email);
  // A second row does not offer the user already chosen in the first.
  await page.getByRole('button', { name: 'Add collaborator' }).click();
  const secondRow = page.getByRole('group', { name: 'Collaborator 2' });
  await secondRow.getByRole('combobox', { name: 'Search registered users' }).fill('Qureshi');
  await expect(secondRow.getByText('No registered user matches. Collaborators must be registered on the portal.')).toBeVisible();
  await expect(secondRow.getByRole('option', { name: /Farhan Qureshi/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove collaborator 2' }).click();
  await expectAccessibleAtWidths(page, 'wizard step 3');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the budget and the declaration of other funding.
  await fillBudgetStep(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: review; Submit waits for both confirmations.
  await expect(page.getByText(TITLE)).toBeVisible();
  await expect(page.getByText('furnace-proposal.pdf').first()).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  // Held back, not removed: reachable by Tab, and it says why.
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription('To submit, tick the confirmations above.');
  await expect(page.getByText('To submit, tick the confirmations above.')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /Review/ })).toBeVisible();
  await page.getByLabel('I confirm that the details given are true and complete.').check();
  await expect(submit).toBeDisabled();
  await page.getByLabel('I accept the terms and conditions of the scheme.').check();
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('To submit, tick the confirmations above.')).toHaveCount(0);
  await expectAccessibleAtWidths(page, 'wizard step 4');
  // The wizard saved a server draft as it went; Submit saves it once more and submits it (decision 187).
  const created = page.waitForResponse((r) => /\/api\/proposals\/[^/]+\/submit$/.test(r.url()) && r.request().method() === 'POST');
  await submit.click();
  expect((await created).status()).toBe(200);
  proposalId = ((await (await created).json()) as { data: { id: string } }).data.id;
  await expect(page.getByText(MESSAGES.proposalSubmitted).first()).toBeVisible();
  // The wizard ends on the confirmation page: the reference, what happens next, the receipt.
  await expect(page).toHaveURL(new RegExp(`/dashboard/submitted/${proposalId}$`));
  await expect(page.getByTestId('reference')).toHaveText(/^SRTM-OI-\d{4}-\d{5}$/);
  await expect(page.getByRole('button', { name: 'Download your receipt (PDF)' })).toBeVisible();
  await expectAccessibleAtWidths(page, 'confirmation page');

  // The partner is told by mail that they were named.
  await portal.smtp.waitFor(partner.email, { subject: /collaborator|added/i, timeoutMs: 15_000 });
});

test('the proposal is stored as submitted, and its owner can edit it', async ({ page, request }) => {
  const token = await apiToken(request, applicant.email, applicant.password);
  const id = proposalId;
  const details = await request.post(`/api/proposals/${id}/details`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  const stored = (
    (await details.json()) as { data: { title: string; status: string; documents: { fileName: string }[]; collaborators: { user: { email: string } }[] } }
  ).data;
  expect(stored).toMatchObject({ title: TITLE, status: 'UNDER_REVIEW' });
  expect(stored.documents.map((d) => d.fileName)).toEqual(['furnace-proposal.pdf']);
  // The owner reads the collaborator's address masked (decision 124).
  expect(stored.collaborators.map((c) => c.user.email)).toEqual([`${partner.email[0]}•••@${partner.email.split('@')[1]}`]);

  await signIn(page, applicant.email, applicant.password, `/dashboard/open_innovation/edit/${id}`);
  await expect(page).toHaveURL(`/dashboard/open_innovation/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit your application' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Project title')).toHaveValue(TITLE);
  await expect(page.getByRole('link', { name: 'furnace-proposal.pdf' })).toBeVisible();
  await page.getByLabel('Expected outcome').fill('A 25% cut in furnace CO2 at equal throughput.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I confirm that the details given are true and complete.').check();
  await page.getByLabel('I accept the terms and conditions of the scheme.').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.proposalSubmitted).first()).toBeVisible();
  const after = await request.post(`/api/proposals/${id}/details`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(((await after.json()) as { data: { expectedResults: string } }).data.expectedResults).toBe('A 25% cut in furnace CO2 at equal throughput.');
});

test('a challenge applicant comes from /challenges and the challenge counts the proposal', async ({ page, request }) => {
  test.setTimeout(150_000);
  const admin = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
  const title = `Refractory life extension in ladles ${Date.now()}`;
  const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const published = await request.post('/api/challenges', {
    headers: admin,
    multipart: { title, applicationDeadline: deadline, 'focusArea[0]': 'Operational Excellence', status: 'OPEN' },
  });
  expect(published.status()).toBe(201);
  const challengeId = ((await published.json()) as { data: { id: string } }).data.id;

  await signIn(page, applicant.email, applicant.password, '/challenges?q=Refractory');
  await expect(page).toHaveURL('/challenges?q=Refractory');
  await page.getByRole('button', { name: `Apply for ${title}` }).click();
  await expect(page).toHaveURL(/\/challenge-response$/);
  await expect(page.getByText(`Responding to the challenge: ${title}`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Project title').fill('Slag-resistant ladle linings');
  await page.getByLabel('Understanding of the challenge').fill('Ladle linings fail early where slag attacks the slag line.');
  await page.getByLabel('Initial idea and approach').fill('Graded magnesia-carbon bricks with antioxidants at the slag line.');
  await page.getByLabel('Expected outcome').fill('Thirty per cent more heats per lining.');
  await page.getByLabel('Potential risks').fill('Brick supply and trial heats at the plant.');
  await page.getByRole('checkbox', { name: 'Operational Excellence' }).check();
  await page.getByLabel('Proposal document').setInputFiles(pdfFile('ladle-linings.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();
  // Challenge Method asks whether partners are involved; with none, no collaborator is needed.
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await fillBudgetStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I confirm that the details given are true and complete.').check();
  await page.getByLabel('I accept the terms and conditions of the scheme.').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.proposalSubmitted).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/submitted\//);
  await expect(page.getByTestId('reference')).toHaveText(/^SRTM-CM-\d{4}-\d{5}$/);
  // Through the application to its challenge, within the app: the challenge the wizard read is read
  // again, and now says the user applied instead of inviting a second response.
  await page.getByRole('link', { name: 'Open your application' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/challenges/${challengeId}$`));
  await expect(page.getByTestId('applied-note')).toContainText('You applied on');
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);

  const list = await request.get(`/api/admin/challenges?query=${encodeURIComponent('Refractory life')}`, { headers: admin });
  const row = ((await list.json()) as { data: { id: string; totalProposals: number }[] }).data.find((c) => c.id === challengeId);
  expect(row?.totalProposals).toBe(1);
});
