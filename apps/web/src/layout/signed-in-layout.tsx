import { PATHS } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { DashboardLayout } from './dashboard-layout';

/** The dashboard frame with the links of an ordinary signed-in user. */
export function SignedInLayout() {
  const { t } = useTranslation();
  return (
    <DashboardLayout
      links={[
        { to: PATHS.dashboard, label: t('dashboard.home'), end: true },
        { to: PATHS.profile, label: t('dashboard.profile') },
      ]}
    />
  );
}
