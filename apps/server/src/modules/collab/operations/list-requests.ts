import type { CollabRequest, CollabRequestList } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { CollabRequestRow } from '../../../db/schema/index.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { collabPeople } from '../../users/index.js';
import * as repo from '../collab.repo.js';
import { toRequest } from '../collab.view.js';
import { aboutOf } from './request-about.js';

/** The newest requests a list shows, sent and received together. */
const LIST_LIMIT = 100;

/** Requests as their viewer sees them, with what they are about, and (received) whether reported or the sender blocked. */
export async function viewRequests(db: DbOrTx, viewerId: string, rows: CollabRequestRow[], now: Date): Promise<CollabRequest[]> {
  const people = await collabPeople(db, [...new Set(rows.flatMap((r) => [r.fromUser, r.toUser]))]);
  const reported = await repo.reportedRequestIds(
    db,
    rows.filter((r) => r.toUser === viewerId).map((r) => r.id),
  );
  const blocked = await repo.blockedBy(
    db,
    viewerId,
    rows.filter((r) => r.toUser === viewerId).map((r) => r.fromUser),
  );
  const out: CollabRequest[] = [];
  for (const row of rows) {
    const received = row.toUser === viewerId;
    out.push(
      toRequest(
        row,
        viewerId,
        people,
        { about: await aboutOf(db, row), reported: received && reported.has(row.id), blocked: received && blocked.has(row.fromUser) },
        now,
      ),
    );
  }
  return out;
}

/** `GET /collab/requests`: the caller's requests received and sent, newest first; a silenced one only to its sender. */
export async function listRequests(app: FastifyInstance, actor: SessionUser): Promise<CollabRequestList> {
  const now = new Date();
  const rows = await repo.listRequestsOf(app.db, actor.id, LIST_LIMIT);
  const views = await viewRequests(app.db, actor.id, rows, now);
  return { received: views.filter((v) => v.direction === 'RECEIVED'), sent: views.filter((v) => v.direction === 'SENT') };
}
