import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerChecker, fetchDescription } from './documented-answers.js';
import { entryName, ROUTES, routeKey } from './routes.js';
import { ACTORS, REQUIRED_ACTORS, World, WORLD_TIMEOUT_MS } from './world.js';

// Every route the app registers, as it registers it (HEAD routes mirror their GET).
const registered = new Set<string>();
let w: World;
/** Every answer below is also checked against what the API description documents for its route. */
let documented: AnswerChecker;
beforeAll(async () => {
  w = await World.create({
    onRoute: ({ method, url }) => {
      for (const m of [method].flat()) if (m !== 'HEAD' && url.startsWith('/api')) registered.add(routeKey(m, url));
    },
  });
  documented = new AnswerChecker(await fetchDescription(w.ctx.app));
}, WORLD_TIMEOUT_MS);
afterAll(() => w.close());

describe('route inventory', () => {
  it('has an access-matrix entry for every registered API route, and no entry without a route', () => {
    const listed = new Set(ROUTES.map((r) => routeKey(r.method, r.url)));
    expect(
      [...registered].filter((k) => !listed.has(k)),
      'routes missing from test/security/routes.ts',
    ).toEqual([]);
    expect(
      [...listed].filter((k) => !registered.has(k)),
      'entries with no registered route',
    ).toEqual([]);
    expect(new Set(ROUTES.map(entryName)).size, 'a route listed twice needs a distinct case').toBe(ROUTES.length);
  });

  it('states the answer of every required caller for every route', () => {
    for (const entry of ROUTES) for (const actor of REQUIRED_ACTORS) expect(entry.expect[actor], `${entryName(entry)} ${actor}`).toBeTypeOf('number');
  });
});

describe('access matrix', () => {
  for (const entry of ROUTES) {
    const actors = ACTORS.filter((a) => entry.expect[a] !== undefined);
    it(`${entryName(entry)}: ${actors.map((a) => `${a} ${entry.expect[a]}`).join(', ')}`, async () => {
      for (const actor of actors) {
        const res = await w.inject(entry.method, await entry.build(w, actor));
        expect(res.statusCode, `${actor}: ${res.body.slice(0, 200)}`).toBe(entry.expect[actor]);
        const cacheable = entry.cache && res.statusCode < 300;
        if (cacheable) expect(res.headers['cache-control'], `${actor}: Cache-Control`).toBe(entry.cache);
        else expect(res.headers['cache-control'], `${actor}: Cache-Control`).toMatch(/\bno-store\b/);
        if (res.statusCode >= 400) expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
        expect(documented.check(routeKey(entry.method, entry.url), res), `${actor}: the answer as documented in /api/openapi.json`).toBeNull();
      }
    });
  }
});

// Auth before validation (docs/architecture.md#request-path): a caller without a token gets 401 from
// every route that needs one, however bad the rest of the request is, because the auth hook runs on
// `onRequest`, before the query, params and body are parsed or validated. Refresh and file links take
// their credential from the request itself (the body, the signed query), and logout reads its body to
// learn whether it needs a token at all.
const needsToken = ROUTES.filter((r) => r.expect.anonymous === 401 && !['/api/auth/refresh', '/api/auth/logout', '/api/files/:id'].includes(r.url));
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const badQuery = 'page=zero&limit=-5&status=NOT_A_STATUS&role=nobody&format=exe&query=' + 'x'.repeat(5000);

describe('auth before validation', () => {
  it('covers every route that needs a token', () => {
    expect(needsToken.length).toBeGreaterThan(20);
  });

  for (const entry of needsToken) {
    it(`${entryName(entry)}: 401 for an anonymous caller with a bad path, query and body`, async () => {
      const spec = await entry.build(w, 'owner');
      const [path] = spec.url.split('?');
      const bad = {
        url: `${path!.replace(UUID, 'not-an-id')}?${badQuery}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"status": 42, "title": [',
      };
      const res = await w.inject(entry.method, bad);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error' });
    });
  }
});

describe('logs of the run', () => {
  it('hold no password, token, code, hash or signed link', () => {
    expect(w.sink.lines.length).toBeGreaterThan(ROUTES.length);
    expect(w.sink.leaks()).toEqual([]);
  });
});
