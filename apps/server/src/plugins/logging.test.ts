import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/database.js';
import { testConfig } from '../test/app.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from './validation.js';
import { users } from '../db/schema/index.js';

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream: { write: (line: string) => void lines.push(line) } });
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/__test/sign-in', { schema: { body: z.object({ email: z.email(), password: z.string().min(50) }) } }, async () => ({
      status: 'success',
      data: null,
    }));
  app.post('/api/__test/failed-insert', async () => {
    const row = { email: 'asha.secret@example.in', name: 'Asha', phone: '+91 90000 11111', passwordHash: '$argon2id$v=19$secret-hash-value' };
    await app.db.insert(users).values(row);
    await app.db.insert(users).values(row);
    return { status: 'success', data: null };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('structured logs', () => {
  it('write one line per request with its id, and never the authorization header, the query string or the body', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/sign-in?sig=signed-download-token',
      headers: { authorization: 'Bearer secret-access-token', 'x-request-id': 'req-abcdef12' },
      payload: { email: 'asha@example.in', password: 'hunter2-super-secret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('req-abcdef12');
    const log = lines.join('\n');
    const completed = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ reqId: 'req-abcdef12', method: 'POST', url: '/api/__test/sign-in', statusCode: 400 });
    for (const secret of ['secret-access-token', 'signed-download-token', 'hunter2-super-secret']) expect(log).not.toContain(secret);
  });

  it('redact credentials, tokens and codes wherever a log call puts them', () => {
    lines.length = 0;
    app.log.info(
      {
        password: 'top-level-password',
        code: '482913',
        body: { email: 'asha@example.in', newPassword: 'body-new-password' },
        user: { id: 7, refreshToken: 'user-refresh-token' },
        err: { message: 'failed', token: 'error-token' },
      },
      'redaction check',
    );
    const line = lines.find((l) => l.includes('redaction check'));
    expect(line).toBeDefined();
    for (const secret of ['top-level-password', '482913', 'body-new-password', 'user-refresh-token', 'error-token']) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(line!)).toMatchObject({ body: { email: 'asha@example.in', newPassword: '[redacted]' }, user: { id: 7 } });
  });

  it('log a failed query by its code and statement, never its parameters', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/api/__test/failed-insert' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    const failed = lines.map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> }).find((l) => l.msg === 'request failed');
    expect(failed?.err).toMatchObject({ sqlState: '23505', query: 'insert users', constraint: 'users_email_key' });
    for (const secret of ['asha.secret@example.in', '90000 11111', 'secret-hash-value']) expect(log).not.toContain(secret);
  });

  it('does not log successful health checks, which load balancers poll', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines.filter((l) => l.includes('request completed'))).toHaveLength(0);
  });
});
