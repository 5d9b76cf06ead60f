import { PROJECT_SCHEME_LABELS, TRANCHE_CONDITIONS, type TrancheNumber } from '@portal/shared';
import type { Project, ProjectReport, ProjectTranche, ReportStatus } from '@portal/shared/schemas';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate, formatQuarter, formatRupees } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { messageIn } from '../../../lib/localize';

/**
 * What a tranche waits for, in the page's language: the server's message by key (decision 228), its
 * milestones by number named as this page names them; an English page shows the server's English.
 */
function unmetIn(tranche: ProjectTranche, milestones: Project['milestones'], t: TFunction): string {
  const m = tranche.unmetMessage;
  if (!m) return tranche.unmet ?? '';
  const named = (n: number) => `${t('milestones.name')} ${n}${milestones[n - 1] ? ` "${milestones[n - 1]!.title}"` : ''}`;
  const params = { ...m.params };
  if (typeof params.milestones === 'string') params.milestones = params.milestones.split(', ').map(Number).map(named).join(', ');
  if (typeof params.milestone === 'number') params.milestone = named(params.milestone);
  return messageIn({ message: tranche.unmet ?? '', key: m.key, params });
}
import '../i18n';

const box = 'rounded-lg bg-white p-4 shadow-sm sm:p-5';
const th = 'border-b border-steel-100 px-2 py-2 text-left text-sm font-semibold text-steel-700';
const td = 'border-b border-steel-100 px-2 py-2 align-top text-sm';

export function useReportName() {
  const { t } = useTranslation('projects');
  return (r: Pick<ProjectReport, 'type' | 'milestoneIndex' | 'quarter'>) =>
    r.type === 'MILESTONE' ? t('reports.milestone', { n: (r.milestoneIndex ?? 0) + 1 }) : t('reports.quarterly', { quarter: formatQuarter(r.quarter!) });
}

export function ReportState({ status }: { status: ReportStatus | null }) {
  const { t } = useTranslation('projects');
  const colour = status === 'ACCEPTED' ? 'text-green-800' : status === 'CHANGES_REQUESTED' ? 'text-red-700' : 'text-steel-700';
  return <span className={`font-semibold ${colour}`}>{t(`reportStatus.${status ?? 'none'}`)}</span>;
}

/** What a tranche waits for, in the page's language (the reason a release button is disabled). */
export function useUnmetText() {
  const { t } = useTranslation('projects');
  return (tranche: ProjectTranche, milestones: Project['milestones']) => unmetIn(tranche, milestones, t);
}

/**
 * The figures, tranches (with `trancheAction` per unreleased tranche and `releasedAction` per released
 * one), milestones and quarters of a project; a withdrawn project says so first.
 */
