import { indiaDate, addDays, pathIn, PROPOSAL_KINDS, REVIEW_CRITERIA } from '@portal/shared';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, completeProfile, createVerifiedUser, pdfFile, signIn } from './fixtures/users';

// An evaluation round end to end (docs/architecture.md#evaluation-rounds): six proposals of the Steel Startup
// Accelerator reviewed twice each, the secretary records the meeting, reads the agenda with its funding line,
// funds one out of rank order with a rationale, defers one, releases once, locks and downloads the minutes;
// the applicant reads the decision in Hindi. The six applications are drafts submitted through the API with
// a budget each (all of it equipment), whose requested grant at the Accelerator's share (75 %) is the figure wanted.
test.describe.configure({ mode: 'serial' });

const RUN = Date.now();
const GRANTS = [100_000, 90_000, 80_000, 70_000, 60_000, 50_000];
const DECLARED = [{ funder: 'DST', scheme: 'TDP', amount: 500000, status: 'SANCTIONED', howItDiffers: 'That grant buys the drum.' }];
const RATIONALE = 'The pilot partner letter arrived after review; the committee weighed it.';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function idOf(request: APIRequestContext, token: string): Promise<string> {
  return ((await (await request.get('/api/users/profile/me', { headers: bearer(token) })).json()) as { data: { id: string } }).data.id;
}
async function pageAs(browser: Browser, baseURL: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/(hi\/)?(dashboard|admin\/dashboard)$/);
  return page;
}

