import { expect, test } from './fixtures/test';

test.describe('API reference page', () => {
  for (const width of [1366, 375]) {
    test(`/api/docs shows the described calls under the page policy, from the portal alone (${width} px)`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      const violations: string[] = [];
      const errors: string[] = [];
      const origins = new Set<string>();
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('request', (r) => origins.add(new URL(r.url()).origin));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
          (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });

      const answer = await page.goto('/api/docs');
      expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('heading', { name: /Steel Research & Technology Mission of India portal API/ })).toBeVisible();
      // Every area of the API is listed, collapsed; opening one shows its calls.
      const description = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
      const areas = new Set(Object.values(description.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
      await expect(page.locator('.opblock-tag')).toHaveCount(areas.size);
      await page.locator('.opblock-tag', { hasText: /^challenges/ }).click();
      // The public search, with its two ways in: the public x-api-key or a bearer token.
      const search = page.locator('.opblock', { hasText: '/api/challenges/search' }).first();
      await expect(search).toBeVisible();
      await search.locator('.opblock-summary').click();
      await expect(search.getByText('x-api-key').or(search.locator('.authorization__btn')).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();

      violations.push(...((await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations)) ?? []));
      expect(violations, 'no content security policy violation').toEqual([]);
      expect(errors, 'no console errors').toEqual([]);
      expect([...origins], 'everything from the portal itself').toEqual([new URL(baseURL!).origin]);
    });
  }
});
