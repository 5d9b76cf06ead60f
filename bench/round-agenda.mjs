// `node bench/round-agenda.mjs` (after `npm run build`; needs TEST_DATABASE_URL): on PostgreSQL through the
// built app and real HTTP,
//  - the agenda of a round of 1 000 Steel Startup Accelerator proposals with 3 submitted reviews each and a
//    committee of 5 members (recusals computed), against the admin's plain proposal list of the same 1 000
//    (all of it: ten pages of 100, the largest page the list serves); medians of one request at a time,
//    the calls alternating; budget: agenda / list <= 1.5 (issue 44);
//  - the release of 1 000 decisions (statuses, audit entries, one queued mail and notification each, the
//    deferred ones moved to the next round): one call, budget < 10 s.
// BENCH_ROUND_PROPOSALS / BENCH_ROUND_ROUNDS shrink the run to check the script itself (no figure then).
import { loadavg } from 'node:os';
import postgres from 'postgres';
import { benchApp } from './bench-app.mjs';

export const AGENDA_RATIO_BUDGET = 1.5;
export const RELEASE_BUDGET_MS = 10_000;
const PROPOSALS = Number(process.env.BENCH_ROUND_PROPOSALS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUND_ROUNDS ?? 30);
const REVIEWERS = 3;
const MEMBERS = 5;

const proposalsOf = (label, offset) => `
insert into proposals (user_id, category, type, status, name, email, mobile, title, abstract, org_name, owner_approved, created_at, submitted_at, reference, requested_grant)
select (select id from users where email = 'bench.applicant' || (g % 50) || '@example.in'), 'CHALLENGE', 'FUNDING_SUPPORT', 'UNDER_REVIEW', 'Bench Applicant',
       'bench.applicant@example.in', '9999999999', '${label} ' || g, 'An abstract of some length for proposal ' || g, 'Applicant Works ' || (g % 50), true,
       now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, 'SRTM-SSA-2026-' || lpad((g + ${offset})::text, 5, '0'), 100000 + (g % 7) * 25000
from generate_series(1, ${PROPOSALS}) g;`;

const LOAD_SQL = `
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization)
values ('bench.admin@example.in', 'Bench Admin', '9999999999', 'x', 'APPROVED', ARRAY['ADMIN']::role[], true, null);
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization)
select 'bench.applicant' || g || '@example.in', 'Applicant ' || g, '9999999999', 'x', 'APPROVED', ARRAY['STARTUP']::role[], true, 'Applicant Works ' || g
from generate_series(0, 49) g;
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization)
select 'bench.reviewer' || g || '@example.in', 'Reviewer ' || g, '9999999999', 'x', 'APPROVED', ARRAY['RESEARCHER', 'REVIEWER']::role[], true, 'Lab ' || g
from generate_series(1, ${REVIEWERS}) g;
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization)
select 'bench.member' || g || '@example.in', 'Member ' || g, '9999999999', 'x', 'APPROVED', ARRAY['RESEARCHER', 'REVIEWER']::role[], true,
       case when g = 1 then 'Applicant Works 7' else 'Institute ' || g end
from generate_series(1, ${MEMBERS}) g;
${proposalsOf('Agenda proposal', 0)}
${proposalsOf('Release proposal', 50000)}
insert into review_assignments (proposal_id, reviewer_id, due_date, state, scores, weighted_score, recommendation, comment_for_applicant, comment_for_committee, declared_at, saved_at, submitted_at)
select p.id, r.id, current_date + 10, 'SUBMITTED', '{"relevance":7,"merit":7,"feasibility":7,"team":7,"impact":7}'::jsonb,
       10 + floor(random() * 181) / 2, (array['FUND', 'FUND_WITH_CHANGES', 'DO_NOT_FUND'])[1 + floor(random() * 3)::int]::review_recommendation,
       'A comment for the applicant of reasonable length.', 'A comment for the committee of reasonable length.', now(), now(), now()
from proposals p cross join (select id from users where email like 'bench.reviewer%') r;
insert into review_summaries (proposal_id, review_count, mean_score, min_score, max_score, disagreement, fund, fund_with_changes, do_not_fund)
select proposal_id, count(*)::int, avg(weighted_score), min(weighted_score), max(weighted_score), max(weighted_score) - min(weighted_score) > 30,
       (count(*) filter (where recommendation = 'FUND'))::int, (count(*) filter (where recommendation = 'FUND_WITH_CHANGES'))::int,
       (count(*) filter (where recommendation = 'DO_NOT_FUND'))::int
from review_assignments where state = 'SUBMITTED' group by proposal_id;
insert into rounds (scheme, name, cutoff_at, review_due_at, budget, meeting_held_on, chair_id, member_ids)
select 'SSA', name, current_date - 2, current_date + 10, 1000000000, current_date,
       (select id from users where email = 'bench.member1@example.in'), (select array_agg(id) from users where email like 'bench.member%')
from (values ('Agenda round'), ('Release round')) v(name);
insert into round_entries (round_id, proposal_id)
select (select id from rounds where name = 'Agenda round'), id from proposals where title like 'Agenda proposal %';
insert into round_entries (round_id, proposal_id, decision, "grant", decided_at)
select (select id from rounds where name = 'Release round'), id, (array['FUND', 'FUND_WITH_CONDITIONS', 'DECLINE', 'DEFER'])[1 + (row_number() over ()) % 4]::round_decision, 0, now()
from proposals where title like 'Release proposal %';
update round_entries set conditions = 'A partner letter before the first tranche.' where decision = 'FUND_WITH_CONDITIONS';
`;

