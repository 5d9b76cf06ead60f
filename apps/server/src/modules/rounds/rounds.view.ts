import { type PublicRound, type AdminRound } from '@portal/shared/schemas';
import { roundStateOf } from '@portal/shared';
import type { RoundRow } from '../../db/schema/index.js';

type Counts = AdminRound['counts'];
type Person = { id: string; name: string; organization: string | null };

/** A round as the admin reads it; the meeting's people by name. */
export function toAdminRound(row: Omit<RoundRow, 'minutesPdf' | 'minutesPdfHi'>, counts: Counts, people: Map<string, Person>): AdminRound {
  const chair = row.chairId ? people.get(row.chairId) : undefined;
  return {
    id: row.id,
    scheme: row.scheme,
    challengeId: row.challengeId,
    name: row.name,
    cutoffAt: row.cutoffAt,
    reviewDueAt: row.reviewDueAt,
    meetingAt: row.meetingAt,
    budget: row.budget,
    state: roundStateOf(row),
    counts,
    meeting: row.meetingHeldOn
      ? {
          heldOn: row.meetingHeldOn,
          chair: { id: row.chairId ?? '', name: chair?.name ?? '' },
          members: row.memberIds.map((id) => ({ id, name: people.get(id)?.name ?? '', organization: people.get(id)?.organization ?? null })),
        }
      : null,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    lockedAt: row.lockedAt?.toISOString() ?? null,
    minutesSha256: row.minutesSha256,
    minutesSha256Hi: row.minutesSha256Hi,
  };
}

/** A round as the public reads it: an allow-list of fields. */
export function toPublicRound(
  row: Pick<RoundRow, 'id' | 'scheme' | 'name' | 'cutoffAt' | 'meetingAt' | 'meetingHeldOn' | 'releasedAt' | 'lockedAt'>,
): PublicRound {
  return { id: row.id, scheme: row.scheme, name: row.name, cutoffAt: row.cutoffAt, meetingAt: row.meetingAt, state: roundStateOf(row) };
}
