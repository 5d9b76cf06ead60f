import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { searchWithStep } from '../../../components/wizard/wizard-steps';
import { useTranslation } from '../../../lib/i18n';

/**
 * A read-only summary of what a wizard will send: a term and its value per row. With `changeStep`,
 * each row has a "Change" link to the step that asks it ("check your answers"; the step is in the URL,
 * decision 185), named with its term for screen readers.
 */
export function ReviewList({ title, rows, changeStep }: { title: string; rows: readonly [string, ReactNode][]; changeStep?: number }) {
  const { t } = useTranslation('proposals');
  const location = useLocation();
  return (
    <section className="rounded border border-steel-100 p-4">
      <h3 className="mb-3 font-semibold text-brand-700">{title}</h3>
      <dl className={`grid gap-x-6 gap-y-3 ${changeStep === undefined ? 'sm:grid-cols-[12rem_1fr]' : 'sm:grid-cols-[12rem_1fr_auto]'}`}>
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-steel-700">{term}</dt>
            <dd className="whitespace-pre-wrap text-sm text-steel-900 [overflow-wrap:anywhere]">{value}</dd>
            {changeStep !== undefined && (
              <dd className="text-sm">
                <Link to={{ search: searchWithStep(location.search, changeStep) }} state={location.state} className="font-semibold text-brand-700 underline">
                  {t('review.change')}
                  <span className="sr-only"> {term}</span>
                </Link>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
