import { PROJECT_PATHS, PROJECT_SCHEME_LABELS } from '@portal/shared';
import type { NextReport } from '@portal/shared/schemas';
import { Link } from 'react-router';
import { useMyProjects } from '../../api/projects/projects';
import { formatDate, formatQuarter, formatRupees } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { ErrorBanner } from '../ui/form-fields';
import { StatusBadge } from '../ui/status-badge';
import { Spinner } from '../ui/spinner';
import './i18n';

/**
 * The grantee's funded projects; each opens its project page. On the dashboard it shows once there is
 * one; as the Projects page (`page`) its heading is the page's and an empty list says so.
 */
export function MyProjectsBox({ page = false }: { page?: boolean }) {
  const { t } = useTranslation('projectBoxes');
  const projects = useMyProjects();
  const rows = projects.data ?? [];
  if (!page && projects.isSuccess && rows.length === 0) return null;
  const Heading = page ? 'h1' : 'h2';
  const reportText = (r: NextReport) =>
    t('mine.report', {
      what:
        r.type === 'MILESTONE'
          ? t('mine.milestoneReport', { n: (r.milestoneIndex ?? 0) + 1 })
          : t('mine.quarterlyReport', { quarter: formatQuarter(r.quarter!) }),
      date: formatDate(r.dueDate),
    });
  return (
    <section aria-labelledby="my-projects-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6" data-testid="my-projects">
      <Heading id="my-projects-heading" className={page ? 'text-2xl font-bold text-brand-700' : 'text-lg font-semibold text-steel-900'}>
        {t('mine.title')}
      </Heading>
      {page && projects.isSuccess && rows.length === 0 && <p className="mt-3 text-steel-500">{t('mine.empty')}</p>}
      {projects.isPending && <Spinner className="p-4" />}
      {projects.isError && <ErrorBanner message={projects.error.message} />}
      {rows.length > 0 && (
        <ul className="mt-3 divide-y divide-steel-100">
          {rows.map((p) => (
            <li key={p.proposalId} className="py-3">
              <Link to={PROJECT_PATHS.myProject(p.proposalId)} className="font-semibold text-brand-700 underline">
                {p.title}
              </Link>
              <span className="ml-2 text-sm text-steel-500">{PROJECT_SCHEME_LABELS[p.scheme]}</span>
              {p.withdrawn && (
                <span className="ml-2" data-testid="my-project-withdrawn">
                  <StatusBadge status="PROJECT_WITHDRAWN" label={t('mine.withdrawn')} />
                </span>
              )}
              {p.withdrawn && <p className="mt-1 text-sm text-red-800">{t('mine.withdrawnNote')}</p>}
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex gap-2">
                  <dt className="text-steel-500">{t('mine.grant')}</dt>
                  <dd className="font-semibold" data-testid="my-project-grant">
                    {formatRupees(p.grant)}
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-steel-500">{t('mine.released')}</dt>
                  <dd className="font-semibold" data-testid="my-project-released">
                    {formatRupees(p.released)}
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-steel-500">{t('mine.nextMilestone')}</dt>
                  <dd>
                    {p.nextMilestone
                      ? t('mine.milestone', { n: p.nextMilestone.index + 1, title: p.nextMilestone.title, date: formatDate(p.nextMilestone.dueDate) })
                      : t('mine.none')}
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-steel-500">{t('mine.nextReport')}</dt>
                  <dd>
                    {p.nextReport ? reportText(p.nextReport) : t('mine.none')}
                    {p.nextReport?.overdue && <strong className="ml-1 text-red-700">({t('mine.overdue')})</strong>}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
