// `node bench/review-ranking.mjs` (after `npm run build`; needs TEST_DATABASE_URL): the review ranking of
// 2 000 funding proposals with 5 submitted reviews each, against the admin's plain proposal list of the same
// 2 000, both on PostgreSQL through the built app and real HTTP. Median latency of one request at a time,
// the two calls alternating so a slow moment touches both; budget: ranking / list <= 1.5 (decision 147).
// A step of its own: `bench/run.mjs` runs every budget and cannot select one.
import { loadavg } from 'node:os';
import postgres from 'postgres';
import { benchApp } from './bench-app.mjs';

export const RANKING_RATIO_BUDGET = 1.5;
// BENCH_RANKING_PROPOSALS / BENCH_RANKING_ROUNDS shrink the run to check the script itself (no figure then).
const PROPOSALS = Number(process.env.BENCH_RANKING_PROPOSALS ?? 2000);
const REVIEWERS = 5;
const ROUNDS = Number(process.env.BENCH_RANKING_ROUNDS ?? 300);

const LOAD_SQL = `
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization)
values ('bench.admin@example.in', 'Bench Admin', '9999999999', 'x', 'APPROVED', ARRAY['ADMIN']::role[], true, null),
       ('bench.applicant@example.in', 'Bench Applicant', '9999999999', 'x', 'APPROVED', ARRAY['STARTUP']::role[], true, 'Applicant Works');
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization)
select 'bench.reviewer' || g || '@example.in', 'Reviewer ' || g, '9999999999', 'x', 'APPROVED', ARRAY['RESEARCHER', 'REVIEWER']::role[], true, 'Lab ' || g
from generate_series(1, ${REVIEWERS}) g;
insert into proposals (user_id, category, type, status, name, email, mobile, title, abstract, org_name, owner_approved, created_at)
select (select id from users where email = 'bench.applicant@example.in'), 'INNOVATE', 'FUNDING_SUPPORT', 'UNDER_REVIEW', 'Bench Applicant',
       'bench.applicant@example.in', '9999999999', 'Funding proposal ' || g, 'An abstract of some length for proposal ' || g, 'Applicant Works', true,
       now() - (g || ' minutes')::interval
from generate_series(1, ${PROPOSALS}) g;
insert into review_assignments (proposal_id, reviewer_id, due_date, state, scores, weighted_score, recommendation, comment_for_applicant, comment_for_committee, declared_at, saved_at, submitted_at)
select p.id, r.id, current_date + 10, 'SUBMITTED', '{"relevance":7,"merit":7,"feasibility":7,"team":7,"impact":7}'::jsonb,
       10 + floor(random() * 181) / 2, (array['FUND', 'FUND_WITH_CHANGES', 'DO_NOT_FUND'])[1 + floor(random() * 3)::int]::review_recommendation,
       'A comment for the applicant of reasonable length.', 'A comment for the committee of reasonable length.', now(), now(), now()
from proposals p cross join (select id from users where email like 'bench.reviewer%') r;
-- The reviews are loaded behind the app's back: their summaries as the migration's backfill writes them (decision 190).
insert into review_summaries (proposal_id, review_count, mean_score, min_score, max_score, disagreement, fund, fund_with_changes, do_not_fund)
select proposal_id, count(*)::int, avg(weighted_score), min(weighted_score), max(weighted_score), max(weighted_score) - min(weighted_score) > 30,
       (count(*) filter (where recommendation = 'FUND'))::int, (count(*) filter (where recommendation = 'FUND_WITH_CHANGES'))::int,
       (count(*) filter (where recommendation = 'DO_NOT_FUND'))::int
from review_assignments where state = 'SUBMITTED' group by proposal_id;
`;

const bench = await benchApp('ranking', 'review ranking');
const { target, app } = bench;
let result;
try {
  const loader = postgres(target, { max: 1, onnotice: () => undefined });
  const started = Date.now();
  await loader.unsafe(LOAD_SQL);
  // What autovacuum does within a minute of a bulk load; done here so it does not run during a measurement.
  await loader.unsafe('vacuum analyze');
  const [{ id }] = await loader`select id from users where email = 'bench.admin@example.in'`;
  await loader.end();
  process.stderr.write(`loaded ${PROPOSALS} proposals and ${PROPOSALS * REVIEWERS} reviews in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const token = await bench.sign(id, 'bench.admin@example.in', ['ADMIN']);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = app.server.address().port;
  const time = async (route) => {
    const t0 = process.hrtime.bigint();
    const res = await fetch(`http://127.0.0.1:${port}${route}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200 || body.total !== PROPOSALS) throw new Error(`${route}: ${res.status} total ${body.total}`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  const routes = {
    list: '/api/admin/proposals?category=INNOVATE&type=FUNDING_SUPPORT&limit=10&page=1',
    ranking: '/api/admin/reviews/ranking?category=INNOVATE&type=FUNDING_SUPPORT&limit=10&page=1',
    ranking50: '/api/admin/reviews/ranking?category=INNOVATE&type=FUNDING_SUPPORT&limit=50&page=1',
  };
  const samples = { list: [], ranking: [], ranking50: [] };
  for (let i = 0; i < 20; i++) for (const r of Object.keys(routes)) await time(routes[r]);
  const loadBefore = loadavg();
  for (let i = 0; i < ROUNDS; i++) for (const r of Object.keys(routes)) samples[r].push(await time(routes[r]));
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  result = { list: median(samples.list), ranking: median(samples.ranking), ranking50: median(samples.ranking50), load: [loadBefore, loadavg()] };
} finally {
  await bench.close();
}
const ratio = result.ranking / result.list;
console.table([
  { figure: 'GET /api/admin/proposals (2 000 proposals, page of 10), median', value: `${result.list.toFixed(2)} ms` },
  { figure: 'GET /api/admin/reviews/ranking (2 000 proposals x 5 reviews, page of 10), median', value: `${result.ranking.toFixed(2)} ms` },
  { figure: 'ranking / list', value: ratio.toFixed(2), budget: `<= ${RANKING_RATIO_BUDGET}`, result: ratio <= RANKING_RATIO_BUDGET ? 'PASS' : 'FAIL' },
  { figure: 'GET /api/admin/reviews/ranking, page of 50 (the ranking page), median', value: `${result.ranking50.toFixed(2)} ms`, result: 'INFO' },
  {
    figure: 'load average before -> after',
    value: `${result.load[0].map((x) => x.toFixed(1)).join('/')} -> ${result.load[1].map((x) => x.toFixed(1)).join('/')}`,
    result: 'INFO',
  },
]);
if (ratio > RANKING_RATIO_BUDGET) process.exitCode = 1;
