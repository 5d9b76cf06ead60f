import { zodResolver } from '@hookform/resolvers/zod';
import { ROUND_SCHEMES } from '@portal/shared';
import { type AdminRound, roundCreateSchema, type RoundCreateInput } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { FormFields, TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';

const FIELDS = ['scheme', 'challengeId', 'name', 'cutoffAt', 'reviewDueAt', 'meetingAt', 'budget'] as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Create or edit a round: one form, the shared schema judging it as the server does. */
export function RoundForm({ round, onSave }: { round?: AdminRound; onSave: (values: RoundCreateInput) => Promise<unknown> }) {
  const { t } = useTranslation('rounds');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RoundCreateInput>({
    resolver: zodResolver(roundCreateSchema),
    shouldFocusError: false,
    defaultValues: round
      ? {
          scheme: round.scheme,
          challengeId: round.challengeId ?? undefined,
          name: round.name,
          cutoffAt: round.cutoffAt,
          reviewDueAt: round.reviewDueAt,
          meetingAt: round.meetingAt ?? undefined,
          budget: round.budget,
        }
      : { scheme: 'OI', budget: 0 },
  });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onSave(values);
    } catch (err) {
      setError(applyServerError(err, form.setError, FIELDS, t('form.failed')));
      showSummary();
    }
  }, showSummary);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={(name) => form.setFocus(name as (typeof FIELDS)[number])} />
      <FormFields busy={formState.isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.scheme')}
          disabled={Boolean(round)}
          error={formState.errors.scheme?.message}
          options={ROUND_SCHEMES.map((s) => ({ value: s, label: t(`schemes.${s}`) }))}
          {...register('scheme')}
        />
        <TextField
          label={t('form.challengeId')}
          disabled={Boolean(round)}
          error={formState.errors.challengeId?.message}
          {...register('challengeId', { setValueAs: blankToUndefined })}
        />
        <TextField
          label={t('form.name')}
          hint={t('form.nameHint')}
          error={formState.errors.name?.message}
          {...register('name', { setValueAs: blankToUndefined })}
        />
        <TextField
          label={t('form.budget')}
          type="number"
          min={0}
          step={1}
          required
          error={formState.errors.budget?.message}
          {...register('budget', { valueAsNumber: true })}
        />
        <TextField label={t('form.cutoffAt')} type="date" required error={formState.errors.cutoffAt?.message} {...register('cutoffAt')} />
        <TextField label={t('form.reviewDueAt')} type="date" required error={formState.errors.reviewDueAt?.message} {...register('reviewDueAt')} />
        <TextField
          label={t('form.meetingAt')}
          type="date"
          error={formState.errors.meetingAt?.message}
          {...register('meetingAt', { setValueAs: blankToUndefined })}
        />
        <div className="flex items-end">
          <Button type="submit" busy={formState.isSubmitting}>
            {formState.isSubmitting ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </FormFields>
    </form>
  );
}
