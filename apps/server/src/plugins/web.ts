import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, languageOfPath, pathIn } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closeIfBodyUnread } from '../lib/connection.js';
import { cookieLanguage } from '../lib/language.js';
import { fundedPageRenderer } from './funded-pages.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The build writes these beside each text file (apps/web/build/precompress.ts). */
const ENCODED_SUFFIX = /\.(?:br|gz)$/;

/** The public pages the build prerendered (decision 050): '/faq' -> 'prerendered/faq.html'. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const route = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(route === '/index' ? '/' : route, `prerendered/${file.split(path.sep).join('/')}`);
  }
  return pages;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else briefly,
 * pages never cached, a prerendered public page as its own HTML, and every other non-API deep link
 * answered with index.html.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root: string | null }) => {
    const root = opts.root;
    const hasWeb = root !== null && existsSync(path.join(root, 'index.html'));
    const prerendered = hasWeb ? prerenderedPages(root) : new Map<string, string>();
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        // Files are listed once at start (the build does not change while running); other paths fall to the SPA.
        wildcard: false,
        index: false,
        cacheControl: false,
        // Brotli and gzip files made at build time are sent when the browser accepts them.
        preCompressed: true,
        setHeaders(res, filePath) {
          const rel = path.relative(root, filePath).replace(ENCODED_SUFFIX, '');
          if (rel.startsWith(`assets${path.sep}`)) res.header('Cache-Control', IMMUTABLE);
          else if (rel.endsWith('.html')) res.header('Cache-Control', 'no-cache');
          else res.header('Cache-Control', 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn('web app not built: only the API is served (run npm run build)');
    }

    const renderFunded = hasWeb ? fundedPageRenderer(app, root) : null;
    /** A funded project's page address, in either language: its reference (decision 261). */
    const FUNDED = /^(?:\/hi)?\/funded\/([^/]+)$/;

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url);
      if (hasWeb && wantsPage) {
        // A visitor who chose Hindi (the `lang` cookie) and follows an English address, in a new tab or on
        // the next visit, is sent to the same page in Hindi; a /hi/ address is always Hindi (decision 175).
        if (languageOfPath(url) === 'en' && cookieLanguage(request.headers.cookie) === 'hi') {
          return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').redirect(pathIn('hi', request.url), 302);
        }
        // A prerendered page is the page as drawn with no query: a list's ?q=…&page=… gets the shell and
        // is drawn by the app, so hydration never meets markup for other filters.
        const bare = !request.url.includes('?');
        const funded = bare && renderFunded ? FUNDED.exec(url) : null;
        if (funded) {
          const html = await renderFunded!(decodeURIComponent(funded[1]!), languageOfPath(url));
          if (html) return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
        }
        const page = (bare && prerendered.get(url.length > 1 ? url.replace(/\/+$/, '') : url)) || 'index.html';
        return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html').sendFile(page);
      }
      closeIfBodyUnread(request, reply);
      return reply.status(404).send({ status: 'error', message: `Route ${request.method} ${url} not found` });
    });
  },
  { name: 'web' },
);
