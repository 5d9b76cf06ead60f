import { createHash } from 'node:crypto';
import { ROUND_MESSAGES as M } from '@portal/shared';
import type { AdminRound } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { findContacts } from '../../users/index.js';
import * as repo from '../rounds.repo.js';
import { agendaItems } from './agenda.js';
import { describeRounds } from './list-rounds.js';
import { renderMinutesPdf } from './minutes-pdf.js';
import { lockChangeableRound } from './round-access.js';

/**
 * `POST /admin/rounds/{id}/minutes`: locks the released round (CLOSED; every later change a 409), renders
 * the minutes once and stores the PDF with its SHA-256, which the audit trail records (decision 240).
 */
export async function lockMinutes(app: FastifyInstance, admin: SessionUser, id: string): Promise<AdminRound> {
  const row = await app.db.transaction(async (tx) => {
    const round = await lockChangeableRound(tx, id);
    if (!round.releasedAt) throw new AppError('CONFLICT', M.releaseFirst);
    const people = await findContacts(tx, round.memberIds);
    const lockedAt = new Date();
    const pdf = await renderMinutesPdf({
      round,
      chair: round.chairId ? (people.get(round.chairId)?.name ?? null) : null,
      members: round.memberIds.map((m) => ({ id: m, name: people.get(m)?.name ?? m, organization: people.get(m)?.organization ?? null })),
      items: await agendaItems(tx, round),
      lockedAt,
    });
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const row = await repo.updateRound(tx, id, { lockedAt, lockedBy: admin.id, minutesPdf: pdf, minutesSha256: sha256 });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'ROUND_MINUTES_LOCKED',
      entityType: 'round',
      entityId: id,
      before: null,
      after: { sha256, bytes: pdf.length },
    });
    return row;
  });
  return (await describeRounds(app, app.db, [row]))[0]!;
}

/** `GET /admin/rounds/{id}/minutes.pdf`: the stored bytes (404 before the lock). */
export async function minutesPdf(app: FastifyInstance, id: string): Promise<{ name: string; pdf: Buffer }> {
  const row = await repo.minutesOf(app.db, id);
  if (!row) throw new AppError('NOT_FOUND', M.roundMissing);
  if (!row.pdf) throw new AppError('NOT_FOUND', M.minutesMissing);
  return { name: row.name, pdf: row.pdf };
}
