import { addDays, indiaDate, PROJECT_SCHEMES, type ProjectScheme, projectQuarters } from '@portal/shared';
import type { ProjectRow, ProjectTotals } from '@portal/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, projectReports, projects, projectTranches } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf } from '../../test/proposals.js';
import { bearer, registerVerifiedUser, signInAdmin } from '../../test/users.js';
import { PROJECT_EXPORT_BATCH_SIZE } from './operations/list-projects.js';
import { projectRows } from './operations/project-rows.js';

/**
 * The admin's list is filtered, paged and totalled in SQL (decision 227); the rules of project-rules.ts
 * decide each row. These tests build a varied set of projects and check that every page, count and total
 * the list answers is what the rules say of every project (projectRows, the grantee's list).
 */
let ctx: TestContext;
let adminToken: string;
let ownerId: string;
let agreementFile: string;
const today = indiaDate();

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signInAdmin(ctx);
  ownerId = (await registerVerifiedUser(ctx)).id;
  const [file] = await ctx.app.db
    .insert(files)
    .values({
      purpose: 'projectAgreement',
      originalName: 'agreement.pdf',
      storedName: 'agreement.pdf',
      contentType: 'application/pdf',
      size: 4,
      sha256: 'x',
      data: Buffer.from('%PDF'),
    })
    .returning({ id: files.id });
  agreementFile = file!.id;
});
afterAll(() => ctx.close());

/** Project n of a varied set: every scheme, withdrawn ones, agreements, tranches and reports in every state. */
async function variedProject(n: number, tag: string): Promise<string> {
  const scheme = PROJECT_SCHEMES[n % 3]!;
  const id = await insertProposalOf(ctx, ownerId, scheme, {
    title: `${tag} ${n % 2 ? 'Ladle' : 'Tundish'} project ${n}`,
    orgName: n % 4 === 0 ? 'Salem Alloys' : `Works ${n}`,
    status: n % 7 === 3 ? 'REJECTED' : 'APPROVED',
  });
  const start = addDays(today, -40 * (n % 9) - 5);
  const milestones = Array.from({ length: 1 + (n % 3) }, (_, i) => ({
    title: `Milestone ${i + 1}`,
    dueDate: addDays(start, 70 * (i + 1) + (n % 5) * 9),
    deliverable: 'Report',
  }));
  const cost = 100_000 + n * 7_919;
  await ctx.app.db.insert(projects).values({
    proposalId: id,
    approvedCost: cost,
    sharePercent: 60,
    grant: Math.floor(cost * 0.6),
    startDate: start,
    milestones,
    agreementFileId: n % 2 === 0 ? agreementFile : null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + (n % 17) * 60_000),
  });
  const tranches = n % 4 === 1 ? 1 : n % 8 === 6 ? 2 : n % 11 === 10 ? 3 : 0;
  for (let t = 1; t <= tranches; t++) {
    await ctx.app.db
      .insert(projectTranches)
      .values({ proposalId: id, number: t, amount: 10_000 * t, releasedOn: today, transactionRef: `UTR-${tag}-${n}-${t}` });
  }
  const states = ['ACCEPTED', 'SUBMITTED', 'CHANGES_REQUESTED', null] as const;
  for (let i = 0; i < milestones.length; i++) {
    const status = states[(n + i + Math.floor(n / 4)) % 4];
    if (status) await ctx.app.db.insert(projectReports).values({ proposalId: id, type: 'MILESTONE', milestoneIndex: i, status });
  }
  const quarters = projectQuarters(start, milestones.at(-1)!.dueDate);
  if (n % 3 === 1) await ctx.app.db.insert(projectReports).values({ proposalId: id, type: 'QUARTERLY', quarter: quarters[0]!, status: 'ACCEPTED' });
  if (n % 5 === 2 && quarters[1])
    await ctx.app.db.insert(projectReports).values({ proposalId: id, type: 'QUARTERLY', quarter: quarters[1], status: 'SUBMITTED' });
  return id;
}

type Query = { scheme?: ProjectScheme; overdue?: boolean; trancheDue?: boolean; query?: string };

