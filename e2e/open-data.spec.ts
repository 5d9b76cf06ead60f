import { createHash } from 'node:crypto';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { expect, test } from './fixtures/test';

/**
 * In the open (issue 46 item 2): `/open-data` lists the files with their checksums and when they were
 * generated, explains each field, and names the licence, prerendered, in English and Hindi.
 */
test('the open-data page lists the files with their checksums, fields and licence, in English and Hindi', async ({ page, request, spinnerGone }) => {
  // Prerendered: the heading, the fields and the licence are in the HTML the server sends.
  const html = await (await request.get('/open-data')).text();
  expect(html).toContain('Government Open Data License – India');
  expect(html).toContain('amountDisbursed');

  const grants = await request.get('/api/open/grants.json');
  expect(grants.status()).toBe(200);
  const sha = createHash('sha256')
    .update(await grants.body())
    .digest('hex');

  await page.goto('/open-data');
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
  await expect(page.getByTestId('open-generated')).toContainText('Generated on');
  // The checksum shown is that of the file served.
  await expect(page.getByTestId('sha256-grants.json')).toHaveText(sha);
  await expect(page.getByRole('link', { name: 'Government Open Data License – India' })).toHaveAttribute('href', /data\.gov\.in/);
  await expect(page.getByRole('table', { name: /The fields of grants\.json/ }).getByRole('row')).toHaveCount(15);
  await expect(page.getByRole('link', { name: 'transactions.csv' })).toHaveAttribute('href', '/api/open/transactions.csv');
  await page.getByRole('link', { name: 'grants.csv' }).focus();
  await expect(page.getByRole('link', { name: 'grants.csv' })).toBeFocused();
  await expectAccessibleAtWidths(page, 'open data');

  await page.goto('/hi/open-data');
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'खुला डेटा' })).toBeVisible();
  await expect(page.getByTestId('open-licence')).toContainText('सरकारी मुक्त डेटा लाइसेंस – भारत');
  await expect(page.getByTestId('sha256-grants.json')).toHaveText(sha);
  await expect(page.getByRole('row', { name: /amountDisbursed/ })).toContainText('अब तक जारी राशि');
  await expectAccessibleAtWidths(page, 'open data in Hindi', [375]);
});
