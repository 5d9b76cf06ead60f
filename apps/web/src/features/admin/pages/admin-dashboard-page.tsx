import { PATHS, USER_STATUSES } from '@portal/shared';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { adminUsersQueryOptions } from '../api/get-admin-users';
import '../i18n';

/** Counts of users by status, fetched in parallel, each linking to the filtered list. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const counts = useQueries({ queries: USER_STATUSES.map((status) => adminUsersQueryOptions({ status, page: 1, limit: 1 })) });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('dashboard.title')}</h1>
        <p className="text-steel-500">{t('dashboard.intro')}</p>
      </div>
      <section aria-labelledby="by-status">
        <h2 id="by-status" className="text-lg font-semibold">{t('dashboard.usersByStatus')}</h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {USER_STATUSES.map((status, i) => (
            <li key={status}>
              <Link
                to={`${PATHS.adminUsers}?status=${status}`}
                aria-label={t('dashboard.view', { status: t(`statusLabels.${status}`) })}
                className="block rounded-lg bg-white p-5 shadow-sm hover:ring-2 hover:ring-brand-100"
              >
                <StatusBadge status={status} label={t(`statusLabels.${status}`)} />
                <p className="mt-3 text-3xl font-bold text-steel-900" data-testid={`count-${status}`}>
                  {counts[i]?.data ? counts[i].data.total : '–'}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
