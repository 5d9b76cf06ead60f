import {
  REVIEW_CRITERIA,
  REVIEW_RECOMMENDATION_LABELS,
  REVIEW_RECOMMENDATIONS,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  type ReviewRecommendation,
  type ReviewScores,
  weightedScore,
} from '@portal/shared';
import { type MyReview, type ReviewSaveInput, reviewSaveSchema } from '@portal/shared/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/form-fields';
import { applyServerError } from '../../../lib/forms';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { resolverFor } from '../../../lib/zod-resolver';
import { toast } from '../../../lib/toast';
import { useSaveReview } from '../api/reviewer-api';

const SCORES = Array.from({ length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 }, (_, i) => String(REVIEW_SCORE_MIN + i));

/** The form's values as the fields hold them: a score and the recommendation as their option's value, '' for none. */
type ReviewValues = { scores: Record<string, string>; commentForApplicant: string; commentForCommittee: string; recommendation: string };

const scoresOf = (scores: Record<string, string>): ReviewScores =>
  Object.fromEntries(Object.entries(scores).flatMap(([key, v]) => (v === '' || v === undefined ? [] : [[key, Number(v)]])));
const bodyOf = (v: ReviewValues, submit: boolean): ReviewSaveInput => ({
  scores: scoresOf(v.scores),
  commentForApplicant: v.commentForApplicant,
  commentForCommittee: v.commentForCommittee,
  recommendation: (v.recommendation || null) as ReviewRecommendation | null,
  submit,
});
const checkReview = resolverFor<ReviewSaveInput>(reviewSaveSchema);

/**
 * The review form: each criterion with its guidance and a 1–10 score, the weighted score live, both
 * comments and the recommendation; Save draft keeps what is filled in, Submit checks the shared schema's
 * rule for a submission first (the server checks it again). react-hook-form with the shared schema, as the
 * other forms: the schema reads the values as the route does, with `submit` saying which rule applies.
 */
export function ReviewForm({ review }: { review: MyReview }) {
  const { t } = useTranslation('reviews');
  const save = useSaveReview(review.id);
  const [message, setMessage] = useState<string | null>(null);
  const submitting = useRef(true);
  const form = useForm<ReviewValues>({
    resolver: async (values, context, options) => {
      const result = await checkReview(bodyOf(values, submitting.current), context, options as never);
      return result.errors && Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as never } : { values, errors: {} };
    },
    defaultValues: {
      scores: Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.key, review.scores[c.key] === undefined ? '' : String(review.scores[c.key])])),
      commentForApplicant: review.commentForApplicant,
      commentForCommittee: review.commentForCommittee,
      recommendation: review.recommendation ?? '',
    },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(errors);
  const weighted = weightedScore(scoresOf(useWatch({ control, name: 'scores' }) ?? {}));
  const submitted = review.state === 'SUBMITTED';

  const send = (submit: boolean) => {
    submitting.current = submit;
    return handleSubmit(
      (values) => {
        setMessage(null);
        save.mutate(bodyOf(values, submit), {
          onSuccess: (res) => toast.success(res.message),
          onError: (e) => {
            const left = applyServerError(
              e,
              form.setError,
              [...REVIEW_CRITERIA.map((c) => `scores.${c.key}` as const), 'commentForApplicant', 'commentForCommittee', 'recommendation'],
              e.message,
            );
            setMessage(left ?? e.message);
            showSummary();
          },
        });
      },
      () => {
        setMessage(null);
        showSummary();
      },
    );
  };
  const onSubmit = (e: FormEvent) => void send(true)(e);

  if (!review.editable) {
    return (
      <section className="rounded-lg bg-white p-5 text-sm shadow-sm">
        <h2 className="text-lg font-semibold">{t('review.form')}</h2>
        <p className="mt-2">{t('review.decided')}</p>
        {weighted !== null && (
          <p className="mt-2 font-semibold">
            {t('review.weighted')}: {t('review.weightedValue', { score: weighted })}
          </p>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="form-h" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="form-h" className="text-lg font-semibold">
        {t('review.form')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <ErrorSummary ref={attachSummary} items={summaryItems} message={message} onSelect={(name) => form.setFocus(name as never)} />
        <fieldset className="space-y-3">
          <legend className="font-semibold text-steel-900">{t('review.criteria')}</legend>
          {REVIEW_CRITERIA.map((c) => (
            <div key={c.key} data-field={`scores.${c.key}`}>
              <SelectField
                id={`scores.${c.key}`}
                label={`${c.label} (${t('review.weight', { weight: c.weight })})`}
                hint={c.guidance}
                placeholder={t('review.choose')}
                error={errors.scores?.[c.key]?.message}
                options={SCORES.map((v) => ({ value: v, label: v }))}
                {...register(`scores.${c.key}`)}
              />
            </div>
          ))}
        </fieldset>
        <p className="rounded bg-brand-50 p-3 font-semibold text-brand-800" aria-live="polite" data-testid="weighted-score">
          {t('review.weighted')}: {weighted === null ? t('review.incomplete') : t('review.weightedValue', { score: weighted })}
        </p>
        <TextAreaField
          id="commentForApplicant"
          label={t('review.forApplicant')}
          hint={t('review.forApplicantHint')}
          rows={5}
          maxLength={5000}
          error={errors.commentForApplicant?.message}
          {...register('commentForApplicant')}
        />
        <TextAreaField
          id="commentForCommittee"
          label={t('review.forCommittee')}
          hint={t('review.forCommitteeHint')}
          rows={5}
          maxLength={5000}
          error={errors.commentForCommittee?.message}
          {...register('commentForCommittee')}
        />
        <SelectField
          id="recommendation"
          label={t('review.recommendation')}
          placeholder={t('review.choose')}
          error={errors.recommendation?.message}
          {...register('recommendation')}
          options={REVIEW_RECOMMENDATIONS.map((r) => ({ value: r, label: REVIEW_RECOMMENDATION_LABELS[r] }))}
        />
        <div className="flex flex-wrap items-center gap-3">
          {!submitted && (
            <Button type="button" variant="secondary" busy={save.isPending && save.variables?.submit === false} onClick={(e) => void send(false)(e)}>
              {t('review.saveDraft')}
            </Button>
          )}
          <Button type="submit" busy={save.isPending && save.variables?.submit === true}>
            {submitted ? t('review.correct') : t('review.submit')}
          </Button>
        </div>
        <p className="text-sm text-steel-500" aria-live="polite">
          {submitted && review.submittedAt
            ? t('review.submittedAt', { time: formatDate(review.submittedAt) })
            : review.savedAt
              ? t('review.savedAt', { time: formatDate(review.savedAt) })
              : null}
        </p>
      </form>
    </section>
  );
}
