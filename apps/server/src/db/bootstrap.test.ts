import { API, API_PREFIX } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, LEGACY_DEFAULT_ADMIN_EMAIL } from '../config.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { ensureFirstAdmin } from './bootstrap.js';
import { users } from './schema/index.js';

const LEGACY_PASSWORD = 'printed-by-an-earlier-version';
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const signIn = (email: string, password: string) => ctx!.app.inject({ method: 'POST', url: `${API_PREFIX}${API.login}`, payload: { email, password } });

/** A database whose first admin an earlier version created as admin@localhost (the test config bypasses the rule). */
async function legacyDataDir(logStream: { write(line: string): void } = { write: () => undefined }): Promise<TestContext> {
  return createTestApp({ admin: { email: LEGACY_DEFAULT_ADMIN_EMAIL, password: LEGACY_PASSWORD }, logLevel: 'info' }, { logStream });
}

describe('the first admin', () => {
  it('is created with an address the sign-in accepts, and the log holds its domain, never the address', async () => {
    const lines: string[] = [];
    ctx = await createTestApp(
      { admin: { email: DEFAULT_ADMIN_EMAIL, password: 'a-chosen-admin-password' }, logLevel: 'info' },
      { logStream: { write: (l) => void lines.push(l) } },
    );
    expect((await signIn(DEFAULT_ADMIN_EMAIL, 'a-chosen-admin-password')).statusCode).toBe(200);
    const created = lines.find((l) => l.includes('first admin created'));
    expect(created).toContain('"emailDomain":"portal.localhost"');
    expect(lines.join('')).not.toContain(DEFAULT_ADMIN_EMAIL);
  });

  it('made as admin@localhost by an earlier version takes the configured address at the next start and keeps its password', async () => {
    const lines: string[] = [];
    ctx = await legacyDataDir({ write: (l) => void lines.push(l) });
    expect((await signIn(LEGACY_DEFAULT_ADMIN_EMAIL, LEGACY_PASSWORD)).statusCode).toBe(400);

    await ensureFirstAdmin(ctx.database.db, { ...ctx.config, admin: { email: DEFAULT_ADMIN_EMAIL, password: null } }, ctx.app.log);
    expect((await signIn(DEFAULT_ADMIN_EMAIL, LEGACY_PASSWORD)).statusCode).toBe(200);
    const admins = await ctx.database.db.select({ email: users.email, roles: users.roles }).from(users);
    expect(admins).toEqual([{ email: DEFAULT_ADMIN_EMAIL, roles: ['ADMIN'] }]);
    expect(lines.some((l) => l.includes('first admin renamed') && l.includes('"emailDomain":"portal.localhost"'))).toBe(true);
    expect(lines.join('')).not.toContain(DEFAULT_ADMIN_EMAIL);

    // Once renamed, a later start changes nothing.
    await ensureFirstAdmin(ctx.database.db, { ...ctx.config, admin: { email: 'other@portal.test', password: 'another-password-1' } }, ctx.app.log);
    expect((await signIn(DEFAULT_ADMIN_EMAIL, LEGACY_PASSWORD)).statusCode).toBe(200);
  });

  it('made as admin@localhost takes ADMIN_EMAIL and ADMIN_PASSWORD when they are set, so a lost password is no lock-out', async () => {
    ctx = await legacyDataDir();
    await ensureFirstAdmin(ctx.database.db, { ...ctx.config, admin: { email: 'ops@portal.test', password: 'a-new-admin-password' } }, ctx.app.log);
    expect((await signIn('ops@portal.test', 'a-new-admin-password')).statusCode).toBe(200);
    expect((await signIn('ops@portal.test', LEGACY_PASSWORD)).statusCode).toBe(401);
  });

  it('made as admin@localhost stays as it is when the configured address belongs to someone else', async () => {
    ctx = await legacyDataDir();
    const [legacy] = await ctx.database.db.select().from(users).where(eq(users.email, LEGACY_DEFAULT_ADMIN_EMAIL));
    await ctx.database.db.insert(users).values({ ...legacy!, id: undefined, email: 'taken@portal.test', roles: ['INNOVATOR'] } as typeof users.$inferInsert);
    await ensureFirstAdmin(ctx.database.db, { ...ctx.config, admin: { email: 'taken@portal.test', password: null } }, ctx.app.log);
    const rows = await ctx.database.db.select({ email: users.email, roles: users.roles }).from(users).orderBy(users.email);
    expect(rows).toEqual([
      { email: LEGACY_DEFAULT_ADMIN_EMAIL, roles: ['ADMIN'] },
      { email: 'taken@portal.test', roles: ['INNOVATOR'] },
    ]);
  });
});
