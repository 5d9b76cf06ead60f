import { indiaDateTime, proposalKindOf, REVIEW_RECOMMENDATION_LABELS } from '@portal/shared';
import type { ReviewRankingQuery, ReviewRankingRow } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { csvRecord } from '../../../lib/csv.js';
import type { DbOrTx } from '../../../db/client.js';
import { proposalHeadsOf } from '../../proposals/index.js';
import * as repo from '../reviews.repo.js';

type Filters = Pick<ReviewRankingQuery, 'category' | 'type' | 'challengeId'>;

/** A page of the ranking with its proposals' title, kind, status and organisation: two queries, whatever the page's size. */
async function rankedPage(db: DbOrTx, q: Filters, page: { limit: number; offset: number }) {
  const rows = await repo.rankProposals(db, q, page);
  const heads = await proposalHeadsOf(
    db,
    rows.map((r) => r.proposalId),
  );
  return rows.flatMap((r) => {
    const h = heads.get(r.proposalId);
    return h ? [{ ...r, title: h.title, reference: h.reference, category: h.category, type: h.type, status: h.status, orgName: h.orgName }] : [];
  });
}

/** `GET /admin/reviews/ranking`: one page of proposals by mean weighted score, best first, ranks counted over the whole list. */
export async function reviewRanking(app: FastifyInstance, q: ReviewRankingQuery): Promise<{ rows: ReviewRankingRow[]; total: number }> {
  const offset = (q.page - 1) * q.limit;
  const rows = await rankedPage(app.db, q, { limit: q.limit, offset });
  const total = rows[0]?.total ?? (offset > 0 ? ((await rankedPage(app.db, q, { limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return { rows: rows.map(({ total: _total, ...r }, i) => ({ ...r, rank: offset + i + 1 })), total };
}

const EXPORT_BATCH = 500;
const HEADER = [
  'Rank',
  'Reference',
  'Title',
  'Scheme',
  'Status',
  'Organisation',
  'Mean score',
  'Reviews',
  ...Object.values(REVIEW_RECOMMENDATION_LABELS),
  'Link',
];

/** `GET /admin/reviews/ranking/export`: the whole ranking as CSV, read in batches, labels in words. */
export async function* reviewRankingCsv(app: FastifyInstance, q: Filters): AsyncGenerator<string> {
  yield `\uFEFF${csvRecord(HEADER)}`;
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await rankedPage(app.db, q, { limit: EXPORT_BATCH, offset });
    for (const [i, r] of rows.entries()) {
      const kind = proposalKindOf(r.category, r.type);
      yield csvRecord([
        offset + i + 1,
        r.reference ?? '',
        r.title,
        kind?.label ?? `${r.category} ${r.type}`,
        kind?.statusLabels[r.status] ?? r.status,
        r.orgName ?? '',
        r.mean.toFixed(2),
        r.count,
        r.recommendations.FUND,
        r.recommendations.FUND_WITH_CHANGES,
        r.recommendations.DO_NOT_FUND,
        kind ? app.mailer.url(kind.adminDetailPath(r.proposalId)) : '',
      ]);
    }
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The export's file name: the day it was taken (India time). */
export const rankingFileName = () => `review-ranking-${indiaDateTime(new Date()).slice(0, 10)}.csv`;
