import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROFILE_UPLOAD_MAX_BYTES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { multipart, pdf } from '../test/multipart.js';
import { bearer, registerVerifiedUser } from '../test/users.js';

let ctx: TestContext;
let port: number;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // Profile documents are taken only from a verified address (decision 126): these checks are about the body.
  token = (await registerVerifiedUser(ctx)).token;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** What the sender tries to push: far more than any limit. */
const ATTEMPT_BYTES = 96 * 1024 * 1024;
/** What may pass before the refusal: the limit, plus the socket buffers between the two ends. */
const ALLOWED_BYTES = 24 * 1024 * 1024;

/**
 * Streams a chunked multipart body (no Content-Length) with one endless PDF file, as fast as the
 * server takes it, until the server answers or closes. Returns the status and the bytes the server took.
 */
function streamUpload(headers: Record<string, string>): Promise<{ status: number | null; written: number; closed: boolean }> {
  const boundary = '----portal-stream';
  return new Promise((resolve) => {
    let written = 0;
    let status: number | null = null;
    let done = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: '/api/users/profile/me',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    });
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ status, written, closed });
    };
    // A server that stops reading without closing leaves the sender hanging: that is a failure too.
    const timer = setTimeout(() => finish(false), 10_000);
    // The sender keeps sending after the answer, as a client that ignores it would: only the server
    // closing the connection stops it.
    req.on('response', (res) => {
      status = res.statusCode ?? null;
      res.resume();
    });
    req.on('error', () => finish(true));
    req.on('close', () => finish(true));
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="governmentIssueddocument"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const pump = () => {
      while (!done && written < ATTEMPT_BYTES) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!done) req.end(`\r\n--${boundary}--\r\n`, () => setTimeout(() => finish(false), 100));
    };
    pump();
  });
}

describe('upload limits', () => {
  it('stop a chunked upload at the size limit with 413 and close the connection, instead of reading it all', async () => {
    const { status, written, closed } = await streamUpload(bearer(token));
    expect(status).toBe(413);
    expect(closed).toBe(true);
    expect(written).toBeLessThan(ALLOWED_BYTES);
    expect(written).toBeGreaterThan(PROFILE_UPLOAD_MAX_BYTES);
  });

  it('refuse an anonymous upload before reading its body', async () => {
    const { status, written, closed } = await streamUpload({});
    expect(status).toBe(401);
    expect(closed).toBe(true);
    expect(written).toBeLessThan(ALLOWED_BYTES);
  });

  it('answer a multipart request without a boundary with 400', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/me',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'Malformed multipart body', key: 'malformedMultipart' });
  });

  it('answer a truncated multipart body with 400', async () => {
    const form = multipart({ city: 'Pune' }, [{ field: 'organizationDocs', name: 'a.pdf', type: 'application/pdf', data: pdf() }]);
    const truncated = form.payload.subarray(0, form.payload.length - 60);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/me',
      headers: { ...bearer(token), 'content-type': form.headers['content-type'] },
      payload: truncated,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answer a prototype-polluting field name with 400 and leave every object untouched', async () => {
    const form = multipart({ __proto__: 'x', constructor: 'y', city: 'Pune' } as Record<string, string>, []);
    const raw = Buffer.from(form.payload.toString().replace('name="city"', 'name="__proto__"'));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/me',
      headers: { ...bearer(token), 'content-type': form.headers['content-type'] },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).city).toBeUndefined();
  });
});
