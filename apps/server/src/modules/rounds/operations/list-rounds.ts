import { indiaDate, medianDays, type RoundScheme } from '@portal/shared';
import type { AdminRound, PublicRounds } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { RoundRow } from '../../../db/schema/index.js';
import { reviewFactsOf } from '../../reviews/index.js';
import { findContacts } from '../../users/index.js';
import * as repo from '../rounds.repo.js';
import { toAdminRound, toPublicRound } from '../rounds.view.js';
import { ensureOpenRound, requireRound } from './round-access.js';

/** Rounds as the admin reads them: counts of submitted, reviewed and decided, the meeting's people by name. */
export async function describeRounds(app: FastifyInstance, db: DbOrTx, rows: Omit<RoundRow, 'minutesPdf' | 'minutesPdfHi'>[]): Promise<AdminRound[]> {
  const counts = await repo.entryCounts(
    db,
    rows.map((r) => r.id),
  );
  const reviewed = await reviewFactsOf(
    db,
    counts.flatMap((c) => c.proposalIds),
  );
  const people = await findContacts(
    db,
    rows.flatMap((r) => [...r.memberIds, ...(r.chairId ? [r.chairId] : [])]),
  );
  const byRound = new Map(counts.map((c) => [c.roundId, c]));
  return rows.map((r) => {
    const c = byRound.get(r.id);
    return toAdminRound(
      r,
      { submitted: c ? Number(c.submitted) : 0, reviewed: c ? c.proposalIds.filter((id) => reviewed.has(id)).length : 0, decided: c?.decided ?? 0 },
      new Map([...people].map(([id, p]) => [id, { id, name: p.name, organization: p.organization }])),
    );
  });
}

/** `GET /admin/rounds`: every round, the quarterly defaults of OI and SSA created first if none is open. */
export async function listAdminRounds(app: FastifyInstance): Promise<AdminRound[]> {
  await ensureDefaults(app);
  return describeRounds(app, app.db, await repo.listRounds(app.db));
}

/** `GET /admin/rounds/{id}`. */
export async function getAdminRound(app: FastifyInstance, id: string): Promise<AdminRound> {
  return (await describeRounds(app, app.db, [await requireRound(app.db, id)]))[0]!;
}

/** The open rounds of the schemes without a challenge, each created at first need. */
async function ensureDefaults(app: FastifyInstance): Promise<void> {
  for (const scheme of ['OI', 'SSA'] as const) await app.db.transaction((tx) => ensureOpenRound(app, tx, scheme, null));
}

/**
 * `GET /rounds`: the open and coming rounds of each scheme (the defaults created if none is ahead) and
 * each scheme's median days from cut-off to release over the released rounds.
 */
export async function publicRounds(app: FastifyInstance): Promise<PublicRounds> {
  await ensureDefaults(app);
  const [coming, released] = await Promise.all([repo.listComingRounds(app.db, indiaDate()), repo.releasedDays(app.db)]);
  const median = (scheme: RoundScheme) => medianDays(released.filter((r) => r.scheme === scheme).map((r) => r.days));
  return { rounds: coming.map(toPublicRound), medianDaysToDecision: { OI: median('OI'), SSA: median('SSA'), CM: median('CM') } };
}
