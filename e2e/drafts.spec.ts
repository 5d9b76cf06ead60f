import { expectAccessibleAtWidths } from './fixtures/quality';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiToken, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';
import { fillBudgetStep } from './fixtures/money';
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

  await signIn(page, owner.email, owner.password, '/programs/innovate-steel');
  // A prerendered page's buttons work once the app has taken it over.
  await spinnerGone(page);
  await page.getByRole('button', { name: /Apply for Funding Support/ }).click();
  await spinnerGone(page);
  // The first step change creates the draft on the server; the step is in the URL.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/proposals/drafts') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await created).status()).toBe(201);
  const draftId = ((await (await created).json()) as { data: { id: string } }).data.id;
  // The step and the new draft's id are in the URL (decision 185).
  await expect(page).toHaveURL(new RegExp(`\\?step=2&draft=${draftId}$`));
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
  // The URL copied from the first browser opens the draft on its step.
  await second.goto(page.url());
  await spinnerGone(second);
  await expect(second.getByLabel('Project title')).toHaveValue(title);
  await second.goto('/dashboard');
  const row = second.getByTestId('draft-row').filter({ hasText: title });
  await expect(row).toContainText('Open Innovation Method');
  await expect(row).toContainText('by Kavya Draftwriter');
  await expectAccessibleAtWidths(second, 'dashboard in progress');
  await row.getByRole('link', { name: /Continue/ }).click();
  await spinnerGone(second);
  // Continue opens the step the draft was last saved on, kept on the server (decision 212).
  await expect(second).toHaveURL(/[?&]step=2(&|$)/);
  await expect(second.getByLabel('Project title')).toHaveValue(title);
  await expect(second.getByText('slag-cement.pdf').first()).toBeVisible();
  // The second browser saves a change; the first, still on the older version, is refused.
  await second.getByLabel('Expected outcome').fill('Half the clinker in the cement.');
  const saved = second.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 200);
  await second.getByRole('button', { name: 'Previous' }).click();
  await saved;

  // The first saves with nothing new (a step change, which moves no version): the other's answer comes on
  // screen all the same, and so is never sent back blank by the first's next save.
  const stepped = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 200);
  await page.getByRole('button', { name: 'Previous' }).click();
  await stepped;
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Expected outcome')).toHaveValue('Half the clinker in the cement.');

  // The second changes that answer again, so the first is on an older version once more.
  await second.getByRole('button', { name: 'Next' }).click();
  await second.getByLabel('Expected outcome').fill('Half the clinker in the cement, at equal strength.');
  const again = second.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 200);
  await second.getByRole('button', { name: 'Previous' }).click();
  await again;

  // The first, on the older version, changed another answer: both are kept, with no conflict (decision 211).
  await page.getByLabel('Potential risks').fill('Strength at early age.');
  const merged = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 200);
  await page.getByRole('button', { name: 'Previous' }).click();
  await merged;
  const conflict = page.getByTestId('draft-conflict');
  await expect(conflict).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Expected outcome')).toHaveValue('Half the clinker in the cement, at equal strength.');
  await expect(page.getByLabel('Potential risks')).toHaveValue('Strength at early age.');

  // Both change the same answer: the first sees both values side by side, labelled by the question, and chooses.
  const onStep2 = new URL(second.url());
  onStep2.searchParams.set('step', '2');
  await second.goto(onStep2.toString());
  await spinnerGone(second);
  await second.getByLabel('Potential risks').fill('Slow strength gain in winter.');
  const theirs = second.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 200);
  await second.getByRole('button', { name: 'Previous' }).click();
  await theirs;
  await page.getByLabel('Potential risks').fill('Strength at three days.');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Kavya Draftwriter saved it at');
  const both = conflict.getByTestId('conflict-riskFactors');
  await expect(both).toContainText('Potential risks');
  await expect(both).toContainText('Slow strength gain in winter.');
  await expect(both).toContainText('Strength at three days.');
  await expectAccessibleAtWidths(page, 'wizard conflict screen');
  await both.getByRole('radio', { name: /Keep their answer/ }).check();
  await conflict.getByRole('button', { name: 'Save my choices' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toContainText(/Saved at/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Potential risks')).toHaveValue('Slow strength gain in winter.');
  await page.getByRole('button', { name: 'Previous' }).click();

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

test('a collaborator named in a draft edits its step 2; the owner submits, lands on the confirmation page and is mailed the receipt with its PDF', async ({
  page,
  browser,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedUser(request, portal.smtp, 'Nandini Rao');
  const partner = await createVerifiedUser(request, portal.smtp, 'Ishaan Bhalla');
  await completeProfile(request, owner, { organization: 'NIT Rourkela', organizationCategory: 'Academia', designation: 'Professor' });
  await completeProfile(request, partner, { organization: 'Bhalla Rolling Mills', organizationCategory: 'MSME', designation: 'Director' });
  const ownerAuth = { Authorization: `Bearer ${await apiToken(request, owner.email, owner.password)}` };
  const partnerId = (
    (await (
      await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${await apiToken(request, partner.email, partner.password)}` } })
    ).json()) as { data: { id: string } }
  ).data.id;

  // The owner's draft as the wizard leaves it after step 3: its fields, its document, the partner named.
  const title = `Scale-free pickling ${Date.now()}`;
  const created = await request.post('/api/proposals/drafts', { headers: ownerAuth, data: { category: 'INNOVATE', type: 'FUNDING_SUPPORT' } });
  expect(created.status(), await created.text()).toBe(201);
  const draft = ((await created.json()) as { data: { id: string; version: number } }).data;
  const saved = await request.patch(`/api/proposals/${draft.id}`, {
    headers: ownerAuth,
    multipart: {
      version: String(draft.version),
      title,
      name: 'Nandini Rao',
      email: owner.email,
      mobile: '+91 98450 22345',
      orgType: 'Academia',
      orgName: 'NIT Rourkela',
      designation: 'Professor',
      abstract: 'Acid pickling of hot strip leaves spent acid that is costly to treat.',
      methodology: 'Mechanical descaling followed by a short, dilute acid rinse.',
      expectedResults: 'Less acid.',
      riskFactors: 'Surface finish of thin gauges.',
      'focusArea[0]': 'Circular Economy and Resource Efficiency',
      'collaborators[0][organisation]': partnerId,
      proposalFile: pdfFile('pickling.pdf'),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The partner, in a browser of their own, finds the draft under In progress and rewrites step 2's outcome.
  const theirs = await browser.newContext({ baseURL: portal.baseURL });
  const partnerPage = await theirs.newPage();
  await signIn(partnerPage, partner.email, partner.password);
  await expect(partnerPage).toHaveURL(/\/dashboard$/);
  const row = partnerPage.getByTestId('draft-row').filter({ hasText: title });
  await expect(row).toContainText('by Nandini Rao');
  await row.getByRole('link', { name: /Continue/ }).click();
  await spinnerGone(partnerPage);
  await partnerPage.getByRole('button', { name: 'Next' }).click();
  await expect(partnerPage).toHaveURL(/\?step=2$/);
  await expect(partnerPage.getByLabel('Project title')).toHaveValue(title);
  const outcome = 'Forty per cent less acid per tonne, and no sludge to landfill.';
  await partnerPage.getByLabel('Expected outcome').fill(outcome);
  const partnerSave = partnerPage.waitForResponse((r) => r.url().endsWith(`/api/proposals/${draft.id}`) && r.request().method() === 'PATCH');
  await partnerPage.getByRole('button', { name: 'Next' }).click();
  expect((await partnerSave).status()).toBe(200);
  await expect(partnerPage.getByTestId('save-status')).toHaveText(/^Saved at \d\d:\d\d$/);
  // Step 3 for a co-editor: the list as the owner left it, read-only, since only the owner changes who
  // is on a proposal (decision 205); their saves leave the list out.
  await expect(partnerPage).toHaveURL(/\?step=3$/);
  const people = partnerPage.locator('[data-field="collaborators"]');
  await expect(people).toContainText('Only the applicant who started this proposal can change who is on it.');
  await expect(people.getByRole('listitem')).toHaveText([/Ishaan Bhalla/]);
  await expect(partnerPage.getByRole('button', { name: 'Add collaborator' })).toHaveCount(0);
  await expect(partnerPage.getByRole('button', { name: /Remove collaborator/ })).toHaveCount(0);
  await expect(partnerPage.getByRole('combobox')).toHaveCount(0);
  await expectAccessibleAtWidths(partnerPage, 'collaborators step, read-only for a co-editor');
  const stepSave = partnerPage.waitForRequest((r) => r.url().endsWith(`/api/proposals/${draft.id}`) && r.method() === 'PATCH');
  await partnerPage.getByRole('button', { name: 'Next' }).click();
  expect((await stepSave).postData() ?? '').not.toContain('collaborators');
  await theirs.close();

  // The owner continues it, reads the partner's words on the review step, and submits.
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByTestId('draft-row')
    .filter({ hasText: title })
    .getByRole('link', { name: /Continue/ })
    .click();
  await spinnerGone(page);
  // Continue opens the step the draft was last saved on: the partner's last save left step 3 for the
  // budget step, 4 (decision 212); the owner fills it and reads the partner's words on the review.
  await expect(page).toHaveURL(/\?step=4$/);
  await fillBudgetStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(outcome)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('chosen-collaborator')).toContainText('Ishaan Bhalla');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Expected outcome')).toHaveValue(outcome);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('chosen-collaborator')).toContainText('Ishaan Bhalla');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(outcome)).toBeVisible();
  await page.getByLabel('I confirm that the details given are true and complete.').check();
  await page.getByLabel('I accept the terms and conditions of the scheme.').check();
  const mailsBefore = portal.smtp.mails.length;
  const submitted = page.waitForResponse((r) => r.url().endsWith(`/api/proposals/${draft.id}/submit`) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await submitted).status()).toBe(200);

  // The confirmation page: the reference in its panel, what happens next, the receipt, the way back.
  await expect(page).toHaveURL(new RegExp(`/dashboard/submitted/${draft.id}$`));
  const reference = page.getByTestId('reference');
  await expect(reference).toHaveText(/^SRTM-OI-\d{4}-\d{5}$/);
  const number = (await reference.textContent())!;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // The mail: the same reference, a link to the application, and the PDF of what was submitted.
  const mail = await portal.smtp.waitFor(owner.email, { subject: /was received/, after: mailsBefore, timeoutMs: 30_000 });
  expect(mail.subject).toContain(number);
  expect(mail.text).toContain(`/dashboard/open_innovation/${draft.id}`);
  // The partner is mailed too, with the same reference and a link to the proposal.
  const partnerMail = await portal.smtp.waitFor(partner.email, { subject: /was submitted, reference/, after: mailsBefore, timeoutMs: 30_000 });
  expect(partnerMail.subject).toContain(number);
  expect(partnerMail.text).toContain(`/dashboard/open_innovation/${draft.id}`);
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf?.filename).toMatch(/\.pdf$/);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.content)), { mergePages: true });
  expect(text).toContain(number);
  expect(text).toContain(outcome);
  expect(text).toContain('Ishaan Bhalla');
  expect(text).toContain('pickling.pdf');

  // The applicant's list names the reference and the day it was submitted; the detail the reference, the
  // receipt and the submission apart from the start.
  await page.goto('/dashboard/open_innovation');
  await spinnerGone(page);
  const listed = page.getByRole('row').filter({ hasText: number });
  await expect(listed).toBeVisible();
  // Under the title, the way mails quote it, named for a screen reader.
  await expect(listed.getByTestId('row-reference')).toHaveText(`Reference: ${number}`);
  await expect(listed).not.toContainText('Not submitted');
  await expectAccessibleAtWidths(page, 'applicant list with references');
  await page.goto(`/dashboard/open_innovation/${draft.id}`);
  await spinnerGone(page);
  await expect(page.getByTestId('detail-reference')).toHaveText(number);
  await expect(page.getByText('Started on:')).toBeVisible();
  await expect(page.getByText('Submitted on (India time):')).toBeVisible();
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the receipt (PDF)' }).click();
  expect((await again).suggestedFilename()).toBe(`${number}.pdf`);
  await expectAccessibleAtWidths(page, 'applicant detail with reference and receipt');
});
