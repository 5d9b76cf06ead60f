// `npm run bench`: every budget from one run on this machine. A failing budget is printed clearly
// and sets the exit code; nothing here is a timed unit test.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOME_JS_BUDGET_BYTES, runHomeJs } from './home-js.mjs';
import { runProposalUpload, UPLOAD_RATIO_BUDGET } from './proposal-upload.mjs';
import { RATIO_BUDGET, runRequestRate } from './request-rate.mjs';
import { RSS_RATIO_BUDGET, runSoak, SOAK_SECONDS } from './soak.mjs';

const rows = [];
const mark = (pass) => (pass ? 'PASS' : 'FAIL');

const rate = await runRequestRate();
rows.push({
  figure: 'GET /api/health req/s, full stack / bare Fastify',
  value: `${rate.full.toFixed(0)} / ${rate.bare.toFixed(0)} = ${rate.ratio.toFixed(2)} (rounds ${Math.min(...rate.ratios).toFixed(2)}–${Math.max(...rate.ratios).toFixed(2)}${rate.pinned ? ', server and client on separate cores' : ''})`,
  budget: `>= ${RATIO_BUDGET}`,
  result: mark(rate.pass),
});

const upload = await runProposalUpload();
rows.push({
  figure: 'POST /api/proposals: refuse 50 MB / accept 2 MB',
  value: `${upload.refuse.toFixed(0)} ms / ${upload.accept.toFixed(0)} ms = ${upload.ratio.toFixed(2)}`,
  budget: `<= ${UPLOAD_RATIO_BUDGET}`,
  result: mark(upload.pass),
});

const soak = await runSoak();
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
rows.push({
  figure: `soak ${SOAK_SECONDS} s, mixed traffic at half the peak (${soak.rate} of ${soak.peak.toFixed(0)} req/s)`,
  value: `${soak.failures} errors in ${soak.total} requests, RSS ${mb(soak.before)} -> ${mb(soak.after)} = ${soak.ratio.toFixed(2)}`,
  budget: `0 errors, RSS <= ${RSS_RATIO_BUDGET}x`,
  result: mark(soak.pass),
});

const home = await runHomeJs();
rows.push({
  figure: `home page JS, gzipped (${home.files.length} files)`,
  value: `${(home.total / 1024).toFixed(1)} KB`,
  budget: `<= ${HOME_JS_BUDGET_BYTES / 1024} KB`,
  result: mark(home.pass),
});

const lighthouseScript = path.join(import.meta.dirname, 'lighthouse.mjs');
if (existsSync(lighthouseScript)) {
  const { runLighthouse } = await import(lighthouseScript);
  for (const row of await runLighthouse()) rows.push(row);
}

console.table(rows);
const failed = rows.filter((r) => r.result !== 'PASS');
if (failed.length > 0) {
  console.log(`\nBUDGET FAILED: ${failed.map((r) => r.figure).join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll budgets met.');
}
