import type { CollabReport } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/shared';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { collabPeople } from '../../users/index.js';
import * as repo from '../collab.repo.js';

const REPORTS_LIMIT = 200;

/** `GET /admin/collab/reports`: reported requests not dismissed, newest first, with the reporter's reason and whether the sender is suspended. */
export async function listReports(app: FastifyInstance): Promise<CollabReport[]> {
  const rows = await repo.listReports(app.db, REPORTS_LIMIT);
  const people = await collabPeople(app.db, [...new Set(rows.flatMap((r) => [r.reporterId, r.senderId]))]);
  const suspended = await repo.suspendedAmong(
    app.db,
    rows.map((r) => r.senderId),
  );
  return rows.map((r) => ({
    id: r.id,
    requestId: r.requestId,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    reporter: { id: r.reporterId, name: people.get(r.reporterId)?.name ?? '' },
    sender: { id: r.senderId, name: people.get(r.senderId)?.name ?? '', email: people.get(r.senderId)?.email ?? '', suspended: suspended.has(r.senderId) },
    message: r.message,
  }));
}

/** `PUT` / `DELETE /admin/collab/suspensions/{userId}`: suspend a sender's requests, or lift it. */
export async function setSuspension(
  app: FastifyInstance,
  admin: SessionUser,
  userId: string,
  suspended: boolean,
): Promise<{ userId: string; suspended: boolean }> {
  if (!(await collabPeople(app.db, [userId])).has(userId)) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  await repo.setSuspended(app.db, userId, admin.id, suspended);
  return { userId, suspended };
}

/** `POST /admin/collab/reports/{id}/dismiss`: the admin finds nothing to act on; the report leaves the list. Once. */
export async function dismissReport(app: FastifyInstance, admin: SessionUser, id: string): Promise<{ id: string; dismissed: true }> {
  return app.db.transaction(async (tx) => {
    const row = await repo.lockReport(tx, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.collabReportMissing);
    if (row.dismissedAt) throw new AppError('CONFLICT', MESSAGES.collabReportAlreadyDismissed);
    await repo.dismissReport(tx, row.id, admin.id, new Date());
    return { id: row.id, dismissed: true as const };
  });
}
