import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, approveUser, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';

// Reviewer invitations (docs/architecture.md#the-reviewer-pool): the admin reads the suggested reviewers
// beside the assign control, with their score, reasons and load, and invites one from the keyboard; the
// reviewer reads the invitation (summary, parties, days; never the documents) and declines it with a
// reason, and the next suggestion is invited in their place.
test.describe.configure({ mode: 'serial' });

const STAMP = Date.now();
const TITLE = `Slag granulation heat recovery ${STAMP}`;
let proposalId = '';
const reviewers: { email: string; password: string; name: string; id: string }[] = [];

async function idOf(request: APIRequestContext, token: string) {
  const me = await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await me.json()) as { data: { id: string } }).data.id;
}

test('the admin reads the suggested reviewers and invites one from the keyboard', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const applicant = await createVerifiedUser(request, portal.smtp, 'Arjun Applicant');
  await completeProfile(request, applicant, { organization: 'Kalinga Alloys', organizationCategory: 'Industry', designation: 'Manager' });
  for (const [name, organization, keywords] of [
    ['Meera Iyer', 'IIT Bombay', ['slag granulation', 'heat recovery']],
    ['Ravi Kumar', 'NML Jamshedpur', ['hydrogen']],
  ] as const) {
    const who = await createVerifiedUser(request, portal.smtp, name);
    await completeProfile(request, who, { organization, organizationCategory: 'Academia', designation: 'Professor' });
    await approveUser(request, who);
    const token = await apiToken(request, who.email, who.password);
    const id = await idOf(request, token);
    const made = await request.put(`/api/admin/users/${id}/reviewer`, { headers: { Authorization: `Bearer ${admin}` }, data: { reviewer: true } });
    expect(made.status(), await made.text()).toBe(200);
    const profile = await request.put('/api/reviews/profile', {
      headers: { Authorization: `Bearer ${token}` },
      data: { focusAreas: ['Operational Excellence'], keywords: [...keywords], maxLoad: 4, unavailable: [], languages: ['en'], affiliations: [] },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    reviewers.push({ ...who, id });
  }
  const applicantToken = await apiToken(request, applicant.email, applicant.password);
  const partner = await createVerifiedUser(request, portal.smtp, 'Gurpreet Sandhu');
  await completeProfile(request, partner, { organization: 'Sandhu Forge', organizationCategory: 'MSME', designation: 'Director' });
  const partnerId = await idOf(request, await apiToken(request, partner.email, partner.password));
  const created = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${applicantToken}` },
    multipart: {
      category: 'INNOVATE',
      type: 'FUNDING_SUPPORT',
      name: 'Arjun Applicant',
      email: applicant.email,
      mobile: '+91 98765 43210',
      orgType: 'Industry',
      orgName: 'Kalinga Alloys',
      designation: 'Manager',
      title: TITLE,
      abstract: 'Blast furnace slag leaves the furnace at 1500 °C; dry slag granulation with heat recovery turns that heat into steam for the plant.',
      methodology: 'A rotary cup atomiser granulates the slag; air recovers the heat and a boiler raises steam.',
      expectedResults: 'Steam for the plant and a glassy slag for cement.',
      riskFactors: 'Wear of the cup.',
      'focusArea[0]': 'Operational Excellence',
      'collaborators[0][organisation]': partnerId,
      detailsConfirmed: 'true',
      termsAccepted: 'true',
      proposalFile: pdfFile('granulation.pdf'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  proposalId = ((await created.json()) as { data: { id: string } }).data.id;

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/admin/open_innovation/${proposalId}`);
  await spinnerGone(page);
  const panel = page.getByTestId('reviewer-suggestions');
  const list = panel.getByRole('list', { name: 'Suggested reviewers' });
  await expect(list.getByRole('listitem').filter({ hasText: reviewers[0]!.name })).toBeVisible();
  const [first, second] = [list.locator(':scope > li').nth(0), list.locator(':scope > li').nth(1)];
  // Best first: the reviewer whose keywords the proposal names, with what matched and their load.
  await expect(first).toContainText(reviewers[0]!.name);
  await expect(first).toContainText('Match 87%');
  await expect(first).toContainText('Load 0 of 4');
  await expect(first.getByRole('list', { name: `Why ${reviewers[0]!.name} is suggested` })).toContainText('slag granulation');
  await expect(second).toContainText(reviewers[1]!.name);
  await expect(second).toContainText('Match 60%');
  await expectAccessibleAtWidths(page, 'reviewer suggestions');

  // Invitations from this form replace themselves when declined or left unanswered.
  await page.getByLabel('Invite the best next suggestion if this one declines or does not answer').check();
  // From the keyboard: focus the invite button, press Enter; the reviewer joins the panel and leaves the suggestions.
  const invite = panel.getByRole('button', { name: `Invite ${reviewers[0]!.name}` });
  await invite.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('assignments')).toContainText(reviewers[0]!.name);
  await expect(panel).not.toContainText(reviewers[0]!.name);
  await expect(list.locator(':scope > li').first()).toContainText(reviewers[1]!.name);
});

