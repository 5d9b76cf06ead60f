// Drafts and receipts (docs/architecture.md#drafts-and-receipts): a draft save (PATCH, no file, a real
// change each time) through the full stack against a read of the same drafts by the same account
// (POST /api/proposals/:id/details, the specification's read) on the same server, budget >= 0.3 (decision 199: the comparator,
// GET /api/health, answers from memory, and no write reaches 0.3 of it on one machine: the bench also
// prints it, and the least a write through the full stack costs, for the record); and the receipt PDF's
// render time, p95 <= 200 ms.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { scratchDatabase } from './scratch-database.mjs';

export const DRAFT_SAVE_RATIO_BUDGET = 0.3;
export const RECEIPT_P95_BUDGET_MS = 200;
const CONNECTIONS = 8;
const SETTINGS = { connections: CONNECTIONS, duration: 5, pipelining: 1 };
const ROUNDS = 3;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function createSubmitter(app, schema) {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const doc = (name) => app.storage.put(app.db, { ownerId: null, purpose: name, originalName: `${name}.pdf`, contentType: 'application/pdf', data: pdf });
  const [user] = await app.db
    .insert(schema.users)
    .values({
      email: 'bench-drafts@example.in',
      name: 'Bench Applicant',
      phone: '+91 98765 43210',
      passwordHash: 'not-used',
      isEmailVerified: true,
      organization: 'Bench Labs',
      organizationCategory: 'Startup',
      designation: 'Founder',
      status: 'APPROVED',
      governmentIdFileId: await doc('pan'),
      organizationDocFileId: await doc('incorporation'),
    })
    .returning();
  return app.signAccessToken({
    id: user.id,
    email: user.email,
    name: user.name,
    roles: ['STARTUP'],
    permissions: [],
    isEmailVerified: true,
    isProfileComplete: true,
  });
}

/**
 * Draft saves: request n saves draft n mod the number of drafts, from the version that draft's last
 * answer gave. With four drafts a connection, a draft's previous save has been answered long before
 * it is saved again, so no save is refused as stale (a refusal fails the run).
 */
async function measureSaves(port, token, drafts) {
  // Saves cut off by the end of the previous round were applied unanswered: start from the stored versions.
  const versions = new Map();
  for (const id of drafts) {
    const res = await fetch(`http://127.0.0.1:${port}/api/proposals/${id}/details`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    versions.set(id, (await res.json()).data.version);
  }
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    ...SETTINGS,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (req) => {
          const id = drafts[n % drafts.length];
          n += 1;
          return {
            ...req,
            path: `/api/proposals/${id}`,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ version: versions.get(id), title: `Hydrogen-ready burners, revision ${n}`, abstract: `Reheating furnaces, note ${n}` }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 200) return;
          const { data } = JSON.parse(body);
          versions.set(data.id, data.version);
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`draft saves: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Reads of the same drafts by the same account, in the same rotation as the saves (the specification's POST …/details). */
async function measureReads(port, token, drafts) {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    ...SETTINGS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          path: `/api/proposals/${drafts[n++ % drafts.length]}/details`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`draft reads: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function measureGet(port, route) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${route}`, ...SETTINGS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route}: ${result.non2xx} non-2xx`);
  return result.requests.average;
}
const measureHealth = (port) => measureGet(port, '/api/health');

/**
 * For the record: the least any write costs through the same stack, a route of this bench that runs one
 * transaction of a save's shape (lock a row, update it, append a history row) and nothing else.
 */
