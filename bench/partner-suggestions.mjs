// `node bench/partner-suggestions.mjs` (after `npm run build`; needs TEST_DATABASE_URL): GET /api/collab/suggestions
// (docs/architecture.md#partners-by-consent, decision 266) on PostgreSQL through the built app, among 20 000
// profiles open to collaborate (and 5 000 that are not), each with one to three of the six focus areas and one
// of the six organisation categories, and 5 000 proposals of theirs (the likeness of their own work). Ten
// callers of different categories and focus areas, each with proposals of their own, ask in turn: 200 timed
// requests after 20 to warm up; p50 and p95 printed, budget p95 <= 100 ms (issue 47). The main query (the
// candidates scored in SQL, users.repo.ts `partnerCandidates`) is printed with its EXPLAIN (ANALYZE, BUFFERS),
// taken from the statement the app itself sends. The data go in with SQL in bulk, not through HTTP.
// BENCH_PARTNER_PROFILES changes the number of open profiles (a small number checks the script; no figure then).
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { benchApp } from './bench-app.mjs';
import { FOCUS_AREAS } from '@portal/shared';

export const SUGGESTIONS_P95_BUDGET_MS = 100;
const PROFILES = Number(process.env.BENCH_PARTNER_PROFILES ?? 20_000);
const CLOSED = Math.ceil(PROFILES / 4);
const PROPOSALS = Math.ceil(PROFILES / 4);
const CALLERS = 10;
const WARM_UP = 20;
const TIMED = 200;

// The focus areas the forms offer (packages/shared).
const AREAS = FOCUS_AREAS;
const CATEGORIES = ['Academia', 'Reasearch Institute', 'Industry', 'Incubator', 'MSME', 'Startup'];
const areas = `(array[${AREAS.map((a) => `'${a}'`).join(', ')}])`;
const categories = `(array[${CATEGORIES.map((c) => `'${c}'`).join(', ')}])`;
// One to three areas a person, drawn from their number: the same data on every run.
const area = (x) => `${areas}[1 + (${x}) % 6]`;
const areasOf = (n) =>
  `case (${n} / 7) % 3 when 0 then array[${area(n)}] when 1 then array[${area(n)}, ${area(`${n} + 1 + (${n} / 6) % 5`)}] else array[${area(n)}, ${area(`${n} + 2`)}, ${area(`${n} + 4`)}] end`;

