import { FOCUS_AREAS, MESSAGES } from '@portal/shared';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, approveUser, completeProfile, createVerifiedUser, signIn } from './fixtures/users';

// Partners by consent end to end (docs/architecture.md#partners-by-consent): the people and the draft are
// seeded through the API; the pages are used for what each person does on them.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An approved account with a complete profile, open to collaborate on every focus area. */
async function partner(request: APIRequestContext, smtp: Parameters<typeof createVerifiedUser>[1], name: string, organizationCategory: string) {
  const user = await createVerifiedUser(request, smtp, name);
  await completeProfile(request, user, { organization: `${name.split(' ')[1]} Works`, organizationCategory, designation: 'Director' });
  await approveUser(request, user);
  const token = await apiToken(request, user.email, user.password);
  const res = await request.put('/api/users/profile/me', {
    headers: bearer(token),
    data: { openToCollaborate: true, focusAreas: [...FOCUS_AREAS], collaborationOffer: `${name}: pilot lines and test rigs; we seek partners for trials.` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = ((await res.json()) as { data: { id: string } }).data.id;
  return { ...user, token, id };
}

test('two people find each other, one requests, the other accepts, they write, and one invites the other onto a draft', async ({
  page,
  browser,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(120_000);
  const a = await partner(request, portal.smtp, 'Ananya Kulkarni', 'Industry');
  const b = await partner(request, portal.smtp, 'Rohan Bhattacharya', 'Academia');
  const title = `Slag-free ladle lining ${Date.now()}`;
  const created = await request.post('/api/proposals/drafts', { headers: bearer(a.token), data: { category: 'INNOVATE', type: 'FUNDING_SUPPORT' } });
  expect(created.status(), await created.text()).toBe(201);
  const draft = ((await created.json()) as { data: { id: string; version: number } }).data;
  const saved = await request.patch(`/api/proposals/${draft.id}`, { headers: bearer(a.token), multipart: { version: String(draft.version), title } });
  expect(saved.status(), await saved.text()).toBe(200);

  // A finds B among the suggestions, with why, and sends a request with a message.
  await signIn(page, a.email, a.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Partners', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/partners$/);
  await spinnerGone(page);
  const card = page.getByRole('article', { name: b.name });
  await expect(card).toContainText('Shares your focus areas');
  await expect(card).toContainText('A complementary kind of organisation: Academia');
  await expect(card).not.toContainText(b.email);
  await expectAccessibleAtWidths(page, 'find partners');
  // By keyboard: the card's button opens the dialog, whose first field takes the focus.
  await card.getByRole('button', { name: `Send a request to ${b.name}` }).press('Enter');
  const dialog = page.getByRole('dialog', { name: `Request to collaborate with ${b.name}` });
  await expect(dialog).toContainText('at most 10 open requests');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(/Write your message in at least 20 characters/).first()).toBeVisible();
  await dialog.getByLabel('Your message').fill('We run a ladle preheating line and would like to trial your lining model with you.');
  await dialog.getByLabel('Your message').press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(`Request sent to ${b.name}.`);
  await dialog.getByRole('link', { name: 'See your requests' }).click();
  await expect(page).toHaveURL(/\/dashboard\/partners\/requests$/);
  await spinnerGone(page);
  await expect(page.getByRole('region', { name: 'Sent' }).getByRole('link', { name: `To ${b.name}` })).toBeVisible();

  // B, in a browser of their own, sees it without A's contact, accepts, and writes.
  const theirs = await browser.newContext({ baseURL: portal.baseURL });
  const bPage = await theirs.newPage();
  await signIn(bPage, b.email, b.password, '/dashboard/partners/requests');
  await expect(bPage).toHaveURL('/dashboard/partners/requests');
  await spinnerGone(bPage);
  await expectAccessibleAtWidths(bPage, 'requests');
  await bPage
    .getByRole('region', { name: 'Received' })
    .getByRole('link', { name: `From ${a.name}` })
    .click();
  await spinnerGone(bPage);
  await expect(bPage.getByRole('heading', { name: `Request from ${a.name}` })).toBeVisible();
  await expect(bPage.getByText('Contact is shared only once the request is accepted.')).toBeVisible();
  await expect(bPage.locator('main')).not.toContainText(a.email);
  await bPage.getByRole('button', { name: 'Accept', exact: true }).press('Enter');
  await expect(bPage.getByText(MESSAGES.collabRequestAccepted).first()).toBeVisible();
  await expect(bPage.getByRole('link', { name: a.email })).toBeVisible();
  await bPage.getByLabel('Your message').fill('Happy to. Could you share the preheating curves?');
  await bPage.getByRole('button', { name: 'Send message' }).click();
  await expect(bPage.getByRole('list').filter({ hasText: 'preheating curves' })).toBeVisible();
  await expectAccessibleAtWidths(bPage, 'accepted request with its conversation');

  // A reads the answer, replies, and invites B onto the draft in one step.
  await page.getByRole('link', { name: `To ${b.name}` }).click();
  await spinnerGone(page);
  await expect(page.getByRole('link', { name: b.email })).toBeVisible();
  await expect(page.getByText('Could you share the preheating curves?')).toBeVisible();
  await page.getByLabel('Your message').fill('Yes, attached to the draft I am inviting you onto.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Yes, attached to the draft')).toBeVisible();
  await page.getByRole('button', { name: `Invite ${b.name} onto a draft` }).click();
  const invite = page.getByRole('dialog', { name: `Invite ${b.name} onto a draft` });
  await invite.getByLabel('Your draft').selectOption({ label: title });
  await invite.getByRole('button', { name: 'Invite onto the draft' }).click();
  await expect(invite.getByRole('status')).toHaveText(MESSAGES.collabPartnerInvited);
  await expect(invite.getByRole('link', { name: title })).toBeVisible();

  // B sees A's message, and the draft among their drafts in progress.
  await bPage.reload();
  await spinnerGone(bPage);
  await expect(bPage.getByText('Yes, attached to the draft')).toBeVisible();
  await bPage.goto('/dashboard');
  await spinnerGone(bPage);
  await expect(bPage.getByTestId('draft-row').filter({ hasText: title })).toContainText(`by ${a.name}`);
  await theirs.close();
});

test('a recipient reports and blocks a sender; the admin reads the report, suspends the sender and dismisses the report', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(120_000);
  const b = await partner(request, portal.smtp, 'Meera Iyengar', 'Academia');
  const c = await partner(request, portal.smtp, 'Karan Malhotra', 'Industry');
  const sent = await request.post('/api/collab/requests', {
    headers: bearer(c.token),
    data: { toUserId: b.id, message: 'Buy our consulting package now, a limited offer for laboratories!' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const requestPage = `/dashboard/partners/requests/${((await sent.json()) as { data: { id: string } }).data.id}`;
  await signIn(page, b.email, b.password, requestPage);
  await expect(page).toHaveURL(requestPage);
  await spinnerGone(page);
  await page.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report this request' });
  await report.getByLabel('Reason').fill('Advertising, not a collaboration.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('You reported this request.')).toBeVisible();
  await page.getByRole('button', { name: `Block ${c.name}` }).click();
  const block = page.getByRole('dialog', { name: `Block ${c.name}?` });
  await expect(block).toContainText('They are not told');
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(`You have blocked ${c.name}: their requests no longer reach you.`)).toBeVisible();
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();

  // The admin reads the report with its reason and suspends the sender; the sender's next request is refused.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('link', { name: 'Reported requests' }).click();
  await spinnerGone(page);
  const card = page.getByRole('article', { name: new RegExp(c.name) });
  await expect(card).toContainText('Advertising, not a collaboration.');
  await expect(card).toContainText(`Reported by ${b.name}`);
  await card.getByRole('button', { name: `Suspend ${c.name}’s requests` }).click();
  await expect(card.getByText('Requests suspended')).toBeVisible();
  await expectAccessibleAtWidths(page, 'reported requests');
  await card.getByRole('button', { name: `Dismiss the report on ${c.name}` }).click();
  await expect(page.getByText('Report dismissed').first()).toBeVisible();
  await expect(card).toHaveCount(0);
  const refused = await request.post('/api/collab/requests', {
    headers: bearer(c.token),
    data: { toUserId: (await partner(request, portal.smtp, 'Sunil Gavaskar', 'Academia')).id, message: 'A request after the suspension, refused.' },
  });
  expect(refused.status()).toBe(403);
});
