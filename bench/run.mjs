// `npm run bench`: every budget from one run on this machine. A failing budget is printed clearly
// and sets the exit code; nothing here is a timed unit test.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DIGEST_BUDGET_MS, runAlertDigests } from './alert-digests.mjs';
import { DRAFT_SAVE_RATIO_BUDGET, RECEIPT_P95_BUDGET_MS, runDrafts } from './drafts.mjs';
import { HOME_JS_BUDGET_BYTES, runHomeJs } from './home-js.mjs';
import { metricsRows, runMetrics } from './metrics.mjs';
import { openDataRows, runOpenData } from './open-data.mjs';
import { DEEP_PAGE_BUDGET, runProposalSearch, SEARCH_P99_BUDGET_MS, SEARCH_RATIO_BUDGET, ZIPF_P99_BUDGET_MS, ZIPF_RATIO_BUDGET } from './proposal-search.mjs';
import { runPartnerSuggestions, SUGGESTIONS_P95_BUDGET_MS } from './partner-suggestions.mjs';
import { runProposalUpload, UPLOAD_RATIO_BUDGET } from './proposal-upload.mjs';
import { INSTANCES_RATIO_BUDGET, runInstances } from './instances.mjs';
import { RATIO_BUDGET, runRequestRate } from './request-rate.mjs';
import { runUploadScan, SCAN_RATIO_BUDGET } from './upload-scan.mjs';
import { RSS_RATIO_BUDGET, runSoak, SOAK_P99_BUDGET_MS, SOAK_SHARE } from './soak.mjs';

const rows = [];
const mark = (pass) => (pass ? 'PASS' : 'FAIL');

const rate = await runRequestRate();
rows.push({
  figure: 'GET /api/health req/s, full stack / bare Fastify',
  value: `${rate.full.toFixed(0)} / ${rate.bare.toFixed(0)} = ${rate.ratio.toFixed(2)} (rounds ${Math.min(...rate.ratios).toFixed(2)}–${Math.max(...rate.ratios).toFixed(2)}${rate.pinned ? ', server and client on separate cores' : ''})`,
  budget: `>= ${RATIO_BUDGET}`,
  result: mark(rate.pass),
});

const drafts = await runDrafts();
rows.push({
  figure: 'PATCH /api/proposals/:id (draft save, no file) req/s / POST /api/proposals/:id/details (the same drafts) req/s, same server',
  value: `${drafts.save.toFixed(0)} / ${drafts.read.toFixed(0)} = ${drafts.ratio.toFixed(2)} (rounds ${drafts.ratios.map((r) => r.toFixed(2)).join(', ')}; for the record: GET /api/health ${drafts.health.toFixed(0)}, least write ${drafts.floor.toFixed(0)})`,
  budget: `>= ${DRAFT_SAVE_RATIO_BUDGET}`,
  result: mark(drafts.savePass),
});
rows.push({
  figure: 'receipt PDF render, p95 (p50) over 100 renders',
  value: `${drafts.p95.toFixed(0)} ms (${drafts.p50.toFixed(0)} ms)`,
  budget: `<= ${RECEIPT_P95_BUDGET_MS} ms`,
  result: mark(drafts.receiptPass),
});

const upload = await runProposalUpload();
rows.push({
  figure: 'POST /api/proposals: refuse 50 MB / accept 2 MB',
  value: `${upload.refuse.toFixed(0)} ms / ${upload.accept.toFixed(0)} ms = ${upload.ratio.toFixed(2)}`,
  budget: `<= ${UPLOAD_RATIO_BUDGET}`,
  result: mark(upload.pass),
});

const scan = await runUploadScan();
rows.push({
  figure: 'POST /api/proposals 2 MB: scanning on (clamd) / off',
  value: `${scan.on.toFixed(0)} ms / ${scan.off.toFixed(0)} ms = ${scan.ratio.toFixed(2)}`,
  budget: `<= ${SCAN_RATIO_BUDGET}`,
  result: mark(scan.pass),
});

