import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryName, fuzzActor, openThread, ROUTES } from './routes.js';
import type { RequestSpec } from './world.js';
import { World, WORLD_TIMEOUT_MS } from './world.js';

/** Mutated requests per route: enough to reach every kind below, few enough for a fast suite. */
const RUNS_PER_ROUTE = 16;

let w: World;
beforeAll(async () => {
  w = await World.create();
}, WORLD_TIMEOUT_MS);
afterAll(() => w.close());

/** Strings a form never sends: control characters, lone surrogates, huge, unicode, injection-shaped. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\u001b[2J',
    '\r\n\r\n',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '<script>',
    '${7*7}',
    '__proto__',
    'constructor',
  ),
  fc.nat({ max: 200_000 }).map((n) => 'a'.repeat(n)),
);
/** Any JSON value, of any type and depth, including the keys that pollute prototypes. */
const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const deepNesting = fc.nat({ max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

type Mutation = (spec: RequestSpec) => RequestSpec;
/** Names a mutation in fast-check's counterexample, instead of printing the function's source. */
const labelled = (label: string, mutate: Mutation): Mutation => Object.assign(mutate, { [fc.toStringMethod]: () => label });
/** Percent-encodes every byte, so lone surrogates and control characters reach the server as sent. */
const pct = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((b) => (/[\w.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
    .join('');
const jsonBody = (spec: RequestSpec, text: string): RequestSpec => ({
  ...spec,
  headers: { ...(spec.headers as Record<string, string>), 'content-type': 'application/json' },
  payload: text,
});
const objectBody = (spec: RequestSpec): Record<string, unknown> =>
  spec.payload && typeof spec.payload === 'object' && !Buffer.isBuffer(spec.payload) ? { ...(spec.payload as Record<string, unknown>) } : {};
const boundary = '----fuzz';

/** Each way of breaking a valid request. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // One field (known or new) gets a value of the wrong kind.
  fc.tuple(fc.option(fc.string({ maxLength: 12 })), nastyValue).map(([key, value]) =>
    labelled(`field ${String(key)} = ${JSON.stringify(value)?.slice(0, 120)}`, (spec) => {
      const body = objectBody(spec);
      body[key ?? Object.keys(body)[0] ?? 'name'] = value;
      return jsonBody(spec, JSON.stringify(body));
    }),
  ),
  // The whole body is something else.
  nastyValue.map((value) => labelled(`body = ${JSON.stringify(value)?.slice(0, 120)}`, (spec) => jsonBody(spec, JSON.stringify(value) ?? 'null'))),
  // Prototype pollution through the JSON text itself.
  fc.constantFrom('__proto__', 'constructor').map((key) =>
    labelled(`${key} key`, (spec) => {
      const text = JSON.stringify(objectBody(spec));
      return jsonBody(spec, text.replace(/^\{/, `{"${key}":{"prototype":{"isAdmin":true},"isAdmin":true,"roles":["ADMIN"]}${text === '{}' ? '' : ','}`));
    }),
  ),
  // Broken or deeply nested JSON.
  fc
    .oneof(deepNesting, fc.constantFrom('{"a":', '{"a":1}{', '\u0000', '', 'null', '[]'))
    .map((text) => labelled(`JSON text ${text.slice(0, 40)}`, (spec) => jsonBody(spec, text))),
  // Odd query strings: repeated keys, huge or control-character values, pollution keys.
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom('page', 'limit', 'sortBy', 'sortOrder', 'query', 'status', '__proto__', 'sig', 'expires'), fc.string({ maxLength: 8 })),
        nastyString,
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) =>
      labelled(`query ${JSON.stringify(pairs).slice(0, 160)}`, (spec) => {
        const [path, query = ''] = spec.url.split('?');
        const extra = pairs.map(([k, v]) => `${pct(k)}=${pct(v.slice(0, 4000))}`).join('&');
        return { ...spec, url: `${path}?${query ? `${query}&` : ''}${extra}` };
      }),
    ),
  // A path segment (an id) replaced.
  nastyString.map((segment) =>
    labelled(`path segment ${JSON.stringify(segment.slice(0, 80))}`, (spec) => {
      const [path = '', query] = spec.url.split('?');
      const parts = path.split('/');
      const at = parts.findIndex((p) => /^[0-9a-f-]{36}$/.test(p));
      if (at < 0) return spec;
      parts[at] = pct(segment.slice(0, 2000)) || '%20';
      return { ...spec, url: parts.join('/') + (query ? `?${query}` : '') };
    }),
  ),
  // Malformed multipart: no boundary, a truncated body, a prototype key, an unclosed part, a huge field.
  fc
    .constantFrom(
      { type: 'multipart/form-data', body: 'name=x' },
      { type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nContent-Disposition: form-data; name="city"\r\n\r\nPu` },
      {
        type: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
      },
      {
        type: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="organizationDocs"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
      },
      {
        type: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="city"\r\n\r\n${'x'.repeat(9000)}\r\n--${boundary}--\r\n`,
      },
      {
        type: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="city\u0000"\r\n\r\n\u0000\r\n--${boundary}--\r\n`,
      },
      { type: 'multipart/form-data; boundary=', body: '--\r\n' },
      { type: 'text/plain', body: 'hello' },
      { type: 'application/x-www-form-urlencoded', body: 'a=1&__proto__[x]=1' },
    )
    .map(({ type, body }) =>
      labelled(`${type}: ${JSON.stringify(body.slice(0, 100))}`, (spec) => ({
        ...spec,
        headers: { ...(spec.headers as Record<string, string>), 'content-type': type },
        payload: body,
      })),
    ),
);

/** The shapes that answered 500 in the attack probe of issue 16, each sent as it was: 400 with a field error now. */
const PROBE_FINDINGS: { what: string; method: string; spec: (w: World) => RequestSpec | Promise<RequestSpec>; field?: string[] }[] = [
  {
    what: 'NUL in the name at sign-up',
    method: 'POST',
    spec: () => ({
      url: '/api/auth/register',
      payload: { name: 'A\u0000', email: 'nul@example.in', phone: '9876543210', password: 'Blast-Furnace-42', agreeTerms: true },
    }),
    field: ['body', 'name'],
  },
  ...['name', 'organization', 'designation', 'documentNumber', 'addressLine1', 'addressLine2', 'city', 'district', 'state'].map((field) => ({
    what: `NUL in the profile's ${field}`,
    method: 'PUT',
    spec: (w: World) => ({ url: '/api/users/profile/me', headers: w.auth('owner'), payload: { [field]: 'x\u0000y' } }),
    field: ['body', field],
  })),
  {
    what: 'NUL in a clarification',
    method: 'PUT',
    spec: (w) => ({
      url: '/api/admin/profileclarification',
      headers: w.auth('admin'),
      payload: { post_id: w.accounts.owner.id, post_type: 'USER', clarification: 'a\u0000b' },
    }),
    field: ['body', 'clarification'],
  },
  {
    what: 'a lone surrogate in a clarification',
    method: 'PUT',
    spec: (w) => ({
      url: '/api/admin/profileclarification',
      headers: w.auth('admin'),
      payload: { post_id: w.accounts.owner.id, post_type: 'USER', clarification: 'a\ud800b' },
    }),
    field: ['body', 'clarification'],
  },
  // Clarification threads (issue 28): one text rule for replies and follow-ups.
  ...(['a\u0000b in the pilot data', 'a\ud800b in the pilot data'] as const).flatMap((text) => [
    {
      what: `${JSON.stringify(text.slice(0, 3))} in a clarification reply`,
      method: 'POST',
      spec: async (w: World) => {
        const { id, cid } = await openThread(w);
        return { url: `/api/proposals/${id}/clarifications/${cid}/replies`, headers: w.auth('owner'), payload: { text } };
      },
      field: ['body', 'text'],
    },
    {
      what: `${JSON.stringify(text.slice(0, 3))} in a follow-up question`,
      method: 'POST',
      spec: async (w: World) => {
        const { id, cid } = await openThread(w);
        return { url: `/api/admin/proposals/${id}/clarifications/${cid}/follow-ups`, headers: w.auth('admin'), payload: { text } };
      },
      field: ['body', 'text'],
    },
  ]),
  {
    what: 'a date to answer by that is no date',
    method: 'PUT',
    spec: (w) => ({
      url: '/api/admin/profileclarification',
      headers: w.auth('admin'),
      payload: { post_id: w.accounts.owner.id, post_type: 'USER', clarification: 'Which plant?', respondBy: '2026-02-31' },
    }),
    field: ['body', 'respondBy'],
  },
  {
    what: 'NUL in the admin search',
    method: 'GET',
    spec: (w) => ({ url: '/api/admin/users?query=a%00b', headers: w.auth('admin') }),
    field: ['query', 'query'],
  },
  {
    what: 'multipart without a boundary',
    method: 'PUT',
    spec: (w) => ({ url: '/api/users/profile/me', headers: { ...w.auth('owner'), 'content-type': 'multipart/form-data' }, payload: 'x' }),
  },
  {
    what: 'a truncated multipart body',
    method: 'PUT',
    spec: (w) => ({
      url: '/api/users/profile/me',
      headers: { ...w.auth('owner'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="city"\r\n\r\nPu`,
    }),
  },
];

describe('the probe findings', () => {
  for (const finding of PROBE_FINDINGS) {
    it(`answer ${finding.what} with 400`, async () => {
      const res = await w.inject(finding.method, await finding.spec(w));
      expect(res.statusCode, res.body).toBe(400);
      if (finding.field) expect(res.json().errors.map((e: { path: string[] }) => e.path)).toContainEqual(finding.field);
    });
  }
});

/**
 * Every route, every text it takes: a NUL in each query parameter of its valid request (and in
 * `query`, which most lists take) and in each string field of its JSON body. The fuzz below finds
 * such a hole only when its draw lands on it; this sweep finds it on every run.
 */
describe('a NUL in any query parameter or body text', () => {
  for (const entry of ROUTES) {
    it(`${entryName(entry)} answers it without a 500`, async () => {
      const valid = await entry.build(w, fuzzActor(entry));
      const [path, query = ''] = valid.url.split('?');
      const params = new URLSearchParams(query);
      const variants: RequestSpec[] = [...new Set([...params.keys(), 'query'])].map((key) => {
        const next = new URLSearchParams(params);
        next.set(key, 'a\u0000b');
        return { ...valid, url: `${path}?${next.toString()}` };
      });
      const body = valid.payload && typeof valid.payload === 'object' && !Buffer.isBuffer(valid.payload) ? (valid.payload as Record<string, unknown>) : {};
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string') variants.push(jsonBody(valid, JSON.stringify({ ...body, [key]: 'a\u0000b' })));
      }
      for (const spec of variants) {
        const res = await w.inject(entry.method, spec);
        expect(res.statusCode, `${spec.url} ${String(spec.payload ?? '').slice(0, 200)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    });
  }
});

describe('fuzz', () => {
  for (const entry of ROUTES) {
    it(`${entryName(entry)} never answers 500`, async () => {
      const actor = fuzzActor(entry);
      const valid = await entry.build(w, actor);
      await fc.assert(
        fc.asyncProperty(mutation, async (mutate) => {
          const spec = mutate(valid);
          const res = await w.inject(entry.method, spec);
          expect(res.statusCode, `${String(spec.payload ?? '').slice(0, 200)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }

  it('leaves the server healthy', async () => {
    const res = await w.inject('GET', { url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ok');
  });

  it('left no secret in the logs', () => {
    expect(w.sink.leaks()).toEqual([]);
  });
});
