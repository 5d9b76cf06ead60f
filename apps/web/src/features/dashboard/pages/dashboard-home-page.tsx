import { ADMIN_SETTABLE_PROPOSAL_STATUSES, PATHS, PROPOSAL_KIND_IDS, PROPOSAL_KINDS } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useMyProfile } from '../../../api/profile/get-my-profile';
import { useMyProposalCounts } from '../../../api/proposals/get-my-proposal-counts';
import { OpenClarifications } from '../../../components/clarifications/open-clarifications';
import { NotificationsBox } from '../../../components/notifications-box';
import { MyProjectsBox } from '../../../components/projects/my-projects-box';
import { CountTable } from '../../../components/ui/count-table';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { useAuth } from '../../../lib/auth/auth-context';
import { InProgress } from '../components/in-progress';
import { PendingReviews } from '../components/pending-reviews';
import '../i18n';

/** The schemes the dashboard counts, with the list each figure opens (filtered by `status` in the URL). */
const SCHEMES = [
  { id: 'steelCollabs', path: PATHS.steelCollabs, statusInUrl: true },
  { id: 'openInnovation', path: PATHS.openInnovation, statusInUrl: true },
  // The Steel start up list sends no status filter (docs/specification.md#proposal-lists): its figures open the whole list.
  { id: 'startup', path: PATHS.steelStartupList, statusInUrl: false },
  { id: 'challenge', path: PATHS.challengeMethodList, statusInUrl: true },
].map((scheme) => ({ ...scheme, kinds: PROPOSAL_KIND_IDS.filter((k) => PROPOSAL_KINDS[k].listPath === scheme.path) }));
const STATUSES = ADMIN_SETTABLE_PROPOSAL_STATUSES;

export function DashboardHomePage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('welcome', { name: user?.name ?? '' })}</h1>
      <NextSteps />
      <PendingReviews />
      <InProgress />
      <OpenClarifications />
      <nav aria-label={t('quickLinks')} className="flex flex-wrap gap-3">
        <Link to={PATHS.challengeResponse} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('startApplication')}
        </Link>
        <Link to={PATHS.challenges} className="rounded border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
          {t('currentChallenges')}
        </Link>
      </nav>
      <NotificationsBox />
      <MyProjectsBox />
      <ProposalCounts />
    </div>
  );
}

/** Counts of the user's own proposals by scheme and status, from one call; each figure opens its list. */
function ProposalCounts() {
  const { t } = useTranslation('dashboard');
  const counts = useMyProposalCounts();
  const byKind = counts.data?.byKind;

  return (
    <section aria-labelledby="counts-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id="counts-heading" className="text-lg font-semibold text-steel-900">
        {t('myProposals')}
      </h2>
      {counts.isError && (
        <div className="mt-3">
          <ErrorBanner message={counts.error.message} />
        </div>
      )}
      <CountTable
        caption={t('myProposalsCaption')}
        corner={t('scheme')}
        columns={STATUSES.map((s) => t(`statuses.${s}`))}
        rows={SCHEMES.map((scheme) => ({
          id: scheme.id,
          header: t(`schemes.${scheme.id}`),
          to: scheme.path,
          cells: STATUSES.map((status) => {
            const value = byKind && scheme.kinds.reduce((sum, k) => sum + byKind[k].byStatus[status], 0);
            return {
              value,
              to: scheme.statusInUrl ? `${scheme.path}?status=${status}` : scheme.path,
              label: t('countLink', { count: value ?? 0, status: t(`statuses.${status}`), scheme: t(`schemes.${scheme.id}`) }),
              testId: `count-${scheme.id}-${status}`,
            };
          }),
        }))}
      />
    </section>
  );
}

/** What a new user does next: complete the profile, then wait for the administrators' approval. */
function NextSteps() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const profile = useMyProfile();
  const status = profile.data?.status;
  const steps: { key: string; text: string; link: string }[] = [];
  if (user && !user.isProfileComplete) steps.push({ key: 'profile', text: t('next.completeProfile'), link: t('next.completeProfileLink') });
  if (status === 'PENDING_APPROVAL') steps.push({ key: 'pending', text: t('next.awaitingApproval'), link: t('next.seeProfile') });
  if (status === 'REJECTED') steps.push({ key: 'rejected', text: t('next.rejected'), link: t('next.seeClarifications') });
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="next-steps-heading" className="rounded-lg border border-brand-100 bg-brand-50 p-6">
      <h2 id="next-steps-heading" className="text-lg font-semibold text-brand-800">
        {t('next.title')}
      </h2>
      <ul className="mt-3 space-y-3">
        {steps.map((s) => (
          <li key={s.key} data-step={s.key} className="text-steel-700">
            {s.text}{' '}
            <Link to={PATHS.profile} className="font-semibold text-brand-700 underline">
              {s.link}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
