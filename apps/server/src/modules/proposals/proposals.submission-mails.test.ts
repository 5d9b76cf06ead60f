import { PROPOSAL_KINDS } from '@portal/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index.js';
import { TEST_ADMIN, createTestApp, type TestContext } from '../../test/app.js';
import { multipart, pdf } from '../../test/multipart.js';
import { formFields, validBody, validMoney } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

/**
 * The mails of a submission and a decision beyond the applicant's own: each collaborator is mailed on
 * the submission and on each decision, each admin on a new submission, once per event, in the
 * recipient's language, linking to the page they speak of.
 */
let ctx: TestContext;
let adminToken: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;
let owner: User;
let english: User;
let hindi: User;
const OI = PROPOSAL_KINDS.openInnovation;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { name: 'Owner Asha', organization: 'Kalinga Alloys' });
  english = await registerSubmitter(ctx, { name: 'Partner Ravi', organization: 'NIT Rourkela', organizationCategory: 'Academia' });
  hindi = await registerSubmitter(ctx, { name: 'Partner Meera', organization: 'IIT Bombay', organizationCategory: 'Academia' });
  await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.id));
}, 600_000);
afterAll(() => ctx.close());

const outbox = (to: string, subject: string) =>
  ctx.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subject}%`)));

/** A complete Open Innovation draft naming both partners, submitted by the owner; answers its id and reference. */
async function submitDraft(title: string): Promise<{ id: string; reference: string }> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/proposals/drafts',
    headers: bearer(owner.token),
    payload: { category: OI.category, type: OI.type },
  });
  const id = created.json().data.id as string;
  const {
    category: _c,
    type: _t,
    ...fields
  } = validBody('openInnovation', { title, collaborators: [{ organisation: english.id }, { organisation: hindi.id }] });
  const form = multipart(formFields({ ...fields, ...validMoney(), version: 1 }), [
    { field: 'proposalFile', name: 'p.pdf', type: 'application/pdf', data: pdf(title) },
  ]);
  const saved = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/proposals/${id}`,
    headers: { ...bearer(owner.token), ...form.headers },
    payload: form.payload,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const done = await ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/submit`, headers: bearer(owner.token), payload: {} });
  expect(done.statusCode, done.body).toBe(200);
  return { id, reference: done.json().data.reference as string };
}

describe('mails of a submission and a decision', () => {
  it('mails each collaborator and each admin once on a submission, in their language, linking to the proposal', async () => {
    const { id, reference } = await submitDraft('Coke oven gas reuse');
    const en = await ctx.smtp.waitFor(english.email, { subject: new RegExp(`was submitted, reference ${reference}`) });
    expect(en.text).toContain(`Owner Asha submitted the ${OI.label} "Coke oven gas reuse"`);
    expect(en.text).toContain(OI.detailPath(id));
    const hi = await ctx.smtp.waitFor(hindi.email, { subject: new RegExp(`जमा किया गया, संदर्भ संख्या ${reference}`) });
    expect(hi.text).toContain('सहयोगी');
    expect(hi.text).toContain(`/hi${OI.detailPath(id)}`);
    const admin = await ctx.smtp.waitFor(TEST_ADMIN.email, { subject: new RegExp(`a new ${OI.label} was submitted \\(reference ${reference}\\)`) });
    expect(admin.text).toContain(OI.adminDetailPath(id));
    // One each.
    expect(await outbox(english.email, reference)).toHaveLength(1);
    expect(await outbox(hindi.email, reference)).toHaveLength(1);
    expect(await outbox(TEST_ADMIN.email, reference)).toHaveLength(1);
  });

  it('mails each collaborator once on each decision, and not on a repeated one', async () => {
    const { id } = await submitDraft('Slag to cement');
    const decide = (status: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${id}/status`, headers: bearer(adminToken), payload: { status, message: 'Well argued.' } });
    expect((await decide('APPROVED')).statusCode).toBe(200);
    expect((await decide('APPROVED')).statusCode).toBe(200);
    const en = await ctx.smtp.waitFor(english.email, { subject: /is now/ });
    expect(en.text).toContain('"Slag to cement"');
    expect(en.text).toContain('Well argued.');
    expect(en.text).toContain(OI.detailPath(id));
    const hi = await ctx.smtp.waitFor(hindi.email, { subject: /स्थिति अब/ });
    expect(hi.text).toContain('"Slag to cement"');
    expect(await outbox(english.email, 'is now')).toHaveLength(1);
    expect(await outbox(hindi.email, 'स्थिति अब')).toHaveLength(1);
  });
});
