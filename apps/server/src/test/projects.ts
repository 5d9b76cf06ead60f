import { addDays, indiaDate } from '@portal/shared';
import { proposalCollaborators } from '../db/schema/index.js';
import type { TestContext } from './app.js';
import { multipart, pdf } from './multipart.js';
import { insertProposalOf } from './proposals.js';
import { bearer, registerVerifiedUser, signInAdmin } from './users.js';

export type Person = Awaited<ReturnType<typeof registerVerifiedUser>>;

/** A projects test file's people: the admin's token, the grantee, their partner and someone outside the project. */
export async function projectPeople(ctx: TestContext, names: { owner: string; partner: string } = { owner: 'Meera Grantee', partner: 'Ravi Partner' }) {
  const adminToken = await signInAdmin(ctx);
  const owner = await registerVerifiedUser(ctx, { name: names.owner });
  const partner = await registerVerifiedUser(ctx, { name: names.partner });
  const stranger = await registerVerifiedUser(ctx, { name: 'Sunil Stranger' });
  return { adminToken, owner, partner, stranger };
}

/** A transaction reference no other release of the run has. */
export const uniqueRef = (n: number) => `UTR-${n}-${Math.random().toString(36).slice(2, 8)}`;

/** The admin releases tranche `n` of the project (today, a fresh reference, unless `body` says otherwise). */
export function releaseTranche(
  ctx: TestContext,
  adminToken: string,
  id: string,
  n: number,
  body: object = { releasedOn: indiaDate(), transactionRef: uniqueRef(n) },
) {
  return ctx.app.inject({ method: 'POST', url: `/api/admin/projects/${id}/tranches/${n}/release`, headers: bearer(adminToken), payload: body });
}

/** Valid project terms: started 200 days ago, two milestones. */
export function projectTerms(cost = 1_000_000) {
  const start = addDays(indiaDate(), -200);
  return {
    approvedCost: cost,
    startDate: start,
    milestones: [
      { title: 'Lab trials', dueDate: addDays(start, 60), deliverable: 'Trial report' },
      { title: 'Final report', dueDate: addDays(start, 365), deliverable: 'Completion report' },
    ],
  };
}

/** A milestone report as the grantee's form sends it: multipart with a PDF. */
export function reportForm(fields: Record<string, string> = { type: 'MILESTONE', milestoneIndex: '0', text: 'Trials done.' }) {
  return multipart(fields, [{ field: 'file', name: 'report.pdf', type: 'application/pdf', data: pdf('Report') }]);
}

export function agreementForm() {
  return multipart({}, [{ field: 'agreement', name: 'agreement.pdf', type: 'application/pdf', data: pdf('Agreement') }]);
}

/**
 * A public project: an APPROVED Open Innovation proposal of `ownerId` with `values`, its terms set and its
 * agreement uploaded by the admin (the public data's version moves and is announced).
 */
export async function agreedProject(ctx: TestContext, adminToken: string, ownerId: string, values: Parameters<typeof insertProposalOf>[3]): Promise<string> {
  const id = await insertProposalOf(ctx, ownerId, 'openInnovation', { status: 'APPROVED', ...values });
  const terms = await ctx.app.inject({ method: 'PUT', url: `/api/admin/projects/${id}`, headers: bearer(adminToken), payload: projectTerms() });
  if (terms.statusCode !== 200) throw new Error(`project: ${terms.statusCode} ${terms.body}`);
  const form = agreementForm();
  const agreed = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${id}/agreement`,
    headers: { ...bearer(adminToken), ...form.headers },
    payload: form.payload,
  });
  if (agreed.statusCode !== 200) throw new Error(`agreement: ${agreed.statusCode} ${agreed.body}`);
  return id;
}

/**
 * An APPROVED Open Innovation proposal of `ownerId` naming `collaboratorId`, with its project set up by
 * the admin; optionally with the agreement uploaded and a first milestone report submitted.
 */
export async function fundedProject(
  ctx: TestContext,
  people: { ownerId: string; ownerToken: string; collaboratorId: string; adminToken: string },
  opts: { agreement?: boolean; report?: boolean; released?: boolean; summary?: boolean; reference?: string } = {},
): Promise<{ id: string; reportId: string | null }> {
  const id = await insertProposalOf(ctx, people.ownerId, 'openInnovation', { title: 'Matrix project', status: 'APPROVED', reference: opts.reference ?? null });
  await ctx.app.db.insert(proposalCollaborators).values({ proposalId: id, userId: people.collaboratorId });
  const setUp = await ctx.app.inject({ method: 'PUT', url: `/api/admin/projects/${id}`, headers: bearer(people.adminToken), payload: projectTerms() });
  if (setUp.statusCode !== 200) throw new Error(`project: ${setUp.statusCode} ${setUp.body}`);
  if (opts.agreement || opts.released) {
    const form = agreementForm();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${id}/agreement`,
      headers: { ...bearer(people.adminToken), ...form.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 200) throw new Error(`agreement: ${res.statusCode} ${res.body}`);
  }
  if (opts.released) {
    const res = await releaseTranche(ctx, people.adminToken, id, 1, { releasedOn: indiaDate(), transactionRef: 'UTR-MATRIX-0' });
    if (res.statusCode !== 200) throw new Error(`release: ${res.statusCode} ${res.body}`);
  }
  if (opts.summary) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/public-summary`,
      headers: bearer(people.ownerToken),
      payload: { text: publicSummaryText() },
    });
    if (res.statusCode !== 200) throw new Error(`summary: ${res.statusCode} ${res.body}`);
  }
  let reportId: string | null = null;
  if (opts.report) {
    const form = reportForm();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/reports`,
      headers: { ...bearer(people.ownerToken), ...form.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 201) throw new Error(`report: ${res.statusCode} ${res.body}`);
    reportId = (res.json().data.reports as { id: string }[])[0]!.id;
  }
  return { id, reportId };
}

/** A public summary of the allowed length (200–2 000 characters). */
export const publicSummaryText = (topic = 'Hydrogen-based direct reduction of iron ore at pilot scale') =>
  `${topic}: the project tests the process in a pilot furnace, measures the energy used and the emissions avoided, and publishes what it learns for the steel industry. `
    .repeat(2)
    .trim();
