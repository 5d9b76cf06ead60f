import { PATHS, USER_STATUSES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useAdminCounts } from '../api/get-admin-counts';
import '../i18n';

/** Counts of users by status, fetched in one call, each linking to the filtered list. */
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
    </div>
  );
}
