import { COLLABORATOR_QUERY_MIN_LENGTH, COLLABORATOR_SEARCH_LIMIT, COLLABORATOR_SEARCHES_PER_ACCOUNT_PER_HOUR, fillMessage, MESSAGES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { bearer, completeProfile, registerSubmitter, registerUser, registerVerifiedUser } from '../../test/users.js';
import { maskEmail } from './mask-email.js';

let ctx: TestContext;
let adminToken: string;
let caller: Awaited<ReturnType<typeof registerSubmitter>>;
const tag = `Foundry${process.pid}`;

beforeAll(async () => {
  // The per-account search limit has its own test below, with its own app at the real limit.
  ctx = await createTestApp({ rateLimitScale: 10 });
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).json()
    .data.token;
  caller = await registerSubmitter(ctx, { name: `${tag} Caller` });
  for (let i = 0; i < COLLABORATOR_SEARCH_LIMIT + 2; i++)
    await registerSubmitter(ctx, { name: `${tag} Member ${String(i).padStart(2, '0')}`, organization: 'Rourkela Steel Plant' });
  await registerSubmitter(ctx, { name: 'Percent 100% Sure', organization: 'Under_score Works' });
});
afterAll(() => ctx.close());

const search = (token: string | null, query?: string, app = ctx) =>
  app.app.inject({
    method: 'GET',
    url: `/api/users/collaborators${query === undefined ? '' : `?query=${encodeURIComponent(query)}`}`,
    headers: token ? bearer(token) : {},
  });

describe('GET /users/collaborators', () => {
  it('returns at most 20 users with their address masked, never the address itself, never the caller', async () => {
    const res = await search(caller.token, 'rourkela');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; name: string; maskedEmail: string }[];
    expect(data).toHaveLength(COLLABORATOR_SEARCH_LIMIT);
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'maskedEmail', 'name', 'organization', 'organizationCategory']);
    const [stored] = await ctx.app.db.select({ email: users.email }).from(users).where(eq(users.id, data[0]!.id));
    expect(data[0]!.maskedEmail).toBe(maskEmail(stored!.email));
    expect(res.body).not.toContain(stored!.email);
    expect((await search(caller.token, tag)).json().data.some((u: { id: string }) => u.id === caller.id)).toBe(false);
  });

  it('masks an address to its first character and its domain', () => {
    expect(maskEmail('anita.rao@sail.co.in')).toBe('a•••@sail.co.in');
    expect(maskEmail('x@tata.com')).toBe('x•••@tata.com');
  });

  it('asks for a query of at least 3 characters: none, blank or 2 characters is a 400 with the reason', async () => {
    const reason = fillMessage(MESSAGES.collaboratorQueryTooShort, { min: COLLABORATOR_QUERY_MIN_LENGTH });
    for (const query of [undefined, '', '   ', 'ro', ' r ']) {
      const res = await search(caller.token, query);
      expect(res.statusCode, String(query)).toBe(400);
      expect(
        res.json().errors.map((e: { message: string }) => e.message),
        String(query),
      ).toContain(reason);
    }
    expect((await search(caller.token, 'rou')).json().data).toHaveLength(COLLABORATOR_SEARCH_LIMIT);
  });

  it('matches part of a name or organisation, never an e-mail address, so a search cannot confirm one is registered', async () => {
    expect((await search(caller.token, `${tag} Member 07`)).json().data.map((u: { name: string }) => u.name)).toEqual([`${tag} Member 07`]);
    const someone = (await search(caller.token, `${tag} Member 03`)).json().data[0];
    const [stored] = await ctx.app.db.select({ email: users.email }).from(users).where(eq(users.id, someone.id));
    const email = stored!.email;
    // A registered address answers exactly as an unregistered one does: nobody.
    const unknown = `nobody-${tag.toLowerCase().replace(/\W/g, '')}@example.test`;
    const [registered, unregistered] = await Promise.all([search(caller.token, email), search(caller.token, unknown)]);
    expect(registered.statusCode).toBe(200);
    expect(registered.body).toBe(unregistered.body);
    expect(registered.json().data).toEqual([]);
    // Nor does any part of an address: not the local part, not the domain, not the address cut short.
    for (const part of [email.toUpperCase(), email.split('@')[0]!, `@${email.split('@')[1]}`, email.slice(0, -1), email.slice(1)]) {
      expect((await search(caller.token, part)).json().data, part).toEqual([]);
    }
  });

  it('takes %, _ and \\ in the query literally', async () => {
    expect((await search(caller.token, '100%')).json().data.map((u: { name: string }) => u.name)).toEqual(['Percent 100% Sure']);
    expect((await search(caller.token, '00%')).json().data.map((u: { name: string }) => u.name)).toEqual(['Percent 100% Sure']);
    expect((await search(caller.token, 'under_')).json().data).toHaveLength(1);
    expect((await search(caller.token, 'd_r')).json().data).toHaveLength(0);
    expect((await search(caller.token, '\\\\\\')).json().data).toHaveLength(0);
  });

  it('never lists admins, unverified users or incomplete profiles', async () => {
    await registerUser(ctx, { name: `${tag} Unverified` });
    const incomplete = await registerVerifiedUser(ctx, { name: `${tag} Incomplete` });
    const names = (await search(caller.token, tag)).json().data.map((u: { name: string }) => u.name);
    expect(names).not.toContain(`${tag} Incomplete`);
    expect(names).not.toContain(`${tag} Unverified`);
    expect((await search(caller.token, TEST_ADMIN.email)).json().data).toEqual([]);
    // An admin with a complete profile is still never offered.
    const admin = await registerSubmitter(ctx, { name: `${tag} Admin` });
    await ctx.app.db
      .update(users)
      .set({ roles: ['ADMIN'] })
      .where(eq(users.id, admin.id));
    expect((await search(caller.token, `${tag} Admin`)).json().data).toEqual([]);
    await completeProfile(ctx, incomplete.token);
    expect((await search(caller.token, `${tag} Incomplete`)).json().data).toHaveLength(1);
  });

  it('is for signed-in users who may submit: 401 anonymous, 403 with an incomplete profile, 400 for a long query or a control character', async () => {
    expect((await search(null, 'rourkela')).statusCode).toBe(401);
    const incomplete = await registerVerifiedUser(ctx);
    const refused = await search(incomplete.token, tag);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.submitNeedsCompleteProfile);
    expect((await search(caller.token, 'x'.repeat(101))).statusCode).toBe(400);
    const nul = await search(caller.token, 'Rourkela\u0000');
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().message).toBe(MESSAGES.validationFailed);
    expect((await search(adminToken, tag)).statusCode).toBe(403);
  });
});

describe('GET /users/collaborators, per-account limit', () => {
  it(`answers ${COLLABORATOR_SEARCHES_PER_ACCOUNT_PER_HOUR} searches an hour per account, then 429; another account is not held back`, async () => {
    const own = await createTestApp();
    try {
      const a = await registerSubmitter(own);
      const b = await registerSubmitter(own);
      for (let i = 0; i < COLLABORATOR_SEARCHES_PER_ACCOUNT_PER_HOUR; i++) expect((await search(a.token, `steel ${i}`, own)).statusCode).toBe(200);
      const refused = await search(a.token, 'steel', own);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain(MESSAGES.collaboratorSearchLimit);
      expect((await search(b.token, 'steel', own)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
