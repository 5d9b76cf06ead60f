import { zodResolver } from '@hookform/resolvers/zod';
import { ROUND_DECISIONS } from '@portal/shared';
import { type AgendaItem, roundDecisionSchema, type RoundDecisionInput } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { FormFields, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';

const FIELDS = ['decision', 'approvedCost', 'conditions', 'rationale'] as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null || (typeof v === 'number' && Number.isNaN(v)) ? undefined : v);

/** The committee's decision on one agenda item, with the rationale the server demands where the contract does. */
export function DecisionDialog({ item, onClose, onSave }: { item: AgendaItem; onClose: () => void; onSave: (v: RoundDecisionInput) => Promise<unknown> }) {
  const { t } = useTranslation('rounds');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RoundDecisionInput>({
    resolver: zodResolver(roundDecisionSchema),
    shouldFocusError: false,
    defaultValues: {
      decision: item.decision?.decision ?? 'FUND',
      conditions: item.decision?.conditions ?? undefined,
      rationale: item.decision?.rationale ?? undefined,
    },
  });
  const { register, handleSubmit, formState } = form;
  const decision = useWatch({ control: form.control, name: 'decision' });
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onSave(values);
      onClose();
    } catch (err) {
      setError(applyServerError(err, form.setError, FIELDS, t('form.failed')));
      showSummary();
    }
  }, showSummary);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('round.decisionTitle', { title: item.title })} closeLabel={t('round.cancel')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={(name) => form.setFocus(name as (typeof FIELDS)[number])} />
        <FormFields busy={formState.isSubmitting} className="space-y-4">
          <SelectField
            label={t('round.decision')}
            error={formState.errors.decision?.message}
            options={ROUND_DECISIONS.map((d) => ({ value: d, label: t(`round.decisions.${d}`) }))}
            {...register('decision')}
          />
          {(decision === 'FUND' || decision === 'FUND_WITH_CONDITIONS') && (
            <TextField
              label={t('round.approvedCost')}
              type="number"
              min={1}
              step={1}
              error={formState.errors.approvedCost?.message}
              {...register('approvedCost', { setValueAs: (v) => blankToUndefined(v === '' ? '' : Number(v)) })}
            />
          )}
          {decision === 'FUND_WITH_CONDITIONS' && (
            <TextAreaField
              label={t('round.conditions')}
              required
              error={formState.errors.conditions?.message}
              {...register('conditions', { setValueAs: blankToUndefined })}
            />
          )}
          <TextAreaField
            label={t('round.rationale')}
            hint={t('round.rationaleHint')}
            error={formState.errors.rationale?.message}
            {...register('rationale', { setValueAs: blankToUndefined })}
          />
          <Button type="submit" busy={formState.isSubmitting}>
            {t('round.saveDecision')}
          </Button>
        </FormFields>
      </form>
    </Dialog>
  );
}
