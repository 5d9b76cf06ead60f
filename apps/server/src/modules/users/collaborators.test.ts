import { COLLABORATOR_SEARCH_LIMIT, MESSAGES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { bearer, completeProfile, registerSubmitter, registerUser, registerVerifiedUser } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
let caller: Awaited<ReturnType<typeof registerSubmitter>>;
const tag = `Foundry${process.pid}`;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).json().data.token;
  caller = await registerSubmitter(ctx, { name: `${tag} Caller` });
  for (let i = 0; i < COLLABORATOR_SEARCH_LIMIT + 2; i++) await registerSubmitter(ctx, { name: `${tag} Member ${String(i).padStart(2, '0')}`, organization: 'Rourkela Steel Plant' });
  await registerSubmitter(ctx, { name: 'Percent 100% Sure', organization: 'Under_score Works' });
});
afterAll(() => ctx.close());

const search = (token: string | null, query?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/users/collaborators${query === undefined ? '' : `?query=${encodeURIComponent(query)}`}`, headers: token ? bearer(token) : {} });

describe('GET /users/collaborators', () => {
  it('returns at most 20 users with only the fields a collaborator row needs, never the caller', async () => {
    const res = await search(caller.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; name: string }[];
    expect(data).toHaveLength(COLLABORATOR_SEARCH_LIMIT);
    expect(Object.keys(data[0]!).sort()).toEqual(['email', 'id', 'name', 'organization', 'organizationCategory']);
    expect(data.some((u) => u.id === caller.id)).toBe(false);
    expect((await search(caller.token, tag)).json().data.some((u: { id: string }) => u.id === caller.id)).toBe(false);
  });

  it('matches the query on name, organisation or e-mail', async () => {
    expect((await search(caller.token, `${tag} Member 07`)).json().data.map((u: { name: string }) => u.name)).toEqual([`${tag} Member 07`]);
    expect((await search(caller.token, 'rourkela')).json().data).toHaveLength(COLLABORATOR_SEARCH_LIMIT);
    const someone = (await search(caller.token, `${tag} Member 03`)).json().data[0];
    expect((await search(caller.token, someone.email.toUpperCase())).json().data.map((u: { id: string }) => u.id)).toEqual([someone.id]);
  });

  it('takes %, _ and \\ in the query literally', async () => {
    expect((await search(caller.token, '100%')).json().data.map((u: { name: string }) => u.name)).toEqual(['Percent 100% Sure']);
    expect((await search(caller.token, '%')).json().data.map((u: { name: string }) => u.name)).toEqual(['Percent 100% Sure']);
    expect((await search(caller.token, 'under_')).json().data).toHaveLength(1);
    expect((await search(caller.token, '_')).json().data).toHaveLength(1);
    expect((await search(caller.token, '\\')).json().data).toHaveLength(0);
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
    await ctx.app.db.update(users).set({ roles: ['ADMIN'] }).where(eq(users.id, admin.id));
    expect((await search(caller.token, `${tag} Admin`)).json().data).toEqual([]);
    await completeProfile(ctx, incomplete.token);
    expect((await search(caller.token, `${tag} Incomplete`)).json().data).toHaveLength(1);
  });

  it('is for signed-in users who may submit: 401 anonymous, 403 with an incomplete profile, 400 for a long query or a control character', async () => {
    expect((await search(null)).statusCode).toBe(401);
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
