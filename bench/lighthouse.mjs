// Lighthouse (mobile profile, simulated throttling) against the built portal in Debian chromium:
// performance and accessibility must each reach 95 on every public page (LIGHTHOUSE_PAGES=/,/faq runs
// a few).
// Lighthouse 12 is used because 13 needs Node 22 (decision 032).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, startBuiltPortal } from './home-js.mjs';

/** Every public page: the ones the build prerenders (apps/web/src/entry-server.tsx) and the challenges list. */
export const PUBLIC_PAGES = [
  '/', '/partner', '/about', '/us', '/programs', '/programs/challenge-method', '/programs/innovate-steel', '/programs/steel-startup',
  '/steel-collab', '/resources', '/board-members', '/oversight-committee', '/contact', '/faq', '/gallery', '/terms', '/privacy', '/signin', '/signup',
];
export const LIGHTHOUSE_PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : PUBLIC_PAGES;
export const LIGHTHOUSE_MIN_SCORE = 95;

export async function runLighthouse() {
  const portal = await startBuiltPortal();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`${portal.baseURL}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits, runtimeError } = result.lhr;
      const lcp = audits['largest-contentful-paint'];
      // A run Lighthouse could not score says why instead of a bare 0.
      const failure = runtimeError?.message ?? lcp.errorMessage;
      for (const key of ['performance', 'accessibility']) {
        const score = Math.round((categories[key].score ?? 0) * 100);
        const metrics = `LCP ${lcp.displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}`;
        const detail = key === 'performance' ? ` (${failure && categories[key].score === null ? failure : metrics})` : '';
        rows.push({ figure: `Lighthouse mobile ${key} ${page}`, value: `${score}${detail}`, budget: `>= ${LIGHTHOUSE_MIN_SCORE}`, result: score >= LIGHTHOUSE_MIN_SCORE ? 'PASS' : 'FAIL' });
      }
      if (process.env.LIGHTHOUSE_VERBOSE) {
        const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative');
        console.log(page, failing.map((a) => `${a.id}: ${a.displayValue ?? a.score}`));
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
