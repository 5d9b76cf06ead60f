import { MESSAGES, PAGE_SIZE, PATHS } from '@portal/shared';
import { type Challenge, challengesListParams } from '@portal/shared/schemas';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { serialNumber } from '../../../components/ui/pager-window';
import { SearchBox } from '../../../components/ui/search-box';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useChallengeSearch } from '../api/search-challenges';
import { ApplyButton } from '../components/apply-button';
import { ChallengeStatusBadge } from '../components/challenge-status-badge';
import '../i18n';
import { localize } from '../../../lib/localize';
import { useCodeLabels } from '../../../lib/labels';

/** /challenges: the published challenges, searchable (debounced, in the URL), 10 a page, with Apply (docs/specification.md#challenge-pages). */
export function ChallengesPage() {
  const { t } = useTranslation('challenges');
  const codeLabels = useCodeLabels();
  const { user, status } = useAuth();
  const [{ page, q }, setParams] = useListParams(challengesListParams);
  const challenges = useChallengeSearch({ query: q, page }, Boolean(user));
  const rows = status === 'loading' ? undefined : challenges.data?.data;

  const columns: Column<Challenge>[] = [
    { id: 'sno', header: t('list.columns.sno'), cell: (_, i) => serialNumber(page, PAGE_SIZE, i) },
    {
      id: 'title',
      header: t('list.columns.title'),
      cell: (c) => (
        <Link to={PATHS.challenge(c.id)} className="font-semibold text-brand-700 hover:underline">
          {c.title}
        </Link>
      ),
      className: 'min-w-[14rem]',
    },
    { id: 'focus', header: t('list.columns.focusAreas'), cell: (c) => c.focusArea.map(codeLabels.focusArea).join(', '), className: 'min-w-[12rem]' },
    { id: 'created', header: t('list.columns.created'), cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
    { id: 'deadline', header: t('list.columns.deadline'), cell: (c) => formatDate(c.applicationDeadline), className: 'whitespace-nowrap' },
    { id: 'status', header: t('list.columns.status'), cell: (c) => <ChallengeStatusBadge status={c.status} /> },
    { id: 'apply', header: t('list.columns.apply'), cell: (c) => <ApplyButton challenge={c} /> },
  ];

  return (
    <section className="mx-auto max-w-7xl space-y-5 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-brand-700">{t('list.title')}</h1>
        <p className="mt-2 max-w-3xl text-steel-700">{t('list.intro')}</p>
      </div>
      <SearchBox label={t('list.search')} value={q} debounceMs={400} onSearch={(value) => setParams({ q: value })} className="max-w-xl" />
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        isLoading={status === 'loading' || challenges.isPending}
        isFetching={challenges.isPlaceholderData}
        error={challenges.isError ? challenges.error.message || MESSAGES.challengesFetchFailed : undefined}
        empty={
          q ? (
            <EmptyState
              title={t('list.noMatch', { query: q })}
              action={
                <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setParams({ q: '' })}>
                  {t('list.clearSearch')}
                </button>
              }
            />
          ) : (
            <EmptyState title={localize(MESSAGES.noChallenges)} />
          )
        }
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
    </section>
  );
}
