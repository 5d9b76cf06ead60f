import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { SmtpCatcher } from '../../test/smtp.js';
import { bearer, registerUser, registerVerifiedUser, uniqueEmail, VALID_PASSWORD } from '../../test/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates a pending, unverified innovator, answers tokens at the top level and mails a 6-digit code', async () => {
    const email = uniqueEmail('reg');
    const res = await post('register', { name: 'Ravi Kumar', email: `  ${email.toUpperCase()} `, phone: '9876543210', password: VALID_PASSWORD, agreeTerms: true });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(typeof body.token).toBe('string');
    expect(typeof body.refreshToken).toBe('string');
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ email, name: 'Ravi Kumar', roles: ['INNOVATOR'], isEmailVerified: false, isProfileComplete: false, permissions: [] });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);

    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ status: 'PENDING_APPROVAL', isEmailVerified: false, roles: ['INNOVATOR'] });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await ctx.smtp.waitFor(email);
    expect(mail.subject).toMatch(/verification code/i);
    expect(mail.text).toMatch(/valid for 10 minutes/);
    expect(mail.html).toContain(SmtpCatcher.codeIn(mail));
    // Only a hash of the code is stored.
    const [code] = await ctx.app.db.select().from(verificationCodes).where(eq(verificationCodes.userId, row!.id));
    expect(code!.codeHash).not.toContain(SmtpCatcher.codeIn(mail));
  });

  it('refuses a taken e-mail with 409, whatever its case', async () => {
    const { email } = await registerUser(ctx);
    const res = await post('register', { name: 'X', email: email.toUpperCase(), phone: '9876543210', password: VALID_PASSWORD, agreeTerms: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });

  it('refuses missing and malformed fields, terms not accepted and common passwords, naming each field', async () => {
    const res = await post('register', { name: '', email: 'nope', phone: 'abc', password: 'short', agreeTerms: false });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string[] }) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.phone', 'body.password', 'body.agreeTerms']));
    const common = await post('register', { name: 'A', email: uniqueEmail(), phone: '9876543210', password: 'password123', agreeTerms: true });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0]).toEqual({ path: ['body', 'password'], message: 'This password is too common. Choose a less predictable one.' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in an unverified user too, with the user summary the client routes by', async () => {
    const { email, password } = await registerUser(ctx);
    const res = await post('login', { email, password, rememberMe: true });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ email, isEmailVerified: false, role: 'INNOVATOR', roles: ['INNOVATOR'] });
    expect(data.token).toBeTruthy();
    expect(data.refreshToken).toBeTruthy();
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const { email } = await registerUser(ctx);
    const wrong = await post('login', { email, password: 'not-the-password' });
    const unknown = await post('login', { email: uniqueEmail('ghost'), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('lets the first admin in as ADMIN', async () => {
    const res = await post('login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(res.json().data.user).toMatchObject({ role: 'ADMIN', isEmailVerified: true });
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed code, once', async () => {
    const { email, code } = await registerUser(ctx);
    const ok = await post('verify-email', { email, token: code });
    expect(ok.statusCode).toBe(200);
    const login = await post('login', { email, password: VALID_PASSWORD });
    expect(login.json().data.user.isEmailVerified).toBe(true);
    expect(decodeJwt(login.json().data.token).isEmailVerified).toBe(true);
    const again = await post('verify-email', { email, token: code });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a wrong code, and locks the code after 5 wrong tries even for the right one', async () => {
    const { email, code } = await registerUser(ctx);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post('verify-email', { email, token: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired verification code');
    }
    const fifth = await post('verify-email', { email, token: wrong });
    expect(fifth.json().message).toBe('Too many wrong codes. Request a new code.');
    const sixth = await post('verify-email', { email, token: code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Too many wrong codes. Request a new code.');
  });

  it('refuses an expired code', async () => {
    const { email, code } = await registerUser(ctx);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    await ctx.app.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, user!.id));
    const res = await post('verify-email', { email, token: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired verification code');
  });

  it('resends at most once a minute, and the new code replaces the old one', async () => {
    const { email, code } = await registerUser(ctx);
    const tooSoon = await post('resend-verification', { email });
    expect(tooSoon.statusCode).toBe(429);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    await ctx.app.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(verificationCodes.userId, user!.id));
    const after = ctx.smtp.mails.length;
    const res = await post('resend-verification', { email });
    expect(res.statusCode).toBe(200);
    const newCode = SmtpCatcher.codeIn(await ctx.smtp.waitFor(email, { after }));
    if (newCode !== code) expect((await post('verify-email', { email, token: code })).statusCode).toBe(400);
    expect((await post('verify-email', { email, token: newCode })).statusCode).toBe(200);
  });

  it('answers resend the same for an unknown address', async () => {
    const res = await post('resend-verification', { email: uniqueEmail('nobody') });
    expect(res.statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh gives a new pair, and the old token cannot be reused after the grace period', async () => {
    const user = await registerVerifiedUser(ctx);
    const first = await post('refresh', { refreshToken: user.refreshToken });
    expect(first.statusCode).toBe(200);
    const pair = first.json().data;
    expect(pair.refreshToken).not.toBe(user.refreshToken);
    expect(decodeJwt(pair.token).sub).toBe(user.id);

    // A second use within seconds (two tabs) still works…
    expect((await post('refresh', { refreshToken: user.refreshToken })).statusCode).toBe(200);
    // …but a replay after the grace revokes the whole family, including the newest token.
    const { refreshTokens } = await import('../../db/schema/index.js');
    await ctx.app.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.userId, user.id));
    const replay = await post('refresh', { refreshToken: user.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect((await post('refresh', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
  });

  it('refuses an unknown token', async () => {
    const res = await post('refresh', { refreshToken: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the presented family and needs a bearer token', async () => {
    const user = await registerVerifiedUser(ctx);
    expect((await post('logout', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    const res = await post('logout', { refreshToken: user.refreshToken }, bearer(user.token));
    expect(res.statusCode).toBe(200);
    expect((await post('refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a code, sets the new password and signs out every session', async () => {
    const user = await registerVerifiedUser(ctx);
    const after = ctx.smtp.mails.length;
    const res = await post('forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor(user.email, { after, subject: /reset/i });
    const code = SmtpCatcher.codeIn(mail);
    const reset = await post('reset-password', { email: user.email, token: code, password: 'Coke-Oven-Battery-7' });
    expect(reset.statusCode).toBe(200);
    expect((await post('login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('login', { email: user.email, password: 'Coke-Oven-Battery-7' })).statusCode).toBe(200);
    expect((await post('refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    const spent = await post('reset-password', { email: user.email, token: code, password: 'Another-Pass-99' });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe('Invalid or expired reset code');
  });

  it('answers forgot-password the same for an unknown address and sends nothing', async () => {
    const known = await registerVerifiedUser(ctx);
    const a = await post('forgot-password', { email: uniqueEmail('unknown') });
    const b = await post('forgot-password', { email: known.email });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
  });
});

describe('rate limits', () => {
  it('stop repeated sign-ins for one address with 429 and a message', async () => {
    const { email } = await registerUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('login', { email, password: 'wrong-password' })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await post('login', { email, password: VALID_PASSWORD });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/Too many attempts for this address/);
  });
});