const soak = await runSoak();
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
rows.push({
  figure: `soak ${soak.minutes} min, mixed traffic at ${SOAK_SHARE * 100}% of the peak (${soak.rate} of ${soak.peak.toFixed(0)} req/s), ${soak.instances} instance(s) on ${soak.database}`,
  value: `${soak.failures} errors in ${soak.total} requests (${soak.achieved.toFixed(0)} req/s), p99 ${soak.p99} ms, RSS ${soak.before.map(mb).join(' + ')} -> ${soak.after.map(mb).join(' + ')} = ${soak.ratio.toFixed(2)} at most; load average ${soak.load.before[0].toFixed(1)} -> ${soak.load.after[0].toFixed(1)}`,
  budget: `two instances on PostgreSQL, 0 errors, p99 <= ${SOAK_P99_BUDGET_MS} ms, RSS <= ${RSS_RATIO_BUDGET}x`,
  result: mark(soak.pass),
});

// Needs TEST_DATABASE_URL (a PostgreSQL server where a scratch database may be created); PGlite always runs.
const search = await runProposalSearch();
const fmt = (m) => `${m.rate.toFixed(0)} req/s, p99 ${m.p99} ms`;
for (const [label, db] of [
  ['PostgreSQL', search.pg],
  ['PGlite', search.lite],
]) {
  if (!db) {
    rows.push({ figure: `${label}: proposal search`, value: 'not measured (set TEST_DATABASE_URL)', budget: '', result: 'FAIL' });
    continue;
  }
  const isPg = label === 'PostgreSQL';
  for (const word of ['common', 'rare']) {
    const ratio = db[word].rate / db.select1.rate;
    rows.push({
      figure: `${label}: search (${word} word) / SELECT 1 route, 100k proposals`,
      value: `${fmt(db[word])} / ${fmt(db.select1)} = ${ratio.toFixed(2)}`,
      budget: isPg ? `>= ${SEARCH_RATIO_BUDGET}, p99 <= ${SEARCH_P99_BUDGET_MS} ms` : '(shown only)',
      result: isPg ? mark(ratio >= SEARCH_RATIO_BUDGET && db[word].p99 <= SEARCH_P99_BUDGET_MS) : 'INFO',
    });
  }
  if (isPg) {
    const z = db.zipf;
    const cpu = (m) => `${m.cpuMs.toFixed(2)} ms (server ${m.serverCpuMs.toFixed(2)}, database ${m.dbCpuMs.toFixed(2)})`;
    rows.push({
      figure: `PostgreSQL: search without its cache, 1 000 words by Zipf's law (${(z.commonShare * 100).toFixed(0)}% common) / SELECT 1 route, 100k proposals`,
      value: `${fmt(z.mix)} / ${fmt(z.select1)} = ${z.ratio.toFixed(2)} at load average ${z.loadavg.map((l) => l.toFixed(1)).join(' -> ')}`,
      budget: `>= ${ZIPF_RATIO_BUDGET}, p99 <= ${ZIPF_P99_BUDGET_MS} ms`,
      result: mark(z.ratio >= ZIPF_RATIO_BUDGET && z.mix.p99 <= ZIPF_P99_BUDGET_MS),
    });
    rows.push({
      figure: "PostgreSQL: CPU time a request costs, the Zipf mix's search / SELECT 1 route (server and database processes)",
      value: `${cpu(z.mix)} / ${cpu(z.select1)}; SELECT 1 ÷ search = ${z.cpuRatio.toFixed(3)}`,
      budget: '(shown only)',
      result: 'INFO',
    });
  }
  rows.push({
    figure: `${label}: explore list page 500 / page 1 latency`,
    value: `${db.pages.deep.toFixed(1)} ms / ${db.pages.first.toFixed(1)} ms = ${db.pages.ratio.toFixed(2)}`,
    budget: isPg ? `<= ${DEEP_PAGE_BUDGET}` : '(shown only)',
    result: isPg ? mark(db.pages.ratio <= DEEP_PAGE_BUDGET) : 'INFO',
  });
}

const fmtLoad = (l) => l.map((x) => x.toFixed(1)).join(' / ');
rows.push({
  figure: 'machine load average (1 / 5 / 15 min) before -> after the search bench',
  value: `${fmtLoad(search.load.before)} -> ${fmtLoad(search.load.after)}`,
  budget: '',
  result: 'INFO',
});

