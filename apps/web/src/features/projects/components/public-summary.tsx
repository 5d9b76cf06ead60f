import { PUBLIC_SUMMARY_MAX_LENGTH, PUBLIC_SUMMARY_MIN_LENGTH } from '@portal/shared';
import { type Project, type PublicSummaryInput, publicSummaryInputSchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextAreaField } from '../../../components/ui/form-fields';
import { applyServerError } from '../../../lib/forms';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { resolverFor } from '../../../lib/zod-resolver';
import { useApprovePublicSummary, useSavePublicSummary } from '../api/mutations';
import { PublicSummaryText } from '../../../components/public-summary-text';

function SummaryState({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const s = p.publicSummary;
  return (
    <ul className="mt-2 space-y-1 text-sm text-steel-700" data-testid="summary-state">
      {s.approved && <li>{t('publicSummary.approvedOn', { version: s.approved.version, date: formatDate(s.approved.approvedAt) })}</li>}
      {s.latest && s.version !== s.approved?.version && <li>{t('publicSummary.pending', { version: s.version })}</li>}
      {!s.latest && <li>{t('publicSummary.none')}</li>}
    </ul>
  );
}

type SummaryValues = { text: string; textHi: string };

/** The grantee writes the project's public summary and sees, as they type, exactly what the public will read once approved. */
export function PublicSummaryForm({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const save = useSavePublicSummary(p.proposalId);
  const [problem, setProblem] = useState<string | null>(null);
  // The route's own rule for both texts (the shared schema).
  const form = useForm<SummaryValues>({
    resolver: resolverFor<SummaryValues>(publicSummaryInputSchema),
    defaultValues: { text: p.publicSummary.latest?.text ?? '', textHi: p.publicSummary.latest?.textHi ?? '' },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, control } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const [text = '', textHi = ''] = useWatch({ control, name: ['text', 'textHi'] });
  const hint = (value: string) => t('publicSummary.hint', { min: PUBLIC_SUMMARY_MIN_LENGTH, max: PUBLIC_SUMMARY_MAX_LENGTH, count: value.trim().length });
  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    save.mutate(values as unknown as PublicSummaryInput, {
      onSuccess: () => toast.success(t('publicSummary.saved')),
      onError: (err) => {
        setProblem(applyServerError(err, form.setError, ['text', 'textHi'], err.message));
        showSummary();
      },
    });
  }, showSummary);
  return (
    <section aria-labelledby="public-summary-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id="public-summary-h" className="text-lg font-semibold text-steel-900">
        {t('publicSummary.title')}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{t('publicSummary.intro')}</p>
      <SummaryState project={p} />
      {!p.withdrawn && (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-4">
          <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as keyof SummaryValues)} />
          <fieldset disabled={save.isPending} className="space-y-4">
            <TextAreaField
              label={t('publicSummary.text')}
              hint={hint(text)}
              required
              rows={6}
              maxLength={PUBLIC_SUMMARY_MAX_LENGTH}
              error={formState.errors.text?.message}
              {...register('text')}
            />
            <TextAreaField
              lang="hi"
              label={t('publicSummary.textHi')}
              hint={hint(textHi ?? '')}
              rows={6}
              maxLength={PUBLIC_SUMMARY_MAX_LENGTH}
              error={formState.errors.textHi?.message}
              {...register('textHi')}
            />
            <Button type="submit" busy={save.isPending}>
              {t('publicSummary.save')}
            </Button>
          </fieldset>
        </form>
      )}
      <SummaryPreview text={text} textHi={textHi ?? ''} />
    </section>
  );
}

/** What the public will read of a summary being written, exactly as the public page shows it (the project's or a report's). */
export function SummaryPreview({ text, textHi, testId = 'summary-preview' }: { text: string; textHi: string; testId?: string }) {
  const { t } = useTranslation('projects');
  return (
    <div className="mt-4 rounded border border-steel-200 p-3" data-testid={testId}>
      <h3 className="font-semibold text-steel-900">{t('publicSummary.preview')}</h3>
      <p className="mb-2 text-sm text-steel-600">{t('publicSummary.previewHint')}</p>
      {text.trim() ? (
        <PublicSummaryText text={text.trim()} textHi={textHi.trim() || null} />
      ) : (
        <p className="text-steel-600">{t('publicSummary.previewEmpty')}</p>
      )}
    </div>
  );
}

/** The admin reads the latest version as the public would and approves that version (a newer save refuses it: 409). */
export function PublicSummaryApproval({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const approve = useApprovePublicSummary(p.proposalId);
  const [message, setMessage] = useState<string | null>(null);
  const s = p.publicSummary;
  const pending = s.latest !== null && s.version !== s.approved?.version;
  return (
    <section aria-labelledby="public-summary-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id="public-summary-h" className="text-lg font-semibold text-steel-900">
        {t('publicSummary.title')}
      </h2>
      <SummaryState project={p} />
      {message && (
        <p role="alert" className="mt-2 rounded bg-red-50 p-3 text-red-800">
          {message}
        </p>
      )}
      {pending && (
        <div className="mt-3 rounded border border-steel-200 p-3" data-testid="summary-to-approve">
          <h3 className="mb-2 font-semibold text-steel-900">{t('publicSummary.latest', { version: s.version })}</h3>
          <PublicSummaryText text={s.latest!.text} textHi={s.latest!.textHi} />
          {!p.withdrawn && (
            <Button
              className="mt-3"
              busy={approve.isPending}
              onClick={() =>
                approve.mutate(
                  { version: s.version },
                  {
                    onSuccess: () => {
                      setMessage(null);
                      toast.success(t('publicSummary.approved'));
                    },
                    onError: (err) => setMessage(err.message),
                  },
                )
              }
            >
              {t('publicSummary.approve', { version: s.version })}
            </Button>
          )}
        </div>
      )}
      {s.approved && (
        <div className="mt-3 rounded border border-steel-200 p-3">
          <h3 className="mb-2 font-semibold text-steel-900">{t('publicSummary.current')}</h3>
          <PublicSummaryText text={s.approved.text} textHi={s.approved.textHi} />
        </div>
      )}
    </section>
  );
}
