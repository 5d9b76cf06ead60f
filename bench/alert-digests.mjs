// `node bench/alert-digests.mjs` (after `npm run build`; needs TEST_DATABASE_URL; `npm run bench` runs it too): on
// PostgreSQL through the built app, the weekly digest pass of alerts for new calls (docs/architecture.md#alerts)
// for 20 000 due subscribers (a third in Hindi, each following one or two of six focus areas or every area),
// with 60 new challenges and 60 new public Steelcollab posts in the week: every digest queued in one pass;
// budget <= 60 s (issue 47). A second pass at the same instant must queue nothing (once per period). The pass
// is set-based (decision 269): batches of 500 subscribers, each read, claimed, queued and moved on with a
// fixed number of statements. BENCH_ALERT_SUBSCRIBERS changes the number of subscribers (a small number
// checks the script; no figure then).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { FOCUS_AREAS } from '@portal/shared';

export const DIGEST_BUDGET_MS = 60_000;
const SUBSCRIBERS = Number(process.env.BENCH_ALERT_SUBSCRIBERS ?? 20_000);
// The focus areas the forms offer (packages/shared).
const AREAS = FOCUS_AREAS;
const areas = `(array[${AREAS.map((a) => `'${a}'`).join(', ')}])`;

const LOAD_SQL = `
insert into users (email, name, phone, password_hash, status, roles, is_email_verified, organization, language)
select 'bench.subscriber' || g || '@example.in', 'Subscriber ' || g, '9999999999', 'x', 'APPROVED', ARRAY['RESEARCHER']::role[], true, 'Lab ' || g,
       case when g % 3 = 0 then 'hi' else 'en' end
from generate_series(1, ${SUBSCRIBERS}) g;
insert into alert_subscriptions (user_id, focus_areas, kinds, frequency, generation, covered_until, next_due_at)
select id, case when n % 4 = 0 then array[]::text[] else array[${areas}[1 + n % 6], ${areas}[1 + (n + 2) % 6]] end,
       array['CHALLENGE', 'ROUND', 'STEELCOLLAB'], 'WEEKLY', 1,
       now() - interval '7 days', now() - interval '1 minute'
from (select id, row_number() over (order by id) n from users where email like 'bench.subscriber%') u;
insert into challenges (title, focus_area, application_deadline, status, created_at)
select 'Bench challenge ' || g, array[${areas}[1 + g % 6]], current_date + 30, 'OPEN', now() - (g || ' hours')::interval
from generate_series(1, 60) g;
insert into proposals (user_id, category, type, status, name, email, mobile, title, focus_area, post_on_portal, owner_approved, created_at)
select (select id from users where email = 'bench.subscriber1@example.in'), 'STEELCOLLAB', 'PROBLEM', 'UNDER_REVIEW', 'Bench Poster',
       'bench.poster@example.in', '9999999999', 'Bench post ' || g, array[${areas}[1 + g % 6]], true, true, now() - (g || ' hours')::interval
from generate_series(1, 60) g;
`;

/** Seeds the subscribers and the week's news, runs the pass twice; answers the figures. */
export async function runAlertDigests() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('alert digests: not measured (set TEST_DATABASE_URL)');
  const dbName = `portal_bench_alerts_${process.pid}`;
  const admin = postgres(base, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const target = url.toString();

  const { buildApp } = await import('../apps/server/dist/app.js');
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const { sendDigests } = await import('../apps/server/dist/modules/alerts/index.js');
  const { default: pino } = await import('pino');
  const config = {
    ...loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-alerts-')),
      DATABASE_URL: target,
      SEED_DEMO: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    }),
    // The pass is run here, not by the hourly timer; no SMTP: the mails stay queued in the outbox.
    housekeepingEveryMs: 0,
  };
  let app;
  let result;
  try {
    app = await buildApp(config, { logStream: pino.destination({ dest: '/dev/null', minLength: 4096, sync: false }) });
    await app.ready();
    const loader = postgres(target, { max: 1, onnotice: () => undefined });
    await loader.unsafe(LOAD_SQL);
    await loader.unsafe('vacuum analyze');
    const now = new Date();
    const loadBefore = loadavg();
    const t0 = process.hrtime.bigint();
    const queued = await sendDigests(app, config.jwtSecret, now);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const again = await sendDigests(app, config.jwtSecret, now);
    const [{ mails }] = await loader`select count(*)::int as mails from mail_outbox where subject like '%alerts%' or subject like '%अलर्ट%'`;
    const [{ claims }] = await loader`select count(*)::int as claims from alert_digests`;
    await loader.end();
    const pass = ms <= DIGEST_BUDGET_MS && again === 0 && claims === SUBSCRIBERS && mails === queued;
    result = { subscribers: SUBSCRIBERS, queued, ms, again, mails, claims, pass, load: [loadBefore, loadavg()] };
  } finally {
    await app?.close();
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runAlertDigests();
  console.table([
    {
      figure: `digest pass for ${SUBSCRIBERS} due subscribers (${result.queued} mails queued, ${result.claims} periods claimed)`,
      value: `${(result.ms / 1000).toFixed(1)} s`,
      budget: `<= ${DIGEST_BUDGET_MS / 1000} s`,
      result: result.ms <= DIGEST_BUDGET_MS ? 'PASS' : 'FAIL',
    },
    { figure: 'a second pass at the same instant queues', value: String(result.again), budget: '0', result: result.again === 0 ? 'PASS' : 'FAIL' },
    {
      figure: 'load average before -> after',
      value: `${result.load[0].map((x) => x.toFixed(1)).join('/')} -> ${result.load[1].map((x) => x.toFixed(1)).join('/')}`,
      result: 'INFO',
    },
  ]);
  if (!result.pass) process.exitCode = 1;
}
