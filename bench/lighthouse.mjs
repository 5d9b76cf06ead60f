// Lighthouse (mobile profile, simulated throttling) against the built portal in Debian chromium: every
// public page, in English and in Hindi (/hi/…), must reach 98 in performance and accessibility
// (LIGHTHOUSE_PAGES=/,/hi/faq runs a few; LIGHTHOUSE_RUNS=5 runs each page five times and reports the median).
// Lighthouse 12 is used because 13 needs Node 22 (decision 032).
//
// The simulation scales each main-thread task's observed wall time by 4, so on a machine whose other
// processes keep the cores busy a task that waited for a core counts as blocking: the same build scores
// 95 at a load average of 2 and 70 at 10 (decision 052). On this 2-core machine Lighthouse's own process,
// the browser's and its compositor's take most of both cores while the page loads, and tasks of 0.1 ms of
// CPU time take 20 ms of wall time. Each row therefore also shows the total blocking time the simulation
// would give from the tasks' CPU time (the trace's thread time, which the machine's load does not
// inflate), and the performance score Lighthouse's own weights and curves give with that blocking time
// in place of the observed one. The budget is judged on that score; the observed score is shown beside
// it (decision 202).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { Audit } from 'lighthouse';
import { CHROMIUM_ARGS, startBuiltPortal } from './home-js.mjs';

/** Every public page the build prerenders (apps/web/src/entry-server.tsx), the public lists of part 2 and the pages in the open included. */
const ENGLISH_PAGES = [
  '/',
  '/partner',
  '/about',
  '/us',
  '/programs',
  '/programs/challenge-method',
  '/programs/innovate-steel',
  '/programs/steel-startup',
  '/steel-collab',
  '/resources',
  '/board-members',
  '/oversight-committee',
  '/contact',
  '/faq',
  '/gallery',
  '/terms',
  '/privacy',
  '/signin',
  '/signup',
  '/challenges',
  '/explore-problems',
  '/explore-research',
  '/innovator-showcase',
  '/funded',
  '/open-data',
  '/impact',
];
/**
 * A funded project's page, rendered by the server on request (decision 261): the reference of the one
 * public project this bench adds to the demo data (`withFundedProject`).
 */
export const FUNDED_REFERENCE = 'SRTM-OI-2026-90001';
ENGLISH_PAGES.push(`/funded/${FUNDED_REFERENCE}`);
/** Each in English and in Hindi (`/hi/`, decision 175). */
export const PUBLIC_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((page) => (page === '/' ? '/hi/' : `/hi${page}`))];
export const LIGHTHOUSE_PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : PUBLIC_PAGES;
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
export const LIGHTHOUSE_MIN_SCORE = 98;

/** Sum of max(0, 4 x CPU time - 50 ms) over the page's main-thread tasks after its first contentful paint. */
export function blockingTimeFromCpu(traceEvents) {
  const nav = traceEvents.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  if (!nav) return null;
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.args?.data?.navigationId === nav.args.data.navigationId);
  if (!fcp) return null;
  const main = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid).map((e) => e.tid));
  return traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === nav.pid && main.has(e.tid) && e.ts >= fcp.ts)
    .reduce((sum, t) => sum + Math.max(0, (4 * (t.tdur ?? t.dur)) / 1000 - 50), 0);
}

/**
 * The performance score Lighthouse's weights and scoring curves give when the total blocking time is
 * `blockingTime` (here the one from CPU time) and every other metric is as observed.
 */