const FLOOR_ROUTE = '/api/bench-floor-write';
async function addFloorRoute(app) {
  await app.db.execute(sql`create table bench_floor (id int primary key, n int not null)`);
  await app.db.execute(sql`create table bench_floor_log (id bigserial primary key, row_id int not null, at timestamptz not null default now())`);
  await app.db.execute(sql`insert into bench_floor select g, 0 from generate_series(1, 64) g`);
  let k = 0;
  app.get(FLOOR_ROUTE, async () => {
    const id = (k++ % 64) + 1;
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select n from bench_floor where id = ${id} for update`);
      await tx.execute(sql`update bench_floor set n = n + 1 where id = ${id}`);
      await tx.execute(sql`insert into bench_floor_log (row_id) values (${id})`);
    });
    return { ok: true };
  });
}

/** On PGlite (in memory) unless `databaseUrl` names a PostgreSQL database, which must be empty. */
export async function runDrafts(databaseUrl = 'memory://') {
  const { buildApp } = await import('../apps/server/dist/app.js');
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const schema = await import('../apps/server/dist/db/schema/index.js');
  const { renderReceiptPdf } = await import('../apps/server/dist/modules/proposals/operations/receipt-pdf.js');
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '0',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  });
  // The bench saves far more often than one person: the per-account limits are lifted, nothing else.
  config.rateLimitScale = 100_000;
  const app = await buildApp(config);
  await addFloorRoute(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const port = app.server.address().port;
    const token = await createSubmitter(app, schema);
    const drafts = [];
    for (let i = 0; i < 4 * CONNECTIONS; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/proposals/drafts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ category: 'STEELCOLLAB', type: 'INNOVATION' }),
      });
      if (res.status !== 201) throw new Error(`draft: ${res.status} ${await res.text()}`);
      drafts.push((await res.json()).data.id);
    }
    await measureHealth(port);
    await measureReads(port, token, drafts);
    const rates = { health: [], floor: [], read: [], save: [] };
    for (let round = 0; round < ROUNDS; round++) {
      rates.health.push(await measureHealth(port));
      rates.floor.push(await measureGet(port, FLOOR_ROUTE));
      rates.read.push(await measureReads(port, token, drafts));
      rates.save.push(await measureSaves(port, token, drafts));
    }
    const ratios = rates.save.map((s, i) => s / rates.read[i]);

    // The receipt of a long application: every text near its limit, ten collaborators, a document.
    const long = 'Hydrogen direct reduction with staged burners and recovered heat. '.repeat(60);
    const facts = {
      reference: 'SRTM-OI-2026-00042',
      scheme: 'Open Innovation proposal',
      submittedAt: new Date(),
      applicant: { name: 'Asha Rao', email: 'asha.rao@example.in' },
      challenge: null,
      fields: ['Project title', 'Understanding of the challenge', 'Initial idea', 'Expected outcome', 'Potential risks'].map((label) => ({
        label,
        value: long,
      })),
      collaborators: Array.from({ length: 10 }, (_, i) => ({ name: `Partner ${i}`, organization: `Steel Works ${i}` })),
      documents: [{ fileName: 'proposal.pdf', size: 2_345_678, sha256: 'a'.repeat(64) }],
      nextSteps: 'The administrators check it within 10 working days.',
    };
    for (let i = 0; i < 10; i++) await renderReceiptPdf(facts);
    const times = [];
    for (let i = 0; i < 100; i++) {
      const start = performance.now();
      await renderReceiptPdf(facts);
      times.push(performance.now() - start);
    }
    const p95 = percentile(times, 95);
    const ratio = median(ratios);
    return {
      health: median(rates.health),
      floor: median(rates.floor),
      read: median(rates.read),
      save: median(rates.save),
      ratio,
      ratios,
      savePass: ratio >= DRAFT_SAVE_RATIO_BUDGET,
      p95,
      p50: percentile(times, 50),
      receiptPass: p95 <= RECEIPT_P95_BUDGET_MS,
    };
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('PGlite', await runDrafts());
  // With TEST_DATABASE_URL, the same on PostgreSQL, in a scratch database of that server.
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const db = await scratchDatabase(baseUrl);
    try {
      console.log('PostgreSQL', await runDrafts(db.url));
    } finally {
      await db.drop();
    }
  }
}
