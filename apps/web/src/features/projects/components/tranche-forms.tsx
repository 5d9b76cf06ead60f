import { indiaDate, TRANCHE_REASON_MAX_LENGTH, TRANSACTION_REF_MAX_LENGTH } from '@portal/shared';
import {
  type Project,
  type TrancheCorrect,
  trancheCorrectSchema,
  type TrancheRelease,
  trancheReleaseSchema,
  type TrancheReverse,
  trancheReverseSchema,
} from '@portal/shared/schemas';
import { useState } from 'react';
import { type FieldErrors, type FieldValues, type Path, useForm, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextAreaField, TextField } from '../../../components/ui/form-fields';
import { formatDate, formatRupees } from '../../../lib/format';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { resolverFor } from '../../../lib/zod-resolver';
import { useCorrectRelease, useReleaseTranche, useReverseRelease } from '../api/mutations';
import { useUnmetText } from './project-overview';

type ReleaseValues = { releasedOn: string; transactionRef: string };
type CorrectValues = ReleaseValues & { reason: string };
type ReverseValues = { reason: string };

/** A release's day and transaction reference: the same two fields to release a tranche and to correct one. */
function ReleaseFields<T extends ReleaseValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<ReleaseValues> }) {
  const { t } = useTranslation('projects');
  const reg = register as unknown as UseFormRegister<ReleaseValues>;
  return (
    <>
      <TextField type="date" label={t('release.date')} required error={errors.releasedOn?.message} className="w-44" {...reg('releasedOn')} />
      <TextField
        label={t('release.ref')}
        required
        maxLength={TRANSACTION_REF_MAX_LENGTH}
        error={errors.transactionRef?.message}
        className="w-56"
        {...reg('transactionRef')}
      />
    </>
  );
}

type Send<B> = (body: B, handlers: { onSuccess: () => void; onError: (err: Error) => void }) => void;

/**
 * A form that asks before it sends: its values wait in `confirming` until confirmed; a refusal closes the
 * confirmation and lands on the form's fields (release and reversal).
 */
function useConfirmation<B extends FieldValues>(form: UseFormReturn<B>, fields: readonly Path<B>[], showSummary: () => void, send: Send<B>, done: () => void) {
  const [confirming, setConfirming] = useState<B | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hold = (values: B) => {
    setProblem(null);
    setConfirming(values);
  };
  const confirm = () =>
    confirming &&
    send(confirming, {
      onSuccess: () => {
        setConfirming(null);
        done();
      },
      onError: (err) => {
        setConfirming(null);
        setProblem(applyServerError(err, form.setError, fields, err.message));
        showSummary();
      },
    });
  return { confirming, problem, hold, confirm, cancel: () => setConfirming(null) };
}

/** The confirmation's two buttons: send (busy while it goes) and cancel. */
function ConfirmButtons({ label, busy, onConfirm, onCancel }: { label: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('projects');
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Button onClick={onConfirm} busy={busy}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t('release.cancel')}
      </Button>
    </div>
  );
}

/**
 * Releasing a tranche: the date and transaction reference, then a confirmation that shows amount, date
 * and reference before anything is recorded. A release the server would refuse (its condition unmet)
 * is shown disabled, with the reason.
 */
export function ReleaseForm({ project: p, n }: { project: Project; n: number }) {
  const { t } = useTranslation('projects');
  const unmetText = useUnmetText();
  const release = useReleaseTranche(p.proposalId);
  const tranche = p.tranches[n - 1]!;
  const available = tranche.conditionMet && !p.withdrawn;
  const form = useForm<ReleaseValues>({
    resolver: resolverFor<ReleaseValues>(trancheReleaseSchema),
    defaultValues: { releasedOn: indiaDate(), transactionRef: '' },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  // What the confirmation shows and sends: the values as the route's schema read them.
  const { confirming, problem, hold, confirm, cancel } = useConfirmation<TrancheRelease>(
    form,
    ['releasedOn', 'transactionRef'],
    showSummary,
    (body, handlers) => release.mutate({ n, ...body }, handlers),
    () => toast.success(t('release.done', { n })),
  );
  const whyId = `release-${n}-why`;
  const onSubmit = handleSubmit(hold, showSummary);
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-2 space-y-2" aria-label={t('release.title', { n })} data-testid={`release-${n}`}>
      <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as keyof ReleaseValues)} />
      {!available && (
        <p id={whyId} className="text-sm text-steel-700" data-testid={`release-${n}-unavailable`}>
          {t('release.unavailable', { reason: unmetText(tranche, p.milestones) })}
        </p>
      )}
      <fieldset disabled={!available || release.isPending} aria-describedby={available ? undefined : whyId} className="flex flex-wrap items-end gap-3">
        <ReleaseFields register={register} errors={formState.errors} />
        <Button type="submit" busy={release.isPending}>
          {t('release.send', { n })}
        </Button>
      </fieldset>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !release.isPending && !open && cancel()}
        title={t('release.confirmTitle', { n })}
        closeLabel={t('release.cancel')}
      >
        <p className="text-sm text-steel-700">{t('release.confirmIntro')}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid={`release-${n}-confirm`}>
          <dt className="text-steel-500">{t('release.amount')}</dt>
          <dd className="font-semibold">{formatRupees(tranche.amount)}</dd>
          <dt className="text-steel-500">{t('release.date')}</dt>
          <dd className="font-semibold">{confirming && formatDate(confirming.releasedOn)}</dd>
          <dt className="text-steel-500">{t('release.ref')}</dt>
          <dd className="font-semibold [overflow-wrap:anywhere]">{confirming?.transactionRef}</dd>
        </dl>
        <ConfirmButtons label={t('release.confirm', { amount: formatRupees(tranche.amount) })} busy={release.isPending} onConfirm={confirm} onCancel={cancel} />
      </Dialog>
    </form>
  );
}

