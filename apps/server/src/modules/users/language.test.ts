import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { SmtpCatcher } from '../../test/smtp.js';
import { bearer, registerVerifiedUser, signInAdmin, uniqueEmail, VALID_PASSWORD } from '../../test/users.js';

// A user's language on the profile, sign-in and sign-up following it, mails in it (decision 176).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (email: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: VALID_PASSWORD }, headers: cookie ? { cookie } : {} });
const setLanguage = (token: string, language: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/profile/me/language', headers: bearer(token), payload: { language } });
const languageOf = async (email: string) => (await ctx.app.db.select().from(users).where(eq(users.email, email)))[0]!.language;
const latin = (text: string) =>
  text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '')
    .replace(/https?:\/\/\S+/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

describe('PUT /api/users/profile/me/language', () => {
  it('saves the language, which the next sign-in answers; refuses another value and an anonymous caller', async () => {
    const user = await registerVerifiedUser(ctx);
    expect((await login(user.email)).json().data.user.language).toBe('en');
    const saved = await setLanguage(user.token, 'hi');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ language: 'hi' });
    expect(await languageOf(user.email)).toBe('hi');
    expect((await login(user.email)).json().data.user.language).toBe('hi');

    expect((await setLanguage(user.token, 'fr')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/users/profile/me/language', payload: { language: 'hi' } })).statusCode).toBe(401);
    expect(await languageOf(user.email)).toBe('hi');
  });
});

describe('signing in', () => {
  it("saves this browser's remembered choice (the lang cookie) on the profile; without one the profile's stands", async () => {
    const user = await registerVerifiedUser(ctx);
    expect((await login(user.email, 'theme=dark; lang=hi')).json().data.user.language).toBe('hi');
    expect(await languageOf(user.email)).toBe('hi');
    expect((await login(user.email)).json().data.user.language).toBe('hi');
    expect((await login(user.email, 'lang=xx')).json().data.user.language).toBe('hi');
    expect((await login(user.email, 'lang=en')).json().data.user.language).toBe('en');
  });
});

describe('mails follow the language', () => {
  it('a sign-up from a Hindi page gets its code in Hindi, with a link to the Hindi page', async () => {
    const email = uniqueEmail('hindi');
    const after = ctx.smtp.mails.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'कविता राव', email, phone: '9876543210', password: VALID_PASSWORD, agreeTerms: true, language: 'hi' },
    });
    expect(res.statusCode).toBe(201);
    expect(await languageOf(email)).toBe('hi');
    const mail = await ctx.smtp.waitFor(email, { after });
    expect(mail.subject).toBe('आपका भारतीय इस्पात अनुसंधान एवं प्रौद्योगिकी मिशन सत्यापन कोड');
    expect(mail.text).toContain('प्रिय कविता राव,');
    expect(mail.text).toMatch(/\/hi\/verify-email\b/);
    expect(mail.html).toContain('<html lang="hi">');
    expect(SmtpCatcher.codeIn(mail)).toMatch(/^\d{6}$/);
    expect(latin(`${mail.subject}\n${mail.text}`)).toEqual([]);
  });

  it("an admin's decision reaches a Hindi user in Hindi, an English user in English", async () => {
    const admin = await signInAdmin(ctx);
    const hindi = await registerVerifiedUser(ctx, { name: 'सुनीता वर्मा' });
    await setLanguage(hindi.token, 'hi');
    const english = await registerVerifiedUser(ctx);
    for (const [user, subject] of [
      [hindi, 'भारतीय इस्पात अनुसंधान एवं प्रौद्योगिकी मिशन: आपके पंजीकरण की स्थिति अब अनुमोदित है'],
      [english, 'Steel Research & Technology Mission of India: your registration is now Approved'],
    ] as const) {
      const after = ctx.smtp.mails.length;
      const res = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/status`, headers: bearer(admin), payload: { status: 'APPROVED' } });
      expect(res.statusCode).toBe(200);
      const mail = await ctx.smtp.waitFor(user.email, { after });
      expect(mail.subject).toBe(subject);
    }
    const hindiMail = await ctx.smtp.waitFor(hindi.email, { subject: /अनुमोदित/ });
    expect(hindiMail.text).toMatch(/\/hi\/dashboard\/profile\b/);
    expect(latin(`${hindiMail.subject}\n${hindiMail.text}`)).toEqual([]);
  });
});
