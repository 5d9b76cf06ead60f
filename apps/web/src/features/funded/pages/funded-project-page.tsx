import { formatRupees, PUBLIC_PROJECT_PATHS } from '@portal/shared';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatQuarter } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import { PublicSummaryText } from '../../../components/public-summary-text';
import { useFundedProject } from '../api/public-projects';
import '../i18n';

/** `/funded/{reference}`: a funded project's public page, rendered by the server when requested and hydrated here (decision 261). */
export function FundedProjectPage() {
  const { t } = useTranslation('funded');
  const codeLabels = useCodeLabels();
  const { reference = '' } = useParams();
  const project = useFundedProject(reference);
  const back = (
    <Link to={PUBLIC_PROJECT_PATHS.funded} className="text-sm font-semibold text-brand-700 underline">
      {t('back')}
    </Link>
  );
  if (project.isPending) return <Spinner />;
  if (project.isError)
    return (
      <div className="mx-auto max-w-5xl space-y-3 px-4 py-6">
        <p role="alert" className="rounded bg-red-50 p-4 text-red-800">
          {t('notFound')}
        </p>
        {back}
      </div>
    );
  const p = project.data;
  const facts: [string, string][] = [
    [t('scheme'), t(`schemes.${p.scheme}`)],
    [t('round'), p.round ?? t('noRound')],
    [t('organisation'), p.organisation ?? '—'],
    [t('partners'), p.partners.length > 0 ? p.partners.join(', ') : t('noPartners')],
    [t('focusAreas'), p.focusAreas.map((a) => codeLabels.focusArea(a)).join(', ')],
    [t('approvedCost'), formatRupees(p.approvedCost)],
    [t('grant'), formatRupees(p.grant)],
    [t('released'), formatRupees(p.released)],
    [t('agreedOn'), formatDate(p.agreedOn)],
    [t('startDate'), formatDate(p.startDate)],
  ];
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      {back}
      <h1 className="text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">{p.title}</h1>
      <p className="text-sm text-steel-600">{p.reference}</p>
      {p.withdrawn && (
        <div className="rounded bg-red-50 p-3 text-red-800" data-testid="funded-withdrawn">
          <p className="font-semibold">{t('withdrawn')}</p>
          <p>{t('withdrawnNote')}</p>
        </div>
      )}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-steel-600">{label}</dt>
            <dd className="[overflow-wrap:anywhere]" data-testid={`funded-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="funded-summary-h" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="funded-summary-h" className="mb-2 text-lg font-semibold text-steel-900">
          {t('summary')}
        </h2>
        <div data-testid="funded-summary">
          {p.summary ? <PublicSummaryText text={p.summary.text} textHi={p.summary.textHi} /> : <p className="text-steel-600">{t('noSummary')}</p>}
        </div>
      </section>
      <section aria-labelledby="funded-outputs-h" className="rounded-lg bg-white p-4 shadow-sm" data-testid="funded-outputs">
        <h2 id="funded-outputs-h" className="mb-2 text-lg font-semibold text-steel-900">
          {t('outputs')}
        </h2>
        {p.outputs.length === 0 ? (
          <p className="text-steel-600">{t('noOutputs')}</p>
        ) : (
          <ul className="space-y-2">
            {p.outputs.map((o, i) => (
              <li key={i} className="border-t border-steel-200 pt-2 first:border-t-0 first:pt-0 [overflow-wrap:anywhere]">
                <span className="font-semibold">{t(`outputKinds.${o.kind}`)}</span> · {o.title} ({o.year})
                {o.doi && (
                  <>
                    {' · '}
                    <a href={`https://doi.org/${o.doi}`} rel="noopener noreferrer" className="text-brand-700 underline">
                      DOI {o.doi}
                    </a>
                  </>
                )}
                {o.patentNumber && <> · {t('patent', { number: o.patentNumber })}</>}
                {o.link && (
                  <>
                    {' · '}
                    <a href={o.link} rel="noopener noreferrer" className="text-brand-700 underline">
                      {t('openOutput', { title: o.title })}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="funded-reports-h" className="rounded-lg bg-white p-4 shadow-sm" data-testid="funded-reports">
        <h2 id="funded-reports-h" className="mb-2 text-lg font-semibold text-steel-900">
          {t('reports')}
        </h2>
        {p.reports.length === 0 ? (
          <p className="text-steel-600">{t('noReports')}</p>
        ) : (
          <ul className="space-y-4">
            {p.reports.map((r, i) => (
              <li key={i} className="border-t border-steel-200 pt-3 first:border-t-0 first:pt-0">
                <h3 className="font-semibold text-steel-900 [overflow-wrap:anywhere]">
                  {r.type === 'MILESTONE'
                    ? t('milestoneReport', { n: (r.milestoneIndex ?? 0) + 1, title: p.milestones[r.milestoneIndex ?? 0]?.title ?? '' })
                    : t('quarterReport', { quarter: formatQuarter(r.quarter ?? '') })}
                </h3>
                <p className="mb-2 text-sm text-steel-600">{t('publishedOn', { date: formatDate(r.approvedOn) })}</p>
                <PublicSummaryText text={r.text} textHi={r.textHi} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="funded-milestones-h" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="funded-milestones-h" className="mb-2 text-lg font-semibold text-steel-900">
          {t('milestones')}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('milestoneCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t('milestone')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('due')}
                </th>
                <th scope="col" className="py-1">
                  {t('status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.milestones.map((m, i) => (
                <tr key={i} className="border-t border-steel-200">
                  <td className="py-1 pr-3 [overflow-wrap:anywhere]">{m.title}</td>
                  <td className="py-1 pr-3">{formatDate(m.dueDate)}</td>
                  <td className="py-1">{t(`statuses.${m.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
