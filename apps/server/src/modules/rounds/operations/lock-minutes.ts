import { createHash } from 'node:crypto';
import { ROUND_MESSAGES as M } from '@portal/shared';
import type { AdminRound, RoundMinutesLockInput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { hasDevanagariFont } from '../../../lib/devanagari.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { findContacts } from '../../users/index.js';
import * as repo from '../rounds.repo.js';
import { agendaItems } from './agenda.js';
import { describeRounds } from './list-rounds.js';
import { type MinutesLanguage, renderMinutesPdf } from './minutes-pdf.js';
import { lockChangeableRound } from './round-access.js';

/**
 * The languages the minutes are written in: those asked for; unasked, English and Hindi, as a ministry's
 * committee records them (decision 284), or English alone where the Devanagari font is missing. Hindi asked
 * for without the font is refused (503) before anything is locked: the record is never silently English.
 */
function minutesLanguages(asked: RoundMinutesLockInput['language']): MinutesLanguage[] {
  const font = hasDevanagariFont();
  if (!asked) return font ? ['en', 'hi'] : ['en'];
  if (asked !== 'en' && !font) throw new AppError('UNAVAILABLE', M.minutesHindiUnavailable);
  return asked === 'both' ? ['en', 'hi'] : [asked];
}

const sha256Of = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');

/**
 * `POST /admin/rounds/{id}/minutes`: locks the released round (CLOSED; every later change a 409), renders
 * the minutes once in each language asked for and stores each PDF with its SHA-256, which the audit trail
 * records (decisions 240, 284).
 */
export async function lockMinutes(app: FastifyInstance, admin: SessionUser, id: string, input: RoundMinutesLockInput = {}): Promise<AdminRound> {
  const languages = minutesLanguages(input.language);
  const row = await app.db.transaction(async (tx) => {
    const round = await lockChangeableRound(tx, id);
    if (!round.releasedAt) throw new AppError('CONFLICT', M.releaseFirst);
    const people = await findContacts(tx, round.memberIds);
    const lockedAt = new Date();
    const facts = {
      round,
      chair: round.chairId ? (people.get(round.chairId)?.name ?? null) : null,
      members: round.memberIds.map((m) => ({ id: m, name: people.get(m)?.name ?? m, organization: people.get(m)?.organization ?? null })),
      items: await agendaItems(tx, round),
      lockedAt,
    };
    const en = languages.includes('en') ? await renderMinutesPdf(facts, 'en') : null;
    const hi = languages.includes('hi') ? await renderMinutesPdf(facts, 'hi') : null;
    const row = await repo.updateRound(tx, id, {
      lockedAt,
      lockedBy: admin.id,
      minutesPdf: en,
      minutesSha256: en && sha256Of(en),
      minutesPdfHi: hi,
      minutesSha256Hi: hi && sha256Of(hi),
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'ROUND_MINUTES_LOCKED',
      entityType: 'round',
      entityId: id,
      before: null,
      after: {
        language: input.language ?? (hi ? 'both' : 'en'),
        ...(en ? { sha256: row.minutesSha256, bytes: en.length } : {}),
        ...(hi ? { sha256Hi: row.minutesSha256Hi, bytesHi: hi.length } : {}),
      },
    });
    return row;
  });
  return (await describeRounds(app, app.db, [row]))[0]!;
}

/**
 * `GET /admin/rounds/{id}/minutes.pdf?language=`: the stored bytes in that language; without one, the English
 * minutes, else the Hindi (404 before the lock, or in a language they were not written in).
 */
export async function minutesPdf(
  app: FastifyInstance,
  id: string,
  language?: MinutesLanguage,
): Promise<{ name: string; language: MinutesLanguage; pdf: Buffer }> {
  const wanted: MinutesLanguage = language ?? 'en';
  const row = await repo.minutesOf(app.db, id, wanted);
  if (!row) throw new AppError('NOT_FOUND', M.roundMissing);
  if (!row.lockedAt) throw new AppError('NOT_FOUND', M.minutesMissing);
  if (row.pdf) return { name: row.name, language: wanted, pdf: row.pdf };
  if (!language) return minutesPdf(app, id, 'hi');
  throw new AppError('NOT_FOUND', M.minutesLanguageMissing);
}
