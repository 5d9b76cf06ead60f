import { FOCUS_AREAS, MESSAGES, ORGANIZATION_CATEGORIES, PAGE_SIZE } from '@portal/shared';
import { adminProposalsListParams, AWAITING_APPLICANT_FILTERS, myProposalsListParams, type ProposalRow, REVIEW_OVERDUE_FILTERS } from '@portal/shared/schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ClarificationsDialog } from '../../../components/clarifications-dialog';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { Pager } from '../../../components/ui/pager';
import { serialNumber } from '../../../components/ui/pager-window';
import { SearchBox } from '../../../components/ui/search-box';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDay, formatDate, formatMonth } from '../../../lib/format';
import { useCodeLabels } from '../../../lib/labels';
import { useListParams } from '../../../lib/use-list-params';
import { type AdminProposalsFilter, exportAdminProposals, useAdminProposals } from '../../../api/proposals/get-admin-proposals';
import { useMyProposals } from '../../../api/proposals/get-my-proposals';
import { AwaitingBadge } from '../components/awaiting-badge';
import { fieldLabelKeys } from '../components/proposal-overview';
import { listStatusLabel, type ProposalList, rowDetailPath, SUBMITTER_STATUS_FILTERS } from '../lists';
import '../i18n';
import { localize } from '../../../lib/localize';
import { toastFailure } from '../../../lib/refusal';

const ALL = 'ALL';

/** The admin's sort choices as the server's sortBy and sortOrder: newest and oldest by submission, apart from the start. */
const SORTS = {
  newest: { sortBy: 'submittedAt', sortOrder: 'desc' },
  oldest: { sortBy: 'submittedAt', sortOrder: 'asc' },
  startedNewest: { sortBy: 'createdAt', sortOrder: 'desc' },
  startedOldest: { sortBy: 'createdAt', sortOrder: 'asc' },
  title: { sortBy: 'title', sortOrder: 'asc' },
  longestInReview: { sortBy: 'daysInReview', sortOrder: 'desc' },
  shortestInReview: { sortBy: 'daysInReview', sortOrder: 'asc' },
} as const satisfies Record<string, Pick<AdminProposalsFilter, 'sortBy' | 'sortOrder'>>;
type Page = { rows: ProposalRow[] | undefined; total: number; totalPages: number; isPending: boolean; isPlaceholderData: boolean; error: Error | null };

/** One proposal list (docs/specification.md#proposal-lists), configured by a row of LISTS. */
export function ProposalListPage({ list }: { list: ProposalList }) {
  return list.audience === 'admin' ? <AdminList list={list} /> : <SubmitterList list={list} />;
}

function SubmitterList({ list }: { list: ProposalList }) {
  const { t } = useTranslation('proposals');
  const [params, setParams] = useListParams(myProposalsListParams);
  const { page, status, tab } = params;
  const query = useMyProposals({
    category: list.category,
    type: list.type,
    status: list.sendsStatus ? status : undefined,
    role: tab === 'shared' ? 'collaborator' : 'owner',
    page,
  });
  const empty =
    tab === 'mine' && list.create ? (
      <EmptyState
        title={t('lists.empty')}
        action={
          <Link to={list.create.to} state={list.create.state} className="font-semibold text-brand-700 underline">
            {t(`lists.create.${list.id}`)}
          </Link>
        }
      />
    ) : (
      <EmptyState title={t(tab === 'shared' ? 'lists.emptyShared' : 'lists.empty')} />
    );

  return (
    <ListFrame
      list={list}
      page={page}
      onPage={(p) => setParams({ page: p })}
      result={{
        rows: query.data?.data,
        total: query.data?.total ?? 0,
        totalPages: query.data?.totalPages ?? 1,
        isPending: query.isPending,
        isPlaceholderData: query.isPlaceholderData,
        error: query.error,
      }}
      empty={empty}
      controls={
        <>
          <FilterButtons
            label={t('lists.whose')}
            value={tab}
            onChange={(v) => setParams({ tab: v })}
            options={[
              { value: 'mine', label: t('lists.mine') },
              { value: 'shared', label: t('lists.shared') },
            ]}
          />
          {list.sendsStatus && (
            <FilterButtons
              label={t('lists.statusFilter')}
              value={status}
              onChange={(v) => setParams({ status: v })}
              options={SUBMITTER_STATUS_FILTERS.map((s) => ({ value: s, label: listStatusLabel(list, s) }))}
            />
          )}
        </>
      }
    />
  );
}

