import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { sendProposal, validBody } from '../../test/proposals.js';
import { registerSubmitter } from '../../test/users.js';

/**
 * A reference's year is India's (decision 152): from 18:30 UTC on 31 December it is already 1 January
 * in India, so a submission then takes the new year's reference, and its counter starts again at 1.
 */
let ctx: TestContext;
let partnerId: string;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  partnerId = (await registerSubmitter(ctx, { organization: 'NIT Trichy', organizationCategory: 'Academia' })).id;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Submits as a new submitter with the clock at `instant`. The clock is moved only while no mail is on its
 * way: nodemailer measures its connection deadline on the wall clock, so a connection open while `Date`
 * jumps years times out, and the outbox then waits its back-off (decision 304). The submitter registers on
 * the real clock; the outbox is drained before the clock moves, and again (the receipt) before it comes back.
 */
async function submitAt(instant: string): Promise<string> {
  const user = await registerSubmitter(ctx, { organization: `Year End Steel ${instant}` });
  await ctx.app.mailer.drain();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  const res = await (async () => {
    // A session of that instant: the one from the registration has expired by then.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.token as string;
    const submitted = await sendProposal(
      ctx,
      token,
      validBody('openInnovation', { title: `Year end ${instant}`, collaborators: [{ organisation: partnerId }] }),
    );
    await ctx.app.mailer.drain();
    return submitted;
  })().finally(() => vi.useRealTimers());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.reference as string;
}

describe('the year of a reference', () => {
  it('is India’s: 18:29:59 UTC on 31 December is still the old year, 18:30 to midnight UTC already the new one', async () => {
    expect(await submitAt('2030-12-31T18:29:59.999Z')).toBe('SRTM-OI-2030-00001');
    expect(await submitAt('2030-12-31T18:30:00.000Z')).toBe('SRTM-OI-2031-00001');
    expect(await submitAt('2030-12-31T21:00:00.000Z')).toBe('SRTM-OI-2031-00002');
    expect(await submitAt('2030-12-31T23:59:59.999Z')).toBe('SRTM-OI-2031-00003');
    expect(await submitAt('2031-01-01T00:00:00.000Z')).toBe('SRTM-OI-2031-00004');
  });
});
