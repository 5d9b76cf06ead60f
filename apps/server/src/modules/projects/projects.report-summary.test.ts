import { indiaDate, PROJECT_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { fundedProject, type Person, projectPeople, publicSummaryText, reportForm } from '../../test/projects.js';
import { bearer } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
let owner: Person;
let partner: Person;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  ({ adminToken, owner, partner } = await projectPeople(ctx));
});
afterAll(() => ctx.close());

const REFERENCE = 'SRTM-OI-2019-00462';
const textA = publicSummaryText('First trials of hydrogen injection');
const textB = publicSummaryText('Hydrogen injection cut coke use by a tenth');
const textBHi = publicSummaryText('हाइड्रोजन इंजेक्शन से कोक की खपत दसवें भाग तक घटी');

const submit = (id: string, token: string, fields: Record<string, string>) => {
  const form = reportForm(fields);
  return ctx.app.inject({ method: 'POST', url: `/api/projects/${id}/reports`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
};
const review = (id: string, reportId: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/projects/${id}/reports/${reportId}/review`, headers: bearer(adminToken), payload: body });
type Report = {
  id: string;
  type: string;
  quarter: string | null;
  status: string;
  publicSummary: { latest: { text: string; textHi: string | null } | null; version: number; approved: { text: string; version: number } | null };
};
const project = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: bearer(owner.token) })).json().data;
const publicReports = async () =>
  (await ctx.app.inject({ method: 'GET', url: `/api/public/projects/${REFERENCE}`, headers: { 'x-api-key': TEST_PUBLIC_API_KEY } })).json().data.reports;

describe("a report's public summary", () => {
  it('is written with the report, approved only with it at the version the admin read, and only then public', async () => {
    const { id } = await fundedProject(
      ctx,
      { ownerId: owner.id, ownerToken: owner.token, collaboratorId: partner.id, adminToken },
      { agreement: true, reference: REFERENCE },
    );
    const milestone = { type: 'MILESTONE', milestoneIndex: '0', text: 'Trials done.' };

    // Its length is the project summary's (200–2 000), Hindi optional but never alone.
    const short = await submit(id, owner.token, { ...milestone, publicSummary: 'Too short.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.map((e: { path: string[] }) => e.path)).toContainEqual(['body', 'publicSummary']);
    expect((await submit(id, owner.token, { ...milestone, publicSummaryHi: textBHi })).statusCode).toBe(400);

    const first = await submit(id, owner.token, { ...milestone, publicSummary: textA, publicSummaryHi: '' });
    expect(first.statusCode).toBe(201);
    const report = (first.json().data.reports as Report[])[0]!;
    expect(report.publicSummary).toEqual({ latest: { text: textA, textHi: null }, version: 1, approved: null });
    expect(await publicReports()).toEqual([]);

    // Changes asked: nothing is approved; the resubmission carries version 2.
    expect((await review(id, report.id, { decision: 'CHANGES_REQUESTED', message: 'Give the figures.' })).statusCode).toBe(200);
    expect(await publicReports()).toEqual([]);
    expect(
      (await submit(id, partner.token, { ...milestone, text: 'Trials done, figures given.', publicSummary: textB, publicSummaryHi: textBHi })).statusCode,
    ).toBe(201);
    expect(((await project(id)).reports as Report[])[0]!.publicSummary).toMatchObject({ latest: { text: textB, textHi: textBHi }, version: 2, approved: null });

    // The admin's page still showed version 1: accepting with it, or with none, is refused and changes nothing.
    for (const body of [{ decision: 'ACCEPTED', summaryVersion: 1 }, { decision: 'ACCEPTED' }]) {
      const stale = await review(id, report.id, body);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(PROJECT_MESSAGES.publicSummaryChanged);
    }
    expect(((await project(id)).reports as Report[])[0]).toMatchObject({ status: 'SUBMITTED', publicSummary: { approved: null } });
    expect(await publicReports()).toEqual([]);

    const accepted = await review(id, report.id, { decision: 'ACCEPTED', summaryVersion: 2 });
    expect(accepted.statusCode).toBe(200);
    expect((accepted.json().data.reports as Report[])[0]).toMatchObject({ status: 'ACCEPTED', publicSummary: { approved: { text: textB, version: 2 } } });
    expect(await publicReports()).toEqual([{ type: 'MILESTONE', milestoneIndex: 0, quarter: null, approvedOn: indiaDate(), text: textB, textHi: textBHi }]);

    // A report without a summary is accepted as before, and adds nothing public.
    const quarter = ((await project(id)).quarters as { quarter: string; opensOn: string }[]).find((q) => q.opensOn <= indiaDate())!.quarter;
    const quarterly = await submit(id, owner.token, { type: 'QUARTERLY', quarter, text: 'Quarter done.' });
    expect(quarterly.statusCode).toBe(201);
    const q = (quarterly.json().data.reports as Report[]).find((r) => r.quarter === quarter)!;
    expect(q.publicSummary).toEqual({ latest: null, version: 0, approved: null });
    expect((await review(id, q.id, { decision: 'ACCEPTED' })).statusCode).toBe(200);
    expect(await publicReports()).toHaveLength(1);
  });
});
