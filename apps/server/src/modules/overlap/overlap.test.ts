import { MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { challenges, reviewAssignments } from '../../db/schema/index.js';
import { insertProposalOf, sendProposal, validBody, validMoney } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';
import { backfillIndex, unresolvedLikelyDuplicates } from './index.js';

/**
 * Funding the same work twice (docs/architecture.md#funding-the-same-work-twice): the overlap of a
 * proposal under review (bands, reasons, never a draft), the admin's verdicts (audited), the agenda's
 * flag, and the public items like a draft (never private ones, never the draft itself).
 */
let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let other: Awaited<ReturnType<typeof registerSubmitter>>;
let partner: Awaited<ReturnType<typeof registerSubmitter>>;

const PILOT = {
  title: 'Hydrogen direct reduction of iron ore pellets in a shaft furnace pilot',
  abstract:
    'Blast furnaces emit about two tonnes of carbon dioxide per tonne of hot metal. We replace coke with green hydrogen to reduce iron ore pellets in a vertical shaft furnace, and measure metallisation and the energy per tonne.',
  methodology:
    'A ten tonne per day shaft furnace is fed with pellets from Odisha mines; hydrogen from an alkaline electrolyser preheated to nine hundred degrees reduces the pellets; samples are taken every hour for metallisation and carbon.',
  expectedResults: 'Metallisation above ninety two percent with hydrogen alone and a design for a commercial module of one million tonnes.',
  riskFactors: 'Electrolyser supply, hydrogen embrittlement of the reactor lining, sticking of pellets at high temperature.',
};
// The same work written again: sentences reordered, words changed, a section dropped, numbers in digits, a new title.
const PILOT_AGAIN = {
  title: 'Shaft furnace pilot for green hydrogen reduction of iron ore pellets',
  abstract:
    'We reduce iron ore pellets with green hydrogen instead of coke in a vertical shaft furnace and measure the metallisation and energy per tonne. Blast furnaces emit about 2 tonnes of carbon dioxide per tonne of hot metal.',
  methodology:
    'Hydrogen from an alkaline electrolyser, preheated to 900 degrees, reduces pellets from Odisha mines fed into a 10 tonne per day shaft furnace; hourly samples measure metallisation and carbon.',
  expectedResults: 'Metallisation above 92 percent with hydrogen only, and the design of a commercial module of 1 million tonnes.',
  riskFactors: '',
};
// Same focus and vocabulary, other work.
const LOOKALIKE = {
  title: 'Slag granulation heat recovery for blast furnaces',
  abstract:
    'Blast furnace slag leaves at fifteen hundred degrees and its heat is lost in water granulation. We recover the heat with a rotary cup atomiser and air, and sell the glassy slag to cement plants.',
  methodology: 'A pilot atomiser at a blast furnace in Jharkhand, with air flow and slag temperature measured every minute.',
  expectedResults: 'Recovery of half the slag heat as hot air for the stoves, and slag meeting the cement standard.',
  riskFactors: 'Atomiser wear, slag chemistry changing with the burden.',
};
// Work of its own, which nothing else in this file resembles.
const OTHER_WORK = {
  title: 'Acoustic monitoring of conveyor idlers in a raw material yard',
  abstract:
    'Idler bearings on long conveyors fail without warning and stop the sinter plant. Microphones along the belt pick up the sound of a failing bearing weeks early.',
  methodology: 'Twelve microphones on a two kilometre conveyor, recordings labelled by the maintenance crew, a classifier trained on the labels.',
  expectedResults: 'Failing idlers found three weeks before they seize.',
  riskFactors: 'Dust and rain on the microphones.',
};
const HINDI = {
  title: 'इस्पात संयंत्र के धातुमल से सड़क निर्माण सामग्री',
  abstract: 'इस्पात संयंत्र का धातुमल ढेरों में पड़ा रहता है। हम धातुमल को पीसकर सड़क की निचली परत में मिलाने की विधि का परीक्षण करते हैं और उसकी मजबूती मापते हैं।',
  methodology: 'धातुमल के नमूने तीन संयंत्रों से लिए जाते हैं, उन्हें पीसकर गिट्टी के साथ मिलाया जाता है और प्रयोगशाला में भार परीक्षण होता है।',
  expectedResults: 'सड़क की निचली परत में आधी गिट्टी के स्थान पर धातुमल।',
  riskFactors: 'धातुमल में मुक्त चूना फूल सकता है।',
};
const HINDI_AGAIN = {
  title: 'धातुमल से सड़क निर्माण: इस्पात संयंत्र का अपशिष्ट',
  abstract: 'हम धातुमल को पीसकर सड़क की निचली परत में मिलाने की विधि का परीक्षण करते हैं और मजबूती मापते हैं। इस्पात संयंत्र का धातुमल ढेरों में पड़ा रहता है।',
  methodology: 'तीन संयंत्रों से धातुमल के नमूने लेकर पीसे जाते हैं, गिट्टी के साथ मिलाए जाते हैं और प्रयोगशाला में भार परीक्षण किया जाता है।',
  expectedResults: 'निचली परत में आधी गिट्टी की जगह धातुमल।',
  riskFactors: '',
};

let original: string;
let again: string;
let lookalike: string;
let draftCopy: string;
let hindi: string;
let hindiAgain: string;

const overlap = (id: string, token = adminToken) => ctx.app.inject({ method: 'GET', url: `/api/admin/proposals/${id}/overlap`, headers: bearer(token) });
const verdict = (id: string, otherId: string, payload: Record<string, unknown>, token = adminToken) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/proposals/${id}/overlap/${otherId}`, headers: bearer(token), payload });
const similar = (id: string, token: string) => ctx.app.inject({ method: 'GET', url: `/api/proposals/${id}/similar`, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { name: 'Asha Owner', organization: 'IIT Madras', organizationCategory: 'Academia' });
  other = await registerSubmitter(ctx, { name: 'Omar Other', organization: 'NML Jamshedpur', organizationCategory: 'Academia' });
  partner = await registerSubmitter(ctx, { name: 'Ravi Partner', organization: 'Bhilai Steel Plant', organizationCategory: 'Industry' });
  const earlier = new Date(Date.now() - 400 * 86_400_000);
  original = await insertProposalOf(ctx, owner.id, 'openInnovation', {
    ...PILOT,
    status: 'REJECTED',
    orgName: 'IIT Madras',
    reference: 'SRTM-OI-2025-00001',
    createdAt: earlier,
    projectCost: 2_000_000,
  });
  again = await insertProposalOf(ctx, owner.id, 'openInnovation', {
    ...PILOT_AGAIN,
    status: 'UNDER_REVIEW',
    orgName: 'IIT Madras',
    reference: 'SRTM-OI-2026-00001',
    projectCost: 2_100_000,
  });
  lookalike = await insertProposalOf(ctx, other.id, 'openInnovation', {
    ...LOOKALIKE,
    status: 'UNDER_REVIEW',
    orgName: 'NML Jamshedpur',
    reference: 'SRTM-OI-2026-00002',
  });
  draftCopy = await insertProposalOf(ctx, other.id, 'startup', { ...PILOT, status: 'DRAFT' });
  hindi = await insertProposalOf(ctx, other.id, 'startup', { ...HINDI, status: 'APPROVED', reference: 'SRTM-SSA-2025-00001', createdAt: earlier });
  hindiAgain = await insertProposalOf(ctx, partner.id, 'startup', { ...HINDI_AGAIN, status: 'UNDER_REVIEW', reference: 'SRTM-SSA-2026-00901' });
  // Rows written straight to the table, as before the index existed: the start-up backfill signs the five
  // submitted ones (never the draft), and a second pass finds nothing left to do.
  expect(await backfillIndex(ctx.app)).toBe(5);
  expect(await backfillIndex(ctx.app)).toBe(0);
});
afterAll(() => ctx.close());

describe('GET /admin/proposals/{id}/overlap', () => {
  it('puts the same work written again in LIKELY_DUPLICATE with its reasons, any year and status, never a draft or itself', async () => {
    const res = await overlap(again);
    expect(res.statusCode, res.body).toBe(200);
    const { items, method } = res.json().data;
    expect(method).toBe('fulltext');
    const match = items.find((i: { proposalId: string }) => i.proposalId === original);
    expect(match).toMatchObject({ reference: 'SRTM-OI-2025-00001', status: 'REJECTED', band: 'LIKELY_DUPLICATE', verdict: null });
    expect(match.score).toBeGreaterThanOrEqual(0.8);
    expect(match.reasons).toEqual(expect.arrayContaining(['SAME_OWNER', 'SAME_ORGANISATION', 'SIMILAR_TEXT', 'SIMILAR_AMOUNT']));
    expect(match.sharedWords).toEqual(expect.arrayContaining(['hydrogen', 'electrolys']));
    const ids = items.map((i: { proposalId: string }) => i.proposalId);
    expect(ids).not.toContain(again);
    expect(ids).not.toContain(draftCopy);
    expect(ids).not.toContain(lookalike);
  });

  it('keeps a look-alike of the same vocabulary but other work out of LIKELY_DUPLICATE', async () => {
    const items = (await overlap(lookalike)).json().data.items as { proposalId: string; band: string }[];
    expect(items.filter((i) => i.band === 'LIKELY_DUPLICATE')).toEqual([]);
  });

  it('matches Hindi text with Hindi text, and not with English', async () => {
    const items = (await overlap(hindiAgain)).json().data.items as { proposalId: string; band: string; reasons: string[] }[];
    expect(items.find((i) => i.proposalId === hindi)).toMatchObject({ band: 'LIKELY_DUPLICATE', reasons: ['SIMILAR_TEXT'] });
    expect(items.map((i) => i.proposalId)).not.toContain(again);
  });

  it('is for admins only; an unknown proposal is a 404', async () => {
    expect((await overlap(again, owner.token)).statusCode).toBe(403);
    expect((await overlap('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('PUT /admin/proposals/{id}/overlap/{otherId}', () => {
  it('records the verdict with its reason, audited in the history; the flag of an unresolved likely duplicate clears', async () => {
    expect([...(await unresolvedLikelyDuplicates(ctx.app, [again, lookalike, hindiAgain]))].sort()).toEqual([again, hindiAgain].sort());
    // The earlier proposal's reviews: what a submitted one told the applicant shows beside a resubmission;
    // a review still being written, and the comments for the committee, never do.
    const day = new Date().toISOString().slice(0, 10);
    await ctx.app.db.insert(reviewAssignments).values([
      {
        proposalId: original,
        reviewerId: partner.id,
        dueDate: day,
        state: 'SUBMITTED',
        submittedAt: new Date(),
        commentForApplicant: 'Show the hydrogen supply for a full campaign.',
        commentForCommittee: 'Weak on costs.',
      },
      { proposalId: original, reviewerId: other.id, dueDate: day, state: 'DECLARED', commentForApplicant: 'A draft comment not yet submitted.' },
    ]);
    expect((await overlap(again)).json().data.items.find((i: { proposalId: string }) => i.proposalId === original).earlierComments).toBeNull();
    const res = await verdict(again, original, { verdict: 'RESUBMISSION', reason: 'The rejected 2025 application, revised after the committee comments' });
    expect(res.statusCode, res.body).toBe(200);
    const match = res.json().data.items.find((i: { proposalId: string }) => i.proposalId === original);
    expect(match.verdict).toMatchObject({ verdict: 'RESUBMISSION', reason: 'The rejected 2025 application, revised after the committee comments' });
    expect(match.earlierComments).toEqual(['Show the hydrogen supply for a full campaign.']);
    expect([...(await unresolvedLikelyDuplicates(ctx.app, [again, lookalike, hindiAgain]))]).toEqual([hindiAgain]);

    const changed = await verdict(again, original, { verdict: 'DUPLICATE', reason: 'Nothing was revised: the same text again' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.items.find((i: { proposalId: string }) => i.proposalId === original).earlierComments).toBeNull();
    const history = await ctx.app.inject({ method: 'GET', url: `/api/admin/proposals/${again}/history`, headers: bearer(adminToken) });
    const entries = history.json().data.filter((e: { action: string }) => e.action === 'OVERLAP_VERDICT_RECORDED');
    expect(entries.map((e: { comment: string }) => e.comment)).toEqual([
      'Nothing was revised: the same text again',
      'The rejected 2025 application, revised after the committee comments',
    ]);
  });

  it.each([
    ['a reason under 10 characters', { verdict: 'DISMISSED', reason: 'too short' }, 'body.reason'],
    ['an unknown verdict', { verdict: 'MAYBE', reason: 'Long enough reason here' }, 'body.verdict'],
  ])('%s is a 400 naming the field', async (_name, payload, path) => {
    const res = await verdict(lookalike, original, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string[] }) => e.path.join('.'))).toContain(path);
  });

  it('refuses a pair with itself (400) or with a draft (404), and anyone but an admin (403)', async () => {
    expect((await verdict(again, again, { verdict: 'DISMISSED', reason: 'Not the same work at all' })).statusCode).toBe(400);
    const onDraft = await verdict(again, draftCopy, { verdict: 'DISMISSED', reason: 'Not the same work at all' });
    expect(onDraft.statusCode).toBe(404);
    expect(onDraft.json().message).toBe(MESSAGES.overlapNotCandidate);
    expect((await verdict(again, original, { verdict: 'DISMISSED', reason: 'Not the same work at all' }, owner.token)).statusCode).toBe(403);
  });
});

describe('GET /proposals/{id}/similar', () => {
  let draft: string;
  let challengeId: string;
  let publicPost: string;
  let privateFunding: string;
  beforeAll(async () => {
    const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const [challenge] = await ctx.app.db
      .insert(challenges)
      .values({
        title: 'Hydrogen reduction of iron ore pellets',
        summary: 'A shaft furnace reducing iron ore pellets with hydrogen, at pilot scale.',
        applicationDeadline: deadline,
      })
      .returning({ id: challenges.id });
    challengeId = challenge!.id;
    // A closed challenge of the same words is not offered.
    await ctx.app.db.insert(challenges).values({ title: 'Hydrogen reduction of iron ore pellets (closed)', applicationDeadline: deadline, status: 'CLOSE' });
    publicPost = await insertProposalOf(ctx, other.id, 'research', {
      status: 'UNDER_REVIEW',
      postOnPortal: true,
      title: 'Hydrogen shaft furnace reduction of pellets',
      abstract: PILOT.abstract,
      methodology: PILOT.methodology,
    });
    privateFunding = await insertProposalOf(ctx, other.id, 'openInnovation', { ...PILOT, status: 'UNDER_REVIEW' });
    draft = await insertProposalOf(ctx, owner.id, 'openInnovation', { ...PILOT_AGAIN, status: 'DRAFT' });
    await ctx.app.db.execute((await import('drizzle-orm')).sql`insert into proposal_collaborators (proposal_id, user_id) values (${draft}, ${partner.id})`);
  });

  it('shows the owner and collaborators up to 5 public items like the draft, with score, link and shared words; never private ones or the draft', async () => {
    for (const token of [owner.token, partner.token]) {
      const res = await similar(draft, token);
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json().data as { kind: string; id: string; link: string; score: number; sharedWords: string[] }[];
      expect(items.length).toBeLessThanOrEqual(5);
      expect(items.find((i) => i.id === publicPost)).toMatchObject({ kind: 'POST', link: `/dashboard/steel_collab/${publicPost}` });
      expect(items.find((i) => i.id === challengeId)).toMatchObject({ kind: 'CHALLENGE', link: `/challenges/${challengeId}` });
      expect(items.map((i) => i.id)).not.toContain(privateFunding);
      expect(items.filter((i) => i.kind === 'CHALLENGE')).toHaveLength(1);
      expect(items.map((i) => i.id)).not.toContain(draft);
      expect(items.map((i) => i.id)).not.toContain(original);
      for (const i of items) expect(i.score).toBeGreaterThan(0);
    }
  });

  it('is a 404 for anyone not on the draft, a 401 without a session', async () => {
    expect((await similar(draft, other.token)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/proposals/${draft}/similar` })).statusCode).toBe(401);
  });
});

