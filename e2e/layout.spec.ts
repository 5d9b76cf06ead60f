import { expect, test } from './fixtures/test';

test.describe('shared layout', () => {
  test('shows a full-screen spinner for about 500 ms on a route change, then the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('route-spinner')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
    const spinner = page.getByTestId('route-spinner');
    await expect(spinner).toBeVisible();
    const shownAt = Date.now();
    await expect(spinner).toHaveCount(0);
    expect(Date.now() - shownAt).toBeGreaterThan(250);
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('resets the scroll position on a route change and offers scroll-to-top after 300 px', async ({ page, spinnerGone }) => {
    await page.goto('/');
    await spinnerGone(page);
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('footer carries the current year', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('copyright')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('header offers Apply Now, SIGN IN and Contact us, and the Schemes submenu opens on hover and on focus', async ({ page, spinnerGone }) => {
    await page.goto('/');
    await spinnerGone(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/steel-collab');
    await expect(header.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/signin');
    await expect(header.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const schemes = nav.getByRole('button', { name: 'Schemes' });
    await expect(schemes).toHaveAttribute('aria-expanded', 'false');
    await schemes.hover();
    await expect(schemes).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Open Innovation Method' })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(schemes).toHaveAttribute('aria-expanded', 'false');

    await schemes.focus();
    await expect(schemes).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(schemes).toHaveAttribute('aria-expanded', 'false');
    await expect(schemes).toBeFocused();

    const media = nav.getByRole('button', { name: 'Media' });
    await media.hover();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
  });

  test('at 375 px the mobile menu mirrors the navigation', async ({ page, spinnerGone }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await spinnerGone(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Who we are', 'Steelcollab', 'Resources', 'FAQ', 'Challenge Method', 'Gallery', 'Apply Now', 'SIGN IN', 'Contact us']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  });
});

test.describe('deep links and unknown paths', () => {
  test('a deep link serves the app', async ({ page }) => {
    const res = await page.goto('/faq');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-cache');
    // The app runs under a policy with no inline or foreign scripts and no framing.
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res?.headers()['strict-transport-security']).toContain('max-age=');
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('every client route, signed-in ones included, is answered with the app; text is compressed', async ({ request }) => {
    for (const path of ['/dashboard/profile', '/admin/users', '/problems/42', '/launch']) {
      const res = await request.get(path, { headers: { accept: 'text/html' } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
    }
    const html = await (await request.get('/')).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    // Compressed at build time: brotli where accepted, gzip otherwise, the caching rules unchanged.
    const js = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.status()).toBe(200);
    expect(js.headers()['content-encoding']).toBe('br');
    expect(js.headers()['cache-control']).toContain('immutable');
    expect(js.headers()['vary']).toMatch(/accept-encoding/i);
    const gz = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const page = await request.get('/faq', { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
  });

  test('an unknown page says it was not found, with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown API path answers the JSON 404 envelope, and hashed assets are cached for a year', async ({ request, page }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ status: 'error' });

    const assets: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/') && r.url().endsWith('.js')) assets.push(r.headers()['cache-control'] ?? '');
    });
    await page.goto('/');
    await expect.poll(() => assets.length).toBeGreaterThan(0);
    expect(assets[0]).toContain('immutable');
  });
});
