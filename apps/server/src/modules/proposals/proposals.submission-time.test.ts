import { readFileSync } from 'node:fs';
import { indiaDate } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, proposals } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

/**
 * A proposal's submission time apart from when its draft was started (issue 40 item 13; decision 214):
 * the lists, the CSV, the sort and the month filter read the submission.
 */

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
const tag = `sub${Date.now().toString(36)}`;
// Started in January, submitted in February (India time); started after it, submitted before it.
const early = { createdAt: new Date('2026-01-20T05:00:00Z'), submittedAt: new Date('2026-02-03T06:30:00Z') };
const late = { createdAt: new Date('2026-01-25T05:00:00Z'), submittedAt: new Date('2026-01-28T10:00:00Z') };
const ids: Record<'slow' | 'quick' | 'draft', string> = { slow: '', quick: '', draft: '' };

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const listIds = async (url: string, token: string) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string }[]).map((r) => r.id);
};

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx);
  ids.slow = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: `Slow ${tag}`, ...early });
  ids.quick = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: `Quick ${tag}`, ...late });
  ids.draft = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: `Draft ${tag}`, status: 'DRAFT', createdAt: new Date('2026-01-30T05:00:00Z') });
}, 300_000);
afterAll(() => ctx.close());

describe('the submission time', () => {
  it('is in the admin’s and the applicant’s list rows beside the start, null for a draft', async () => {
    const admin = (await get(`/api/admin/proposals?query=${tag}&limit=10`, adminToken)).json().data as {
      id: string;
      createdAt: string;
      submittedAt: string | null;
    }[];
    expect(admin.find((r) => r.id === ids.slow)).toMatchObject({ createdAt: early.createdAt.toISOString(), submittedAt: early.submittedAt.toISOString() });
    const mine = (await get('/api/proposals/user/me?limit=100&status=DRAFT', owner.token)).json().data as { id: string; submittedAt: string | null }[];
    expect(mine.find((r) => r.id === ids.draft)!.submittedAt).toBeNull();
    const own = (await get('/api/proposals/user/me?limit=100', owner.token)).json().data as { id: string; submittedAt: string | null }[];
    expect(own.find((r) => r.id === ids.quick)!.submittedAt).toBe(late.submittedAt.toISOString());
  });

  it('sorts the lists by submission, apart from the start', async () => {
    const q = `query=${tag}`;
    expect(await listIds(`/api/admin/proposals?${q}&sortBy=createdAt&sortOrder=desc`, adminToken)).toEqual([ids.quick, ids.slow]);
    expect(await listIds(`/api/admin/proposals?${q}&sortBy=submittedAt&sortOrder=desc`, adminToken)).toEqual([ids.slow, ids.quick]);
    expect(await listIds(`/api/admin/proposals?${q}&sortBy=submittedAt&sortOrder=asc`, adminToken)).toEqual([ids.quick, ids.slow]);
    // The applicant's list: the draft, never submitted, sorts after every submission (newest first).
    const own = await listIds('/api/proposals/user/me?limit=100&sortBy=submittedAt&sortOrder=desc&status=UNDER_REVIEW', owner.token);
    expect(own.filter((id) => id === ids.slow || id === ids.quick)).toEqual([ids.slow, ids.quick]);
  });

  it('files a proposal under the month it was submitted in (India time), not the month it was started in', async () => {
    expect(await listIds(`/api/admin/proposals?query=${tag}&month=2026-02`, adminToken)).toEqual([ids.slow]);
    expect(await listIds(`/api/admin/proposals?query=${tag}&month=2026-01`, adminToken)).toEqual([ids.quick]);
  });

  it('puts a proposal in the dashboard chart’s month of submission, not of its start', async () => {
    const started = new Date(Date.now() - 100 * 86_400_000);
    const submitted = new Date(Date.now() - 40 * 86_400_000);
    const [startMonth, submitMonth] = [indiaDate(started).slice(0, 7), indiaDate(submitted).slice(0, 7)];
    const chart = async () => {
      const res = await get('/api/admin/counts', adminToken);
      expect(res.statusCode).toBe(200);
      const months = res.json().data.submissionsByMonth as { month: string; byKind: Record<string, number> }[];
      return (month: string) => months.find((m) => m.month === month)!.byKind.openInnovation ?? 0;
    };
    const before = await chart();
    await insertProposalOf(ctx, owner.id, 'openInnovation', { title: `Charted ${tag}`, createdAt: started, submittedAt: submitted });
    const after = await chart();
    expect(after(submitMonth)).toBe(before(submitMonth) + 1);
    expect(after(startMonth)).toBe(before(startMonth));
  });

  it('is the CSV’s “Submitted at”, with the start in its own column, both India time, sorted by submission', async () => {
    const res = await get(`/api/admin/proposals/export?query=${tag}&sortBy=submittedAt&sortOrder=asc`, adminToken);
    expect(res.statusCode).toBe(200);
    const [header, first, second] = res.body.split('\r\n');
    expect(header).toMatch(/,Submitted at \(IST\),Started at \(IST\),Updated at \(IST\)$/);
    expect(first).toContain(`Quick ${tag}`);
    expect(first).toMatch(/,2026-01-28 15:30,2026-01-25 10:30,/);
    expect(second).toContain(`Slow ${tag}`);
    expect(second).toMatch(/,2026-02-03 12:00,2026-01-20 10:30,/);
  });
});

