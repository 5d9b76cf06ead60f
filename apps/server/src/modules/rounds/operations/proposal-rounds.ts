import { fillMessage, isBeforeCutoff, PROPOSAL_REFERENCE_SCHEMES, ROUND_MESSAGES as M, ROUND_SCHEMES, type RoundScheme, writtenDay } from '@portal/shared';
import type { ProposalRound } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { DbOrTx } from '../../../db/client.js';
import type { ProposalHooks } from '../../proposals/index.js';
import * as repo from '../rounds.repo.js';
import { ensureOpenRound } from './round-access.js';

/* The rounds as the proposals module reaches them: app.ts wires these into its hooks (decision 274). */

/** In the submitting transaction: the proposal joins the earliest open round of its scheme (CM: of its challenge). */
export const joinRound: ProposalHooks['joinRound'] = async (app: FastifyInstance, tx: DbOrTx, proposal) => {
  const scheme = PROPOSAL_REFERENCE_SCHEMES[proposal.kindId];
  if (!(ROUND_SCHEMES as readonly string[]).includes(scheme)) return null;
  const round = await ensureOpenRound(app, tx, scheme as RoundScheme, scheme === 'CM' ? proposal.challengeId : null);
  await repo.insertEntry(tx, { roundId: round.id, proposalId: proposal.id });
  return { id: round.id, name: round.name, cutoffAt: round.cutoffAt, meetingAt: round.meetingAt, editingClosed: false, decision: null };
};

/** The current round of each proposal, the decision only once released. */
export const roundsOf: ProposalHooks['roundsOf'] = async (db, proposalIds) => {
  const out = new Map<string, ProposalRound>();
  for (const { entry, round } of await repo.currentEntriesOf(db, proposalIds)) {
    out.set(entry.proposalId, {
      id: round.id,
      name: round.name,
      cutoffAt: round.cutoffAt,
      meetingAt: round.meetingAt,
      editingClosed: !isBeforeCutoff(round.cutoffAt),
      // Decisions are the committee's until released: the applicant sees nothing before (decision 239).
      decision: round.releasedAt && entry.decision ? { decision: entry.decision, conditions: entry.conditions } : null,
    });
  }
  return out;
};

/** Before an admin's one-at-a-time status change: refused once the round's cut-off has passed (decision 238). */
export const beforeSingleDecision: ProposalHooks['beforeSingleDecision'] = async (tx, proposalId) => {
  const found = await repo.currentEntryOf(tx, proposalId);
  if (!found) return;
  const round = await repo.lockRound(tx, found.round.id);
  if (!round || round.releasedAt) return;
  // Before the cut-off an admin may still screen a proposal out (or in): it leaves the round (decision 238).
  if (isBeforeCutoff(round.cutoffAt)) return repo.deleteEntry(tx, round.id, proposalId);
  throw new AppError('CONFLICT', fillMessage(M.decidedByCommittee, { round: round.name, date: writtenDay(round.cutoffAt) }));
};
