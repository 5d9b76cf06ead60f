import { fillMessage, MESSAGES, MONTH_FILTER_MAX_YEAR, MONTH_FILTER_MIN_YEAR } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { insertProposalOf } from '../../test/proposals.js';
import { bearer, createAdminTestApp, registerVerifiedUser } from '../../test/users.js';

/** The admin's month filter and the export's failures (issue 24 item 5, decision 126). */
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => ({ ctx, adminToken } = await createAdminTestApp()));
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { ...bearer(adminToken), ...headers } });

describe('the month filter of GET /admin/proposals and its export', () => {
  it('refuses a month whose year is out of range with 400 in the envelope, on the list and the export', async () => {
    const message = fillMessage(MESSAGES.monthOutOfRange, { from: `${MONTH_FILTER_MIN_YEAR}-01`, to: `${MONTH_FILTER_MAX_YEAR}-12` });
    for (const month of ['9999-12', '0000-01', `${MONTH_FILTER_MIN_YEAR - 1}-12`, `${MONTH_FILTER_MAX_YEAR + 1}-01`]) {
      for (const path of ['/api/admin/proposals', '/api/admin/proposals/export']) {
        const res = await get(`${path}?month=${month}`, { 'accept-encoding': 'br' });
        expect(res.statusCode, `${path} ${month}`).toBe(400);
        expect(res.headers['content-encoding'], `${path} ${month}`).toBeUndefined();
        expect(res.json()).toMatchObject({ status: 'error', errors: [{ path: ['query', 'month'], message }] });
      }
    }
  });

  it('accepts the first and last months of the range', async () => {
    const user = await registerVerifiedUser(ctx);
    const first = await insertProposalOf(ctx, user.id, 'openInnovation', {
      title: 'First month of the range',
      createdAt: new Date(`${MONTH_FILTER_MIN_YEAR}-01-01T00:00:00+05:30`),
    });
    const last = await insertProposalOf(ctx, user.id, 'openInnovation', {
      title: 'Last month of the range',
      createdAt: new Date(`${MONTH_FILTER_MAX_YEAR}-12-31T23:59:59+05:30`),
    });
    const list = await get(`/api/admin/proposals?month=${MONTH_FILTER_MIN_YEAR}-01`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([first]);
    const csv = await get(`/api/admin/proposals/export?month=${MONTH_FILTER_MAX_YEAR}-12`);
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual([last]);
  });
});

describe('GET /admin/proposals/export when the database fails', () => {
  it('answers an error in the envelope, uncompressed and without the attachment headers, never a CSV cut after its header', async () => {
    // A real failure of the export's first read: its table is gone for the moment.
    await ctx.app.db.execute(sql`alter table proposals rename to proposals_away`);
    try {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await get('/api/admin/proposals/export', { 'accept-encoding': encoding });
        expect(res.statusCode, encoding).toBe(500);
        expect(res.headers['content-encoding'], encoding).toBeUndefined();
        expect(res.headers['content-disposition'], encoding).toBeUndefined();
        expect(res.headers['content-type'], encoding).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ status: 'error', message: MESSAGES.internalError, key: 'internalError' });
      }
    } finally {
      await ctx.app.db.execute(sql`alter table proposals_away rename to proposals`);
    }
    expect((await get('/api/admin/proposals/export')).statusCode).toBe(200);
  });
});
