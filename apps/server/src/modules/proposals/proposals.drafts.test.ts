import { createHash } from 'node:crypto';
import { MESSAGES, PROPOSAL_KINDS, PROPOSAL_QUESTIONS, PROPOSAL_QUESTIONS_HI } from '@portal/shared';
import { PROPOSAL_REFERENCE_PATTERN } from '@portal/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, mailOutbox, proposalReferenceCounters, proposals } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { multipart, pdf } from '../../test/multipart.js';
import { fieldErrors, formFields, publishChallenge, sendProposal, validBody, validMoney } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let partner: Awaited<ReturnType<typeof registerSubmitter>>;
let stranger: Awaited<ReturnType<typeof registerSubmitter>>;
let msme: Awaited<ReturnType<typeof registerSubmitter>>;

beforeAll(async () => {
  // Fifty drafts of one account for the sequence test: the per-account limits have their own tests.
  ctx = await createTestApp({ rateLimitScale: 100 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { name: 'Asha Owner', organization: 'IIT Madras', organizationCategory: 'Academia' });
  partner = await registerSubmitter(ctx, { name: 'Ravi Partner', organization: 'Bhilai Steel Plant', organizationCategory: 'Industry' });
  stranger = await registerSubmitter(ctx, { name: 'Sunil Stranger', organizationCategory: 'Industry' });
  msme = await registerSubmitter(ctx, { name: 'Meena MSME', organizationCategory: 'MSME' });
});
afterAll(() => ctx.close());

const OI = PROPOSAL_KINDS.openInnovation;
const PROBLEM = PROPOSAL_KINDS.problem;

const createDraft = (token: string | null, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/proposals/drafts', headers: token ? bearer(token) : {}, payload });
const save = (token: string, id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${id}`, headers: bearer(token), payload });
const saveWithFile = (token: string, id: string, values: Record<string, unknown>, file: { name: string; data: Buffer }) => {
  const form = multipart(formFields(values), [{ field: 'proposalFile', name: file.name, type: 'application/pdf', data: file.data }]);
  return ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${id}`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
};
const submit = (token: string, id: string, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/submit`, headers: bearer(token), payload });
const details = (token: string, id: string) => ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/details`, headers: bearer(token), payload: {} });
const receipt = (token: string | null, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/proposals/${id}/receipt.pdf`, headers: token ? bearer(token) : {} });

async function pdfText(data: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

/** A complete Open Innovation draft of the owner naming the partner, with its file; answers its id and version. */
async function completeOpenInnovationDraft(title = 'Hydrogen DRI pilot'): Promise<{ id: string; version: number; file: Buffer }> {
  const created = await createDraft(owner.token, { category: OI.category, type: OI.type });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  const { category: _c, type: _t, ...fields } = validBody('openInnovation', { title, collaborators: [{ organisation: partner.id }] });
  const file = pdf(`Proposal ${title}`);
  const res = await saveWithFile(owner.token, id, { ...fields, ...validMoney(), version: 1 }, { name: 'proposal.pdf', data: file });
  expect(res.statusCode, res.body).toBe(200);
  return { id, version: res.json().data.version, file };
}

describe('creating a draft', () => {
  it('creates an empty DRAFT owned by the caller, with the applicant details from the profile', async () => {
    const res = await createDraft(owner.token, { category: OI.category, type: OI.type });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: MESSAGES.draftCreated,
      data: {
        status: 'DRAFT',
        userId: owner.id,
        title: '',
        name: 'Asha Owner',
        orgName: 'IIT Madras',
        version: 1,
        reference: null,
        submittedAt: null,
        canEdit: true,
        savedBy: 'Asha Owner',
      },
    });
  });

  it('applies the posting rule and the challenge rule at creation, and refuses anonymous callers', async () => {
    expect((await createDraft(null, { category: OI.category, type: OI.type })).statusCode).toBe(401);
    const refused = await createDraft(msme.token, { category: 'STEELCOLLAB', type: 'RESEARCH_IDEA' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PROPOSAL_KINDS.research.postingRefusal);
    const noChallenge = await createDraft(owner.token, { category: 'CHALLENGE', type: 'CHALLENGE_PROPOSAL' });
    expect(noChallenge.statusCode).toBe(400);
    expect(fieldErrors(noChallenge.json())['body.challengeId']).toBe(MESSAGES.challengeChoose);
    const closed = await publishChallenge(ctx, adminToken, 'CLOSE');
    const late = await createDraft(owner.token, { category: 'CHALLENGE', type: 'CHALLENGE_PROPOSAL', challengeId: closed });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.challengeClosed);
    const unknown = await createDraft(owner.token, { category: 'STEELCOLLAB', type: 'FUNDING_SUPPORT' });
    expect(unknown.statusCode).toBe(400);
  });

  it('allows one response per challenge: a second draft names the first (409)', async () => {
    const challengeId = await publishChallenge(ctx, adminToken);
    const first = await createDraft(stranger.token, { category: 'CHALLENGE', type: 'CHALLENGE_PROPOSAL', challengeId });
    expect(first.statusCode, first.body).toBe(201);
    const second = await createDraft(stranger.token, { category: 'CHALLENGE', type: 'CHALLENGE_PROPOSAL', challengeId });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: MESSAGES.challengeAlreadyAnswered, data: { proposalId: first.json().data.id } });
  });

  it('refuses a second one-shot response to a challenge too, and the challenge tells its caller they applied (decision 188)', async () => {
    const challengeId = await publishChallenge(ctx, adminToken);
    const body = validBody('challenge', { challengeId, collaborators: [{ organisation: partner.id }] });
    const first = await sendProposal(ctx, msme.token, body);
    expect(first.statusCode, first.body).toBe(201);
    const second = await sendProposal(ctx, msme.token, { ...body, title: 'A second response' });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ message: MESSAGES.challengeAlreadyAnswered, data: { proposalId: first.json().data.id } });
    const draft = await createDraft(msme.token, { category: 'CHALLENGE', type: 'CHALLENGE_PROPOSAL', challengeId });
    expect(draft.statusCode).toBe(409);

    const seen = (token: string | null) => ctx.app.inject({ method: 'GET', url: `/api/challenges/${challengeId}`, headers: token ? bearer(token) : {} });
    const mine = await seen(msme.token);
    expect(mine.json().data.myResponse).toMatchObject({ proposalId: first.json().data.id, status: 'UNDER_REVIEW' });
    expect(mine.json().data.myResponse.submittedAt).toEqual(expect.any(String));
    expect((await seen(stranger.token)).json().data.myResponse).toBeNull();
  });
});

describe('a new start of the wizard (decision 212)', () => {
  it('takes up the untouched empty draft of the kind instead of piling up another, also when two start at once', async () => {
    const fresh = await registerSubmitter(ctx, { organizationCategory: 'Academia' });
    const [a, b] = await Promise.all([
      createDraft(fresh.token, { category: OI.category, type: OI.type }),
      createDraft(fresh.token, { category: OI.category, type: OI.type }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().data.id).toBe(a.json().data.id);
    const again = await createDraft(fresh.token, { category: OI.category, type: OI.type });
    expect(again.json().data.id).toBe(a.json().data.id);
    // Another kind is another draft.
    const other = await createDraft(fresh.token, { category: PROPOSAL_KINDS.research.category, type: PROPOSAL_KINDS.research.type });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data.id).not.toBe(a.json().data.id);
    // Once a save changed an answer the draft is the user's work: a new start makes a new one.
    expect((await save(fresh.token, a.json().data.id, { version: 1, title: 'Slag valorisation' })).statusCode).toBe(200);
    const next = await createDraft(fresh.token, { category: OI.category, type: OI.type });
    expect(next.json().data.id).not.toBe(a.json().data.id);
    const rows = await ctx.app.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.userId, fresh.id));
    expect(rows).toHaveLength(3);
    // Someone else's untouched draft is never handed over.
    const theirs = await createDraft(stranger.token, { category: OI.category, type: OI.type });
    expect([a, next].map((r) => r.json().data.id)).not.toContain(theirs.json().data.id);
  });

  it('keeps the wizard step with the draft, for its editors, without a version or a history entry', async () => {
    const created = await createDraft(owner.token, { category: OI.category, type: OI.type });
    const id = created.json().data.id as string;
    const first = await save(owner.token, id, { version: created.json().data.version, title: 'Step keeper', wizardStep: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const version = first.json().data.version as number;
    expect(first.json().data.wizardStep).toBe(2);
    // A step change alone: stored, the version and the history unchanged.
    const moved = await save(owner.token, id, { version, wizardStep: 4 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ version, wizardStep: 4 });
    // Another device reads it.
    expect((await details(owner.token, id)).json().data.wizardStep).toBe(4);
    expect((await save(owner.token, id, { version, wizardStep: 99 })).statusCode).toBe(400);
  });
});

describe('saving a draft', () => {
  it('takes any subset of fields, checks types and lengths but not completeness, and counts versions', async () => {
    const id = (await createDraft(owner.token, { category: OI.category, type: OI.type })).json().data.id;
    const partial = await save(owner.token, id, { version: 1, title: 'Hyd', abstract: 'ab' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ message: MESSAGES.draftSaved, data: { title: 'Hyd', abstract: 'ab', version: 2, status: 'DRAFT' } });
    const tooLong = await save(owner.token, id, { version: 2, title: 'x'.repeat(1000) });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldErrors(tooLong.json())['body.title']).toMatch(/At most/);
    const wrongType = await save(owner.token, id, { version: 2, focusArea: ['Not an area'], orgType: 'Pirates' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(wrongType.json()))).toEqual(expect.arrayContaining(['body.focusArea.0', 'body.orgType']));
    const noVersion = await save(owner.token, id, { title: 'Hydrogen' });
    expect(noVersion.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(noVersion.json()))).toContain('body.version');
    // A save that changes nothing keeps the version.
    const same = await save(owner.token, id, { version: 2, title: 'Hyd' });
    expect(same.json().data.version).toBe(2);
  });

  it('merges a save from an older version by field: both kept where they changed different fields (decision 211)', async () => {
    const id = (await createDraft(owner.token, { category: OI.category, type: OI.type })).json().data.id;
    expect((await save(owner.token, id, { version: 1, title: 'First title' })).json().data.version).toBe(2);
    // The collaborator changes the abstract on version 2; the owner, still on version 2, changes the title.
    expect((await save(owner.token, id, { version: 2, abstract: 'Their abstract' })).json().data.version).toBe(3);
    const merged = await save(owner.token, id, { version: 2, title: 'My title' });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toMatchObject({ version: 4, title: 'My title', abstract: 'Their abstract' });
    // Sending a field another changed, with the same value it holds now, is no conflict either.
    const same = await save(owner.token, id, { version: 2, abstract: 'Their abstract', methodology: 'Mine too' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ title: 'My title', abstract: 'Their abstract', methodology: 'Mine too' });
  });

  it('refuses a save from an older version that changes a field another changed since: both values, nothing written (409)', async () => {
    const id = (await createDraft(owner.token, { category: OI.category, type: OI.type })).json().data.id;
    expect((await save(owner.token, id, { version: 1, title: 'First title' })).json().data.version).toBe(2);
    expect((await save(owner.token, id, { version: 2, abstract: 'A longer abstract' })).json().data.version).toBe(3);
    // Version 1 saw neither change: its title and abstract both collide; its methodology does not, but waits too.
    const stale = await save(owner.token, id, { version: 1, title: 'Mine', abstract: 'My abstract', methodology: 'My method' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 'error',
      message: MESSAGES.draftStale,
      data: { version: 3, savedBy: 'Asha Owner' },
    });
    expect(stale.json().data.changedFields.sort()).toEqual(['abstract', 'title']);
    expect(stale.json().data.conflicts).toEqual(
      expect.arrayContaining([
        { field: 'title', theirs: 'First title' },
        { field: 'abstract', theirs: 'A longer abstract' },
      ]),
    );
    expect(stale.json().data.conflicts).toHaveLength(2);
    const stored = (await details(owner.token, id)).json().data;
    expect(stored).toMatchObject({ version: 3, title: 'First title', abstract: 'A longer abstract', methodology: null });
    // The editor's choice is saved on the version the 409 named.
    const chosen = await save(owner.token, id, { version: 3, title: 'Mine', methodology: 'My method' });
    expect(chosen.json().data).toMatchObject({ version: 4, title: 'Mine', abstract: 'A longer abstract', methodology: 'My method' });
    // A version from the future is refused too.
    expect((await save(owner.token, id, { version: 9, title: 'Later' })).statusCode).toBe(409);
  });

  it('of twenty concurrent saves of one field from one version, one is written and the rest get the conflict', async () => {
    const id = (await createDraft(owner.token, { category: OI.category, type: OI.type })).json().data.id;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => save(owner.token, id, { version: 1, title: `Title ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect((await details(owner.token, id)).json().data.version).toBe(2);
  });

  it('stores a file on a draft, and the draft on the server is the same from another session', async () => {
    const { id } = await completeOpenInnovationDraft('File on a draft');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } });
    const elsewhere = await details(login.json().data.token, id);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.documents).toEqual([expect.objectContaining({ field: 'proposalFile', fileName: 'proposal.pdf' })]);
    expect(elsewhere.json().data.collaborators).toEqual([expect.objectContaining({ userId: partner.id })]);
  });
});

