import { MESSAGES, PROPOSAL_KINDS, type ProposalKindId } from '@portal/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { multipart, pdf } from '../../test/multipart.js';
import { fieldErrors, formFields, publishChallenge, sendProposal, validBody, validBudget, validMoney } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

/**
 * The application's money (docs/architecture.md#the-applications-money): the budget on a draft's save,
 * its limits as 400s naming the field, the project cost and requested grant computed by the server per
 * scheme, the declaration of other funding required to submit, and "not given" (null, never 0) for a
 * proposal of the specification's POST.
 */
let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let partner: Awaited<ReturnType<typeof registerSubmitter>>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 100 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { name: 'Asha Owner', organization: 'IIT Madras', organizationCategory: 'Academia' });
  partner = await registerSubmitter(ctx, { name: 'Ravi Partner', organization: 'Bhilai Steel Plant', organizationCategory: 'Industry' });
});
afterAll(() => ctx.close());

async function newDraft(kindId: ProposalKindId): Promise<string> {
  const kind = PROPOSAL_KINDS[kindId];
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/proposals/drafts',
    headers: bearer(owner.token),
    // One application per challenge and applicant: each Challenge Method draft answers a challenge of its own.
    payload: { category: kind.category, type: kind.type, ...(kind.needsChallenge ? { challengeId: await publishChallenge(ctx, adminToken) } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}
const version = async (id: string) =>
  (await ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/details`, headers: bearer(owner.token), payload: {} })).json().data.version as number;
const save = async (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${id}`, headers: bearer(owner.token), payload: { version: await version(id), ...payload } });
const submit = (id: string) => ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/submit`, headers: bearer(owner.token), payload: {} });

async function receiptText(id: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/proposals/${id}/receipt.pdf`, headers: bearer(owner.token) });
  expect(res.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A draft with every answer and the file, but no money yet. */
async function answeredDraft(kindId: ProposalKindId): Promise<string> {
  const id = await newDraft(kindId);
  const {
    category: _c,
    type: _t,
    challengeId: _ch,
    ...fields
  } = validBody(kindId, { title: `Money of ${kindId}`, collaborators: [{ organisation: partner.id }] });
  const form = multipart(formFields({ ...fields, version: await version(id) }), [
    { field: 'proposalFile', name: 'p.pdf', type: 'application/pdf', data: pdf('p') },
  ]);
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/proposals/${id}`,
    headers: { ...bearer(owner.token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

describe('the budget on a draft', () => {
  it.each([
    ['openInnovation', 600_001],
    ['startup', 750_002],
    ['challenge', 1_000_003],
  ] as const)('a %s draft: the project cost is the sum of the heads, the requested grant the scheme share rounded down (%i)', async (kindId, grant) => {
    const id = await newDraft(kindId);
    // ₹10,00,003 in all: 60 % and 75 % of it are not whole rupees.
    const res = await save(id, {
      budget: validBudget({ equipment: 500_003, consumables: 150_000, manpower: 200_000, travel: 50_000, contingency: 25_000, overheads: 75_000 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ projectCost: 1_000_003, requestedGrant: grant, budget: { durationMonths: 24 } });
    const rows = await ctx.app.inject({ method: 'GET', url: '/api/proposals/user/me?status=DRAFT', headers: bearer(owner.token) });
    expect(rows.json().data.find((r: { id: string }) => r.id === id)).toMatchObject({ projectCost: 1_000_003, requestedGrant: grant });
  });

  it('takes the budget as one JSON field of a multipart save, with amounts typed in Indian grouping', async () => {
    const id = await newDraft('openInnovation');
    const budget = validBudget();
    const typed = { ...budget, heads: { ...budget.heads, equipment: { amount: '2,00,00,000', justification: 'A pilot shaft furnace' } } };
    const form = multipart(formFields({ version: await version(id), budget: typed }), []);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/proposals/${id}`,
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.budget.heads.equipment.amount).toBe(20_000_000);
    expect(res.json().data.projectCost).toBe(20_000_000 + 300_000 + 400_000 + 100_000 + 50_000 + 150_000);
  });

  it('never takes the project cost or the requested grant from the client', async () => {
    const id = await newDraft('openInnovation');
    const res = await save(id, { budget: validBudget(), projectCost: 1, requestedGrant: 99_999_999 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ projectCost: 2_000_000, requestedGrant: 1_200_000 });
  });

  it('a head not entered yet leaves the cost "not given" (null), never 0', async () => {
    const id = await newDraft('openInnovation');
    const res = await save(id, { budget: validBudget({ travel: null }, null) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ projectCost: null, requestedGrant: null });
  });

  it('contingency above 5 % and overheads above 10 % of the other heads are 400s at the head, nothing stored', async () => {
    const id = await newDraft('openInnovation');
    // The other heads: ₹18,00,000; 5 % is ₹90,000 and 10 % ₹1,80,000.
    const ok = await save(id, { budget: validBudget({ contingency: 90_000, overheads: 180_000 }) });
    expect(ok.statusCode, ok.body).toBe(200);
    const res = await save(id, { budget: validBudget({ contingency: 90_001, overheads: 180_001 }) });
    expect(res.statusCode).toBe(400);
    const errors = fieldErrors(res.json());
    expect(errors['body.budget.heads.contingency.amount']).toMatch(/^Contingency is at most 5 % of the other heads together \(₹90,000\)$/);
    expect(errors['body.budget.heads.overheads.amount']).toMatch(/^Overheads are at most 10 % of the other heads together \(₹1,80,000\)$/);
    const kept = await ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/details`, headers: bearer(owner.token), payload: {} });
    expect(kept.json().data.budget.heads.contingency.amount).toBe(90_000);
  });

  it.each([
    ['a duration under 3 months', { budget: validBudget({}, 2) }, 'body.budget.durationMonths'],
    ['a duration over 60 months', { budget: validBudget({}, 61) }, 'body.budget.durationMonths'],
    ['a negative amount', { budget: validBudget({ travel: -1 }) }, 'body.budget.heads.travel.amount'],
    ['a fraction of a rupee', { budget: validBudget({ travel: 10.5 }) }, 'body.budget.heads.travel.amount'],
    ['a head missing', { budget: { durationMonths: 12, heads: { equipment: { amount: 1, justification: 'x' } } } }, 'body.budget.heads.consumables'],
    ['a budget that is no object', { budget: '{not json' }, 'body.budget'],
    [
      'an other funding without its funder',
      { otherFunding: [{ scheme: 'SERB', amount: 1, status: 'APPLIED', howItDiffers: 'Other furnace' }] },
      'body.otherFunding.0.funder',
    ],
    [
      'an other funding of an unknown status',
      { otherFunding: [{ funder: 'DST', scheme: 'SERB', amount: 1, status: 'MAYBE', howItDiffers: 'x' }] },
      'body.otherFunding.0.status',
    ],
  ])('%s is a 400 naming the field', async (_name, payload, path) => {
    const id = await newDraft('openInnovation');
    const res = await save(id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(fieldErrors(res.json()))).toContain(path);
  });

  it('eleven other fundings are a 400; "no other funding" with some listed is a 400 at noOtherFunding', async () => {
    const id = await newDraft('openInnovation');
    const entry = { funder: 'DST', scheme: 'SERB core grant', amount: 500_000, status: 'SANCTIONED', howItDiffers: 'Funds the lab furnace, not the pilot' };
    const eleven = await save(id, { otherFunding: Array.from({ length: 11 }, () => entry) });
    expect(eleven.statusCode).toBe(400);
    expect(fieldErrors(eleven.json())['body.otherFunding']).toBe('At most 10 other fundings');
    expect((await save(id, { otherFunding: [entry] })).statusCode).toBe(200);
    const both = await save(id, { noOtherFunding: true });
    expect(both.statusCode).toBe(400);
    expect(fieldErrors(both.json())['body.noOtherFunding']).toBe(MESSAGES.otherFundingContradicts);
    const cleared = await save(id, { noOtherFunding: true, otherFunding: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ noOtherFunding: true, otherFunding: [] });
  });
});

describe('submitting needs the money', () => {
  it('a draft without a budget (one of an earlier version) is asked for it, and for the declaration', async () => {
    const id = await answeredDraft('openInnovation');
    const res = await submit(id);
    expect(res.statusCode).toBe(400);
    const errors = fieldErrors(res.json());
    expect(errors['body.budget']).toBe(MESSAGES.budgetRequired);
    expect(errors['body.otherFunding']).toBe(MESSAGES.otherFundingDeclarationRequired);
  });

  it('an incomplete budget names each missing part; a budget without a declaration is refused', async () => {
    const id = await answeredDraft('startup');
    const budget = validBudget({ travel: null }, null);
    budget.heads.equipment.justification = '';
    await save(id, { budget });
    const res = await submit(id);
    expect(res.statusCode).toBe(400);
    const errors = fieldErrors(res.json());
    expect(errors['body.budget.durationMonths']).toBe(MESSAGES.budgetDurationRequired);
    expect(errors['body.budget.heads.travel.amount']).toBe(MESSAGES.budgetAmountRequired);
    expect(errors['body.budget.heads.equipment.justification']).toBe(MESSAGES.budgetJustificationRequired);
    await save(id, { budget: validBudget() });
    const undeclared = await submit(id);
    expect(undeclared.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(undeclared.json()))).toEqual(['body.otherFunding']);
  });

  it('with the budget and the declaration it is submitted, carrying the project cost and requested grant', async () => {
    const id = await answeredDraft('startup');
    const entry = { funder: 'DST', scheme: 'SERB core grant', amount: 500_000, status: 'APPLIED', howItDiffers: 'Funds the lab furnace, not the pilot' };
    await save(id, { budget: validBudget(), otherFunding: [entry] });
    const res = await submit(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'UNDER_REVIEW',
      projectCost: 2_000_000,
      requestedGrant: 1_500_000,
      otherFunding: [entry],
      noOtherFunding: null,
    });
    const admin = await ctx.app.inject({ method: 'GET', url: '/api/admin/proposals?limit=100', headers: bearer(adminToken) });
    expect(admin.json().data.find((r: { id: string }) => r.id === id)).toMatchObject({ projectCost: 2_000_000, requestedGrant: 1_500_000 });
    const receipt = await receiptText(id);
    expect(receipt).toContain('Project cost Rs. 20,00,000');
    expect(receipt).toContain('Requested grant (75 %) Rs. 15,00,000');
    expect(receipt).toContain('Own contribution Rs. 5,00,000');
    expect(receipt).toContain('DST, SERB core grant: Rs. 5,00,000 (applied)');
  });

  it("the specification's POST /proposals stays valid without a budget: its money is not given (null, never 0)", async () => {
    const res = await sendProposal(ctx, owner.token, validBody('openInnovation', { title: 'Spec client', collaborators: [{ organisation: partner.id }] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ projectCost: null, requestedGrant: null, budget: null, otherFunding: null, noOtherFunding: null });
    const receipt = await receiptText(res.json().data.id);
    expect(receipt).toContain('Project cost Not given');
    expect(receipt).toContain('Requested grant (60 %) Not given');
    expect(receipt).not.toContain('Rs. 0');
  });

  it('the helper money is enough to submit', async () => {
    const id = await answeredDraft('challenge');
    await save(id, validMoney());
    const res = await submit(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ projectCost: 2_000_000, requestedGrant: 2_000_000, noOtherFunding: true });
  });
});
