import { MESSAGES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import '../i18n';

export function DashboardHomePage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('welcome', { name: user?.name ?? '' })}</h1>
      <section aria-labelledby="notifications-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="notifications-heading" className="text-lg font-semibold text-steel-900">
          {t('recentNotifications')}
        </h2>
        <p className="mt-3 text-steel-500">{MESSAGES.noNotifications}</p>
      </section>
    </div>
  );
}
