import { MESSAGES, ORGANIZATION_CATEGORIES, PROPOSAL_KIND_IDS, PROPOSAL_KINDS, type ProposalKindId } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, proposals, users } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { docx, ole2 } from '../../test/documents.js';
import { pdf, PNG } from '../../test/multipart.js';
import { fieldErrors, publishChallenge, whileMailRefused, sendProposal, storedCounts, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, registerUser, registerVerifiedUser, signInAdmin } from '../../test/users.js';
import { maskEmail } from '../users/index.js';

let ctx: TestContext;
let adminToken: string;
let adminId: string;
let openChallenge: string;
/** One submitter per organisation category. */
const byCategory = {} as Record<(typeof ORGANIZATION_CATEGORIES)[number], Awaited<ReturnType<typeof registerSubmitter>>>;
let partner: Awaited<ReturnType<typeof registerSubmitter>>;

beforeAll(async () => {
  // Many proposals from a few accounts: the per-account write limits have their own test (proposals.collaborators.test.ts).
  ctx = await createTestApp({ rateLimitScale: 10 });
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
  adminToken = login.json().data.token;
  adminId = login.json().data.user.id;
  for (const category of ORGANIZATION_CATEGORIES)
    byCategory[category] = await registerSubmitter(ctx, { organizationCategory: category, name: `${category} Lead` });
  partner = await registerSubmitter(ctx, { name: 'Ravi Partner', organization: 'Bhilai Steel Plant', organizationCategory: 'Industry' });
  openChallenge = await publishChallenge(ctx, adminToken);
});
afterAll(() => ctx.close());

/** A body of the kind, with the challenge it needs. */
const bodyOf = (kindId: ProposalKindId, extra: Record<string, unknown> = {}) =>
  validBody(kindId, {
    ...(PROPOSAL_KINDS[kindId].needsChallenge ? { challengeId: openChallenge } : {}),
    ...(PROPOSAL_KINDS[kindId].partners === 'always' ? { collaborators: [{ organisation: partner.id }] } : {}),
    ...extra,
  });

describe('who may create each kind', () => {
  for (const kindId of PROPOSAL_KIND_IDS) {
    const kind = PROPOSAL_KINDS[kindId];
    it(`${kindId}: allowed for ${kind.posters.join(', ')}, refused with the spec's message for the others`, async () => {
      for (const category of ORGANIZATION_CATEGORIES) {
        const res = await sendProposal(ctx, byCategory[category].token, bodyOf(kindId));
        if (kind.posters.includes(category)) {
          expect(res.statusCode, `${category}: ${res.body}`).toBe(201);
          expect(res.json()).toMatchObject({
            status: 'success',
            message: MESSAGES[kind.submittedToastKey],
            data: { category: kind.category, type: kind.type, status: 'UNDER_REVIEW', userId: byCategory[category].id, canEdit: true },
          });
        } else {
          expect(res.statusCode, category).toBe(403);
          expect(res.json().message).toBe(kind.postingRefusal);
        }
      }
    });
  }

  it('refuses a pair of category and type that is not a kind', async () => {
    const res = await sendProposal(ctx, byCategory.MSME.token, { ...validBody('problem'), type: 'FUNDING_SUPPORT' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())['body.type']).toBe(MESSAGES.proposalKindUnknown);
  });
});

describe('who may submit at all', () => {
  it('refuses anonymous callers (401), incomplete profiles and rejected users (403), storing nothing', async () => {
    const before = await storedCounts(ctx);
    for (const kindId of ['problem', 'openInnovation'] as const) {
      expect((await sendProposal(ctx, null, bodyOf(kindId))).statusCode).toBe(401);
    }
    const incomplete = await registerVerifiedUser(ctx);
    const res = await sendProposal(ctx, incomplete.token, bodyOf('openInnovation'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.submitNeedsCompleteProfile);

    const rejected = await registerSubmitter(ctx, { organizationCategory: 'Industry' });
    await ctx.app.inject({ method: 'PATCH', url: `/api/users/${rejected.id}/status`, headers: bearer(adminToken), payload: { status: 'REJECTED' } });
    for (const kindId of ['problem', 'startup'] as const) {
      const refused = await sendProposal(ctx, rejected.token, bodyOf(kindId));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.submitUserRejected);
    }
    const { files: filesNow, proposals: proposalsNow } = await storedCounts(ctx);
    // The two profile PDFs of the rejected user are the only new files.
    expect(filesNow).toBe(before.files + 2);
    expect(proposalsNow).toBe(before.proposals);
  });

  it('refuses a user whose e-mail address is not verified, whatever their token says', async () => {
    const user = await registerSubmitter(ctx);
    await ctx.app.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, user.id));
    const res = await sendProposal(ctx, user.token, bodyOf('openInnovation'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.submitNeedsVerifiedEmail);
  });
});

