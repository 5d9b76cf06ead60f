import { MESSAGES } from '@portal/shared';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../../server/src/test/app';
import type { ZodTypeProvider } from '../../../server/src/plugins/validation';
import { ApiError, ApiValidationError, apiRequest, setApiBase, setTokenSource } from './api-client';

// The client is tested against the real server over HTTP, not a mock.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, {
    beforeReady(app) {
      const r = app.withTypeProvider<ZodTypeProvider>();
      r.post(
        '/api/__client/form',
        { schema: { body: z.object({ name: z.string().min(1, 'Name is required'), address: z.object({ city: z.string().min(1, 'City is required') }) }) } },
        async () => ({ status: 'success', data: { ok: true } }),
      );
      r.get('/api/__client/me', { preHandler: app.authenticate }, async (request) => ({ status: 'success', data: { id: request.user?.id } }));
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  setApiBase(`http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`);
});
afterAll(() => ctx.close());

describe('apiRequest', () => {
  it('returns the success envelope', async () => {
    const body = await apiRequest<{ status: string; data: { status: string } }>('/health');
    expect(body.status).toBe('success');
    expect(body.data.status).toBe('ok');
  });

  it('raises field errors with the body segment dropped and the path joined with dots', async () => {
    const err = await apiRequest('/__client/form', { method: 'POST', body: { name: '', address: { city: '' } } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiValidationError);
    expect((err as ApiValidationError).fieldErrors).toEqual({ name: 'Name is required', 'address.city': 'City is required' });
  });

  it("shows the server's message when there is one", async () => {
    const err = await apiRequest('/no/such/path').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(404);
    expect((err as ApiError).message).toBe('Route GET /api/no/such/path not found');
  });

  it("fails before sending with 'No authentication token found' when a signed-in call has no token", async () => {
    setTokenSource({ getAccessToken: async () => null });
    const err = await apiRequest('/__client/me', { auth: true }).catch((e: unknown) => e);
    expect((err as ApiError).message).toBe(MESSAGES.noAuthToken);
    expect((err as ApiError).status).toBe(401);
  });

  it('sends the bearer token it is given', async () => {
    // The server accepts tokens of existing users only: the first admin's.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    const { token, user } = login.json().data as { token: string; user: { id: string } };
    setTokenSource({ getAccessToken: async () => token });
    const body = await apiRequest<{ data: { id: string } }>('/__client/me', { auth: true });
    expect(body.data.id).toBe(user.id);
  });
});
