import { Readable } from 'node:stream';
import { MESSAGES } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, mailOutbox, proposals } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { docx } from '../../test/documents.js';
import { multipart, PNG } from '../../test/multipart.js';
import { fieldErrors, formFields, proposalPdf, publishChallenge, whileMailRefused, sendProposal, storedCounts, validBody } from '../../test/proposals.js';
import { registerSubmitter } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let other: Awaited<ReturnType<typeof registerSubmitter>>;
let partner: Awaited<ReturnType<typeof registerSubmitter>>;
let partner2: Awaited<ReturnType<typeof registerSubmitter>>;

beforeAll(async () => {
  // Many proposals from a few accounts: the per-account write limits have their own test (proposals.collaborators.test.ts).
  ctx = await createTestApp({ rateLimitScale: 10 });
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
  adminToken = login.json().data.token;
  owner = await registerSubmitter(ctx, { name: 'Owner Industry', organizationCategory: 'Industry' });
  other = await registerSubmitter(ctx, { name: 'Other Industry', organizationCategory: 'Industry' });
  partner = await registerSubmitter(ctx, { name: 'Anil Partner', organizationCategory: 'Academia' });
  partner2 = await registerSubmitter(ctx, { name: 'Bina Partner', organizationCategory: 'Startup' });
});
afterAll(() => ctx.close());

const openInnovation = (extra: Record<string, unknown> = {}) => validBody('openInnovation', { collaborators: [{ organisation: partner.id }], ...extra });

async function created(values: Record<string, unknown>) {
  const res = await sendProposal(ctx, owner.token, values);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; documents: { filePath: string; url: string }[] };
}

const fileIdOf = (doc: { filePath: string }) => doc.filePath.split('/')[1]!;

