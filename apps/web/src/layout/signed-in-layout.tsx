import { ALERT_PATHS, PATHS, PROJECT_PATHS } from '@portal/shared';
import { useAuth } from '../lib/auth/auth-context';
import { useTranslation } from '../lib/i18n';
import { DashboardLayout } from './dashboard-layout';

/** The dashboard frame with the links of an ordinary signed-in user: home, profile, for a reviewer their reviews, the four proposal lists and the funded projects. */
export function SignedInLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <DashboardLayout
      home={PATHS.dashboard}
      links={[
        { to: PATHS.dashboard, label: t('dashboard.home'), end: true },
        // The reviewer area (docs/architecture.md#peer-review), for those the admins made reviewers: second,
        // so that it shows without scrolling the tabs at 375 px.
        ...(user?.roles.includes('REVIEWER') ? [{ to: PATHS.reviewerQueue, label: t('dashboard.reviews') }] : []),
        { to: PATHS.profile, label: t('dashboard.profile') },
        // Partners by consent: suggestions and requests to collaborate (the pages say when the account must be approved first).
        { to: PATHS.findPartners, label: t('dashboard.partners') },
        { to: PATHS.steelCollabs, label: t('dashboard.steelCollabs') },
        { to: PATHS.openInnovation, label: t('dashboard.openInnovation') },
        { to: PATHS.steelStartupList, label: t('dashboard.steelStartup') },
        { to: PATHS.challengeMethodList, label: t('dashboard.challengeMethod') },
        // The funded projects of the user's approved proposals (as owner or collaborator).
        { to: PROJECT_PATHS.myProjects, label: t('dashboard.projects') },
        // Alerts for new calls: a digest of what is new in the user's focus areas.
        { to: ALERT_PATHS.settings, label: t('dashboard.alerts') },
      ]}
    />
  );
}
