import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';

// Peer review end to end (docs/architecture.md#peer-review): an admin makes two users reviewers, assigns
// them (one refused for a shared organisation, then assigned with a reason), both review (one saves a draft
// first), the admin reads the aggregate and the ranking and approves, and the applicant reads the comments.
test.describe.configure({ mode: 'serial' });

const TITLE = `Slag heat recovery under review ${Date.now()}`;
const FIRST_COMMENT = 'The pilot plan is sound; widen the trial to two furnaces.';
const SECOND_COMMENT = 'Quantify the steam use at the plant before scaling up.';
const COMMITTEE_NOTE = 'Budget is high for the scope; the team is strong.';

async function myId(request: APIRequestContext, token: string) {
  const res = await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function pageAs(browser: Browser, baseURL: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/(dashboard|admin\/dashboard)$/);
  return page;
}

async function review(page: Page, spinnerGone: (p: Page) => Promise<void>, score: string, comment: string, opts: { draftFirst: boolean; checkPages: boolean }) {
  await page.goto('/dashboard/reviews');
  await spinnerGone(page);
  const row = page.getByRole('link', { name: `Open the review of ${TITLE}` }).first();
  await expect(row).toBeVisible();
  if (opts.checkPages) await expectAccessibleAtWidths(page, 'reviewer queue');
  await row.click();
  await expect(page.getByRole('heading', { name: 'Declaration of interests' })).toBeVisible();
  // Before declaring, the reviewer sees who is on the proposal: the applicant's organisation and the partners.
  const parties = page.getByTestId('declaration-parties');
  await expect(parties).toContainText('Kalinga Alloys');
  await expect(parties).toContainText('Rohit Bansal, NIT Trichy');
  await expect(parties).toContainText(/SRTM-/);
  await expect(parties).not.toContainText('kavya.menon@example.in');
  if (opts.checkPages) {
    await expectAccessibleAtWidths(page, 'declaration');
    // A conflict needs its reason: the shared schema's message under the field and in the focused summary, nothing declared.
    await page.getByRole('button', { name: 'I have a conflict of interest' }).click();
    const reason = page.getByRole('textbox', { name: 'What is the conflict?' });
    await reason.fill('Too short');
    await page.getByRole('button', { name: 'Declare the conflict and hand the review back' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expect(page.getByTestId('error-summary')).toContainText('Give a reason of at least 10 characters');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await reason.getAttribute('aria-describedby')) ?? '';
    const descriptions = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()));
    expect(descriptions.join(' ')).toContain('Give a reason of at least 10 characters');
    await page.reload();
    await spinnerGone(page);
  }
  await page.getByRole('button', { name: 'I have no conflict of interest' }).click();
  await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'slag-heat-recovery.pdf' })).toBeVisible();
  // The proposal under the questions the applicant answered.
  await expect(page.getByText('Understanding of the challenge')).toBeVisible();
  await expect(page.getByText('Initial idea and approach')).toBeVisible();
  const criteria = page.getByRole('group', { name: /Scores/ }).getByRole('combobox');
  await expect(criteria).toHaveCount(5);
  if (opts.draftFirst) {
    await criteria.nth(0).selectOption(score);
    await expect(page.getByTestId('weighted-score')).toContainText('Score every criterion');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    // Submitting incomplete: the error summary names the fields.
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('Score this criterion before you submit');
  }
  for (let i = 0; i < 5; i++) await criteria.nth(i).selectOption(score);
  await expect(page.getByTestId('weighted-score')).toContainText(`${Number(score) * 10} / 100`);
  await page.getByLabel('Comment for the applicant').fill(comment);
  await page.getByLabel('Comment for the committee').fill(COMMITTEE_NOTE);
  await page.getByLabel('Recommendation').selectOption('FUND');
  if (opts.checkPages) await expectAccessibleAtWidths(page, 'review form');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review submitted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit the correction' })).toBeVisible();
}

