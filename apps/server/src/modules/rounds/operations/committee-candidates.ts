import type { CommitteeCandidate, CommitteeCandidatesQuery } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { searchCommitteeCandidates } from '../../users/index.js';

/**
 * `GET /admin/committee-candidates`: a small page of the people who may sit on a round's committee (approved
 * administrators and reviewers) whose name or e-mail address holds the query; name, organisation and
 * designation only (decision 285).
 */
export async function committeeCandidates(app: FastifyInstance, q: CommitteeCandidatesQuery): Promise<CommitteeCandidate[]> {
  return searchCommitteeCandidates(app.db, q);
}