export function scoreWithBlockingTime(lhr, blockingTime) {
  const tbt = lhr.audits['total-blocking-time'];
  // Lighthouse rounds each audit's score to two decimals before weighting it.
  const tbtScore = Math.round(Audit.computeLogNormalScore(tbt.scoringOptions, blockingTime) * 100) / 100;
  const refs = lhr.categories.performance.auditRefs.filter((r) => r.weight > 0);
  const weighted = refs.reduce((sum, r) => sum + r.weight * (r.id === 'total-blocking-time' ? tbtScore : (lhr.audits[r.id].score ?? 0)), 0);
  return Math.round((100 * weighted) / refs.reduce((sum, r) => sum + r.weight, 0));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * The demo data with one public funded project besides (the demo has none): the portal is started once to
 * migrate and seed its PGlite database, stopped, the project written into that database (its proposal,
 * agreement, approved summary, milestones and a released tranche), and started again on it.
 * Returns the running portal; its `stop()` also removes the data.
 */
async function withFundedProject() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-lighthouse-'));
  const first = await startBuiltPortal({ seed: true, dataDir });
  await first.stop();
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    await db.exec(`
insert into proposals (user_id, category, type, status, name, email, mobile, title, abstract, org_name, org_type, focus_area, owner_approved, created_at, submitted_at, reference, requested_grant)
select id, 'INNOVATE', 'FUNDING_SUPPORT', 'APPROVED', name, email, '9999999999', 'Dry granulation of blast furnace slag with heat recovery',
       'Molten slag leaves the plant at 1500 °C and its heat is lost.', 'Indian Institute of Technology Madras', 'Academia',
       ARRAY['Decarbonization and Green Steel Innovation', 'Circular Economy and Resource Efficiency'], true, now() - interval '120 days', now() - interval '120 days',
       '${FUNDED_REFERENCE}', 6000000
from users where status = 'APPROVED' order by created_at limit 1;
insert into projects (proposal_id, approved_cost, share_percent, "grant", start_date, milestones, agreement_uploaded_at, approved_summary, approved_summary_version, approved_summary_at)
select id, 10000000, 60, 6000000, current_date - 60,
       jsonb_build_array(jsonb_build_object('title', 'Pilot drum built', 'dueDate', (current_date + 30)::text, 'deliverable', 'A pilot drum at the plant'),
                         jsonb_build_object('title', 'Trials done', 'dueDate', (current_date + 300)::text, 'deliverable', 'A trial report')),
       now() - interval '50 days', repeat('The project recovers the heat of molten slag in a dry granulation drum and turns it into steam for the plant. ', 4), 1, now() - interval '40 days'
from proposals where reference = '${FUNDED_REFERENCE}';
insert into project_tranches (proposal_id, number, amount, released_on, transaction_ref)
select id, 1, 2400000, current_date - 45, 'UTR-BENCH-1' from proposals where reference = '${FUNDED_REFERENCE}';
`);
  } finally {
    await db.close();
  }
  const portal = await startBuiltPortal({ dataDir });
  return {
    ...portal,
    async stop() {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function runLighthouse() {
  // With the demo data, so the lists are measured as a visitor finds them: with rows; and one funded project, so its page is measured as served.
  const portal = await withFundedProject();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      const retried = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const load = loadavg()[0];
        const audit = () =>
          lighthouse(`${portal.baseURL}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        let result = await audit();
        // Lighthouse's own failures (NO_NAVSTART: "Something went wrong with recording the trace ... Please
        // run Lighthouse again") say nothing of the page: such a run is done once more, and the row says so.
        if (result.lhr.runtimeError) {
          retried.push(result.lhr.runtimeError.code);
          result = await audit();
        }
        const cpuTbt = blockingTimeFromCpu(result.artifacts.Trace?.traceEvents ?? []);
        const observed = result.lhr.categories.performance.score;
        // The judged score: Lighthouse's, with the blocking time from CPU time; the observed one when either is missing.
        const judged = observed === null ? 0 : cpuTbt === null ? Math.round(observed * 100) : scoreWithBlockingTime(result.lhr, cpuTbt);
        runs.push({ load, lhr: result.lhr, cpuTbt, judged });
      }
      // The run with the median judged score stands for the page; the others show the spread.
      const scoreOf = (r, key) => Math.round((r.lhr.categories[key].score ?? 0) * 100);
      const judged = runs.map((r) => r.judged);
      const chosen = runs.find((r) => r.judged === median(judged));
      const { categories, audits } = chosen.lhr;
      const lcp = audits['largest-contentful-paint'];
      // A run Lighthouse could not score says why instead of a bare 0, whether or not it is the median.
      const failureOf = (r) => r.lhr.runtimeError?.message ?? r.lhr.audits['largest-contentful-paint'].errorMessage;
      const failure = failureOf(chosen);
      const unscored = [...new Set(runs.filter((r) => r.lhr.categories.performance.score === null).map(failureOf))];
      for (const key of ['performance', 'accessibility']) {
        const score = key === 'performance' ? chosen.judged : scoreOf(chosen, key);
        const why = (unscored.length ? `; unscored: ${unscored.join('; ')}` : '') + (retried.length ? `; run again after ${retried.join(', ')}` : '');
        const spread =
          key === 'performance' && (runs.length > 1 || why) ? ` [runs ${runs.map((r) => `${r.judged}/${scoreOf(r, 'performance')}`).join(', ')}${why}]` : '';
        const cpu = chosen.cpuTbt === null ? '' : `, from CPU time ${chosen.cpuTbt.toFixed(0)} ms`;
        const metrics = `observed ${scoreOf(chosen, 'performance')}; LCP ${lcp.displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}${cpu}; load ${chosen.load.toFixed(1)}`;
        const detail = key === 'performance' ? ` (${failure && categories[key].score === null ? failure : metrics})${spread}` : '';
        rows.push({
          figure: `Lighthouse mobile ${key} ${page}`,
          value: `${score}${detail}`,
          budget: `>= ${LIGHTHOUSE_MIN_SCORE}`,
          result: score >= LIGHTHOUSE_MIN_SCORE ? 'PASS' : 'FAIL',
        });
      }
      if (process.env.LIGHTHOUSE_VERBOSE) {
        const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative');
        console.log(
          page,
          failing.map((a) => `${a.id}: ${a.displayValue ?? a.score}`),
        );
      }
    }
  } finally {
    await chrome.kill();
    await portal.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runLighthouse());
}