function AdminList({ list }: { list: ProposalList }) {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  const [params, setParams] = useListParams(adminProposalsListParams);
  const { page, status, q, focusArea, organizationCategory, challengeId, month, sort, awaiting, reviewOverdue } = params;
  const [exporting, setExporting] = useState(false);
  const filter: AdminProposalsFilter = {
    category: list.category,
    type: list.type,
    status: status === ALL ? undefined : status,
    query: q,
    focusArea,
    organizationCategory,
    challengeId: list.id === 'adminChallengeMethod' ? challengeId : undefined,
    month,
    awaitingApplicant: awaiting,
    reviewOverdue,
    ...SORTS[sort],
  };
  const query = useAdminProposals({ ...filter, page });

  const onExport = async () => {
    setExporting(true);
    try {
      await exportAdminProposals(filter);
    } catch (err) {
      toastFailure(err, t('lists.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListFrame
      list={list}
      page={page}
      onPage={(p) => setParams({ page: p })}
      result={{
        rows: query.data?.data,
        total: query.data?.total ?? 0,
        totalPages: query.data?.totalPages ?? 1,
        isPending: query.isPending,
        isPlaceholderData: query.isPlaceholderData,
        error: query.error,
      }}
      empty={<EmptyState title={t('lists.emptyAdmin')} />}
      action={
        <Button variant="secondary" busy={exporting} onClick={() => void onExport()}>
          {t('lists.export')}
        </Button>
      }
      controls={
        <>
          {challengeId && list.id === 'adminChallengeMethod' && (
            <p className="text-sm text-steel-700">
              {t('lists.oneChallenge')}{' '}
              <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setParams({ challengeId: undefined })}>
                {t('lists.allChallenges')}
              </button>
            </p>
          )}
          {month && (
            <p className="text-sm text-steel-700">
              {t('lists.oneMonth', { month: formatMonth(month) })}{' '}
              <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setParams({ month: undefined })}>
                {t('lists.allMonths')}
              </button>
            </p>
          )}
          <FilterButtons
            label={t('lists.statusFilter')}
            value={status}
            onChange={(v) => setParams({ status: v })}
            options={[
              ...(['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const).map((s) => ({ value: s, label: listStatusLabel(list, s) })),
              { value: ALL, label: t('lists.all') },
            ]}
          />
          <div className="flex flex-wrap items-end gap-3">
            <SearchBox label={t('lists.search')} value={q} onSearch={(v) => setParams({ q: v })} className="min-w-[16rem] flex-1" />
            <FilterSelect
              label={t('lists.focusArea')}
              allLabel={t('lists.allFocusAreas')}
              className="w-56"
              value={focusArea}
              onChange={(v) => setParams({ focusArea: v })}
              options={FOCUS_AREAS.map((f) => ({ value: f, label: codeLabels.focusArea(f) }))}
            />
            <FilterSelect
              label={t('lists.organizationCategory')}
              allLabel={t('lists.allCategories')}
              className="w-56"
              value={organizationCategory}
              onChange={(v) => setParams({ organizationCategory: v })}
              options={ORGANIZATION_CATEGORIES.map((c) => ({ value: c, label: codeLabels.organizationCategory(c) }))}
            />
            <SelectField
              label={t('lists.sort')}
              className="w-52"
              value={sort}
              onChange={(e) => setParams({ sort: e.target.value as typeof sort })}
              options={(Object.keys(SORTS) as (keyof typeof SORTS)[]).map((s) => ({ value: s, label: t(`lists.sorts.${s}`) }))}
            />
            <FilterSelect
              label={t('lists.awaiting')}
              allLabel={t('lists.awaitingAll')}
              className="w-52"
              value={awaiting}
              onChange={(v) => setParams({ awaiting: v })}
              options={AWAITING_APPLICANT_FILTERS.map((f) => ({ value: f, label: t(`lists.awaitingFilters.${f}`) }))}
            />
            <FilterSelect
              label={t('lists.reviewOverdue')}
              allLabel={t('lists.reviewOverdueAll')}
              className="w-52"
              value={reviewOverdue}
              onChange={(v) => setParams({ reviewOverdue: v })}
              options={REVIEW_OVERDUE_FILTERS.map((f) => ({ value: f, label: t(`lists.reviewOverdueFilters.${f}`) }))}
            />
          </div>
        </>
      }
    />
  );
}

/** The part both audiences share: title, controls, the table with its View dialog, the pager. */
function ListFrame({
  list,
  page,
  onPage,
  result,
  empty,
  controls,
  action,
}: {
  list: ProposalList;
  page: number;
  onPage: (page: number) => void;
  result: Page;
  empty: ReactNode;
  controls: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  const [viewing, setViewing] = useState<ProposalRow | null>(null);
  useEffect(() => {
    if (result.error) toastFailure(result.error, MESSAGES.proposalsFetchFailed);
  }, [result.error]);

  const open = (row: ProposalRow, text: ReactNode) => (
    <Link to={rowDetailPath(list, row)} className="font-semibold text-brand-700 hover:underline">
      {text}
    </Link>
  );
  const columns: Column<ProposalRow>[] = [
    { id: 'sno', header: t('lists.columns.sno'), cell: (r, i) => open(r, serialNumber(page, PAGE_SIZE, i)) },
    // The reference under the title, the way mails quote it: a column of its own pushed the lists past a laptop's width.
    {
      id: 'title',
      header: t('lists.columns.title'),
      cell: (r) => (
        <>
          {open(r, r.title)}
          {r.reference ? (
            <span className="mt-0.5 block whitespace-nowrap text-xs text-steel-600" data-testid="row-reference">
              <span className="sr-only">{t('lists.columns.reference')}: </span>
              {r.reference}
            </span>
          ) : null}
          {r.round ? (
            <span className="mt-0.5 block text-xs text-steel-600" data-testid="row-round">
              {t('round.evaluatedIn', { name: r.round.name, date: formatDay(r.round.cutoffAt) })}
            </span>
          ) : null}
        </>
      ),
      className: 'min-w-[12rem] [overflow-wrap:anywhere]',
    },
    { id: 'type', header: t('lists.columns.type'), cell: (r) => codeLabels.proposalType(r.type) },
    { id: 'name', header: t('lists.columns.name'), cell: (r) => r.name },
    { id: 'organization', header: t('lists.columns.organization'), cell: (r) => r.orgName ?? '—' },
    // When it was submitted (a draft was not; a submission whose time was not recorded says so), not when it was started.
    {
      id: 'date',
      header: t('lists.columns.date'),
      cell: (r) => (r.submittedAt ? formatDate(r.submittedAt) : r.status === 'DRAFT' ? t('lists.notSubmitted') : t('lists.submissionNotRecorded')),
      className: 'whitespace-nowrap',
    },
    {
      id: 'status',
      header: t('lists.columns.status'),
      cell: (r) => (
        <>
          <StatusBadge status={r.status} label={listStatusLabel(list, r.status)} />
          {/* The poster's own post, not public while their account awaits approval (decision 127). */}
          {list.audience === 'submitter' && r.awaitsAccountApproval ? (
            <p className="mt-1 text-xs text-steel-700">{localize(MESSAGES.postAwaitsAccountApproval)}</p>
          ) : null}
          {r.awaitingApplicant ? (
            <div className="mt-1">
              <AwaitingBadge overdue={Boolean(r.clarificationOverdue)} />
            </div>
          ) : null}
          {r.reviewOverdue ? (
            <p className="mt-1">
              <span className="inline-block rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200">
                {t('lists.reviewOverdueBadge')}
              </span>
            </p>
          ) : null}
          {/* An unresolved likely duplicate (decision 272): the admin's overlap panel on the proposal judges it. */}
          {r.likelyDuplicate ? (
            <p className="mt-1">
              <span className="inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300">
                {t('lists.likelyDuplicateBadge')}
              </span>
            </p>
          ) : null}
        </>
      ),
    },
    ...(list.audience === 'admin'
      ? [
          {
            id: 'daysInReview',
            header: t('lists.columns.daysInReview'),
            cell: (r: ProposalRow) => r.daysInReview ?? t('lists.notUnderReview'),
            className: 'whitespace-nowrap',
          },
        ]
      : []),
    {
      id: 'clarification',
      header: t('lists.columns.clarification'),
      cell: (r) => (
        <button
          type="button"
          onClick={() => setViewing(r)}
          className="font-semibold text-brand-700 underline"
          aria-label={t('lists.viewClarifications', { title: r.title })}
        >
          {t('lists.view')}
        </button>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-700">{t(list.titleKey)}</h1>
        {action}
      </div>
      {controls}
      <DataTable
        caption={t(list.titleKey)}
        columns={columns}
        rows={result.rows}
        rowKey={(r) => r.id}
        isLoading={result.isPending}
        isFetching={result.isPlaceholderData}
        error={result.error ? result.error.message : undefined}
        empty={empty}
      />
      <Pager
        page={page}
        totalPages={result.totalPages}
        rowCount={result.rows?.length ?? 0}
        total={result.total}
        pageSize={PAGE_SIZE}
        busy={result.isPlaceholderData}
        onPageChange={onPage}
      />
      {viewing && (
        <ClarificationsDialog
          open
          onOpenChange={(o) => !o && setViewing(null)}
          subject={{ kind: 'proposal', id: viewing.id }}
          name={viewing.title}
          role={list.audience === 'admin' ? 'admin' : 'applicant'}
          fieldLabel={(f) => t(fieldLabelKeys(viewing.category, f), { defaultValue: f })}
        />
      )}
    </div>
  );
}
