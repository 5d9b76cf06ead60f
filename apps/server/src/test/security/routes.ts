/**
 * THE ACCESS MATRIX: every API route, how to call it well, and what each kind of caller gets.
 *
 * The security suite (this folder, in `npm test`, on PGlite and PostgreSQL) reads this list:
 *   - route-inventory: every route the app registers must have one entry here, and every entry a
 *     route, so a new route cannot skip the checks below;
 *   - access-matrix: each entry's request is sent as each actor and must get exactly `expect[actor]`;
 *     every API answer carries `Cache-Control: no-store` unless the entry names its own `cache`
 *     (then its successful answers carry exactly that);
 *   - fuzz: each entry's request is mutated (wrong types, huge, control-character and unicode
 *     strings, nested and `__proto__`/`constructor` keys, odd query strings and path segments,
 *     malformed multipart) and must never answer 500;
 *   - forged-tokens: every entry whose anonymous caller gets 401 is called with forged tokens
 *     (alg none, wrong key, expired, refresh token as access token, deleted user, bad claims): 401;
 *   - every file's log sink fails the run if a password, token, code, hash or signed link is logged.
 *
 * ADDING A ROUTE = adding one entry to ROUTES:
 *   method, url     exactly as registered (Fastify template with the /api prefix: '/api/challenges/:id');
 *   build(w, actor) a request that would succeed for a caller allowed to make it: url with real ids,
 *                   `headers: w.auth(actor)`, a valid payload. Fixtures the route needs (a challenge, a
 *                   proposal with an owner and a collaborator) come from `w.fixture('name', build)`,
 *                   built once per world; accounts from `w.account(actor)`. A request that spends
 *                   something (a code, a refresh token) builds a fresh one on each call; a step that
 *                   uses up a record set up by requests (a draft, a released tranche) takes it through
 *                   `usedUp`, fresh only for the callers it lets succeed (decision 281).
 *   expect          the status per actor: anonymous, unverified, other, owner and admin always;
 *                   collaborator where the resource can name one (proposals), apiKey for the public
 *                   search calls. Existence must not leak: a hidden record is 404 for strangers.
 *   cache           only for an answer that may be cached: the Cache-Control its 2xx answers send.
 *   fuzzAs          the actor whose valid request the fuzz mutates (default: the first actor with a 2xx).
 */
import { addDays, indiaDate } from '@portal/shared';
import type { HTTPMethods } from 'fastify';
import { respondByBounds } from '@portal/shared';
import {
  alertSubscriptions,
  clarifications,
  collabReports,
  collabRequests,
  proposalCollaborators,
  reviewAssignments,
  reviewSummaries,
  roundEntries,
  rounds,
  users,
} from '../../db/schema/index.js';
import { signUnsubscribeToken } from '../../modules/alerts/operations/unsubscribe-token.js';
import { multipart, pdf } from '../multipart.js';
import { formFields, insertProposalOf, proposalPdf, validBody, validMoney } from '../proposals.js';
import { agreementForm, fundedProject, projectTerms, publicSummaryText, reportForm } from '../projects.js';
import { uniqueEmail, VALID_PASSWORD } from '../users.js';
import type { Actor, REQUIRED_ACTORS, RequestSpec, World } from './world.js';

export type Expectations = Record<(typeof REQUIRED_ACTORS)[number], number> & Partial<Record<Actor, number>>;

export type RouteEntry = {
  method: HTTPMethods;
  url: string;
  build: (w: World, actor: Actor) => RequestSpec | Promise<RequestSpec>;
  expect: Expectations;
  cache?: string;
  fuzzAs?: Actor;
  /** A second case of a route already listed: what sets its request apart (the inventory counts the route once). */
  case?: string;
};

/** The name of an entry in test titles: its route, and its case when it has one. */
export const entryName = (entry: RouteEntry): string => routeKey(entry.method, entry.url) + (entry.case ? ` (${entry.case})` : '');

/** The same status for every caller: public calls whose answer does not depend on who asks. */
const everyone = (status: number): Expectations => ({ anonymous: status, unverified: status, other: status, owner: status, admin: status });
/** Any signed-in account; 401 without a token. */
const signedIn = (status = 200): Expectations => ({ anonymous: 401, unverified: status, other: status, owner: status, admin: status });
/** The owner of the record and admins; other accounts 403. */
const ownerOrAdmin: Expectations = { anonymous: 401, unverified: 403, other: 403, owner: 200, admin: 200 };
const adminOnly: Expectations = { anonymous: 401, unverified: 403, other: 403, owner: 403, admin: 200 };

/** A proposal of the owner's that names the collaborator: seen by them and admins, 404 for anyone else. */
const ownersProposal = (w: World) =>
  w.fixture('owners-proposal', async () => {
    const id = await insertProposalOf(w.ctx, w.accounts.owner.id, 'openInnovation', { title: 'Matrix proposal' });
    await w.ctx.app.db.insert(proposalCollaborators).values({ proposalId: id, userId: w.accounts.collaborator.id });
    return id;
  });
/** A new open clarification thread on the owner's proposal. */
export async function openThread(w: World): Promise<{ id: string; cid: string }> {
  const id = await ownersProposal(w);
  const [row] = await w.ctx.app.db
    .insert(clarifications)
    .values({
      postId: id,
      postType: 'INNOVATR_STEEL',
      comment: 'Please share the pilot plant data.',
      respondBy: respondByBounds().default,
      waitingSince: new Date(),
    })
    .returning({ id: clarifications.id });
  return { id, cid: row!.id };
}
const proposalViewers: Expectations = { anonymous: 401, unverified: 404, other: 404, owner: 200, collaborator: 200, admin: 200 };

/** Reviewers are users like others: refused what their role does not open. */
const reviewersRefused = (status: number) => ({ reviewer: status, reviewerUnassigned: status, reviewerConflicted: status });

/**
 * Peer review of the owner's proposal (docs/architecture.md#peer-review): `reviewer` assigned and declared no
 * conflict, `reviewerConflicted` assigned and declared a conflict; the assignment ids.
 */
const reviewSetup = (w: World) =>
  w.fixture('review-setup', async () => {
    const proposalId = await ownersProposal(w);
    const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const ids: Record<string, string> = {};
    for (const actor of ['reviewer', 'reviewerConflicted'] as const) {
      const res = await w.inject('POST', {
        url: `/api/admin/proposals/${proposalId}/reviewers`,
        headers: w.auth('admin'),
        payload: { userId: w.accounts[actor].id, dueDate: due },
      });
      if (res.statusCode !== 201) throw new Error(`assign ${actor}: ${res.statusCode} ${res.body}`);
      ids[actor] = res.json().data.id as string;
      const payload = actor === 'reviewer' ? { conflict: false } : { conflict: true, reason: 'I supervised the applicant.' };
      const declared = await w.inject('POST', { url: `/api/reviews/${ids[actor]}/declaration`, headers: w.auth(actor), payload });
      if (declared.statusCode !== 200) throw new Error(`declare ${actor}: ${declared.body}`);
    }
    return { proposalId, assignmentId: ids.reviewer!, conflictedId: ids.reviewerConflicted! };
  });

/** A new proposal of the owner's with a PENDING assignment of `reviewer`, written straight to the database (one per call). */
async function pendingAssignment(w: World): Promise<{ proposalId: string; assignmentId: string }> {
  const proposalId = await insertProposalOf(w.ctx, w.accounts.owner.id, 'openInnovation', { title: 'Matrix proposal to review' });
  const [row] = await w.ctx.app.db
    .insert(reviewAssignments)
    .values({ proposalId, reviewerId: w.accounts.reviewer.id, dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10) })
    .returning({ id: reviewAssignments.id });
  return { proposalId, assignmentId: row!.id };
}
const adminOnlyOnProposal: Expectations = { ...adminOnly, collaborator: 403 };

const registration = () => ({ name: 'Fresh Applicant', email: uniqueEmail('matrix'), phone: '9876543210', password: VALID_PASSWORD, agreeTerms: true });