export function ProjectOverview({
  project: p,
  trancheAction,
  releasedAction,
}: {
  project: Project;
  trancheAction?: (n: number) => ReactNode;
  releasedAction?: (n: number) => ReactNode;
}) {
  const { t } = useTranslation('projects');
  return (
    <>
      {p.withdrawn && (
        <p role="status" className="rounded border border-red-200 bg-red-50 p-3 text-red-800" data-testid="project-withdrawn">
          <StatusBadge status="PROJECT_WITHDRAWN" label={t('withdrawn.badge')} /> <span className="ml-1">{t('withdrawn.banner')}</span>
        </p>
      )}
      <section aria-labelledby="figures-h" className={box}>
        <h2 id="figures-h" className="sr-only">
          {t('grant')}
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {(
            [
              ['scheme', PROJECT_SCHEME_LABELS[p.scheme], 'scheme'],
              ['approvedCost', formatRupees(p.approvedCost), 'cost'],
              ['share', `${p.share}%`, 'share'],
              ['grant', formatRupees(p.grant), 'grant'],
              ['released', formatRupees(p.released), 'released'],
              ['period', t('periodValue', { start: formatDate(p.startDate), end: formatDate(p.endDate) }), 'period'],
            ] as const
          ).map(([key, value, id]) => (
            <div key={key}>
              <dt className="text-steel-500">{t(key)}</dt>
              <dd className="text-lg font-semibold text-steel-900" data-testid={`project-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="tranches-h" className={box}>
        <h2 id="tranches-h" className="text-lg font-semibold text-steel-900">
          {t('tranches.title')}
        </h2>
        <ul className="mt-2 divide-y divide-steel-100">
          {p.tranches.map((tr) => (
            <li key={tr.number} className="py-3" data-testid={`tranche-${tr.number}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">
                  {t('tranches.number')} {t('tranches.percent', { n: tr.number, percent: tr.percent })}: {formatRupees(tr.amount)}
                </span>
                <span
                  className={
                    tr.releasedOn
                      ? 'font-semibold text-green-800'
                      : tr.cancelled
                        ? 'font-semibold text-red-800'
                        : tr.conditionMet
                          ? 'font-semibold text-brand-700'
                          : 'text-steel-700'
                  }
                  data-testid={`tranche-${tr.number}-state`}
                >
                  {tr.releasedOn
                    ? t('tranches.releasedOn', { date: formatDate(tr.releasedOn), ref: tr.transactionRef })
                    : tr.cancelled
                      ? t('tranches.cancelled')
                      : tr.conditionMet
                        ? t('tranches.ready')
                        : t('tranches.waiting', { unmet: unmetIn(tr, p.milestones, t) })}
                </span>
              </div>
              <p className="text-sm text-steel-500">{TRANCHE_CONDITIONS[tr.number as TrancheNumber] ?? tr.condition}</p>
              {!tr.releasedOn && !tr.cancelled && trancheAction?.(tr.number)}
              {tr.releasedOn && releasedAction?.(tr.number)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="milestones-h" className={box}>
        <h2 id="milestones-h" className="text-lg font-semibold text-steel-900">
          {t('milestones.title')}
        </h2>
        {/* Narrow screens: a card per milestone, so nothing scrolls sideways. */}
        <ol className="mt-2 divide-y divide-steel-100 md:hidden">
          {p.milestones.map((m) => (
            <li key={m.index} className="py-2 text-sm">
              <p className="font-semibold [overflow-wrap:anywhere]">
                {m.index + 1}. {m.title}
              </p>
              <p>
                {t('milestones.due')}: {formatDate(m.dueDate)}
              </p>
              <p className="[overflow-wrap:anywhere]">
                {t('milestones.deliverable')}: {m.deliverable}
              </p>
              <p>
                {t('milestones.report')}: <ReportState status={m.reportStatus} />
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-2 hidden md:block">
          <table className="w-full">
            <caption className="sr-only">{t('milestones.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t('milestones.number')}
                </th>
                <th scope="col" className={th}>
                  {t('milestones.name')}
                </th>
                <th scope="col" className={th}>
                  {t('milestones.due')}
                </th>
                <th scope="col" className={th}>
                  {t('milestones.deliverable')}
                </th>
                <th scope="col" className={th}>
                  {t('milestones.report')}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.milestones.map((m) => (
                <tr key={m.index}>
                  <td className={td}>{m.index + 1}</td>
                  <th scope="row" className={`${td} text-left font-semibold [overflow-wrap:anywhere]`}>
                    {m.title}
                  </th>
                  <td className={`${td} whitespace-nowrap`}>{formatDate(m.dueDate)}</td>
                  <td className={`${td} [overflow-wrap:anywhere]`}>{m.deliverable}</td>
                  <td className={td} data-testid={`milestone-${m.index}-report`}>
                    <ReportState status={m.reportStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="quarters-h" className={box}>
        <h2 id="quarters-h" className="text-lg font-semibold text-steel-900">
          {t('quarters.title')}
        </h2>
        <div className="mt-2">
          <table className="w-full">
            <caption className="sr-only">{t('quarters.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t('quarters.quarter')}
                </th>
                <th scope="col" className={th}>
                  {t('quarters.due')}
                </th>
                <th scope="col" className={th}>
                  {t('quarters.report')}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.quarters.map((q) => (
                <tr key={q.quarter}>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    {formatQuarter(q.quarter)}
                  </th>
                  <td className={`${td} whitespace-nowrap`}>{formatDate(q.dueDate)}</td>
                  <td className={td}>
                    <ReportState status={q.reportStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

/** Every report with its thread in order: each submission with its document, each review with its message; `action` adds the admin's review form. */
export function ReportThreads({ project, action }: { project: Project; action?: (report: ProjectReport) => ReactNode }) {
  const { t } = useTranslation('projects');
  const name = useReportName();
  return (
    <section aria-labelledby="reports-h" className={box}>
      <h2 id="reports-h" className="text-lg font-semibold text-steel-900">
        {t('reports.title')}
      </h2>
      {project.reports.length === 0 && <p className="mt-2 text-steel-500">{t('reports.empty')}</p>}
      <ul className="mt-2 space-y-4">
        {project.reports.map((r) => (
          <li key={r.id} className="rounded border border-steel-100 p-3" data-testid={`report-${r.type === 'MILESTONE' ? `m${r.milestoneIndex}` : r.quarter}`}>
            <h3 className="flex flex-wrap justify-between gap-2 font-semibold">
              <span>{name(r)}</span>
              <ReportState status={r.status} />
            </h3>
            <ol className="mt-2 space-y-2 border-l-2 border-steel-100 pl-3">
              {r.entries.map((e, i) => (
                <li key={i} className="text-sm">
                  <p className="text-steel-500">
                    {t(`reports.actions.${e.action}`, { name: e.by?.name ?? t('reports.someone') })} · {formatDate(e.at)}
                  </p>
                  {e.text && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{e.text}</p>}
                  {e.document && (
                    <a href={e.document.url} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
                      {t('reports.document', { name: e.document.fileName })}
                    </a>
                  )}
                </li>
              ))}
            </ol>
            {r.publicSummary.latest && (
              <p className="mt-2 text-sm text-steel-700" data-testid="report-summary-state">
                {r.publicSummary.approved && r.publicSummary.approved.version === r.publicSummary.version
                  ? t('reports.summaryApproved', { date: formatDate(r.publicSummary.approved.approvedAt) })
                  : t('reports.summaryPending', { version: r.publicSummary.version })}
              </p>
            )}
            {action?.(r)}
          </li>
        ))}
      </ul>
    </section>
  );
}