describe('field rules, with the spec’s messages under the server’s names', () => {
  it('funding kinds: applicant, project, confirmations, and the file required on create', async () => {
    for (const kindId of ['openInnovation', 'startup', 'challenge'] as const) {
      const kind = PROPOSAL_KINDS[kindId];
      const res = await sendProposal(
        ctx,
        byCategory.Startup.token,
        { category: kind.category, type: kind.type, title: 'abc', termsAccepted: false, partnersInvolved: true },
        { file: null },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.validationFailed);
      expect(fieldErrors(res.json())).toMatchObject({
        'body.name': MESSAGES.nameRequired,
        'body.email': MESSAGES.emailRequired,
        'body.mobile': MESSAGES.mobileRequired,
        'body.orgType': MESSAGES.orgTypeRequired,
        'body.orgName': MESSAGES.orgNameRequired,
        'body.designation': MESSAGES.designationRequired,
        'body.title': MESSAGES.minFiveChars,
        'body.abstract': MESSAGES.minFiveChars,
        'body.methodology': MESSAGES.minFiveChars,
        'body.expectedResults': MESSAGES.minFiveChars,
        'body.riskFactors': MESSAGES.minFiveChars,
        'body.focusArea': MESSAGES.focusAreaRequired,
        'body.detailsConfirmed': MESSAGES.confirmDetails,
        'body.termsAccepted': MESSAGES.acceptTerms,
        'body.proposalFile': MESSAGES.proposalFileRequired,
        ...(kind.needsChallenge ? { 'body.challengeId': MESSAGES.challengeChoose } : {}),
      });
    }
  });

  it('Open Innovation always needs a collaborator; the others only when partners are involved', async () => {
    const oi = await sendProposal(ctx, byCategory.Academia.token, validBody('openInnovation'));
    expect(fieldErrors(oi.json())['body.collaborators']).toBe(MESSAGES.collaboratorRequired);
    const withPartners = await sendProposal(ctx, byCategory.Academia.token, validBody('startup', { partnersInvolved: true }));
    expect(fieldErrors(withPartners.json())).toEqual({ 'body.collaborators': MESSAGES.collaboratorRequired });
    const startup = await sendProposal(ctx, byCategory.Academia.token, validBody('startup', { partnersInvolved: false }));
    expect(startup.statusCode).toBe(201);
    expect(startup.json().data.partnersInvolved).toBe(false);
  });

  it('Steelcollab kinds: the problem and idea messages', async () => {
    const problem = await sendProposal(ctx, byCategory.Industry.token, { category: 'STEELCOLLAB', type: 'PROBLEM', postOnPortal: false });
    expect(problem.statusCode).toBe(400);
    expect(fieldErrors(problem.json())).toMatchObject({
      'body.title': MESSAGES.problemTitleRequired,
      'body.abstract': MESSAGES.problemDescriptionRequired,
      'body.detailedDescription': MESSAGES.relevantDetailsRequired,
      'body.focusArea': MESSAGES.focusAreaRequired,
      'body.eligibilityCriteria': MESSAGES.eligibilityRequired,
      'body.detailsConfirmed': MESSAGES.confirmDetails,
      'body.termsAccepted': MESSAGES.acceptTerms,
      'body.postOnPortal': MESSAGES.agreePostOnPortal,
    });
    for (const [kindId, token] of [
      ['research', byCategory.Academia.token],
      ['solution', byCategory.Incubator.token],
    ] as const) {
      const kind = PROPOSAL_KINDS[kindId];
      const idea = await sendProposal(ctx, token, { category: kind.category, type: kind.type, currentStage: 'Someday' });
      expect(fieldErrors(idea.json())).toMatchObject({
        'body.title': MESSAGES.titleRequired,
        'body.abstract': MESSAGES.problemDescriptionRequired,
        'body.methodology': MESSAGES.proposedSolutionRequired,
        'body.currentStage': MESSAGES.researchStageRequired,
        'body.detailedDescription': MESSAGES.solutionBenefitsRequired,
        'body.objectives': MESSAGES.industrySupportRequired,
        'body.focusArea': MESSAGES.focusAreaRequired,
      });
    }
  });
});

