// `node bench/open-data.mjs` (after `npm run build`; needs TEST_DATABASE_URL): the open-data feed at 5 000
// funded projects (each with its agreement, an approved summary and one released tranche) on PostgreSQL,
// through the built app and real HTTP (issue 46, decision 259):
//  - regeneration: the first GET /api/open/grants.json after the public data's version moves, median of
//    5; budget <= 2 s;
//  - served from cache: the request rate of GET /api/open/grants.json revalidated with its ETag (304, what
//    a cache that asks again sends), against GET /api/health, in alternating rounds; budget >= 0.5. The
//    rate of full 200 answers (the body is megabytes) is printed beside it, without a budget.
// BENCH_OPEN_PROJECTS shrinks the run to check the script itself (no figure then).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { scratchDatabase } from './scratch-database.mjs';

export const REGENERATE_BUDGET_MS = 2000;
export const CACHED_RATIO_BUDGET = 0.5;
const PROJECTS = Number(process.env.BENCH_OPEN_PROJECTS ?? 5000);
const SETTINGS = { connections: 10, duration: 5, pipelining: 1 };
const ROUNDS = 3;

const LOAD_SQL = `
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization)
values ('bench.grantee@example.in', 'Bench Grantee', '9999999999', 'x', 'APPROVED', ARRAY['RESEARCHER']::role[], true, 'Bench Works');
insert into proposals (user_id, category, type, status, name, email, mobile, title, abstract, org_name, focus_area, owner_approved, created_at, submitted_at, reference, requested_grant)
select (select id from users where email = 'bench.grantee@example.in'), 'INNOVATE', 'FUNDING_SUPPORT', 'APPROVED', 'Bench Grantee', 'bench.grantee@example.in',
       '9999999999', 'Funded project ' || g || ': a pilot of hydrogen-based reduction of iron ore', 'An abstract', 'Institute ' || (g % 300),
       ARRAY['Green Steel'], true, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
       'SRTM-OI-2026-' || lpad(g::text, 5, '0'), 600000
from generate_series(1, ${PROJECTS}) g;
insert into projects (proposal_id, approved_cost, share_percent, "grant", start_date, milestones, agreement_uploaded_at, approved_summary, approved_summary_version, approved_summary_at)
select id, 1000000, 60, 600000, current_date, '[{"title":"Pilot built","dueDate":"2027-06-30","deliverable":"A pilot"},{"title":"Trials done","dueDate":"2028-03-31","deliverable":"A report"}]'::jsonb,
       now(), repeat('The project tests the process in a pilot furnace, measures the energy used and the emissions avoided. ', 4), 1, now()
from proposals where reference like 'SRTM-OI-2026-%';
insert into project_tranches (proposal_id, number, amount, released_on, transaction_ref)
select proposal_id, 1, 240000, current_date, 'UTR-BENCH-' || proposal_id from projects;
`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const base = process.env.TEST_DATABASE_URL;
if (!base) {
  console.log('open data: not measured (set TEST_DATABASE_URL)');
  process.exit(1);
}
const scratch = await scratchDatabase(base);
const { buildApp } = await import('../apps/server/dist/app.js');
const { loadConfig } = await import('../apps/server/dist/config.js');
const { default: pino } = await import('pino');
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-open-')),
  DATABASE_URL: scratch.url,
  SEED_DEMO: '0',
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
});
let app;
let ok = false;
try {
  app = await buildApp(config, { logStream: pino.destination({ dest: '/dev/null', minLength: 4096, sync: false }) });
  await app.ready();
  const loader = postgres(scratch.url, { max: 1, onnotice: () => undefined });
  await loader.unsafe(LOAD_SQL);
  await loader.unsafe('vacuum analyze');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${app.server.address().port}`;

  const regenerations = [];
  let etag = '';
  let bytes = 0;
  for (let i = 0; i < 5; i++) {
    await loader`update project_public_stamp set version = version + 1 where id = 1`;
    const t0 = process.hrtime.bigint();
    const res = await fetch(`${origin}/api/open/grants.json`);
    const body = await res.text();
    regenerations.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const grants = JSON.parse(body).grants.length;
    if (res.status !== 200 || grants !== PROJECTS) throw new Error(`grants.json: ${res.status}, ${grants} grants`);
    etag = res.headers.get('etag');
    bytes = body.length;
  }
  await loader.end();

  const rate = async (url, headers = {}, expect = 200) => {
    const r = await autocannon({ url, headers, ...SETTINGS });
    // A revalidation answers 304, which autocannon counts as not 2xx.
    if (r.errors > 0 || (expect === 200 && r.non2xx > 0)) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
    return r.requests.average;
  };
  const ratios = [];
  const full = [];
  const loadBefore = loadavg()[0];
  for (let i = 0; i < ROUNDS; i++) {
    const health = await rate(`${origin}/api/health`);
    const cached = await rate(`${origin}/api/open/grants.json`, { 'if-none-match': etag }, 304);
    ratios.push(cached / health);
    full.push(await rate(`${origin}/api/open/grants.json`));
  }
  const regenerate = median(regenerations);
  const ratio = median(ratios);
  console.log(
    `open data (${PROJECTS} projects, ${(bytes / 1e6).toFixed(1)} MB): regenerated in ${regenerate.toFixed(0)} ms (budget <= ${REGENERATE_BUDGET_MS}); ` +
      `revalidated (304) ÷ health ${ratio.toFixed(2)} (budget >= ${CACHED_RATIO_BUDGET}); full answers ${median(full).toFixed(0)} req/s; load ${loadBefore.toFixed(2)}`,
  );
  ok = PROJECTS < 5000 || (regenerate <= REGENERATE_BUDGET_MS && ratio >= CACHED_RATIO_BUDGET);
} finally {
  await app?.close();
  await scratch.drop();
}
process.exit(ok ? 0 : 1);