/** Public reads: the public API key or any token; nothing else. */
/** The references of the matrix's public projects, one a call. */
let publicReferences = 0;
const publicRead: Expectations = { anonymous: 401, apiKey: 200, unverified: 200, other: 200, owner: 200, collaborator: 200, admin: 200 };

/** The admin's challenge form as multipart, with a real PDF. */
function challengeForm(title: string) {
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  // The summary rides along so the fuzz mutates it too (multi-line text, 5 000 characters at most).
  return multipart(
    {
      title,
      summary: 'Slag piles up at every plant.\n\nWe seek road trials.',
      applicationDeadline: deadline,
      status: 'OPEN',
      'focusArea[0]': 'Operational Excellence',
    },
    [{ field: 'challengeDoc', name: 'challenge.pdf', type: 'application/pdf', data: pdf('Challenge') }],
  );
}

/** One open challenge per world, published by the admin. */
const challenge = (w: World) =>
  w.fixture('challenge', async () => {
    const form = challengeForm('Slag valorisation');
    const res = await w.inject('POST', { url: '/api/challenges', headers: { ...w.auth('admin'), ...form.headers }, payload: form.payload });
    if (res.statusCode !== 201) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
    return res.json().data.id as string;
  });

/** A funding proposal's multipart form, with the proposal PDF. */
function proposalForm(values: Record<string, unknown>) {
  const file = proposalPdf();
  return multipart(formFields(values), [{ field: 'proposalFile', name: file.name, type: 'application/pdf', data: file.data }]);
}

/**
 * A complete Open Innovation draft of the owner's naming the collaborator, with its file: one per world
 * under `name`, or a fresh one on each call (null) for requests that use it up.
 */
async function draft(w: World, name: string | null): Promise<string> {
  const make = async () => {
    const created = await w.inject('POST', {
      url: '/api/proposals/drafts',
      headers: w.auth('owner'),
      payload: { category: 'INNOVATE', type: 'FUNDING_SUPPORT' },
    });
    if (created.statusCode !== 201) throw new Error(`draft: ${created.statusCode} ${created.body}`);
    const id = created.json().data.id as string;
    const { category: _c, type: _t, ...fields } = validBody('openInnovation', { collaborators: [{ organisation: w.accounts.collaborator.id }] });
    const form = proposalForm({ ...fields, ...validMoney(), version: 1 });
    const saved = await w.inject('PATCH', { url: `/api/proposals/${id}`, headers: { ...w.auth('owner'), ...form.headers }, payload: form.payload });
    if (saved.statusCode !== 200) throw new Error(`draft save: ${saved.statusCode} ${saved.body}`);
    return id;
  };
  return name ? w.fixture(name, make) : make();
}

/** One private funding proposal per world: the owner's, naming the collaborator. */
const proposal = (w: World) =>
  w.fixture('proposal', async () => {
    const form = proposalForm(validBody('openInnovation', { collaborators: [{ organisation: w.accounts.collaborator.id }] }));
    const res = await w.inject('POST', { url: '/api/proposals', headers: { ...w.auth('owner'), ...form.headers }, payload: form.payload });
    if (res.statusCode !== 201) throw new Error(`proposal: ${res.statusCode} ${res.body}`);
    return res.json().data.id as string;
  });

/** An approved account open to collaborate, written straight to the database (partners by consent). */
async function openPartner(w: World): Promise<string> {
  const [row] = await w.ctx.app.db
    .insert(users)
    .values({
      email: uniqueEmail('partner'),
      name: 'Matrix Partner',
      phone: '+91 98111 22233',
      passwordHash: 'x',
      status: 'APPROVED',
      isEmailVerified: true,
      openToCollaborate: true,
    })
    .returning({ id: users.id });
  return row!.id;
}
/** A new request from a fresh partner to the owner: open, or accepted (its conversation open). */
async function requestToOwner(w: World, status: 'OPEN' | 'ACCEPTED' = 'OPEN'): Promise<string> {
  const [row] = await w.ctx.app.db
    .insert(collabRequests)
    .values({
      fromUser: await openPartner(w),
      toUser: w.accounts.owner.id,
      message: 'A matrix request to collaborate on ladle linings.',
      status,
      expiresAt: new Date(Date.now() + 14 * 86_400_000),
    })
    .returning({ id: collabRequests.id });
  return row!.id;
}
/** The owner's accepted request, one per world. */
const acceptedRequest = (w: World) => w.fixture('accepted-request', (world) => requestToOwner(world, 'ACCEPTED'));
/** The recipient alone answers a request; its sender is a fresh account, so anyone else is a stranger to it (404). */
const recipientOnly: Expectations = { anonymous: 401, unverified: 404, other: 404, owner: 200, admin: 404 };

