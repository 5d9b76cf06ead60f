import { REVIEW_REASON_MIN_LENGTH } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextAreaField } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeclare } from '../api/reviewer-api';

/** Before the proposal opens: no conflict (it opens), or a conflict with its reason (the review is handed back). */
export function DeclarationForm({ assignmentId }: { assignmentId: string }) {
  const { t } = useTranslation('reviews');
  const declare = useDeclare(assignmentId);
  const [conflict, setConflict] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (body: { conflict: false } | { conflict: true; reason: string }) =>
    declare.mutate(body, { onSuccess: (res) => toast.success(res.message), onError: (e) => setError(e.message) });
  const onConflict = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < REVIEW_REASON_MIN_LENGTH) return setError(t('review.conflictHint'));
    setError(null);
    send({ conflict: true, reason: reason.trim() });
  };
  return (
    <section aria-labelledby="declare-h" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="declare-h" className="text-lg font-semibold">
        {t('review.declareTitle')}
      </h2>
      <p className="text-sm text-steel-700">{t('review.declareIntro')}</p>
      {!conflict ? (
        <div className="flex flex-wrap gap-3">
          <Button busy={declare.isPending} onClick={() => send({ conflict: false })}>
            {t('review.noConflict')}
          </Button>
          <Button variant="secondary" onClick={() => setConflict(true)}>
            {t('review.hasConflict')}
          </Button>
        </div>
      ) : (
        <form onSubmit={onConflict} className="space-y-3" noValidate>
          <ErrorSummary items={error ? [{ name: 'reason', message: error }] : []} />
          <TextAreaField
            name="reason"
            id="reason"
            label={t('review.conflictReason')}
            hint={t('review.conflictHint')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={1000}
            error={error ?? undefined}
          />
          <Button type="submit" variant="danger" busy={declare.isPending}>
            {t('review.declareConflict')}
          </Button>
        </form>
      )}
    </section>
  );
}
