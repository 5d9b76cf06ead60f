import { addDays, indiaDate, LANGUAGE_COOKIE } from '@portal/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, createVerifiedUser, pdfFile, signIn } from './fixtures/users';

// The reviewer pool at a round's scale (docs/architecture.md#the-reviewer-pool, decisions 256, 257 and 286):
// an admin plans a round of 12 proposals over 8 reviewers — the applicant's own organisation never in it, two
// of one institute never on one proposal, a Hindi proposal only for the one reviewer who reads Hindi and
// shown as not filled, each pair's reasons in the page's language — swaps one pair, applies with automatic
// replacement, and each reviewer is mailed once; one reviewer declines on their page and the replacement
// invited at once is on the admin's panel; the replacement accepts and submits a review. axe and 375 px on
// the plan. Everything before the pages is seeded through the API, all at once.

const RUN = Date.now();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const GREEN = 'Decarbonization and Green Steel Innovation';
const HINDI_TITLE = `हाइड्रोजन से लौह अयस्क का अपचयन ${RUN}`;
const TOPICS = [
  'Hydrogen shaft furnace for direct reduction',
  'Slag heat recovery by dry granulation',
  'Scrap sorting for the electric furnace',
  'Sinter plant waste heat',
  'Coke rate reduction with hydrogen injection',
  'Continuous casting mould powder from slag',
  'Hydrogen-ready reheating furnace burners',
  'Slag cement from the converter',
  'Sinter ore blending by machine learning',
  'Scrap preheating with furnace off-gas',
  'Coke oven gas to hydrogen',
];
const TITLES = TOPICS.map((t) => `${t} ${RUN}`);
// Name, organisation, keywords, languages, maximum load. Deepa is of the applicant's organisation: a conflict.
const REVIEWERS = [
  ['Anil Planreviewer', 'IIT Madras', ['hydrogen', 'slag', 'furnace'], ['en', 'hi'], 8],
  ['Bina Planreviewer', 'IIT Madras', ['hydrogen', 'scrap'], ['en'], 12],
  ['Chetan Planreviewer', 'CSIR NML', ['slag', 'sinter'], ['en'], 8],
  ['Deepa Planreviewer', 'Kalinga Alloys', ['hydrogen', 'slag', 'furnace', 'scrap'], ['en', 'hi'], 8],
  ['Esha Planreviewer', 'IIT Bombay', ['coke', 'casting'], ['en'], 8],
  ['Farhan Planreviewer', 'IISc Bangalore', ['scrap', 'furnace'], ['en'], 8],
  ['Gita Planreviewer', 'NIT Trichy', ['sinter', 'hydrogen'], ['en'], 8],
  ['Harish Planreviewer', 'IIT Kanpur', ['casting', 'slag', 'coke'], ['en'], 8],
] as const;

type Person = { id: string; name: string; email: string; password: string; token: string };

