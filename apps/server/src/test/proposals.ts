import { indexedEntries, indexedRowEntries, PROPOSAL_KINDS, type ProposalKindId } from '@portal/shared';
import { count, eq, sql } from 'drizzle-orm';
import { files, proposalCollaborators, proposalDocuments, proposals, users } from '../db/schema/index.js';
import type { TestContext } from './app.js';
import { multipart, pdf } from './multipart.js';
import { bearer } from './users.js';

export type Upload = { name: string; data: Buffer; type?: string };
/** A body under the server's names; lists and collaborator rows are encoded per transport. */
export type ProposalValues = Record<string, unknown>;

const FOCUS = ['Operational Excellence', 'Digital and Industry 4.0'];
const CONFIRMED = { detailsConfirmed: true, termsAccepted: true };

/** A valid body of each kind, as the wizards send it (category and type included). */
export function validBody(kindId: ProposalKindId, extra: ProposalValues = {}): ProposalValues {
  const kind = PROPOSAL_KINDS[kindId];
  const base = { category: kind.category, type: kind.type, focusArea: FOCUS, ...CONFIRMED };
  if (kindId === 'problem') {
    return {
      ...base,
      title: 'Slag reuse in road building',
      abstract: 'Steel slag piles up at the plant',
      detailedDescription: 'Two million tonnes a year',
      eligibilityCriteria: 'Road research institutes',
      postOnPortal: true,
      ...extra,
    };
  }
  if (kind.category === 'STEELCOLLAB') {
    return {
      ...base,
      title: 'Hydrogen-ready burners',
      abstract: 'Reheating furnaces burn natural gas',
      methodology: 'Burners tuned for hydrogen blends',
      currentStage: 'Pilot-scale',
      detailedDescription: 'Lower CO2 per tonne',
      objectives: 'A furnace for trials',
      postOnPortal: true,
      ...extra,
    };
  }
  return {
    ...base,
    name: 'Asha Rao',
    email: 'asha.rao@example.in',
    mobile: '+91 98765 43210',
    orgType: 'Academia',
    orgName: 'IIT Madras',
    designation: 'Professor',
    title: 'Hydrogen DRI pilot',
    abstract: 'Understanding the challenge',
    methodology: 'Initial idea in detail',
    expectedResults: 'Lower CO2 per tonne',
    riskFactors: 'Hydrogen supply risk',
    partnersInvolved: false,
    ...extra,
  };
}

/** A complete budget (₹20,00,000 over 24 months; contingency and overheads within their limits), in whole rupees. */
export function validBudget(
  amounts: Partial<Record<'equipment' | 'consumables' | 'manpower' | 'travel' | 'contingency' | 'overheads', number | null>> = {},
  durationMonths: number | null = 24,
) {
  const a = { equipment: 1_000_000, consumables: 300_000, manpower: 400_000, travel: 100_000, contingency: 50_000, overheads: 150_000, ...amounts };
  const line = (amount: number | null, what: string) => ({ amount, justification: amount ? `${what} for the pilot` : '' });
  return {
    durationMonths,
    heads: {
      equipment: line(a.equipment, 'Furnace instruments'),
      consumables: line(a.consumables, 'Reagents and gases'),
      manpower: line(a.manpower, 'Two research fellows'),
      travel: line(a.travel, 'Plant visits'),
      contingency: line(a.contingency, 'Unforeseen repairs'),
      overheads: line(a.overheads, 'Institute overheads'),
    },
  };
}

/** What a funding draft needs besides its answers to be submitted: the budget and the declaration of no other funding. */
export const validMoney = (): ProposalValues => ({ budget: validBudget(), noOtherFunding: true });

/** The body as multipart text entries: `focusArea[i]`, `collaborators[i][organisation]`, booleans as 'true'/'false'. */
export function formFields(values: ProposalValues): Record<string, string> {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    // The application's money travels as one JSON field each in multipart.
    if (key === 'budget' || key === 'otherFunding') entries.push([key, JSON.stringify(value)]);
    else if (key === 'collaborators' && Array.isArray(value)) entries.push(...indexedRowEntries(key, value as Record<string, string>[]));
    else if (Array.isArray(value)) entries.push(...indexedEntries(key, value.map(String)));
    else entries.push([key, String(value)]);
  }
  return Object.fromEntries(entries);
}

export const proposalPdf = (): Upload => ({ name: 'proposal.pdf', data: pdf('Proposal') });

