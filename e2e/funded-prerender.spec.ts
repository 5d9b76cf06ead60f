import { fundedProject, people } from './fixtures/funded';
import { expect, test } from './fixtures/test';

const SUMMARY =
  'Molten slag leaves the plant at 1500 °C and its heat is lost. This project granulates the slag in a dry drum and recovers its heat as steam ' +
  'for the plant, measuring how much heat a tonne of slag gives back and how the drum wears, so that other plants can build the same.';

/**
 * In the open (issue 46): `/funded/{reference}` is rendered by the server when requested (decision 261):
 * without JavaScript, a search engine or a visitor reads the project's title and summary; the page follows
 * the project's public data at once (a release shows on the next request); the app hydrates it.
 */
test('a funded project’s page is rendered by the server, readable without JavaScript, and the app hydrates it', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(120_000);
  const title = `Slag heat drum ${Date.now()}`;
  const { grantee, partner } = await people(request, portal.smtp);
  const { id, reference, admin, token } = await fundedProject(request, grantee, partner, title);
  const saved = await request.put(`/api/projects/${id}/public-summary`, { headers: { Authorization: `Bearer ${token}` }, data: { text: SUMMARY } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await request.post(`/api/admin/projects/${id}/public-summary/approve`, { headers: admin, data: { version: 1 } })).status()).toBe(200);

  // No JavaScript: the HTML itself holds the title, the summary and the figures, in each language.
  const html = await (await request.get(`/funded/${reference}`)).text();
  expect(html).toContain(`<title>${title} | `);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(html).toContain('This project granulates the slag in a dry drum');
  expect(html).toContain('<meta name="description" content="Molten slag leaves the plant');
  const hindi = await (await request.get(`/hi/funded/${reference}`)).text();
  expect(hindi).toContain('<html lang="hi">');
  expect(hindi).toContain(title);
  // A reference that is not public gets the app's shell, as before.
  expect(await (await request.get('/funded/SRTM-OI-1999-00001')).text()).not.toContain('funded-data');

  // A release moves the public stamp: the next request shows the money released.
  const released = await request.post(`/api/admin/projects/${id}/tranches/1/release`, {
    headers: admin,
    data: { releasedOn: new Date().toISOString().slice(0, 10), transactionRef: 'UTR-SSR-1' },
  });
  expect(released.status(), await released.text()).toBe(200);
  const amount = ((await released.json()) as { data: { tranches: { amount: number }[] } }).data.tranches[0]!.amount;
  expect(await (await request.get(`/funded/${reference}`)).text()).toContain(`₹${amount.toLocaleString('en-IN')}`);

  // With JavaScript: the app hydrates the server's markup without an error, and is live (its links navigate).
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/funded/${reference}`);
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('funded-summary')).toContainText('recovers its heat as steam');
  await page.getByRole('link', { name: 'All funded projects' }).click();
  await expect(page).toHaveURL(/\/funded$/);
  expect(errors).toEqual([]);
});
