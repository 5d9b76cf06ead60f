import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold text-brand-700">{t('dashboard.admin')}</h1>
      <p className="text-steel-500">{user?.name}</p>
    </div>
  );
}
