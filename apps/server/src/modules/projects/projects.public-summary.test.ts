import { addDays, indiaDate, PROJECT_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalCollaborators } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf } from '../../test/proposals.js';
import { type Person, projectPeople } from '../../test/projects.js';
import { bearer } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
let owner: Person;
let partner: Person;
let stranger: Person;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  ({ adminToken, owner, partner, stranger } = await projectPeople(ctx));
});
afterAll(() => ctx.close());

const admin = () => bearer(adminToken);
const summary = (words: string) => `${words} `.repeat(Math.ceil(220 / (words.length + 1))).trim();

async function project(): Promise<string> {
  const id = await insertProposalOf(ctx, owner.id, 'openInnovation', { status: 'APPROVED', title: 'Green hydrogen in the blast furnace' });
  await ctx.app.db.insert(proposalCollaborators).values({ proposalId: id, userId: partner.id });
  const start = addDays(indiaDate(), -30);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/projects/${id}`,
    headers: admin(),
    payload: { approvedCost: 1_000_000, startDate: start, milestones: [{ title: 'Trials', dueDate: addDays(start, 90), deliverable: 'Trial data' }] },
  });
  expect(res.statusCode).toBe(200);
  return id;
}
const save = (id: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/projects/${id}/public-summary`, headers: bearer(token), payload });
const approve = (id: string, version: number, headers = admin()) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/projects/${id}/public-summary/approve`, headers, payload: { version } });
type Summary = {
  latest: { text: string; textHi: string | null } | null;
  version: number;
  approved: { text: string; textHi: string | null; version: number } | null;
};
const summaryOf = async (id: string): Promise<Summary> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: bearer(owner.token) })).json().data.publicSummary;

describe("a project's public summary", () => {
  it('the owner or a collaborator writes it (200–2 000 characters, Hindi optional); nothing is approved until the admin approves that version', async () => {
    const id = await project();
    expect(await summaryOf(id)).toEqual({ latest: null, version: 0, approved: null });

    const short = await save(id, owner.token, { text: 'Too short to publish.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].path).toEqual(['body', 'text']);
    expect((await save(id, owner.token, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await save(id, owner.token, { text: summary('Hydrogen'), textHi: 'छोटा' })).statusCode).toBe(400);

    const saved = await save(id, owner.token, { text: summary('Hydrogen replaces coke'), textHi: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(PROJECT_MESSAGES.publicSummarySaved);
    expect(saved.json().data.publicSummary).toEqual({ latest: { text: summary('Hydrogen replaces coke'), textHi: null }, version: 1, approved: null });

    const hi = await save(id, partner.token, { text: summary('Hydrogen replaces coke'), textHi: summary('हाइड्रोजन') });
    expect(hi.statusCode).toBe(200);
    expect(hi.json().data.publicSummary.version).toBe(2);

    const approved = await approve(id, 2);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.publicSummary.approved).toMatchObject({ text: summary('Hydrogen replaces coke'), textHi: summary('हाइड्रोजन'), version: 2 });
  });

  it('a later edit waits for its own approval while the approved text stays; an approval of a version not the latest is refused', async () => {
    const id = await project();
    await save(id, owner.token, { text: summary('First text') });
    expect((await approve(id, 1)).statusCode).toBe(200);
    expect((await approve(id, 1)).json().message).toBe(PROJECT_MESSAGES.publicSummaryNothingToApprove);

    await save(id, owner.token, { text: summary('Second text') });
    const s = await summaryOf(id);
    expect(s.latest!.text).toBe(summary('Second text'));
    expect(s.approved).toMatchObject({ text: summary('First text'), version: 1 });

    // The admin read version 2; the grantee saved version 3 meanwhile: the approval is refused.
    await save(id, owner.token, { text: summary('Third text') });
    const stale = await approve(id, 2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PROJECT_MESSAGES.publicSummaryChanged);
    expect((await summaryOf(id)).approved!.text).toBe(summary('First text'));
    expect((await approve(id, 3)).statusCode).toBe(200);
    expect((await summaryOf(id)).approved!.text).toBe(summary('Third text'));
  });

  it("nobody else writes or approves it, and a withdrawn project's text changes no more", async () => {
    const id = await project();
    expect((await approve(id, 1)).statusCode).toBe(409);
    expect((await save(id, stranger.token, { text: summary('Not mine') })).statusCode).toBe(404);
    expect((await save(id, adminToken, { text: summary('Admin text') })).statusCode).toBe(404);
    await save(id, owner.token, { text: summary('Mine') });
    expect((await approve(id, 1, bearer(owner.token))).statusCode).toBe(403);

    const withdrawn = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/proposals/${id}/status`,
      headers: admin(),
      payload: { status: 'REJECTED', reason: 'Funding withdrawn after audit.' },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await save(id, owner.token, { text: summary('After') })).statusCode).toBe(409);
    expect((await approve(id, 1)).statusCode).toBe(409);
  });
});
