import { CHALLENGE_STATUSES, MESSAGES, PAGE_SIZE, PATHS } from '@portal/shared';
import { type AdminChallenge, adminChallengesListParams } from '@portal/shared/schemas';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { serialNumber } from '../../../components/ui/pager-window';
import { SearchBox } from '../../../components/ui/search-box';
import { FilterSelect } from '../../../components/ui/filter-select';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminChallenges } from '../api/get-admin-challenges';
import { ChallengeStatusBadge } from '../components/challenge-status-badge';
import '../i18n';
import { toastFailure } from '../../../lib/refusal';

/** admin/challenge_method/challenge: every challenge with its proposals, searchable and filtered by status. */
export function AdminChallengesPage() {
  const { t } = useTranslation('challenges');
  const [{ page, q, status }, setParams] = useListParams(adminChallengesListParams);
  const challenges = useAdminChallenges({ query: q, status, page });
  useEffect(() => {
    if (challenges.isError) toastFailure(challenges.error, MESSAGES.challengesFetchFailed);
  }, [challenges.isError, challenges.error]);
  const rows = challenges.data?.data;

  const columns: Column<AdminChallenge>[] = [
    { id: 'sno', header: t('admin.columns.sno'), cell: (_, i) => serialNumber(page, PAGE_SIZE, i) },
    {
      id: 'title',
      header: t('admin.columns.title'),
      cell: (c) => (
        <Link to={PATHS.challenge(c.id)} className="font-semibold text-brand-700 hover:underline">
          {c.title}
        </Link>
      ),
      className: 'min-w-[14rem]',
    },
    { id: 'deadline', header: t('admin.columns.deadline'), cell: (c) => formatDate(c.applicationDeadline), className: 'whitespace-nowrap' },
    { id: 'status', header: t('admin.columns.status'), cell: (c) => <ChallengeStatusBadge status={c.status} /> },
    { id: 'created', header: t('admin.columns.created'), cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
    {
      id: 'proposals',
      header: t('admin.columns.proposals'),
      cell: (c) => (
        <Link
          to={`${PATHS.adminChallengeProposals}?challengeId=${encodeURIComponent(c.id)}`}
          aria-label={t('admin.viewProposals', { count: c.totalProposals, title: c.title })}
          className="font-semibold text-brand-700 hover:underline"
        >
          {c.totalProposals}
        </Link>
      ),
    },
    {
      id: 'actions',
      header: t('admin.columns.actions'),
      cell: (c) => (
        <Link
          to={PATHS.adminUpdateChallenge(c.id)}
          aria-label={t('admin.editTitle', { title: c.title })}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('admin.edit')}
        </Link>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-700">{t('admin.title')}</h1>
        <Link to={PATHS.adminUploadChallenge} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('admin.upload')}
        </Link>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t('admin.statusFilter')}
          allLabel={t('admin.allStatuses')}
          className="w-40"
          value={status}
          onChange={(v) => setParams({ status: v })}
          options={CHALLENGE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <SearchBox label={t('admin.search')} value={q} debounceMs={400} onSearch={(value) => setParams({ q: value })} className="min-w-[18rem] flex-1" />
      </div>
      <DataTable
        caption={t('admin.caption')}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        isLoading={challenges.isPending}
        isFetching={challenges.isPlaceholderData}
        error={challenges.isError ? challenges.error.message : undefined}
        empty={<EmptyState title={q || status ? t('admin.noMatch') : t('admin.empty')} />}
      />
      <Pager
        page={page}
        totalPages={challenges.data?.totalPages ?? 1}
        rowCount={rows?.length ?? 0}
        total={challenges.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        busy={challenges.isPlaceholderData}
        onPageChange={(p) => setParams({ page: p })}
      />
    </div>
  );
}
