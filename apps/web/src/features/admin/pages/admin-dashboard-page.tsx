import { ADMIN_SETTABLE_PROPOSAL_STATUSES, CHALLENGE_STATUSES, PATHS, type ProposalKindId, USER_STATUSES } from '@portal/shared';
import type { AdminCounts } from '@portal/shared/schemas';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { NotificationsBox } from '../../../components/notifications-box';
import { ProjectFiguresBox } from '../../../components/projects/project-figures';
import { CountTable } from '../../../components/ui/count-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useCodeLabels } from '../../../lib/labels';
import { formatMonth, formatMonthShort } from '../../../lib/format';
import { MissionFigures } from '../../../components/metrics/mission-figures';
import { useAdminCounts } from '../api/get-admin-counts';
import { useAdminMetrics } from '../api/get-admin-metrics';
import '../i18n';

/** The dashboard's schemes: the three Steelcollab kinds share one list. */
const SCHEMES: { id: string; kinds: readonly ProposalKindId[]; path: string }[] = [
  { id: 'steelCollabs', kinds: ['problem', 'research', 'solution'], path: PATHS.adminSteelCollabs },
  { id: 'openInnovation', kinds: ['openInnovation'], path: PATHS.adminOpenInnovation },
  { id: 'startup', kinds: ['startup'], path: PATHS.adminSteelStartup },
  { id: 'challenge', kinds: ['challenge'], path: PATHS.adminChallengeProposals },
];
const STATUSES = ADMIN_SETTABLE_PROPOSAL_STATUSES;
const COLOURS = ['#1d4ed8', '#059669', '#d97706', '#7c3aed'];

/** The figures of `GET /admin/counts` (one call): users, proposals by scheme and status, challenges, submissions per month; each links to its filtered list. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const codeLabels = useCodeLabels();
  const all = useAdminCounts().data;
  const counts = all?.users.byStatus;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('dashboard.title')}</h1>
        <p className="text-steel-500">{t('dashboard.intro')}</p>
      </div>
      <NotificationsBox />
      <section aria-labelledby="by-status">
        <h2 id="by-status" className="text-lg font-semibold">
          {t('dashboard.usersByStatus')}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {USER_STATUSES.map((status) => (
            <li key={status}>
              <Link to={`${PATHS.adminUsers}?status=${status}`} className="block rounded-lg bg-white p-5 shadow-sm hover:ring-2 hover:ring-brand-100">
                <StatusBadge status={status} label={codeLabels.status(status)} />
                <p className="mt-3 text-3xl font-bold text-steel-900" data-testid={`count-${status}`}>
                  {counts ? counts[status] : '–'}
                  <span className="sr-only"> {t('dashboard.view')}</span>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ProposalCounts counts={all} />
      <ChallengeCounts counts={all} />
      <ProjectFiguresBox />
      <MissionFiguresBox />
      {all && <SubmissionsChart months={all.submissionsByMonth} />}
    </div>
  );
}

/** The metric registry's figures (`GET /admin/metrics`): the same definitions and SQL as `/impact`, with the admin-only metrics and no suppression. */
function MissionFiguresBox() {
  const { t } = useTranslation('admin');
  const metrics = useAdminMetrics();
  return (
    <section aria-labelledby="mission-figures-h" className="space-y-3 rounded-lg bg-white p-5 shadow-sm" data-testid="mission-figures">
      <h2 id="mission-figures-h" className="text-lg font-semibold">
        {t('dashboard.missionFigures')}
      </h2>
      <p className="text-sm text-steel-600">{t('dashboard.missionFiguresIntro')}</p>
      <MissionFigures query={metrics} headingLevel={3} />
    </section>
  );
}

const schemeCount = (counts: AdminCounts, scheme: (typeof SCHEMES)[number], status: (typeof STATUSES)[number]) =>
  scheme.kinds.reduce((sum, k) => sum + (counts.proposals.byKind[k].byStatus[status] ?? 0), 0);

function ProposalCounts({ counts }: { counts: AdminCounts | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="proposals-h" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="proposals-h" className="text-lg font-semibold">
        {t('dashboard.proposalsByScheme')}
      </h2>
      <CountTable
        caption={t('dashboard.proposalsCaption')}
        corner={t('dashboard.scheme')}
        columns={STATUSES.map((s) => t(`dashboard.proposalStatus.${s}`))}
        rows={SCHEMES.map((scheme) => ({
          id: scheme.id,
          header: t(`dashboard.schemes.${scheme.id}`),
          to: `${scheme.path}?status=ALL`,
          cells: STATUSES.map((status) => {
            const value = counts ? schemeCount(counts, scheme, status) : undefined;
            return {
              value,
              to: `${scheme.path}?status=${status}`,
              label: t('dashboard.countLink', {
                count: value ?? 0,
                status: t(`dashboard.proposalStatus.${status}`),
                scheme: t(`dashboard.schemes.${scheme.id}`),
              }),
              testId: `proposals-${scheme.id}-${status}`,
            };
          }),
        }))}
      />
    </section>
  );
}

