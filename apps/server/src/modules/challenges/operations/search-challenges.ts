import { indiaDate } from '@portal/shared';
import type { AdminChallenge, AdminChallengesQuery, Challenge, ChallengeSearchQuery } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as repo from '../challenges.repo.js';
import { toAdminChallenge, toChallenge } from '../challenges.view.js';

/** The public list: anyone with the public credential reads it. */
export async function searchChallenges(app: FastifyInstance, query: ChallengeSearchQuery): Promise<{ data: Challenge[]; total: number }> {
  const { rows, total } = await repo.searchChallenges(app.db, query, { withTotals: false });
  const now = new Date();
  return { data: rows.map((row) => toChallenge(row, app.storage, now)), total };
}

/** The committee's list, with each challenge's totals. */
export async function listChallengesForAdmin(app: FastifyInstance, query: AdminChallengesQuery): Promise<{ data: AdminChallenge[]; total: number }> {
  const { rows, total } = await repo.searchChallenges(app.db, query, { withTotals: true });
  const now = new Date();
  return { data: rows.map((row) => toAdminChallenge(row, app.storage, now)), total };
}

/** How many challenges take applications today (India time) and how many do not, for the admin dashboard. */
export function countOpenAndClosed(app: FastifyInstance, now: Date = new Date()): Promise<{ open: number; closed: number }> {
  return repo.countOpenAndClosed(app.db, indiaDate(now));
}