describe('the migration that stores the submission times', () => {
  it('takes a missing one from the audit trail, and leaves it null where the trail has none', async () => {
    const fromTrail = await insertProposalOf(ctx, owner.id, 'startup', {
      title: `Trail ${tag}`,
      createdAt: new Date('2025-11-01T04:00:00Z'),
      submittedAt: null,
    });
    const noTrail = await insertProposalOf(ctx, owner.id, 'startup', {
      title: `Untraced ${tag}`,
      createdAt: new Date('2025-11-02T04:00:00Z'),
      submittedAt: null,
    });
    const draft = await insertProposalOf(ctx, owner.id, 'startup', { title: `Draft two ${tag}`, status: 'DRAFT' });
    const submitted = new Date('2025-11-05T09:15:00Z');
    await ctx.app.db.insert(auditLog).values([
      { actorId: owner.id, action: 'PROPOSAL_CREATED', entityType: 'proposal', entityId: fromTrail, createdAt: submitted },
      { actorId: owner.id, action: 'PROPOSAL_UPDATED', entityType: 'proposal', entityId: noTrail, createdAt: submitted },
      { actorId: owner.id, action: 'PROPOSAL_CREATED', entityType: 'proposal', entityId: draft, createdAt: submitted },
    ]);
    const file = new URL('../../db/migrations/0019_submission_times.sql', import.meta.url);
    await ctx.app.db.execute(sql.raw(readFileSync(file, 'utf8')));
    const at = async (id: string) => (await ctx.app.db.select({ at: proposals.submittedAt }).from(proposals).where(eq(proposals.id, id)))[0]!.at;
    expect(await at(fromTrail)).toEqual(submitted);
    expect(await at(noTrail)).toBeNull();
    expect(await at(draft)).toBeNull();
    // The list says so: no submission time, and the CSV leaves its cell empty rather than give the start.
    const row = (await get(`/api/admin/proposals?query=${encodeURIComponent(`Untraced ${tag}`)}`, adminToken)).json().data[0];
    expect(row).toMatchObject({ id: noTrail, submittedAt: null });
    const csv = await get(`/api/admin/proposals/export?query=${encodeURIComponent(`Untraced ${tag}`)}`, adminToken);
    expect(csv.body.split('\r\n')[1]).toMatch(/,,2025-11-02 09:30,/);
  });
});

describe('the receipt link of the detail', () => {
  it('is offered to exactly those the receipt route serves: the owner, a collaborator and an admin, once submitted', async () => {
    const partner = await registerSubmitter(ctx, { organization: 'NIT Rourkela', organizationCategory: 'Academia' });
    const stranger = await registerSubmitter(ctx);
    const sent = await sendProposal(
      ctx,
      owner.token,
      validBody('openInnovation', { title: `Receipt link ${tag}`, collaborators: [{ organisation: partner.id }] }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as string;
    const details = (token: string) => ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/details`, headers: bearer(token), payload: {} });
    const receipt = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/proposals/${id}/receipt.pdf`, headers: bearer(token) });
    for (const token of [owner.token, partner.token, adminToken]) {
      const d = (await details(token)).json().data;
      expect(d).toMatchObject({ canDownloadReceipt: true });
      expect(d.reference).toMatch(/^SRTM-OI-/);
      expect(d.submittedAt).not.toBeNull();
      expect((await receipt(token)).statusCode).toBe(200);
    }
    const seen = await details(stranger.token);
    expect(seen.statusCode === 404 || seen.json().data.canDownloadReceipt === false).toBe(true);
    expect((await receipt(stranger.token)).statusCode).toBe(404);
    // A draft has no receipt: none offered to its owner.
    const draft = (await ctx.app.inject({ method: 'POST', url: `/api/proposals/${ids.draft}/details`, headers: bearer(owner.token), payload: {} })).json().data;
    expect(draft).toMatchObject({ canDownloadReceipt: false, reference: null, submittedAt: null });
  });
});
