import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { indiaDate, type Language } from '@portal/shared';
import type { PublicProject } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { publicDataVersion, publicProject } from '../modules/projects/index.js';

type Rendered = { html: string; title: string; description: string; noscript: string };
type ServerBundle = { renderFundedProject: (reference: string, language: Language, project: PublicProject) => Promise<Rendered> };

/** At most this many rendered pages are kept (the oldest goes first). */
const KEPT = 500;
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
/** JSON inside a <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * `/funded/{reference}` rendered by the server when it is requested (decision 261), with the web build's
 * server bundle (the same components as the app) and the project's public answer, so search engines and
 * visitors without JavaScript read the project, and the app hydrates it from the data in the page. Pages
 * are kept against the version of the projects' public data (decision 259), read first on each request, and the day:
 * a change the public sees (agreement, release, approved summary, withdrawal) is on the next request, on
 * every instance. Without the bundle, or for a reference that is not public, the caller sends the shell.
 */
export function fundedPageRenderer(app: FastifyInstance, root: string) {
  const bundleFile = path.join(root, '..', 'dist-ssr', 'entry-server.js');
  let bundle: Promise<ServerBundle | null> | null = null;
  let template: Promise<string> | null = null;
  const kept = new Map<string, { version: number; day: string; page: string }>();

  const loadBundle = () =>
    (bundle ??= existsSync(bundleFile)
      ? (import(pathToFileURL(bundleFile).href) as Promise<ServerBundle>).catch((err: unknown) => {
          app.log.warn({ err }, 'the web server bundle could not be loaded: funded project pages are drawn by the app');
          return null;
        })
      : Promise.resolve(null));

  return async function renderFundedPage(reference: string, language: Language): Promise<string | null> {
    const ssr = await loadBundle();
    if (!ssr) return null;
    const version = await publicDataVersion(app);
    // A milestone turns overdue with the day (India), not with a change: a page is kept for its day too.
    const day = indiaDate();
    const key = `${language}:${reference}`;
    const hit = kept.get(key);
    if (hit?.version === version && hit.day === day) return hit.page;
    let project: PublicProject;
    try {
      project = await publicProject(app, reference);
    } catch {
      return null; // not public (yet): the app says so
    }
    const { html, title, noscript } = await ssr.renderFundedProject(reference, language, project);
    template ??= readFile(path.join(root, 'index.html'), 'utf8');
    const summary = (language === 'hi' ? (project.summary?.textHi ?? project.summary?.text) : project.summary?.text) ?? project.title;
    const description = summary.length > 160 ? `${summary.slice(0, 157)}…` : summary;
    const page = (await template)
      .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
      .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`)
      .replace(
        /<div id="root"><!--app-->[\s\S]*<!--\/app--><\/div>/,
        () =>
          `<div id="root" data-prerendered>${html}</div>\n    <script type="application/json" id="funded-data">${scriptJson({ reference, project })}</script>`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${project.title} | ${title}`)}</title>`)
      .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(noscript)}</noscript>`);
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, { version, day, page });
    return page;
  };
}