test('an admin assigns two reviewers, they review, the committee ranks and decides, the applicant reads the comments', async ({
  browser,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(360_000);
  const applicant = await createVerifiedUser(request, portal.smtp, 'Kavya Menon');
  const partner = await createVerifiedUser(request, portal.smtp, 'Rohit Bansal');
  const first = await createVerifiedUser(request, portal.smtp, 'Anil Reviewer');
  const second = await createVerifiedUser(request, portal.smtp, 'Sunita Reviewer');
  await completeProfile(request, applicant, { organization: 'Kalinga Alloys Pvt Ltd', organizationCategory: 'MSME', designation: 'Director' });
  await completeProfile(request, partner, { organization: 'NIT Trichy', organizationCategory: 'Academia', designation: 'Professor' });
  await completeProfile(request, first, { organization: 'IIT Madras', organizationCategory: 'Academia', designation: 'Professor' });
  await completeProfile(request, second, { organization: 'KALINGA ALLOYS LIMITED', organizationCategory: 'MSME', designation: 'Metallurgist' });
  const token = await apiToken(request, applicant.email, applicant.password);
  const partnerId = await myId(request, await apiToken(request, partner.email, partner.password));
  const firstId = await myId(request, await apiToken(request, first.email, first.password));
  const secondId = await myId(request, await apiToken(request, second.email, second.password));
  const created = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      category: 'INNOVATE',
      type: 'FUNDING_SUPPORT',
      title: TITLE,
      name: 'Kavya Menon',
      email: 'kavya.menon@example.in',
      mobile: '+91 98450 12345',
      orgType: 'MSME',
      orgName: 'Kalinga Alloys',
      designation: 'Director',
      abstract: 'Molten slag leaves the plant at 1500 °C and its heat is lost.',
      methodology: 'A dry granulation drum recovering heat into steam.',
      expectedResults: 'Thirty per cent of the slag heat recovered.',
      riskFactors: 'Drum wear and uneven granule size.',
      'focusArea[0]': 'Operational Excellence',
      detailsConfirmed: 'true',
      termsAccepted: 'true',
      'collaborators[0][organisation]': partnerId,
      proposalFile: pdfFile('slag-heat-recovery.pdf'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const proposalId = ((await created.json()) as { data: { id: string } }).data.id;

  // The admin makes both users reviewers from their pages: an account awaiting approval is not offered
  // the role (decision 207), so each is approved first; the partner too, to show they are never assignable.
  const admin = await pageAs(browser, portal.baseURL, E2E_ADMIN);
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto(`/admin/user/${firstId}`);
  await spinnerGone(admin);
  await expect(admin.getByText('Approve this account before making it a reviewer')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Make reviewer' })).toHaveCount(0);
  for (const id of [firstId, secondId, partnerId]) {
    const approved = await request.patch(`/api/users/${id}/status`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { status: 'APPROVED' } });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  for (const id of [firstId, secondId, partnerId]) {
    await admin.goto(`/admin/user/${id}`);
    await spinnerGone(admin);
    await admin.getByRole('button', { name: 'Make reviewer' }).click();
    await expect(admin.getByText('This user is a reviewer of funding proposals.')).toBeVisible();
  }
  await expectAccessibleAtWidths(admin, 'admin user page with the reviewer panel');

  // Assignment: the first is assigned; the second is refused for the applicant's organisation, then assigned with a reason.
  await admin.goto(`/admin/open_innovation/${proposalId}`);
  await spinnerGone(admin);
  const panel = admin.getByRole('region', { name: 'Reviews' });
  await expect(panel).toBeVisible();
  // The admin's detail names the reference and offers the receipt.
  await expect(admin.getByTestId('detail-reference')).toHaveText(/^SRTM-OI-\d{4}-\d{5}$/);
  await expect(admin.getByRole('button', { name: 'Download the receipt (PDF)' })).toBeVisible();
  await panel.getByLabel('Search reviewers by name, organisation or e-mail').fill('Anil');
  await panel.getByRole('button', { name: 'Assign Anil Reviewer' }).click();
  await expect(panel.getByTestId('assignments')).toContainText('Anil Reviewer');
  // Once assigned, the search shows them as assigned with their load, and offers no second Assign.
  const anil = panel.getByRole('listitem').filter({ hasText: 'Anil Reviewer' }).filter({ hasText: 'IIT Madras ·' });
  await expect(anil).toContainText('1 open, 0 submitted');
  await expect(anil).toContainText('Already assigned');
  await expect(panel.getByRole('button', { name: 'Assign Anil Reviewer' })).toHaveCount(0);
  // The collaborator: refused, and no reason can override it, so none is asked for.
  await panel.getByLabel('Search reviewers by name, organisation or e-mail').fill('Rohit');
  await panel.getByRole('button', { name: 'Assign Rohit Bansal' }).click();
  const hard = panel.getByRole('alert').filter({ hasText: 'Refused: conflict of interest' });
  await expect(hard).toContainText('The reviewer is a collaborator on this proposal');
  await expect(hard).toContainText('this conflict cannot be overridden');
  await expect(hard.getByRole('button', { name: 'Assign anyway' })).toHaveCount(0);
  await expect(hard.getByRole('textbox')).toHaveCount(0);
  await expectAccessibleAtWidths(admin, 'reviews panel with a conflict no reason overrides');
  await panel.getByLabel('Search reviewers by name, organisation or e-mail').fill('Sunita');
  await panel.getByRole('button', { name: 'Assign Sunita Reviewer' }).click();
  const refusal = panel.getByRole('alert').filter({ hasText: 'Refused: conflict of interest' });
  await expect(refusal).toContainText('KALINGA ALLOYS LIMITED');
  await expectAccessibleAtWidths(admin, 'reviews panel with a refused assignment');
  await refusal.getByLabel('Reason to assign anyway (recorded in the history)').fill('Another division of the group; the only slag-heat expert on the panel.');
  await refusal.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(panel.getByTestId('assignments')).toContainText('Conflict overridden: Another division');
  // The history beside the panel records both assignments at once, without a reload.
  await expect(admin.getByRole('region', { name: 'History' }).getByText(/^Reviewer assigned by/)).toHaveCount(2);
  await admin.screenshot({ path: 'e2e/artifacts/peer-review-panel.png', fullPage: true });

  // Both review; the first saves a draft before submitting. Their home names the review waiting, and the
  // Reviews tab shows at 375 px without scrolling the tabs.
  const reviewerPage = await pageAs(browser, portal.baseURL, first);
  await spinnerGone(reviewerPage);
  await expect(reviewerPage.getByTestId('pending-reviews')).toContainText('1 proposal waits for your review.');
  await expect(reviewerPage.getByTestId('pending-reviews').getByRole('link', { name: TITLE })).toBeVisible();
  await reviewerPage.setViewportSize({ width: 375, height: 740 });
  await expect(reviewerPage.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'Reviews' })).toBeInViewport({ ratio: 1 });
  await expectAccessibleAtWidths(reviewerPage, 'reviewer home with pending reviews');
  await review(reviewerPage, spinnerGone, '8', FIRST_COMMENT, { draftFirst: true, checkPages: true });
  await reviewerPage.screenshot({ path: 'e2e/artifacts/peer-review-form.png', fullPage: true });
  await reviewerPage.context().close();
  const secondPage = await pageAs(browser, portal.baseURL, second);
  await review(secondPage, spinnerGone, '6', SECOND_COMMENT, { draftFirst: false, checkPages: false });
  await secondPage.context().close();

  // The committee's view, the ranking, the decision.
  await admin.reload();
  await spinnerGone(admin);
  const aggregate = admin.getByTestId('review-aggregate');
  await expect(aggregate).toContainText('Submitted reviews2');
  await expect(aggregate).toContainText('Mean score70');
  await expect(admin.getByText(COMMITTEE_NOTE).first()).toBeVisible();
  await expectAccessibleAtWidths(admin, 'admin proposal detail with reviews');
  await admin.goto('/admin/reviews/ranking');
  await spinnerGone(admin);
  await expect(admin.getByRole('link', { name: TITLE }).first()).toBeVisible();
  await expect(admin.getByRole('table').getByText('70.00')).toBeVisible();
  await expectAccessibleAtWidths(admin, 'review ranking');
  await admin.screenshot({ path: 'e2e/artifacts/peer-review-ranking.png', fullPage: true });
  await admin.goto('/admin/reviewers');
  await spinnerGone(admin);
  await expect(admin.getByRole('link', { name: 'Anil Reviewer' }).first()).toBeVisible();
  // Anil's load and figures: no profile yet (no focus areas, the default most of 5), none open, his one invitation
  // accepted and submitted on time the same day, his score 10 points from the panel's mean.
  await expect(admin.getByRole('row').filter({ hasText: 'Anil Reviewer' }).locator('td, th')).toHaveText([
    'Anil Reviewer',
    'IIT Madras',
    '—',
    '0 / 5',
    '1',
    '1',
    '1',
    '0',
    '0',
    '1',
    '0',
    '10',
  ]);
  await expectAccessibleAtWidths(admin, 'reviewers list');
  await admin.goto(`/admin/open_innovation/${proposalId}`);
  await spinnerGone(admin);
  await admin.getByRole('combobox', { name: 'Status', exact: true }).selectOption('APPROVED');
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Change the status' }).click();
  await expect(admin.getByText('The decision is taken: reviewers can no longer be assigned.')).toBeVisible();

  // The applicant reads the comments for them, unsigned, without the committee's note.
  const applicantPage = await pageAs(browser, portal.baseURL, applicant);
  await applicantPage.goto(`/dashboard/open_innovation/${proposalId}`);
  await spinnerGone(applicantPage);
  const feedback = applicantPage.getByRole('region', { name: 'Reviewers’ comments' });
  await expect(feedback).toContainText(FIRST_COMMENT);
  await expect(feedback).toContainText(SECOND_COMMENT);
  await expect(applicantPage.getByText(COMMITTEE_NOTE)).toHaveCount(0);
  await expect(applicantPage.getByText('Anil Reviewer')).toHaveCount(0);
  await expectAccessibleAtWidths(applicantPage, 'applicant detail with reviewers’ comments');
});
