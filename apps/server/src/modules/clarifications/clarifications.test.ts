import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clarifications } from '../../db/schema/index.js';
import { respondByBounds } from '@portal/shared';
import type { TestContext } from '../../test/app.js';
import { insertProposalOf } from '../../test/proposals.js';
import { bearer, createAdminTestApp, registerVerifiedUser } from '../../test/users.js';
import type { SessionUser } from '../../plugins/auth.js';
import { clarificationTargets } from './clarification-owners.js';
import { askClarification } from './operations/ask-clarification.js';
import { listClarificationsFor } from './operations/list-clarifications.js';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => ({ ctx, adminToken } = await createAdminTestApp()));
afterAll(() => ctx.close());

const ask = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/profileclarification', headers: bearer(adminToken), payload });

describe('clarification owners', () => {
  it('records the request in the audit log against the user', async () => {
    const user = await registerVerifiedUser(ctx);
    const res = await ask({ post_id: user.id, post_type: 'USER', clarification: 'Which plant do you work at?' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"status":"success","message":"Mail sent for more clarification","data":null}');
    const [audit] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit).toMatchObject({ action: 'CLARIFICATION_REQUESTED', entityType: 'user', after: { postType: 'USER', comment: 'Which plant do you work at?' } });
  });

  it('answers 404 for a post type without an owner row, or a user that does not exist, and stores and mails nothing', async () => {
    // Mail queued before this test is delivered first, so that the count below is of this test's alone.
    await ctx.app.mailer.drain();
    const mails = ctx.smtp.mails.length;
    const id = randomUUID();
    for (const post_type of ['PROBLEM', 'CHALLENGE']) {
      const res = await ask({ post_id: id, post_type, clarification: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Proposal not found');
    }
    const missing = await ask({ post_id: id, post_type: 'USER', clarification: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
    expect(await ctx.app.db.select().from(clarifications).where(eq(clarifications.postId, id))).toHaveLength(0);
    await ctx.app.mailer.drain();
    expect(ctx.smtp.mails).toHaveLength(mails);
  });

  it('a row added to the table makes its post type askable, mailed to the owner that row finds', async () => {
    const owner = await registerVerifiedUser(ctx);
    const postId = await insertProposalOf(ctx, owner.id, 'problem');
    const usersRow = clarificationTargets(ctx.app).USER!;
    // What the proposals module adds: here a PROBLEM whose owner is found by the users row.
    const targets = {
      PROBLEM: { ...usersRow, entityType: 'proposal' as const, findOwner: (tx: Parameters<typeof usersRow.findOwner>[0]) => usersRow.findOwner(tx, owner.id) },
    };
    const admin = { id: owner.id, roles: ['ADMIN'] } as SessionUser;
    const after = ctx.smtp.mails.length;
    await askClarification(
      ctx.app,
      admin,
      { post_id: postId, post_type: 'PROBLEM', clarification: 'Share the furnace data.', respondBy: respondByBounds().from },
      targets,
    );
    const mail = await ctx.smtp.waitFor(owner.email, { after, subject: /clarification/i });
    expect(mail.text).toContain('Share the furnace data.');
    expect(await listClarificationsFor(ctx.app, 'PROBLEM', postId)).toEqual([
      {
        id: expect.any(String),
        comment: 'Share the furnace data.',
        createdAt: expect.any(String),
        askedBy: expect.any(String),
        respondBy: respondByBounds().from,
        state: 'OPEN',
        replies: [],
      },
    ]);
    expect(await listClarificationsFor(ctx.app, 'USER', postId)).toEqual([]);
  });
});
