import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { SERVER_SAVE_DELAY_MS, type ServerDraft } from './server-draft';
import { SaveStatus } from './save-status';
import { DraftConflictPanel } from './draft-conflict';
import { localCopyIsNewer, searchWithStep, stepFromSearch } from './wizard-steps';

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
  /** The server copy (docs/architecture.md#wizard-drafts); absent for an edit of a submission. */
  server?: ServerDraft | null;
  /** Field names (server's) → their labels, for the conflict screen. */
  fieldLabels?: Readonly<Record<string, string>>;
};

/**
 * The behaviour every wizard shares (docs/specification.md#wizards): the step indicator, Previous from step 2,
 * Next only when the step validates, Submit on the last step, the form disabled while it is sent,
 * server field errors mapped back and the wizard opened at the first step that holds one, and a local
 * draft offered again on return and dropped on success.
 */
export function Wizard<V extends FieldValues>({
  wizard,
  render,
  onSubmit,
  failureMessage,
  serverToForm = {},
  draftKey,
  canSubmit = true,
  server = null,
  fieldLabels = {},
}: WizardProps<V>) {
  const { t } = useTranslation();
  const { form, steps, state, isLast } = wizard;
  const step = steps[state.current]!;
  const heading = useRef<HTMLHeadingElement>(null);
  const index = state.current;
  const shown = useRef(index);
  const draft = useDraft<V>(draftKey);
  const saveDraft = draft.save;
  const { isSubmitting } = form.formState;
  const location = useLocation();
  const navigate = useNavigate();
  const serverRef = useRef(server);
  useLayoutEffect(() => {
    serverRef.current = server;
  });
  const [initialServerSavedAt] = useState(server?.savedAt ?? null);
  // The browser copy is the offline fallback: offered back only when it holds edits the server copy lacks.
  const offered = draft.found && (!server || localCopyIsNewer(draft.found.savedAt, initialServerSavedAt)) ? draft.found : null;

  // The step on screen goes with every save (decision 212). A wizard opened on the step its draft was
  // saved on (Continue) writes it into the URL once, so Back, a reload and the step links agree.
  useLayoutEffect(() => {
    serverRef.current?.setStep(index + 1);
  }, [index]);
  const urlPending = useRef(stepFromSearch(location.search) !== index);
  useEffect(() => {
    if (urlPending.current) void navigate({ search: searchWithStep(location.search, index) }, { replace: true, state: location.state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);

  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top; the
  // step goes into the URL (decision 185) and the server copy is saved.
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    heading.current?.focus();
    // Every step's history entry carries the draft's id, so a reload on any step opens the server copy.
    const id = serverRef.current?.id;
    const state = id ? { ...(location.state as object | null), draftId: id } : location.state;
    if (stepFromSearch(location.search) !== index) void navigate({ search: searchWithStep(location.search, index) }, { state });
    void serverRef.current?.save();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a step change writes the URL
  }, [index]);

  // Back and Forward change the URL's step: the wizard follows, to a step already reached.
  const urlStep = stepFromSearch(location.search);
  const { select } = wizard;
  useEffect(() => {
    if (urlPending.current) {
      // Until the URL names the step the wizard opened on, its missing step is not a move to step 1.
      if (urlStep === shown.current) urlPending.current = false;
      return;
    }
    if (urlStep !== shown.current) select(urlStep);
  }, [urlStep, select]);

  // Saves 10 s after the last edit; every edit marks the draft dirty until it reaches the server.
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(idle.current), []);
  const unsaved = Boolean(server && server.dirty);

  // Leaving with unsaved changes asks first: a link inside the portal (the router's blocker) or the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && !isSubmitting && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('wizard.leaveUnsaved'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  // Declared after the heading's focus, so a step opened for its server errors focuses its summary.
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(form.formState.errors);
  const stepItems = summaryItems.filter((item) => (step.fields as readonly string[]).includes(item.name.split('.')[0]!));

  useEffect(() => {
    const subscription = form.watch((values) => {
      saveDraft(values as V);
      const current = serverRef.current;
      if (!current) return;
      current.markDirty();
      clearTimeout(idle.current);
      idle.current = setTimeout(() => void serverRef.current?.save(), SERVER_SAVE_DELAY_MS);
    });
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
        {server?.conflict && (
          <DraftConflictPanel
            conflict={server.conflict}
            fieldLabels={fieldLabels}
            onKeepMine={server.keepMine}
            onTakeTheirs={server.takeTheirs}
            onResolve={(choices) => void server.resolve(choices)}
            mineOf={server.mineOf}
          />
        )}
        {offered && (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded border border-brand-100 bg-brand-50 px-4 py-3 text-sm">
            <span className="flex-1">{t('wizard.draftFound', { date: formatDateTime(offered.savedAt) })}</span>
            <Button
              variant="secondary"
              onClick={() => {
                form.reset({ ...form.getValues(), ...offered.values });
                if (server) {
                  server.markDirty();
                  void server.save();
                }
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
          {server && <SaveStatus server={server} />}
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