describe('who sees a draft', () => {
  it('the owner and the collaborators it names read and edit it; admins and everyone else get 404', async () => {
    const { id, version } = await completeOpenInnovationDraft('Co-edited');
    expect((await details(partner.token, id)).json().data).toMatchObject({ canEdit: true, canLeave: true });
    const byPartner = await save(partner.token, id, { version, expectedResults: 'Twenty per cent less CO2 per tonne' });
    expect(byPartner.statusCode, byPartner.body).toBe(200);
    expect(byPartner.json().data).toMatchObject({ savedBy: 'Ravi Partner', version: version + 1 });

    // An admin submits and edits nothing (403, as for any proposal); the rest is the 404 of a proposal that does not exist.
    expect((await save(adminToken, id, { version: version + 1, title: 'Taken' })).statusCode).toBe(403);
    expect((await save(stranger.token, id, { version: version + 1, title: 'Taken' })).statusCode).toBe(404);
    expect((await submit(stranger.token, id)).statusCode).toBe(404);
    for (const token of [adminToken, stranger.token]) {
      expect((await details(token, id)).statusCode).toBe(404);
      expect((await receipt(token, id)).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/proposals/${id}`, headers: bearer(token) })).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/proposals/${id}/history`, headers: bearer(adminToken) })).statusCode).toBe(404);
    const decide = await ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${id}/status`, headers: bearer(adminToken), payload: { status: 'APPROVED' } });
    expect(decide.statusCode).toBe(404);
    const adminList = await ctx.app.inject({ method: 'GET', url: '/api/admin/proposals?limit=100&query=Co-edited', headers: bearer(adminToken) });
    expect(adminList.json().data).toEqual([]);
    const counts = await ctx.app.inject({ method: 'GET', url: '/api/admin/counts', headers: bearer(adminToken) });
    expect(counts.json().data.proposals.byKind.openInnovation.byStatus.DRAFT).toBe(0);

    // Only the owner submits or deletes.
    const partnerSubmits = await submit(partner.token, id);
    expect(partnerSubmits.statusCode).toBe(403);
    expect(partnerSubmits.json().message).toBe(MESSAGES.draftOnlyOwnerSubmits);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/proposals/${id}`, headers: bearer(partner.token) })).statusCode).toBe(403);

    // Each save is in the history once submitted: who, which fields.
    expect((await submit(owner.token, id)).statusCode).toBe(200);
    const history = await ctx.app.inject({ method: 'GET', url: `/api/admin/proposals/${id}/history?limit=50`, headers: bearer(adminToken) });
    expect(history.statusCode).toBe(200);
    const saves = history.json().data.filter((e: { action: string }) => e.action === 'PROPOSAL_UPDATED');
    expect(saves[0]).toMatchObject({ actor: { id: partner.id, name: 'Ravi Partner' }, changed: ['expectedResults'] });
    expect(saves.at(-1).actor.id).toBe(owner.id);
    expect(history.json().data[0]).toMatchObject({ action: 'PROPOSAL_CREATED', fromStatus: 'DRAFT', toStatus: 'UNDER_REVIEW' });
  });

  it("Steelcollab drafts are their owner's alone", async () => {
    const id = (await createDraft(partner.token, { category: PROBLEM.category, type: PROBLEM.type })).json().data.id;
    expect((await details(partner.token, id)).statusCode).toBe(200);
    expect((await details(owner.token, id)).statusCode).toBe(404);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/proposals/search?limit=100', headers: bearer(owner.token) });
    expect(search.json().data.map((r: { id: string }) => r.id)).not.toContain(id);
  });
});

