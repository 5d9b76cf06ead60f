import { defaultRoundName, ROUND_MESSAGES as M } from '@portal/shared';
import type { AdminRound, RoundCreateInput, RoundMeetingInput, RoundUpdateInput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { challengeFacts } from '../../challenges/index.js';
import { committeeEligibleIds, findContacts } from '../../users/index.js';
import * as repo from '../rounds.repo.js';
import { describeRounds } from './list-rounds.js';
import { checkDates, lockChangeableRound } from './round-access.js';

/** `POST /admin/rounds`: a Challenge Method round names its challenge, no other round does; audited. */
export async function createRound(app: FastifyInstance, admin: SessionUser, input: RoundCreateInput): Promise<AdminRound> {
  if (input.scheme === 'CM' && !input.challengeId)
    throw new AppError('BAD_REQUEST', M.challengeRequiredForCm, [{ path: ['body', 'challengeId'], message: M.challengeRequiredForCm }]);
  if (input.scheme !== 'CM' && input.challengeId)
    throw new AppError('BAD_REQUEST', M.challengeOnlyForCm, [{ path: ['body', 'challengeId'], message: M.challengeOnlyForCm }]);
  checkDates(input.cutoffAt, input.reviewDueAt);
  let challengeTitle: string | null = null;
  if (input.challengeId) {
    const challenge = await challengeFacts(app.db, input.challengeId);
    if (!challenge) throw new AppError('BAD_REQUEST', M.challengeMissing, [{ path: ['body', 'challengeId'], message: M.challengeMissing }]);
    challengeTitle = challenge.title;
  }
  const row = await app.db.transaction(async (tx) => {
    const row = await repo.insertRound(tx, {
      scheme: input.scheme,
      challengeId: input.challengeId ?? null,
      name: input.name ?? defaultRoundName(input.scheme, input.cutoffAt, challengeTitle),
      cutoffAt: input.cutoffAt,
      reviewDueAt: input.reviewDueAt,
      meetingAt: input.meetingAt ?? null,
      budget: input.budget,
      createdBy: admin.id,
    });
    await recordAudit(tx, { actorId: admin.id, action: 'ROUND_CREATED', entityType: 'round', entityId: row.id, before: null, after: { ...input } });
    return row;
  });
  return (await describeRounds(app, app.db, [row]))[0]!;
}

/**
 * `PATCH /admin/rounds/{id}`: any of the dates, the name and the budget until the minutes are locked. The
 * cut-off may move earlier, into the past too, which closes the round at once. Audited with before and after.
 */
export async function updateRound(app: FastifyInstance, admin: SessionUser, id: string, input: RoundUpdateInput): Promise<AdminRound> {
  const row = await app.db.transaction(async (tx) => {
    const current = await lockChangeableRound(tx, id);
    checkDates(input.cutoffAt ?? current.cutoffAt, input.reviewDueAt ?? current.reviewDueAt);
    const changes = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && current[k as keyof typeof current] !== v));
    if (Object.keys(changes).length === 0) return current;
    // An admin's cut-off makes the round theirs: the portal's quarterly default is then created anew if needed.
    const row = await repo.updateRound(tx, id, { ...changes, ...(changes.cutoffAt ? { isDefault: false } : {}) });
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof typeof current]]));
    await recordAudit(tx, { actorId: admin.id, action: 'ROUND_UPDATED', entityType: 'round', entityId: id, before, after: changes });
    return row;
  });
  return (await describeRounds(app, app.db, [row]))[0]!;
}

/**
 * `PUT /admin/rounds/{id}/meeting`: when it met, its chair and members: existing accounts eligible for a
 * committee (approved administrators and reviewers, decision 285), the chair among them.
 */
export async function recordMeeting(app: FastifyInstance, admin: SessionUser, id: string, input: RoundMeetingInput): Promise<AdminRound> {
  const memberIds = [...new Set(input.memberIds)];
  if (!memberIds.includes(input.chairId)) throw new AppError('BAD_REQUEST', M.chairNotMember, [{ path: ['body', 'chairId'], message: M.chairNotMember }]);
  const row = await app.db.transaction(async (tx) => {
    const current = await lockChangeableRound(tx, id);
    const known = await findContacts(tx, memberIds);
    const unknown = memberIds.findIndex((m) => !known.has(m));
    if (unknown >= 0) throw new AppError('BAD_REQUEST', M.memberMissing, [{ path: ['body', 'memberIds', unknown], message: M.memberMissing }]);
    const eligible = await committeeEligibleIds(tx, memberIds);
    const ineligible = memberIds.map((m, i) => [m, i] as const).filter(([m]) => !eligible.has(m));
    if (ineligible.length)
      throw new AppError(
        'BAD_REQUEST',
        M.memberNotEligible,
        ineligible.map(([, i]) => ({ path: ['body', 'memberIds', i], message: M.memberNotEligible })),
      );
    const row = await repo.updateRound(tx, id, { meetingHeldOn: input.heldOn, meetingAt: input.heldOn, chairId: input.chairId, memberIds });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'ROUND_MEETING_RECORDED',
      entityType: 'round',
      entityId: id,
      before: current.meetingHeldOn ? { heldOn: current.meetingHeldOn, chairId: current.chairId, memberIds: current.memberIds } : null,
      after: { heldOn: input.heldOn, chairId: input.chairId, memberIds },
    });
    return row;
  });
  return (await describeRounds(app, app.db, [row]))[0]!;
}
