import { CLARIFICATION_TEXT_MAX_LENGTH } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

/** One length limit for every text of a clarification thread: the first question, a reply, a follow-up (decision 215). */

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let proposalId: string;

const ask = (text: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/profileclarification',
    headers: bearer(adminToken),
    payload: { post_id: proposalId, post_type: 'INNOVATR_STEEL', clarification: text },
  });
const reply = (cid: string, text: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/proposals/${proposalId}/clarifications/${cid}/replies`, headers: bearer(owner.token), payload: { text } });
const paths = (res: { json: () => { errors?: { path: string[] }[] } }) => (res.json().errors ?? []).map((e) => e.path.join('.'));

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx);
  const partner = await registerSubmitter(ctx, { organization: 'NIT Rourkela', organizationCategory: 'Academia' });
  const res = await sendProposal(
    ctx,
    owner.token,
    validBody('openInnovation', { title: 'Thread length proposal', collaborators: [{ organisation: partner.id }] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  proposalId = res.json().data.id;
}, 300_000);
afterAll(() => ctx.close());

describe('a clarification thread’s texts', () => {
  it('take the same longest text as the question, the reply and the follow-up, and no longer', async () => {
    expect(CLARIFICATION_TEXT_MAX_LENGTH).toBe(4000);
    const tooLong = await ask('q'.repeat(CLARIFICATION_TEXT_MAX_LENGTH + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(paths(tooLong)).toContain('body.clarification');
    // A question as long as a reply may be (it was refused past 2 000 characters).
    expect((await ask('q'.repeat(CLARIFICATION_TEXT_MAX_LENGTH))).statusCode).toBe(200);
    const threads = await ctx.app.inject({ method: 'GET', url: `/api/proposals/clearifications/${proposalId}`, headers: bearer(owner.token) });
    const [thread] = threads.json().data as { id: string; replies: { text: string }[] }[];
    expect(JSON.stringify(thread)).toContain('q'.repeat(CLARIFICATION_TEXT_MAX_LENGTH));
    const longReply = await reply(thread!.id, 'r'.repeat(CLARIFICATION_TEXT_MAX_LENGTH + 1));
    expect(longReply.statusCode).toBe(400);
    expect(paths(longReply)).toContain('body.text');
    expect((await reply(thread!.id, 'r'.repeat(CLARIFICATION_TEXT_MAX_LENGTH))).statusCode).toBe(201);
  });
});
