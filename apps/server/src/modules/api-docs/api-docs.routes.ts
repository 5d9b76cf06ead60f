import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API, API_PREFIX } from '@portal/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAGE_SECURITY_HEADERS } from '../../plugins/security.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';

/** swagger-ui-dist: Swagger UI built as static files, served from here (no outside CDN). */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * Starts Swagger UI on the description; a file of its own, since the page's policy allows no inline script.
 * The areas open collapsed (`docExpansion: 'none'`), a table of contents to open one by one: with every
 * area open, Swagger UI stopped rendering after the second of them once the description passed 116 paths.
 */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '${API_PREFIX}${API.openapi}', dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'none', validatorUrl: null, tryItOutEnabled: false });
});
`;

/** The reference page's files: name → where it comes from and what it is. Nothing else is served. */
const ASSETS = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => readFileSync(path.join(SWAGGER_UI_DIR, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', read: () => readFileSync(path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js')) },
  'init.js': { type: 'text/javascript; charset=utf-8', read: () => Buffer.from(INIT_SCRIPT) },
} as const;
type AssetName = keyof typeof ASSETS;
const assetParamsSchema = z.object({ name: z.enum(Object.keys(ASSETS) as [AssetName, ...AssetName[]]) });

const asset = (name: AssetName) => `${API_PREFIX}${API.docsAsset(name)}`;
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference — SRTMI portal</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
</head>
<body>
<main id="swagger-ui"></main>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('init.js')}"></script>
</body>
</html>
`;

/** Assets change only with a new version of the portal: cached for a day. */
const ASSET_CACHE = 'public, max-age=86400';

/** The page and its files run under the app's page policy, not the API's (which allows nothing). */
function asPage(reply: FastifyReply, type: string, cache: string): FastifyReply {
  return reply.headers(PAGE_SECURITY_HEADERS).header('cache-control', cache).type(type);
}

/**
 * `GET /openapi.json`, the API description, and `GET /docs`, its reference page, with the page's
 * files (docs/architecture.md#api-description). Public: they describe the calls, not their data.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  let description: string | undefined;
  app.get(
    API.openapi,
    { config: { openapi: { answers: { 200: 'application/json' }, summary: 'This API description (OpenAPI 3.1)' } } },
    async (_request, reply) => {
      description ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(description);
    },
  );

  app.get(API.docs, { config: { openapi: { answers: { 200: 'text/html' }, summary: 'The API reference page' } } }, async (_request, reply) =>
    asPage(reply, 'text/html; charset=utf-8', 'no-cache').send(PAGE),
  );

  const files = new Map<AssetName, Buffer>();
  app.withTypeProvider<ZodTypeProvider>().get(
    API.docsAsset(':name'),
    {
      schema: { params: assetParamsSchema },
      config: { openapi: { answers: { 200: ['text/javascript', 'text/css'] }, summary: "The reference page's files" } },
    },
    async (request, reply) => {
      const { name } = request.params;
      let data = files.get(name);
      if (!data) files.set(name, (data = ASSETS[name].read()));
      return asPage(reply, ASSETS[name].type, ASSET_CACHE).send(data);
    },
  );
}