const bench = await benchApp('rounds', 'round agenda');
const { target, app } = bench;
let result;
try {
  const loader = postgres(target, { max: 1, onnotice: () => undefined });
  const started = Date.now();
  await loader.unsafe(LOAD_SQL);
  await loader.unsafe('vacuum analyze');
  const [{ id }] = await loader`select id from users where email = 'bench.admin@example.in'`;
  const [{ agendaRound }] = await loader`select id as "agendaRound" from rounds where name = 'Agenda round'`;
  const [{ releaseRound }] = await loader`select id as "releaseRound" from rounds where name = 'Release round'`;
  process.stderr.write(`loaded ${2 * PROPOSALS} proposals and ${2 * PROPOSALS * REVIEWERS} reviews in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const token = await bench.sign(id, 'bench.admin@example.in', ['ADMIN']);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = app.server.address().port;
  const get = async (route) => {
    const res = await fetch(`http://127.0.0.1:${port}${route}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const timeAgenda = async () => {
    const t0 = process.hrtime.bigint();
    const body = await get(`/api/admin/rounds/${agendaRound}/agenda`);
    if (body.data.items.length !== PROPOSALS) throw new Error(`agenda: ${body.data.items.length} items`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  const pages = Math.ceil(PROPOSALS / 100);
  const timeList = async () => {
    const t0 = process.hrtime.bigint();
    for (let page = 1; page <= pages; page++)
      await get(`/api/admin/proposals?category=CHALLENGE&type=FUNDING_SUPPORT&query=Agenda%20proposal&limit=100&page=${page}`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  const timePage = async () => {
    const t0 = process.hrtime.bigint();
    await get('/api/admin/proposals?category=CHALLENGE&type=FUNDING_SUPPORT&limit=10&page=1');
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  for (let i = 0; i < 3; i++) await Promise.all([await timeAgenda(), await timeList(), await timePage()]);
  const samples = { agenda: [], list: [], page: [] };
  const loadBefore = loadavg();
  for (let i = 0; i < ROUNDS; i++) {
    samples.agenda.push(await timeAgenda());
    samples.list.push(await timeList());
    samples.page.push(await timePage());
  }
  const t0 = process.hrtime.bigint();
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/rounds/${releaseRound}/decisions/release`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const release = Number(process.hrtime.bigint() - t0) / 1e6;
  const body = await res.json();
  if (res.status !== 200 || !body.data.released) throw new Error(`release: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  const [{ mails }] = await loader`select count(*)::int as mails from mail_outbox`;
  await loader.end();
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  result = { agenda: median(samples.agenda), list: median(samples.list), page: median(samples.page), release, mails, load: [loadBefore, loadavg()] };
} finally {
  await bench.close();
}
const ratio = result.agenda / result.list;
console.table([
  { figure: `GET /api/admin/proposals, the same ${PROPOSALS} proposals in pages of 100, median`, value: `${result.list.toFixed(1)} ms` },
  {
    figure: `GET /api/admin/rounds/:id/agenda (${PROPOSALS} proposals x ${REVIEWERS} reviews, ${MEMBERS} members), median`,
    value: `${result.agenda.toFixed(1)} ms`,
  },
  { figure: 'agenda / list', value: ratio.toFixed(2), budget: `<= ${AGENDA_RATIO_BUDGET}`, result: ratio <= AGENDA_RATIO_BUDGET ? 'PASS' : 'FAIL' },
  { figure: 'GET /api/admin/proposals, one page of 10, median', value: `${result.page.toFixed(1)} ms`, result: 'INFO' },
  {
    figure: `POST /api/admin/rounds/:id/decisions/release (${PROPOSALS} decisions, ${result.mails} mails queued)`,
    value: `${result.release.toFixed(0)} ms`,
    budget: `< ${RELEASE_BUDGET_MS} ms`,
    result: result.release < RELEASE_BUDGET_MS ? 'PASS' : 'FAIL',
  },
  {
    figure: 'load average before -> after',
    value: `${result.load[0].map((x) => x.toFixed(1)).join('/')} -> ${result.load[1].map((x) => x.toFixed(1)).join('/')}`,
    result: 'INFO',
  },
]);
if (ratio > AGENDA_RATIO_BUDGET || result.release >= RELEASE_BUDGET_MS) process.exitCode = 1;
