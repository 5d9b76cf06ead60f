import { MESSAGES, PATHS, PROPOSAL_KIND_IDS, PROPOSAL_KINDS } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useMarkNotificationsRead, useNotifications } from '../../../api/notifications/notifications';
import { useMyProfile } from '../../../api/profile/get-my-profile';
import { useMyProposalCounts } from '../../../api/proposals/get-my-proposal-counts';
import { CountTable } from '../../../components/ui/count-table';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDate } from '../../../lib/format';
import '../i18n';

/** The schemes the dashboard counts, with the list each figure opens (filtered by `status` in the URL). */
const SCHEMES = [
  { id: 'steelCollabs', path: PATHS.steelCollabs, statusInUrl: true },
  { id: 'openInnovation', path: PATHS.openInnovation, statusInUrl: true },
  // The Steel start up list sends no status filter (docs/specification.md#proposal-lists): its figures open the whole list.
  { id: 'startup', path: PATHS.steelStartupList, statusInUrl: false },
  { id: 'challenge', path: PATHS.challengeMethodList, statusInUrl: true },
].map((scheme) => ({ ...scheme, kinds: PROPOSAL_KIND_IDS.filter((k) => PROPOSAL_KINDS[k].listPath === scheme.path) }));
const STATUSES = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;

export function DashboardHomePage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('welcome', { name: user?.name ?? '' })}</h1>
      <NextSteps />
      <NotificationsBox />
      <ProposalCounts />
    </div>
  );
}

/** The latest notifications; opening the box marks the unread ones read, so the bell's count falls. */
function NotificationsBox() {
  const { t } = useTranslation('dashboard');
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unread ?? 0;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread > 0) markRead.mutate(items.filter((n) => !n.readAt).map((n) => n.id));
  };

  return (
    <section aria-labelledby="notifications-heading" className="rounded-lg bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-heading" className="text-lg font-semibold text-steel-900">
          {t('recentNotifications')}
          {unread > 0 && <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{t('newCount', { count: unread })}</span>}
        </h2>
        {items.length > 0 && (
          <button type="button" aria-expanded={open} aria-controls="notifications-list" onClick={toggle} className="text-sm font-semibold text-brand-700 underline">
            {t('showNotifications')}
          </button>
        )}
      </div>
      {notifications.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="mt-3 text-steel-500">{MESSAGES.noNotifications}</p>
      ) : (
        open && (
          <ul id="notifications-list" className="mt-3 divide-y divide-steel-100">
            {items.map((n) => (
              <li key={n.id} className="py-2 text-sm">
                <p className={n.readAt ? 'text-steel-700' : 'font-semibold text-steel-900'}>{n.title}</p>
                <p className="text-steel-700 [overflow-wrap:anywhere]">{n.body}</p>
                <p className="text-xs text-steel-500">
                  {formatDate(n.createdAt)}
                  {n.link && (
                    <>
                      {' · '}
                      <Link to={n.link} className="font-semibold text-brand-700 underline">
                        {t('open')}
                      </Link>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )
      )}
    </section>
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
