import { useTranslation } from '../../lib/i18n';
import { useReviewFeedback } from '../../api/reviews/get-review-feedback';
import './i18n';

/** On the applicant's proposal detail, after the decision: the reviewers' comments for them, unsigned. */
export function ReviewFeedback({ proposalId, decided }: { proposalId: string; decided: boolean }) {
  const { t } = useTranslation('reviewPanels');
  const feedback = useReviewFeedback(proposalId, decided);
  if (!decided || !feedback.data?.decided) return null;
  const comments = feedback.data.comments;
  return (
    <section aria-labelledby="feedback-h" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="feedback-h" className="text-lg font-semibold text-steel-900">
        {t('feedback.title')}
      </h2>
      {comments.length === 0 ? (
        <p className="mt-2 text-sm text-steel-500">{t('feedback.none')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-steel-700">{t('feedback.intro')}</p>
          <ol className="mt-3 space-y-3">
            {comments.map((c, i) => (
              <li key={i} className="rounded border border-steel-100 p-3">
                <h3 className="text-sm font-semibold text-steel-700">{t('feedback.comment', { n: i + 1 })}</h3>
                <p className="mt-1 whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{c}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
