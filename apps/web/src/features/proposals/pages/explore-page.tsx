import { FOCUS_AREAS, MESSAGES, PAGE_SIZE, PATHS, PROPOSAL_KINDS, type SteelcollabPostKind } from '@portal/shared';
import { EXPLORE_SORTS, exploreListParams, type ProposalSearchRow } from '@portal/shared/schemas';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { FormFields } from '../../../components/ui/form-fields';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useProposalSearch } from '../api/search-proposals';
import { SteelcollabStatus } from '../components/steelcollab-status';
import '../i18n';
import { useCodeLabels } from '../../../lib/labels';
import { refusalMessage } from '../../../lib/refusal';

/**
 * /explore-problems, /explore-research and /innovator-showcase: one list configured by kind
 * (docs/specification.md#explore-lists-and-the-post-page). Search (debounced), focus area, organisation, sort and page live in the URL.
 */
export function ExplorePage({ kindId }: { kindId: SteelcollabPostKind }) {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  const kind = PROPOSAL_KINDS[kindId];
  const { user, status } = useAuth();
  const [params, setParams] = useListParams(exploreListParams);
  const { page, q, focusArea, organization, sort } = params;
  const search = useProposalSearch({ type: kind.type, q, focusArea, organization, sort, page }, Boolean(user), status !== 'loading');
  const rows = search.data?.data;
  const title = t(`steelcollab.explore.${kindId}.title`);
  const filtered = Boolean(q || focusArea || organization);

  const columns: Column<ProposalSearchRow>[] = [
    {
      id: 'title',
      header: t('steelcollab.explore.columns.title'),
      cell: (p) => (
        <Link to={PATHS.problem(p.id)} className="font-semibold text-brand-700 hover:underline">
          {p.title}
        </Link>
      ),
      className: 'min-w-[14rem]',
    },
    {
      id: 'focus',
      header: t('steelcollab.explore.columns.focusAreas'),
      cell: (p) => p.focusArea.map(codeLabels.focusArea).join(', '),
      className: 'min-w-[12rem]',
    },
    { id: 'org', header: t('steelcollab.explore.columns.organization'), cell: (p) => p.orgName ?? '—', className: 'min-w-[8rem]' },
    { id: 'date', header: t('steelcollab.explore.columns.date'), cell: (p) => formatDate(p.createdAt), className: 'whitespace-nowrap' },
    { id: 'status', header: t('steelcollab.explore.columns.status'), cell: (p) => <SteelcollabStatus status={p.status} /> },
  ];

  return (
    <section className="mx-auto max-w-7xl space-y-5 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-brand-700">{title}</h1>
        <p className="mt-2 max-w-3xl text-steel-700">{t(`steelcollab.explore.${kindId}.intro`)}</p>
      </div>
      {/* The filters are inert until the prerendered list is hydrated (decision 055). */}
      <FormFields busy={false} className="grid min-w-0 gap-4 md:grid-cols-4">
        <SearchBox
          label={t('steelcollab.explore.search')}
          buttonLabel={t('steelcollab.explore.searchPosts')}
          value={q}
          debounceMs={400}
          onSearch={(value) => setParams({ q: value })}
          className="md:col-span-2"
        />
        <SelectField
          label={t('steelcollab.explore.focusArea')}
          value={focusArea ?? ''}
          placeholder={t('steelcollab.explore.allFocusAreas')}
          options={FOCUS_AREAS.map((a) => ({ value: a, label: codeLabels.focusArea(a) }))}
          onChange={(e) => setParams({ focusArea: (e.target.value || undefined) as typeof focusArea })}
        />
        <SelectField
          label={t('steelcollab.explore.sort')}
          value={sort}
          options={EXPLORE_SORTS.map((s) => ({ value: s, label: t(`steelcollab.explore.sorts.${s}`) }))}
          onChange={(e) => setParams({ sort: e.target.value as typeof sort })}
        />
        <SearchBox
          label={t('steelcollab.explore.organization')}
          buttonLabel={t('steelcollab.explore.searchOrganisations')}
          value={organization}
          debounceMs={400}
          onSearch={(value) => setParams({ organization: value })}
          className="md:col-span-2"
        />
      </FormFields>
      <DataTable
        caption={t('steelcollab.explore.caption', { title })}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        isLoading={status === 'loading' || search.isPending}
        isFetching={search.isPlaceholderData}
        error={search.isError ? refusalMessage(search.error, MESSAGES.proposalsFetchFailed) : undefined}
        empty={
          filtered ? (
            <EmptyState
              title={t('steelcollab.explore.noMatch')}
              action={
                <button
                  type="button"
                  className="font-semibold text-brand-700 underline"
                  onClick={() => setParams({ q: '', focusArea: undefined, organization: '' })}
                >
                  {t('steelcollab.explore.clear')}
                </button>
              }
            />
          ) : (
            <EmptyState title={t('steelcollab.explore.empty')} />
          )
        }
      />
      <Pager
        page={page}
        totalPages={search.data?.totalPages ?? 1}
        totalExact={search.data?.totalExact ?? true}
        rowCount={rows?.length ?? 0}
        total={search.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        busy={search.isPlaceholderData}
        onPageChange={(p) => setParams({ page: p })}
      />
    </section>
  );
}
