// Writes the prerendered public pages (decision 050) into dist/prerendered/, each with its .br and .gz,
// from the server bundle that `vite build --ssr src/entry-server.tsx` leaves in dist-ssr/.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssr = path.join(web, 'dist-ssr');
const { PRERENDERED_PATHS, render } = await import(path.join(ssr, 'entry-server.js'));
const { LANGUAGES, pathIn } = await import('@portal/shared');

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/** '/' is index.html; '/programs/innovate-steel' is programs/innovate-steel.html; '/hi' is hi.html. */
export const fileFor = (url) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!/<div id="root"><!--app-->[\s\S]*<!--\/app--><\/div>/.test(template)) throw new Error('index.html has lost its <!--app--> markers');
const out = path.join(dist, 'prerendered');
await rm(out, { recursive: true, force: true });
// Every public page in each language (decision 175): the Hindi one under /hi/, both naming each other
// (hreflang alternates, English as the default; absolute when APP_URL is set at build time), the page's
// language on <html lang>.
const origin = (process.env.APP_URL ?? '').replace(/\/+$/, '');
const alternates = (url) =>
  [...LANGUAGES.map((l) => [l, pathIn(l, url)]), ['x-default', url]]
    .map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(origin + href)}" />`)
    .join('\n    ');
const pages = LANGUAGES.flatMap((language) => PRERENDERED_PATHS.map((url) => ({ language, url })));
for (const { language, url } of pages) {
  const { html, title, description, noscript } = await render(url, language);
  const page = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', () => `  ${alternates(url)}\n  </head>`)
    .replace(/<div id="root"><!--app-->[\s\S]*<!--\/app--><\/div>/, () => `<div id="root" data-prerendered>${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(noscript)}</noscript>`);
  const file = path.join(out, fileFor(pathIn(language, url)));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  await writeFile(`${file}.br`, await promisify(brotliCompress)(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await promisify(gzip)(page, { level: 9 }));
}
// The server bundle stays: the server renders each funded project's page with it when requested (decision 261).
console.log(`prerendered ${pages.length} public pages (${LANGUAGES.join(', ')}) into ${path.relative(process.cwd(), out)}`);
