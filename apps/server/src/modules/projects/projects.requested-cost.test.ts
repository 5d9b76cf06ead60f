import { fillMessage, MESSAGES } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { projectTerms } from '../../test/projects.js';
import { fieldErrors, insertProposalOf } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

/** A project starts from the application's requested cost: less with a reason, never more (decision 235). */
let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { organizationCategory: 'Academia' });
});
afterAll(() => ctx.close());

const setUp = (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/projects/${id}`, headers: bearer(adminToken), payload });

describe('the project set-up against the requested cost', () => {
  it('refuses more than was asked, asks a reason for less, and audits the requested cost and the reason', async () => {
    const id = await insertProposalOf(ctx, owner.id, 'openInnovation', { status: 'APPROVED', projectCost: 2_000_000, requestedGrant: 1_200_000 });
    const more = await setUp(id, projectTerms(2_000_001));
    expect(more.statusCode).toBe(400);
    expect(fieldErrors(more.json())['body.approvedCost']).toBe(fillMessage(MESSAGES.projectCostAboveRequested, { requested: '₹20,00,000' }));
    const less = await setUp(id, projectTerms(1_500_000));
    expect(less.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(less.json()))).toEqual(['body.reductionReason']);
    const short = await setUp(id, { ...projectTerms(1_500_000), reductionReason: 'too much' });
    expect(short.statusCode).toBe(400);
    const reason = 'Equipment already available at the partner plant';
    const ok = await setUp(id, { ...projectTerms(1_500_000), reductionReason: reason });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ approvedCost: 1_500_000, grant: 900_000 });
    const [entry] = await ctx.app.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'PROJECT_SET_UP')));
    expect(entry!.after).toMatchObject({ requestedCost: 2_000_000, reductionReason: reason, approvedCost: 1_500_000 });
  });

  it('the requested cost itself needs no reason; a proposal without a budget has no requested cost to hold to', async () => {
    const asked = await insertProposalOf(ctx, owner.id, 'startup', { status: 'APPROVED', projectCost: 2_000_000 });
    expect((await setUp(asked, projectTerms(2_000_000))).statusCode).toBe(200);
    const notGiven = await insertProposalOf(ctx, owner.id, 'startup', { status: 'APPROVED' });
    expect((await setUp(notGiven, projectTerms(5_000_000))).statusCode).toBe(200);
  });
});
