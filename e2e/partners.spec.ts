import { FOCUS_AREAS } from '@portal/shared';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { apiToken, completeProfile, createVerifiedUser, signIn } from './fixtures/users';
import { expect, test } from './fixtures/test';

const [GREEN, CIRCULAR] = FOCUS_AREAS;

test('a user says they are open to collaborate, with what they offer and their focus areas, by keyboard', async ({ page, request, portal, spinnerGone }) => {
  const user = await createVerifiedUser(request, portal.smtp, 'Lakshmi Narayan');
  await completeProfile(request, user, { organization: 'NML Jamshedpur', organizationCategory: 'Reasearch Institute', designation: 'Scientist' });
  await signIn(page, user.email, user.password, '/dashboard/profile');
  await spinnerGone(page);

  const section = page.getByRole('form', { name: 'Open to collaborate' });
  await expect(section).toBeVisible();
  const open = section.getByLabel('Suggest me to others as open to collaborate');
  await open.focus();
  await page.keyboard.press('Space');
  await expect(open).toBeChecked();
  await section.getByLabel('What you offer and seek').fill('Pilot-scale sinter pot and slag characterisation; we seek industrial trials.');
  await section.getByLabel(GREEN).check();
  await section.getByLabel(CIRCULAR).check();
  await expectAccessibleAtWidths(page, 'profile with collaboration details');
  await section.getByRole('button', { name: 'Save collaboration details' }).press('Enter');
  await expect(page.getByText('Collaboration details saved').first()).toBeVisible();

  // Saved on the server, as a partial update: the rest of the profile is as it was.
  const token = await apiToken(request, user.email, user.password);
  const me = (await (await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  expect(me).toMatchObject({ openToCollaborate: true, focusAreas: [GREEN, CIRCULAR], organization: 'NML Jamshedpur', isProfileComplete: true });
  await page.reload();
  await spinnerGone(page);
  await expect(page.getByRole('form', { name: 'Open to collaborate' }).getByLabel('What you offer and seek')).toHaveValue(/sinter pot/);
});