const LOAD_SQL = `
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization, organization_category, open_to_collaborate, collaboration_offer, focus_areas)
select 'bench.partner' || g || '@example.in', 'Partner ' || g, '9999999999', 'x', 'APPROVED', ARRAY['RESEARCHER']::role[], true, 'Works ' || g,
       ${categories}[1 + g % 6]::organization_category, true, 'Pilot lines, a furnace lab and metallurgists; we seek partners for trials.', ${areasOf('g')}
from generate_series(1, ${PROFILES}) g;
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization, organization_category, open_to_collaborate, focus_areas)
select 'bench.closed' || g || '@example.in', 'Closed ' || g, '9999999999', 'x', 'APPROVED', ARRAY['RESEARCHER']::role[], true, 'Closed Works ' || g,
       ${categories}[1 + g % 6]::organization_category, false, ${areasOf('g')}
from generate_series(1, ${CLOSED}) g;
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization, organization_category, open_to_collaborate, focus_areas)
select 'bench.caller' || g || '@example.in', 'Caller ' || g, '9999999999', 'x', 'APPROVED', ARRAY['STARTUP']::role[], true, 'Caller Works ' || g,
       (array['Industry', 'MSME', 'Startup', 'Academia', 'Reasearch Institute'])[1 + g % 5]::organization_category, true,
       array[${areas}[1 + g % 6]]
from generate_series(1, ${CALLERS}) g;
insert into proposals (user_id, category, type, status, name, email, mobile, title, focus_area, owner_approved, created_at)
select u.id, 'INNOVATE', 'FUNDING_SUPPORT', 'UNDER_REVIEW', u.name, u.email, '9999999999', 'Bench work ' || u.n, array[${areas}[1 + (u.n * 7) % 6]], true, now()
from (select id, name, email, row_number() over (order by email) n from users where email like 'bench.partner%') u
where u.n <= ${PROPOSALS};
insert into proposals (user_id, category, type, status, name, email, mobile, title, focus_area, owner_approved, created_at)
select u.id, 'INNOVATE', 'FUNDING_SUPPORT', 'UNDER_REVIEW', u.name, u.email, '9999999999', 'Caller work ' || k, array[${areas}[1 + (k * 5 + u.n) % 6]], true, now()
from (select id, name, email, row_number() over (order by email) n from users where email like 'bench.caller%') u, generate_series(1, 2) k;
`;

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Seeds, times and explains; answers the figures (printed by the caller). */
export async function runPartnerSuggestions() {
  const bench = await benchApp('partners', 'partner suggestions');
  const { target, app } = bench;
  try {
    const loader = postgres(target, { max: 1, onnotice: () => undefined });
    const started = Date.now();
    await loader.unsafe(LOAD_SQL);
    await loader.unsafe('vacuum analyze');
    const callers =
      await loader`select id, email, organization_category as category, focus_areas as "focusAreas" from users where email like 'bench.caller%' order by email`;
    const [{ open }] = await loader`select count(*)::int as open from users where open_to_collaborate`;
    process.stderr.write(`loaded ${open} open profiles in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const tokens = await Promise.all(callers.map((c) => bench.sign(c.id, c.email, ['STARTUP'], { isProfileComplete: true })));
    const ask = async (i) => {
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: '/api/collab/suggestions', headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (res.statusCode !== 200) throw new Error(`suggestions: ${res.statusCode} ${res.body}`);
      const data = res.json().data;
      if (data.length !== 10) throw new Error(`suggestions: ${data.length} answered`);
      return ms;
    };
    for (let i = 0; i < WARM_UP; i++) await ask(i);
    const loadBefore = loadavg();
    const samples = [];
    // For the record, beside it: one signed-in read of the same callers (GET /api/users/profile/me), the
    // fixed cost of a request through the stack on this machine at this moment.
    const reference = [];
    for (let i = 0; i < TIMED; i++) {
      samples.push(await ask(i));
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
      if (res.statusCode !== 200) throw new Error(`profile: ${res.statusCode}`);
      reference.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }

    // The main query as the app sends it: the users module's own statement, caught by a logging drizzle
    // on the same database, then explained with its parameters.
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { partnerCandidates, complementsOf } = await import('../apps/server/dist/modules/users/index.js');
    const { workFocusAreasOf } = await import('../apps/server/dist/modules/proposals/index.js');
    let statement = null;
    const client = postgres(target, { max: 1, onnotice: () => undefined });
    const logged = drizzle(client, { logger: { logQuery: (query, params) => (statement ??= { query, params }) } });
    const caller = callers[0];
    const work = (await workFocusAreasOf(logged, [caller.id])).get(caller.id) ?? [];
    statement = null;
    await partnerCandidates(logged, {
      callerId: caller.id,
      focusAreas: caller.focusAreas,
      workAreas: work,
      complements: complementsOf(caller.category),
      exceptIds: [],
      limit: 200,
    });
    const plan = await client.unsafe(`explain (analyze, buffers) ${statement.query}`, statement.params);
    // The second query that grows with the answer: the candidates' own work (200 of them), by the proposals' owner index.
    const ids = (await client`select id from users where open_to_collaborate order by created_at desc limit 200`).map((r) => r.id);
    statement = null;
    await workFocusAreasOf(logged, ids);
    const workPlan = await client.unsafe(`explain (analyze, buffers) ${statement.query}`, statement.params);
    await client.end();
    await loader.end();
    return {
      open,
      requests: TIMED,
      callers: CALLERS,
      pass: percentile(samples, 95) <= SUGGESTIONS_P95_BUDGET_MS,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      referenceP50: percentile(reference, 50),
      referenceP95: percentile(reference, 95),
      query: statement.query,
      plan: plan.map((r) => r['QUERY PLAN']).join('\n'),
      // The 200 ids of the candidates written out are shortened.
      workPlan: workPlan.map((r) => r['QUERY PLAN'].replace(/'\{[0-9a-f-]{36}(,[0-9a-f-]{36})*\}'/g, "'{…}'")).join('\n'),
      load: [loadBefore, loadavg()],
    };
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runPartnerSuggestions();
  console.log(
    `\nThe main query (users.repo.ts partnerCandidates):\n${result.query}\n\nEXPLAIN (ANALYZE, BUFFERS):\n${result.plan}\n\nThe candidates' own work (proposals.repo.ts workFocusAreasOf, 200 candidates), EXPLAIN (ANALYZE, BUFFERS):\n${result.workPlan}\n`,
  );
  const { pass } = result;
  console.table([
    {
      figure: `GET /api/collab/suggestions p95 (p50), ${result.open} open profiles, PostgreSQL, ${TIMED} requests of ${CALLERS} callers`,
      value: `${result.p95.toFixed(1)} ms (${result.p50.toFixed(1)} ms)`,
      budget: `<= ${SUGGESTIONS_P95_BUDGET_MS} ms`,
      result: pass ? 'PASS' : 'FAIL',
    },
    {
      figure: 'for the record: GET /api/users/profile/me p95 (p50), the same callers, alternating',
      value: `${result.referenceP95.toFixed(1)} ms (${result.referenceP50.toFixed(1)} ms)`,
      result: 'INFO',
    },
    {
      figure: 'load average before -> after',
      value: `${result.load[0].map((x) => x.toFixed(1)).join('/')} -> ${result.load[1].map((x) => x.toFixed(1)).join('/')}`,
      result: 'INFO',
    },
  ]);
  if (!pass) process.exitCode = 1;
}
