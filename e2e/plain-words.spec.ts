import { MESSAGES } from '@portal/shared';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { codeFromMail, newEmail } from './fixtures/mail';
import { completeProfile, createVerifiedUser, signIn, USER_PASSWORD } from './fixtures/users';
import { expect, test } from './fixtures/test';

/**
 * Pages say what they mean: the mailed verification link opened in a fresh browser asks for the address
 * and the code and then says the address is verified; an error summary names each field it lists.
 */
test('the mailed verification link, opened in a fresh browser, verifies the address and says they can now sign in', async ({
  browser,
  request,
  portal,
  spinnerGone,
}) => {
  const email = newEmail('fresh');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Fresh Browser', email, phone: '9876543210', password: USER_PASSWORD, agreeTerms: true },
    headers: { 'x-forwarded-for': '198.51.100.250' },
  });
  expect(registered.status()).toBe(201);
  const code = await codeFromMail(portal.smtp, email, /verification code/i);

  // Another browser than the one that signed up: no state, no session.
  const context = await browser.newContext({ baseURL: portal.baseURL });
  const page = await context.newPage();
  await page.goto('/verify-email');
  await spinnerGone(page);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(/Enter the address you registered with and the 6-digit code from the mail/)).toBeVisible();
  await expectAccessibleAtWidths(page, 'verify from the mailed link');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(MESSAGES.emailVerifiedSignIn).first()).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await context.close();
});

test("the wizard's error summary names each field by its question", async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request, portal.smtp, 'Nandini Summary');
  await completeProfile(request, owner, { organization: 'IIT Bombay', organizationCategory: 'Academia', designation: 'Professor' });
  await signIn(page, owner.email, owner.password, '/programs/innovate-steel');
  await spinnerGone(page);
  await page.getByRole('button', { name: /Apply for Funding Support/ }).click();
  await spinnerGone(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Project title').fill('Slag');
  await page.getByLabel('Understanding of the challenge').fill('Heat');
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  // Each link says which field it leads to: never "At least 5 characters" twice without a name.
  await expect(summary.getByRole('link', { name: /^Project title: / })).toBeVisible();
  await expect(summary.getByRole('link', { name: /^Understanding of the challenge: / })).toBeVisible();
  await summary.getByRole('link', { name: /^Understanding of the challenge: / }).click();
  await expect(page.getByLabel('Understanding of the challenge')).toBeFocused();
});
