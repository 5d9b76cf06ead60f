import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { addDays, indiaDate, PROJECT_SHARE_PERCENT } from '@portal/shared';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { agreementForm, projectTerms, publicSummaryText } from '../../test/projects.js';
import { insertProposalOf } from '../../test/proposals.js';
import { bearer, registerVerifiedUser, signInAdmin } from '../../test/users.js';

const SCHEMA = JSON.parse(readFileSync(new URL('./360giving/360-giving-package-schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats.default(ajv);
const validPackage = ajv.compile(SCHEMA);

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerVerifiedUser>>;
const PERSON = { name: 'Kavya Menon', email: 'kavya.menon@example.in', mobile: '+91 90000 12345' };
const bodies: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerVerifiedUser(ctx, { name: 'Open Data Grantee' });
});
afterAll(() => ctx.close());

const admin = () => bearer(adminToken);
async function get(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  bodies.push(res.body);
  return res;
}
let n = 0;
async function project(agreement: boolean) {
  n += 1;
  const reference = `SRTM-OI-2001-${String(n).padStart(5, '0')}`;
  const id = await insertProposalOf(ctx, owner.id, 'openInnovation', {
    status: 'APPROVED',
    title: `Open data project ${n}`,
    reference,
    orgName: 'Bhilai Steel Research Centre',
    requestedGrant: 600_000,
    ...PERSON,
  });
  expect((await ctx.app.inject({ method: 'PUT', url: `/api/admin/projects/${id}`, headers: admin(), payload: projectTerms() })).statusCode).toBe(200);
  if (agreement) await agree(id);
  return { id, reference };
}
async function agree(id: string) {
  const form = agreementForm();
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${id}/agreement`,
    headers: { ...admin(), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
}
async function act(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, headers = admin()) {
  const res = await ctx.app.inject({ method, url, headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const grantsOf = async () => {
  const res = await get('/api/open/grants.json');
  expect(res.statusCode).toBe(200);
  const body = res.json() as { grants: Record<string, unknown>[] };
  expect(validPackage(body), JSON.stringify(validPackage.errors)).toBe(true);
  return { etag: res.headers.etag as string, grants: body.grants, res };
};
/** How many projects the public list shows: the feed holds one grant for each, never none. */
const publicCount = async () => (await get('/api/public/projects?limit=1', { 'x-api-key': TEST_PUBLIC_API_KEY })).json().total as number;

describe('the open-data files', () => {
  it('publish one valid 360Giving grant a funded project from its agreement on, and one transaction a released tranche', async () => {
    const empty = await grantsOf();
    expect(empty.grants).toEqual([]);
    expect(empty.res.headers['cache-control']).toBe('public, no-cache');
    expect(empty.res.headers['access-control-allow-origin']).toBe('*');

    const pending = await project(false);
    const p = await project(true);
    const { grants } = await grantsOf();
    expect(await publicCount()).toBe(1);
    // Never empty, and never short, while projects are public.
    expect(grants.length).toBe(await publicCount());
    expect(grants.map((g) => g.id)).toEqual([`IN-SRTM-${p.reference}`]);
    const grant = grants[0]!;
    const terms = projectTerms();
    expect(Object.keys(grant).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'currency',
        'amountAwarded',
        'amountAppliedFor',
        'awardDate',
        'plannedDates',
        'recipientOrganization',
        'fundingOrganization',
        'grantProgramme',
        'amountDisbursed',
        'dateModified',
        'dataSource',
      ].sort(),
    );
    expect(grant).toMatchObject({
      title: 'Open data project 2',
      description: 'Open data project 2',
      currency: 'INR',
      amountAwarded: Math.floor((terms.approvedCost * PROJECT_SHARE_PERCENT.openInnovation) / 100),
      amountAppliedFor: 600_000,
      awardDate: indiaDate(),
      plannedDates: [{ startDate: terms.startDate, endDate: terms.milestones.at(-1)!.dueDate }],
      recipientOrganization: [{ id: 'IN-SRTM-ORG-bhilai-steel-research-centre', name: 'Bhilai Steel Research Centre' }],
      fundingOrganization: [{ id: 'IN-SRTM', name: 'Steel Research & Technology Mission of India' }],
      grantProgramme: [{ code: 'openInnovation', title: 'Open Innovation' }],
      amountDisbursed: 0,
    });
    expect(grant.dataSource).toMatch(new RegExp(`/funded/${p.reference}$`));
    expect(grant.dateModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // The agreement of the other project makes it public: the feed grows, the transactions stay none.
    await agree(pending.id);
    expect((await grantsOf()).grants.length).toBe(2);
    expect((await get('/api/open/transactions.csv')).body).toBe('Identifier,Grant Identifier,Tranche,Amount,Currency,Date\r\n');

    const released = await act('POST', `/api/admin/projects/${p.id}/tranches/1/release`, { releasedOn: indiaDate(), transactionRef: 'UTR-OPEN-DATA-1' });
    const amount = released.json().data.tranches[0].amount as number;
    const after = (await grantsOf()).grants.find((g) => g.id === `IN-SRTM-${p.reference}`)!;
    expect(after.amountDisbursed).toBe(amount);
    const tx = await get('/api/open/transactions.csv');
    expect(tx.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(tx.body.split('\r\n').filter(Boolean)).toEqual([
      'Identifier,Grant Identifier,Tranche,Amount,Currency,Date',
      `IN-SRTM-${p.reference}-T1,IN-SRTM-${p.reference},1,${amount},INR,${indiaDate()}`,
    ]);
    // A correction of the tranche's date shows in the transactions at once.
    const corrected = addDays(indiaDate(), -1);
    await act('POST', `/api/admin/projects/${p.id}/tranches/1/correct`, {
      releasedOn: corrected,
      transactionRef: 'UTR-OPEN-DATA-2',
      reason: 'The bank value date.',
    });
    expect((await get('/api/open/transactions.csv')).body).toContain(`,1,${amount},INR,${corrected}\r\n`);

    const csv = (await get('/api/open/grants.csv')).body.split('\r\n').filter(Boolean);
    expect(csv).toHaveLength(3);
    expect(csv[0]).toMatch(/^Identifier,Title,Description,Currency,Amount Awarded,/);
    expect(csv.find((l) => l.startsWith(`IN-SRTM-${p.reference},`))).toContain(`,INR,${grant.amountAwarded},600000,${indiaDate()},`);
  });

  it('answer 304 to their ETag while nothing public changed, and a new ETag after each change the public sees', async () => {
    const p = await project(true);
    const first = await grantsOf();
    expect(first.etag).toBe(`"${createHash('sha256').update(first.res.rawPayload).digest('hex')}"`);
    for (const file of ['grants.json', 'grants.csv', 'transactions.csv']) {
      const res = await get(`/api/open/${file}`);
      const again = await get(`/api/open/${file}`, { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(res.headers.etag);
    }
    // The index's checksums are the files' own.
    const index = (await get('/api/open/index.json')).json();
    expect(index.licence.name).toBe('Government Open Data License – India');
    expect(index.files.find((f: { name: string }) => f.name === 'grants.json')).toMatchObject({
      sha256: first.etag.slice(1, -1),
      records: first.grants.length,
    });
    expect((await get('/api/open/index.json')).json().generatedAt).toBe(index.generatedAt);

    const changes: [string, () => Promise<unknown>][] = [
      [
        'a tranche released',
        () => act('POST', `/api/admin/projects/${p.id}/tranches/1/release`, { releasedOn: indiaDate(), transactionRef: 'UTR-OPEN-DATA-3' }),
      ],
      [
        'a summary approved',
        async () => {
          await act('PUT', `/api/projects/${p.id}/public-summary`, { text: publicSummaryText() }, bearer(owner.token));
          await act('POST', `/api/admin/projects/${p.id}/public-summary/approve`, { version: 1 });
        },
      ],
      ['a tranche reversed', () => act('POST', `/api/admin/projects/${p.id}/tranches/1/reverse`, { reason: 'Released to the wrong account.' })],
      ['the funding withdrawn', () => act('PATCH', `/api/proposals/${p.id}/status`, { status: 'REJECTED', reason: 'Funding withdrawn after audit.' })],
    ];
    let etag = first.etag;
    for (const [what, change] of changes) {
      await change();
      const res = await get('/api/open/grants.json', { 'if-none-match': etag });
      expect(res.statusCode, what).toBe(200);
      expect(res.headers.etag, what).not.toBe(etag);
      etag = res.headers.etag as string;
    }
    // Many requests at once right after a change: each reads a version from after its arrival, so all see the change.
    await act('PATCH', `/api/proposals/${p.id}/status`, { status: 'APPROVED', reason: 'Funding reinstated after review.' });
    const again1 = await act('POST', `/api/admin/projects/${p.id}/tranches/1/release`, { releasedOn: indiaDate(), transactionRef: 'UTR-OPEN-DATA-4' });
    const amount = again1.json().data.tranches[0].amount as number;
    const burst = await Promise.all(Array.from({ length: 8 }, () => get('/api/open/grants.json', { 'if-none-match': etag })));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(burst.map((r) => r.headers.etag)).size).toBe(1);
    expect(burst[0]!.headers.etag).not.toBe(etag);

    // A caller that takes gzip gets the stored gzip form, with its own ETag, and a 304 to it.
    const plain = await get('/api/open/grants.json');
    const zipped = await ctx.app.inject({ method: 'GET', url: '/api/open/grants.json', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gzip"`);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/open/grants.json',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const mine = (await grantsOf()).grants.find((g) => g.id === `IN-SRTM-${p.reference}`)!;
    // Withdrawn and reinstated, it kept its record and its approved summary; the money released since shows.
    expect(mine).toMatchObject({ description: publicSummaryText(), amountDisbursed: amount });
  });

  it('need no credential and hold nothing private', async () => {
    for (const file of ['grants.json', 'grants.csv', 'transactions.csv', 'index.json']) expect((await get(`/api/open/${file}`)).statusCode).toBe(200);
    const secrets = [PERSON.name, PERSON.email, PERSON.mobile, owner.email, 'Open Data Grantee', 'UTR-OPEN-DATA', 'agreement.pdf'];
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
  });
});
