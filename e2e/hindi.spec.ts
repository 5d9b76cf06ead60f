import { addDays, indiaDate, LANGUAGE_COOKIE, PATHS, pathIn } from '@portal/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { HINDI_ROUTES, latinWords, type Audience, type RouteIds } from './fixtures/hindi-routes';
import { newEmail } from './fixtures/mail';
import { expectAccessibleAtWidths } from './fixtures/quality';
import { E2E_ADMIN } from './fixtures/server';
import type { SmtpCatcher } from '../apps/server/src/test/smtp';
import { apiToken, approveUser, completeProfile, createVerifiedUser, pdfFile, signIn, USER_PASSWORD } from './fixtures/users';
import { expect, test } from './fixtures/test';

/** What the reader sees and hears on the page: its text, its title, and the names given to controls. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = Array.from(document.querySelectorAll('[aria-label], [title], img[alt], [placeholder]')).map((el) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    return [document.title, document.body.innerText, ...names].join('\n');
  });
}

async function signInHindi(page: Page, email: string, password: string) {
  await page.goto(pathIn('hi', PATHS.signIn));
  await page.getByLabel('ई-मेल पता').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
}

type Account = { email: string; password: string };

/** The account's holder chooses Hindi on their profile, so their mails are written in Hindi (decision 176). */
async function chooseHindi(request: APIRequestContext, who: Account): Promise<void> {
  const token = await apiToken(request, who.email, who.password);
  const res = await request.put('/api/users/profile/me/language', { headers: { Authorization: `Bearer ${token}` }, data: { language: 'hi' } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * What the new screens show, made through the API in Hindi as a Hindi applicant would write it: a
 * funding proposal under peer review (a reviewer assigned, their declaration made) with a clarification
 * waiting on its applicant, and an approved one whose project is set up.
 */
async function makeRecords(request: APIRequestContext, smtp: SmtpCatcher, submitter: Account): Promise<{ ids: RouteIds; reviewer: Account; partner: Account }> {
  const bearer = async (who: Account) => ({ Authorization: `Bearer ${await apiToken(request, who.email, who.password)}` });
  const admin = await bearer(E2E_ADMIN);
  const own = await bearer(submitter);
  const idOf = async (headers: Record<string, string>) =>
    ((await (await request.get('/api/users/profile/me', { headers })).json()) as { data: { id: string } }).data.id;
  await approveUser(request, submitter);
  // A funding proposal names a partner organisation's user.
  const partner = await createVerifiedUser(request, smtp, 'राजेश सिंह', 'rajesh');
  await chooseHindi(request, partner);
  await completeProfile(request, partner, { organization: 'सिंह मिश्रधातु उद्योग', organizationCategory: 'MSME', designation: 'निदेशक' });
  const partnerId = await idOf(await bearer(partner));
  const propose = async (title: string) => {
    const res = await request.post('/api/proposals', {
      headers: own,
      multipart: {
        category: 'INNOVATE',
        type: 'FUNDING_SUPPORT',
        title,
        name: 'सुनीता वर्मा',
        email: submitter.email,
        mobile: '+91 98450 12345',
        orgType: 'Industry',
        orgName: 'भारत इस्पात निगम',
        designation: 'वरिष्ठ प्रबंधक',
        abstract: 'पिघला हुआ स्लैग 1500 डिग्री सेल्सियस पर संयंत्र से निकलता है और उसकी ऊष्मा नष्ट हो जाती है।',
        methodology: 'ऊष्मा को भाप के रूप में पुनः प्राप्त करने वाला शुष्क दानेदारीकरण ड्रम।',
        expectedResults: 'स्लैग की तीस प्रतिशत ऊष्मा की पुनः प्राप्ति।',
        riskFactors: 'ड्रम का घिसाव।',
        'focusArea[0]': 'Operational Excellence',
        'collaborators[0][organisation]': partnerId,
        detailsConfirmed: 'true',
        termsAccepted: 'true',
        proposalFile: pdfFile('slag-heat.pdf'),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const proposal = await propose('स्लैग ऊष्मा की पुनः प्राप्ति');
  const project = await propose('ड्रम द्वारा स्लैग का दानेदारीकरण');

  // A reviewer, assigned to the first proposal, who declared no conflict.
  const reviewer = await createVerifiedUser(request, smtp, 'अमित कुमार', 'amit');
  await chooseHindi(request, reviewer);
  await completeProfile(request, reviewer, { organization: 'भारतीय प्रौद्योगिकी संस्थान', organizationCategory: 'Academia', designation: 'प्राध्यापक' });
  const reviewerHeaders = await bearer(reviewer);
  const reviewerId = await idOf(reviewerHeaders);
  // Only an approved account is made a reviewer (decision 207).
  expect((await request.patch(`/api/users/${reviewerId}/status`, { headers: admin, data: { status: 'APPROVED' } })).status()).toBe(200);
  expect((await request.put(`/api/admin/users/${reviewerId}/reviewer`, { headers: admin, data: { reviewer: true } })).status()).toBe(200);
  const assigned = await request.post(`/api/admin/proposals/${proposal}/reviewers`, {
    headers: admin,
    data: { userId: reviewerId, dueDate: addDays(indiaDate(), 14) },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  const mine = (await (await request.get('/api/reviews/mine', { headers: reviewerHeaders })).json()) as { data: { id: string; proposalId: string }[] };
  const assignment = mine.data.find((a) => a.proposalId === proposal)!.id;
  expect((await request.post(`/api/reviews/${assignment}/declaration`, { headers: reviewerHeaders, data: { conflict: false } })).status()).toBe(200);

  // A clarification on it, waiting on the applicant.
  const asked = await request.put('/api/admin/profileclarification', {
    headers: admin,
    data: { post_id: proposal, post_type: 'INNOVATR_STEEL', email: submitter.email, clarification: 'कृपया संयंत्र में किए गए परीक्षणों के आँकड़े साझा करें।' },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  // The second, approved, with its project set up.
  expect((await request.patch(`/api/proposals/${project}/status`, { headers: admin, data: { status: 'APPROVED' } })).status()).toBe(200);
  const start = addDays(indiaDate(), -30);
  const setUp = await request.put(`/api/admin/projects/${project}`, {
    headers: admin,
    data: {
      approvedCost: 12_500_000,
      startDate: start,
      milestones: [
        { title: 'प्रयोगशाला परीक्षण', dueDate: addDays(start, 90), deliverable: 'परीक्षण रिपोर्ट' },
        { title: 'प्रायोगिक संयंत्र', dueDate: addDays(start, 365), deliverable: 'समापन रिपोर्ट' },
      ],
    },
  });
  expect(setUp.status(), await setUp.text()).toBeLessThan(300);
  return { ids: { proposal, project, assignment, submitter: await idOf(own) }, reviewer, partner };
}

/** The Hindi submitter, with the records of makeRecords: what the signed-in walks open. */
async function hindiRecords(request: APIRequestContext, smtp: SmtpCatcher) {
  // The people the pages show have Devanagari names; their e-mail addresses are taken out of the check.
  const submitter = await createVerifiedUser(request, smtp, 'सुनीता वर्मा', 'sunita');
  await completeProfile(request, submitter, { organization: 'भारत इस्पात निगम', organizationCategory: 'Industry', designation: 'वरिष्ठ प्रबंधक' });
  await chooseHindi(request, submitter);
  const { ids, reviewer, partner } = await makeRecords(request, smtp, submitter);
  return { ids, accounts: { submitter, reviewer, partner, admin: E2E_ADMIN } };
}

test.describe('Hindi', () => {
  // The walk gives the shared first administrator Hindi on the profile (as signing in with this browser's
  // Hindi would, decision 176): it goes back to English, so that later files meet the screens they were
  // written for.
  test.afterAll(async ({ request }) => {
    const token = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const res = await request.put('/api/users/profile/me/language', { headers: { Authorization: `Bearer ${token}` }, data: { language: 'en' } });
    expect(res.status(), await res.text()).toBe(200);
  });

  // The walk, split by who reads the pages: the visitor's needs no records; the submitter's and the staff's
  // (the reviewer, then the admin) each make the records their routes open. In parallel mode the three go to
  // whichever workers are free, each worker with its own portal.
  test.describe('every route in Hindi shows no English word outside the allow-list', () => {
    test.describe.configure({ mode: 'parallel' });
    const walks: { title: string; audiences: Audience[] }[] = [
      { title: 'as a visitor', audiences: ['visitor'] },
      { title: 'as the submitter, and the mails they and the people they named were sent', audiences: ['submitter'] },
      { title: 'as the reviewer, then the admin', audiences: ['reviewer', 'admin'] },
    ];
    for (const { title, audiences } of walks) {
      test(title, async ({ browser, portal, request, spinnerGone }) => {
        test.setTimeout(240_000);
        const records = audiences.includes('visitor') ? null : await hindiRecords(request, portal.smtp);
        // The shared first administrator reads Hindi for the walk (the hook above puts English back).
        if (audiences.includes('admin')) await chooseHindi(request, E2E_ADMIN);
        const found: string[] = [];
        // Records other tests typed in English (a challenge's title, a person's name and organisation) are
        // their authors' words, not the interface's: the words of those fields, as the API sent them to this
        // page, are allowed. The interface's own texts never arrive in these fields.
        const typed = new Set<string>();
        const RECORD_FIELDS = new Set(['title', 'name', 'organization', 'orgName', 'designation']);
        const collect = (value: unknown, key = ''): void => {
          if (typeof value === 'string') {
            if (RECORD_FIELDS.has(key)) for (const w of value.match(/[A-Za-z][A-Za-z'’]*/g) ?? []) typed.add(w);
          } else if (Array.isArray(value)) value.forEach((v) => collect(v, key));
          else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
        };
        const listen = (reader: Page) =>
          reader.on('response', async (res) => {
            if (!res.url().includes('/api/') || !(res.headers()['content-type'] ?? '').includes('json')) return;
            // A notification's title is the interface's words (a catalogue text), not a record's.
            if (res.url().includes('/api/notifications')) return;
            collect(await res.json().catch(() => null));
          });
        for (const audience of audiences) {
          // A browser of each reader's own, which remembers Hindi.
          const context = await browser.newContext({ baseURL: portal.baseURL });
          await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url: portal.baseURL }]);
          const page = await context.newPage();
          listen(page);
          if (audience !== 'visitor') {
            // Signing in is the sign-in tests' subject (in Hindi: the switch's test below): the walk starts
            // signed in, in the language each of these readers keeps on their profile, Hindi.
            const who = records!.accounts[audience];
            await signIn(page, who.email, who.password);
            await expect(page).toHaveURL(/\/hi\/(dashboard|admin)/);
          }
          for (const route of HINDI_ROUTES.filter((r) => r.as === audience)) {
            const path = typeof route.path === 'string' ? route.path : route.path(records!.ids);
            await page.goto(pathIn('hi', path));
            await spinnerGone(page);
            await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
            // Lists and details settle: nothing is loading any more.
            await page.waitForLoadState('networkidle');
            await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
            const words = latinWords(await readableText(page)).filter((w) => !typed.has(w));
            if (words.length) found.push(`${route.as} ${path}: ${words.join(' ')}`);
            // Pictures of the wave's screens and the notifications box in Hindi, at a desktop's and a phone's width, for a reader to look at.
            if (typeof route.path !== 'string' || path.includes('#')) {
              const name = `${route.as}-${path.replace('#', '/').split('/').filter(Boolean).slice(0, 2).join('-')}`;
              await page.setViewportSize({ width: 1366, height: 800 });
              await page.screenshot({ path: `e2e/artifacts/hindi-screens/${name}-1366.png`, fullPage: true });
              await page.setViewportSize({ width: 375, height: 800 });
              await page.screenshot({ path: `e2e/artifacts/hindi-screens/${name}-375.png`, fullPage: true });
              await page.setViewportSize({ width: 1280, height: 720 });
            }
          }
          await context.close();
        }
        expect(found).toEqual([]);
        if (!audiences.includes('submitter')) return;

        // The mails these Hindi readers were sent while the records were made (receipts, the collaborator's
        // notice, the reviewer's role and assignment, the clarification, the approval, the project's set-up)
        // read Hindi too: the verification mails came before they chose it.
        const { submitter, reviewer, partner } = records!.accounts;
        await portal.smtp.waitFor(partner.email, { subject: /सहयोगी/ });
        await portal.smtp.waitFor(reviewer.email, { subject: /समीक्षा/ });
        await portal.smtp.waitFor(submitter.email, { subject: /स्पष्टीकरण/ });
        await portal.smtp.waitFor(submitter.email, { subject: /परियोजना/ });
        const readers = new Set([submitter, reviewer, partner].map((a) => a.email.toLowerCase()));
        const mails = portal.smtp.mails.filter((m) => m.to.some((to) => readers.has(to)) && !/verification code/i.test(m.subject));
        expect(mails.length).toBeGreaterThanOrEqual(7);
        const english = mails.map((m) => `${m.subject}: ${latinWords(`${m.subject}\n${m.text}`).join(' ')}`).filter((line) => !line.endsWith(': '));
        expect(english).toEqual([]);
      });
    }
  });

  test('public pages are prerendered in both languages with html lang, hreflang alternates and titles in the language', async ({ request }) => {
    for (const path of [PATHS.home, PATHS.faq, PATHS.signIn]) {
      const hi = await (await request.get(pathIn('hi', path))).text();
      const en = await (await request.get(path)).text();
      expect(hi).toContain('<html lang="hi">');
      expect(en).toContain('<html lang="en">');
      for (const html of [hi, en]) {
        expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="hi" href="[^"]*${pathIn('hi', path).replace(/\//g, '\\/')}"`));
        expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*${path.replace(/\//g, '\\/')}"`));
        expect(html).toContain('hreflang="x-default"');
      }
      expect(/<title>([^<]*)<\/title>/.exec(hi)?.[1]).toContain('भारतीय इस्पात अनुसंधान एवं प्रौद्योगिकी मिशन');
      expect(/<title>([^<]*)<\/title>/.exec(en)?.[1]).toContain('Steel Research &amp; Technology Mission of India');
      // The prerendered Hindi page is painted in Hindi before any script runs.
      expect(latinWords(hi.replace(/<[^>]*>/g, ' ').replace(/&\w+;/g, ' '))).toEqual([]);
    }
  });

  test('an English page loads no Hindi text, and a Hindi page no English text', async ({ page, spinnerGone }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.set(response.url(), await response.text().catch(() => ''));
    });
    await page.goto('/');
    await spinnerGone(page);
    await page.waitForLoadState('networkidle');
    // The switch names Hindi in Hindi; nothing else on an English page is in Devanagari.
    const english = [...scripts.values()].join('\n').replaceAll('हिन्दी', '');
    expect(english).not.toMatch(/[\u0900-\u097F]/);
    scripts.clear();
    await page.goto('/hi');
    await spinnerGone(page);
    await page.waitForLoadState('networkidle');
    const hindi = [...scripts.values()].join('\n');
    expect(hindi).toContain('मुक्त नवाचार पद्धति');
    for (const text of ['Research and technology for Indian steel', 'Why partner with us', 'Skip to main content']) expect(hindi).not.toContain(text);
  });

  test('the switch: by keyboard, remembered across a reload, a new tab and a sign-in; mails follow the profile', async ({
    page,
    context,
    portal,
    request,
    spinnerGone,
  }) => {
    test.setTimeout(180_000);
    const user = await createVerifiedUser(request, portal.smtp, 'राहुल मेहता', 'rahul');
    await page.goto(PATHS.faq);
    await spinnerGone(page);
    const toHindi = page.getByTestId('language-switch');
    await expect(toHindi).toHaveAttribute('href', pathIn('hi', PATHS.faq));
    await expect(toHindi).toHaveAttribute('lang', 'hi');
    await toHindi.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathIn('hi', PATHS.faq));
    await spinnerGone(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(/अक्सर पूछे जाने वाले प्रश्न/);
    expect((await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('hi');

    // A reload, and an English address in a new tab, stay in Hindi.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const tab = await context.newPage();
    await tab.goto(PATHS.about);
    await expect(tab).toHaveURL(pathIn('hi', PATHS.about));
    await expect(tab.locator('html')).toHaveAttribute('lang', 'hi');
    await tab.close();

    // Links inside the app stay in Hindi.
    await page.getByRole('link', { name: 'साइन इन', exact: true }).first().click();
    await expect(page).toHaveURL(pathIn('hi', PATHS.signIn));

    // Signing in keeps Hindi and saves it on the profile; the mails follow the profile.
    await signInHindi(page, user.email, user.password);
    await expect(page).toHaveURL(pathIn('hi', PATHS.dashboard));
    await expect(page.getByRole('heading', { name: /स्वागत है/ })).toBeVisible();
    const login = await request.post('/api/auth/login', { data: { email: user.email, password: USER_PASSWORD } });
    expect(((await login.json()) as { data: { user: { language: string } } }).data.user.language).toBe('hi');
    // An admin's decision reaches the user in Hindi, its link to the Hindi page.
    const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const me = await request.get('/api/users/profile/me', { headers: { Authorization: `Bearer ${await apiToken(request, user.email, user.password)}` } });
    const userId = ((await me.json()) as { data: { id: string } }).data.id;
    const decide = (status: string) => request.patch(`/api/users/${userId}/status`, { headers: { Authorization: `Bearer ${admin}` }, data: { status } });
    const before = portal.smtp.mails.length;
    expect((await decide('APPROVED')).status()).toBe(200);
    const mail = await portal.smtp.waitFor(user.email, { subject: /अनुमोदित/, after: before, timeoutMs: 30_000 });
    expect(mail.text).toContain('प्रिय राहुल मेहता');
    expect(mail.text).toContain(pathIn('hi', PATHS.profile));
    expect(latinWords(mail.subject + '\n' + mail.text)).toEqual([]);

    // Back to English from the header: the profile and the next mail follow.
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(PATHS.dashboard);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const token = await apiToken(request, user.email, user.password);
    const profileLanguage = await request.put('/api/users/profile/me/language', { headers: { Authorization: `Bearer ${token}` }, data: { language: 'en' } });
    expect(profileLanguage.status()).toBe(200);
    const after = portal.smtp.mails.length;
    expect((await decide('REJECTED')).status()).toBe(200);
    expect((await portal.smtp.waitFor(user.email, { subject: /your registration is now Rejected/, after, timeoutMs: 30_000 })).text).toContain(
      'Dear राहुल मेहता',
    );
  });

  test('a sign-up on a Hindi page gets its mail in Hindi; a sign-in without a remembered choice follows the profile', async ({ browser, portal, request }) => {
    const email = newEmail('hindi');
    const res = await request.post('/api/auth/register', {
      data: { name: 'कविता राव', email, phone: '9876543210', password: USER_PASSWORD, agreeTerms: true, language: 'hi' },
      headers: { 'x-forwarded-for': '198.51.100.250' },
    });
    expect(res.status()).toBe(201);
    const mail = await portal.smtp.waitFor(email, { subject: /सत्यापन कोड/, timeoutMs: 15_000 });
    expect(latinWords(mail.subject + '\n' + mail.text)).toEqual([]);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await request.post('/api/auth/verify-email', { data: { email, token: code } });

    // A fresh browser, no choice remembered: signing in on the English page lands in Hindi.
    const fresh = await browser.newContext({ baseURL: portal.baseURL });
    const page = await fresh.newPage();
    await page.goto(PATHS.signIn);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(pathIn('hi', PATHS.dashboard));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await fresh.close();
  });

  test('axe finds nothing serious on the Hindi pages, at 375 and 1366 px', async ({ page, spinnerGone }) => {
    test.setTimeout(240_000);
    for (const path of [PATHS.home, PATHS.faq, PATHS.signUp, PATHS.challenges, PATHS.gallery]) {
      await page.goto(pathIn('hi', path));
      await spinnerGone(page);
      await expectAccessibleAtWidths(page, `hi ${path}`);
    }
  });
});
