import { PATHS } from '@portal/shared';
import { Link, useParams } from 'react-router';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { useMyReview, useReviewedProposal } from '../api/reviewer-api';
import { DeclarationForm } from '../components/declaration-form';
import { ProposalForReview } from '../components/proposal-for-review';
import { ReviewForm } from '../components/review-form';
import '../i18n';

/**
 * One review: the declaration of interests first; then the proposal with its documents beside the
 * review form. A handed-back assignment shows nothing of the proposal.
 */
export function ReviewPage() {
  const { t } = useTranslation('reviews');
  const { assignmentId = '' } = useParams();
  const review = useMyReview(assignmentId);
  const opens = review.data?.state === 'DECLARED' || review.data?.state === 'SUBMITTED';
  const proposal = useReviewedProposal(review.data?.proposalId, opens);

  if (review.isPending) return <Spinner />;
  if (review.isError) return <ErrorBanner message={review.error.message || t('review.loadFailed')} />;
  const r = review.data;
  return (
    <div className="space-y-4">
      <Link to={PATHS.reviewerQueue} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('review.back')}
      </Link>
      <h1 className="text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">{r.title}</h1>
      {r.state === 'PENDING' && <DeclarationForm review={r} />}
      {r.state === 'RELEASED' && <p className="rounded-lg bg-white p-5 text-sm shadow-sm">{t('review.released')}</p>}
      {r.state === 'DECLINED' && <p className="rounded-lg bg-white p-5 text-sm shadow-sm">{t('invitation.declined')}</p>}
      {r.state === 'EXPIRED' && <p className="rounded-lg bg-white p-5 text-sm shadow-sm">{t('invitation.expired')}</p>}
      {opens && (
        <div className="grid gap-4 xl:grid-cols-2">
          {proposal.isPending ? (
            <Spinner />
          ) : proposal.isError ? (
            <ErrorBanner message={proposal.error.message} />
          ) : (
            <ProposalForReview proposal={proposal.data} />
          )}
          <ReviewForm review={r} />
        </div>
      )}
    </div>
  );
}
