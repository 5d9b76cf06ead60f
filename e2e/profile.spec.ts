import { MESSAGES, STEELCOLLAB_POSTING_RULES } from '@portal/shared';
import { E2E_ADMIN } from './fixtures/server';
import { createVerifiedUser, pdfFile, signIn } from './fixtures/users';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial' });

let applicant: { email: string; name: string; password: string };

test('an incomplete profile is sent to the profile page, completes it with two PDFs and is let through', async ({ page, request, portal, spinnerGone }) => {
  applicant = await createVerifiedUser(request, portal.smtp, 'Kavita Menon');
  await signIn(page, applicant.email, applicant.password, '/steel-collab/post-problem');

  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { name: 'Kavita Menon' })).toBeVisible();
  await expect(page.getByText(applicant.email)).toBeVisible();
  await expect(page.locator('[data-status="PENDING_APPROVAL"]')).toBeVisible();
  for (const section of ['Organization Details', 'Government-issued ID', 'Organization Affiliation Document', 'Address Details']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }

  // The help dialog explains the documents; Escape closes it and focus returns.
  const help = page.getByRole('button', { name: 'Document requirements' });
  await help.click();
  await expect(page.getByRole('dialog', { name: 'Document requirements' })).toContainText('at most 2 MB');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(help).toBeFocused();

  // An incomplete profile opens ready to edit: no Edit to find first.
  const organization = page.getByRole('combobox', { name: 'Organization', exact: true });
  await expect(organization).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await organization.fill('tata');
  await expect(page.getByRole('listbox', { name: 'Organization suggestions' })).toBeVisible();
  await organization.press('ArrowDown');
  await organization.press('Enter');
  await expect(organization).toHaveValue('Tata Steel Limited');
  await page.getByLabel('Organization category').selectOption('Industry');
  await page.getByLabel('Designation').fill('Chief Metallurgist');
  await page.getByLabel('Document type').selectOption('PAN_crd');
  await page.getByLabel('Document number').fill('ABCDE1234F');
  await page.getByLabel('City').fill('Jamshedpur');

  // Wrong type and oversize files are refused on the spot and not attached.
  const govId = page.getByLabel('Government-issued ID (PDF)');
  await govId.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e47', 'hex') });
  await expect(page.getByText(MESSAGES.uploadRefused).first()).toBeVisible();
  await govId.setInputFiles(pdfFile('huge.pdf', 2 * 1024 * 1024 + 10));
  await expect(page.getByText(MESSAGES.uploadRefused).first()).toBeVisible();
  await govId.setInputFiles(pdfFile('pan-card.pdf'));
  await expect(page.getByText(MESSAGES.uploadRefused)).toHaveCount(0);
  await page.getByLabel('Organization document or CV (PDF)').setInputFiles(pdfFile('employer-letter.pdf'));

  // Save is at the top and again under the last field.
  const saves = page.getByRole('button', { name: 'Save', exact: true });
  await expect(saves).toHaveCount(2);
  const bottomSave = page.getByTestId('profile-bottom-actions').getByRole('button', { name: 'Save' });
  // A save that fails (the network drops it) says nothing was saved and what to do; the form keeps what was typed.
  await page.route('**/api/users/profile/me', (route) => (route.request().method() === 'PUT' ? route.abort() : route.continue()));
  await bottomSave.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toContainText(
    'Nothing was saved: your changes are still in the form. Check your connection and choose Save again.',
  );
  await expect(page.getByLabel('Designation')).toHaveValue('Chief Metallurgist');
  await page.unroute('**/api/users/profile/me');
  await bottomSave.click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
  // Back to where the guard stopped the user, now let in.
  await expect(page).toHaveURL(/\/steel-collab\/post-problem$/);
  await expect(page.getByRole('heading', { name: 'Post a problem statement' })).toBeVisible();

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('link', { name: 'pan-card.pdf' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'employer-letter.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('employer-letter.pdf');
  await expect(page.getByRole('combobox', { name: 'Organization', exact: true })).toHaveValue('Tata Steel Limited');

  // An Industry member may not post research ideas: back to the hub, the rule shown as a warning.
  await page.goto('/steel-collab/post-research');
  await expect(page).toHaveURL(/\/steel-collab$/);
  await expect(page.getByText(STEELCOLLAB_POSTING_RULES.research.message)).toBeVisible();
});

test('an admin reviews the user: approves, asks a clarification the user then sees, mailed to the user', async ({ page, portal, browser, spinnerGone }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('count-PENDING_APPROVAL')).not.toHaveText('–');
  await page.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await spinnerGone(page);
  await expect(page.getByRole('button', { name: 'Pending approval' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Search name, email or organization').fill('Kavita');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 results').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('link', { name: 'Kavita Menon' }).click();

  await expect(page.getByRole('heading', { name: 'Kavita Menon' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'pan-card.pdf' })).toBeVisible();
  await expect(page.getByText('Tata Steel Limited').first()).toBeVisible();
  await page.getByLabel('Status').selectOption('APPROVED');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText(MESSAGES.userStatusUpdated).first()).toBeVisible();
  await expect(page.locator('[data-status="APPROVED"]').first()).toBeVisible();

  const before = portal.smtp.mails.length;
  await page.getByRole('button', { name: 'Ask Clarification' }).click();
  await page.getByLabel('Clarification needed').fill('Please upload the employer letter on letterhead, signed and dated.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(MESSAGES.clarificationMailSent).first()).toBeVisible();
  const mail = await portal.smtp.waitFor(applicant.email, { after: before, subject: /clarification/i });
  expect(mail.text).toContain('Please upload the employer letter on letterhead, signed and dated.');

  // The user sees it in the See Clarification dialog.
  const context = await browser.newContext({ baseURL: portal.baseURL });
  const userPage = await context.newPage();
  await signIn(userPage, applicant.email, applicant.password, '/dashboard/profile');
  await expect(userPage.locator('[data-status="APPROVED"]')).toBeVisible();
  await userPage.getByRole('button', { name: 'See Clarification' }).click();
  const dialog = userPage.getByRole('dialog', { name: 'Clarifications for Kavita Menon' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText(['S.No', 'Comment', 'Request date']);
  await expect(dialog.getByRole('row').nth(1)).toContainText('Please upload the employer letter on letterhead, signed and dated.');
  await context.close();
});
