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

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/** '/' is index.html; '/programs/innovate-steel' is programs/innovate-steel.html. */
export const fileFor = (url) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!/<div id="root"><!--app-->[\s\S]*<!--\/app--><\/div>/.test(template)) throw new Error('index.html has lost its <!--app--> markers');
const out = path.join(dist, 'prerendered');
await rm(out, { recursive: true, force: true });
for (const url of PRERENDERED_PATHS) {
  const { html, title } = await render(url);
  const page = template
    .replace(/<div id="root"><!--app-->[\s\S]*<!--\/app--><\/div>/, () => `<div id="root" data-prerendered>${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const file = path.join(out, fileFor(url));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  await writeFile(`${file}.br`, await promisify(brotliCompress)(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await promisify(gzip)(page, { level: 9 }));
}
await rm(ssr, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PATHS.length} public pages into ${path.relative(process.cwd(), out)}`);