function ChallengeCounts({ counts }: { counts: AdminCounts | undefined }) {
  const { t } = useTranslation('admin');
  const figures = counts ? { OPEN: counts.challenges.open, CLOSE: counts.challenges.closed } : undefined;
  return (
    <section aria-labelledby="challenges-h">
      <h2 id="challenges-h" className="text-lg font-semibold">
        {t('dashboard.challenges')}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {CHALLENGE_STATUSES.map((status) => (
          <li key={status}>
            <Link to={`${PATHS.adminChallenges}?status=${status}`} className="block rounded-lg bg-white p-5 shadow-sm hover:ring-2 hover:ring-brand-100">
              <StatusBadge status={status} label={t(`dashboard.challengeStatus.${status}`)} />
              <p className="mt-3 text-3xl font-bold text-steel-900" data-testid={`challenges-${status}`}>
                {figures ? figures[status] : '–'}
                <span className="sr-only"> {t('dashboard.viewChallenges')}</span>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The list of a scheme's proposals submitted in a month, whatever their status. */
const monthListPath = (scheme: (typeof SCHEMES)[number], month: string) => `${scheme.path}?status=ALL&month=${month}`;

/**
 * Submissions per month, a bar per month stacked by scheme, in plain SVG (no chart library for one
 * chart). Each segment leads to its scheme's list for the month. The table beneath carries the same
 * figures and links for the keyboard and screen readers, so the chart itself is hidden from them.
 */
function SubmissionsChart({ months }: { months: AdminCounts['submissionsByMonth'] }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const per = months.map((m) => ({ month: m.month, values: SCHEMES.map((s) => s.kinds.reduce((sum, k) => sum + m.byKind[k], 0)) }));
  const max = Math.max(1, ...per.map((m) => m.values.reduce((a, b) => a + b, 0)));
  const W = 600;
  const H = 200;
  const bar = W / Math.max(per.length, 1);
  return (
    <section aria-labelledby="months-h" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="months-h" className="text-lg font-semibold">
        {t('dashboard.submissionsByMonth')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-3 text-xs" aria-hidden="true">
        {SCHEMES.map((s, i) => (
          <li key={s.id} className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: COLOURS[i] }} />
            {t(`dashboard.schemes.${s.id}`)}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${W} ${H + 32}`} className="mt-3 w-full" aria-hidden="true" data-testid="submissions-chart">
        {per.map((m, mi) => {
          let y = H;
          return (
            <g key={m.month}>
              {m.values.map((v, si) => {
                const h = (v / max) * (H - 10);
                y -= h;
                if (v === 0) return null;
                const to = monthListPath(SCHEMES[si]!, m.month);
                return (
                  <a
                    key={si}
                    href={to}
                    tabIndex={-1}
                    data-testid={`bar-${SCHEMES[si]!.id}-${m.month}`}
                    onClick={(e) => {
                      e.preventDefault();
                      void navigate(to);
                    }}
                  >
                    <title>{`${t(`dashboard.schemes.${SCHEMES[si]!.id}`)}, ${formatMonth(m.month)}: ${v}`}</title>
                    <rect x={mi * bar + bar * 0.15} y={y} width={bar * 0.7} height={h} fill={COLOURS[si]} className="hover:opacity-80" />
                  </a>
                );
              })}
              {/* Months by name ('Mar', not '26-03', which reads as a date); the year under the first bar and each January. */}
              <text x={mi * bar + bar / 2} y={H + 14} textAnchor="middle" fontSize="11" fill="#475569" data-testid="chart-month">
                {formatMonthShort(m.month)}
                {(mi === 0 || m.month.endsWith('-01')) && (
                  <tspan x={mi * bar + bar / 2} dy="13">
                    {m.month.slice(0, 4)}
                  </tspan>
                )}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('dashboard.monthsTable')}</summary>
        <CountTable
          caption={t('dashboard.submissionsByMonth')}
          corner={t('dashboard.month')}
          columns={SCHEMES.map((s) => t(`dashboard.schemes.${s.id}`))}
          rows={per.map((m) => ({
            id: m.month,
            header: formatMonth(m.month),
            cells: m.values.map((v, i) => ({
              value: v,
              to: monthListPath(SCHEMES[i]!, m.month),
              label: t('dashboard.monthLink', { count: v, scheme: t(`dashboard.schemes.${SCHEMES[i]!.id}`), month: formatMonth(m.month) }),
            })),
          }))}
        />
      </details>
    </section>
  );
}
