import { MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { uniqueEmail, VALID_PASSWORD } from '../../test/users.js';

// An app of its own: the limiter counts per app, and other test files register many users.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') => ctx.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });

/** Alternates the case of the address, which must not open a new allowance. */
const mixedCase = (email: string, i: number) => (i % 2 ? email.toUpperCase() : email);

const CASES: { call: string; allowed: number; body: (email: string) => object }[] = [
  { call: 'register', allowed: 5, body: (email) => ({ name: 'Asha Rao', email, phone: '9876543210', password: VALID_PASSWORD, agreeTerms: true }) },
  { call: 'verify-email', allowed: 20, body: (email) => ({ email, token: '000000' }) },
  { call: 'resend-verification', allowed: 5, body: (email) => ({ email }) },
  { call: 'forgot-password', allowed: 5, body: (email) => ({ email }) },
  { call: 'reset-password', allowed: 10, body: (email) => ({ email, token: '000000', password: VALID_PASSWORD }) },
];

describe('rate limits per address', () => {
  for (const { call, allowed, body } of CASES) {
    it(`${call}: ${allowed} tries for one address, then 429 with a message`, async () => {
      const email = uniqueEmail(call);
      for (let i = 0; i < allowed; i++) {
        const res = await post(call, body(mixedCase(email, i)));
        expect(res.statusCode, `try ${i + 1}`).not.toBe(429);
      }
      const refused = await post(call, body(email.toUpperCase()));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 'error' });
      expect(refused.json().message).toMatch(/^Too many attempts for this address\. Try again in \d+ minutes?\.$/);

      // Another address from the same client is still served.
      expect((await post(call, body(uniqueEmail(`${call}-other`)))).statusCode).not.toBe(429);
    });
  }
});

describe('rate limits per client', () => {
  it('forgot-password: 30 requests an hour from one client, whatever the address; other clients unaffected', async () => {
    const client = '203.0.113.7';
    for (let i = 0; i < 30; i++) {
      expect((await post('forgot-password', { email: uniqueEmail(`client-${i}`) }, client)).statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await post('forgot-password', { email: uniqueEmail('client-31') }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message.startsWith(MESSAGES.tooManyRequests)).toBe(true);

    expect((await post('forgot-password', { email: uniqueEmail('elsewhere') }, '198.51.100.4')).statusCode).toBe(200);
  });

  it('login: 100 sign-in attempts per 15 minutes from one client across addresses', async () => {
    const client = '203.0.113.8';
    for (let i = 0; i < 100; i++) {
      expect((await post('login', { email: uniqueEmail(`login-${i}`), password: 'not-the-password' }, client)).statusCode).toBe(401);
    }
    const refused = await post('login', { email: uniqueEmail('login-101'), password: 'not-the-password' }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message.startsWith(MESSAGES.tooManyRequests)).toBe(true);
  });
});
