import type { ProposalSearchQuery, ProposalSearchRow } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { searchPublicProposals } from '../search.repo.js';

export type SearchResult = { rows: ProposalSearchRow[]; total: number; totalExact: boolean };

/**
 * `GET /proposals/search`: public Steelcollab posts only. Without an explicit sortBy, a query ranks
 * by relevance and no query lists newest first. A query's total may be a lower bound (`totalExact`).
 */
export async function searchProposals(app: FastifyInstance, q: ProposalSearchQuery, sortByGiven: boolean): Promise<SearchResult> {
  const sortBy = sortByGiven ? q.sortBy : q.query ? 'relevance' : 'createdAt';
  const { rows, total, totalExact } = await searchPublicProposals(app.db, { ...q, sortBy });
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, totalExact };
}
