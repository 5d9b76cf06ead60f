import { MESSAGES } from '@portal/shared';
import { codeFromMail, newEmail } from './fixtures/mail';
import { E2E_ADMIN, startPortal } from './fixtures/server';
import { expect, test } from './fixtures/test';

const PASSWORD = 'Sinter-Plant-2025';

test.describe('accounts', () => {
  test('sign up, verify with the mailed code, sign in, see the dashboard, meet Access Denied, sign out', async ({ page, portal, spinnerGone }) => {
    const email = newEmail('asha');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Asha Rao');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Mobile number').fill('+91 98765 43210');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByText('At least 8 characters with a mix of letters, numbers and symbols.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    const form = page.getByRole('main');
    await expect(form.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');

    // The terms checkbox is required.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('You must agree to the terms and privacy policy').first()).toBeVisible();
    await page.getByLabel(/I agree to the/).check();
    await expect(page.getByText('You must agree to the terms and privacy policy')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByText(MESSAGES.signupSuccess).first()).toBeVisible();
    // Sign-up does not sign in (decision 040): the page goes on to /verify-email for the mailed code.
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(email)).toBeVisible();
    await spinnerGone(page);
    const code = await codeFromMail(portal.smtp, email, /verification code/i);

    const codeField = page.getByLabel('Verification code');
    const verify = page.getByRole('button', { name: 'Verify' });
    // Digits only: letters typed or pasted are dropped; the phone keypad and one-time-code autofill.
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await codeField.pressSequentially('4a2b');
    await expect(codeField).toHaveValue('42');
    await codeField.fill(code.slice(0, 5));
    await expect(verify).toBeDisabled();
    await codeField.fill(`${code}9`);
    await expect(codeField).toHaveValue(code);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByText(MESSAGES.emailVerified, { exact: true })).toBeVisible();
    // Sign-up opens no session (decision 040), so verification leads to sign-in, and the header agrees:
    // never 'Please sign in' beside a signed-in header.
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText(MESSAGES.emailVerifiedSignIn).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /account menu/ })).toHaveCount(0);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Asha Rao' })).toBeVisible();
    await expect(page.getByText(MESSAGES.noNotifications).first()).toBeVisible();
    // People read labels, not codes.
    await expect(page.getByTestId('dashboard-user-roles')).toHaveText('Innovator');
    // A new user is told what comes next, with a link.
    const next = page.getByRole('region', { name: 'Your next steps' });
    await expect(next.locator('[data-step="profile"]')).toContainText('Complete your profile');
    await expect(next.locator('[data-step="pending"]')).toContainText('awaiting approval');
    await expect(next.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/dashboard/profile');
    await expect(page.getByRole('link', { name: '0 unread notifications' })).toBeVisible();

    // The header's user menu: Dashboard, Profile, Sign Out; closes on Escape and on an outside click.
    const menuButton = page.getByRole('button', { name: 'Asha Rao, account menu' });
    await menuButton.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Dashboard', 'Profile', 'Sign Out']);
    // The menu-button pattern: focus on the first item, arrows move and wrap, Escape returns to the button.
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await menuButton.click();
    await page.mouse.click(5, 500);
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(MESSAGES.accessDeniedBody).first()).toBeVisible();
    await expect(page.getByText('Your roles: Innovator').first()).toBeVisible();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage)
          .concat(Object.keys(sessionStorage))
          .filter((k) => k.startsWith('srtmi_')),
      ),
    ).toEqual([]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a wrong password shows the red banner; a guarded page sends the user back after sign-in; remember-me persists', async ({ page, spinnerGone }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
    await spinnerGone(page);
    await page.getByLabel('Email address').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel('Keep me signed in after I close the browser').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    // An admin always lands on the admin dashboard.
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const stored = await page.evaluate(() => ({ local: localStorage.getItem('srtmi_refresh_token'), session: sessionStorage.getItem('srtmi_refresh_token') }));
    expect(stored.local).toBeTruthy();
    expect(stored.session).toBeNull();

    // A new tab of the same browser is still signed in (remember-me), and the admin menu has no Profile.
    const second = await page.context().newPage();
    await second.goto('/');
    await second.getByRole('button', { name: /, account menu$/ }).click();
    await expect(second.getByRole('menuitem')).toHaveText(['Dashboard', 'Sign Out']);
    await expect(second.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await second.close();
  });

  test('sign-up with an address that has an account reads as a new one; the owner is mailed, not the visitor signed in', async ({ page, portal, request }) => {
    const email = newEmail('taken');
    const res = await request.post('/api/auth/register', { data: { name: 'Kiran Das', email, phone: '9876543210', password: PASSWORD, agreeTerms: true } });
    expect(res.status()).toBe(201);
    await codeFromMail(portal.smtp, email, /verification code/i);
    const before = portal.smtp.mails.length;
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('Another-Password-51');
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(MESSAGES.signupSuccess).first()).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    const mail = await portal.smtp.waitFor(email, { after: before, subject: /account/i });
    expect(mail.text).toContain('Dear Kiran Das');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('forgot password: the mailed code sets a new password, which then signs in', async ({ page, portal, request }) => {
    const email = newEmail('ravi');
    const res = await request.post('/api/auth/register', { data: { name: 'Ravi Iyer', email, phone: '9876543210', password: PASSWORD, agreeTerms: true } });
    expect(res.status()).toBe(201);
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const before = portal.smtp.mails.length;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    const code = await codeFromMail(portal.smtp, email, /reset/i, before);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByLabel('Reset code').fill(code);
    await page.getByLabel('New password').fill('Rolling-Mill-77');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Your password has been reset. Please sign in with the new one.').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Rolling-Mill-77');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Resetting by mail proves the address: the user is verified and reaches the dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('token renewal', () => {
  test('the client renews the access token 300 s before it expires, without interrupting the user', async ({ browser, portal: shared }) => {
    // A second instance whose tokens live 305 s, so renewal falls due 5 s after sign-in. It serves the worker
    // portal's database where there is one (PostgreSQL: already migrated, so it starts in a moment), and its
    // mail goes to the same catcher, so it sends nothing of the worker portal's elsewhere.
    const portal = await startPortal({
      ACCESS_TOKEN_TTL_SECONDS: '305',
      SMTP_URL: shared.smtp.url,
      ...(shared.databaseUrl ? { DATABASE_URL: shared.databaseUrl } : {}),
    });
    try {
      const page = await browser.newPage({ baseURL: portal.baseURL });
      const refreshes: number[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('/api/auth/refresh')) refreshes.push(r.status());
      });
      await page.goto('/signin');
      await page.getByLabel('Email address').fill(E2E_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const first = await page.evaluate(() => sessionStorage.getItem('srtmi_access_token'));
      await expect.poll(() => refreshes.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(refreshes[0]).toBe(200);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('srtmi_access_token'))).not.toBe(first);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
      await page.close();
    } finally {
      await portal.stop();
    }
  });
});
