import { MESSAGES } from '@portal/shared';
import { decodeJwt, SignJWT } from 'jose';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, refreshTokens, users, verificationCodes } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { SmtpCatcher } from '../../test/smtp.js';
import { hashRefreshToken } from './tokens.js';
import { bearer, registerUser, registerVerifiedUser, uniqueEmail, VALID_PASSWORD } from '../../test/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, headers, remoteAddress });

/** Makes the latest codes of these addresses older than the once-a-minute pause, so a new one is mailed. */
async function verificationCodesAged(emails: string[]) {
  for (const email of emails) {
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    await ctx.app.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.userId, user!.id));
  }
}

/** Milliseconds a call takes, with its answer awaited. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

describe('POST /api/auth/register', () => {
  it('creates a pending, unverified innovator, answers without tokens and mails a 6-digit code', async () => {
    const email = uniqueEmail('reg');
    const res = await post('register', {
      name: 'Ravi Kumar',
      email: `  ${email.toUpperCase()} `,
      phone: '9876543210',
      password: VALID_PASSWORD,
      agreeTerms: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.registered, data: null });

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

    // The account signs in with its password; the token states what the spec lists.
    const login = await post('login', { email, password: VALID_PASSWORD });
    const claims = decodeJwt(login.json().data.token);
    expect(claims).toMatchObject({ email, name: 'Ravi Kumar', roles: ['INNOVATOR'], isEmailVerified: false, isProfileComplete: false, permissions: [] });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it('answers a taken address exactly as a new one, whatever its case, and mails the owner instead of a code', async () => {
    const owner = await registerVerifiedUser(ctx, { name: 'Lata Menon' });
    const after = ctx.smtp.mails.length;
    const taken = await post('register', {
      name: 'Intruder',
      email: owner.email.toUpperCase(),
      phone: '9876543210',
      password: 'Other-Password-77',
      agreeTerms: true,
    });
    const fresh = await post('register', { name: 'Newcomer', email: uniqueEmail('fresh'), phone: '9876543210', password: VALID_PASSWORD, agreeTerms: true });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());
    const mail = await ctx.smtp.waitFor(owner.email, { after });
    expect(mail.subject).toMatch(/your .* account/i);
    expect(mail.text).toContain('Dear Lata Menon');
    expect(mail.text).toMatch(/already has an account/);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    // Nothing changed on the account: its password still signs in, the intruder's does not.
    expect((await post('login', { email: owner.email, password: owner.password })).statusCode).toBe(200);
    expect((await post('login', { email: owner.email, password: 'Other-Password-77' })).statusCode).toBe(401);
  });

  it('refuses missing and malformed fields, terms not accepted and common passwords, naming each field', async () => {
    const res = await post('register', { name: '', email: 'nope', phone: 'abc', password: 'short', agreeTerms: false });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string[] }) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.phone', 'body.password', 'body.agreeTerms']));
    const common = await post('register', { name: 'A', email: uniqueEmail(), phone: '9876543210', password: 'password123', agreeTerms: true });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0]).toEqual({
      path: ['body', 'password'],
      message: 'This password is too common. Choose a less predictable one.',
      key: 'passwordTooCommon',
    });
  });

  it('refuses a name with a NUL character as a field error, not a database failure', async () => {
    const res = await post('register', { name: 'Asha\u0000Rao', email: uniqueEmail(), phone: '9876543210', password: VALID_PASSWORD, agreeTerms: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: ['body', 'name'], message: 'Remove control characters from this text', key: 'controlCharacters' }]);
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
  it('verifies with the mailed code, once; a verified address answers as an unknown one', async () => {
    const { email, code } = await registerUser(ctx);
    const ok = await post('verify-email', { email, token: code });
    expect(ok.statusCode).toBe(200);
    const login = await post('login', { email, password: VALID_PASSWORD });
    expect(login.json().data.user.isEmailVerified).toBe(true);
    expect(decodeJwt(login.json().data.token).isEmailVerified).toBe(true);
    const again = await post('verify-email', { email, token: code });
    const unknown = await post('verify-email', { email: uniqueEmail('nobody'), token: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(unknown.json());
    expect(again.json().message).toBe(MESSAGES.codeInvalidOrExpired);
  });

  it('refuses a wrong code, and locks the code after 5 wrong tries even for the right one', async () => {
    const { email, code } = await registerUser(ctx);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await post('verify-email', { email, token: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.codeInvalidOrExpired);
    }
    const sixth = await post('verify-email', { email, token: code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(MESSAGES.codeInvalidOrExpired);
  });

  it('refuses an expired code', async () => {
    const { email, code } = await registerUser(ctx);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    await ctx.app.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user!.id));
    const res = await post('verify-email', { email, token: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.codeInvalidOrExpired);
  });

  it('resends at most once a minute, quietly, and the new code replaces the old one', async () => {
    const { email, code } = await registerUser(ctx);
    const mailsBefore = ctx.smtp.mails.length;
    const tooSoon = await post('resend-verification', { email });
    const unknown = await post('resend-verification', { email: uniqueEmail('nobody') });
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual(unknown.json());
    // The answer comes before the work (decision 040): let the work run before looking at the mail.
    await new Promise((r) => setTimeout(r, 150));
    await ctx.app.mailer.drain();
    expect(ctx.smtp.mails.slice(mailsBefore).filter((m) => m.to.includes(email))).toHaveLength(0);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    await ctx.app.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.userId, user!.id));
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

    // A second use within seconds from the same client (two tabs) still works…
    expect((await post('refresh', { refreshToken: user.refreshToken })).statusCode).toBe(200);
    // …but a replay after the grace revokes the whole family, including the newest token. Only the
    // replayed token is back-dated: the newest one is refused because its family was revoked.
    await ctx.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(user.refreshToken)));
    const replay = await post('refresh', { refreshToken: user.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect((await post('refresh', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
  });

  it('give the reuse grace to the same client only: a replay from another address or browser revokes the family', async () => {
    for (const other of [{ remoteAddress: '198.51.100.20' }, { headers: { 'user-agent': 'curl/8.5' } }]) {
      const user = await registerVerifiedUser(ctx);
      const first = await post('refresh', { refreshToken: user.refreshToken }, { 'user-agent': 'Firefox/140' });
      expect(first.statusCode).toBe(200);
      const replay = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: user.refreshToken },
        remoteAddress: other.remoteAddress ?? '127.0.0.1',
        headers: other.headers ?? { 'user-agent': 'Firefox/140' },
      });
      expect(replay.statusCode).toBe(401);
      expect((await post('refresh', { refreshToken: first.json().data.refreshToken }, { 'user-agent': 'Firefox/140' })).statusCode).toBe(401);
    }
  });

  it('refuses an unknown token', async () => {
    const res = await post('refresh', { refreshToken: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the presented family', async () => {
    const user = await registerVerifiedUser(ctx);
    const res = await post('logout', { refreshToken: user.refreshToken }, bearer(user.token));
    expect(res.statusCode).toBe(200);
    expect((await post('refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
  });

  it('logout revokes the presented family even when the access token has expired', async () => {
    const user = await registerVerifiedUser(ctx);
    const expired = await new SignJWT({ email: user.email, name: 'x', roles: ['INNOVATOR'], permissions: [], isEmailVerified: true, isProfileComplete: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('srtmi-portal')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    const res = await post('logout', { refreshToken: user.refreshToken }, bearer(expired));
    expect(res.statusCode).toBe(200);
    expect((await post('refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
  });

  it('logout without a refresh token needs a valid access token', async () => {
    const user = await registerVerifiedUser(ctx);
    expect((await post('logout', {})).statusCode).toBe(401);
    expect((await post('logout', {}, bearer(user.token))).statusCode).toBe(200);
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
    expect(spent.json().message).toBe(MESSAGES.resetCodeInvalidOrExpired);
  });

  it('answers forgot-password the same for an unknown address and sends nothing', async () => {
    const known = await registerVerifiedUser(ctx);
    const a = await post('forgot-password', { email: uniqueEmail('unknown') });
    const b = await post('forgot-password', { email: known.email });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
  });

  it('answers forgot-password and resend in the same time for a known and an unknown address', async () => {
    // Known addresses with mail due each time (the once-a-minute pause is per address), unknown ones,
    // interleaved so a slow moment of the machine touches both; medians compared. Before each call the
    // previous one's mail has been caught, so no work of one call lands inside the next measurement.
    // A difference in the work done shows in every round; a busy machine's noise seldom twice: a call
    // passes when one of up to three rounds finds the medians within the tolerance.
    const known = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8].map(() => registerUser(ctx)));
    // Quiet means the mail is caught and its outbox row marked sent: on PGlite that last write would
    // otherwise queue behind the next measured call and slow it alone.
    const quiet = async (email: string | null, subject: RegExp, after: number) => {
      if (email) {
        await ctx.smtp.waitFor(email, { after, subject });
        for (;;) {
          const [unsent] = await ctx.app.db
            .select({ n: count() })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.to, email), eq(mailOutbox.status, 'PENDING')));
          if (unsent!.n === 0) break;
          await new Promise((r) => setTimeout(r, 10));
        }
      }
      await new Promise((r) => setTimeout(r, 40));
    };
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const round = async (call: 'forgot-password' | 'resend-verification', subject: RegExp, n: number) => {
      await verificationCodesAged(known.map((k) => k.email));
      const times = { known: [] as number[], unknown: [] as number[] };
      // Each request from a client of its own, so every one writes new rate-limit rows (a second hit of
      // one client updates its row instead, which costs another amount of work than the first).
      const client = (i: number, which: number) => `10.${n}.${call === 'forgot-password' ? 1 : 2}.${2 * i + which}`;
      for (const [i, user] of known.entries()) {
        let after = ctx.smtp.mails.length;
        times.known.push(await timed(() => post(call, { email: user.email }, {}, client(i, 0))));
        await quiet(user.email, subject, after);
        after = ctx.smtp.mails.length;
        times.unknown.push(await timed(() => post(call, { email: uniqueEmail('nobody') }, {}, client(i, 1))));
        await quiet(null, subject, after);
      }
      const [k, u] = [median(times.known), median(times.unknown)];
      return { pass: Math.abs(k - u) < Math.max(3, 0.5 * Math.min(k, u)), said: `known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms` };
    };
    for (const [call, subject] of [
      ['forgot-password', /reset/i],
      ['resend-verification', /verification/i],
    ] as const) {
      const rounds: string[] = [];
      let passed = false;
      for (let n = 0; n < 3 && !passed; n++) {
        const result = await round(call, subject, n);
        rounds.push(result.said);
        passed = result.pass;
      }
      expect(passed, `${call}: ${rounds.join('; ')}`).toBe(true);
    }
  }, 120_000);
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

  it('lock an address out from the client that failed, never its owner elsewhere', async () => {
    const { email } = await registerUser(ctx);
    const stranger = '203.0.113.66';
    for (let i = 0; i < 10; i++) expect((await post('login', { email, password: 'wrong-password' }, {}, stranger)).statusCode).toBe(401);
    expect((await post('login', { email, password: VALID_PASSWORD }, {}, stranger)).statusCode).toBe(429);
    expect((await post('login', { email, password: VALID_PASSWORD }, {}, '198.51.100.77')).statusCode).toBe(200);
  });

  it('count only wrong passwords towards the lock: an owner signing in often is never refused', async () => {
    const client = '203.0.113.68';
    const { email } = await registerUser(ctx, { clientIp: client });
    for (let i = 0; i < 9; i++) expect((await post('login', { email, password: 'wrong-password' }, {}, client)).statusCode).toBe(401);
    for (let i = 0; i < 12; i++) expect((await post('login', { email, password: VALID_PASSWORD }, {}, client)).statusCode, `sign-in ${i + 1}`).toBe(200);
    for (let i = 0; i < 10; i++) expect((await post('login', { email, password: 'wrong-password' }, {}, client)).statusCode).toBe(401);
    expect((await post('login', { email, password: VALID_PASSWORD }, {}, client)).statusCode).toBe(429);
  });

  it('let an owner who locked themselves out back in through the password reset', async () => {
    const { email } = await registerUser(ctx);
    const client = '203.0.113.67';
    for (let i = 0; i < 10; i++) await post('login', { email, password: 'wrong-password' }, {}, client);
    expect((await post('login', { email, password: VALID_PASSWORD }, {}, client)).statusCode).toBe(429);
    const after = ctx.smtp.mails.length;
    expect((await post('forgot-password', { email }, {}, client)).statusCode).toBe(200);
    const code = SmtpCatcher.codeIn(await ctx.smtp.waitFor(email, { after, subject: /reset/i }));
    expect((await post('reset-password', { email, token: code, password: 'Coke-Oven-Battery-8' }, {}, client)).statusCode).toBe(200);
    expect((await post('login', { email, password: 'Coke-Oven-Battery-8' }, {}, client)).statusCode).toBe(200);
  });
});