/** A verified, approved user with a complete profile, signed in once through the API. */
async function person(
  request: APIRequestContext,
  smtp: Parameters<typeof createVerifiedUser>[1],
  admin: string,
  name: string,
  organization: string,
  category: string,
) {
  const user = await createVerifiedUser(request, smtp, name, `${name.split(' ')[0]!.toLowerCase()}${RUN}`);
  const token = await apiToken(request, user.email, user.password);
  const profile = await request.put('/api/users/profile/me', {
    headers: bearer(token),
    multipart: {
      organization,
      organizationCategory: category,
      designation: 'Professor',
      documentType: 'PAN_crd',
      documentNumber: 'ABCDE1234F',
      governmentIssueddocument: pdfFile('id.pdf'),
      organizationDocs: pdfFile('letter.pdf'),
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const id = ((await profile.json()) as { data: { id: string } }).data.id;
  const approved = await request.patch(`/api/users/${id}/status`, { headers: bearer(admin), data: { status: 'APPROVED' } });
  expect(approved.status(), await approved.text()).toBe(200);
  return { ...user, id, token } satisfies Person;
}

async function reviewer(request: APIRequestContext, smtp: Parameters<typeof createVerifiedUser>[1], admin: string, spec: (typeof REVIEWERS)[number]) {
  const [name, organization, keywords, languages, maxLoad] = spec;
  const who = await person(request, smtp, admin, name, organization, 'Academia');
  expect((await request.put(`/api/admin/users/${who.id}/reviewer`, { headers: bearer(admin), data: { reviewer: true } })).status()).toBe(200);
  const profile = await request.put('/api/reviews/profile', {
    headers: bearer(who.token),
    data: { focusAreas: [GREEN], keywords: [...keywords], maxLoad, unavailable: [], languages: [...languages], affiliations: [] },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return who;
}

function proposal(title: string, hindi = false) {
  const text = hindi
    ? {
        abstract: 'शाफ्ट भट्ठी में हाइड्रोजन से लौह अयस्क का प्रत्यक्ष अपचयन, एक साझेदार संयंत्र में।',
        methodology: 'साझेदार संयंत्र में एक प्रायोगिक भट्ठी।',
        expectedResults: 'कम उत्सर्जन।',
        riskFactors: 'घिसाव।',
      }
    : {
        abstract: `${title}: a pilot at a partner plant.`,
        methodology: 'A pilot at a partner plant.',
        expectedResults: 'Lower emissions.',
        riskFactors: 'Wear.',
      };
  return {
    category: 'CHALLENGE',
    type: 'FUNDING_SUPPORT',
    title,
    name: 'Kavya Planner',
    email: 'kavya.planner@example.in',
    mobile: '+91 98450 12345',
    orgType: 'Startup',
    orgName: 'Kalinga Alloys',
    designation: 'Founder',
    ...text,
    partnersInvolved: 'false',
    'focusArea[0]': GREEN,
    detailsConfirmed: 'true',
    termsAccepted: 'true',
    proposalFile: pdfFile('plan.pdf'),
  };
}

/** A second browser for `who`, signed in at `at`. */
async function pageAs(browser: Browser, baseURL: string, who: { email: string; password: string }, at: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, who.email, who.password, at);
  await expect(page).toHaveURL(at);
  return page;
}

test('an admin plans a round of 12 proposals over 8 reviewers, swaps a pair and applies; a decline is replaced, and the replacement reviews', async ({
  page,
  browser,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const today = indiaDate();
  const [applicant, round, ...reviewers] = await Promise.all([
    person(request, portal.smtp, admin, 'Kavya Planner', 'Kalinga Alloys Pvt Ltd', 'Startup'),
    request.post('/api/admin/rounds', {
      headers: bearer(admin),
      data: { scheme: 'SSA', name: `Planned round ${RUN}`, cutoffAt: addDays(today, 1), reviewDueAt: addDays(today, 15), budget: 0 },
    }),
    ...REVIEWERS.map((spec) => reviewer(request, portal.smtp, admin, spec)),
  ]);
  expect(round.status(), await round.text()).toBe(201);
  const roundId = ((await round.json()) as { data: { id: string } }).data.id;
  // The round's proposals, the Hindi one last (each joins the earliest open round of its scheme: this one).
  const proposalIds = await Promise.all(
    [...TITLES.map((t) => proposal(t)), proposal(HINDI_TITLE, true)].map(async (multipart) => {
      const res = await request.post('/api/proposals', { headers: bearer(applicant.token), multipart });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { data: { id: string } }).data.id;
    }),
  );
  const byName = (name: string) => reviewers.find((r) => r.name === name)!;

  // On the Hindi page the pairs' reasons read Hindi: the focus area and the language the reviewer reads.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/hi/admin/rounds/${roundId}`);
  await expect(page).toHaveURL(`/hi/admin/rounds/${roundId}`);
  await spinnerGone(page);
  const plan = page.getByTestId('plan-reviewers');
  await plan.getByLabel('प्रति प्रस्ताव समीक्षक').selectOption('3');
  await plan.getByRole('button', { name: 'योजना बनाएँ' }).click();
  const hindiPair = plan.getByTestId('plan-proposal').filter({ hasText: HINDI_TITLE }).getByTestId('plan-pair');
  await expect(hindiPair).toHaveCount(1);
  await expect(hindiPair).toContainText('Anil Planreviewer');
  const hindiReasons = hindiPair.getByTestId('plan-pair-reasons');
  await expect(hindiReasons).toContainText('साझा फ़ोकस क्षेत्र: डीकार्बनीकरण और हरित इस्पात नवाचार');
  await expect(hindiReasons).toContainText('प्रस्ताव की भाषा, हिंदी, पढ़ते हैं');
  expect((await hindiReasons.innerText()).match(/[A-Za-z]+/g)).toBeNull();
  // Back to English: the remembered choice of language, as the language switch leaves it.
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: portal.baseURL }]);

  // The English page: the plan, what it leaves out and why, each pair's reasons.
  await page.goto(`/admin/rounds/${roundId}`);
  await spinnerGone(page);
  expect(new URL(page.url()).pathname).toBe(`/admin/rounds/${roundId}`);
  await plan.getByLabel('Reviewers per proposal').selectOption('3');
  await plan.getByRole('button', { name: 'Make the plan' }).click();
  // 11 English proposals × 3 (six organisations can take each: Madras counts once, the applicant's own
  // is a conflict), and the Hindi one only its one reader of Hindi.
  await expect(plan.getByTestId('plan-summary')).toContainText(/^34 assignments to [67] reviewers;/);
  await expect(plan.getByTestId('plan-unfilled')).toContainText(`${HINDI_TITLE}: 2 reviewer(s) missing. Only 1 reviewer(s) could take it`);
  await expect(plan.getByText('Deepa Planreviewer')).toHaveCount(0);
  // Never two of IIT Madras on one proposal (read in one pass over the plan's proposals).
  const panels = await plan.getByTestId('plan-proposal').evaluateAll((list) => list.map((p) => p.textContent ?? ''));
  expect(panels.filter((text) => text.includes('Anil Planreviewer') && text.includes('Bina Planreviewer'))).toEqual([]);
  const withAnil = plan
    .getByTestId('plan-proposal')
    .filter({ hasNotText: HINDI_TITLE })
    .filter({ has: page.getByTestId('plan-pair').filter({ hasText: 'Anil Planreviewer' }) })
    .first();
  const title = await withAnil.getByRole('heading', { level: 3 }).innerText();
  const anil = withAnil.getByTestId('plan-pair').filter({ hasText: 'Anil Planreviewer' });
  await expect(anil.getByTestId('plan-pair-reasons')).toContainText(`Focus areas in common: ${GREEN}`);
  await expect(anil.getByTestId('plan-pair-reasons')).toContainText('Keywords found in the proposal:');
  await expectAccessibleAtWidths(page, 'round plan');

  // Swap Anil for Bina (the same institute, so never both) on one proposal: remove, then add from its suggestions.
  const adjusted = plan.getByTestId('plan-proposal').filter({ hasText: title });
  await adjusted.getByRole('button', { name: `Remove Anil Planreviewer from ${title}` }).click();
  await adjusted.getByRole('button', { name: `Add or swap in a reviewer ${title}` }).click();
  const choice = adjusted.getByLabel(`Reviewer for ${title}`);
  await expect(choice.locator('option', { hasText: 'Deepa Planreviewer' })).toHaveCount(0);
  await choice.selectOption(byName('Bina Planreviewer').id);
  await adjusted.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(adjusted.getByTestId('plan-pair').filter({ hasText: 'Bina Planreviewer' })).toHaveCount(1);
  await expect(adjusted.getByTestId('plan-pair').filter({ hasText: 'Anil Planreviewer' })).toHaveCount(0);

  await plan.getByLabel('Invite the best next suggestion in place of a reviewer who declines or does not answer').check();
  await plan.getByRole('button', { name: 'Apply the plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply this plan?' });
  await expect(dialog).toContainText(/34 assignments are created for [67] reviewers/);
  await dialog.getByRole('button', { name: 'Apply and invite the reviewers' }).click();
  // 34 invitations, each with its checks, history, notice and reminders, in one transaction: give it time on a loaded machine.
  await expect(page.getByText(/^34 assignments created; [67] reviewers mailed\.$/)).toBeVisible({ timeout: 30_000 });
  // One mail per reviewer, listing all of theirs.
  const chetan = byName('Chetan Planreviewer');
  const mine = (await (await request.get('/api/reviews/mine', { headers: bearer(chetan.token) })).json()) as { data: { id: string; proposalId: string }[] };
  expect(mine.data.length).toBeGreaterThan(1);
  const mail = await portal.smtp.waitFor(chetan.email, { subject: new RegExp(`${mine.data.length} proposals to review`) });
  const declinedId = mine.data[0]!.proposalId;
  const declinedTitle = TITLES[proposalIds.indexOf(declinedId)]!;
  expect(mail.text).toContain(declinedTitle);

  // Chetan declines one on his page; the best next suggestion is invited at once.
  type Row = { reviewer: { id: string; name: string }; state: string; autoReplace: boolean };
  const panelOf = async () =>
    ((await (await request.get(`/api/admin/proposals/${declinedId}/reviewers`, { headers: bearer(admin) })).json()) as { data: Row[] }).data;
  const before = new Set((await panelOf()).map((a) => a.reviewer.id));
  const reviewerPage = await pageAs(browser, portal.baseURL, chetan, `/dashboard/reviews/${mine.data[0]!.id}`);
  await spinnerGone(reviewerPage);
  await reviewerPage.getByRole('button', { name: 'Decline the invitation' }).click();
  await reviewerPage.getByLabel('Why do you decline?').fill('At a plant trial abroad for the whole review period.');
  await reviewerPage.getByRole('button', { name: 'Decline the invitation' }).click();
  await expect(reviewerPage.getByText('You declined this invitation')).toBeVisible();
  await reviewerPage.context().close();

  const after = await panelOf();
  const added = after.filter((a) => !before.has(a.reviewer.id));
  expect(added).toEqual([expect.objectContaining({ state: 'PENDING', autoReplace: true })]);
  expect(after.filter((a) => a.state === 'PENDING')).toHaveLength(3);
  const next = reviewers.find((r) => r.id === added[0]!.reviewer.id)!;
  // The admin's panel of the proposal: the decline with its reason, and the replacement invited.
  await page.goto(`/admin/steel_startup/${declinedId}`);
  await spinnerGone(page);
  const assignments = page.getByTestId('assignments');
  await expect(assignments.locator('li').filter({ hasText: 'Chetan Planreviewer' })).toContainText('Declined: At a plant trial abroad');
  await expect(assignments.locator('li').filter({ hasText: next.name })).toContainText('Invited, not answered');

  // The replacement accepts (no conflict) and submits a review.
  const theirs = (await (await request.get('/api/reviews/mine', { headers: bearer(next.token) })).json()) as { data: { id: string; proposalId: string }[] };
  const review = await pageAs(browser, portal.baseURL, next, `/dashboard/reviews/${theirs.data.find((a) => a.proposalId === declinedId)!.id}`);
  await spinnerGone(review);
  await review.getByRole('button', { name: 'I have no conflict of interest' }).click();
  await expect(review.getByRole('heading', { name: 'Your review' })).toBeVisible();
  const criteria = review.getByRole('group', { name: /Scores/ }).getByRole('combobox');
  for (const c of await criteria.all()) await c.selectOption('8');
  await review.getByLabel('Comment for the applicant').fill('A sound pilot; add a second heat balance.');
  await review.getByLabel('Comment for the committee').fill('Strong team, modest budget.');
  await review.getByLabel('Recommendation').selectOption('FUND');
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review.getByText('Review submitted')).toBeVisible();
  await page.reload();
  await spinnerGone(page);
  await expect(assignments.locator('li').filter({ hasText: next.name })).toContainText('Submitted');
});
