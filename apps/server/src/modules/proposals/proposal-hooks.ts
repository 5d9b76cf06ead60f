import type { ProposalKindId } from '@portal/shared';
import type { ProposalRound } from '@portal/shared/schemas';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { proposals } from '../../db/schema/index.js';

/**
 * What the proposals module asks of the modules built on it (reviews, clarifications, projects, rounds, overlap), which
 * import proposals and so cannot be imported by it (no import cycles between modules, decision 222).
 * app.ts wires them once, at startup, from those modules' faces; the owner of each table writes its
 * SQL (a review assignment's due date, a clarification thread's wait), proposals only places it.
 */
export interface ProposalHooks {
  /** reviews: the user reads the proposal as its assigned reviewer (no conflict declared). */
  readsAsReviewer(db: DbOrTx, proposalId: string, userId: string): Promise<boolean>;
  /** reviews: a proposal's people or organisation changed; live assignments now in conflict are released. */
  recheckConflicts(app: FastifyInstance, tx: DbOrTx, actorId: string, changed: { proposalIds?: string[]; userIds?: string[] }): Promise<number>;
  /** projects: the proposal's decision changed, in its transaction with the proposal's row locked. */
  followProposalDecision(tx: DbOrTx, actorId: string, proposalId: string, from: string, to: string): Promise<void>;
  /** rounds: in the submitting transaction, the proposal joins the earliest open round of its scheme (CM: of its challenge). */
  joinRound(app: FastifyInstance, tx: DbOrTx, proposal: { id: string; kindId: ProposalKindId; challengeId: string | null }): Promise<ProposalRound | null>;
  /** rounds: the current round of each proposal, the decision only once released. */
  roundsOf(db: DbOrTx, proposalIds: string[]): Promise<Map<string, ProposalRound>>;
  /**
   * rounds: before an admin's one-at-a-time status change, in its transaction: refused (409) once the round
   * has passed its cut-off and not released; before the cut-off the proposal leaves its round.
   */
  beforeSingleDecision(tx: DbOrTx, proposalId: string): Promise<void>;
  /**
   * collab: the Steelcollab connect's request to collaborate with the post's owner, in the connect's transaction
   * (decision 265): a new open request (silenced when the owner blocked the caller), or the open one between them.
   */
  openConnectRequest(
    tx: DbOrTx,
    input: { fromUserId: string; toUserId: string; proposalId: string; title: string },
  ): Promise<{ id: string; silenced: boolean }>;
  /** collab: whether the owner accepted a request from the caller, so that the post's contact may be given. */
  acceptedRequestBetween(db: DbOrTx, fromUserId: string, toUserId: string): Promise<boolean>;
  /** The lists' figures, as SQL correlated on `"proposals"."id"` (reviews and clarifications own them). */
  /** overlap: the proposals' text or people changed (submitted, edited), in the transaction that changed them. */
  textChanged(tx: DbOrTx, proposalIds: string[]): Promise<void>;
  listFlags: {
    reviewOverdue: SQL<boolean>;
    awaitingApplicant: SQL<boolean>;
    clarificationOverdue: SQL<boolean>;
    daysInReview: SQL<number | null>;
    likelyDuplicate: SQL<boolean>;
  };
}

let wired: ProposalHooks | null = null;

/** Called once by app.ts at startup. */
export function registerProposalHooks(hooks: ProposalHooks): void {
  wired = hooks;
}

export function proposalHooks(): ProposalHooks {
  if (!wired) throw new Error('The proposals module is not wired: app.ts calls registerProposalHooks at startup.');
  return wired;
}

/** One of the lists' figures, read from the hooks when the query is built (the lists' columns are constants). */
const flag = <T>(name: keyof ProposalHooks['listFlags']): SQL<T> => sql<T>`${{ getSQL: () => proposalHooks().listFlags[name] }}`;
export const reviewOverdueSql = flag<boolean>('reviewOverdue');
export const awaitingApplicantSql = flag<boolean>('awaitingApplicant');
export const clarificationOverdueSql = flag<boolean>('clarificationOverdue');
export const daysInReviewSql = flag<number | null>('daysInReview');
export const likelyDuplicateSql = flag<boolean>('likelyDuplicate');

/** One proposal's flags, for its details. */
export async function threadFlagsOf(
  db: DbOrTx,
  proposalId: string,
): Promise<{ awaitingApplicant: boolean; clarificationOverdue: boolean; daysInReview: number | null }> {
  const [row] = await db
    .select({ awaitingApplicant: awaitingApplicantSql, clarificationOverdue: clarificationOverdueSql, daysInReview: daysInReviewSql })
    .from(proposals)
    .where(eq(proposals.id, proposalId));
  return row ?? { awaitingApplicant: false, clarificationOverdue: false, daysInReview: null };
}