describe('submitter details and mass assignment', () => {
  it('Steelcollab posts take the submitter from the profile, not the body', async () => {
    const res = await sendProposal(
      ctx,
      byCategory.MSME.token,
      validBody('problem', { name: 'Someone Else', email: 'forged@example.in', mobile: '000', orgName: 'Forged Ltd' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'MSME Lead',
      email: byCategory.MSME.email,
      mobile: '+91 98765 43210',
      orgName: 'Kalinga Alloys Pvt Ltd',
      orgType: 'MSME',
      designation: 'Head of R&D',
    });
  });

  it('status, owner, id and dates in a body are ignored, on JSON and multipart', async () => {
    const forged = { status: 'APPROVED', userId: partner.id, id: '00000000-0000-4000-8000-000000000000', createdAt: '2001-01-01T00:00:00Z' };
    const json = await sendProposal(ctx, byCategory.Industry.token, validBody('problem', forged));
    const form = await sendProposal(ctx, byCategory.Industry.token, validBody('startup', forged));
    for (const res of [json, form]) {
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({ status: 'UNDER_REVIEW', userId: byCategory.Industry.id });
      expect(data.id).not.toBe(forged.id);
      expect(data.createdAt.startsWith('2001')).toBe(false);
    }
  });
});

describe('the proposal file', () => {
  it('accepts pdf, docx and doc judged by their bytes, and gives the owner a signed link', async () => {
    for (const [name, data, type] of [
      ['plan.pdf', pdf('Plan'), 'application/pdf'],
      ['plan.docx', docx('Plan'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['plan.doc', ole2(), 'application/msword'],
    ] as const) {
      const res = await sendProposal(ctx, byCategory.Startup.token, validBody('startup'), { file: { name, data, type: 'application/octet-stream' } });
      expect(res.statusCode, name).toBe(201);
      const [doc] = res.json().data.documents;
      expect(doc).toMatchObject({ field: 'proposalFile', fileName: name, url: expect.stringMatching(/sig=/) });
      const download = await ctx.app.inject({ method: 'GET', url: doc.url });
      expect(download.headers['content-type']).toBe(type);
      expect(download.rawPayload.equals(data)).toBe(true);
    }
  });

  const refusals: [string, () => { name: string; data: Buffer }, number][] = [
    ['a PNG named .pdf', () => ({ name: 'scan.pdf', data: PNG }), 415],
    ['a ZIP without a Word document named .docx', () => ({ name: 'plan.docx', data: Buffer.from('PK\x03\x04 not a document', 'latin1') }), 415],
    ['a file one byte over 10 MB', () => ({ name: 'big.pdf', data: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 1 - pdf().length)]) }), 413],
    ['a 50 MB file', () => ({ name: 'huge.pdf', data: Buffer.concat([pdf(), Buffer.alloc(50 * 1024 * 1024)]) }), 413],
  ];
  for (const [what, build, status] of refusals) {
    it(`refuses ${what} (${status}) and stores nothing`, async () => {
      const before = await storedCounts(ctx);
      const res = await sendProposal(ctx, byCategory.Startup.token, validBody('startup'), { file: build() });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(MESSAGES.challengeDocRefused);
      expect(await storedCounts(ctx)).toEqual(before);
    });
  }

  it('refuses a file on a Steelcollab post', async () => {
    const before = await storedCounts(ctx);
    const res = await sendProposal(ctx, byCategory.MSME.token, validBody('problem'), { file: { name: 'x.pdf', data: pdf() } });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())['body.proposalFile']).toBeTruthy();
    expect(await storedCounts(ctx)).toEqual(before);
  });
});

