import { PATHS } from '@portal/shared';
import type { ReviewerSummary } from '@portal/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import { useReviewerList } from '../api/ranking-api';
import '../i18n';

/** The admin's list of reviewers with their load and figures (decision 258): a table, cards below 768 px. */
export function ReviewersPage() {
  const { t } = useTranslation('reviews');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const list = useReviewerList(query, page);
  const labels = useCodeLabels();
  const columns: Column<ReviewerSummary>[] = [
    {
      id: 'name',
      header: t('reviewers.name'),
      cell: (r) => (
        <Link to={PATHS.adminUser(r.id)} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
          {r.name}
        </Link>
      ),
    },
    { id: 'organization', header: t('reviewers.organization'), cell: (r) => r.organization ?? '—' },
    {
      id: 'focusAreas',
      header: t('reviewers.focusAreas'),
      cell: (r) => (r.focusAreas.length ? r.focusAreas.map(labels.focusArea).join(', ') : t('reviewers.notYet')),
    },
    { id: 'load', header: t('reviewers.load'), cell: (r) => `${r.open} / ${r.maxLoad}` },
    { id: 'submitted', header: t('reviewers.submitted'), cell: (r) => r.submitted },
    { id: 'invited', header: t('reviewers.invited'), cell: (r) => r.invited },
    { id: 'accepted', header: t('reviewers.accepted'), cell: (r) => r.accepted },
    { id: 'declined', header: t('reviewers.declined'), cell: (r) => r.declined },
    { id: 'expired', header: t('reviewers.expired'), cell: (r) => r.expired },
    { id: 'onTime', header: t('reviewers.onTime'), cell: (r) => r.onTime },
    { id: 'medianDays', header: t('reviewers.medianDays'), cell: (r) => (r.medianDaysToSubmit === null ? t('reviewers.notYet') : r.medianDaysToSubmit) },
    { id: 'distance', header: t('reviewers.distance'), cell: (r) => (r.meanDistance === null ? t('reviewers.notYet') : r.meanDistance) },
  ];
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('reviewers.title')}</h1>
        <p className="mt-1 text-sm text-steel-700">{t('reviewers.intro')}</p>
      </div>
      <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
        <SearchBox
          label={t('reviewers.search')}
          value={query}
          onSearch={(q) => {
            setQuery(q);
            setPage(1);
          }}
        />
        <DataTable
          caption={t('reviewers.caption')}
          columns={columns}
          rows={list.data?.data}
          rowKey={(r) => r.id}
          isLoading={list.isPending}
          isFetching={list.isFetching && !list.isPending}
          error={list.isError ? list.error.message : undefined}
          empty={<EmptyState title={t('reviewers.empty')} />}
        />
        {list.data && list.data.total > 0 && (
          <Pager page={page} totalPages={list.data.totalPages} rowCount={list.data.data.length} total={list.data.total} pageSize={20} onPageChange={setPage} />
        )}
      </div>
    </div>
  );
}
