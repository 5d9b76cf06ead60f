import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('reports the version, the database kind and that the database answered', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toEqual({ kind: process.env.TEST_DB_KIND ?? 'pglite', ok: true });
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('carries the security headers and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    // API answers allow nothing; the pages' own policy is checked by the browser tests.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('when the database stops answering', () => {
  it('reports degraded with a 503, once the last answer is over a second old', async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await other.database.close();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().data).toMatchObject({ status: 'degraded', database: { ok: false } });
    } finally {
      await other.app.close();
      await other.smtp.stop();
    }
  });
});

describe('while the instance drains (graceful shutdown, decision 168)', () => {
  it('answers 503 with status draining, so a load balancer routes no new request here; the API still answers', async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().data).toMatchObject({ status: 'draining', database: { ok: true } });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/no/such/thing' })).statusCode).toBe(404);
    } finally {
      ctx.app.lifecycle.draining = false;
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('unknown API paths', () => {
  it('answer the JSON 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Route GET /api/no/such/thing not found' });
  });
});