describe('the dashboard lists drafts', () => {
  it("GET /proposals/user/me?status=DRAFT: scheme, title, last saved, by whom and the challenge's deadline", async () => {
    const user = await registerSubmitter(ctx, { name: 'Dash Board', organizationCategory: 'Industry' });
    const challengeId = await publishChallenge(ctx, adminToken);
    const draft = (await createDraft(user.token, { category: 'CHALLENGE', type: 'CHALLENGE_PROPOSAL', challengeId })).json().data;
    await save(user.token, draft.id, { version: 1, title: 'Slag to roads' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/proposals/user/me?status=DRAFT', headers: bearer(user.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: draft.id,
        status: 'DRAFT',
        type: 'CHALLENGE_PROPOSAL',
        title: 'Slag to roads',
        savedBy: 'Dash Board',
        reference: null,
        challenge: expect.objectContaining({ id: challengeId, open: true }),
      }),
    ]);
    expect(list.json().data[0].challenge.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The challenge closes: the row says so, and the draft cannot be submitted (409).
    await ctx.app.db.update(challenges).set({ status: 'CLOSE' }).where(eq(challenges.id, challengeId));
    const after = await ctx.app.inject({ method: 'GET', url: '/api/proposals/user/me?status=DRAFT', headers: bearer(user.token) });
    expect(after.json().data[0].challenge.open).toBe(false);
    const refused = await submit(user.token, draft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.draftChallengeClosed);
  });

  it('the owner deletes a draft (its file too); a submission is not deleted', async () => {
    const { id } = await completeOpenInnovationDraft('To delete');
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/proposals/${id}`, headers: bearer(owner.token) });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe(MESSAGES.draftDeleted);
    expect(await ctx.app.db.select().from(proposals).where(eq(proposals.id, id))).toEqual([]);
    const { id: kept } = await completeOpenInnovationDraft('Kept draft');
    const submitted = await submit(owner.token, kept);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/proposals/${kept}`, headers: bearer(owner.token) });
    expect(refused.statusCode).toBe(409);
  });
});

