import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import { refreshTokens, users, verificationCodes } from '../db/schema/index.js';
import { deleteInBatches } from '../lib/sql.js';
import { hashRefreshToken } from '../modules/auth/tokens.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { openTestDatabase } from '../test/database.js';
import { registerUser, registerVerifiedUser } from '../test/users.js';
import { dbPlugin } from './db.js';
import { housekeepingPlugin, type RetentionTask } from './housekeeping.js';

const HOUR = 3_600_000;

describe('retention of tokens and codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });
  const tokenRows = (userId: string) => ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));

  it('deletes expired refresh tokens and keeps live ones, spent ones included: renewal and reuse detection work as before', async () => {
    const user = await registerVerifiedUser(ctx);
    // A session renewed once: the first token is spent but still within its life.
    const renewed = await post('refresh', { refreshToken: user.refreshToken });
    expect(renewed.statusCode).toBe(200);
    const { refreshToken: current } = renewed.json().data as { refreshToken: string };
    // Two tokens of an old session of the same user, past their expiry (one spent, one not).
    const expired = { userId: user.id, familyId: crypto.randomUUID(), rememberMe: false, expiresAt: new Date(Date.now() - HOUR) };
    await ctx.app.db.insert(refreshTokens).values([
      { ...expired, tokenHash: hashRefreshToken('expired-spent'), usedAt: new Date(Date.now() - 2 * HOUR) },
      { ...expired, tokenHash: hashRefreshToken('expired-unused') },
    ]);
    expect(await tokenRows(user.id)).toHaveLength(4);

    const deleted = await ctx.app.housekeeping.run();
    expect(deleted['expired refresh tokens']).toBe(2);
    const left = await tokenRows(user.id);
    expect(left.map((r) => r.tokenHash).sort()).toEqual([hashRefreshToken(user.refreshToken), hashRefreshToken(current)].sort());
    expect(left.every((r) => r.expiresAt.getTime() > Date.now())).toBe(true);

    // The spent token, kept, is still recognised as a replay (past the grace) and revokes its family.
    await ctx.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(user.refreshToken)));
    expect((await post('refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    expect((await post('refresh', { refreshToken: current })).statusCode).toBe(401);
    // A second pass finds nothing more to do.
    expect((await ctx.app.housekeeping.run())['expired refresh tokens']).toBe(0);
  });

  it('deletes expired codes and keeps the live one, which still verifies the address', async () => {
    const reg = await registerUser(ctx);
    const [{ id: userId }] = (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, reg.email))) as [{ id: string }];
    await ctx.app.db.insert(verificationCodes).values([
      { userId, purpose: 'PASSWORD_RESET', codeHash: 'expired-reset', expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - HOUR) },
      {
        userId,
        purpose: 'EMAIL_VERIFICATION',
        codeHash: 'expired-verification',
        expiresAt: new Date(Date.now() - HOUR),
        createdAt: new Date(Date.now() - 2 * HOUR),
      },
    ]);

    expect((await ctx.app.housekeeping.run())['expired codes']).toBe(2);
    const left = await ctx.app.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId));
    expect(left).toHaveLength(1);
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await post('verify-email', { email: reg.email, token: reg.code })).statusCode).toBe(200);
  });

  it("judges expiry on the instance's clock: an instance behind the database keeps its fresh code and session, which still work (decision 295)", async () => {
    // This instance's clock is 13 hours behind the database's: the code it mails (10 minutes) and the session
    // it opens (12 hours) are past their expiry on the database's clock, and live on the instance's. (PGlite
    // runs in this process and reads its clock, so only PostgreSQL has a clock of its own to disagree with.)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 13 * HOUR });
    try {
      const reg = await registerUser(ctx);
      const session = await registerVerifiedUser(ctx);
      await ctx.app.housekeeping.run();
      expect((await post('verify-email', { email: reg.email, token: reg.code })).statusCode).toBe(200);
      expect((await post('refresh', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes a backlog larger than one batch, batch by batch', async () => {
    const user = await registerVerifiedUser(ctx);
    const stale = Array.from({ length: 7 }, (_, i) => ({
      userId: user.id,
      familyId: crypto.randomUUID(),
      tokenHash: hashRefreshToken(`backlog-${i}`),
      rememberMe: true,
      expiresAt: new Date(Date.now() - HOUR),
    }));
    await ctx.app.db.insert(refreshTokens).values(stale);
    const hashes = stale.map((s) => s.tokenHash);
    const gone = await deleteInBatches(ctx.app.db, refreshTokens, refreshTokens.id, inArray(refreshTokens.tokenHash, hashes), 3);
    expect(gone).toBe(7);
    expect(await ctx.app.db.select().from(refreshTokens).where(inArray(refreshTokens.tokenHash, hashes))).toEqual([]);
  });

  it('runs on its own after start and then on every interval', async () => {
    const timed = await createTestApp({ housekeepingEveryMs: 100 });
    try {
      const user = await registerVerifiedUser(timed);
      const insertExpired = (name: string) =>
        timed.app.db.insert(refreshTokens).values({
          userId: user.id,
          familyId: crypto.randomUUID(),
          tokenHash: hashRefreshToken(name),
          rememberMe: false,
          expiresAt: new Date(Date.now() - HOUR),
        });
      const count = async () => (await timed.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).length;
      await insertExpired('first');
      await expect.poll(count, { timeout: 5000 }).toBe(1);
      await insertExpired('second');
      await expect.poll(count, { timeout: 5000 }).toBe(1);
    } finally {
      await timed.close();
    }
  });
});

describe('the housekeeping timer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('goes on after a failing pass, and closing waits for a pass in progress', async () => {
    const app = Fastify({ logger: false });
    const calls: string[] = [];
    let release: () => void = () => {};
    const tasks: RetentionTask[] = [
      {
        name: 'flaky',
        run: async () => {
          calls.push('flaky');
          if (calls.length === 1) throw new Error('database away');
          if (calls.length === 3) await new Promise<void>((r) => (release = r));
          return 0;
        },
      },
    ];
    await app.register(dbPlugin, { database });
    await app.register(housekeepingPlugin, { everyMs: 20, tasks });
    await app.ready();
    await expect.poll(() => calls.length, { timeout: 5000 }).toBe(3);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 60));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(calls).toHaveLength(3);
  });

  it('runs each task on its own: a failing task is logged with its name and error, and the tasks after it still run', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    const ran: string[] = [];
    const task = (name: string, run: () => Promise<number>): RetentionTask => ({ name, run: async () => (ran.push(name), run()) });
    await app.register(dbPlugin, { database });
    await app.register(housekeepingPlugin, {
      everyMs: 0,
      tasks: [
        task('first', async () => 1),
        task('broken', async () => {
          throw new Error('table is away');
        }),
        task('last', async () => 2),
      ],
    });
    await app.ready();
    try {
      expect(await app.housekeeping.run()).toEqual({ first: 1, last: 2 });
      expect(ran).toEqual(['first', 'broken', 'last']);
      const failed = lines.map((l) => JSON.parse(l) as { msg: string; task?: string; err?: unknown }).filter((l) => l.msg === 'housekeeping task failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]!.task).toBe('broken');
      expect(JSON.stringify(failed[0]!.err)).toContain('table is away');
    } finally {
      await app.close();
    }
  });
});
