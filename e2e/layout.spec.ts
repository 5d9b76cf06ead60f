import { expect, test } from './fixtures/test';
import { createVerifiedUser, signIn } from './fixtures/users';
import { holdAppEntry } from './fixtures/hold-app';

test.describe('shared layout', () => {
  test('shows a full-screen spinner for about 500 ms on a route change, then the page', async ({ page, spinnerGone }) => {
    await page.goto('/');
    // The router follows the link once the app has taken the prerendered page over.
    await spinnerGone(page);
    // The page itself times the spinner (a test's polling would see it late on a busy machine).
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { spinnerTimes: typeof times }).spinnerTimes = times;
      new MutationObserver(() => {
        const present = document.querySelector('[data-testid="route-spinner"]') !== null;
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
    const spinner = page.getByTestId('route-spinner');
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveCount(0);
    const times = await page.evaluate(() => (window as unknown as { spinnerTimes: { shown: number; gone: number } }).spinnerTimes);
    expect(times.gone - times.shown).toBeGreaterThan(400);
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('after a new version is deployed, an open tab reaches its next page by loading it afresh, once', async ({ page, spinnerGone }) => {
    await page.goto('/');
    await spinnerGone(page);
    // The tab's build is gone: the FAQ's chunk answers 404 once, as it would after a deploy.
    let refused = 0;
    await page.route(/\/assets\/info-pages-[\w-]+\.js$/, (route) => (refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    // The fresh load paints the prerendered FAQ before the app asks for the chunk again: wait for that ask.
    await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
    expect(documents).toEqual(['/faq']);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });

  test('a build that stays broken shows the error page after one fresh load, not a reload loop', async ({ page, spinnerGone }) => {
    await page.goto('/');
    await spinnerGone(page);
    await page.route(/\/assets\/info-pages-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(documents).toEqual(['/faq']);
  });

  // The entry (boot.ts) fetches the app after the first frame, and main.tsx fetches React DOM, a chunk of its
  // own (decision 204): if either is gone the first time, the page loads afresh once.
  for (const { chunk, asset } of [
    { chunk: 'app', asset: /\/assets\/main-[\w-]+\.js$/ },
    { chunk: 'React DOM', asset: /\/assets\/react-dom-[\w-]+\.js$/ },
  ]) {
    test(`a page served just before a deploy, whose ${chunk} chunk is gone, loads afresh once and then runs`, async ({ page }) => {
      let refused = 0;
      await page.route(asset, (route) => (refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
      });
      await page.goto('/signin');
      // The sign-in form is enabled once the app has hydrated the prerendered page (decision 055).
      await expect(page.getByLabel('Email address')).toBeEnabled();
      expect(refused).toBeGreaterThanOrEqual(2);
      expect(documents).toEqual(['/signin', '/signin']);
    });
  }

  test('a prerendered page scrolled before the app takes it over stays where the reader scrolled it', async ({ page, request }) => {
    // Hold the app's entry script back, as a slow phone would, while the prerendered page is read.
    const release = await holdAppEntry(page, request, '/about');
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    release();
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    await expect(page.getByTestId('route-spinner')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
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

  test("at the page's end, scroll-to-top covers no footer link or text, the Privacy policy included", async ({ page, spinnerGone }) => {
    // 320 px: the narrowest phone; the links wrap and the copyright runs over two lines under the button.
    for (const width of [320, 375, 1366]) {
      await page.setViewportSize({ width, height: 600 });
      await page.goto('/');
      await spinnerGone(page);
      const toTop = page.getByRole('button', { name: 'Scroll to top' });
      // The page may still grow as its content arrives: scroll to its end until the button shows.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(toTop).toBeVisible({ timeout: 1000 });
      }).toPass();
      const button = (await toTop.boundingBox())!;
      // Every line of every text in the footer (links, the ministry line, the copyright), as laid out.
      const covered = await page.getByRole('contentinfo').evaluate((footer, b) => {
        const hits: string[] = [];
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) {
            if (r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom) hits.push(node.textContent.trim());
          }
        }
        return hits;
      }, button);
      expect(covered, `footer text under the button @${width}`).toEqual([]);
      for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
        expect(overlaps, `${await link.textContent()} @${width}`).toBe(false);
      }
      // Pointing at the link reaches it: Playwright's hover waits until nothing covers its centre.
      const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
      await privacy.hover({ timeout: 5000 });
      await expect(privacy).toBeInViewport();
    }
  });

  test("text fields show a focus outline as clear as the buttons' (WCAG 2.4.11)", async ({ page, spinnerGone }) => {
    await page.goto('/signin');
    await spinnerGone(page);
    // The prerendered form is inert until the app takes it over (decision 055): a disabled field takes no focus.
    await expect(page.getByLabel('Email address')).toBeEnabled();
    await page.getByLabel('Email address').focus();
    await expect(page.getByLabel('Email address')).toBeFocused();
    const outline = (el: Element) => {
      const st = getComputedStyle(el);
      return { style: st.outlineStyle, width: parseFloat(st.outlineWidth), color: st.outlineColor };
    };
    // Read once any colour transition has settled: a mid-transition colour is neither the field's nor the button's.
    const settled = async (locator: ReturnType<typeof page.getByLabel>) => {
      let last = '';
      await expect
        .poll(
          async () => {
            const now = JSON.stringify(await locator.evaluate(outline));
            const same = now === last;
            last = now;
            return same;
          },
          { intervals: [150] },
        )
        .toBe(true);
      return JSON.parse(last) as { style: string; width: number; color: string };
    };
    const field = await settled(page.getByLabel('Email address'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
    const button = await settled(page.getByRole('button', { name: 'Sign in', exact: true }));
    expect(button.style).toBe('solid');
    expect(field).toEqual(button);
    expect(field.width).toBeGreaterThanOrEqual(2);
  });

  test('the header announcement is not cut against Apply Now at 1366 px: a gap, and its edges fade', async ({ page, spinnerGone }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/faq');
    await spinnerGone(page);
    const header = page.getByRole('banner');
    const ticker = (await page.getByTestId('ticker-window').boundingBox())!;
    const apply = (await header.getByRole('link', { name: 'Apply Now' }).boundingBox())!;
    expect(apply.x - (ticker.x + ticker.width)).toBeGreaterThanOrEqual(20);
    const mask = await page.getByTestId('ticker-window').evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage);
    expect(mask).toMatch(/^linear-gradient\(to right, (rgba\(0, 0, 0, 0\)|transparent)/);
  });

  test('toasts appear below the header, never over the user menu', async ({ page, request, portal, spinnerGone }) => {
    const user = await createVerifiedUser(request, portal.smtp, 'Toast Reader');
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The profile cannot be read (the network drops it): the page says so in a toast.
    await page.route('**/api/users/profile/me', (route) => route.abort());
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/profile');
      await spinnerGone(page);
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();
      const menu = (await page.getByRole('banner').getByRole('button', { name: 'Toast Reader, account menu' }).boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      await expect.poll(async () => (await toast.boundingBox())!.y, `@${width}`).toBeGreaterThanOrEqual(header.y + header.height);
      expect((await toast.boundingBox())!.y).toBeGreaterThan(menu.y + menu.height);
    }
  });

  test('footer carries the current year', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('copyright')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('header offers Apply Now, SIGN IN and Contact us, and the Schemes submenu opens on hover and by its button (disclosure pattern)', async ({
    page,
    spinnerGone,
  }) => {
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

    // Focus alone does not open it, so Enter opens it rather than closing it; Escape closes it and
    // keeps focus on the button.
    await schemes.focus();
    await expect(schemes).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(schemes).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Challenge Method' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(schemes).toHaveAttribute('aria-expanded', 'false');
    await expect(schemes).toBeFocused();
    await page.keyboard.press('Space');
    await expect(schemes).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(schemes).toHaveAttribute('aria-expanded', 'false');

    const media = nav.getByRole('button', { name: 'Media' });
    await media.hover();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
  });

  test('the header announcement scrolls its whole text through, stops by its control, and stands still under reduced motion', async ({
    browser,
    baseURL,
    page,
    spinnerGone,
  }) => {
    await page.goto('/faq');
    await spinnerGone(page);
    const header = page.getByRole('banner');
    const text = header.getByText(/^Applications are open under the Open Innovation Method/);
    const animation = () => text.evaluate((el) => el.getAnimations()[0]?.playState ?? 'none');
    await expect.poll(animation).toBe('running');
    await header.getByRole('button', { name: 'Pause the scrolling announcement' }).click();
    await expect.poll(animation).toBe('paused');
    await header.getByRole('button', { name: 'Play the scrolling announcement' }).click();
    await expect.poll(animation).toBe('running');

    // Checked last: driving the animation from script takes it out of the stylesheet's hands.
    // At the start the text waits beyond the box's right edge; at the end its last word has left on the left.
    const edges = await text.evaluate((el) => {
      const [run] = el.getAnimations();
      const duration = Number(run!.effect!.getComputedTiming().duration);
      const textRect = () => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect();
      };
      run!.pause();
      run!.currentTime = 0;
      const atStart = textRect().left;
      run!.currentTime = duration - 1;
      const atEnd = textRect().right;
      run!.play();
      const box = el.parentElement!.getBoundingClientRect();
      return { atStart, atEnd, boxLeft: box.left, boxRight: box.right };
    });
    expect(edges.atStart).toBeGreaterThanOrEqual(edges.boxRight - 1);
    expect(edges.atEnd).toBeLessThanOrEqual(edges.boxLeft + 1);
    await expect(text.locator('..')).toBeVisible();

    const still = await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: { width: 375, height: 740 } });
    const stillPage = await still.newPage();
    await stillPage.goto('/faq');
    const stillHeader = stillPage.getByRole('banner');
    await expect(stillHeader.getByText(/^Applications are open under the Open Innovation Method/)).toBeVisible();
    await expect(stillHeader.getByRole('button', { name: /scrolling announcement/ })).toBeHidden();
    expect(await stillHeader.getByText(/^Applications are open/).evaluate((el) => el.getAnimations().length)).toBe(0);
    await still.close();
  });

  test('the page shell painted before the script arrives is as tall as the header that replaces it', async ({ browser, baseURL }) => {
    for (const width of [375, 768, 1366]) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
      const shellPage = await context.newPage();
      await shellPage.route('**/*.js', (route) => route.abort());
      // A page that is not prerendered (decision 050) gets the shell: a list with a query is one.
      await shellPage.goto('/challenges?q=slag');
      const shell = await shellPage
        .locator('#root > [aria-busy="true"] > div')
        .first()
        .evaluate((el) => el.getBoundingClientRect().height);
      const appPage = await context.newPage();
      await appPage.goto('/challenges?q=slag');
      await expect(appPage.getByTestId('route-spinner')).toHaveCount(0);
      const header = await appPage.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height);
      expect(shell, `shell at ${width} px`).toBe(header);
      await context.close();
    }
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
    // The account actions come first in the panel, inside the first screen, where a thumb finds them.
    const signIn = menu.getByRole('link', { name: 'SIGN IN', exact: true });
    expect(await menu.getByRole('link').first().textContent()).toBe('SIGN IN');
    const box = (await signIn.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(740 / 2);
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
