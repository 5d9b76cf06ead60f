import { MESSAGES, PATHS } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMyProfile } from '../../../api/profile/get-my-profile';
import '../i18n';

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

export function DashboardHomePage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('welcome', { name: user?.name ?? '' })}</h1>
      <NextSteps />
      <section aria-labelledby="notifications-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="notifications-heading" className="text-lg font-semibold text-steel-900">
          {t('recentNotifications')}
        </h2>
        <p className="mt-3 text-steel-500">{MESSAGES.noNotifications}</p>
      </section>
    </div>
  );
}