describe('collaborators', () => {
  it('stores registered users, copies their details, collapses duplicates and mails each once', async () => {
    const second = await registerSubmitter(ctx, { name: 'Meera Second', organization: 'CSIR-NML', organizationCategory: 'Reasearch Institute' });
    const after = ctx.smtp.mails.length;
    const res = await sendProposal(
      ctx,
      byCategory.Academia.token,
      bodyOf('openInnovation', { collaborators: [{ organisation: partner.id }, { organisation: second.id }, { organisation: partner.id }] }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.partnersInvolved).toBe(true);
    // Listed by name.
    expect(data.collaborators).toEqual([
      {
        userId: second.id,
        user: { name: 'Meera Second', email: maskEmail(second.email), organization: 'CSIR-NML', organizationCategory: 'Reasearch Institute' },
      },
      {
        userId: partner.id,
        user: { name: 'Ravi Partner', email: maskEmail(partner.email), organization: 'Bhilai Steel Plant', organizationCategory: 'Industry' },
      },
    ]);
    // The owner sees the people named with their addresses masked; admins see them whole.
    const asAdmin = await ctx.app.inject({ method: 'POST', url: `/api/proposals/${data.id}/details`, headers: bearer(await signInAdmin(ctx)), payload: {} });
    expect(asAdmin.json().data.collaborators.map((c: { user: { email: string } }) => c.user.email)).toEqual([second.email, partner.email]);
    const mail = await ctx.smtp.waitFor(partner.email, { after, subject: /collaborator/ });
    expect(mail.text).toContain('Hydrogen DRI pilot');
    // Who named them is the submitter's profile, not the applicant fields typed into the form.
    expect(mail.text).toContain('Academia Lead (Kalinga Alloys Pvt Ltd)');
    expect(mail.text).not.toContain('Asha Rao');
    await ctx.smtp.waitFor(second.email, { after, subject: /collaborator/ });
    await ctx.app.mailer.drain();
    expect(ctx.smtp.mails.slice(after).filter((m) => m.to.includes(partner.email))).toHaveLength(1);
  });

  it('refuses unknown ids, the submitter, admins and unverified users at their rows, storing nothing', async () => {
    const unverified = await registerUser(ctx);
    const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, unverified.email));
    const before = await storedCounts(ctx);
    const rows = [partner.id, '0b9c7f8e-4a57-4b0e-9d7e-2f1c3a4b5c6d', byCategory.Academia.id, adminId, row!.id];
    const res = await sendProposal(ctx, byCategory.Academia.token, bodyOf('openInnovation', { collaborators: rows.map((organisation) => ({ organisation })) }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual({
      'body.collaborators.1.organisation': MESSAGES.collaboratorNotRegistered,
      'body.collaborators.2.organisation': MESSAGES.collaboratorIsSelf,
      'body.collaborators.3.organisation': MESSAGES.collaboratorNotRegistered,
      'body.collaborators.4.organisation': MESSAGES.collaboratorNotRegistered,
    });
    expect(await storedCounts(ctx)).toEqual(before);
  });

  it('ignores collaborators when the applicant says no partners are involved', async () => {
    const res = await sendProposal(
      ctx,
      byCategory.Academia.token,
      bodyOf('startup', { partnersInvolved: false, collaborators: [{ organisation: partner.id }] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ partnersInvolved: false, collaborators: [] });
  });
});

describe('Challenge Method', () => {
  it('links the proposal to an open challenge; a closed one is a 409 that stores nothing', async () => {
    // A challenge of its own: an account answers each challenge once, and earlier tests answered the shared one.
    const fresh = await publishChallenge(ctx, adminToken, 'OPEN');
    const ok = await sendProposal(ctx, byCategory.Academia.token, bodyOf('challenge', { challengeId: fresh }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.challengeMappings).toEqual([{ challengeId: fresh, challenge: { id: fresh, title: 'Slag valorisation OPEN' } }]);
    const closed = await publishChallenge(ctx, adminToken, 'CLOSE');
    const before = await storedCounts(ctx);
    const res = await sendProposal(ctx, byCategory.Academia.token, bodyOf('challenge', { challengeId: closed }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.challengeClosed);
    expect(await storedCounts(ctx)).toEqual(before);
  });
});

describe('one transaction', () => {
  it('a failure after the file and collaborators were written leaves no proposal, document, file or collaborator', async () => {
    const doomed = await registerSubmitter(ctx, { name: 'Mail Refused', organizationCategory: 'Industry' });
    // A real failure inside the transaction's last step: the database refuses the collaborator's mail.
    await whileMailRefused(ctx, doomed.email, async () => {
      const before = await storedCounts(ctx);
      const res = await sendProposal(
        ctx,
        byCategory.Academia.token,
        bodyOf('openInnovation', { title: 'Never stored', collaborators: [{ organisation: partner.id }, { organisation: doomed.id }] }),
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.internalError, key: 'internalError' });
      expect(await storedCounts(ctx)).toEqual(before);
      expect(await ctx.app.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.title, 'Never stored'))).toHaveLength(0);
      expect(await ctx.app.db.select({ id: files.id }).from(files).where(eq(files.purpose, 'proposalFile'))).toHaveLength(before.documents);
    });
  });
});
