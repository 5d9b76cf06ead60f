import { expectAccessibleAtWidths } from './fixtures/quality';
import { fundedProject, people } from './fixtures/funded';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { pdfFile, signIn } from './fixtures/users';

const REPORT_SUMMARY =
  'The first drum trials granulated forty tonnes of slag and recovered a quarter of its heat as steam for the plant. ' +
  'The drum lining wore faster than expected, so the next trials use a harder lining and measure its wear every week.';
const REPORT_SUMMARY_HI =
  'ड्रम के पहले परीक्षणों में चालीस टन स्लैग का दानेदार बनाया गया और उसकी ऊष्मा का एक चौथाई भाग संयंत्र के लिए भाप के रूप में प्राप्त हुआ। ' +
  'ड्रम की परत अपेक्षा से तेज़ घिसी, इसलिए अगले परीक्षण कठोर परत से किए जाएँगे और हर सप्ताह उसकी घिसाई मापी जाएगी।';

/**
 * In the open (issue 46): a report's public summary is written with the report, previewed as the public
 * will read it, approved by the admin with the report, and only then on the project's public page.
 */
test("a report's public summary goes public when the admin accepts the report with it", async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(150_000);
  const title = `Slag drum reports ${Date.now()}`;
  const { grantee, partner } = await people(request, portal.smtp);
  const { id, reference } = await fundedProject(request, grantee, partner, title);

  await signIn(page, grantee.email, grantee.password, `/dashboard/projects/${id}`);
  await expect(page).toHaveURL(`/dashboard/projects/${id}`);
  await spinnerGone(page);
  const form = page.getByRole('region', { name: 'Submit a report' });
  await form.getByRole('combobox', { name: /^Report/ }).selectOption({ label: 'Milestone 1: Drum trials' });
  await form.getByLabel('What was done').fill('Forty tonnes granulated; heat recovery measured.');
  await form.getByLabel('Summary in English').fill('Too short.');
  await form.getByLabel('Report document').setInputFiles(pdfFile('drum-trials.pdf'));
  await form.getByRole('button', { name: 'Submit the report' }).click();
  await expect(form.getByText('Write the summary in 200 to 2000 characters').first()).toBeVisible();
  await form.getByLabel('Summary in English').fill(REPORT_SUMMARY);
  await form.getByLabel('Summary in Hindi (optional)').fill(REPORT_SUMMARY_HI);
  await expect(form.getByTestId('report-summary-preview')).toContainText(REPORT_SUMMARY);
  await expect(form.getByTestId('report-summary-preview')).toContainText(REPORT_SUMMARY_HI);
  await expectAccessibleAtWidths(page, 'report form with its public summary');
  await form.getByRole('button', { name: 'Submit the report' }).click();
  await expect(page.getByTestId('report-m0').getByTestId('report-summary-state')).toContainText('Public summary, version 1');

  // Not public before the admin accepts the report.
  const visitor = await (await page.context().browser()!.newContext({ baseURL: portal.baseURL })).newPage();
  await visitor.goto(`/funded/${reference}`);
  await expect(visitor.getByTestId('funded-reports')).toContainText('No report summary is published yet.');

  const a = await (await page.context().browser()!.newContext({ baseURL: portal.baseURL })).newPage();
  await signIn(a, E2E_ADMIN.email, E2E_ADMIN.password, `/admin/projects/${id}`);
  await expect(a).toHaveURL(`/admin/projects/${id}`);
  await spinnerGone(a);
  const report = a.getByTestId('report-m0');
  await expect(report.getByTestId('report-summary-to-approve')).toContainText(REPORT_SUMMARY);
  await report.getByRole('button', { name: 'Accept the report' }).click();
  await expect(report.getByTestId('report-summary-state')).toContainText('Public summary approved with the report');

  await visitor.reload();
  const published = visitor.getByTestId('funded-reports');
  await expect(published.getByRole('heading', { level: 3, name: 'Milestone 1: Drum trials' })).toBeVisible();
  await expect(published).toContainText(REPORT_SUMMARY);
  await expect(published).toContainText(REPORT_SUMMARY_HI);
  await expectAccessibleAtWidths(visitor, 'public project page with report summaries');
  await visitor.goto(`/hi/funded/${reference}`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'इसकी रिपोर्टों से' })).toBeVisible();
  await expect(visitor.getByTestId('funded-reports').getByRole('heading', { level: 3, name: 'उपलब्धि 1: Drum trials' })).toBeVisible();
});

