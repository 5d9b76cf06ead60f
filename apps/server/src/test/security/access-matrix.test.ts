import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryName, ROUTES, routeKey } from './routes.js';
import { ACTORS, REQUIRED_ACTORS, World } from './world.js';

// Every route the app registers, as it registers it (HEAD routes mirror their GET).
const registered = new Set<string>();
let w: World;
beforeAll(async () => {
  w = await World.create({
    onRoute: ({ method, url }) => {
      for (const m of [method].flat()) if (m !== 'HEAD' && url.startsWith('/api')) registered.add(routeKey(m, url));
    },
  });
});
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
      }
    });
  }
});

describe('logs of the run', () => {
  it('hold no password, token, code, hash or signed link', () => {
    expect(w.sink.lines.length).toBeGreaterThan(ROUTES.length);
    expect(w.sink.leaks()).toEqual([]);
  });
});