test('the reviewer reads the invitation and declines it; the next suggestion is invited in their place', async ({ page, request, spinnerGone }) => {
  test.setTimeout(120_000);
  const [first, next] = [reviewers[0]!, reviewers[1]!];
  const token = await apiToken(request, first.email, first.password);
  const mine = (await (await request.get('/api/reviews/mine', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: { id: string; proposalId: string }[];
  };
  const assignmentId = mine.data.find((a) => a.proposalId === proposalId)!.id;
  await signIn(page, first.email, first.password, `/dashboard/reviews/${assignmentId}`);
  await spinnerGone(page);
  const card = page.getByTestId('declaration-parties');
  await expect(card).toContainText('Kalinga Alloys');
  await expect(card).toContainText('Blast furnace slag leaves the furnace');
  await expect(card).toContainText('Answer by');
  await expect(page.getByRole('link', { name: 'granulation.pdf' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Decline the invitation' }).click();
  await page.getByLabel('Why do you decline?').fill('Too short');
  await page.getByRole('button', { name: 'Decline the invitation' }).click();
  await expect(page.getByTestId('error-summary')).toContainText('Give a reason of at least 10 characters');
  await page.getByLabel('Why do you decline?').fill('I am at a plant trial abroad for the whole month.');
  await expectAccessibleAtWidths(page, 'invitation decline');
  await page.getByRole('button', { name: 'Decline the invitation' }).click();
  await expect(page.getByText('You declined this invitation')).toBeVisible();

  // The admin's panel: the decline with its reason, and the next suggestion invited in their place.
  const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const rows = (await (await request.get(`/api/admin/proposals/${proposalId}/reviewers`, { headers: { Authorization: `Bearer ${admin}` } })).json()) as {
    data: { reviewer: { id: string }; state: string; declineReason: string | null }[];
  };
  expect(rows.data.map((r) => [r.reviewer.id, r.state])).toEqual([
    [first.id, 'DECLINED'],
    [next.id, 'PENDING'],
  ]);
  expect(rows.data[0]!.declineReason).toBe('I am at a plant trial abroad for the whole month.');
});

test("the admin releases the silent replacement; the Reviewers page and the reviewer's own figures count the decline", async ({
  page,
  request,
  spinnerGone,
}) => {
  test.setTimeout(90_000);
  const [first, next] = [reviewers[0]!, reviewers[1]!];
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The release control on the admin's proposal page: a reason of 10+ characters, then released as silent.
  await page.goto(`/admin/open_innovation/${proposalId}`);
  await spinnerGone(page);
  await page.getByRole('button', { name: `Release ${next.name}` }).click();
  const form = page.getByRole('form', { name: `Release ${next.name}` });
  await form.getByLabel('Why release this reviewer? (recorded in the history)').fill('Silent');
  await form.getByRole('button', { name: 'Release the reviewer' }).click();
  await expect(form).toContainText('Give a reason of at least 10 characters');
  await form.getByLabel('Why release this reviewer? (recorded in the history)').fill('No answer after two reminders.');
  await form.getByRole('button', { name: 'Release the reviewer' }).click();
  await expect(page.getByTestId('assignments').getByText('Released: No answer after two reminders.')).toBeVisible();
  await expect(page.getByTestId('assignments').getByText('released as silent')).toBeVisible();
  const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const rows = (await (await request.get(`/api/admin/proposals/${proposalId}/reviewers`, { headers: { Authorization: `Bearer ${admin}` } })).json()) as {
    data: { reviewer: { id: string }; state: string; releaseReason: string | null }[];
  };
  expect(rows.data.find((r) => r.reviewer.id === next.id)).toMatchObject({ state: 'RELEASED', releaseReason: 'SILENT' });

  await page.goto('/admin/reviewers');
  await spinnerGone(page);
  await expect(page.getByRole('heading', { name: 'Reviewers', level: 1 })).toBeVisible();
  await page.getByLabel('Search name, organisation or e-mail').fill(first.name);
  const row = page.getByRole('row').filter({ hasText: first.name });
  await expect(row).toHaveCount(1);
  // Invited once, declined once, nothing open: the figures the server counts, cell by cell.
  const cells = row.getByRole('cell');
  const header = await page.getByRole('columnheader').allInnerTexts();
  const cell = async (name: string) => (await cells.nth(header.findIndex((h) => h.trim() === name)).innerText()).trim();
  expect(await cell('Invited')).toBe('1');
  expect(await cell('Declined')).toBe('1');
  expect(await cell('Accepted')).toBe('0');
  expect(await cell('Median days to submit')).toBe('—');
  await expectAccessibleAtWidths(page, 'reviewers page');

  // The reviewer reads the same figures on their own page.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, first.email, first.password, '/dashboard/reviews');
  await spinnerGone(page);
  const mine = page.getByTestId('my-figures');
  await expect(mine.getByRole('heading', { name: 'Your figures' })).toBeVisible();
  const figure = (name: string) =>
    mine
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
      .locator('dd');
  await expect(figure('Invited')).toHaveText('1');
  await expect(figure('Declined')).toHaveText('1');
  await expect(figure('Accepted')).toHaveText('0');
});
