import { FEWER_THAN_5, type MetricFigure, type MetricKey, metricOf, METRICS } from '@portal/shared';
import type { MissionMetrics, MoneyFigures, RoundFigures } from '@portal/shared/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { FiguresHead } from '../ui/figures-head';
import { formatNumber, formatRupees } from '../../lib/format';
import { useCodeLabels } from '../../lib/labels';
import './i18n';

/**
 * The mission's numbers as the metric registry defines them (packages/shared metrics.ts), the same on the
 * admin dashboard (`GET /admin/metrics`) and on `/impact` (`GET /public/metrics`): tables whose main
 * figure carries a bar beside its number, so the chart is read as the table is (the bars are hidden from
 * screen readers, the numbers are not), and each metric's definition. A suppressed figure reads "fewer
 * than 5": its value never reached the browser.
 */
export function MissionFigures({ query, headingLevel = 2 }: { query: UseQueryResult<MissionMetrics>; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('missionFigures');
  const labels = useCodeLabels();
  const data = query.data;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const keys = new Set(data?.metrics ?? []);
  const roundKeys = METRICS.filter((m) => m.group === 'round' && keys.has(m.key)).map((m) => m.key) as (keyof RoundFigures & MetricKey)[];
  const moneyKeys = ['projects', 'committed', 'released'] as const;
  return (
    <div className="space-y-6" aria-busy={query.isPending}>
      <div aria-live="polite">
        {query.isPending && <p className="text-steel-600">{t('loading')}</p>}
        {query.isError && (
          <p role="alert" className="rounded bg-red-50 p-4 text-red-800">
            {t('failed')}
          </p>
        )}
      </div>
      {data && (
        <>
          <section aria-labelledby="mf-scheme" className="space-y-2">
            <H id="mf-scheme" className="text-xl font-semibold text-brand-700">
              {t('byScheme')}
            </H>
            <FigureTable
              id="scheme"
              caption={t('byScheme')}
              corner={t('scheme')}
              keys={roundKeys}
              rows={data.byScheme.map((s) => ({ id: s.scheme, header: t(`schemes.${s.scheme}`), figures: s.figures }))}
            />
          </section>
          <section aria-labelledby="mf-round" className="space-y-2">
            <H id="mf-round" className="text-xl font-semibold text-brand-700">
              {t('byRound')}
            </H>
            {data.byRound.length === 0 ? (
              <p className="text-steel-600">{t('noRounds')}</p>
            ) : (
              <FigureTable
                id="round"
                caption={t('byRound')}
                corner={t('round')}
                keys={roundKeys}
                rows={data.byRound.map((r) => ({ id: r.roundId, header: r.name, figures: r.figures }))}
              />
            )}
          </section>
          <section aria-labelledby="mf-area" className="space-y-2">
            <H id="mf-area" className="text-xl font-semibold text-brand-700">
              {t('byFocusArea')}
            </H>
            {data.byFocusArea.length === 0 ? (
              <p className="text-steel-600">{t('noProjects')}</p>
            ) : (
              <FigureTable
                id="area"
                caption={t('byFocusArea')}
                corner={t('focusArea')}
                keys={moneyKeys}
                rows={[
                  ...data.byFocusArea.map((a) => ({ id: a.focusArea, header: labels.focusArea(a.focusArea), figures: a.figures })),
                  { id: 'total', header: t('total'), figures: data.total },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="mf-category" className="space-y-2">
            <H id="mf-category" className="text-xl font-semibold text-brand-700">
              {t('byOrgCategory')}
            </H>
            {data.byOrgCategory.length === 0 ? (
              <p className="text-steel-600">{t('noProjects')}</p>
            ) : (
              <FigureTable
                id="category"
                caption={t('byOrgCategory')}
                corner={t('category')}
                keys={moneyKeys}
                rows={[
                  ...data.byOrgCategory.map((c) => ({
                    id: c.category || 'unknown',
                    header: c.category ? labels.organizationCategory(c.category) : t('unknownCategory'),
                    figures: c.figures,
                  })),
                  { id: 'total', header: t('total'), figures: data.total },
                ]}
              />
            )}
          </section>
        </>
      )}
      <MetricDefinitions keys={data ? [...keys] : undefined} headingLevel={headingLevel} />
    </div>
  );
}

/** Each metric's label and definition from the registry, in the page's language; before the data arrive, the public ones. */
export function MetricDefinitions({ keys, headingLevel = 2 }: { keys?: string[] | undefined; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('missionFigures');
  const language = currentLanguage();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const shown = METRICS.filter((m) => (keys ? keys.includes(m.key) : m.public));
  return (
    <section aria-labelledby="mf-definitions" className="space-y-2">
      <H id="mf-definitions" className="text-xl font-semibold text-brand-700">
        {t('definitions')}
      </H>
      <dl className="space-y-3 rounded-lg bg-white p-4 shadow-sm" data-testid="metric-definitions">
        {shown.map((m) => (
          <div key={m.key}>
            <dt className="font-semibold">
              {m.label[language]}
              {!m.public && <span className="ml-2 text-sm font-normal text-steel-600">({t('adminOnly')})</span>}
            </dt>
            <dd className="text-steel-700">{m.definition[language]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-steel-700">{t('suppression')}</p>
    </section>
  );
}

type Row<F> = { id: string; header: string; figures: F };

/** A table of figures: the first key's numbers with a bar each, scaled to the largest shown. */
function FigureTable<F extends RoundFigures | MoneyFigures>({
  id,
  caption,
  corner,
  keys,
  rows,
}: {
  id: string;
  caption: string;
  corner: string;
  keys: readonly MetricKey[];
  rows: Row<F>[];
}) {
  const language = currentLanguage();
  const format = useFigureFormat();
  const lead = keys[0]!;
  const valueOf = (f: F, key: MetricKey) => (f as Record<string, MetricFigure | undefined>)[key] ?? null;
  const max = Math.max(1, ...rows.map((r) => valueOf(r.figures, lead)).map((v) => (typeof v === 'number' ? v : 0)));
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm" tabIndex={0} role="region" aria-label={caption} data-testid={`scroll-${id}`}>
      <table className="w-full text-left text-sm" data-testid={`figures-${id}`}>
        <FiguresHead
          caption={caption}
          corner={corner}
          columns={keys.map((k) => ({ key: k, label: metricOf(k).label[language] }))}
          className="bg-steel-50"
          cornerClassName="px-3 py-2"
          columnClassName="px-3 py-2"
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-steel-100" data-testid={`figures-${id}-${r.id}`}>
              <th scope="row" className="px-3 py-2 font-normal">
                {r.header}
              </th>
              {keys.map((k) => {
                const v = valueOf(r.figures, k);
                return (
                  <td key={k} className="px-3 py-2 whitespace-nowrap" data-metric={k}>
                    {k === lead && typeof v === 'number' && v > 0 && (
                      <span
                        aria-hidden="true"
                        className="mr-2 inline-block h-3 rounded bg-brand-700 align-middle"
                        style={{ width: `${Math.max(2, (v / max) * 80)}px` }}
                      />
                    )}
                    {format(k, v)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A figure as people read it, by its metric's unit. */
function useFigureFormat() {
  const { t } = useTranslation('missionFigures');
  return (key: MetricKey, v: MetricFigure) => {
    if (v === FEWER_THAN_5) return t('fewerThan5');
    if (v === null) return t('none');
    switch (metricOf(key).unit) {
      case 'inr':
        return formatRupees(v);
      case 'days':
        return t('days', { count: v });
      case 'share':
        return `${formatNumber(Math.round(v * 1000) / 10)} %`;
      default:
        return formatNumber(v);
    }
  };
}
