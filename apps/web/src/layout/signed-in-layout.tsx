import { PATHS } from '@portal/shared';
import { useTranslation } from '../lib/i18n';
import { DashboardLayout } from './dashboard-layout';

/** The dashboard frame with the links of an ordinary signed-in user: home, profile and the four proposal lists. */
export function SignedInLayout() {
  const { t } = useTranslation();
  return (
    <DashboardLayout
      home={PATHS.dashboard}
      links={[
        { to: PATHS.dashboard, label: t('dashboard.home'), end: true },
        { to: PATHS.profile, label: t('dashboard.profile') },
        { to: PATHS.steelCollabs, label: t('dashboard.steelCollabs') },
        { to: PATHS.openInnovation, label: t('dashboard.openInnovation') },
        { to: PATHS.steelStartupList, label: t('dashboard.steelStartup') },
        { to: PATHS.challengeMethodList, label: t('dashboard.challengeMethod') },
      ]}
    />
  );
}
