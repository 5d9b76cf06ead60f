import { clarificationState, proposalKindOf } from '@portal/shared';
import type { OpenClarification } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.js';
import { proposalsInReachOf } from '../../proposals/index.js';
import * as repo from '../clarifications.repo.js';

/** `GET /clarifications/mine`: the questions waiting on the caller (owner or collaborator), soonest date first. */
export async function openClarifications(app: FastifyInstance, viewer: SessionUser): Promise<OpenClarification[]> {
  const proposals = new Map((await proposalsInReachOf(app.db, viewer.id)).map((p) => [p.id, p]));
  const rows = (await repo.listWaitingOn(app.db, [...proposals.keys()])).map((r) => ({ ...r, ...proposals.get(r.proposalId)!, id: r.id }));
  const latest = await repo.latestQuestions(
    app.db,
    rows.map((r) => r.id),
  );
  const now = new Date();
  return rows.map((r) => ({
    id: r.id,
    proposalId: r.proposalId,
    proposalTitle: r.title,
    link: proposalKindOf(r.category, r.type)!.detailPath(r.proposalId),
    question: latest.get(r.id) ?? r.comment,
    askedAt: r.createdAt.toISOString(),
    respondBy: r.respondBy,
    state: clarificationState({ closed: false, waiting: true, respondBy: r.respondBy }, now),
  }));
}