/** Sends a body the way the kind's wizard does: JSON for Steelcollab, multipart (with a PDF unless told) for funding. */
export function sendProposal(
  ctx: TestContext,
  token: string | null,
  values: ProposalValues,
  opts: { method?: 'POST' | 'PATCH'; id?: string; file?: Upload | null; json?: boolean } = {},
) {
  const method = opts.method ?? 'POST';
  const url = opts.id ? `/api/proposals/${opts.id}` : '/api/proposals';
  const auth = token ? bearer(token) : {};
  const isFunding = values.category !== 'STEELCOLLAB' && !opts.json;
  if (!isFunding && opts.file === undefined) return ctx.app.inject({ method, url, headers: auth, payload: values as object });
  const file = opts.file === undefined ? (method === 'POST' ? proposalPdf() : null) : opts.file;
  const form = multipart(formFields(values), file ? [{ field: 'proposalFile', name: file.name, type: file.type ?? 'application/pdf', data: file.data }] : []);
  return ctx.app.inject({ method, url, headers: { ...auth, ...form.headers }, payload: form.payload });
}

/** Rows in the tables a proposal writes, to show that a refusal stored nothing. */
export async function storedCounts(ctx: TestContext) {
  const db = ctx.app.db;
  const [[p], [d], [f], [c]] = await Promise.all([
    db.select({ n: count() }).from(proposals),
    db.select({ n: count() }).from(proposalDocuments),
    db.select({ n: count() }).from(files),
    db.select({ n: count() }).from(proposalCollaborators),
  ]);
  return { proposals: p!.n, documents: d!.n, files: f!.n, collaborators: c!.n };
}

export const fieldErrors = (body: { errors?: { path: (string | number)[]; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path.join('.'), e.message]));

/** A challenge published through the admin API, open unless told otherwise. */
export async function publishChallenge(ctx: TestContext, adminToken: string, status: 'OPEN' | 'CLOSE' = 'OPEN'): Promise<string> {
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const form = multipart({ title: `Slag valorisation ${status}`, applicationDeadline: deadline, status, 'focusArea[0]': 'Operational Excellence' }, []);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/challenges', headers: { ...bearer(adminToken), ...form.headers }, payload: form.payload });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`challenge failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

/** A proposal row written straight to the database, for tests of other modules that only need one to exist. */
export async function insertProposalRow(ctx: TestContext): Promise<string> {
  const [owner] = await ctx.app.db.select({ id: users.id }).from(users).limit(1);
  const [row] = await ctx.app.db
    .insert(proposals)
    .values({
      userId: owner!.id,
      category: 'CHALLENGE',
      type: 'CHALLENGE_PROPOSAL',
      name: 'Test',
      email: 'test@example.in',
      mobile: '+91 98765 43210',
      title: 'Test proposal',
    })
    .returning({ id: proposals.id });
  return row!.id;
}

/**
 * Runs `fn` while the database refuses any mail to `email`: a real failure inside a proposal's
 * transaction (its last step queues the collaborators' mails), to show that nothing half-written stays.
 */
export async function whileMailRefused(ctx: TestContext, email: string, fn: () => Promise<void>): Promise<void> {
  await ctx.app.db.execute(
    sql.raw(`
    CREATE FUNCTION refuse_test_mail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW."to" = '${email.replace(/'/g, "''")}' THEN RAISE EXCEPTION 'mail refused for the test'; END IF; RETURN NEW; END $$`),
  );
  await ctx.app.db.execute(sql.raw('CREATE TRIGGER refuse_test_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_test_mail()'));
  try {
    await fn();
  } finally {
    await ctx.app.db.execute(sql.raw('DROP TRIGGER refuse_test_mail ON mail_outbox'));
    await ctx.app.db.execute(sql.raw('DROP FUNCTION refuse_test_mail()'));
  }
}

/** A proposal of a kind, owned by `userId`, written straight to the database (list tests need many). */
export async function insertProposalOf(
  ctx: TestContext,
  userId: string,
  kindId: ProposalKindId,
  values: Partial<typeof proposals.$inferInsert> = {},
): Promise<string> {
  const kind = PROPOSAL_KINDS[kindId];
  // As the service sets it: whether the owner's account is approved (decision 127).
  const [owner] = await ctx.app.db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  const ownerApproved = owner?.status === 'APPROVED';
  const [row] = await ctx.app.db
    .insert(proposals)
    .values({
      userId,
      category: kind.category,
      type: kind.type,
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      mobile: '+91 98765 43210',
      title: `A ${kind.label}`,
      ownerApproved,
      // As a submission sets it: a proposal that is not a draft was submitted (when it was created, unless said).
      submittedAt: values.status === 'DRAFT' ? null : (values.createdAt ?? new Date()),
      ...values,
    })
    .returning({ id: proposals.id });
  return row!.id;
}
