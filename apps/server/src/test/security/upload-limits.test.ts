import { ACCOUNT_STORED_BYTES_MAX, ACCOUNT_UPLOADS_PER_HOUR, MESSAGES } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../app.js';
import { multipart, pdf } from '../multipart.js';
import { sendProposal, validBody } from '../proposals.js';
import { bearer, registerSubmitter, registerUnverifiedUser, registerVerifiedUser } from '../users.js';

/**
 * What one account may store (issue 24 item 7, decision 126): profile documents only from a verified
 * address, at most ACCOUNT_STORED_BYTES_MAX stored, at most ACCOUNT_UPLOADS_PER_HOUR files an hour.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const profileDocument = (token: string, text = 'PAN') => {
  const form = multipart({ designation: 'Metallurgist' }, [{ field: 'governmentIssueddocument', name: 'pan.pdf', type: 'application/pdf', data: pdf(text) }]);
  return ctx.app.inject({ method: 'PUT', url: '/api/users/profile/me', headers: { ...bearer(token), ...form.headers }, payload: form.payload });
};
const storedBytes = async (ownerId: string) =>
  Number(
    (
      await ctx.app.db
        .select({ n: sql<string>`coalesce(sum(${files.size}), 0)` })
        .from(files)
        .where(eq(files.ownerId, ownerId))
    )[0]!.n,
  );

/** A PDF of exactly `size` bytes: a small valid PDF padded with a comment. */
function pdfOf(size: number): Buffer {
  const head = pdf('Large proposal');
  return Buffer.concat([head, Buffer.from(`%${'x'.repeat(size - head.length - 2)}\n`)]);
}

describe('profile documents', () => {
  it('are refused before the address is verified, with the reason; the other fields still save', async () => {
    const token = await registerUnverifiedUser(ctx);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: bearer(token) })).json().data as { id: string };
    const res = await profileDocument(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.profileDocumentsNeedVerifiedEmail, key: 'profileDocumentsNeedVerifiedEmail' });
    // Refused before the body was read (decision 043).
    expect(res.headers.connection).toBe('close');
    expect(await storedBytes(me.id)).toBe(0);
    const fields = await ctx.app.inject({ method: 'PUT', url: '/api/users/profile/me', headers: bearer(token), payload: { designation: 'Metallurgist' } });
    expect(fields.statusCode).toBe(200);
  });

  it('are taken once the address is verified', async () => {
    const user = await registerVerifiedUser(ctx);
    expect((await profileDocument(user.token)).statusCode).toBe(200);
    expect(await storedBytes(user.id)).toBeGreaterThan(0);
  });
});

describe('stored bytes per account', () => {
  it(`refuse the file that would take an account past ${ACCOUNT_STORED_BYTES_MAX / 1024 / 1024} MB with 413 and the reason, storing nothing of it; a replacement frees its room`, async () => {
    const user = await registerSubmitter(ctx, { organizationCategory: 'Startup' });
    const small = { name: 'small.pdf', data: pdfOf(512 * 1024) };
    const first = await sendProposal(ctx, user.token, validBody('startup'), { file: small });
    expect(first.statusCode, first.body).toBe(201);
    // The account's earlier files: one stored document that leaves 1 MB of room.
    const room = 1024 * 1024;
    // Its row says how much it holds (the quota reads sizes); its bytes are left out, as writing 39 MB
    // into an embedded test database takes a minute.
    await ctx.app.db.insert(files).values({
      ownerId: user.id,
      purpose: 'proposalFile',
      originalName: 'earlier.pdf',
      storedName: 'earlier.pdf',
      contentType: 'application/pdf',
      size: ACCOUNT_STORED_BYTES_MAX - (await storedBytes(user.id)) - room,
      sha256: '0'.repeat(64),
      data: Buffer.from('%PDF-1.4'),
    });
    const before = await storedBytes(user.id);
    const big = { name: 'big.pdf', data: pdfOf(2 * room) };
    const refused = await sendProposal(ctx, user.token, validBody('startup'), { file: big });
    expect(refused.statusCode).toBe(413);
    const mb = ACCOUNT_STORED_BYTES_MAX / room;
    expect(refused.json()).toEqual({
      status: 'error',
      message: `Your account already stores ${mb - 1} MB of files, and this file would take it past the limit of ${mb} MB. Delete or replace a document first.`,
      key: 'uploadQuotaBytes',
      params: { used: `${mb - 1} MB`, max: `${mb} MB` },
    });
    expect(await storedBytes(user.id)).toBe(before);
    // A file that fits is taken; replacing a proposal's file counts the new file instead of the old one.
    expect((await sendProposal(ctx, user.token, validBody('startup'), { file: small })).statusCode).toBe(201);
    const bigger = { name: 'bigger.pdf', data: pdfOf(512 * 1024 + room / 2) };
    const replaced = await sendProposal(ctx, user.token, validBody('startup'), { method: 'PATCH', id: first.json().data.id as string, file: bigger });
    expect(replaced.statusCode, replaced.body).toBe(200);
  }, 120_000);
});

