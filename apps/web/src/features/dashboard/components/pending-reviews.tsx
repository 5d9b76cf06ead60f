import { PATHS } from '@portal/shared';
import { Link } from 'react-router';
import { useMyReviews } from '../../../api/reviews/get-my-reviews';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import '../i18n';

/**
 * A reviewer's home names the reviews waiting for them (a declaration or a review still to send), soonest
 * due first, overdue ones said so, and leads to the reviewer area. Nothing for one who is not a reviewer.
 */
export function PendingReviews() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const isReviewer = Boolean(user?.roles.includes('REVIEWER'));
  const reviews = useMyReviews(isReviewer);
  if (!isReviewer || !reviews.data) return null;
  const open = reviews.data.filter((r) => (r.state === 'PENDING' || r.state === 'DECLARED') && r.proposalStatus === 'UNDER_REVIEW');
  return (
    <section aria-labelledby="pending-reviews-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-6" data-testid="pending-reviews">
      <h2 id="pending-reviews-h" className="text-lg font-semibold text-steel-900">
        {t('pendingReviews.title')}
      </h2>
      {open.length === 0 ? (
        <p className="mt-2 text-sm text-steel-700">{t('pendingReviews.none')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-steel-700">{t('pendingReviews.count', { count: open.length })}</p>
          <ul className="mt-2 divide-y divide-steel-100 text-sm">
            {open.slice(0, 5).map((r) => (
              <li key={r.id} className="py-2">
                <Link to={PATHS.reviewerReview(r.id)} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
                  {r.title}
                </Link>
                <p className={r.overdue ? 'font-semibold text-red-700' : 'text-steel-700'}>
                  {t(r.state === 'PENDING' ? 'pendingReviews.declare' : 'pendingReviews.review')} · {t('pendingReviews.due', { date: formatDate(r.dueDate) })}
                  {r.overdue ? ` · ${t('pendingReviews.overdue')}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={PATHS.reviewerQueue} className="mt-3 inline-block font-semibold text-brand-700 underline">
        {t('pendingReviews.all')}
      </Link>
    </section>
  );
}