// In the open (issue 46): the open-data feed at 5 000 funded projects, and the mission's numbers at the
// mission's scale; both on PostgreSQL (TEST_DATABASE_URL).
for (const row of openDataRows(await runOpenData())) rows.push(row);
if (process.env.TEST_DATABASE_URL) for (const row of metricsRows(await runMetrics())) rows.push(row);
else
  rows.push({ figure: 'GET /api/public/metrics and /api/admin/metrics at scale', value: 'not measured (set TEST_DATABASE_URL)', budget: '', result: 'INFO' });

const instances = await runInstances();
rows.push({
  figure: `idle RSS after start (${instances.cores} cores): PGlite / PostgreSQL`,
  value: `${instances.rss.pglite.toFixed(0)} MB / ${instances.rss.postgres === null ? 'not measured (set TEST_DATABASE_URL)' : `${instances.rss.postgres.toFixed(0)} MB`}`,
  budget: '(shown only)',
  result: 'INFO',
});
rows.push({
  figure: `search req/s, two instances / one, PostgreSQL, 50 connections (${instances.cores} cores)`,
  value: instances.scaling
    ? `${instances.scaling.double.rate.toFixed(0)} / ${instances.scaling.single.rate.toFixed(0)} = ${instances.scaling.ratio.toFixed(2)}`
    : 'not measured (set TEST_DATABASE_URL)',
  budget: `>= ${INSTANCES_RATIO_BUDGET}`,
  result: mark(instances.scaling !== null && instances.scaling.ratio >= INSTANCES_RATIO_BUDGET),
});

// Partners and alerts (issue 47), on PostgreSQL: suggestions among 20 000 open profiles, the weekly digest pass
// for 20 000 subscribers. Each seeds its own scratch database in bulk (a minute or two).
if (process.env.TEST_DATABASE_URL) {
  const partners = await runPartnerSuggestions();
  console.log(`\nThe partner suggestions' main query, EXPLAIN (ANALYZE, BUFFERS):\n${partners.plan}\n`);
  rows.push({
    figure: `PostgreSQL: GET /api/collab/suggestions p95 (p50), ${partners.open} open profiles, ${partners.requests} requests of ${partners.callers} callers`,
    value: `${partners.p95.toFixed(1)} ms (${partners.p50.toFixed(1)} ms); load average ${fmtLoad(partners.load[0])} -> ${fmtLoad(partners.load[1])}`,
    budget: `<= ${SUGGESTIONS_P95_BUDGET_MS} ms`,
    result: mark(partners.pass),
  });
  const digests = await runAlertDigests();
  rows.push({
    figure: `PostgreSQL: weekly digest pass for ${digests.subscribers} due subscribers (${digests.queued} mails queued); a second pass queues ${digests.again}`,
    value: `${(digests.ms / 1000).toFixed(1)} s; load average ${fmtLoad(digests.load[0])} -> ${fmtLoad(digests.load[1])}`,
    budget: `<= ${DIGEST_BUDGET_MS / 1000} s; the second pass 0`,
    result: mark(digests.pass),
  });
} else {
  rows.push({ figure: 'PostgreSQL: partner suggestions and the digest pass', value: 'not measured (set TEST_DATABASE_URL)', budget: '', result: 'FAIL' });
}

const home = await runHomeJs();
rows.push({
  figure: `home page JS, gzipped: / (${home.en.files.length} files), /hi/ (${home.hi.files.length} files)`,
  value: `${(home.en.total / 1024).toFixed(1)} KB, ${(home.hi.total / 1024).toFixed(1)} KB`,
  budget: `<= ${HOME_JS_BUDGET_BYTES / 1024} KB`,
  result: mark(home.pass),
});

const lighthouseScript = path.join(import.meta.dirname, 'lighthouse.mjs');
if (existsSync(lighthouseScript)) {
  const { runLighthouse } = await import(lighthouseScript);
  for (const row of await runLighthouse()) rows.push(row);
}

console.table(rows);
const failed = rows.filter((r) => r.result === 'FAIL');
if (failed.length > 0) {
  console.log(`\nBUDGET FAILED: ${failed.map((r) => r.figure).join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll budgets met.');
}
