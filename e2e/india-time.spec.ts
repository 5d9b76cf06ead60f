import { completeProfile, createVerifiedUser, signIn } from './fixtures/users';
import { expect, test } from './fixtures/test';

/**
 * Every page shows India time, whatever the browser's zone, and says so once, in the footer
 * (decision 217): a browser in Los Angeles (13½ hours behind India) reads a draft's "Saved at" and the
 * dashboard's "last saved" as India's clock has them.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

const india = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' });
const indiaTime = india({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const indiaDateTime = india({ day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

test("a browser far from India reads a draft's save times in India time, and the footer says so", async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request, portal.smtp, 'Meera Timekeeper');
  await completeProfile(request, owner, { organization: 'IIT Madras', organizationCategory: 'Academia', designation: 'Professor' });
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
  await expect(page.getByTestId('time-zone')).toHaveText('All dates and times are India Standard Time (IST, UTC+05:30).');

  await page.goto('/programs/innovate-steel');
  await spinnerGone(page);
  await page.getByRole('button', { name: /Apply for Funding Support/ }).click();
  await spinnerGone(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/proposals/drafts') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await created).status()).toBe(201);
  // The server's own time of the save: the page writes it on India's clock.
  const savedAt = new Date(((await (await created).json()) as { data: { updatedAt: string } }).data.updatedAt);
  await expect(page.getByTestId('save-status')).toHaveText(`Saved at ${indiaTime.format(savedAt)}`);

  await page.goto('/dashboard');
  await spinnerGone(page);
  await expect(page.getByTestId('draft-row').first()).toContainText(indiaDateTime.format(savedAt));
});
