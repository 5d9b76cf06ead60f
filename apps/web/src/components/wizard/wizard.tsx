import { type ReactNode, useEffect, useRef } from 'react';
import { type FieldValues, FormProvider, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { ApiValidationError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { Button } from '../ui/button';
import { ErrorSummary, useErrorSummary } from '../ui/error-summary';
import { FormFields } from '../ui/form-fields';
import { StepIndicator } from './step-indicator';
import { useDraft } from './use-draft';
import type { WizardController } from './use-wizard';
import { firstStepWithError, mapServerFieldErrors } from './wizard-steps';
import { refusalMessage } from '../../lib/refusal';

type WizardProps<V extends FieldValues> = {
  wizard: WizardController<V>;
  /** What each step shows, by step id; the fields read the form through useFormContext. */
  render: (stepId: string) => ReactNode;
  /** Sends the whole form; throws the API's error on failure. */
  onSubmit: (values: V) => Promise<void>;
  /** The toast for a failure that is not a field error. */
  failureMessage: string;
  /** Server field names → form field names (docs/specification.md#field-mapping). */
  serverToForm?: Readonly<Record<string, string>>;
  /** Where the local draft is kept (per user and kind); null keeps none. */
  draftKey: string | null;
  /**
   * False holds Submit back (until the confirmations are ticked): aria-disabled, so it stays in the Tab
   * order, with the reason shown beside it and read with it.
   */
  canSubmit?: boolean;
};

/**
 * The behaviour every wizard shares (docs/specification.md#wizards): the step indicator, Previous from step 2,
 * Next only when the step validates, Submit on the last step, the form disabled while it is sent,
 * server field errors mapped back and the wizard opened at the first step that holds one, and a local
 * draft offered again on return and dropped on success.
 */
export function Wizard<V extends FieldValues>({ wizard, render, onSubmit, failureMessage, serverToForm = {}, draftKey, canSubmit = true }: WizardProps<V>) {
  const { t } = useTranslation();
  const { form, steps, state, isLast } = wizard;
  const step = steps[state.current]!;
  const heading = useRef<HTMLHeadingElement>(null);
  const index = state.current;
  const shown = useRef(index);
  const draft = useDraft<V>(draftKey);
  const saveDraft = draft.save;
  const { isSubmitting } = form.formState;

  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    heading.current?.focus();
  }, [index]);

  // Declared after the heading's focus, so a step opened for its server errors focuses its summary.
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(form.formState.errors);
  const stepItems = summaryItems.filter((item) => (step.fields as readonly string[]).includes(item.name.split('.')[0]!));

  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(values as V));
    return () => subscription.unsubscribe();
  }, [form, saveDraft]);

  const isHeld = isLast && !canSubmit;
  const submitStep = form.handleSubmit(async (_stepValues) => {
    if (!isLast) return wizard.next();
    if (!canSubmit) return;
    try {
      await onSubmit(form.getValues());
      draft.clear();
    } catch (err) {
      if (err instanceof ApiValidationError) {
        const errors = mapServerFieldErrors(err.fieldErrors, serverToForm);
        for (const [path, message] of Object.entries(errors)) form.setError(path as Path<V>, { type: 'server', message });
        const target = firstStepWithError(steps, Object.keys(errors));
        if (target >= 0) wizard.jumpTo(target);
        toast.error(t('wizard.fixErrors'));
        showSummary();
      } else {
        toast.error(refusalMessage(err, failureMessage));
      }
    }
  }, showSummary);

  return (
    <FormProvider {...form}>
      <div className="space-y-6">
        {draft.found && (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded border border-brand-100 bg-brand-50 px-4 py-3 text-sm">
            <span className="flex-1">{t('wizard.draftFound', { date: formatDateTime(draft.found.savedAt) })}</span>
            <Button
              variant="secondary"
              onClick={() => {
                form.reset({ ...form.getValues(), ...draft.found!.values });
                draft.dismiss();
              }}
            >
              {t('wizard.restoreDraft')}
            </Button>
            <Button variant="ghost" onClick={draft.clear}>
              {t('wizard.discardDraft')}
            </Button>
          </div>
        )}
        <StepIndicator titles={steps.map((s) => s.title)} state={state} onSelect={wizard.select} />
        <form noValidate onSubmit={submitStep} className="space-y-6 rounded-lg bg-white p-4 shadow-sm sm:p-6" aria-labelledby={`wizard-step-${step.id}`}>
          <h2 id={`wizard-step-${step.id}`} ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-700 focus:outline-none">
            <span className="sr-only">{t('wizard.stepOf', { current: state.current + 1, total: steps.length })} </span>
            {step.title}
          </h2>
          <ErrorSummary ref={attachSummary} items={stepItems} onSelect={(name) => form.setFocus(name as Path<V>)} />
          <FormFields busy={isSubmitting} className="min-w-0 space-y-5">
            {render(step.id)}
          </FormFields>
          <div className="flex flex-wrap justify-between gap-3 border-t border-steel-100 pt-4">
            {state.current > 0 ? (
              <Button variant="secondary" onClick={wizard.previous} disabled={isSubmitting}>
                {t('wizard.previous')}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-wrap items-center justify-end gap-3">
              {isHeld && (
                <p id="wizard-submit-reason" className="text-sm text-steel-700">
                  {t('wizard.submitNeedsConfirmations')}
                </p>
              )}
              <Button
                type="submit"
                busy={isSubmitting}
                aria-disabled={isHeld || undefined}
                aria-describedby={isHeld ? 'wizard-submit-reason' : undefined}
                className="aria-disabled:cursor-not-allowed aria-disabled:bg-steel-500"
              >
                {isLast ? (isSubmitting ? t('wizard.submitting') : t('wizard.submit')) : t('wizard.next')}
              </Button>
            </div>
          </div>
        </form>
      </div>
    </FormProvider>
  );
}
