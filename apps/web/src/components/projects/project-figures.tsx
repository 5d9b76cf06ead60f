import { PROJECT_PATHS } from '@portal/shared';
import { formatQuarter, formatRupees } from '../../lib/format';
import type { ProjectTotals } from '@portal/shared/schemas';
import { Link } from 'react-router';
import { useProjectStats } from '../../api/projects/projects';
import { useTranslation } from '../../lib/i18n';
import { ErrorBanner } from '../ui/form-fields';
import './i18n';

/** Sanctioned, released and pending rupees: the same three figures on the admin dashboard and the Projects list. */
export function ProjectTotalsFigures({ totals, testIdPrefix }: { totals: ProjectTotals | undefined; testIdPrefix: string }) {
  const { t } = useTranslation('projectBoxes');
  const items = [
    ['sanctioned', totals?.sanctioned],
    ['released', totals?.released],
    ['pending', totals?.pending],
  ] as const;
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-3">
        {items.map(([key, value]) => (
          <div key={key} className="rounded border border-steel-100 bg-white p-4">
            <dt className="text-sm text-steel-500">{t(`figures.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-steel-900" data-testid={`${testIdPrefix}-${key}`}>
              {value === undefined ? '–' : formatRupees(value)}
            </dd>
          </div>
        ))}
      </dl>
      {/* Withdrawn projects' cancelled tranches are left out of the sanctioned total: said so, once there are any. */}
      {totals && totals.withdrawn > 0 && (
        <p className="mt-2 text-sm text-steel-700" data-testid={`${testIdPrefix}-withdrawn`}>
          {t('figures.withdrawn', { count: totals.withdrawn, amount: formatRupees(totals.cancelled) })}
        </p>
      )}
    </div>
  );
}

/** The admin dashboard's box: the totals over every project and the releases by quarter, as bars and as a table. */
export function ProjectFiguresBox() {
  const { t } = useTranslation('projectBoxes');
  const stats = useProjectStats();
  const quarters = stats.data?.releasesByQuarter ?? [];
  const max = Math.max(1, ...quarters.map((q) => q.amount));
  return (
    <section aria-labelledby="project-figures-h" className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="project-figures-h" className="text-lg font-semibold">
          {t('figures.title')}
          {stats.data && <span className="ml-2 text-sm font-normal text-steel-500">{t('figures.projects', { count: stats.data.count })}</span>}
        </h2>
        <Link to={PROJECT_PATHS.adminProjects} className="font-semibold text-brand-700 underline">
          {t('figures.open')}
        </Link>
      </div>
      {stats.isError && <ErrorBanner message={stats.error.message} />}
      <ProjectTotalsFigures totals={stats.data} testIdPrefix="dashboard-projects" />
      <h3 className="font-semibold">{t('figures.chartTitle')}</h3>
      {stats.data && quarters.length === 0 && <p className="text-steel-500">{t('figures.noReleases')}</p>}
      {quarters.length > 0 && (
        <>
          <ul aria-hidden="true" className="space-y-2">
            {quarters.map((q) => (
              <li key={q.quarter} className="flex items-center gap-3 text-sm">
                <span className="w-20 shrink-0 text-steel-700">{q.quarter}</span>
                <span className="h-4 rounded bg-brand-700" style={{ width: `${Math.max(2, (q.amount / max) * 70)}%` }} />
                <span className="whitespace-nowrap text-steel-700">{formatRupees(q.amount)}</span>
              </li>
            ))}
          </ul>
          <table className="sr-only">
            <caption>{t('figures.chartTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('figures.quarter')}</th>
                <th scope="col">{t('figures.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {quarters.map((q) => (
                <tr key={q.quarter}>
                  <th scope="row">{formatQuarter(q.quarter)}</th>
                  <td>{formatRupees(q.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
