import { expect, test } from '@playwright/test';
import { type RunningPortal, startPortal } from './fixtures/server';

/**
 * `npm start` on an empty data directory, as an operator meets it: no ADMIN_EMAIL or ADMIN_PASSWORD,
 * development mode. What the server prints is typed into the portal's own sign-in page (decision 120).
 */
test.describe('first start', () => {
  let portal: RunningPortal;
  test.beforeAll(async () => {
    // A first start migrates a new database: give it room on a loaded machine.
    test.setTimeout(180_000);
    portal = await startPortal({ NODE_ENV: 'development', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined, PASSWORD_HASH_COST: undefined });
  });
  test.afterAll(async () => portal?.stop());

  test('the first admin signs in on the sign-in page with exactly the address and password the server printed', async ({ page }) => {
    const printed = /First admin: (\S+)\n\s+Password:\s+(\S+)\n/.exec(portal.output());
    expect(printed, portal.output()).not.toBeNull();
    const [, email, password] = printed!;
    await page.goto(`${portal.baseURL}/signin`);
    await page.getByLabel('Email address').fill(email!);
    await page.getByLabel('Password', { exact: true }).fill(password!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
