import { validate, compileErrors } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../app.js';
import { fetchDescription, type OpenApiDocument, operations } from './documented-answers.js';
import { ROUTES, routeKey } from './routes.js';

// The answers themselves are checked against the description in access-matrix.test.ts, request by request.
let ctx: TestContext;
let doc: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestApp();
  doc = await fetchDescription(ctx.app);
});
afterAll(() => ctx.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('describes every route of the access matrix and nothing else', () => {
    const described = [...operations(doc).keys()].sort();
    const listed = [...new Set(ROUTES.map((r) => routeKey(r.method, r.url)))].sort();
    expect(described).toEqual(listed);
  });

  it('states each route the way the access matrix finds it: bearer token, public x-api-key, or open', () => {
    const ops = operations(doc);
    for (const entry of ROUTES) {
      const security = ops.get(routeKey(entry.method, entry.url))?.security ?? [];
      const schemes = security.flatMap((s) => Object.keys(s));
      const name = routeKey(entry.method, entry.url);
      const open = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
      // A route a caller without credentials is turned away from (401) documents a credential; an open one none.
      if (entry.expect.anonymous === 401 && !entry.url.startsWith('/api/files/') && !entry.url.startsWith('/api/auth/')) {
        expect(open, `${name} needs a credential`).toBe(false);
      }
      if (entry.expect.anonymous !== 401) expect(open, `${name} is open to anonymous callers`).toBe(true);
      expect(schemes.includes('apiKey'), `${name}: x-api-key`).toBe(entry.expect.apiKey !== undefined && entry.expect.apiKey < 300);
    }
  });

  it('documents the error envelope on every route', () => {
    for (const [key, op] of operations(doc)) {
      const schema = op.responses['4XX']?.content?.['application/json']?.schema as { properties?: Record<string, unknown> } | undefined;
      expect(Object.keys(schema?.properties ?? {}), key).toEqual(['status', 'message', 'key', 'params', 'errors']);
    }
  });
});

describe('GET /api/docs', () => {
  it('is a page of the portal under the page policy, with its scripts and styles served from here', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    // Every asset from the portal's own origin: the three of the reference page, and the portal's icon.
    for (const asset of assets) expect(asset, 'served by the portal itself').toMatch(/^\/(?!\/)/);
    const pageAssets = assets.filter((a) => a.startsWith('/api/docs/'));
    expect(pageAssets.length).toBe(3);
    expect(assets.filter((a) => !pageAssets.includes(a))).toEqual(['/favicon.svg']);
    for (const asset of pageAssets) {
      const res = await ctx.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers['content-type'], asset).toMatch(/^text\/(javascript|css)/);
    }
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
  });
});
