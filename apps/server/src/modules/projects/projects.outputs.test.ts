import { indiaDate, PROJECT_MESSAGES, PROJECT_OUTPUTS_MAX } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectOutputs, projectPublicStamp } from '../../db/schema/index.js';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { fundedProject, type Person, projectPeople, reportForm } from '../../test/projects.js';
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

const REFERENCE = 'SRTM-OI-2019-00463';
const year = Number(indiaDate().slice(0, 4));
const add = (id: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/projects/${id}/outputs`, headers: bearer(token), payload });
const remove = (id: string, outputId: string, token: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/projects/${id}/outputs/${outputId}`, headers: bearer(token) });
const errorAt = (res: { json: () => { errors: { path: string[]; message: string }[] } }, field: string) =>
  res.json().errors.find((e) => e.path.join('.') === `body.${field}`)?.message;
const publicOutputs = async () =>
  (await ctx.app.inject({ method: 'GET', url: `/api/public/projects/${REFERENCE}`, headers: { 'x-api-key': TEST_PUBLIC_API_KEY } })).json().data.outputs;

describe("a project's outputs", () => {
  it('are validated by kind (DOI, patent number, https links, no future year), listed by the grantees and public at once', async () => {
    const { id } = await fundedProject(
      ctx,
      { ownerId: owner.id, ownerToken: owner.token, collaboratorId: partner.id, adminToken },
      { agreement: true, reference: REFERENCE },
    );
    const paper = {
      kind: 'PAPER',
      title: 'Dry slag granulation with heat recovery',
      year,
      doi: '10.1016/j.jclepro.2025.141234',
      link: 'https://doi.org/10.1016/j.jclepro.2025.141234',
    };

    // Each kind's shape.
    expect(errorAt(await add(id, owner.token, { ...paper, doi: undefined }), 'doi')).toBe(PROJECT_MESSAGES.outputDoiRequired);
    expect(errorAt(await add(id, owner.token, { ...paper, doi: 'doi:10.1016/x' }), 'doi')).toBe(PROJECT_MESSAGES.outputDoiRequired);
    expect(errorAt(await add(id, owner.token, { ...paper, doi: '10.12/short-registrant' }), 'doi')).toBe(PROJECT_MESSAGES.outputDoiRequired);
    expect(errorAt(await add(id, owner.token, { kind: 'PATENT', title: 'Granulation drum', year }), 'patentNumber')).toBe(
      PROJECT_MESSAGES.outputPatentRequired,
    );
    expect(errorAt(await add(id, owner.token, { kind: 'PATENT', title: 'Granulation drum', year, patentNumber: 'pending' }), 'patentNumber')).toBe(
      PROJECT_MESSAGES.outputPatentRequired,
    );
    expect(errorAt(await add(id, owner.token, { kind: 'PILOT', title: 'Pilot drum', year, doi: paper.doi }), 'doi')).toBe(PROJECT_MESSAGES.outputNoDoi);
    expect(errorAt(await add(id, owner.token, { kind: 'PRODUCT', title: 'Slag sand', year, patentNumber: 'IN 412345' }), 'patentNumber')).toBe(
      PROJECT_MESSAGES.outputNoPatent,
    );
    for (const link of ['http://example.in/paper', 'javascript:alert(1)', 'https://localhost/x', 'https://user:pw@example.in/', 'ftp://example.in/x'])
      expect(errorAt(await add(id, owner.token, { ...paper, link }), 'link')).toBe(PROJECT_MESSAGES.outputLinkHttps);
    expect(errorAt(await add(id, owner.token, { ...paper, year: year + 1 }), 'year')).toBe(PROJECT_MESSAGES.outputYearInvalid);
    expect(errorAt(await add(id, owner.token, { ...paper, title: 'Hi' }), 'title')).toBeTruthy();
    expect(await publicOutputs()).toEqual([]);

    // Nobody but the grantees lists one.
    expect((await add(id, stranger.token, paper)).statusCode).toBe(404);
    expect((await add(id, adminToken, paper)).statusCode).toBe(404);

    const first = await add(id, owner.token, paper);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(PROJECT_MESSAGES.outputAdded);
    const patent = await add(id, partner.token, { kind: 'PATENT', title: 'A dry granulation drum', year: year - 1, patentNumber: 'in 202341012345', link: '' });
    expect(patent.statusCode).toBe(201);
    const outputs = patent.json().data.outputs as { id: string; kind: string; patentNumber: string | null; link: string | null }[];
    expect(outputs.map((o) => o.kind)).toEqual(['PAPER', 'PATENT']);
    expect(outputs[1]).toMatchObject({ patentNumber: 'IN 202341012345', link: null });

    // Public at once, with no id and nothing of who listed it.
    expect(await publicOutputs()).toEqual([
      { kind: 'PAPER', title: paper.title, year, doi: paper.doi, patentNumber: null, link: paper.link },
      { kind: 'PATENT', title: 'A dry granulation drum', year: year - 1, doi: null, patentNumber: 'IN 202341012345', link: null },
    ]);

    // Taken off by a grantee or an admin, never by anyone else; gone from the public page.
    expect((await remove(id, outputs[1]!.id, stranger.token)).statusCode).toBe(404);
    expect((await remove(id, outputs[1]!.id, adminToken)).statusCode).toBe(200);
    expect((await remove(id, outputs[1]!.id, owner.token)).statusCode).toBe(404);
    expect(await publicOutputs()).toHaveLength(1);

    // At most PROJECT_OUTPUTS_MAX, counted under the project's lock: of two at once for the last place, one is refused.
    await ctx.app.db
      .insert(projectOutputs)
      .values(Array.from({ length: PROJECT_OUTPUTS_MAX - 2 }, (_, i) => ({ proposalId: id, kind: 'PILOT', title: `Pilot ${i + 1}`, year })));
    const concurrent = await Promise.all([
      add(id, owner.token, { kind: 'PILOT', title: 'One too many', year }),
      add(id, partner.token, { kind: 'PILOT', title: 'Two too many', year }),
    ]);
    expect(concurrent.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(concurrent.find((r) => r.statusCode === 409)!.json().message).toBe(PROJECT_MESSAGES.outputsTooMany.replace('{{max}}', String(PROJECT_OUTPUTS_MAX)));

    // A withdrawn project lists nothing more; a wrong entry can still be taken off.
    const withdrawn = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/proposals/${id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'REJECTED', reason: 'Funding withdrawn after audit.' },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await remove(id, outputs[0]!.id, owner.token)).statusCode).toBe(200);
    await ctx.app.db.delete(projectOutputs);
    expect((await add(id, owner.token, paper)).statusCode).toBe(409);
  });
});

