import { keyed, MESSAGES } from '@portal/shared';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../../server/src/test/app';
import { AppError } from '../../../server/src/lib/errors';
import type { ZodTypeProvider } from '../../../server/src/plugins/validation';
import { ApiError, ApiValidationError, apiDownload, apiRequest, setApiBase, setTokenSource } from './api-client';
import { setLanguage } from './i18n';

// The client is tested against the real server over HTTP, not a mock.
const REFUSAL = 'This proposal can no longer be edited: it has been decided.';
const FALLBACK = MESSAGES.proposalCreateFailed;
let ctx: TestContext;
let serverBase: string;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      beforeReady(app) {
        const r = app.withTypeProvider<ZodTypeProvider>();
        r.post(
          '/api/__client/form',
          { schema: { body: z.object({ name: z.string().min(1, 'Name is required'), address: z.object({ city: z.string().min(1, 'City is required') }) }) } },
          async () => ({ status: 'success', data: { ok: true } }),
        );
        r.get('/api/__client/me', { preHandler: app.authenticate }, async (request) => ({ status: 'success', data: { id: request.user?.id } }));
        r.post('/api/__client/refuse', async () => {
          throw new AppError('CONFLICT', REFUSAL);
        });
        r.get('/api/__client/limit', async () => {
          throw new AppError('TOO_MANY_REQUESTS', keyed('connectDailyLimit', { max: 20 }));
        });
        r.get('/api/__client/refuse', { preHandler: app.authenticate }, async () => {
          throw new AppError('CONFLICT', REFUSAL);
        });
        // What a proxy in front of the API may answer: an error that says nothing the client can show.
        r.get('/api/__client/gateway', async (_request, reply) => reply.code(502).type('text/html').send('<html><body>Bad gateway</body></html>'));
        r.get('/api/__client/blank', async (_request, reply) => reply.code(503).send({ status: 'error', message: '' }));
      },
    },
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  serverBase = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  setApiBase(serverBase);
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

describe("a server message by key, in the page's language (decision 228)", () => {
  it('a Hindi page shows the Hindi of the key with the values the server sent, and keeps the key', async () => {
    setLanguage('hi');
    try {
      const refused = await apiRequest('/__client/limit').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).message).toBe('आपने पिछले 24 घंटों में 20 संपर्क अनुरोध भेजे हैं, जो अधिकतम सीमा है। बाद में पुनः प्रयास करें।');
      expect([(refused as ApiError).key, (refused as ApiError).params]).toEqual(['connectDailyLimit', { max: 20 }]);
      const invalid = (await apiRequest('/__client/form', { method: 'POST', body: { name: '', address: { city: 'Pune' } } }).catch(
        (e: unknown) => e,
      )) as ApiValidationError;
      expect([invalid.message, invalid.fieldErrors.name]).toEqual(['सत्यापन विफल रहा', 'नाम आवश्यक है']);
    } finally {
      setLanguage('en');
    }
  });

  it('an English page shows the English as sent', async () => {
    const refused = (await apiRequest('/__client/limit').catch((e: unknown) => e)) as ApiError;
    expect(refused.message).toBe('You have sent 20 connection requests in the last 24 hours, the most allowed. Try again later.');
    expect(refused.key).toBe('connectDailyLimit');
  });
});

describe("a server refusal's message wins over the call's fallback text", () => {
  it("a refusal (409) shows the server's message, not the fallback", async () => {
    const err = await apiRequest('/__client/refuse', { method: 'POST', body: {}, fallbackMessage: FALLBACK }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).message).toBe(REFUSAL);
  });

  it("a validation failure keeps the server's message beside its field errors", async () => {
    const err = await apiRequest('/__client/form', { method: 'POST', body: { name: '', address: { city: 'Pune' } }, fallbackMessage: FALLBACK }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiValidationError);
    expect((err as ApiValidationError).message).toBe(MESSAGES.validationFailed);
    expect((err as ApiValidationError).fieldErrors).toEqual({ name: 'Name is required' });
  });

  it('an export refused by the server shows its message, not the fallback', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    const { token } = login.json().data as { token: string };
    setTokenSource({ getAccessToken: async () => token });
    const err = await apiDownload('/__client/refuse', { fallbackMessage: FALLBACK, defaultName: 'x.csv' }).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).message).toBe(REFUSAL);
  });

  it('the fallback when the answer has no message to show: an error page, an empty message', async () => {
    for (const path of ['/__client/gateway', '/__client/blank']) {
      const err = await apiRequest(path, { fallbackMessage: FALLBACK }).catch((e: unknown) => e);
      expect(err, path).toBeInstanceOf(ApiError);
      expect((err as ApiError).message, path).toBe(FALLBACK);
    }
    // With no fallback either, the status says what happened.
    const bare = await apiRequest('/__client/gateway').catch((e: unknown) => e);
    expect((bare as ApiError).message).toBe('Request failed (502)');
  });

  it('the fallback when the server cannot be reached', async () => {
    setApiBase('http://127.0.0.1:9');
    try {
      const err = await apiRequest('/health', { fallbackMessage: FALLBACK }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(0);
      expect((err as ApiError).message).toBe(FALLBACK);
    } finally {
      setApiBase(serverBase);
    }
  });
});