/**
 * In the open (issue 46): the grantee lists outputs (checked by kind) on their project page and they are on
 * the public page at once, with the partner organisations (never their people); a withdrawn project says so.
 */
test('outputs and partner organisations on the public page; a withdrawn project says so', async ({ page, request, portal, spinnerGone }) => {
  test.setTimeout(150_000);
  const title = `Slag drum outputs ${Date.now()}`;
  const { grantee, partner } = await people(request, portal.smtp);
  const { id, reference, admin } = await fundedProject(request, grantee, partner, title);

  await signIn(page, grantee.email, grantee.password, `/dashboard/projects/${id}`);
  await expect(page).toHaveURL(`/dashboard/projects/${id}`);
  await spinnerGone(page);
  const outputs = page.getByTestId('outputs');
  await outputs.getByRole('combobox', { name: /^Kind of output/ }).selectOption({ label: 'Paper' });
  await outputs.getByRole('textbox', { name: /^Title/ }).fill('Dry slag granulation with heat recovery');
  await outputs.getByRole('textbox', { name: /^DOI/ }).fill('doi.org/10.1016/x');
  await outputs.getByRole('textbox', { name: /^Link/ }).fill('http://example.in/paper');
  await outputs.getByRole('button', { name: 'Add the output' }).click();
  await expect(outputs.getByText('Give the DOI of the paper, e.g. 10.1016/j.jclepro.2024.141234').first()).toBeVisible();
  await expect(outputs.getByText('Give a link that starts with https://').first()).toBeVisible();
  await outputs.getByRole('textbox', { name: /^DOI/ }).fill('10.1016/j.jclepro.2025.141234');
  await outputs.getByRole('textbox', { name: /^Link/ }).fill('https://example.in/slag-paper');
  await expectAccessibleAtWidths(page, 'outputs form');
  await outputs.getByRole('button', { name: 'Add the output' }).click();
  await expect(outputs.getByTestId('output-list')).toContainText('Dry slag granulation with heat recovery');

  const v = await (await page.context().browser()!.newContext({ baseURL: portal.baseURL })).newPage();
  await v.goto(`/funded/${reference}`);
  await expect(v.getByTestId('funded-outputs')).toContainText('Paper · Dry slag granulation with heat recovery');
  await expect(v.getByTestId('funded-outputs').getByRole('link', { name: 'DOI 10.1016/j.jclepro.2025.141234' })).toHaveAttribute(
    'href',
    'https://doi.org/10.1016/j.jclepro.2025.141234',
  );
  await expect(v.getByTestId('funded-Partner organisations')).toHaveText('Sethi Castings');
  await expect(v.locator('main')).not.toContainText('Vikram Sethi');
  await expect(v.getByTestId('funded-withdrawn')).toHaveCount(0);

  // Withdrawn: the page stays, and says so in both languages.
  const withdrawn = await request.patch(`/api/proposals/${id}/status`, { headers: admin, data: { status: 'REJECTED', message: 'Funding withdrawn' } });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  await v.reload();
  await expect(v.getByTestId('funded-withdrawn')).toHaveText(
    'Funding withdrawn' +
      'The mission withdrew the funding of this project: no more money is released. What it received and did until then stays on this page.',
  );
  await expect(v.getByTestId('funded-outputs')).toContainText('Dry slag granulation with heat recovery');
  await expectAccessibleAtWidths(v, 'withdrawn public project page');
  await v.goto(`/hi/funded/${reference}`);
  await expect(v.getByTestId('funded-withdrawn')).toContainText('वित्तपोषण वापस लिया गया');
  await expect(v.getByTestId('funded-भागीदार संगठन')).toHaveText('Sethi Castings');
  await expect(v.getByTestId('funded-outputs')).toContainText('शोध-पत्र · Dry slag granulation with heat recovery');
});
