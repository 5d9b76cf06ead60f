import { zodResolver } from '@hookform/resolvers/zod';
import { API, MESSAGES } from '@portal/shared';
import { type OverlapAnswer, type OverlapItem, OVERLAP_VERDICTS, type OverlapVerdictBody, overlapVerdictSchema } from '@portal/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormFields, TextAreaField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { apiData } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { localize } from '../../../lib/localize';
import { toast } from '../../../lib/toast';
import { useCodeLabels } from '../../../lib/labels';

const overlapKey = (id: string) => ['proposals', 'overlap', id] as const;

/**
 * The admin detail's overlap check (docs/architecture.md#funding-the-same-work-twice): up to 10 proposals
 * of any year like this one, each with its score, band and reasons, the admin's verdict on the pair and
 * the form to record one. A RESUBMISSION names the earlier proposal's decision for the committee.
 */
export function OverlapPanel({ proposalId }: { proposalId: string }) {
  const { t } = useTranslation('proposals');
  const overlap = useQuery({
    queryKey: overlapKey(proposalId),
    queryFn: ({ signal }) => apiData<OverlapAnswer>(API.adminProposalOverlap(proposalId), { auth: true, signal, fallbackMessage: MESSAGES.overlapFailed }),
    retry: false,
  });
  return (
    <section aria-labelledby="overlap-h" className="rounded-lg bg-white p-5 shadow-sm" data-testid="overlap-panel">
      <h2 id="overlap-h" className="text-lg font-semibold text-steel-900">
        {t('overlap.title')}
      </h2>
      <p className="mt-1 text-sm text-steel-500">{t('overlap.intro')}</p>
      {overlap.isError && <p className="mt-2 text-sm text-red-700">{localize(overlap.error.message)}</p>}
      {overlap.data && overlap.data.items.length === 0 && <p className="mt-2 text-sm text-steel-700">{t('overlap.none')}</p>}
      {overlap.data && overlap.data.items.length > 0 && (
        <ul className="mt-3 space-y-4">
          {overlap.data.items.map((item) => (
            <OverlapRow key={item.proposalId} proposalId={proposalId} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OverlapRow({ proposalId, item }: { proposalId: string; item: OverlapItem }) {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  const [open, setOpen] = useState(false);
  const headingId = `overlap-${item.proposalId}`;
  return (
    <li className="rounded border border-steel-100 p-3 text-sm" aria-labelledby={headingId}>
      <p id={headingId} className="font-semibold [overflow-wrap:anywhere]">
        {item.title} {item.reference ? <span className="font-normal text-steel-500">({item.reference})</span> : null}
      </p>
      <p className="mt-1">
        <span
          className={
            item.band === 'LIKELY_DUPLICATE' ? 'rounded bg-red-50 px-2 py-0.5 font-semibold text-red-800' : 'rounded bg-amber-50 px-2 py-0.5 text-amber-900'
          }
        >
          {t(`overlap.bands.${item.band}`)}
        </span>{' '}
        {t('overlap.score', { percent: Math.round(item.score * 100) })} · {t('overlap.decision', { status: codeLabels.status(item.status) })}
      </p>
      <p className="mt-1 text-steel-700">{t('overlap.reasons', { reasons: item.reasons.map((r) => t(`overlap.reasonNames.${r}`)).join(', ') })}</p>
      {item.sharedWords.length > 0 && <p className="text-steel-500">{t('overlap.sharedWords', { words: item.sharedWords.join(', ') })}</p>}
      {item.verdict ? (
        <p className="mt-2 rounded bg-steel-50 px-2 py-1" data-testid="overlap-verdict">
          {t('overlap.verdict', { verdict: t(`overlap.verdicts.${item.verdict.verdict}`), reason: item.verdict.reason })}
          {item.verdict.verdict === 'RESUBMISSION' && <span className="block">{t('overlap.resubmissionOf', { status: codeLabels.status(item.status) })}</span>}
        </p>
      ) : null}
      {item.earlierComments ? (
        <div className="mt-2" data-testid="overlap-earlier-comments">
          <p className="font-medium">{t('overlap.earlierComments')}</p>
          {item.earlierComments.length > 0 ? (
            <ul className="list-disc ps-5">
              {item.earlierComments.map((c, i) => (
                <li key={i} className="whitespace-pre-line">
                  {c}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-steel-700">{t('overlap.noEarlierComments')}</p>
          )}
        </div>
      ) : null}
      {open ? (
        <VerdictForm proposalId={proposalId} item={item} onDone={() => setOpen(false)} />
      ) : (
        <Button type="button" variant="secondary" className="mt-2" onClick={() => setOpen(true)}>
          {item.verdict ? t('overlap.change') : t('overlap.record')}
        </Button>
      )}
    </li>
  );
}

function VerdictForm({ proposalId, item, onDone }: { proposalId: string; item: OverlapItem; onDone: () => void }) {
  const { t } = useTranslation('proposals');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<OverlapVerdictBody>({
    resolver: zodResolver(overlapVerdictSchema),
    defaultValues: { verdict: item.verdict?.verdict ?? ('' as OverlapVerdictBody['verdict']), reason: '' },
    shouldFocusError: true,
  });
  const save = useMutation({
    mutationFn: (body: OverlapVerdictBody) =>
      apiData<OverlapAnswer>(API.adminProposalOverlapVerdict(proposalId, item.proposalId), {
        method: 'PUT',
        auth: true,
        body,
        fallbackMessage: MESSAGES.overlapFailed,
      }),
    onSuccess: (answer) => queryClient.setQueryData(overlapKey(proposalId), answer),
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await save.mutateAsync(body);
      toast.success(localize(MESSAGES.overlapVerdictSaved));
      onDone();
    } catch (err) {
      setError(applyServerError(err, form.setError, ['verdict', 'reason'], localize(MESSAGES.overlapFailed)));
    }
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 space-y-3">
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <FormFields busy={form.formState.isSubmitting} className="space-y-3">
        <SelectField
          label={t('overlap.verdictLabel')}
          required
          placeholder={t('overlap.choose')}
          options={OVERLAP_VERDICTS.map((v) => ({ value: v, label: t(`overlap.verdicts.${v}`) }))}
          error={e.verdict?.message}
          {...form.register('verdict')}
        />
        <TextAreaField
          label={t('overlap.reasonLabel')}
          required
          rows={3}
          hint={t('overlap.reasonHint')}
          error={e.reason?.message}
          {...form.register('reason')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('overlap.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('overlap.cancel')}
          </Button>
        </div>
      </FormFields>
    </form>
  );
}
