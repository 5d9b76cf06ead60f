import { ORGANIZATION_CATEGORIES, ORGANIZATION_CATEGORY_UNKNOWN, PAGE_SIZE, PATHS, USER_STATUSES } from '@portal/shared';
import { adminUsersListParams, type UserProfile } from '@portal/shared/schemas';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { Pager } from '../../../components/ui/pager';
import { serialNumber } from '../../../components/ui/pager-window';
import { SearchBox } from '../../../components/ui/search-box';
import { FilterSelect } from '../../../components/ui/filter-select';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminUsers } from '../api/get-admin-users';
import '../i18n';
import { useCodeLabels } from '../../../lib/labels';
import { toastFailure } from '../../../lib/refusal';

/** The users list: status filter (default PENDING_APPROVAL), category with Unknown, search, pages of 10. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const codeLabels = useCodeLabels();
  const [params, setParams] = useListParams(adminUsersListParams);
  const { page, status, category, q } = params;
  const users = useAdminUsers({
    status,
    organizationCategory: category === 'unknown' ? ORGANIZATION_CATEGORY_UNKNOWN.value : category,
    query: q,
    page,
  });

  useEffect(() => {
    if (users.isError) toastFailure(users.error, t('users.fetchFailed'));
  }, [users.isError, users.error, t]);

  const rows = users.data?.data;
  const columns: Column<UserProfile>[] = [
    { id: 'sno', header: t('users.columns.sno'), cell: (_, i) => serialNumber(page, PAGE_SIZE, i) },
    {
      id: 'name',
      header: t('users.columns.name'),
      cell: (u) => (
        <Link to={PATHS.adminUser(u.id)} className="font-semibold text-brand-700 hover:underline">
          {u.name}
        </Link>
      ),
    },
    { id: 'email', header: t('users.columns.email'), cell: (u) => u.email, className: '[overflow-wrap:anywhere]' },
    { id: 'organization', header: t('users.columns.organization'), cell: (u) => u.organization ?? '—' },
    {
      id: 'category',
      header: t('users.columns.category'),
      cell: (u) => (u.organizationCategory ? codeLabels.organizationCategory(u.organizationCategory) : ORGANIZATION_CATEGORY_UNKNOWN.label),
    },
    { id: 'date', header: t('users.columns.date'), cell: (u) => formatDate(u.createdAt), className: 'whitespace-nowrap' },
    { id: 'status', header: t('users.columns.status'), cell: (u) => <StatusBadge status={u.status} label={codeLabels.status(u.status)} /> },
  ];

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-brand-700">{t('users.title')}</h1>
      <FilterButtons
        label={t('users.filters')}
        value={status}
        onChange={(s) => setParams({ status: s })}
        options={USER_STATUSES.map((s) => ({ value: s, label: codeLabels.status(s) }))}
      />
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t('users.category')}
          allLabel={t('users.allCategories')}
          className="w-56"
          value={category}
          onChange={(v) => setParams({ category: v })}
          options={[
            ...ORGANIZATION_CATEGORIES.map((c) => ({ value: c, label: codeLabels.organizationCategory(c) })),
            { value: 'unknown', label: ORGANIZATION_CATEGORY_UNKNOWN.label },
          ]}
        />
        <SearchBox label={t('users.search')} value={q} onSearch={(value) => setParams({ q: value })} className="min-w-[18rem] flex-1" />
      </div>
      <DataTable
        caption={t('users.title')}
        columns={columns}
        rows={rows}
        rowKey={(u) => u.id}
        isLoading={users.isPending}
        isFetching={users.isPlaceholderData}
        error={users.isError ? users.error.message : undefined}
        empty={<EmptyState title={t('users.empty')} />}
      />
      <Pager
        page={page}
        totalPages={users.data?.totalPages ?? 1}
        rowCount={rows?.length ?? 0}
        total={users.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        busy={users.isPlaceholderData}
        onPageChange={(p) => setParams({ page: p })}
      />
    </div>
  );
}
