import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROFILE_UPLOAD_MAX_BYTES, PROPOSAL_UPLOAD_MAX_BYTES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { multipart, pdf } from '../test/multipart.js';
import { formFields, validBody } from '../test/proposals.js';
import { startServerProcess } from '../test/server-process.js';

/**
 * Refused bodies over real HTTP with Node's own fetch (undici): every client reads its JSON refusal,
 * never EPIPE or ECONNRESET, and the lingering close that makes it so is bounded (decision 121).
 */

const ADMIN = { email: 'admin@portal.test', password: 'admin-password-for-linger' };

/** A PDF of exactly the given size. */
function pdfOf(bytes: number): Buffer {
  const head = pdf('Proposal');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 0x20)]);
}
const proposalForm = (fileBytes: number) =>
  multipart(formFields(validBody('startup')), [{ field: 'proposalFile', name: 'plan.pdf', type: 'application/pdf', data: pdfOf(fileBytes) }]);
const profileForm = (fileBytes: number) =>
  multipart({ designation: 'Director' }, [{ field: 'organizationDocs', name: 'docs.pdf', type: 'application/pdf', data: pdfOf(fileBytes) }]);

describe('a refused body, sent with Node fetch to the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-linger-'));
  let server: { child: ChildProcess; url: string };
  beforeAll(async () => {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  }, 180_000);
  afterAll(async () => {
    if (!server) return;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(method: string, url: string, form: { payload: Buffer; headers: Record<string, string> }, token?: string) {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { 'content-type': form.headers['content-type']!, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form.payload,
    });
    return { status: res.status, body: (await res.json()) as { status: string; message: string } };
  }

  it('is read as its 401 by every one of many anonymous uploads, small and one byte over the file limit', async () => {
    const small = proposalForm(3 * 1024);
    for (let i = 0; i < 30; i += 1) expect(await send('POST', '/api/proposals', small)).toMatchObject({ status: 401, body: { status: 'error' } });
    const large = proposalForm(PROPOSAL_UPLOAD_MAX_BYTES + 1);
    for (let i = 0; i < 5; i += 1) expect(await send('POST', '/api/proposals', large)).toMatchObject({ status: 401, body: { status: 'error' } });
  }, 120_000);

  it('is read as its 413 when a file passes its limit while streaming, and when the declared length is too large', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const over = profileForm(PROFILE_UPLOAD_MAX_BYTES + 1);
    for (let i = 0; i < 10; i += 1) expect(await send('PUT', '/api/users/profile/me', over, token)).toMatchObject({ status: 413, body: { status: 'error' } });
    const far = profileForm(20 * 1024 * 1024);
    for (let i = 0; i < 3; i += 1) expect(await send('PUT', '/api/users/profile/me', far, token)).toMatchObject({ status: 413, body: { status: 'error' } });
  }, 120_000);
});

describe('the lingering close', () => {
  let ctx: TestContext;
  let port = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => ctx.close());

  /** Bounds for one test: the app reads them per refusal. */
  const bound = (linger: Partial<TestContext['config']['linger']>) =>
    Object.assign(ctx.config.linger, { maxMs: 60_000, idleMs: 60_000, maxBytes: 1024 ** 4 }, linger);

  /**
   * An anonymous upload that claims a terabyte and then sends as it is told, never finishing: what it
   * read, how much it sent, and how long after its answer the server closed the connection.
   */
  function endlessUpload(pace: { chunkBytes: number; everyMs: number } | 'flood' | 'silent') {
    return new Promise<{ answer: string; sent: number; msAfterAnswer: number }>((resolve, reject) => {
      // Half-open: the server's FIN after its answer must not end our sending.
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      let answer = '';
      let answeredAt = 0;
      let sent = 0;
      let done = false;
      let timer: NodeJS.Timeout | undefined;
      // The server's side of this connection: its close is the cut-off (a silent client would never notice).
      const onConnection = (serverSide: Socket) => {
        if (serverSide.remotePort !== socket.localPort) return;
        ctx.app.server.off('connection', onConnection);
        serverSide.once('close', () => {
          done = true;
          clearInterval(timer);
          socket.destroy();
          if (!answeredAt) reject(new Error(`closed without an answer after ${sent} bytes`));
          else resolve({ answer, sent, msAfterAnswer: Date.now() - answeredAt });
        });
      };
      ctx.app.server.on('connection', onConnection);
      const chunk = Buffer.alloc(pace === 'flood' ? 64 * 1024 : pace === 'silent' ? 0 : pace.chunkBytes, 0x61);
      const pump = () => {
        while (!done && socket.write(chunk)) sent += chunk.length;
        if (!done) sent += chunk.length;
      };
      socket.on('data', (b: Buffer) => {
        answer += b.toString();
        answeredAt ||= Date.now();
      });
      socket.on('drain', () => pace === 'flood' && pump());
      socket.on('error', () => undefined);
      socket.write(
        `POST /api/proposals HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${1024 ** 4}\r\n\r\n--x\r\n`,
      );
      if (pace === 'flood') pump();
      else if (pace !== 'silent') {
        timer = setInterval(() => {
          if (done) return;
          socket.write(chunk);
          sent += chunk.length;
        }, pace.everyMs);
      }
    });
  }

  const refused = (answer: string) => {
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"status":"error"');
  };

  it('leaves app.inject, which has no socket to linger on, with its plain refusals', async () => {
    const form = proposalForm(3 * 1024);
    for (let i = 0; i < 5; i += 1) {
      const upload = await ctx.app.inject({ method: 'POST', url: '/api/proposals', headers: form.headers, payload: form.payload });
      expect(upload.statusCode).toBe(401);
      const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@localhost', password: 'x' } });
      expect(login.statusCode).toBe(400);
    }
  });

  it('cuts off a client that keeps sending as fast as it can once the discarded bytes pass the bound', async () => {
    bound({ maxBytes: 4 * 1024 * 1024 });
    const { answer, sent } = await endlessUpload('flood');
    refused(answer);
    expect(sent).toBeGreaterThan(4 * 1024 * 1024);
    // Far less than the claimed terabyte: what the socket buffers held when the server closed.
    expect(sent).toBeLessThan(256 * 1024 * 1024);
  }, 30_000);

  it('cuts off a client that keeps sending slowly once the total time passes the bound', async () => {
    bound({ maxMs: 1500 });
    const { answer, sent, msAfterAnswer } = await endlessUpload({ chunkBytes: 1024, everyMs: 50 });
    refused(answer);
    expect(msAfterAnswer).toBeGreaterThanOrEqual(1300);
    expect(msAfterAnswer).toBeLessThan(8000);
    expect(sent).toBeLessThan(1024 * 1024);
  }, 30_000);

  it('cuts off a client that stops sending once nothing has arrived for the idle bound', async () => {
    bound({ idleMs: 500 });
    const { answer, msAfterAnswer } = await endlessUpload('silent');
    refused(answer);
    expect(msAfterAnswer).toBeGreaterThanOrEqual(400);
    expect(msAfterAnswer).toBeLessThan(8000);
  }, 30_000);
});
