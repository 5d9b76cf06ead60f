import { PROPOSAL_KINDS, proposalKindOf, REVIEW_RECOMMENDATION_LABELS, REVIEW_RECOMMENDATIONS, REVIEWED_KIND_IDS, type ReviewedKindId } from '@portal/shared';
import type { ReviewRankingRow } from '@portal/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { exportRanking, useRanking } from '../api/ranking-api';
import '../i18n';

/** The committee's ranking of one scheme (and, for Challenge Method, optionally one challenge), with its CSV. */
export function RankingPage() {
  const { t } = useTranslation('reviews');
  const [scheme, setScheme] = useState<ReviewedKindId>('openInnovation');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const kind = PROPOSAL_KINDS[scheme];
  const filter = { category: kind.category, type: kind.type, page };
  const ranking = useRanking(filter);
  const columns: Column<ReviewRankingRow>[] = [
    { id: 'rank', header: t('ranking.rank'), cell: (r) => r.rank, className: 'whitespace-nowrap' },
    {
      id: 'title',
      header: t('ranking.proposal'),
      cell: (r) => (
        <Link
          to={proposalKindOf(r.category, r.type)?.adminDetailPath(r.proposalId) ?? '#'}
          className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
        >
          {r.title}
        </Link>
      ),
    },
    { id: 'reference', header: t('ranking.reference'), cell: (r) => r.reference ?? '—' },
    { id: 'status', header: t('ranking.status'), cell: (r) => proposalKindOf(r.category, r.type)?.statusLabels[r.status] ?? r.status },
    { id: 'mean', header: t('ranking.mean'), cell: (r) => <strong>{r.mean.toFixed(2)}</strong>, className: 'whitespace-nowrap' },
    { id: 'count', header: t('ranking.reviews'), cell: (r) => r.count },
    {
      id: 'recommendations',
      header: t('ranking.recommendations'),
      cell: (r) =>
        REVIEW_RECOMMENDATIONS.filter((k) => r.recommendations[k] > 0)
          .map((k) => `${REVIEW_RECOMMENDATION_LABELS[k]}: ${r.recommendations[k]}`)
          .join(', '),
    },
  ];
  const onExport = () => {
    setExporting(true);
    exportRanking(filter)
      .catch((e: Error) => toast.error(e.message))
      .finally(() => setExporting(false));
  };
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('ranking.title')}</h1>
        <p className="mt-1 text-sm text-steel-700">{t('ranking.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg bg-white p-4 shadow-sm">
        <SelectField
          label={t('ranking.scheme')}
          className="w-72"
          value={scheme}
          onChange={(e) => {
            setScheme(e.target.value as ReviewedKindId);
            setPage(1);
          }}
          options={REVIEWED_KIND_IDS.map((id) => ({ value: id, label: PROPOSAL_KINDS[id].label }))}
        />
        <Button variant="secondary" busy={exporting} onClick={onExport}>
          {exporting ? t('ranking.exporting') : t('ranking.export')}
        </Button>
      </div>
      <div className="rounded-lg bg-white p-4 shadow-sm">
        <DataTable
          caption={t('ranking.caption')}
          columns={columns}
          rows={ranking.data?.data}
          rowKey={(r) => r.proposalId}
          isLoading={ranking.isPending}
          isFetching={ranking.isFetching && !ranking.isPending}
          error={ranking.isError ? ranking.error.message : undefined}
          empty={<EmptyState title={t('ranking.empty')} />}
        />
        {ranking.data && ranking.data.total > 0 && (
          <Pager
            page={page}
            totalPages={ranking.data.totalPages}
            rowCount={ranking.data.data.length}
            total={ranking.data.total}
            pageSize={50}
            onPageChange={setPage}
          />
        )}
      </div>
    </div>
  );
}