export const ROUTES: RouteEntry[] = [
  { method: 'GET', url: '/api/health', build: () => ({ url: '/api/health' }), expect: everyone(200) },

  // Accounts (public; the body names the account).
  {
    method: 'POST',
    url: '/api/auth/register',
    build: (w, a) => ({ url: '/api/auth/register', headers: w.auth(a), payload: registration() }),
    expect: everyone(201),
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    build: (w, a) => ({ url: '/api/auth/login', headers: w.auth(a), payload: { email: w.accounts.other.email, password: w.accounts.other.password } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    url: '/api/auth/verify-email',
    build: async (w, a) => {
      const { email, code } = await w.register('verify');
      return { url: '/api/auth/verify-email', headers: w.auth(a), payload: { email, token: code } };
    },
    expect: everyone(200),
  },
  {
    method: 'POST',
    url: '/api/auth/resend-verification',
    build: (w, a) => ({ url: '/api/auth/resend-verification', headers: w.auth(a), payload: { email: w.accounts.unverified.email } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    build: (w, a) => ({ url: '/api/auth/forgot-password', headers: w.auth(a), payload: { email: w.accounts.other.email } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    build: async (w, a) => {
      const { email } = await w.register('reset');
      const after = w.ctx.smtp.mails.length;
      await w.inject('POST', { url: '/api/auth/forgot-password', payload: { email } });
      const token = await w.mailedCode(email, /reset/i, after);
      return { url: '/api/auth/reset-password', headers: w.auth(a), payload: { email, token, password: 'Rolling-Mill-Reset-9' } };
    },
    expect: everyone(200),
  },
  {
    // The refresh token is the credential: an anonymous caller has none to send.
    method: 'POST',
    url: '/api/auth/refresh',
    build: async (w, a) => ({
      url: '/api/auth/refresh',
      payload: { refreshToken: (await w.freshSession(a))?.refreshToken ?? 'not-a-refresh-token-0123456789' },
    }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    url: '/api/auth/logout',
    build: async (w, a) => {
      const session = await w.freshSession(a);
      return { url: '/api/auth/logout', headers: w.auth(a), payload: session ? { refreshToken: session.refreshToken } : {} };
    },
    expect: signedIn(),
  },

  // Own profile.
  { method: 'GET', url: '/api/users/profile/me', build: (w, a) => ({ url: '/api/users/profile/me', headers: w.auth(a) }), expect: signedIn() },
  {
    method: 'PUT',
    url: '/api/users/profile/me',
    build: (w, a) => {
      const form = multipart({ city: 'Jamshedpur', designation: 'Metallurgist' }, [
        { field: 'governmentIssueddocument', name: 'pan.pdf', type: 'application/pdf', data: pdf('PAN') },
      ]);
      return { url: '/api/users/profile/me', headers: { ...w.auth(a), ...form.headers }, payload: form.payload };
    },
    // Documents only from a verified address (decision 126).
    expect: { ...signedIn(), unverified: 403 },
  },
  // The language the header's switch saves (decision 176): any signed-in user, whatever their status.
  {
    method: 'PUT',
    url: '/api/users/profile/me/language',
    build: (w, a) => ({ url: '/api/users/profile/me/language', headers: w.auth(a), payload: { language: 'hi' } }),
    expect: signedIn(),
  },
  {
    method: 'GET',
    url: '/api/organizations',
    build: (w, a) => ({ url: '/api/organizations', headers: w.auth(a) }),
    expect: signedIn(),
    cache: 'private, max-age=300',
  },

  // Collaborators: only a caller who may submit (verified, complete profile, not REJECTED) may look;
  // `other` and the seeded admin have incomplete profiles.
  // Submitters only (verified, complete profile, not rejected), with a query of 3+ characters.
  {
    method: 'GET',
    url: '/api/users/collaborators',
    build: (w, a) => ({ url: '/api/users/collaborators?query=tester', headers: w.auth(a) }),
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 200, collaborator: 200, admin: 403 },
  },

  // Challenges: public reads (API key or any token); writes are the admin's multipart form with a PDF.
  {
    method: 'POST',
    url: '/api/challenges',
    build: (w, a) => {
      const form = challengeForm('Coke rate reduction');
      return { url: '/api/challenges', headers: { ...w.auth(a), ...form.headers }, payload: form.payload };
    },
    expect: { ...adminOnly, admin: 201 },
  },
  {
    method: 'PUT',
    url: '/api/challenges/:id',
    build: async (w, a) => {
      const form = challengeForm('Slag valorisation, revised');
      return { url: `/api/challenges/${await challenge(w)}`, headers: { ...w.auth(a), ...form.headers }, payload: form.payload };
    },
    expect: adminOnly,
  },
  {
    method: 'GET',
    url: '/api/challenges/:id',
    build: async (w, a) => ({ url: `/api/challenges/${await challenge(w)}`, headers: w.auth(a) }),
    expect: publicRead,
  },
  {
    method: 'GET',
    url: '/api/challenges/search',
    build: (w, a) => ({ url: '/api/challenges/search?page=1&limit=5&query=slag', headers: w.auth(a) }),
    expect: publicRead,
  },
  { method: 'GET', url: '/api/admin/challenges', build: (w, a) => ({ url: '/api/admin/challenges?page=1&limit=5', headers: w.auth(a) }), expect: adminOnly },

  // Proposals: the owner's private funding proposal naming the collaborator. A hidden proposal is 404.
  {
    // Each call submits a fresh proposal; only accounts that may submit (complete profile) get 201.
    method: 'POST',
    url: '/api/proposals',
    build: (w, a) => {
      // Funding proposals must name a collaborator: each submitter names the other of the pair.
      const named = a === 'collaborator' ? w.accounts.owner.id : w.accounts.collaborator.id;
      const form = proposalForm(validBody('openInnovation', { collaborators: [{ organisation: named }] }));
      return { url: '/api/proposals', headers: { ...w.auth(a), ...form.headers }, payload: form.payload };
    },
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 201, collaborator: 201, admin: 403 },
  },
  {
    // Only the owner edits, while UNDER_REVIEW; to anyone else the proposal does not exist (an
    // account that may not submit — unverified, incomplete profile — is refused before any lookup, so
    // its 403 says nothing about the record; the seeded admin is such an account).
    method: 'PATCH',
    url: '/api/proposals/:id',
    build: async (w, a) => {
      const form = multipart(
        formFields(validBody('openInnovation', { title: 'Hydrogen DRI pilot, revised', collaborators: [{ organisation: w.accounts.collaborator.id }] })),
        [],
      );
      return { url: `/api/proposals/${await proposal(w)}`, headers: { ...w.auth(a), ...form.headers }, payload: form.payload };
    },
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 200, collaborator: 404, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/proposals/:id/details',
    build: async (w, a) => ({ url: `/api/proposals/${await proposal(w)}/details`, headers: w.auth(a), payload: {} }),
    expect: { anonymous: 404, unverified: 404, other: 404, owner: 200, collaborator: 200, admin: 200 },
  },

  // Drafts (docs/architecture.md#drafts-and-receipts): the owner's and its collaborators'; hidden from admins (404).
  {
    method: 'POST',
    url: '/api/proposals/drafts',
    build: (w, a) => ({ url: '/api/proposals/drafts', headers: w.auth(a), payload: { category: 'INNOVATE', type: 'FUNDING_SUPPORT' } }),
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 201, collaborator: 201, admin: 403 },
  },
  {
    // A draft is saved by its owner and the collaborator it names, each from the version it read.
    method: 'PATCH',
    url: '/api/proposals/:id',
    case: 'a draft',
    build: async (w, a) => {
      const id = await draft(w, 'matrix-draft');
      const read = await w.inject('POST', { url: `/api/proposals/${id}/details`, headers: w.auth('owner'), payload: {} });
      return { url: `/api/proposals/${id}`, headers: w.auth(a), payload: { version: read.json().data.version, title: `Saved by ${a}` } };
    },
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 200, collaborator: 200, admin: 403 },
  },
  {
    // Each call submits a fresh complete draft; only its owner may.
    method: 'POST',
    url: '/api/proposals/:id/submit',
    build: async (w, a) => ({
      url: `/api/proposals/${await usedUp(w, a, ['owner'], 'draft', (world) => draft(world, null))}/submit`,
      headers: w.auth(a),
      payload: {},
    }),
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 200, collaborator: 403, admin: 403 },
  },
  {
    method: 'DELETE',
    url: '/api/proposals/:id',
    build: async (w, a) => ({ url: `/api/proposals/${await usedUp(w, a, ['owner'], 'draft', (world) => draft(world, null))}`, headers: w.auth(a) }),
    expect: { anonymous: 401, unverified: 404, other: 404, owner: 200, collaborator: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/proposals/:id/receipt.pdf',
    build: async (w, a) => ({ url: `/api/proposals/${await proposal(w)}/receipt.pdf`, headers: w.auth(a) }),
    expect: proposalViewers,
  },

  // Another user's records: the owner's.
  { method: 'GET', url: '/api/users/:id', build: (w, a) => ({ url: `/api/users/${w.accounts.owner.id}`, headers: w.auth(a) }), expect: ownerOrAdmin },
  {
    method: 'GET',
    url: '/api/users/clearifications/:id',
    build: (w, a) => ({ url: `/api/users/clearifications/${w.accounts.owner.id}`, headers: w.auth(a) }),
    expect: ownerOrAdmin,
  },
  {
    // A signed link is the permission: each caller uses the link it can obtain by reading the owner's
    // profile, or the bare path when it cannot.
    method: 'GET',
    url: '/api/files/:id',
    build: async (w, a) => {
      const owner = await w.inject('GET', { url: `/api/users/${w.accounts.owner.id}`, headers: w.auth('admin') });
      const doc = owner.json().data.organizationDocs as { url: string; filePath: string };
      const seen = await w.inject('GET', { url: `/api/users/${w.accounts.owner.id}`, headers: w.auth(a) });
      const url = seen.statusCode === 200 ? (seen.json().data.organizationDocs as { url: string }).url : `/api/${doc.filePath}`;
      return { url };
    },
    expect: { anonymous: 401, unverified: 401, other: 401, owner: 200, admin: 200 },
    fuzzAs: 'owner',
  },

  // Steelcollab: the public search and connecting with a poster.
  {
    method: 'GET',
    url: '/api/proposals/search',
    build: (w, a) => ({ url: '/api/proposals/search?query=slag&type=PROBLEM&page=1&limit=5', headers: w.auth(a) }),
    expect: { ...signedIn(), apiKey: 200 },
  },
  {
    // A new public post by a third account on each call, so every caller's request is a first one (201);
    // `from` is the caller (an anonymous call names a made-up id). Only accounts that may submit may
    // connect: a verified address, a complete profile, not REJECTED (decision 124); `other` and the
    // admin have no complete profile.
    method: 'POST',
    url: '/api/connectedstakeholder',
    build: async (w, a) => {
      const proposalId = await w.publicPost();
      return {
        url: '/api/connectedstakeholder',
        headers: w.auth(a),
        payload: { proposalId, from: w.account(a)?.id ?? '00000000-0000-4000-8000-000000000001' },
      };
    },
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 201, collaborator: 201, admin: 403 },
  },
  {
    // "I am not part of this": a new proposal of the owner's naming the collaborator on each call, so the
    // collaborator's leaving is always a first one; the owner and admins see it but are not named (400).
    method: 'DELETE',
    url: '/api/proposals/:id/collaborators/me',
    build: async (w, a) => {
      const id = await insertProposalOf(w.ctx, w.accounts.owner.id, 'openInnovation', { title: 'Matrix proposal to leave' });
      await w.ctx.app.db.insert(proposalCollaborators).values({ proposalId: id, userId: w.accounts.collaborator.id });
      return { url: `/api/proposals/${id}/collaborators/me`, headers: w.auth(a) };
    },
    expect: { anonymous: 401, unverified: 404, other: 404, owner: 400, collaborator: 200, admin: 400 },
    fuzzAs: 'collaborator',
  },

  // Administration.
  { method: 'GET', url: '/api/admin/users', build: (w, a) => ({ url: '/api/admin/users?page=1&limit=5&query=tester', headers: w.auth(a) }), expect: adminOnly },
  {
    method: 'PATCH',
    url: '/api/users/:id/status',
    build: (w, a) => ({ url: `/api/users/${w.accounts.owner.id}/status`, headers: w.auth(a), payload: { status: 'APPROVED' } }),
    expect: adminOnly,
  },
  {
    method: 'PUT',
    url: '/api/admin/profileclarification',
    build: (w, a) => ({
      url: '/api/admin/profileclarification',
      headers: w.auth(a),
      payload: { post_id: w.accounts.owner.id, post_type: 'USER', email: 'ignored@example.in', clarification: 'Please upload a clearer copy of the PAN card.' },
    }),
    expect: adminOnly,
  },

  {
    method: 'PUT',
    url: '/api/admin/profileclarification',
    case: "a proposal's, with a date to answer by",
    build: async (w, a) => ({
      url: '/api/admin/profileclarification',
      headers: w.auth(a),
      payload: {
        post_id: await ownersProposal(w),
        post_type: 'INNOVATR_STEEL',
        clarification: 'Please share the pilot plant data.',
        respondBy: respondByBounds().default,
      },
    }),
    expect: adminOnly,
  },

  // Clarification threads (issue 28): each call answers a thread of its own, so closing one never meets a closed one.
  {
    method: 'POST',
    url: '/api/proposals/:id/clarifications/:cid/replies',
    build: async (w, a) => {
      const { id, cid } = await openThread(w);
      return { url: `/api/proposals/${id}/clarifications/${cid}/replies`, headers: w.auth(a), payload: { text: 'The pilot data is on page four.' } };
    },
    expect: { anonymous: 401, unverified: 404, other: 404, owner: 201, collaborator: 201, admin: 403 },
    fuzzAs: 'owner',
  },
  {
    method: 'POST',
    url: '/api/proposals/:id/clarifications/:cid/replies',
    case: 'with a document',
    build: async (w, a) => {
      const { id, cid } = await openThread(w);
      const form = multipart({ text: 'The pilot data is attached.' }, [{ field: 'file', name: 'pilot.pdf', type: 'application/pdf', data: pdf('Pilot') }]);
      return { url: `/api/proposals/${id}/clarifications/${cid}/replies`, headers: { ...w.auth(a), ...form.headers }, payload: form.payload };
    },
    expect: { anonymous: 401, unverified: 404, other: 404, owner: 201, collaborator: 201, admin: 403 },
    fuzzAs: 'collaborator',
  },
  {
    method: 'POST',
    url: '/api/admin/proposals/:id/clarifications/:cid/follow-ups',
    build: async (w, a) => {
      const { id, cid } = await openThread(w);
      return {
        url: `/api/admin/proposals/${id}/clarifications/${cid}/follow-ups`,
        headers: w.auth(a),
        payload: { text: 'And the burner test results?', respondBy: respondByBounds().default },
      };
    },
    expect: { ...adminOnlyOnProposal, admin: 201 },
  },
  {
    method: 'POST',
    url: '/api/admin/proposals/:id/clarifications/:cid/close',
    build: async (w, a) => {
      const { id, cid } = await openThread(w);
      return { url: `/api/admin/proposals/${id}/clarifications/${cid}/close`, headers: w.auth(a) };
    },
    expect: adminOnlyOnProposal,
  },
  { method: 'GET', url: '/api/clarifications/mine', build: (w, a) => ({ url: '/api/clarifications/mine', headers: w.auth(a) }), expect: signedIn() },

  // Proposal lists and review (issues 14 and 15).
  {
    method: 'GET',
    url: '/api/proposals/user/me',
    build: (w, a) => ({ url: '/api/proposals/user/me?role=owner&status=UNDER_REVIEW&page=1&limit=10', headers: w.auth(a) }),
    expect: signedIn(),
  },
  { method: 'GET', url: '/api/proposals/user/me/counts', build: (w, a) => ({ url: '/api/proposals/user/me/counts', headers: w.auth(a) }), expect: signedIn() },
  {
    method: 'GET',
    url: '/api/proposals/clearifications/:id',
    build: async (w, a) => ({ url: `/api/proposals/clearifications/${await ownersProposal(w)}`, headers: w.auth(a) }),
    expect: proposalViewers,
  },
  {
    // A public post is readable by anyone, but its clarifications are between the poster and the admins:
    // a stranger gets the 404 of a proposal that does not exist.
    method: 'GET',
    url: '/api/proposals/clearifications/:id',
    case: 'a public Steelcollab post',
    build: async (w, a) => ({ url: `/api/proposals/clearifications/${await w.fixture('public-post', (world) => world.publicPost())}`, headers: w.auth(a) }),
    expect: { anonymous: 401, apiKey: 401, unverified: 404, other: 404, owner: 404, collaborator: 404, admin: 200 },
  },
  {
    method: 'PATCH',
    url: '/api/proposals/:id/status',
    build: async (w, a) => ({
      url: `/api/proposals/${await ownersProposal(w)}/status`,
      headers: w.auth(a),
      payload: { status: 'UNDER_REVIEW', message: 'Back under review: see the note.' },
    }),
    expect: adminOnlyOnProposal,
  },
  {
    method: 'GET',
    url: '/api/admin/proposals',
    build: (w, a) => ({ url: '/api/admin/proposals?query=matrix&status=UNDER_REVIEW&limit=5', headers: w.auth(a) }),
    expect: adminOnly,
  },
  // Funding the same work twice (docs/architecture.md#funding-the-same-work-twice).
  {
    // The public items like a draft: its owner and collaborators only; anyone else gets the 404 of a proposal they cannot see.
    method: 'GET',
    url: '/api/proposals/:id/similar',
    build: async (w, a) => ({ url: `/api/proposals/${await draft(w, 'matrix-draft')}/similar`, headers: w.auth(a) }),
    expect: { anonymous: 401, unverified: 404, other: 404, owner: 200, collaborator: 200, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/admin/proposals/:id/overlap',
    build: async (w, a) => ({ url: `/api/admin/proposals/${await ownersProposal(w)}/overlap`, headers: w.auth(a) }),
    expect: adminOnlyOnProposal,
  },
  {
    method: 'PUT',
    url: '/api/admin/proposals/:id/overlap/:otherId',
    build: async (w, a) => ({
      url: `/api/admin/proposals/${await ownersProposal(w)}/overlap/${await proposal(w)}`,
      headers: w.auth(a),
      payload: { verdict: 'DISMISSED', reason: 'Other work: another furnace and another team' },
    }),
    expect: adminOnlyOnProposal,
  },
  {
    method: 'GET',
    url: '/api/admin/proposals/:id/history',
    build: async (w, a) => ({ url: `/api/admin/proposals/${await ownersProposal(w)}/history?page=1&limit=5`, headers: w.auth(a) }),
    expect: adminOnlyOnProposal,
  },
  {
    method: 'GET',
    url: '/api/admin/proposals/export',
    build: (w, a) => ({ url: '/api/admin/proposals/export?query=matrix&format=csv', headers: w.auth(a) }),
    expect: adminOnly,
  },
  { method: 'GET', url: '/api/admin/counts', build: (w, a) => ({ url: '/api/admin/counts', headers: w.auth(a) }), expect: adminOnly },
  // The mission's numbers (issue 46): every metric for admins, the public ones for the public credential.
  { method: 'GET', url: '/api/admin/metrics', build: (w, a) => ({ url: '/api/admin/metrics', headers: w.auth(a) }), expect: adminOnly },
  {
    method: 'GET',
    url: '/api/public/metrics',
    build: (w, a) => ({ url: '/api/public/metrics', headers: w.auth(a) }),
    expect: publicRead,
    cache: 'private, no-cache',
  },
  { method: 'GET', url: '/api/notifications', build: (w, a) => ({ url: '/api/notifications', headers: w.auth(a) }), expect: signedIn() },
  {
    method: 'POST',
    url: '/api/notifications/read',
    build: (w, a) => ({ url: '/api/notifications/read', headers: w.auth(a), payload: {} }),
    expect: signedIn(),
  },

  // The API description and its reference page (issue 31): public, they describe calls, not data.
  { method: 'GET', url: '/api/openapi.json', build: (w, a) => ({ url: '/api/openapi.json', headers: w.auth(a) }), expect: everyone(200) },
  { method: 'GET', url: '/api/docs', build: (w, a) => ({ url: '/api/docs', headers: w.auth(a) }), expect: everyone(200), cache: 'no-cache' },
  {
    method: 'GET',
    url: '/api/docs/:name',
    build: (w, a) => ({ url: '/api/docs/init.js', headers: w.auth(a) }),
    expect: everyone(200),
    cache: 'public, max-age=86400',
  },
  // Funded projects (issue 29): the owner's approved proposal naming the collaborator, with a project.
  // Grantees and admins see it; only admins set it up, upload, release and review; only grantees report.
  {
    method: 'GET',
    url: '/api/projects/mine',
    build: (w, a) => ({ url: '/api/projects/mine', headers: w.auth(a) }),
    expect: { ...signedIn(), collaborator: 200 },
  },
  {
    method: 'GET',
    url: '/api/projects/:proposalId',
    build: async (w, a) => ({ url: `/api/projects/${(await project(w)).id}`, headers: w.auth(a) }),
    expect: proposalViewers,
  },
  {
    method: 'PUT',
    url: '/api/admin/projects/:proposalId',
    build: async (w, a) => ({ url: `/api/admin/projects/${(await project(w)).id}`, headers: w.auth(a), payload: projectTerms(2_500_000) }),
    expect: adminOnlyOnProposal,
  },
  {
    method: 'POST',
    url: '/api/admin/projects/:proposalId/agreement',
    build: async (w, a) => {
      const form = agreementForm();
      return { url: `/api/admin/projects/${(await project(w)).id}/agreement`, headers: { ...w.auth(a), ...form.headers }, payload: form.payload };
    },
    expect: adminOnlyOnProposal,
  },
  {
    method: 'PUT',
    url: '/api/projects/:proposalId/public-summary',
    build: async (w, a) => ({ url: `/api/projects/${(await project(w)).id}/public-summary`, headers: w.auth(a), payload: { text: publicSummaryText() } }),
    expect: { anonymous: 401, unverified: 404, other: 404, owner: 200, collaborator: 200, admin: 404 },
  },
  {
    // A fresh project with the owner's summary (version 1) on each call: the admin's approval is always the first.
    method: 'POST',
    url: '/api/admin/projects/:proposalId/public-summary/approve',
    build: async (w, a) => ({
      url: `/api/admin/projects/${(await projectFor(w, a, ['admin'], { summary: true })).id}/public-summary/approve`,
      headers: w.auth(a),
      payload: { version: 1 },
    }),
    expect: adminOnlyOnProposal,
  },
  // Outputs (decision 263): the grantees list them; they or an admin take one off (a fresh output each call).
  {
    method: 'POST',
    url: '/api/projects/:proposalId/outputs',
    build: async (w, a) => ({
      url: `/api/projects/${(await project(w)).id}/outputs`,
      headers: w.auth(a),
      payload: { ...PAPER_OUTPUT, year: Number(indiaToday().slice(0, 4)) },
    }),
    expect: { anonymous: 401, unverified: 404, other: 404, owner: 201, collaborator: 201, admin: 404 },
  },
  {
    method: 'DELETE',
    url: '/api/projects/:proposalId/outputs/:outputId',
    build: async (w, a) => {
      const { id } = await project(w);
      const added = await w.ctx.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/outputs`,
        headers: w.auth('owner'),
        payload: { ...PILOT_OUTPUT, year: Number(indiaToday().slice(0, 4)) },
      });
      const outputs = added.json().data.outputs as { id: string; title: string }[];
      return { url: `/api/projects/${id}/outputs/${outputs.find((o) => o.title === OUTPUT_TITLES.pilot)!.id}`, headers: w.auth(a) };
    },
    expect: { anonymous: 401, unverified: 404, other: 404, owner: 200, collaborator: 200, admin: 200 },
  },
  // Funded projects in the open (issue 46): the public credential or any token reads them.
  {
    method: 'GET',
    url: '/api/public/projects',
    build: (w, a) => ({ url: '/api/public/projects?scheme=openInnovation&page=1&limit=5', headers: w.auth(a) }),
    expect: publicRead,
  },
  {
    method: 'GET',
    url: '/api/public/projects/:reference',
    build: async (w, a) => {
      publicReferences += 1;
      // A year no submission of the test has (submissions take this year's numbers from 00001).
      const reference = `SRTM-OI-2000-${String(publicReferences).padStart(5, '0')}`;
      await fundedProject(w.ctx, people(w), { agreement: true, reference });
      return { url: `/api/public/projects/${reference}`, headers: w.auth(a) };
    },
    expect: publicRead,
  },
  // The open-data files (issue 46): anyone, no credential; cached by anyone who asks again (ETag).
  ...(['grants.json', 'grants.csv', 'transactions.csv', 'index.json'] as const).map((file): RouteEntry => ({
    method: 'GET',
    url: `/api/open/${file}`,
    build: (w, a) => ({ url: `/api/open/${file}`, headers: w.auth(a) }),
    expect: everyone(200),
    cache: 'public, no-cache',
  })),
  {
    // A fresh project with its agreement on each call, so the admin's release is always the first.
    method: 'POST',
    url: '/api/admin/projects/:proposalId/tranches/:n/release',
    build: async (w, a) => ({
      url: `/api/admin/projects/${(await projectFor(w, a, ['admin'], { agreement: true })).id}/tranches/1/release`,
      headers: w.auth(a),
      payload: { releasedOn: indiaToday(), transactionRef: 'UTR-MATRIX-1' },
    }),
    expect: adminOnlyOnProposal,
  },
  {
    // A fresh project with tranche 1 released on each call: the correction and the reversal find it.
    method: 'POST',
    url: '/api/admin/projects/:proposalId/tranches/:n/correct',
    build: async (w, a) => ({
      url: `/api/admin/projects/${(await projectFor(w, a, ['admin'], { released: true })).id}/tranches/1/correct`,
      headers: w.auth(a),
      payload: { releasedOn: indiaToday(), transactionRef: 'UTR-MATRIX-2', reason: 'The bank reference was mistyped.' },
    }),
    expect: adminOnlyOnProposal,
  },
  {
    method: 'POST',
    url: '/api/admin/projects/:proposalId/tranches/:n/reverse',
    build: async (w, a) => ({
      url: `/api/admin/projects/${(await projectFor(w, a, ['admin'], { released: true })).id}/tranches/1/reverse`,
      headers: w.auth(a),
      payload: { reason: 'Released against the wrong account.' },
    }),
    expect: adminOnlyOnProposal,
  },
  {
    // A fresh project on each call: each grantee's report is the first of its milestone.
    method: 'POST',
    url: '/api/projects/:proposalId/reports',
    build: async (w, a) => {
      const form = reportForm();
      return {
        url: `/api/projects/${(await projectFor(w, a, ['owner', 'collaborator'])).id}/reports`,
        headers: { ...w.auth(a), ...form.headers },
        payload: form.payload,
      };
    },
    expect: { anonymous: 401, unverified: 404, other: 404, owner: 201, collaborator: 201, admin: 404 },
  },
  {
    // A fresh submitted report on each call, awaiting review.
    method: 'POST',
    url: '/api/admin/projects/:proposalId/reports/:reportId/review',
    build: async (w, a) => {
      const { id, reportId } = await projectFor(w, a, ['admin'], { report: true });
      return {
        url: `/api/admin/projects/${id}/reports/${reportId}/review`,
        headers: w.auth(a),
        payload: { decision: 'CHANGES_REQUESTED', message: 'Add the hardness data.' },
      };
    },
    expect: adminOnlyOnProposal,
  },
  {
    method: 'GET',
    url: '/api/admin/projects',
    build: (w, a) => ({ url: '/api/admin/projects?scheme=openInnovation&trancheDue=true&query=matrix&limit=5', headers: w.auth(a) }),
    expect: adminOnly,
  },
  {
    method: 'GET',
    url: '/api/admin/projects/export',
    build: (w, a) => ({ url: '/api/admin/projects/export?overdue=true&query=matrix', headers: w.auth(a) }),
    expect: adminOnly,
  },
  { method: 'GET', url: '/api/admin/projects/stats', build: (w, a) => ({ url: '/api/admin/projects/stats', headers: w.auth(a) }), expect: adminOnly },
  // Peer review (docs/architecture.md#peer-review). Reviewer routes are refused (403) to anyone without
  // the REVIEWER role before any lookup; another reviewer's assignment is a 404.
  {
    // Granting what the reviewer already has: a 200 that changes nothing (so every call is alike).
    method: 'PUT',
    url: '/api/admin/users/:id/reviewer',
    build: (w, a) => ({ url: `/api/admin/users/${w.accounts.reviewer.id}/reviewer`, headers: w.auth(a), payload: { reviewer: true } }),
    expect: { ...adminOnly, collaborator: 403, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/reviewers',
    build: (w, a) => ({ url: '/api/admin/reviewers?query=reviewer&page=1&limit=5', headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/proposals/:id/reviewers',
    build: async (w, a) => ({ url: `/api/admin/proposals/${(await reviewSetup(w)).proposalId}/reviewers`, headers: w.auth(a) }),
    expect: { ...adminOnlyOnProposal, ...reviewersRefused(403) },
  },
  {
    // A new proposal on each call, so that each admin call is a first assignment (201).
    method: 'POST',
    url: '/api/admin/proposals/:id/reviewers',
    build: async (w, a) => {
      const id = await insertProposalOf(w.ctx, w.accounts.owner.id, 'openInnovation', { title: 'Matrix proposal to assign' });
      const dueDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      return { url: `/api/admin/proposals/${id}/reviewers`, headers: w.auth(a), payload: { userId: w.accounts.reviewerUnassigned.id, dueDate } };
    },
    expect: { ...adminOnlyOnProposal, admin: 201, ...reviewersRefused(403) },
  },
  {
    method: 'DELETE',
    url: '/api/admin/proposals/:id/reviewers/:userId',
    build: async (w, a) => {
      const { proposalId } = await pendingAssignment(w);
      return { url: `/api/admin/proposals/${proposalId}/reviewers/${w.accounts.reviewer.id}`, headers: w.auth(a) };
    },
    expect: { ...adminOnlyOnProposal, ...reviewersRefused(403) },
  },
  {
    // A fresh PENDING assignment on each call: the admin releases it once.
    method: 'POST',
    url: '/api/admin/proposals/:id/reviewers/:userId/release',
    build: async (w, a) => {
      const { proposalId } = await pendingAssignment(w);
      return {
        url: `/api/admin/proposals/${proposalId}/reviewers/${w.accounts.reviewer.id}/release`,
        headers: w.auth(a),
        payload: { reason: 'No answer to three reminders.' },
      };
    },
    expect: { ...adminOnlyOnProposal, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/proposals/:id/reviewer-suggestions',
    build: async (w, a) => ({ url: `/api/admin/proposals/${await ownersProposal(w)}/reviewer-suggestions?dueDate=2030-01-01`, headers: w.auth(a) }),
    expect: { ...adminOnlyOnProposal, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/proposals/:id/reviews',
    build: async (w, a) => ({ url: `/api/admin/proposals/${(await reviewSetup(w)).proposalId}/reviews`, headers: w.auth(a) }),
    expect: { ...adminOnlyOnProposal, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/reviews/ranking',
    build: (w, a) => ({ url: '/api/admin/reviews/ranking?category=INNOVATE&type=FUNDING_SUPPORT&page=1&limit=5', headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/reviews/ranking/export',
    build: (w, a) => ({ url: '/api/admin/reviews/ranking/export?category=INNOVATE&type=FUNDING_SUPPORT', headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/reviews/mine',
    build: (w, a) => ({ url: '/api/reviews/mine', headers: w.auth(a) }),
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 403, collaborator: 403, admin: 403, ...reviewersRefused(200) },
    fuzzAs: 'reviewer',
  },
  {
    method: 'GET',
    url: '/api/reviews/figures',
    build: (w, a) => ({ url: '/api/reviews/figures', headers: w.auth(a) }),
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 403, collaborator: 403, admin: 403, ...reviewersRefused(200) },
    fuzzAs: 'reviewer',
  },
  {
    method: 'GET',
    url: '/api/reviews/profile',
    build: (w, a) => ({ url: '/api/reviews/profile', headers: w.auth(a) }),
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 403, collaborator: 403, admin: 403, ...reviewersRefused(200) },
    fuzzAs: 'reviewer',
  },
  {
    method: 'PUT',
    url: '/api/reviews/profile',
    build: (w, a) => ({
      url: '/api/reviews/profile',
      headers: w.auth(a),
      payload: {
        focusAreas: ['Decarbonization and Green Steel Innovation'],
        keywords: ['hydrogen', 'slag'],
        maxLoad: 5,
        unavailable: [{ from: '2030-01-01', to: '2030-01-10' }],
        languages: ['en'],
        affiliations: [],
      },
    }),
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 403, collaborator: 403, admin: 403, ...reviewersRefused(200) },
    fuzzAs: 'reviewer',
  },
  {
    method: 'GET',
    url: '/api/reviews/:assignmentId',
    build: async (w, a) => ({ url: `/api/reviews/${(await reviewSetup(w)).assignmentId}`, headers: w.auth(a) }),
    expect: {
      anonymous: 401,
      unverified: 403,
      other: 403,
      owner: 403,
      collaborator: 403,
      admin: 403,
      reviewer: 200,
      reviewerUnassigned: 404,
      reviewerConflicted: 404,
    },
    fuzzAs: 'reviewer',
  },
  {
    // A fresh PENDING assignment of `reviewer` on each call: the declaration is made once.
    method: 'POST',
    url: '/api/reviews/:assignmentId/declaration',
    build: async (w, a) => ({ url: `/api/reviews/${(await pendingAssignment(w)).assignmentId}/declaration`, headers: w.auth(a), payload: { conflict: false } }),
    expect: {
      anonymous: 401,
      unverified: 403,
      other: 403,
      owner: 403,
      collaborator: 403,
      admin: 403,
      reviewer: 200,
      reviewerUnassigned: 404,
      reviewerConflicted: 404,
    },
    fuzzAs: 'reviewer',
  },
  {
    // A fresh PENDING invitation of `reviewer` on each call: it is declined once.
    method: 'POST',
    url: '/api/reviews/:assignmentId/decline',
    build: async (w, a) => ({
      url: `/api/reviews/${(await pendingAssignment(w)).assignmentId}/decline`,
      headers: w.auth(a),
      payload: { reason: 'I am away for the whole review period.' },
    }),
    expect: {
      anonymous: 401,
      unverified: 403,
      other: 403,
      owner: 403,
      collaborator: 403,
      admin: 403,
      reviewer: 200,
      reviewerUnassigned: 404,
      reviewerConflicted: 404,
    },
    fuzzAs: 'reviewer',
  },
  {
    method: 'PUT',
    url: '/api/reviews/:assignmentId',
    build: async (w, a) => ({
      url: `/api/reviews/${(await reviewSetup(w)).assignmentId}`,
      headers: w.auth(a),
      payload: {
        scores: { relevance: 7, merit: 6 },
        commentForApplicant: 'A first note for the applicant.',
        commentForCommittee: '',
        recommendation: null,
        submit: false,
      },
    }),
    expect: {
      anonymous: 401,
      unverified: 403,
      other: 403,
      owner: 403,
      collaborator: 403,
      admin: 403,
      reviewer: 200,
      reviewerUnassigned: 404,
      reviewerConflicted: 404,
    },
    fuzzAs: 'reviewer',
  },
  {
    method: 'GET',
    url: '/api/proposals/:id/reviews/feedback',
    build: async (w, a) => ({ url: `/api/proposals/${(await reviewSetup(w)).proposalId}/reviews/feedback`, headers: w.auth(a) }),
    expect: { ...proposalViewers, ...reviewersRefused(404) },
  },
  {
    // The details route opens to the assigned reviewer who declared no conflict, and to no other reviewer.
    method: 'POST',
    url: '/api/proposals/:id/details',
    case: 'a funding proposal under peer review',
    build: async (w, a) => ({ url: `/api/proposals/${(await reviewSetup(w)).proposalId}/details`, headers: w.auth(a), payload: {} }),
    expect: {
      anonymous: 404,
      unverified: 404,
      other: 404,
      owner: 200,
      collaborator: 200,
      admin: 200,
      reviewer: 200,
      reviewerUnassigned: 404,
      reviewerConflicted: 404,
    },
  },
  // --- Evaluation rounds and the committee (docs/architecture.md#evaluation-rounds) ---
  { method: 'GET', url: '/api/rounds', build: () => ({ url: '/api/rounds' }), expect: everyone(200) },
  {
    method: 'GET',
    url: '/api/admin/rounds',
    build: (w, a) => ({ url: '/api/admin/rounds', headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'POST',
    url: '/api/admin/rounds',
    build: (w, a) => ({
      url: '/api/admin/rounds',
      headers: w.auth(a),
      payload: { scheme: 'OI', name: 'Matrix round', cutoffAt: addDays(indiaToday(), 30), reviewDueAt: addDays(indiaToday(), 45), budget: 1000000 },
    }),
    expect: { ...adminOnly, admin: 201, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/rounds/:id',
    build: async (w, a) => ({ url: `/api/admin/rounds/${await openRound(w)}`, headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'PATCH',
    url: '/api/admin/rounds/:id',
    build: async (w, a) => ({ url: `/api/admin/rounds/${await openRound(w)}`, headers: w.auth(a), payload: { budget: 2000000 } }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'PUT',
    url: '/api/admin/rounds/:id/meeting',
    build: async (w, a) => ({
      url: `/api/admin/rounds/${await openRound(w)}/meeting`,
      headers: w.auth(a),
      payload: { heldOn: indiaToday(), chairId: w.accounts.admin.id, memberIds: [w.accounts.admin.id, w.accounts.reviewer.id] },
    }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/rounds/:id/agenda',
    build: async (w, a) => ({ url: `/api/admin/rounds/${(await closedRound(w)).roundId}/agenda`, headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'PUT',
    url: '/api/admin/rounds/:id/decisions/:proposalId',
    build: async (w, a) => {
      const { roundId, proposalId } = await closedRound(w);
      return {
        url: `/api/admin/rounds/${roundId}/decisions/${proposalId}`,
        headers: w.auth(a),
        payload: { decision: 'DECLINE', rationale: 'Outside the mission focus this quarter.' },
      };
    },
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    // A new round with one decided proposal on each call, so each admin call releases (a second would answer alreadyReleased, also 200).
    method: 'POST',
    url: '/api/admin/rounds/:id/decisions/release',
    build: async (w, a) => ({ url: `/api/admin/rounds/${await decidedRound(w)}/decisions/release`, headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'POST',
    url: '/api/admin/rounds/:id/assignment-plan',
    build: async (w, a) => ({
      url: `/api/admin/rounds/${(await reviewedRound(w)).roundId}/assignment-plan`,
      headers: w.auth(a),
      payload: { perProposal: 3, dueDate: addDays(indiaToday(), 14) },
    }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    // The pair is already on the panel: every admin call answers 200 with nothing new (a plan applied twice).
    method: 'POST',
    url: '/api/admin/rounds/:id/assignment-plan/apply',
    build: async (w, a) => {
      const { roundId, proposalId } = await reviewedRound(w);
      return {
        url: `/api/admin/rounds/${roundId}/assignment-plan/apply`,
        headers: w.auth(a),
        payload: { assignments: [{ proposalId, userId: w.accounts.reviewer.id }], dueDate: addDays(indiaToday(), 14) },
      };
    },
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    // The committee picker (decision 285): admins only, a name or address of 2+ characters.
    method: 'GET',
    url: '/api/admin/committee-candidates',
    build: (w, a) => ({ url: '/api/admin/committee-candidates?query=tester&limit=5', headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    // A new released round on each call: locking the minutes twice is a 409.
    method: 'POST',
    url: '/api/admin/rounds/:id/minutes',
    build: async (w, a) => ({
      url: `/api/admin/rounds/${await roundRow(w, { releasedAt: new Date() })}/minutes`,
      headers: w.auth(a),
      payload: { language: 'both' },
    }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/rounds/:id/minutes.pdf',
    build: async (w, a) => ({ url: `/api/admin/rounds/${await lockedRound(w)}/minutes.pdf?language=en`, headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  {
    method: 'GET',
    url: '/api/admin/rounds/:id/minutes.pdf',
    case: 'the Hindi minutes',
    build: async (w, a) => ({ url: `/api/admin/rounds/${await lockedRound(w)}/minutes.pdf?language=hi`, headers: w.auth(a) }),
    expect: { ...adminOnly, ...reviewersRefused(403) },
  },
  // --- Alerts for new calls (docs/architecture.md#alerts) ---
  { method: 'GET', url: '/api/me/alerts', build: (w, a) => ({ url: '/api/me/alerts', headers: w.auth(a) }), expect: signedIn() },
  {
    method: 'PUT',
    url: '/api/me/alerts',
    build: (w, a) => ({
      url: '/api/me/alerts',
      headers: w.auth(a),
      payload: { focusAreas: ['Operational Excellence'], kinds: ['CHALLENGE', 'ROUND'], frequency: 'WEEKLY' },
    }),
    expect: signedIn(),
  },
  // No sign-in: the signed token names the user; a second use answers 200 "already done".
  {
    method: 'POST',
    url: '/api/alerts/unsubscribe',
    build: async (w) => ({ url: `/api/alerts/unsubscribe?token=${await subscribedToken(w)}`, payload: {} }),
    expect: everyone(200),
  },
  // Partners by consent (docs/architecture.md#partners-by-consent): for approved accounts (the owner and the reviewers are).
  {
    method: 'GET',
    url: '/api/collab/suggestions',
    build: (w, a) => ({ url: '/api/collab/suggestions', headers: w.auth(a) }),
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 200, admin: 200, reviewer: 200 },
  },
  {
    method: 'GET',
    url: '/api/collab/requests',
    build: (w, a) => ({ url: '/api/collab/requests', headers: w.auth(a) }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    url: '/api/collab/requests',
    build: async (w, a) => ({
      url: '/api/collab/requests',
      headers: w.auth(a),
      payload: { toUserId: await openPartner(w), message: 'We would like to try your furnace data with our model.' },
    }),
    expect: { anonymous: 401, unverified: 403, other: 403, owner: 201, admin: 201, reviewer: 201 },
    fuzzAs: 'reviewer',
  },
  ...(['accept', 'decline', 'block'] as const).map((verb): RouteEntry => ({
    method: 'POST',
    url: `/api/collab/requests/:id/${verb}`,
    build: async (w, a) => ({ url: `/api/collab/requests/${await requestToOwner(w)}/${verb}`, headers: w.auth(a) }),
    expect: recipientOnly,
  })),
  {
    method: 'POST',
    url: '/api/collab/requests/:id/report',
    build: async (w, a) => ({
      url: `/api/collab/requests/${await requestToOwner(w)}/report`,
      headers: w.auth(a),
      payload: { reason: 'Advertising, not a collaboration.' },
    }),
    expect: recipientOnly,
  },
  {
    method: 'GET',
    url: '/api/collab/requests/:id/messages',
    build: async (w, a) => ({ url: `/api/collab/requests/${await acceptedRequest(w)}/messages`, headers: w.auth(a) }),
    expect: recipientOnly,
  },
  {
    method: 'POST',
    url: '/api/collab/requests/:id/messages',
    build: async (w, a) => ({ url: `/api/collab/requests/${await acceptedRequest(w)}/messages`, headers: w.auth(a), payload: { body: 'When can we meet?' } }),
    expect: { ...recipientOnly, owner: 201 },
  },
  {
    // The partner of a fresh accepted request named on a fresh draft of the owner's (decision 252).
    method: 'POST',
    url: '/api/collab/requests/:id/invite',
    build: async (w, a) => ({
      url: `/api/collab/requests/${await requestToOwner(w, 'ACCEPTED')}/invite`,
      headers: w.auth(a),
      payload: { proposalId: await insertProposalOf(w.ctx, w.accounts.owner.id, 'openInnovation', { status: 'DRAFT' }) },
    }),
    expect: recipientOnly,
  },
  {
    method: 'GET',
    url: '/api/admin/collab/reports',
    build: (w, a) => ({ url: '/api/admin/collab/reports', headers: w.auth(a) }),
    expect: adminOnly,
  },
  {
    // A fresh report of a fresh request to the owner, each call.
    method: 'POST',
    url: '/api/admin/collab/reports/:id/dismiss',
    build: async (w, a) => {
      const [report] = await w.ctx.app.db
        .insert(collabReports)
        .values({ requestId: await requestToOwner(w), reporterId: w.accounts.owner.id, reason: 'A matrix report of an advert.' })
        .returning({ id: collabReports.id });
      return { url: `/api/admin/collab/reports/${report!.id}/dismiss`, headers: w.auth(a) };
    },
    expect: adminOnly,
  },
  ...(['PUT', 'DELETE'] as const).map((method): RouteEntry => ({
    method,
    url: '/api/admin/collab/suspensions/:userId',
    build: async (w, a) => ({ url: `/api/admin/collab/suspensions/${await openPartner(w)}`, headers: w.auth(a) }),
    expect: adminOnly,
  })),
];

/** The people of a funded project: the owner, the collaborator it names, the admin who sets it up. */
const people = (w: World) => ({
  ownerId: w.accounts.owner.id,
  ownerToken: w.accounts.owner.token,
  collaboratorId: w.accounts.collaborator.id,
  adminToken: w.accounts.admin.token,
});
/**
 * What a step uses up (a draft it submits, a tranche it releases), for caller `a`: made afresh for each caller
 * the entry lets succeed, and once per world under `key` for every caller it refuses. A refusal leaves the
 * record as it was, so each refused caller still meets one on which the step would succeed, without a set-up
 * of its own.
 */
function usedUp<T>(w: World, a: Actor, succeeds: readonly Actor[], key: string, make: (world: World) => Promise<T>): Promise<T> {
  return succeeds.includes(a) ? make(w) : w.fixture(`refused: ${key}`, make);
}
/** A funded project (fundedProject's options) for a step that uses it up: see usedUp. */
const projectFor = (w: World, a: Actor, succeeds: readonly Actor[], opts: Parameters<typeof fundedProject>[2] = {}) =>
  usedUp(w, a, succeeds, `project ${JSON.stringify(opts)}`, (world) => fundedProject(world.ctx, people(world), opts));
/** One funded project per world, set up, for the routes that read or change it. */
const project = (w: World) => w.fixture('project', (world) => fundedProject(world.ctx, people(world)));
const indiaToday = () => indiaDate();
// Outputs as the grantee's form sends them (built apart: an object with a kind and a title reads as a notification to the linter).
const OUTPUT_TITLES = { paper: 'Dry slag granulation at pilot scale', pilot: 'Pilot drum at the plant' };
const PAPER_OUTPUT = { kind: 'PAPER', doi: '10.1016/j.jclepro.2025.141234', ['title']: OUTPUT_TITLES.paper };
const PILOT_OUTPUT = { kind: 'PILOT', ['title']: OUTPUT_TITLES.pilot };

/** The actor whose request the fuzz starts from. */
export function fuzzActor(entry: RouteEntry): Actor {
  if (entry.fuzzAs) return entry.fuzzAs;
  const order: Actor[] = ['admin', 'owner', 'collaborator', 'other', 'unverified', 'apiKey', 'anonymous', 'reviewer'];
  return order.find((a) => (entry.expect[a] ?? 500) < 300) ?? 'admin';
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** A round row written straight to the database (an SSA round whose cut-off was yesterday unless said). */
async function roundRow(w: World, values: Partial<typeof rounds.$inferInsert> = {}): Promise<string> {
  const [row] = await w.ctx.app.db
    .insert(rounds)
    .values({ scheme: 'SSA', name: 'Matrix committee round', cutoffAt: addDays(indiaToday(), -1), reviewDueAt: indiaToday(), budget: 1000000, ...values })
    .returning({ id: rounds.id });
  return row!.id;
}
/** An open round (cut-off ahead), one per world. */
const openRound = (w: World) =>
  w.fixture('open-round', (world) => roundRow(world, { cutoffAt: addDays(indiaToday(), 60), reviewDueAt: addDays(indiaToday(), 70) }));
/** A round past its cut-off with one proposal of the owner's on its agenda, two reviews in, one per world. */
const closedRound = (w: World) =>
  w.fixture('closed-round', async (world) => {
    const roundId = await roundRow(world);
    const proposalId = await insertProposalOf(world.ctx, world.accounts.owner.id, 'startup', { title: 'Matrix agenda item', requestedGrant: 100000 });
    await world.ctx.app.db.insert(roundEntries).values({ roundId, proposalId });
    await world.ctx.app.db.insert(reviewSummaries).values({
      proposalId,
      reviewCount: 2,
      meanScore: 70,
      minScore: 65,
      maxScore: 75,
      disagreement: false,
      fund: 2,
      fundWithChanges: 0,
      doNotFund: 0,
    });
    return { roundId, proposalId };
  });
/** A new round with one decided proposal, ready to release. */
async function decidedRound(w: World): Promise<string> {
  const roundId = await roundRow(w);
  const proposalId = await insertProposalOf(w.ctx, w.accounts.owner.id, 'startup', { title: 'Matrix decided item' });
  await w.ctx.app.db.insert(roundEntries).values({ roundId, proposalId, decision: 'DECLINE', decidedAt: new Date() });
  return roundId;
}
/** A round holding the owner's proposal under review with its reviewer assigned (review-setup), one per world. */
const reviewedRound = (w: World) =>
  w.fixture('reviewed-round', async (world) => {
    const { proposalId } = await reviewSetup(world);
    const roundId = await roundRow(world, { name: 'Matrix plan round' });
    await world.ctx.app.db.insert(roundEntries).values({ roundId, proposalId });
    return { roundId, proposalId };
  });
/** A round whose minutes are locked, with their PDF stored, one per world. */
const lockedRound = (w: World) =>
  w.fixture('locked-round', (world) =>
    roundRow(world, {
      releasedAt: new Date(),
      lockedAt: new Date(),
      minutesPdf: pdf('Minutes'),
      minutesSha256: 'x'.repeat(64),
      minutesPdfHi: pdf('Minutes in Hindi'),
      minutesSha256Hi: 'y'.repeat(64),
    }),
  );

/** The one-click unsubscribe token of the owner's alerts, subscribed once per world. */
const subscribedToken = (w: World) =>
  w.fixture('alerts-token', async (world) => {
    const userId = world.account('owner')!.id;
    await world.ctx.app.db
      .insert(alertSubscriptions)
      .values({ userId, kinds: ['CHALLENGE'], frequency: 'DAILY', generation: 1, nextDueAt: new Date(Date.now() + 86_400_000) })
      .onConflictDoNothing();
    return signUnsubscribeToken(world.ctx.config.jwtSecret, { userId, list: 'digest', generation: 1 });
  });