/**
 * A released tranche's correction (date, reference, with a reason) and, for the latest release only,
 * its reversal (with a reason, confirmed): behind a disclosure, so the page stays short.
 */
export function CorrectRelease({ project: p, n }: { project: Project; n: number }) {
  const { t } = useTranslation('projects');
  const tranche = p.tranches[n - 1]!;
  const latest = !p.tranches.some((x) => x.number > n && x.releasedOn);
  const correct = useCorrectRelease(p.proposalId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CorrectValues>({
    resolver: resolverFor<CorrectValues>(trancheCorrectSchema),
    defaultValues: { releasedOn: tranche.releasedOn ?? indiaDate(), transactionRef: tranche.transactionRef ?? '', reason: '' },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const onCorrect = handleSubmit((values) => {
    setProblem(null);
    correct.mutate({ n, ...(values as TrancheCorrect) } as TrancheCorrect & { n: number }, {
      onSuccess: () => {
        form.reset({ ...values, reason: '' });
        toast.success(t('correct.done', { n }));
      },
      onError: (err) => {
        setProblem(applyServerError(err, form.setError, ['releasedOn', 'transactionRef', 'reason'], err.message));
        showSummary();
      },
    });
  }, showSummary);
  return (
    <details className="mt-2 rounded border border-steel-100 p-3" data-testid={`correct-${n}`}>
      <summary className="cursor-pointer font-semibold text-brand-700">{t('correct.open')}</summary>
      <form noValidate onSubmit={(e) => void onCorrect(e)} className="mt-3 space-y-2" aria-label={t('correct.title', { n })}>
        <h3 className="font-semibold">{t('correct.title', { n })}</h3>
        <p className="text-sm text-steel-500">{t('correct.intro')}</p>
        <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as keyof CorrectValues)} />
        <fieldset disabled={correct.isPending} className="space-y-2">
          <div className="flex flex-wrap items-end gap-3">
            <ReleaseFields register={register} errors={formState.errors} />
          </div>
          <TextAreaField
            label={t('correct.reason')}
            hint={t('correct.reasonHint')}
            required
            rows={2}
            maxLength={TRANCHE_REASON_MAX_LENGTH}
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
          <Button type="submit" busy={correct.isPending}>
            {t('correct.save')}
          </Button>
        </fieldset>
      </form>
      {latest && <ReverseRelease project={p} n={n} />}
    </details>
  );
}

/** The latest release's reversal: the reason, then a confirmation with the amount, date and reference. */
function ReverseRelease({ project: p, n }: { project: Project; n: number }) {
  const { t } = useTranslation('projects');
  const tranche = p.tranches[n - 1]!;
  const reverse = useReverseRelease(p.proposalId);
  const form = useForm<ReverseValues>({ resolver: resolverFor<ReverseValues>(trancheReverseSchema), defaultValues: { reason: '' }, shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const { confirming, problem, hold, confirm, cancel } = useConfirmation<TrancheReverse>(
    form,
    ['reason'],
    showSummary,
    (body, handlers) => reverse.mutate({ n, ...body }, handlers),
    () => toast.success(t('correct.reversed', { n })),
  );
  const onReverse = handleSubmit(hold, showSummary);
  return (
    <form
      noValidate
      onSubmit={(e) => void onReverse(e)}
      className="mt-4 space-y-2 border-t border-steel-100 pt-3"
      aria-label={t('correct.reverseTitle', { n })}
    >
      <h3 className="font-semibold">{t('correct.reverseTitle', { n })}</h3>
      <p className="text-sm text-steel-500">{t('correct.reverseIntro')}</p>
      <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={() => form.setFocus('reason')} />
      <fieldset disabled={reverse.isPending} className="space-y-2">
        <TextAreaField
          label={t('correct.reason')}
          hint={t('correct.reasonHint')}
          required
          rows={2}
          maxLength={TRANCHE_REASON_MAX_LENGTH}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <Button type="submit" variant="secondary">
          {t('correct.reverse')}
        </Button>
      </fieldset>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !reverse.isPending && !open && cancel()}
        title={t('correct.reverseTitle', { n })}
        closeLabel={t('release.cancel')}
      >
        <p className="text-sm text-steel-700">{t('correct.reverseIntro')}</p>
        <p className="mt-2 font-semibold">
          {formatRupees(tranche.amount)} · {tranche.releasedOn && formatDate(tranche.releasedOn)} · {tranche.transactionRef}
        </p>
        <ConfirmButtons
          label={t('correct.reverseConfirm', { amount: formatRupees(tranche.amount) })}
          busy={reverse.isPending}
          onConfirm={confirm}
          onCancel={cancel}
        />
      </Dialog>
    </form>
  );
}
