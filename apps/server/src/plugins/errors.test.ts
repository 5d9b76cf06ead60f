import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyed, MESSAGES } from '@portal/shared';
import { apiErrorSchema } from '@portal/shared/schemas';
import { AppError } from '../lib/errors.js';
import { createTestApp, type TestContext } from '../test/app.js';
import type { ZodTypeProvider } from './validation.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      beforeReady(app) {
        const r = app.withTypeProvider<ZodTypeProvider>();
        r.post(
          '/api/__test/echo',
          {
            schema: {
              body: z.object({ name: z.string().min(1, 'Name is required'), tags: z.array(z.string().min(2, 'too short')) }),
              querystring: z.object({ page: z.coerce.number().int().min(1) }),
            },
          },
          async (request) => ({ status: 'success', data: { ...request.body, page: request.query.page } }),
        );
        r.get('/api/__test/conflict', async () => {
          throw new AppError('CONFLICT', 'Already there');
        });
        r.get('/api/__test/limit', async () => {
          throw new AppError('TOO_MANY_REQUESTS', keyed('connectDailyLimit', { max: 20 }));
        });
        r.get('/api/__test/gone', async () => {
          throw new AppError('NOT_FOUND', MESSAGES.notFound);
        });
        r.get('/api/__test/crash', async () => {
          throw new Error('relation "secret_table" does not exist at /srv/app.js:12');
        });
      },
    },
  );
});
afterAll(() => ctx.close());

describe('error envelope', () => {
  it('turns schema failures into 400 with errors whose paths start with the request part', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/__test/echo?page=1', payload: { name: '', tags: ['ok', 'x'] } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: ['body', 'name'], message: 'Name is required', key: 'nameRequired' },
        { path: ['body', 'tags', 1], message: 'too short' },
      ]),
    );
  });

  it('names query parameters as query', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/__test/echo?page=0', payload: { name: 'a', tags: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toEqual(['query', 'page']);
  });

  it('passes parsed, coerced values to the handler', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/__test/echo?page=3', payload: { name: 'a', tags: ['xy'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'a', tags: ['xy'], page: 3 });
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/echo?page=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'Malformed JSON in request body', key: 'malformedJson' });
  });

  it('maps AppError codes to statuses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/__test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'Already there' });
  });

  it("carries a catalogue message's key and values beside its English, so a page words it in its language (decision 228)", async () => {
    const limit = await ctx.app.inject({ method: 'GET', url: '/api/__test/limit' });
    expect(limit.json()).toEqual({
      status: 'error',
      message: 'You have sent 20 connection requests in the last 24 hours, the most allowed. Try again later.',
      key: 'connectDailyLimit',
      params: { max: 20 },
    });
    const gone = await ctx.app.inject({ method: 'GET', url: '/api/__test/gone' });
    expect(gone.json()).toEqual({ status: 'error', message: MESSAGES.notFound, key: 'notFound' });
    // The envelope's contract holds with the new fields (the API description publishes it).
    expect(apiErrorSchema.safeParse(limit.json()).success).toBe(true);
  });

  it('hides the internals of a 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/__test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe(JSON.stringify({ status: 'error', message: 'Internal server error', key: 'internalError' }));
  });
});
