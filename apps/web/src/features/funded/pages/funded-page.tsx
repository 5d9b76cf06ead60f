import { FOCUS_AREAS, formatRupees, indiaDate, PROJECT_SCHEMES, PUBLIC_PROJECT_PATHS, type FocusArea, type ProjectScheme } from '@portal/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import { useFundedProjects } from '../api/public-projects';
import '../i18n';

const firstYear = 2024;

/** `/funded`: every funded project from its agreement on, filtered by scheme, focus area and year. */
export function FundedPage() {
  const { t } = useTranslation('funded');
  const codeLabels = useCodeLabels();
  const [scheme, setScheme] = useState<ProjectScheme | undefined>();
  const [focusArea, setFocusArea] = useState<FocusArea | undefined>();
  const [year, setYear] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const list = useFundedProjects({ scheme, focusArea, year: year ? Number(year) : undefined, page });
  const thisYear = Number(indiaDate().slice(0, 4));
  const years = Array.from({ length: Math.max(1, thisYear - firstYear + 1) }, (_, i) => String(thisYear - i));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / 10)) : 1;
  const filter =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPage(1);
    };
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('title')}</h1>
      <p className="text-steel-700">{t('intro')}</p>
      <section aria-label={t('filters')} className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm">
        <FilterSelect<ProjectScheme>
          label={t('scheme')}
          allLabel={t('any')}
          value={scheme}
          onChange={filter(setScheme)}
          options={PROJECT_SCHEMES.map((s) => ({ value: s, label: t(`schemes.${s}`) }))}
          className="w-full sm:w-60"
        />
        <FilterSelect<FocusArea>
          label={t('focusArea')}
          allLabel={t('any')}
          value={focusArea}
          onChange={filter(setFocusArea)}
          options={FOCUS_AREAS.map((a) => ({ value: a, label: codeLabels.focusArea(a) }))}
          className="w-full sm:w-72"
        />
        <FilterSelect<string>
          label={t('year')}
          allLabel={t('any')}
          value={year}
          onChange={filter(setYear)}
          options={years.map((y) => ({ value: y, label: y }))}
          className="w-full sm:w-40"
        />
      </section>
      <div aria-live="polite">
        {list.isPending && <p className="text-steel-600">{t('loading')}</p>}
        {list.isError && (
          <p role="alert" className="rounded bg-red-50 p-4 text-red-800">
            {t('failed')}
          </p>
        )}
        {list.data && (
          <p className="text-sm text-steel-600" data-testid="funded-count">
            {t('count', { count: list.data.total })}
          </p>
        )}
        {list.data && list.data.data.length === 0 && <p className="text-steel-600">{t('empty')}</p>}
      </div>
      {list.data && list.data.data.length > 0 && (
        <ul className="space-y-3" data-testid="funded-list">
          {list.data.data.map((p) => (
            <li key={p.reference} className="rounded-lg bg-white p-4 shadow-sm">
              <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">
                <Link to={PUBLIC_PROJECT_PATHS.fundedProject(p.reference)} className="text-brand-700 underline">
                  {p.title}
                </Link>
              </h2>
              <p className="text-sm text-steel-600">
                {p.reference} · {t(`schemes.${p.scheme}`)}
                {p.withdrawn && <span className="ml-2 font-semibold text-red-800">{t('withdrawn')}</span>}
              </p>
              <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-steel-600">{t('organisation')}</dt>
                  <dd className="[overflow-wrap:anywhere]">{p.organisation ?? '—'}</dd>
                </div>
                <div>
                  <dt className="text-steel-600">{t('grant')}</dt>
                  <dd>{formatRupees(p.grant)}</dd>
                </div>
                <div>
                  <dt className="text-steel-600">{t('released')}</dt>
                  <dd>{formatRupees(p.released)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('page', { page, pages })} className="flex items-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span>{t('page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
