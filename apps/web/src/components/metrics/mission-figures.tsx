import { FEWER_THAN_5, type MetricFigure, type MetricKey, metricOf, METRICS, WITHHELD } from '@portal/shared';
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
export function MissionFigures({
  query,
  headingLevel = 2,
  charts = false,
  definitionsFirst = false,
}: {
  query: UseQueryResult<MissionMetrics>;
  headingLevel?: 2 | 3;
  /** Each table with its chart above it (`/impact`); the dashboard keeps the tables alone. */
  charts?: boolean;
  /**
   * The definitions before the figures (`/impact`): they are prerendered, and the figures that arrive
   * after hydration then grow below what is already painted instead of pushing it down (layout shift).
   */
  definitionsFirst?: boolean;
}) {
  const { t } = useTranslation('missionFigures');
  const labels = useCodeLabels();
  const data = query.data;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const keys = new Set(data?.metrics ?? []);
  const roundKeys = METRICS.filter((m) => m.group === 'round' && keys.has(m.key)).map((m) => m.key) as (keyof RoundFigures & MetricKey)[];
  const moneyKeys = ['projects', 'committed', 'released'] as const;
  const roundChartKeys = roundKeys.filter((k) => metricOf(k).unit === 'count');
  const moneyChartKeys = ['committed', 'released'] as const;
  return (
    <div className="space-y-6" aria-busy={query.isPending}>
      {definitionsFirst && <MetricDefinitions keys={data ? [...keys] : undefined} headingLevel={headingLevel} />}
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
            {charts && (
              <FigureChart
                id="scheme"
                title={t('byScheme')}
                keys={roundChartKeys}
                rows={data.byScheme.map((s) => ({ id: s.scheme, header: t(`schemes.${s.scheme}`), figures: s.figures }))}
              />
            )}
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
              <>
                {charts && (
                  <FigureChart
                    id="round"
                    title={t('byRound')}
                    keys={roundChartKeys}
                    rows={data.byRound.map((r) => ({ id: r.roundId, header: r.name, figures: r.figures }))}
                  />
                )}
                <FigureTable
                  id="round"
                  caption={t('byRound')}
                  corner={t('round')}
                  keys={roundKeys}
                  rows={data.byRound.map((r) => ({ id: r.roundId, header: r.name, figures: r.figures }))}
                />
              </>
            )}
          </section>
          <section aria-labelledby="mf-area" className="space-y-2">
            <H id="mf-area" className="text-xl font-semibold text-brand-700">
              {t('byFocusArea')}
            </H>
            {data.byFocusArea.length === 0 ? (
              <p className="text-steel-600">{t('noProjects')}</p>
            ) : (
              <>
                {charts && (
                  <FigureChart
                    id="area"
                    title={t('byFocusArea')}
                    keys={moneyChartKeys}
                    rows={data.byFocusArea.map((a) => ({ id: a.focusArea, header: labels.focusArea(a.focusArea), figures: a.figures }))}
                  />
                )}
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
              </>
            )}
          </section>
          <section aria-labelledby="mf-category" className="space-y-2">
            <H id="mf-category" className="text-xl font-semibold text-brand-700">
              {t('byOrgCategory')}
            </H>
            {data.byOrgCategory.length === 0 ? (
              <p className="text-steel-600">{t('noProjects')}</p>
            ) : (
              <>
                {charts && (
                  <FigureChart id="category" title={t('byOrgCategory')} keys={moneyChartKeys} rows={categoryRows(data, labels, t('unknownCategory'))} />
                )}
                <FigureTable
                  id="category"
                  caption={t('byOrgCategory')}
                  corner={t('category')}
                  keys={moneyKeys}
                  rows={[...categoryRows(data, labels, t('unknownCategory')), { id: 'total', header: t('total'), figures: data.total }]}
                />
              </>
            )}
          </section>
        </>
      )}
      {!definitionsFirst && <MetricDefinitions keys={data ? [...keys] : undefined} headingLevel={headingLevel} />}
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

const categoryRows = (data: MissionMetrics, labels: ReturnType<typeof useCodeLabels>, unknown: string): Row<MoneyFigures>[] =>
  data.byOrgCategory.map((c) => ({ id: c.category || 'unknown', header: c.category ? labels.organizationCategory(c.category) : unknown, figures: c.figures }));

const BAR_COLOURS = ['bg-brand-700', 'bg-steel-500', 'bg-accent-600'] as const;

/**
 * A bar chart of a table's figures (decision 289): for each row, one bar per metric with its number
 * beside it, all bars of the chart on one scale. It is an image to assistive technology (`role="img"`),
 * named by its title and described by a text alternative that reads every figure, so nothing is only in
 * the bars; the table below stays the data. A suppressed figure has no bar: its words ("fewer than 5",
 * "withheld") stand in its place, never a bar of 0. Plain elements and CSS widths, no chart library: the
 * text keeps the page's size at every width, and a phone wraps it like any other text.
 */
function FigureChart<F extends RoundFigures | MoneyFigures>({
  id,
  title,
  keys,
  rows,
}: {
  id: string;
  title: string;
  keys: readonly MetricKey[];
  rows: Row<F>[];
}) {
  const { t } = useTranslation('missionFigures');
  const language = currentLanguage();
  const format = useFigureFormat();
  const valueOf = (f: F, key: MetricKey) => (f as Record<string, MetricFigure | undefined>)[key] ?? null;
  const max = Math.max(1, ...rows.flatMap((r) => keys.map((k) => valueOf(r.figures, k))).map((v) => (typeof v === 'number' ? v : 0)));
  const description = rows
    .map((r) => `${r.header}: ${keys.map((k) => `${metricOf(k).label[language]} ${format(k, valueOf(r.figures, k))}`).join(', ')}`)
    .join('; ');
  return (
    <figure className="rounded-lg bg-white p-4 shadow-sm" data-testid={`chart-${id}`}>
      <div role="img" aria-label={`${t('chartOf', { title })}. ${description}.`} className="space-y-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-steel-700">
          {keys.map((k, i) => (
            <li key={k} className="flex items-center gap-1">
              <span className={`inline-block h-3 w-3 rounded ${BAR_COLOURS[i]}`} />
              {metricOf(k).label[language]}
            </li>
          ))}
        </ul>
        {rows.map((r) => (
          <div key={r.id} data-testid={`chart-${id}-${r.id}`}>
            <div className="text-sm font-semibold text-steel-900">{r.header}</div>
            {keys.map((k, i) => {
              const v = valueOf(r.figures, k);
              const shown = typeof v === 'number';
              return (
                <div key={k} className="flex items-center gap-2 text-sm">
                  {shown && v > 0 && (
                    <span className={`inline-block h-3 shrink-0 rounded ${BAR_COLOURS[i]}`} style={{ width: `${Math.max(0.5, (v / max) * 70)}%` }} />
                  )}
                  <span className={shown ? 'text-steel-900' : 'italic text-steel-700'} data-metric={k}>
                    {format(k, v)}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <figcaption className="mt-2 text-sm text-steel-700">{t('chartCaption', { title })}</figcaption>
    </figure>
  );
}

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
    if (v === WITHHELD) return t('withheld');
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
