import { REVIEW_MESSAGE_MAX_LENGTH } from '@portal/shared';
import { type Project, type ProjectReport, type ReportReview, reportReviewSchema } from '@portal/shared/schemas';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PublicSummaryText } from '../../../components/public-summary-text';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextAreaField } from '../../../components/ui/form-fields';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { resolverFor } from '../../../lib/zod-resolver';
import { useReviewReport } from '../api/mutations';

type Decision = ReportReview['decision'];
type ReviewValues = { message: string };
const checkReview = resolverFor<ReportReview>(reportReviewSchema);

/**
 * The admin's answer to a submitted report: accept it (with the public summary shown, the version read is
 * the one approved) or ask for changes, which needs a message. The button used says which rule applies.
 */
export function ReportReviewForm({ project: p, report }: { project: Project; report: ProjectReport }) {
  const { t } = useTranslation('projects');
  const review = useReviewReport(p.proposalId);
  const [problem, setProblem] = useState<string | null>(null);
  const decision = useRef<Decision>('ACCEPTED');
  const summary = report.publicSummary;
  const pending = summary.latest !== null && summary.version !== summary.approved?.version;
  const bodyOf = ({ message }: ReviewValues): ReportReview => ({
    decision: decision.current,
    message,
    // The version shown here is the one approved with the report: a newer one refuses (409).
    summaryVersion: decision.current === 'ACCEPTED' && pending ? summary.version : undefined,
  });
  const form = useForm<ReviewValues>({
    // The route's own rule, read from the body the button would send.
    resolver: async (values, context, options) => {
      const result = await checkReview(bodyOf(values), context, options as never);
      return result.errors && Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as never } : { values, errors: {} };
    },
    defaultValues: { message: '' },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const send = (chosen: Decision) => {
    decision.current = chosen;
    return handleSubmit((values) => {
      setProblem(null);
      review.mutate(
        { reportId: report.id, ...reportReviewSchema.parse(bodyOf(values)) },
        {
          onSuccess: () => {
            form.reset({ message: '' });
            toast.success(chosen === 'ACCEPTED' ? t('review.accept') : t('review.changes'));
          },
          onError: (err) => {
            setProblem(applyServerError(err, form.setError, ['message'], err.message));
            showSummary();
          },
        },
      );
    }, showSummary);
  };
  return (
    <form noValidate onSubmit={(e) => void send('ACCEPTED')(e)} className="mt-3 space-y-2 border-t border-steel-100 pt-3" aria-label={t('review.title')}>
      <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={() => form.setFocus('message')} />
      {pending && (
        <div className="rounded border border-steel-200 p-3" data-testid="report-summary-to-approve">
          <h4 className="font-semibold text-steel-900">{t('review.publicSummary', { version: summary.version })}</h4>
          <p className="mb-2 text-sm text-steel-600">{t('review.publicSummaryHint')}</p>
          <PublicSummaryText text={summary.latest!.text} textHi={summary.latest!.textHi} />
        </div>
      )}
      <fieldset disabled={review.isPending} className="space-y-2">
        <TextAreaField
          label={t('review.message')}
          hint={t('review.messageHint')}
          rows={2}
          maxLength={REVIEW_MESSAGE_MAX_LENGTH}
          error={formState.errors.message?.message}
          {...register('message')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={review.isPending}>
            {t('review.accept')}
          </Button>
          <Button variant="secondary" onClick={() => void send('CHANGES_REQUESTED')()}>
            {t('review.changes')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
