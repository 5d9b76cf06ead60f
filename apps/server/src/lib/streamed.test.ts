import { MESSAGES } from '@portal/shared';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { sendStreamed } from './streamed.js';

/**
 * A streamed answer whose source fails (issue 24 item 5, decision 126), through the whole app (its
 * compression, error handler and access log) over a real socket: a failure before the first chunk is an
 * error in the envelope; a failure after it breaks the download in the client, compressed or not.
 */
let ctx: TestContext;
let base: string;
const ROW = `${'steel,'.repeat(40)}\r\n`;

async function* rows(failAfter: number | null, count = 200): AsyncGenerator<string> {
  for (let i = 0; i < count; i++) {
    if (failAfter !== null && i === failAfter) throw new Error('the source failed');
    // A pause between chunks: the first is on the wire before the failure.
    await new Promise((r) => setTimeout(r, 1));
    yield ROW.repeat(20);
  }
}

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/api/test/stream', async (request, reply) => {
          const failAfter = (request.query as { failAfter?: string }).failAfter;
          return sendStreamed(reply, rows(failAfter === undefined ? null : Number(failAfter)), {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="t.csv"',
          });
        });
      },
    },
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

describe('sendStreamed', () => {
  it('sends a source that ends whole, compressed when asked', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await fetch(`${base}/api/test/stream`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding === 'br' ? 'br' : null);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="t.csv"');
      expect(await res.text()).toBe(ROW.repeat(20 * 200));
    }
  });

  it("answers a failure before the first chunk as an error in the envelope, without the stream's headers", async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await fetch(`${base}/api/test/stream?failAfter=0`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(500);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(await res.json()).toEqual({ status: 'error', message: MESSAGES.internalError, key: 'internalError' });
    }
  });

  it('breaks the download of a failure after the first chunk: the client never reads it as complete', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      // Compressed, the first chunks may still sit in the compressor: then not even the status arrives.
      const read = fetch(`${base}/api/test/stream?failAfter=50`, { headers: { 'accept-encoding': encoding } }).then(async (res) => {
        expect(res.status, encoding).toBe(200);
        return res.text();
      });
      await expect(read, encoding).rejects.toThrow(/fetch failed|terminated|other side closed/);
    }
  });
});
