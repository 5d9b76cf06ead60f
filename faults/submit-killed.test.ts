import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, PROPOSAL_KINDS } from '@portal/shared';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../apps/server/src/app.js';
import { openObjectStore } from '../apps/server/src/lib/object-store.js';
import { testConfig } from '../apps/server/src/test/app.js';
import { multipart, pdf } from '../apps/server/src/test/multipart.js';
import { formFields, validBody, validMoney } from '../apps/server/src/test/proposals.js';
import { type RunningPortal, startPortal } from '../e2e/fixtures/server.js';
import { createFaultsDatabase, query } from './cluster.js';
import { adminToken, uploadProfile } from './portal.js';

const SSA = PROPOSAL_KINDS.startup;
const JWT_SECRET = 'faults-submit-killed-secret-long-enough-for-hs256';
const DRAFTS = 8;
const ONE_SHOTS = 4;

let database: Awaited<ReturnType<typeof createFaultsDatabase>>;
let s3: S3rver;
let s3Dir: string;
let storageUrl: string;
const portals: RunningPortal[] = [];
/** Two instances on one database and one bucket, with one signing secret (a token of one is good on the other). */
const start = async () => {
  const portal = await startPortal({ DATABASE_URL: database.url, STORAGE_URL: storageUrl, JWT_SECRET });
  portals.push(portal);
  return portal;
};
beforeAll(async () => {
  database = await createFaultsDatabase();
  s3Dir = mkdtempSync(path.join(tmpdir(), 'faults-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'portal', configs: [] }] });
  const { port } = (await s3.run()) as { port: number };
  storageUrl = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/portal`;
});
afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  await s3?.close();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  await database?.drop();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** A PDF of about 300 KB: storing it (bucket, then row) takes a moment, so kills land inside requests. */
const bigPdf = (text: string) => Buffer.concat([pdf(text), randomBytes(300_000)]);
const { category: _c, type: _t, ...startupFields } = validBody('startup');

async function saveDraftWithFile(baseURL: string, token: string, id: string, title: string) {
  const form = multipart(formFields({ ...startupFields, ...validMoney(), title, version: 1 }), [
    { field: 'proposalFile', name: `${title}.pdf`, type: 'application/pdf', data: bigPdf(title) },
  ]);
  return fetch(`${baseURL}/api/proposals/${id}`, { method: 'PATCH', headers: { ...auth(token), ...form.headers }, body: form.payload });
}
/** The one-shot submission: a new proposal, its file and its reference in one request. */
function createWithFile(baseURL: string, token: string, title: string) {
  const form = multipart(formFields({ ...validBody('startup', { title }), ...validMoney() }), [
    { field: 'proposalFile', name: `${title}.pdf`, type: 'application/pdf', data: bigPdf(title) },
  ]);
  return fetch(`${baseURL}/api/proposals`, { method: 'POST', headers: { ...auth(token), ...form.headers }, body: form.payload });
}
const submit = (baseURL: string, token: string, id: string, version: number) =>
  fetch(`${baseURL}/api/proposals/${id}/submit`, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: JSON.stringify({ version }),
  });

type ProposalRow = { id: string; status: string; reference: string | null; submitted_at: string | null; version: number; row: Record<string, unknown> };
const proposalsNow = () =>
  query<ProposalRow>(database.url, `select id, status, reference, submitted_at, version, to_jsonb(p) as row from proposals p order by created_at, id`);
const documentsOf = async (id: string) =>
  (
    await query<{ file_id: string; sha256: string }>(
      database.url,
      `select d.file_id, f.sha256 from proposal_documents d join files f on f.id = d.file_id where d.proposal_id = '${id}' order by d.file_id`,
    )
  ).map((d) => `${d.file_id}:${d.sha256}`);
const auditsOf = (id: string) =>
  query<{ after: { reference?: string } }>(database.url, `select after from audit_log where action = 'PROPOSAL_CREATED' and entity_id = '${id}'`);
/** The receipt mails queued for a reference: the mail whose subject names it (a sent mail's attachment is cleared). */
const receiptsOf = async (reference: string) =>
  Number((await query<{ n: string }>(database.url, `select count(*) as n from mail_outbox where subject like '%received, reference ${reference}'`))[0]!.n);

/**
 * Files and bucket agree: every row's object is there with the row's digest, and every object is named
 * by a row (after the sweep). Answers the files' count.
 */
async function expectFilesWhole(): Promise<number> {
  const objects = await openObjectStore(storageUrl);
  try {
    const rows = await query<{ stored_name: string; sha256: string; size: number }>(database.url, 'select stored_name, sha256, size from files');
    for (const row of rows) {
      const bytes = await objects.get(row.stored_name);
      expect(bytes, `the object of ${row.stored_name}`).not.toBeNull();
      expect(bytes!.length).toBe(row.size);
      expect(createHash('sha256').update(bytes!).digest('hex')).toBe(row.sha256);
    }
    const keys: string[] = [];
    for await (const page of objects.list()) keys.push(...page.map((o) => o.key));
    expect(keys.sort()).toEqual(rows.map((r) => r.stored_name).sort());
    return rows.length;
  } finally {
    objects.close();
  }
}

/** The hourly sweep of the bucket, run now (its grace 0: nothing is in flight any more), as the pass would. */
async function sweepNow(): Promise<number> {
  const app = await buildApp(testConfig({ database: { kind: 'postgres', url: database.url }, storageUrl, housekeepingEveryMs: 0 }));
  try {
    await app.ready();
    return await app.storage.sweep(0);
  } finally {
    await app.close();
  }
}

/** The reference numbers of the scheme: unique, and exactly 1…n with n the counter's last (decision 294). */
async function expectReferencesGapFree(): Promise<number> {
  const rows = await proposalsNow();
  const refs = rows.map((r) => r.reference).filter((r): r is string => r !== null);
  expect(new Set(refs).size).toBe(refs.length);
  const year = refs[0]!.split('-')[2];
  const numbers = refs.map((r) => Number(r.split('-')[3])).sort((a, b) => a - b);
  expect(refs.every((r) => r.startsWith(`SRTM-SSA-${year}-`))).toBe(true);
  expect(numbers).toEqual(Array.from({ length: refs.length }, (_, i) => i + 1));
  const [counter] = await query<{ last: number }>(database.url, `select last from proposal_reference_counters where scheme = 'SSA'`);
  expect(counter!.last).toBe(refs.length);
  return refs.length;
}

describe('an instance killed (SIGKILL) mid-submit', () => {
  /**
   * Promise: submissions in flight on two instances over one database (drafts' final submits, and one-shot
   * submissions that store a file) when one instance is killed leave nothing half-done. Each proposal is
   * either submitted (its reference, submission time, receipt mail and audit row, all of them) or still
   * the draft it was (every column and its file as before the submit): the submit is one transaction, and
   * PostgreSQL rolls back the transaction of a connection that died. No reference number is used twice,
   * and the numbers have no gap: the counter row is taken in that transaction, so a rolled-back submit
   * gives its number back (decisions 152, 294). Every file row's object is in the bucket with its digest,
   * and after the hourly sweep every object is named by a row. The user's retry on the restarted instance
   * succeeds once: a draft is submitted with one reference; a submit that had committed before the kill
   * answers 409 "already submitted" and keeps its reference.
   */
  it('leaves each proposal submitted wholly or an intact draft, references gap-free, files and bucket agreeing', async () => {
    const a = await start();
    const b = await start();
    const token = await adminToken(a.baseURL);
    expect((await uploadProfile(a.baseURL, token)).status).toBe(200);

    // Drafts that carry their files, saved and ready to submit.
    const drafts: string[] = [];
    for (let n = 0; n < DRAFTS; n++) {
      const created = await fetch(`${a.baseURL}/api/proposals/drafts`, {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ category: SSA.category, type: SSA.type }),
      });
      expect(created.status).toBe(201);
      const id = ((await created.json()) as { data: { id: string } }).data.id;
      const saved = await saveDraftWithFile(a.baseURL, token, id, `Draft ${n}`);
      expect(saved.status, await saved.clone().text()).toBe(200);
      drafts.push(id);
    }
    const before = new Map((await proposalsNow()).map((r) => [r.id, r]));
    const documentsBefore = new Map(await Promise.all(drafts.map(async (id) => [id, await documentsOf(id)] as const)));

    // In flight on both instances: every draft's submit and four one-shot submissions; A is killed as the first answer comes.
    const answer = (res: Promise<Response>) =>
      res.then(
        async (r) => ({ status: r.status, reference: r.status < 300 ? ((await r.json()) as { data: { reference: string } }).data.reference : null }),
        () => ({ status: 0, reference: null }),
      );
    const submits = drafts.map((id, n) => answer(submit((n % 2 ? b : a).baseURL, token, id, before.get(id)!.version)));
    const oneShots = Array.from({ length: ONE_SHOTS }, (_, n) => answer(createWithFile((n % 2 ? b : a).baseURL, token, `One-shot ${n}`)));
    await Promise.race([...submits, ...oneShots]);
    await a.kill();
    const submitted = await Promise.all(submits);
    const created = await Promise.all(oneShots);
    // Some were cut: the kill landed inside requests (a run where none was is no test of this promise).
    expect([...submitted, ...created].some((s) => s.status === 0)).toBe(true);

    // The instance starts again; the hourly sweep runs (now, not in an hour).
    const a2 = await start();
    await sweepNow();
    await expectFilesWhole();

    const after = new Map((await proposalsNow()).map((r) => [r.id, r]));
    for (const [n, id] of drafts.entries()) {
      const row = after.get(id)!;
      if (row.status === 'DRAFT') {
        // Intact: every column as before the submit, the same file, no reference, receipt or audit row.
        expect(row.row).toEqual(before.get(id)!.row);
        expect(await documentsOf(id)).toEqual(documentsBefore.get(id));
        expect(await auditsOf(id)).toEqual([]);
        expect(submitted[n]!.status).not.toBe(200);
      } else {
        expect(row.status).toBe('UNDER_REVIEW');
        expect(row.reference).toMatch(/^SRTM-SSA-\d{4}-\d{5}$/);
        expect(row.submitted_at).not.toBeNull();
        expect(await documentsOf(id)).toEqual(documentsBefore.get(id));
        expect((await auditsOf(id)).map((r) => r.after.reference)).toEqual([row.reference]);
        expect(await receiptsOf(row.reference!)).toBe(1);
        if (submitted[n]!.status === 200) expect(submitted[n]!.reference).toBe(row.reference);
      }
    }
    // The one-shots: each stored wholly (proposal, file, reference, receipt, audit) or not at all.
    const oneShotRows = [...after.values()].filter((r) => !drafts.includes(r.id));
    expect(oneShotRows.length).toBeLessThanOrEqual(ONE_SHOTS);
    for (const row of oneShotRows) {
      expect(row.status).toBe('UNDER_REVIEW');
      expect(await documentsOf(row.id)).toHaveLength(1);
      expect((await auditsOf(row.id)).map((r) => r.after.reference)).toEqual([row.reference]);
      expect(await receiptsOf(row.reference!)).toBe(1);
    }
    for (const c of created.filter((c) => c.status === 201)) expect(oneShotRows.map((r) => r.reference)).toContain(c.reference);
    const numbered = await expectReferencesGapFree();
    expect(numbered).toBe([...after.values()].filter((r) => r.status === 'UNDER_REVIEW').length);

    // The user tries again on the restarted instance: each draft is submitted once; a submitted one is a 409 and keeps its reference.
    const again = await adminToken(a2.baseURL);
    const retried = await Promise.all(
      drafts.map(async (id) => {
        const res = await submit(a2.baseURL, again, id, after.get(id)!.version);
        return { id, status: res.status, body: (await res.json()) as { message: string; data?: { reference: string } } };
      }),
    );
    for (const r of retried) {
      if (after.get(r.id)!.status === 'DRAFT') {
        expect(r.status).toBe(200);
        expect(r.body.data!.reference).toMatch(/^SRTM-SSA-\d{4}-\d{5}$/);
      } else {
        expect(r.status).toBe(409);
        expect(r.body.message).toBe(MESSAGES.draftNotADraft);
      }
    }
    const final = new Map((await proposalsNow()).map((r) => [r.id, r]));
    for (const id of drafts) {
      const row = final.get(id)!;
      expect(row.status).toBe('UNDER_REVIEW');
      if (after.get(id)!.reference) expect(row.reference).toBe(after.get(id)!.reference);
      expect((await auditsOf(id)).map((r) => r.after.reference)).toEqual([row.reference]);
      expect(await receiptsOf(row.reference!)).toBe(1);
    }
    expect(await expectReferencesGapFree()).toBe(final.size);
    await expectFilesWhole();
  }, 150_000);
});
