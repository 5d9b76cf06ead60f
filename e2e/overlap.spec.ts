import { MESSAGES } from '@portal/shared';
import { fillBudgetStep } from './fixtures/money';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { apiToken, approveUser, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';
import { expect, test } from './fixtures/test';

// The application's money and funding the same work twice (docs/architecture.md#funding-the-same-work-twice):
// an applicant budgets in Indian grouping, sees the requested grant, sees a similar public post beside the
// wizard, declares other funding and submits; the admin sees the overlap with the applicant's earlier,
// rejected application and records it as a resubmission.
test.describe.configure({ mode: 'serial' });

const STAMP = Date.now();
const ABSTRACT =
  'Reheating furnaces burn natural gas and emit most of a rolling mill carbon dioxide. We retrofit the burners of a walking beam furnace for hydrogen blends, with flame monitoring and oxygen trim, and measure scale loss, fuel per tonne and nitrogen oxides against the natural gas baseline.';
const METHOD =
  'Two burner zones of the walking beam furnace run on hydrogen blends up to thirty percent; thermocouples and flue gas analysers log every minute.';
let proposalId = '';
let earlierId = '';
let applicant: { email: string; name: string; password: string };

test('an applicant budgets the work, sees similar public work, declares other funding and submits', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(240_000);
  applicant = await createVerifiedUser(request, portal.smtp, 'Lakshmi Menon');
  const partner = await createVerifiedUser(request, portal.smtp, 'Gurpreet Sandhu');
  const poster = await createVerifiedUser(request, portal.smtp, 'Kavya Reddy');
  await completeProfile(request, applicant, { organization: 'NIT Trichy', organizationCategory: 'Academia', designation: 'Professor' });
  await completeProfile(request, partner, { organization: 'Sandhu Forge', organizationCategory: 'MSME', designation: 'Director' });
  await completeProfile(request, poster, { organization: 'IISc Bangalore', organizationCategory: 'Academia', designation: 'Scientist' });
  await approveUser(request, poster);
  const applicantToken = await apiToken(request, applicant.email, applicant.password);
  const partnerToken = await apiToken(request, partner.email, partner.password);
  const partnerId = (
    (await (await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${partnerToken}` } })).json()) as { data: { id: string } }
  ).data.id;

  // A public research idea on the same subject (the similar panel's), and the applicant's earlier application, rejected.
  const posterToken = await apiToken(request, poster.email, poster.password);
  const post = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${posterToken}` },
    data: {
      category: 'STEELCOLLAB',
      type: 'RESEARCH_IDEA',
      title: `Hydrogen blends in walking beam reheating furnace burners ${STAMP}`,
      abstract: ABSTRACT,
      methodology: METHOD,
      currentStage: 'Pilot-scale',
      detailedDescription: 'Lower carbon dioxide per tonne of rolled steel.',
      objectives: 'A furnace for trials.',
      focusArea: ['Operational Excellence'],
      detailsConfirmed: true,
      termsAccepted: true,
      postOnPortal: true,
    },
  });
  expect(post.status(), await post.text()).toBe(201);
  const postTitle = `Hydrogen blends in walking beam reheating furnace burners ${STAMP}`;
  const earlier = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${applicantToken}` },
    multipart: {
      category: 'INNOVATE',
      type: 'FUNDING_SUPPORT',
      name: 'Lakshmi Menon',
      email: applicant.email,
      mobile: '+91 98765 43210',
      orgType: 'Academia',
      orgName: 'NIT Trichy',
      designation: 'Professor',
      title: `Hydrogen ready burners for a walking beam reheating furnace ${STAMP}`,
      abstract: ABSTRACT,
      methodology: METHOD,
      expectedResults: 'A twenty percent cut in furnace carbon dioxide at equal throughput.',
      riskFactors: 'Hydrogen supply and nitrogen oxides.',
      'focusArea[0]': 'Operational Excellence',
      'collaborators[0][organisation]': partnerId,
      detailsConfirmed: 'true',
      termsAccepted: 'true',
      proposalFile: pdfFile('earlier.pdf'),
    },
  });
  expect(earlier.status(), await earlier.text()).toBe(201);
  earlierId = ((await earlier.json()) as { data: { id: string } }).data.id;
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const rejected = await request.patch(`/api/proposals/${earlierId}/status`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { status: 'REJECTED', message: 'Show the burner trials first.' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await signIn(page, applicant.email, applicant.password, '/programs/innovate-steel');
  await spinnerGone(page);
  await page.getByRole('button', { name: /Apply for Funding Support/ }).click();
  await expect(page).toHaveURL(/\/challenge-response$/);
  await spinnerGone(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Project title').fill(`Hydrogen burners for walking beam furnaces ${STAMP}`);
  await page.getByLabel('Understanding of the challenge').fill(ABSTRACT);
  await page.getByLabel('Initial idea and approach').fill(METHOD);
  await page.getByLabel('Expected outcome').fill('A cut of twenty percent in furnace carbon dioxide at equal throughput.');
  await page.getByLabel('Potential risks').fill('Hydrogen supply; nitrogen oxides.');
  await page.getByRole('checkbox', { name: 'Decarbonization and Green Steel Innovation' }).check();
  await page.getByLabel('Proposal document').setInputFiles(pdfFile('burners.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();

  // The draft is saved with its title and 200+ characters: the side panel names the similar public post; it holds nothing.
  const panel = page.getByTestId('similar-panel');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('link', { name: postTitle })).toBeVisible();
  await expect(panel).not.toContainText(`Hydrogen ready burners for a walking beam reheating furnace ${STAMP}`);

  const search = page.getByRole('combobox', { name: 'Search registered users' }).first();
  await search.fill('Gurpreet');
  await page.getByRole('option', { name: /Gurpreet Sandhu/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // The budget: typed with Indian grouping; the totals follow as typed; a contingency over 5 % holds the step.
  await expect(page.getByRole('heading', { name: 'Budget and Other Funding' })).toBeFocused();
  await fillBudgetStep(
    page,
    { Equipment: '1,50,00,000', Consumables: '20,00,000', Manpower: '20,00,000', Travel: '5,00,000', Contingency: '20,00,000', Overheads: '10,00,000' },
    {
      funder: 'DST',
      scheme: 'SERB core research grant',
      amount: '25,00,000',
      status: 'APPLIED',
      howItDiffers: 'Funds laboratory burner tests, not the furnace retrofit.',
    },
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Contingency is at most 5 % of the other heads together \(₹9,75,000\)$/).first()).toBeVisible();
  await page.getByRole('group', { name: 'Contingency', exact: true }).getByLabel('Amount (₹)').fill('5,00,000');
  await expect(page.getByTestId('project-cost')).toHaveText('₹2,10,00,000');
  await expect(page.getByTestId('requested-grant')).toHaveText('₹1,26,00,000');
  await expect(page.getByTestId('own-contribution')).toHaveText('₹84,00,000');
  await expectAccessibleAtWidths(page, 'budget step');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('₹1,26,00,000').first()).toBeVisible();
  await page.getByLabel('I confirm that the details given are true and complete.').check();
  await page.getByLabel('I accept the terms and conditions of the scheme.').check();
  const submitted = page.waitForResponse((r) => /\/api\/proposals\/[^/]+\/submit$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = await submitted;
  expect(answer.status()).toBe(200);
  const data = ((await answer.json()) as { data: { id: string; projectCost: number; requestedGrant: number } }).data;
  expect(data).toMatchObject({ projectCost: 21_000_000, requestedGrant: 12_600_000 });
  proposalId = data.id;
  await expect(page.getByText(MESSAGES.proposalSubmitted).first()).toBeVisible();
});

test('the admin sees the overlap with the earlier application and records it as a resubmission', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // The session exists once the sign-in lands; a navigation before it would find none.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The admin list flags the proposal: a likely duplicate not yet judged (decision 272).
  const listed = `Hydrogen burners for walking beam furnaces ${STAMP}`;
  await page.goto(`/admin/open_innovation?q=${STAMP}`);
  await expect(page.getByRole('row').filter({ hasText: listed })).toContainText('Likely duplicate');
  await expectAccessibleAtWidths(page, 'admin list with the overlap flag');
  await page.goto(`/admin/open_innovation/${proposalId}`);
  const panel = page.getByTestId('overlap-panel');
  await expect(panel).toBeVisible();
  const row = panel.getByRole('listitem').filter({ hasText: `Hydrogen ready burners for a walking beam reheating furnace ${STAMP}` });
  await expect(row).toContainText('Likely duplicate');
  await expect(row).toContainText('the same applicant');
  await expect(page.getByTestId('money-lines')).toContainText('₹2,10,00,000');
  await expectAccessibleAtWidths(page, 'admin overlap');
  await row.getByRole('button', { name: 'Record a verdict' }).click();
  await row.getByLabel('Verdict').selectOption('RESUBMISSION');
  await row.getByLabel('Reason').fill('short');
  await row.getByRole('button', { name: 'Save the verdict' }).click();
  await expect(row.getByText('Give the reason, in at least 10 characters').first()).toBeVisible();
  await row.getByLabel('Reason').fill('The rejected application again, with the burner trials the committee asked for');
  await row.getByRole('button', { name: 'Save the verdict' }).click();
  await expect(row.getByTestId('overlap-verdict')).toContainText('Resubmission of this proposal');
  await expect(row.getByTestId('overlap-verdict')).toContainText('the earlier proposal was');
  // What the earlier proposal's reviewers told the applicant (it had no submitted review).
  await expect(row.getByTestId('overlap-earlier-comments')).toContainText('Its reviewers left no comments for the applicant.');
  await expectAccessibleAtWidths(page, 'admin overlap with a verdict');
});