describe("the public stamp follows what a project's public page shows", () => {
  it('rises with a report submitted, a report accepted, an output listed and one removed (decision 261)', async () => {
    const { id } = await fundedProject(
      ctx,
      { ownerId: owner.id, ownerToken: owner.token, collaboratorId: partner.id, adminToken },
      { agreement: true, reference: 'SRTM-OI-2019-00464' },
    );
    const stamp = async () => (await ctx.app.db.select({ version: projectPublicStamp.version }).from(projectPublicStamp))[0]?.version ?? 0;
    let last = await stamp();
    const rose = async () => {
      const now = await stamp();
      expect(now).toBeGreaterThan(last);
      last = now;
    };
    const form = reportForm();
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/reports`,
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(submitted.statusCode).toBe(201);
    await rose();
    const reportId = submitted.json().data.reports[0].id as string;
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${id}/reports/${reportId}/review`,
      headers: bearer(adminToken),
      payload: { decision: 'ACCEPTED' },
    });
    expect(accepted.statusCode).toBe(200);
    await rose();
    const output = await add(id, owner.token, { kind: 'PILOT', title: 'Slag drum pilot at the plant', year });
    expect(output.statusCode).toBe(201);
    await rose();
    expect((await remove(id, output.json().data.outputs[0].id, owner.token)).statusCode).toBe(200);
    await rose();
  });
});