describe('the overlap index follows submissions and edits (decisions 271 and 272)', () => {
  const adminRow = async (id: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/proposals?limit=100', headers: bearer(adminToken) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string; likelyDuplicate?: boolean }[]).find((r) => r.id === id);
  };

  it('flags a submitted copy and its original on the admin list until the copy is edited into other work', async () => {
    const resubmitter = await registerSubmitter(ctx, { name: 'Kiran Copy', organization: 'Vizag Steel', organizationCategory: 'Academia' });
    const sent = await sendProposal(ctx, resubmitter.token, validBody('startup', { ...PILOT, orgName: 'Vizag Steel', ...validMoney() }));
    expect(sent.statusCode, sent.body).toBe(201);
    const copy = sent.json().data.id as string;
    // Found through the signature written in the submitting transaction: both ways round.
    const items = (await overlap(copy)).json().data.items as { proposalId: string; band: string }[];
    expect(items.find((i) => i.proposalId === original)).toMatchObject({ band: 'LIKELY_DUPLICATE' });
    expect(await adminRow(copy)).toMatchObject({ likelyDuplicate: true });
    expect(await adminRow(original)).toMatchObject({ likelyDuplicate: true });
    expect(await adminRow(lookalike)).toMatchObject({ likelyDuplicate: false });
    expect([...(await unresolvedLikelyDuplicates(ctx.app, [copy, lookalike]))]).toEqual([copy]);

    // The copy's verdict on the original resolves its own flag only when it judges every likely duplicate.
    for (const i of items.filter((x) => x.band === 'LIKELY_DUPLICATE')) {
      expect((await verdict(copy, i.proposalId, { verdict: 'DISMISSED', reason: 'Checked with the applicant by phone' })).statusCode).toBe(200);
    }
    expect(await adminRow(copy)).toMatchObject({ likelyDuplicate: false });

    // Edited into other work: the pair leaves the index on both sides.
    const edited = await sendProposal(ctx, resubmitter.token, validBody('startup', { ...OTHER_WORK, orgName: 'Vizag Steel', ...validMoney() }), {
      method: 'PATCH',
      id: copy,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await overlap(copy)).json().data.items.map((i: { proposalId: string }) => i.proposalId)).not.toContain(original);
    const originalPairs = (await overlap(original)).json().data.items as { proposalId: string }[];
    expect(originalPairs.map((i) => i.proposalId)).not.toContain(copy);
    expect([...(await unresolvedLikelyDuplicates(ctx.app, [copy]))]).toEqual([]);
  });
});
