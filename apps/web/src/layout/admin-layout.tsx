import { PATHS, PROJECT_PATHS } from '@portal/shared';
import { useTranslation } from '../lib/i18n';
import { DashboardLayout } from './dashboard-layout';

/** The dashboard frame with the administrator's links. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <DashboardLayout
      home={PATHS.adminDashboard}
      links={[
        { to: PATHS.adminDashboard, label: t('dashboard.admin'), end: true },
        { to: PATHS.adminUsers, label: t('dashboard.users') },
        { to: PATHS.adminSteelCollabs, label: t('dashboard.steelCollabs') },
        { to: PATHS.adminOpenInnovation, label: t('dashboard.openInnovation') },
        { to: PATHS.adminSteelStartup, label: t('dashboard.steelStartup') },
        { to: PATHS.adminChallengeProposals, label: t('dashboard.challengeProposals') },
        { to: PATHS.adminChallenges, label: t('dashboard.challenges') },
        { to: PROJECT_PATHS.adminProjects, label: t('dashboard.projects') },
        { to: PATHS.adminReviewers, label: t('dashboard.reviewers') },
        { to: PATHS.adminReviewRanking, label: t('dashboard.reviewRanking') },
        { to: PATHS.adminRounds, label: t('dashboard.rounds') },
        // Reported requests to collaborate, and suspending a sender's requests.
        { to: PATHS.adminCollabReports, label: t('dashboard.collabReports') },
      ]}
    />
  );
}
