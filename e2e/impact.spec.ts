import { FEWER_THAN_5, formatRupees, type MetricFigure, WITHHELD } from '@portal/shared';
import type { MissionMetrics } from '@portal/shared/schemas';
import { fundedProject, people } from './fixtures/funded';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import { expect, test } from './fixtures/test';
import { apiToken, signIn } from './fixtures/users';

/**
 * In the open (issue 46): `/impact` shows the mission's figures from the one metric registry, each with
 * its definition, prerendered in English and Hindi; a figure drawn from fewer than 5 reads "fewer than 5";
 * the admin dashboard shows the same figures from the same registry, with the admin-only ones.
 */
test('the impact page shows the registry’s figures with their definitions in Hindi, the same as the admin’s', async ({
  page,
  request,
  portal,
  spinnerGone,
}) => {
  test.setTimeout(120_000);
  // Prerendered: the heading and the definitions are in the HTML the server sends, in each language.
  const html = await (await request.get('/impact')).text();
  expect(html).toContain('The mission in numbers');
  expect(html).toContain('Median days to decision');
  expect(html).not.toContain('Review coverage');
  expect(await (await request.get('/hi/impact')).text()).toContain('निर्णय तक मध्य दिन');

  // A funded project with its agreement, so the focus area of its kind has a row.
  const { grantee, partner } = await people(request, portal.smtp);
  await fundedProject(request, grantee, partner, `Impact slag drum ${Date.now()}`);
  const admin = { Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
  const adminMetrics = async () => ((await (await request.get('/api/admin/metrics', { headers: admin })).json()) as { data: MissionMetrics }).data;

  await page.goto('/hi/impact');
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'आँकड़ों में मिशन' })).toBeVisible();
  await expect(page.getByTestId('metric-definitions')).toContainText('वित्तपोषित परियोजनाएँ');
  const row = page.getByTestId('figures-area-Operational Excellence');
  await expect(row).toBeVisible();
  // The page's count is the admin's own count, or "fewer than 5" when that is 1–4 (other journeys add projects meanwhile: read again until both agree).
  await expect(async () => {
    await page.reload();
    const projects = (await adminMetrics()).byFocusArea.find((a) => a.focusArea === 'Operational Excellence')!.figures.projects as number;
    await expect(row.locator('[data-metric="projects"]')).toHaveText(projects < 5 ? '5 से कम' : String(projects), { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: 'समय पर समीक्षाएँ' })).toHaveCount(0);
  // A table wider than a phone scrolls in its own region, which the keyboard reaches.
  await page.getByTestId('scroll-area').focus();
  await expect(page.getByTestId('scroll-area')).toBeFocused();
  await expectAccessibleAtWidths(page, 'impact in Hindi', [375]);

  await page.goto('/impact');
  await spinnerGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'The mission in numbers' })).toBeVisible();
  await expect(page.getByTestId('figures-scheme')).toBeVisible();
  // The charts (decision 289): images named by their title whose text alternative reads every figure, and
  // each bar's number the public answer's own; a suppressed figure in words with no bar (other journeys add
  // data meanwhile: read again until the page and the answer agree).
  await expect(page.getByRole('img', { name: /^Chart: By scheme\. Open Innovation: Submitted / })).toBeVisible();
  const words = (v: MetricFigure, money: boolean) =>
    v === FEWER_THAN_5 ? 'fewer than 5' : v === WITHHELD ? 'withheld' : v === null ? 'none yet' : money ? formatRupees(v, 'en-IN') : v.toLocaleString('en-IN');
  await expect(async () => {
    await page.reload();
    const open = ((await (await request.get('/api/public/metrics', { headers: admin })).json()) as { data: MissionMetrics }).data;
    const expected: [string, MetricFigure, boolean][] = [
      ...open.byScheme.flatMap((c) =>
        (['submitted', 'reviewed', 'funded'] as const).map((k) => [`chart-scheme-${c.scheme}|${k}`, c.figures[k], false] as [string, MetricFigure, boolean]),
      ),
      ...open.byRound.flatMap((r) =>
        (['submitted', 'reviewed', 'funded'] as const).map((k) => [`chart-round-${r.roundId}|${k}`, r.figures[k], false] as [string, MetricFigure, boolean]),
      ),
      ...open.byFocusArea.flatMap((a) =>
        (['committed', 'released'] as const).map((k) => [`chart-area-${a.focusArea}|${k}`, a.figures[k], true] as [string, MetricFigure, boolean]),
      ),
      ...open.byOrgCategory.flatMap((c) =>
        (['committed', 'released'] as const).map(
          (k) => [`chart-category-${c.category || 'unknown'}|${k}`, c.figures[k], true] as [string, MetricFigure, boolean],
        ),
      ),
    ];
    const shown = await page.locator('[data-testid^="chart-"] [data-metric]').evaluateAll((cells) =>
      cells.map((c) => ({
        key: `${c.closest('div[data-testid^="chart-"]')!.getAttribute('data-testid')}|${c.getAttribute('data-metric')}`,
        text: c.textContent,
        bar: c.previousElementSibling !== null,
      })),
    );
    expect(shown.map((c) => [c.key, c.text])).toEqual(expected.map(([key, v, money]) => [key, words(v, money)]));
    // A bar only beside a number above 0.
    expect(shown.map((c) => c.bar)).toEqual(expected.map(([, v]) => typeof v === 'number' && v > 0));
  }).toPass({ timeout: 30_000 });
  await expectAccessibleAtWidths(page, 'impact', [1366]);

  // The admin's dashboard: the same registry, with the admin-only figures.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const box = page.getByTestId('mission-figures');
  await expect(box.getByTestId('figures-scheme-OI').locator('[data-metric="reviewCoverage"]')).toBeVisible();
  await expect(async () => {
    await page.reload();
    const oi = (await adminMetrics()).byScheme.find((s) => s.scheme === 'OI')!.figures.submitted as number;
    await expect(box.getByTestId('figures-scheme-OI').locator('[data-metric="submitted"]')).toHaveText(oi.toLocaleString('en-IN'), { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
});
