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
import { type MyReview, reviewSaveSchema } from '@portal/shared/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type ErrorSummaryItem, ErrorSummary } from '../../../components/ui/error-summary';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/form-fields';
import { ApiValidationError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSaveReview } from '../api/reviewer-api';

const SCORES = Array.from({ length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 }, (_, i) => String(REVIEW_SCORE_MIN + i));

/**
 * The review form: each criterion with its guidance and a 1–10 score, the weighted score live, both
 * comments and the recommendation; Save draft keeps what is filled in, Submit checks the shared schema's
 * rule for a submission first (the server checks it again).
 */
export function ReviewForm({ review }: { review: MyReview }) {
  const { t } = useTranslation('reviews');
  const save = useSaveReview(review.id);
  const [scores, setScores] = useState<ReviewScores>(review.scores);
  const [forApplicant, setForApplicant] = useState(review.commentForApplicant);
  const [forCommittee, setForCommittee] = useState(review.commentForCommittee);
  const [recommendation, setRecommendation] = useState<ReviewRecommendation | ''>(review.recommendation ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const weighted = weightedScore(scores);
  const submitted = review.state === 'SUBMITTED';

  const send = (submit: boolean) => {
    const body = { scores, commentForApplicant: forApplicant, commentForCommittee: forCommittee, recommendation: recommendation || null, submit };
    const checked = reviewSaveSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      setMessage(null);
      setTimeout(() => summary.current?.focus());
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (res) => {
        setMessage(null);
        toast.success(res.message);
      },
      onError: (e) => {
        if (e instanceof ApiValidationError) setErrors(e.fieldErrors);
        setMessage(e.message);
        setTimeout(() => summary.current?.focus());
      },
    });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send(true);
  };
  const items: ErrorSummaryItem[] = Object.entries(errors).map(([name, msg]) => ({ name, message: msg }));

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
        <ErrorSummary ref={summary} items={items} message={message} />
        <fieldset className="space-y-3">
          <legend className="font-semibold text-steel-900">{t('review.criteria')}</legend>
          {REVIEW_CRITERIA.map((c) => (
            <div key={c.key} data-field={`scores.${c.key}`}>
              <SelectField
                id={`scores.${c.key}`}
                name={`scores.${c.key}`}
                label={`${c.label} (${t('review.weight', { weight: c.weight })})`}
                hint={c.guidance}
                placeholder={t('review.choose')}
                value={scores[c.key] === undefined ? '' : String(scores[c.key])}
                error={errors[`scores.${c.key}`]}
                onChange={(e) => setScores((s) => ({ ...s, [c.key]: e.target.value === '' ? undefined : Number(e.target.value) }))}
                options={SCORES.map((v) => ({ value: v, label: v }))}
              />
            </div>
          ))}
        </fieldset>
        <p className="rounded bg-brand-50 p-3 font-semibold text-brand-800" aria-live="polite" data-testid="weighted-score">
          {t('review.weighted')}: {weighted === null ? t('review.incomplete') : t('review.weightedValue', { score: weighted })}
        </p>
        <TextAreaField
          id="commentForApplicant"
          name="commentForApplicant"
          label={t('review.forApplicant')}
          hint={t('review.forApplicantHint')}
          rows={5}
          maxLength={5000}
          value={forApplicant}
          error={errors.commentForApplicant}
          onChange={(e) => setForApplicant(e.target.value)}
        />
        <TextAreaField
          id="commentForCommittee"
          name="commentForCommittee"
          label={t('review.forCommittee')}
          hint={t('review.forCommitteeHint')}
          rows={5}
          maxLength={5000}
          value={forCommittee}
          error={errors.commentForCommittee}
          onChange={(e) => setForCommittee(e.target.value)}
        />
        <SelectField
          id="recommendation"
          name="recommendation"
          label={t('review.recommendation')}
          placeholder={t('review.choose')}
          value={recommendation}
          error={errors.recommendation}
          onChange={(e) => setRecommendation(e.target.value as ReviewRecommendation | '')}
          options={REVIEW_RECOMMENDATIONS.map((r) => ({ value: r, label: REVIEW_RECOMMENDATION_LABELS[r] }))}
        />
        <div className="flex flex-wrap items-center gap-3">
          {!submitted && (
            <Button type="button" variant="secondary" busy={save.isPending && save.variables?.submit === false} onClick={() => send(false)}>
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