describe('submitting', () => {
  it('applies every rule of a submission to the stored draft: one answer lists every field to fix', async () => {
    const id = (await createDraft(owner.token, { category: OI.category, type: OI.type })).json().data.id;
    await save(owner.token, id, { version: 1, title: 'Shrt' });
    const res = await submit(owner.token, id);
    expect(res.statusCode).toBe(400);
    const errors = fieldErrors(res.json());
    expect(errors['body.title']).toBe(MESSAGES.minFiveChars);
    expect(errors['body.proposalFile']).toBe(MESSAGES.proposalFileRequired);
    expect(errors['body.termsAccepted']).toBe(MESSAGES.acceptTerms);
    expect((await details(owner.token, id)).json().data.status).toBe('DRAFT');
    const stale = await submit(owner.token, id, { version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('is one transaction: when its audit row cannot be written, nothing of it stays, and the next try submits it', async () => {
    const { id, version } = await completeOpenInnovationDraft('Atomic submission');
    const counters = () => ctx.app.db.select().from(proposalReferenceCounters).orderBy(proposalReferenceCounters.scheme, proposalReferenceCounters.year);
    const outbox = async () => (await ctx.app.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const [countersBefore, outboxBefore] = [await counters(), await outbox()];
    // The audit log refuses this proposal's row, as a full disk or a lost connection could at that moment.
    await ctx.app.db.execute(
      sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$ begin
        if new.entity_id::text = '${id}' then raise exception 'audit refused'; end if; return new; end $$`),
    );
    await ctx.app.db.execute(sql.raw('create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()'));
    try {
      expect((await submit(owner.token, id, { version })).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await ctx.app.db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
      await ctx.app.db.execute(sql.raw('drop function refuse_audit()'));
    }
    // Still the draft it was: no reference, no receipt or notice queued, no number taken from the sequence.
    const [row] = await ctx.app.db.select().from(proposals).where(eq(proposals.id, id));
    expect(row).toMatchObject({ status: 'DRAFT', reference: null, submittedAt: null, version });
    expect(await outbox()).toBe(outboxBefore);
    expect(await counters()).toEqual(countersBefore);
    const res = await submit(owner.token, id, { version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reference).toMatch(PROPOSAL_REFERENCE_PATTERN);
  });

  it('turns it UNDER_REVIEW with a reference, mails the receipt with its PDF, and serves the PDF to owner, collaborators and admins', async () => {
    const { id, version, file } = await completeOpenInnovationDraft('Receipt check');
    const mailsBefore = ctx.smtp.mails.length;
    const res = await submit(owner.token, id, { version });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe(MESSAGES[OI.submittedToastKey]);
    expect(data).toMatchObject({ status: 'UNDER_REVIEW', canEdit: true });
    expect(data.reference).toMatch(PROPOSAL_REFERENCE_PATTERN);
    expect(data.reference).toMatch(/^SRTM-OI-\d{4}-\d{5}$/);
    expect(Date.parse(data.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await submit(owner.token, id)).statusCode).toBe(409);

    // The receipt of this submission: an earlier test's receipt may still be on its way.
    const mail = await ctx.smtp.waitFor(owner.email, { subject: new RegExp(`was received, reference ${data.reference}`), after: mailsBefore });
    expect(mail.subject).toContain(data.reference);
    expect(mail.text).toContain(data.reference);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${data.reference}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(mail.attachments[0]!.content);
    const sha = createHash('sha256').update(file).digest('hex');
    for (const expected of [
      data.reference,
      'Receipt check',
      'Lower CO2 per tonne',
      'Ravi Partner',
      'Bhilai Steel Plant',
      'proposal.pdf',
      sha,
      `${file.length} bytes`,
      'IST',
      // Each answer under the question its form asked (packages/shared/src/proposal-questions.ts).
      PROPOSAL_QUESTIONS.funding.abstract,
      PROPOSAL_QUESTIONS.funding.methodology,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The outbox kept the PDF until the mail went, and not after.
    const [row] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, mail.subject));
    expect(row?.status).toBe('SENT');
    expect(row?.attachments).toBeNull();

    for (const token of [owner.token, partner.token, adminToken]) {
      const got = await receipt(token, id);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toContain(`${data.reference}.pdf`);
      expect(await pdfText(got.rawPayload)).toContain(sha);
    }
    expect((await receipt(stranger.token, id)).statusCode).toBe(404);
    expect((await receipt(null, id)).statusCode).toBe(401);

    // The reference is on the lists and the admin's search finds it.
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/proposals/user/me?limit=100', headers: bearer(owner.token) });
    expect(mine.json().data.find((r: { id: string }) => r.id === id).reference).toBe(data.reference);
    const found = await ctx.app.inject({ method: 'GET', url: `/api/admin/proposals?query=${data.reference}`, headers: bearer(adminToken) });
    expect(found.json().data.map((r: { id: string }) => r.id)).toEqual([id]);
    const csv = await ctx.app.inject({ method: 'GET', url: `/api/admin/proposals/export?query=${data.reference}`, headers: bearer(adminToken) });
    expect(csv.body).toContain(data.reference);
  });

  it('the one-shot POST /proposals also assigns a reference and mails the receipt', async () => {
    const mailsBefore = ctx.smtp.mails.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/proposals',
      headers: bearer(partner.token),
      payload: validBody('problem', { title: 'One-shot problem' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.reference).toMatch(/^SRTM-PS-\d{4}-\d{5}$/);
    const mail = await ctx.smtp.waitFor(partner.email, { subject: /was received/, after: mailsBefore });
    expect(await pdfText(mail.attachments[0]!.content)).toContain('One-shot problem');
  });

  it("follows the applicant's language: a Hindi applicant's receipt mail and PDF are in Hindi, the font embedded (decisions 181, 183)", async () => {
    const poster = await registerSubmitter(ctx, { name: 'सुनीता वर्मा', organizationCategory: 'Industry' });
    const chosen = await ctx.app.inject({ method: 'PUT', url: '/api/users/profile/me/language', headers: bearer(poster.token), payload: { language: 'hi' } });
    expect(chosen.statusCode).toBe(200);
    const mailsBefore = ctx.smtp.mails.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/proposals',
      headers: bearer(poster.token),
      payload: validBody('problem', { title: 'स्लैग से सड़क' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const reference = res.json().data.reference as string;
    const mail = await ctx.smtp.waitFor(poster.email, { subject: /प्राप्त हुआ/, after: mailsBefore });
    expect(mail.subject).toBe(`भारतीय इस्पात अनुसंधान एवं प्रौद्योगिकी मिशन: आपका समस्या विवरण प्राप्त हुआ, संदर्भ संख्या ${reference}`);
    expect(mail.text).toContain('प्रिय सुनीता वर्मा,');
    expect(mail.text).toMatch(/\/hi\/dashboard\//);
    const file = mail.attachments[0]!.content;
    expect(file.toString('latin1')).toContain('Lohit-Devanagari');
    const text = await pdfText(file);
    expect(text).toContain(reference);
    expect(text).toContain('योजना');
    expect(text).not.toContain('Application received');
    // Each answer under the question the Hindi form asked. The text as extracted breaks Devanagari words and
    // moves a reph, so the two questions are found by their first two words, which they share ('समस्या का').
    const joined = text.replace(/\s+/g, '');
    const opening = (question: string) => question.split(' ').slice(0, 2).join('');
    expect(opening(PROPOSAL_QUESTIONS_HI.problem.title)).toBe(opening(PROPOSAL_QUESTIONS_HI.problem.abstract));
    expect(joined.split(opening(PROPOSAL_QUESTIONS_HI.problem.title)).length - 1).toBe(2);
    // No English word but what the applicant typed (the form's English sample answers), their address,
    // the reference and the product's code: the choices of a list (focus areas) read Hindi too.
    const typed = new Set(Object.values(validBody('problem')).flatMap((v) => String(v).match(/[A-Za-z]+/g) ?? []));
    const english = (t: string) =>
      (
        t
          .replace(/\S+@\S+/g, ' ')
          .replaceAll(reference, ' ')
          .match(/[A-Za-z]+/g) ?? []
      ).filter((w) => !typed.has(w) || ['Operational', 'Excellence', 'Digital', 'Industry'].includes(w));
    expect(english(text)).toEqual([]);
    expect(english(`${mail.subject}\n${mail.text.replace(/https?:\/\/\S+/g, ' ')}`)).toEqual(['SHA']);
  });
});

describe('the reference sequence', () => {
  it('50 concurrent submissions of one scheme get 50 consecutive numbers, none shared or skipped', async () => {
    const poster = await registerSubmitter(ctx, { name: 'Batch Poster', organizationCategory: 'Startup' });
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const id = (await createDraft(poster.token, { category: 'STEELCOLLAB', type: 'INNOVATION' })).json().data.id as string;
      const { category: _c, type: _t, ...fields } = validBody('solution', { title: `Burner ${i}` });
      expect((await save(poster.token, id, { ...fields, version: 1 })).statusCode).toBe(200);
      ids.push(id);
    }
    const before = await ctx.app.inject({
      method: 'POST',
      url: '/api/proposals',
      headers: bearer(poster.token),
      payload: validBody('solution', { title: 'Before the batch' }),
    });
    const start = Number(before.json().data.reference.slice(-5));
    const results = await Promise.all(ids.map((id) => submit(poster.token, id)));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const numbers = results.map((r) => Number((r.json().data.reference as string).slice(-5))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => start + 1 + i));
    expect(new Set(results.map((r) => r.json().data.reference.slice(0, -6))).size).toBe(1);
    // 50 receipts and 50 admins' mails are queued: sent now, so that the next test's verification code is not behind them.
    await ctx.app.mailer.drain();
  }, 180_000);

  it('a submission that fails after taking its number gives the number back', async () => {
    const poster = await registerSubmitter(ctx, { name: 'Failing Poster', organizationCategory: 'Academia' });
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/proposals',
      headers: bearer(poster.token),
      payload: validBody('research', { title: 'First idea' }),
    });
    const n = Number(first.json().data.reference.slice(-5));
    // The receipt mail is refused by the database inside the submitting transaction.
    const id = (await createDraft(poster.token, { category: 'STEELCOLLAB', type: 'RESEARCH_IDEA' })).json().data.id;
    const { category: _c, type: _t, ...fields } = validBody('research', { title: 'Second idea' });
    await save(poster.token, id, { ...fields, version: 1 });
    const { whileMailRefused } = await import('../../test/proposals.js');
    await whileMailRefused(ctx, poster.email, async () => {
      expect((await submit(poster.token, id)).statusCode).toBe(500);
    });
    expect((await details(poster.token, id)).json().data).toMatchObject({ status: 'DRAFT', reference: null });
    const next = await submit(poster.token, id);
    expect(Number(next.json().data.reference.slice(-5))).toBe(n + 1);
  }, 60_000);
});