test('the secretary runs a round end to end, and an applicant reads the decision in Hindi', async ({ browser, request, portal, spinnerGone }) => {
  test.setTimeout(480_000);
  const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const applicant = await createVerifiedUser(request, portal.smtp, 'Meera Iyer');
  await completeProfile(request, applicant, { organization: 'Kalinga Alloys Pvt Ltd', organizationCategory: 'Startup', designation: 'Founder' });
  const reviewers: { token: string; id: string; name: string; email: string }[] = [];
  for (const [name, organization] of [
    ['Anil Reviewer', 'IIT Madras'],
    ['Sunita Reviewer', 'CSIR NML'],
  ] as const) {
    const user = await createVerifiedUser(request, portal.smtp, name);
    await completeProfile(request, user, { organization, organizationCategory: 'Academia', designation: 'Professor' });
    const token = await apiToken(request, user.email, user.password);
    const id = await idOf(request, token);
    expect((await request.patch(`/api/users/${id}/status`, { headers: bearer(admin), data: { status: 'APPROVED' } })).status()).toBe(200);
    expect((await request.put(`/api/admin/users/${id}/reviewer`, { headers: bearer(admin), data: { reviewer: true } })).status()).toBe(200);
    reviewers.push({ token: await apiToken(request, user.email, user.password), id, name, email: user.email });
  }

  // The round: its cut-off tomorrow, so the six submissions join it (the earliest open round of the scheme).
  // The worker's portal is shared with the other files: an Accelerator round another journey left open is
  // closed first (its cut-off moved to yesterday), so it cannot take these submissions.
  const today = indiaDate();
  const existing = (await (await request.get('/api/admin/rounds', { headers: bearer(admin) })).json()) as {
    data: { id: string; scheme: string; state: string }[];
  };
  for (const other of existing.data.filter((r) => r.scheme === 'SSA' && r.state === 'OPEN')) {
    const closed = await request.patch(`/api/admin/rounds/${other.id}`, { headers: bearer(admin), data: { cutoffAt: addDays(today, -1) } });
    expect(closed.status(), await closed.text()).toBe(200);
  }
  const created = await request.post('/api/admin/rounds', {
    headers: bearer(admin),
    data: { scheme: 'SSA', name: `Accelerator round ${RUN}`, cutoffAt: addDays(today, 1), reviewDueAt: addDays(today, 10), budget: 300_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const roundId = ((await created.json()) as { data: { id: string } }).data.id;
  const token = await apiToken(request, applicant.email, applicant.password);
  const ids: string[] = [];
  for (const [i, grant] of GRANTS.entries()) {
    const draft = await request.post('/api/proposals/drafts', { headers: bearer(token), data: { category: 'CHALLENGE', type: 'FUNDING_SUPPORT' } });
    expect(draft.status(), await draft.text()).toBe(201);
    const { id, version } = ((await draft.json()) as { data: { id: string; version: number } }).data;
    // Equipment alone: the project's cost, of which the scheme's 75 % share (rounded down) is the grant.
    const cost = Math.ceil(grant / 0.75);
    const head = (amount: number) => ({ amount, justification: amount ? 'Slag drum and its instruments' : '' });
    const saved = await request.patch(`/api/proposals/${id}`, {
      headers: bearer(token),
      multipart: {
        version: String(version),
        title: `Round proposal ${i + 1} ${RUN}`,
        name: 'Meera Iyer',
        email: 'meera.iyer@example.in',
        mobile: '+91 98450 12345',
        orgType: 'Startup',
        orgName: 'Kalinga Alloys',
        designation: 'Founder',
        abstract: 'Slag cooling with heat recovery for small plants.',
        methodology: 'A pilot drum at a partner plant.',
        expectedResults: 'Steam from slag heat.',
        riskFactors: 'Drum wear.',
        partnersInvolved: 'false',
        'focusArea[0]': 'Operational Excellence',
        detailsConfirmed: 'true',
        termsAccepted: 'true',
        budget: JSON.stringify({
          durationMonths: 12,
          heads: { equipment: head(cost), consumables: head(0), manpower: head(0), travel: head(0), contingency: head(0), overheads: head(0) },
        }),
        // The declaration of other funding: the first has a sanctioned grant, the others none.
        ...(i === 0 ? { otherFunding: JSON.stringify(DECLARED) } : { noOtherFunding: 'true' }),
        proposalFile: pdfFile(`round-${i + 1}.pdf`),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const submitted = await request.post(`/api/proposals/${id}/submit`, { headers: bearer(token), data: {} });
    expect(submitted.status(), await submitted.text()).toBe(200);
    const data = ((await submitted.json()) as { data: { requestedGrant: number | null; round: { id: string } } }).data;
    expect(data.requestedGrant).toBe(grant);
    expect(data.round.id).toBe(roundId);
    ids.push(id);
  }
  // Reviews in: two each, proposal 1 best; the reviewers agree.
  for (const [i, id] of ids.entries()) {
    for (const r of reviewers) {
      const assigned = await request.post(`/api/admin/proposals/${id}/reviewers`, {
        headers: bearer(admin),
        data: { userId: r.id, dueDate: addDays(today, 10) },
      });
      expect(assigned.status(), await assigned.text()).toBe(201);
      const assignment = ((await assigned.json()) as { data: { id: string } }).data.id;
      expect((await request.post(`/api/reviews/${assignment}/declaration`, { headers: bearer(r.token), data: { conflict: false } })).status()).toBe(200);
      const scores = Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.key, 9 - i]));
      const saved = await request.put(`/api/reviews/${assignment}`, {
        headers: bearer(r.token),
        data: {
          scores,
          commentForApplicant: `Proposal ${i + 1}: a clear plan, widen the pilot.`,
          commentForCommittee: 'A capable team with a credible partner.',
          recommendation: 'FUND',
          submit: true,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
  }
  // The cut-off passes (moved to yesterday: the round closes at once).
  expect((await request.patch(`/api/admin/rounds/${roundId}`, { headers: bearer(admin), data: { cutoffAt: addDays(today, -1) } })).status()).toBe(200);

  const page = await pageAs(browser, portal.baseURL, E2E_ADMIN);
  await page.goto('/admin/rounds');
  await spinnerGone(page);
  const row = page.getByRole('row').filter({ hasText: `Accelerator round ${RUN}` });
  await expect(row).toContainText('6 / 6 / 0');
  await expectAccessibleAtWidths(page, 'rounds list');
  await row.getByRole('link').click();
  await spinnerGone(page);
  await expect(page.getByRole('heading', { name: `Accelerator round ${RUN}` })).toBeVisible();

  // The meeting: its members picked with the keyboard from the server's search of administrators and
  // reviewers (by address: the names recur across runs), one removed again, the chair chosen among them.
  await page.getByLabel('Held on').fill(today);
  const picker = page.getByRole('combobox', { name: /^Members/ });
  const chosen = page.getByTestId('chosen-members');
  const pick = async (email: string, name: string) => {
    await picker.fill(email);
    await expect(page.getByRole('option', { name: new RegExp(name) })).toHaveCount(1);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(chosen).toContainText(name);
    await expect(picker).toHaveValue('');
  };
  await pick(reviewers[0]!.email, 'Anil Reviewer');
  await pick(reviewers[1]!.email, 'Sunita Reviewer');
  await pick(E2E_ADMIN.email, 'Administrator');
  // Escape closes the list; the applicant, no reviewer, is not offered.
  await picker.fill(applicant.email);
  await expect(page.getByRole('status').filter({ hasText: 'No administrator or reviewer matches.' })).toBeAttached();
  await picker.fill('Anil Rev');
  await expect(page.getByRole('listbox')).toBeVisible();
  await picker.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await picker.fill('');
  await expectAccessibleAtWidths(page, 'meeting form with the people picker');
  await page.getByRole('button', { name: 'Remove Administrator' }).press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expect(picker).toBeFocused();
  await page.getByRole('combobox', { name: /^Chair/ }).selectOption({ label: 'Anil Reviewer' });
  await page.getByRole('button', { name: 'Record the meeting' }).click();
  await expect(page.getByText(/Met on .*chair Anil Reviewer; members Anil Reviewer, Sunita Reviewer/)).toBeVisible();

  // The agenda: ranked, with the funding line after the third (100 000 + 90 000 + 80 000 ≤ 300 000 < + 70 000).
  const items = page.getByTestId('agenda-item');
  await expect(items).toHaveCount(6);
  await expect(items.nth(0)).toContainText(`Round proposal 1 ${RUN}`);
  await expect(items.nth(5)).toContainText(`Round proposal 6 ${RUN}`);
  // Each item carries the applicant's declaration of other funding of the same work (and so does the print);
  // a proposal through the specification's POST /proposals reads "Not given" (rounds.test.ts).
  await expect(items.nth(0).getByTestId('agenda-other-funding')).toHaveText(
    'Other funding of the same work: DST, TDP: ₹5,00,000 (sanctioned). That grant buys the drum.',
  );
  await expect(items.nth(1).getByTestId('agenda-other-funding')).toHaveText('Other funding of the same work: None: no other funding of this work');
  await expect(page.getByTestId('funding-line')).toHaveText(/The funding line falls after rank 3/);
  await expectAccessibleAtWidths(page, 'round page with the agenda');

  const decide = async (n: number, decision: string, rationale?: string) => {
    await page.getByRole('button', { name: `Decide Round proposal ${n} ${RUN}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Decision').selectOption(decision);
    if (rationale) await dialog.getByLabel('Rationale').fill(rationale);
    await dialog.getByRole('button', { name: 'Record the decision' }).click();
    return dialog;
  };
  await expect(await decide(1, 'FUND')).toBeHidden();
  await expect(await decide(2, 'FUND')).toBeHidden();
  await expect(await decide(3, 'DECLINE')).toBeHidden();
  // Funding the fourth over the declined third departs from the ranking: the rationale is asked for.
  const outOfRank = await decide(4, 'FUND');
  await expect(outOfRank).toContainText('departs from the ranking');
  await expectAccessibleAtWidths(page, 'decision dialog asking for a rationale');
  await outOfRank.getByLabel('Rationale').fill(RATIONALE);
  await outOfRank.getByRole('button', { name: 'Record the decision' }).click();
  await expect(outOfRank).toBeHidden();
  await expect(await decide(5, 'DEFER')).toBeHidden();
  await expect(await decide(6, 'DECLINE')).toBeHidden();
  await expect(page.getByText(RATIONALE)).toBeVisible();
  await expect(page.getByText('Committed ₹2,60,000 of ₹3,00,000')).toBeVisible();

  // Release, once, after a confirmation that says what happens next.
  await page.getByRole('button', { name: 'Release all decisions' }).click();
  await expect(page.getByRole('dialog')).toContainText('Each applicant is mailed once');
  await page.getByRole('button', { name: 'Release and mail the applicants' }).click();
  await expect(page.getByText(/^Decisions released on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Release all decisions' })).toHaveCount(0);
  await portal.smtp.waitFor(applicant.email, { subject: new RegExp(`Round proposal 1 ${RUN}`) });

  // Lock the minutes, in English and Hindi (the dialog's default), and download both PDFs.
  await page.getByRole('button', { name: 'Lock the minutes' }).click();
  await expect(page.getByRole('dialog').getByLabel('Language of the minutes')).toHaveValue('both');
  await page.getByRole('dialog').getByRole('button', { name: 'Lock the minutes' }).click();
  await expect(page.getByText(/^English minutes, SHA-256: [0-9a-f]{64}$/)).toBeVisible();
  await expect(page.getByText(/^Hindi minutes, SHA-256: [0-9a-f]{64}$/)).toBeVisible();
  for (const [language, file] of [
    ['English', `minutes-${roundId}.pdf`],
    ['Hindi', `minutes-${roundId}-hi.pdf`],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download the ${language} minutes (PDF)` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file);
    const bytes = Buffer.concat(await (await saved.createReadStream()).toArray());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1').includes('Lohit-Devanagari')).toBe(language === 'Hindi');
  }
  await expectAccessibleAtWidths(page, 'round page after the lock');
  await page.context().close();

  // The applicant, in Hindi, reads the decision with its conditions-free text and the reviewers' comments.
  expect((await request.put('/api/users/profile/me/language', { headers: bearer(token), data: { language: 'hi' } })).status()).toBe(200);
  const mine = await pageAs(browser, portal.baseURL, applicant);
  await mine.goto(pathIn('hi', PROPOSAL_KINDS.startup.detailPath(ids[0]!)));
  await spinnerGone(mine);
  await expect(mine.getByTestId('round-decision')).toContainText('वित्तपोषित');
  await expect(mine.getByText('Proposal 1: a clear plan, widen the pilot.').first()).toBeVisible();
  await expectAccessibleAtWidths(mine, 'applicant detail with the released decision in Hindi');
  await mine.goto(pathIn('hi', PROPOSAL_KINDS.startup.detailPath(ids[4]!)));
  await spinnerGone(mine);
  await expect(mine.getByTestId('round-notice')).toContainText('में मूल्यांकन');
  await mine.context().close();
});