/** What the rules keep for a filter (the list's behaviour before it moved into SQL). */
function expected(all: ProjectRow[], q: Query, tranchesMatching: Set<string>): { rows: ProjectRow[]; totals: ProjectTotals } {
  const needle = q.query?.toLowerCase();
  const rows = all.filter(
    (r) =>
      (!q.scheme || r.scheme === q.scheme) &&
      (!q.overdue || r.overdueReports > 0) &&
      (!q.trancheDue || r.trancheDue !== null) &&
      (!needle ||
        r.proposalId.startsWith(needle) ||
        r.title.toLowerCase().includes(needle) ||
        (r.orgName ?? '').toLowerCase().includes(needle) ||
        tranchesMatching.has(r.proposalId)),
  );
  let sanctioned = 0;
  let released = 0;
  let cancelled = 0;
  for (const r of rows) {
    sanctioned += r.grant - r.cancelled;
    released += r.released;
    cancelled += r.cancelled;
  }
  return {
    rows,
    totals: { count: rows.length, withdrawn: rows.filter((r) => r.withdrawn).length, sanctioned, released, pending: sanctioned - released, cancelled },
  };
}

const list = async (q: Query & { page?: number; limit?: number }) => {
  const params = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)] as [string, string]));
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/projects?${params}`, headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: ProjectRow[]; total: number; totals: ProjectTotals; page: number };
};

describe("the committee's list in SQL", () => {
  it('answers a page beyond the first, the count and the totals each filter keeps, as the rules decide them', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 36; n++) ids.push(await variedProject(n, 'Paged'));
    // The order of the list: oldest project first, then by id.
    const created = await ctx.app.db.select({ id: projects.proposalId, at: projects.createdAt }).from(projects);
    const order = new Map(created.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : 1)).map((r, i) => [r.id, i]));
    const all = (await projectRows(ctx.app)).sort((a, b) => order.get(a.proposalId)! - order.get(b.proposalId)!);
    expect(all).toHaveLength(36);
    // Projects with a tranche whose transaction reference holds the text.
    const tranches = await ctx.app.db.select().from(projectTranches);
    const refs = (needle: string) => new Set(tranches.filter((t) => t.transactionRef.toLowerCase().includes(needle)).map((t) => t.proposalId));

    const queries: Query[] = [
      {},
      { scheme: 'startup' },
      { overdue: true },
      { trancheDue: true },
      { scheme: 'challenge', overdue: true },
      { query: 'ladle' },
      { query: 'salem' },
      { query: 'utr-paged-1' },
      { query: ids[5]!.slice(0, 8) },
      { query: '50%_' },
    ];
    // The set is varied enough to test each filter on both sides.
    expect(all.some((r) => r.overdueReports > 0) && all.some((r) => r.overdueReports === 0)).toBe(true);
    expect(all.some((r) => r.trancheDue !== null) && all.some((r) => r.trancheDue === null)).toBe(true);
    expect(new Set(all.map((r) => r.trancheDue))).toEqual(new Set([null, 1, 2, 3]));
    expect(all.some((r) => r.withdrawn && r.cancelled > 0)).toBe(true);
    for (const q of queries) {
      const want = expected(all, q, q.query ? refs(q.query.toLowerCase()) : new Set());
      const first = await list({ ...q, limit: 5 });
      expect({ q, total: first.total, totals: first.totals }).toEqual({ q, total: want.rows.length, totals: want.totals });
      expect(first.data.map((r) => r.proposalId)).toEqual(want.rows.slice(0, 5).map((r) => r.proposalId));
      const second = await list({ ...q, limit: 5, page: 2 });
      expect(second.data).toEqual(want.rows.slice(5, 10));
      expect(second.totals).toEqual(first.totals);
    }
    // Pages do not overlap and together are the whole list.
    const pages = [];
    for (let page = 1; page <= 8; page++) pages.push(...(await list({ limit: 5, page })).data.map((r) => r.proposalId));
    expect(pages).toEqual(all.map((r) => r.proposalId));
  });

  it(`streams the CSV of a set larger than one batch (${PROJECT_EXPORT_BATCH_SIZE} rows) whole, each project once`, async () => {
    const start = addDays(today, -10);
    const rows = [];
    for (let n = 0; n < PROJECT_EXPORT_BATCH_SIZE + 20; n++) {
      const id = await insertProposalOf(ctx, ownerId, 'startup', { title: `Streamed ${n}`, status: 'APPROVED' });
      rows.push({
        proposalId: id,
        approvedCost: 200_000,
        sharePercent: 50,
        grant: 100_000,
        startDate: start,
        milestones: [{ title: 'M', dueDate: addDays(start, 90), deliverable: 'R' }],
      });
    }
    // Many projects created in the same instant: the keyset orders them by id too.
    await ctx.app.db.insert(projects).values(rows.map((r) => ({ ...r, createdAt: new Date(Date.UTC(2026, 1, 1)) })));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/projects/export?query=streamed', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Proposal,Title,Scheme/);
    const exported = lines.slice(1).map((l) => l.split(',')[0]);
    expect(exported).toHaveLength(rows.length);
    expect(new Set(exported)).toEqual(new Set(rows.map((r) => r.proposalId)));
  });
});