describe('editing by the owner', () => {
  it('changes the fields (multipart, no new file keeps the old one), category, type, status and owner unchanged', async () => {
    const proposal = await created(openInnovation());
    const res = await sendProposal(
      ctx,
      owner.token,
      { ...openInnovation({ title: 'Hydrogen DRI pilot, phase two' }), category: 'STEELCOLLAB', type: 'PROBLEM', status: 'APPROVED', userId: other.id },
      { method: 'PATCH', id: proposal.id },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.proposalUpdated);
    expect(res.json().data).toMatchObject({
      id: proposal.id,
      title: 'Hydrogen DRI pilot, phase two',
      category: 'INNOVATE',
      type: 'FUNDING_SUPPORT',
      status: 'UNDER_REVIEW',
      userId: owner.id,
      canEdit: true,
    });
    expect(res.json().data.documents.map(fileIdOf)).toEqual(proposal.documents.map(fileIdOf));
  });

  it('takes a JSON body with collaborators as a list; newly named collaborators are mailed, removed ones dropped', async () => {
    const proposal = await created(openInnovation());
    const mailsTo = async (email: string) => (await ctx.app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email))).length;
    const [toPartner, toPartner2] = [await mailsTo(partner.email), await mailsTo(partner2.email)];
    const after = ctx.smtp.mails.length;
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/proposals/${proposal.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { ...openInnovation(), collaborators: [{ organisation: partner2.id }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.collaborators.map((c: { userId: string }) => c.userId)).toEqual([partner2.id]);
    await ctx.smtp.waitFor(partner2.email, { after, subject: /collaborator/ });
    expect(await mailsTo(partner2.email)).toBe(toPartner2 + 1);
    expect(await mailsTo(partner.email)).toBe(toPartner);
  });

  it('a new proposalFile replaces the old one, which is deleted', async () => {
    const proposal = await created(openInnovation());
    const oldId = fileIdOf(proposal.documents[0]!);
    const res = await sendProposal(ctx, owner.token, openInnovation(), { method: 'PATCH', id: proposal.id, file: { name: 'v2.docx', data: docx('v2') } });
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json().data.documents;
    expect(docs).toHaveLength(1);
    expect(docs[0].fileName).toBe('v2.docx');
    expect(await ctx.app.db.select({ id: files.id }).from(files).where(eq(files.id, oldId))).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url: proposal.documents[0]!.url })).statusCode).toBe(404);
  });

  it('applies the same validation as create, and refuses a wrong file with nothing changed', async () => {
    const proposal = await created(openInnovation());
    const invalid = await sendProposal(ctx, owner.token, openInnovation({ title: 'abc' }), { method: 'PATCH', id: proposal.id });
    expect(invalid.statusCode).toBe(400);
    expect(fieldErrors(invalid.json())).toEqual({ 'body.title': MESSAGES.minFiveChars });
    const before = await storedCounts(ctx);
    const png = await sendProposal(ctx, owner.token, openInnovation({ title: 'Changed title' }), {
      method: 'PATCH',
      id: proposal.id,
      file: { name: 'x.pdf', data: PNG },
    });
    expect(png.statusCode).toBe(415);
    expect(await storedCounts(ctx)).toEqual(before);
    const [row] = await ctx.app.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(row!.title).toBe('Hydrogen DRI pilot');
  });

  it('a Challenge Method proposal keeps its challenge after it closes, but cannot move to a closed one', async () => {
    const open = await publishChallenge(ctx, adminToken);
    const proposal = await created(validBody('challenge', { challengeId: open }));
    await ctx.app.db.execute(sql`update challenges set status = 'CLOSE' where id = ${open}`);
    const same = await sendProposal(ctx, owner.token, validBody('challenge', { challengeId: open, title: 'Still answering' }), {
      method: 'PATCH',
      id: proposal.id,
    });
    expect(same.statusCode, same.body).toBe(200);
    const closed = await publishChallenge(ctx, adminToken, 'CLOSE');
    const moved = await sendProposal(ctx, owner.token, validBody('challenge', { challengeId: closed }), { method: 'PATCH', id: proposal.id });
    expect(moved.statusCode).toBe(409);
    const detail = await ctx.app.inject({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/details`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {},
    });
    expect(detail.json().data.challengeMappings.map((m: { challengeId: string }) => m.challengeId)).toEqual([open]);
  });
});

describe('who may edit', () => {
  it('another user gets 404, as for a proposal that does not exist', async () => {
    const proposal = await created(openInnovation());
    const res = await sendProposal(ctx, other.token, openInnovation({ title: 'Hijacked title' }), { method: 'PATCH', id: proposal.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.proposalMissing);
    const missing = await sendProposal(ctx, owner.token, openInnovation(), { method: 'PATCH', id: '0b9c7f8e-4a57-4b0e-9d7e-2f1c3a4b5c6d' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(res.json());
  });

  it('after approval the owner gets 409 with a message to show, and nothing changes', async () => {
    const proposal = await created(validBody('problem'));
    await ctx.app.db.update(proposals).set({ status: 'APPROVED' }).where(eq(proposals.id, proposal.id));
    const res = await sendProposal(ctx, owner.token, validBody('problem', { title: 'Too late' }), { method: 'PATCH', id: proposal.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.proposalNotEditable);
    const [row] = await ctx.app.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(row!.title).toBe('Slag reuse in road building');
    const detail = await ctx.app.inject({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/details`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {},
    });
    expect(detail.json().data.canEdit).toBe(false);
  });

  it('a refused edit reads none of its body: the owner and status checks come first (decision 080)', async () => {
    /** A multipart edit with a 2 MB proposalFile, handed to the server a chunk at a time as it asks, counting what it took. */
    const editBody = (values: Record<string, unknown>) => {
      const file = proposalPdf();
      const form = multipart(formFields(values), [
        { field: 'proposalFile', name: file.name, type: 'application/pdf', data: Buffer.concat([file.data, Buffer.alloc(2 * 1024 * 1024)]) },
      ]);
      const taken = { bytes: 0 };
      let offset = 0;
      const stream = new Readable({
        highWaterMark: 16 * 1024,
        read() {
          const chunk = form.payload.subarray(offset, offset + 16 * 1024);
          offset += chunk.length;
          taken.bytes += chunk.length;
          this.push(chunk.length > 0 ? chunk : null);
        },
      });
      return { headers: form.headers, stream, taken, size: form.payload.length };
    };
    const edit = (token: string, id: string, body: ReturnType<typeof editBody>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${id}`, headers: { authorization: `Bearer ${token}`, ...body.headers }, payload: body.stream });

    const proposal = await created(openInnovation());
    const byOther = editBody(openInnovation({ title: 'Hijacked title' }));
    expect((await edit(other.token, proposal.id, byOther)).statusCode).toBe(404);
    expect(byOther.taken.bytes).toBe(0);

    const approved = await created(openInnovation());
    await ctx.app.db.update(proposals).set({ status: 'APPROVED' }).where(eq(proposals.id, approved.id));
    const tooLate = editBody(openInnovation({ title: 'Too late' }));
    expect((await edit(owner.token, approved.id, tooLate)).statusCode).toBe(409);
    expect(tooLate.taken.bytes).toBe(0);

    // The same body from the owner of an editable proposal is read to its end: the count measures reading.
    const accepted = editBody(openInnovation({ title: 'Hydrogen DRI pilot, phase three' }));
    const res = await edit(owner.token, proposal.id, accepted);
    expect(res.statusCode, res.body).toBe(200);
    expect(accepted.taken.bytes).toBe(accepted.size);
  });

  it('anonymous callers get 401', async () => {
    const proposal = await created(validBody('problem'));
    expect((await sendProposal(ctx, null, validBody('problem'), { method: 'PATCH', id: proposal.id })).statusCode).toBe(401);
  });
});

describe('one transaction', () => {
  it('a failed edit with a new file keeps the old fields, file and collaborators, and stores no new file', async () => {
    const proposal = await created(openInnovation());
    const doomed = await registerSubmitter(ctx, { name: 'Mail Refused' });
    await whileMailRefused(ctx, doomed.email, async () => {
      const before = await storedCounts(ctx);
      const res = await sendProposal(ctx, owner.token, openInnovation({ title: 'Never saved', collaborators: [{ organisation: doomed.id }] }), {
        method: 'PATCH',
        id: proposal.id,
        file: { name: 'v2.docx', data: docx('v2') },
      });
      expect(res.statusCode).toBe(500);
      expect(await storedCounts(ctx)).toEqual(before);
      const detail = await ctx.app.inject({
        method: 'POST',
        url: `/api/proposals/${proposal.id}/details`,
        headers: { authorization: `Bearer ${owner.token}` },
        payload: {},
      });
      expect(detail.json().data).toMatchObject({
        title: 'Hydrogen DRI pilot',
        collaborators: [{ userId: partner.id }],
        documents: [{ fileName: 'proposal.pdf' }],
      });
    });
  });
});
