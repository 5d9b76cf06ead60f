import { PROJECT_PATHS, PROJECT_SCHEME_LABELS, PROJECT_SCHEMES, type ProjectScheme } from '@portal/shared';
import { adminProjectsListParams, type ProjectRow } from '@portal/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminProjects } from '../../../api/projects/projects';
import { ProjectTotalsFigures } from '../../../components/projects/project-figures';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { FilterSelect } from '../../../components/ui/filter-select';
import { Checkbox } from '../../../components/ui/form-fields';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { formatDate, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useListParams } from '../../../lib/use-list-params';
import { exportProjects } from '../api/mutations';
import '../i18n';

const PAGE_SIZE = 20;

/** The committee's Projects list: filters in the URL, totals of everything the filters keep, a CSV of the same. */
export function AdminProjectsPage() {
  const { t } = useTranslation('projects');
  const [params, setParams] = useListParams(adminProjectsListParams);
  const query = {
    page: params.page,
    limit: PAGE_SIZE,
    ...(params.q ? { query: params.q } : {}),
    ...(params.scheme ? { scheme: params.scheme } : {}),
    ...(params.overdue ? { overdue: 'true' } : {}),
    ...(params.trancheDue ? { trancheDue: 'true' } : {}),
  } as const;
  const list = useAdminProjects(query as never);
  const [exporting, setExporting] = useState(false);
  const columns: Column<ProjectRow>[] = [
    {
      id: 'project',
      header: t('list.project'),
      cell: (r) => (
        <span>
          <Link to={PROJECT_PATHS.adminProject(r.proposalId)} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
            {r.title}
          </Link>
          <span className="block text-sm text-steel-500">
            {PROJECT_SCHEME_LABELS[r.scheme]}
            {r.orgName ? ` · ${r.orgName}` : ''}
          </span>
          {r.withdrawn && (
            <span className="mt-1 block" data-testid="project-withdrawn">
              <StatusBadge status="PROJECT_WITHDRAWN" label={t('list.withdrawn')} />
            </span>
          )}
        </span>
      ),
    },
    { id: 'grant', header: t('list.grant'), cell: (r) => formatRupees(r.grant), className: 'whitespace-nowrap' },
    { id: 'released', header: t('list.released'), cell: (r) => formatRupees(r.released), className: 'whitespace-nowrap' },
    { id: 'pending', header: t('list.pending'), cell: (r) => formatRupees(r.pending), className: 'whitespace-nowrap' },
    {
      id: 'next',
      header: t('list.nextReport'),
      cell: (r) => (r.nextReport ? formatDate(r.nextReport.dueDate) : t('list.none')),
      className: 'whitespace-nowrap',
    },
    { id: 'overdue', header: t('list.overdueCount'), cell: (r) => (r.overdueReports > 0 ? <strong className="text-red-700">{r.overdueReports}</strong> : '0') },
    {
      id: 'due',
      header: t('list.trancheDueCol'),
      cell: (r) => (r.trancheDue ? t('list.trancheN', { n: r.trancheDue }) : t('list.none')),
      className: 'whitespace-nowrap',
    },
  ];
  const onExport = async () => {
    setExporting(true);
    try {
      const { page: _p, limit: _l, ...filters } = query;
      await exportProjects(filters as never);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t('list.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const data = list.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-700">{t('list.title')}</h1>
          <p className="text-steel-500">{t('list.intro')}</p>
        </div>
        <Button variant="secondary" busy={exporting} onClick={() => void onExport()}>
          {t('list.export')}
        </Button>
      </div>
      <ProjectTotalsFigures totals={data?.totals} testIdPrefix="list-projects" />
      <div className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm">
        <SearchBox label={t('list.search')} value={params.q} onSearch={(q) => setParams({ q })} className="min-w-0 flex-1 basis-64" />
        <FilterSelect<ProjectScheme>
          label={t('list.scheme')}
          allLabel={t('list.allSchemes')}
          value={params.scheme}
          onChange={(scheme) => setParams({ scheme })}
          options={PROJECT_SCHEMES.map((s) => ({ value: s, label: PROJECT_SCHEME_LABELS[s] }))}
          className="w-60"
        />
        <Checkbox label={t('list.overdue')} checked={Boolean(params.overdue)} onChange={(e) => setParams({ overdue: e.target.checked ? 'true' : undefined })} />
        <Checkbox
          label={t('list.trancheDue')}
          checked={Boolean(params.trancheDue)}
          onChange={(e) => setParams({ trancheDue: e.target.checked ? 'true' : undefined })}
        />
      </div>
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r.proposalId}
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.isError ? list.error.message : undefined}
        empty={<EmptyState title={t('list.empty')} />}
      />
      {data && data.total > 0 && (
        <Pager
          page={params.page}
          totalPages={data.totalPages}
          rowCount={data.data.length}
          total={data.total}
          pageSize={PAGE_SIZE}
          onPageChange={(page) => setParams({ page })}
          busy={list.isFetching}
        />
      )}
    </div>
  );
}