describe('uploads sent at once by one account', () => {
  // On PostgreSQL each request has its own connection: a proposal's row (which refers to the account)
  // is written before its file is charged, and the charge once locked the account's row for update, so
  // two submissions at once deadlocked (40P01, a 500).
  it('are each stored, and of two that fit only one at a time, one is refused', async () => {
    const user = await registerSubmitter(ctx, { organizationCategory: 'Startup' });
    const file = () => ({ name: 'at-once.pdf', data: pdfOf(64 * 1024) });
    const sent = await Promise.all(Array.from({ length: 6 }, () => sendProposal(ctx, user.token, validBody('startup'), { file: file() })));
    expect(
      sent.map((r) => r.statusCode),
      sent.map((r) => r.body).join('\n'),
    ).toEqual(Array(6).fill(201));
    // Room for one more file of 1 MB, and two sent at once.
    const room = 1024 * 1024 + 512 * 1024;
    await ctx.app.db.insert(files).values({
      ownerId: user.id,
      purpose: 'proposalFile',
      originalName: 'earlier.pdf',
      storedName: 'earlier-at-once.pdf',
      contentType: 'application/pdf',
      size: ACCOUNT_STORED_BYTES_MAX - (await storedBytes(user.id)) - room,
      sha256: '0'.repeat(64),
      data: Buffer.from('%PDF-1.4'),
    });
    const big = () => ({ name: 'one-mb.pdf', data: pdfOf(1024 * 1024) });
    const two = await Promise.all([0, 1].map(() => sendProposal(ctx, user.token, validBody('startup'), { file: big() })));
    expect(two.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    expect(await storedBytes(user.id)).toBeLessThanOrEqual(ACCOUNT_STORED_BYTES_MAX);
  }, 120_000);
});

describe('uploads per hour', () => {
  it(`refuse the ${ACCOUNT_UPLOADS_PER_HOUR + 1}th file of an hour with 429 and the reason, before the body is read`, async () => {
    const user = await registerVerifiedUser(ctx);
    for (let i = 0; i < ACCOUNT_UPLOADS_PER_HOUR; i++) expect((await profileDocument(user.token, `PAN ${i}`)).statusCode, `upload ${i + 1}`).toBe(200);
    const refused = await profileDocument(user.token, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(new RegExp(`^You have uploaded ${ACCOUNT_UPLOADS_PER_HOUR} files in the last hour\\. Try again in `));
    // Before the body is read: a body that would be refused as malformed is not even looked at.
    const unread = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/me',
      headers: { ...bearer(user.token), 'content-type': 'multipart/form-data; boundary=----never-sent' },
      payload: 'not a multipart body',
    });
    expect(unread.statusCode).toBe(429);
    // Another account is not held back.
    expect((await profileDocument((await registerVerifiedUser(ctx)).token)).statusCode).toBe(200);
  });
});
