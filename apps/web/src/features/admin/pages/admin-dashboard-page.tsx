import { CHALLENGE_STATUSES, PATHS, type ProposalCategory, type ProposalType, USER_STATUSES } from '@portal/shared';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { adminProposalsQueryOptions } from '../../../api/proposals/get-admin-proposals';
import { useAdminCounts } from '../api/get-admin-counts';
import { challengeCountQueryOptions } from '../api/get-challenge-count';
import '../i18n';

const SCHEMES: { id: string; category: ProposalCategory; type?: ProposalType; path: string }[] = [
  { id: 'steelCollabs', category: 'STEELCOLLAB', path: PATHS.adminSteelCollabs },
  { id: 'openInnovation', category: 'INNOVATE', type: 'FUNDING_SUPPORT', path: PATHS.adminOpenInnovation },
  { id: 'startup', category: 'CHALLENGE', type: 'FUNDING_SUPPORT', path: PATHS.adminSteelStartup },
  { id: 'challenge', category: 'CHALLENGE', type: 'CHALLENGE_PROPOSAL', path: PATHS.adminChallengeProposals },
];
const STATUSES = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;

/** Counts of users by status (one call), of proposals by scheme and status and of challenges by status, each linking to the filtered list. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const counts = useAdminCounts().data?.users.byStatus;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('dashboard.title')}</h1>
        <p className="text-steel-500">{t('dashboard.intro')}</p>
      </div>
      <section aria-labelledby="by-status">
        <h2 id="by-status" className="text-lg font-semibold">{t('dashboard.usersByStatus')}</h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {USER_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={`${PATHS.adminUsers}?status=${status}`}
                aria-label={t('dashboard.view', { status: t(`statusLabels.${status}`) })}
                className="block rounded-lg bg-white p-5 shadow-sm hover:ring-2 hover:ring-brand-100"
              >
                <StatusBadge status={status} label={t(`statusLabels.${status}`)} />
                <p className="mt-3 text-3xl font-bold text-steel-900" data-testid={`count-${status}`}>
                  {counts ? counts[status] : '–'}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ProposalCounts />
      <ChallengeCounts />
    </div>
  );
}

/**
 * Twelve one-row pages of `GET /admin/proposals` read in parallel for their totals: the extended
 * `GET /admin/counts` is not defined yet, and these calls already filter in SQL.
 */
function ProposalCounts() {
  const { t } = useTranslation('admin');
  const counts = useQueries({
    queries: SCHEMES.flatMap((s) => STATUSES.map((status) => adminProposalsQueryOptions({ category: s.category, type: s.type, status, page: 1, limit: 1 }))),
  });
  return (
    <section aria-labelledby="proposals-h" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="proposals-h" className="text-lg font-semibold">{t('dashboard.proposalsByScheme')}</h2>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{t('dashboard.proposalsCaption')}</caption>
        <thead className="text-steel-700">
          <tr>
            <th scope="col" className="py-1 pr-2">{t('dashboard.scheme')}</th>
            {STATUSES.map((s) => (
              <th key={s} scope="col" className="px-2 py-1 text-right">{t(`dashboard.proposalStatus.${s}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-steel-100">
          {SCHEMES.map((scheme, si) => (
            <tr key={scheme.id}>
              <th scope="row" className="py-2 pr-2 font-semibold">
                <Link to={`${scheme.path}?status=ALL`} className="text-brand-700 hover:underline">{t(`dashboard.schemes.${scheme.id}`)}</Link>
              </th>
              {STATUSES.map((status, i) => {
                const total = counts[si * STATUSES.length + i]?.data?.total;
                return (
                  <td key={status} className="px-2 py-2 text-right">
                    {total === undefined ? '–' : (
                      <Link
                        to={`${scheme.path}?status=${status}`}
                        aria-label={t('dashboard.countLink', { count: total, status: t(`dashboard.proposalStatus.${status}`), scheme: t(`dashboard.schemes.${scheme.id}`) })}
                        className="font-semibold text-brand-700 hover:underline"
                        data-testid={`proposals-${scheme.id}-${status}`}
                      >
                        {total}
                      </Link>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ChallengeCounts() {
  const { t } = useTranslation('admin');
  const counts = useQueries({ queries: CHALLENGE_STATUSES.map((s) => challengeCountQueryOptions(s)) });
  return (
    <section aria-labelledby="challenges-h">
      <h2 id="challenges-h" className="text-lg font-semibold">{t('dashboard.challenges')}</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {CHALLENGE_STATUSES.map((status, i) => (
          <li key={status}>
            <Link
              to={`${PATHS.adminChallenges}?status=${status}`}
              aria-label={t('dashboard.viewChallenges', { status: t(`dashboard.challengeStatus.${status}`) })}
              className="block rounded-lg bg-white p-5 shadow-sm hover:ring-2 hover:ring-brand-100"
            >
              <StatusBadge status={status} label={t(`dashboard.challengeStatus.${status}`)} />
              <p className="mt-3 text-3xl font-bold text-steel-900" data-testid={`challenges-${status}`}>
                {counts[i]?.data ?? '–'}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
