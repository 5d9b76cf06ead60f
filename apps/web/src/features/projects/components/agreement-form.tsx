import { AGREEMENT_FILE_FIELD, PROJECT_MESSAGES } from '@portal/shared';
import type { Project } from '@portal/shared/schemas';
import { useState } from 'react';
import { type ResolverResult, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { formatDate } from '../../../lib/format';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUploadAgreement } from '../api/mutations';
import { PdfFileField } from './pdf-file-field';

type AgreementValues = { agreement: File | null };

/** The signed funding agreement: its download once uploaded, and the upload (a PDF; a new one replaces it). */
export function AgreementForm({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const upload = useUploadAgreement(p.proposalId);
  const [problem, setProblem] = useState<string | null>(null);
  // A sent file starts a fresh picker: the browser's own input keeps the last name otherwise.
  const [round, setRound] = useState(0);
  // The route reads only the file; its refusal is the one the server gives for none.
  const form = useForm<AgreementValues>({
    resolver: (values): ResolverResult<AgreementValues> =>
      values.agreement ? { values, errors: {} } : { values: {}, errors: { agreement: { type: 'required', message: PROJECT_MESSAGES.agreementRefused } } },
    defaultValues: { agreement: null },
    shouldFocusError: false,
  });
  const { handleSubmit, formState, control } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const onSubmit = handleSubmit(({ agreement }) => {
    setProblem(null);
    upload.mutate(agreement!, {
      onSuccess: () => {
        form.reset({ agreement: null });
        setRound((n) => n + 1);
        toast.success(t('agreement.upload'));
      },
      onError: (err) => {
        setProblem(applyServerError(err, form.setError, [AGREEMENT_FILE_FIELD], err.message));
        showSummary();
      },
    });
  }, showSummary);
  return (
    <section aria-labelledby="agreement-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id="agreement-h" className="text-lg font-semibold text-steel-900">
        {t('agreement.title')}
      </h2>
      {p.agreement ? (
        <p className="mt-2">
          <a href={p.agreement.url} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]" data-testid="agreement-download">
            {t('agreement.download', { name: p.agreement.fileName })}
          </a>
          <span className="ml-2 text-sm text-steel-500">{t('agreement.uploadedOn', { date: formatDate(p.agreement.uploadedAt) })}</span>
        </p>
      ) : (
        <p className="mt-2 text-steel-500">{t('agreement.none')}</p>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
        <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={() => form.setFocus('agreement')} />
        <fieldset disabled={upload.isPending} className="flex flex-wrap items-end gap-3">
          <PdfFileField control={control} name="agreement" label={t('agreement.file')} round={round} className="min-w-0 flex-1" />
          <Button type="submit" busy={upload.isPending}>
            {p.agreement ? t('agreement.replace') : t('agreement.upload')}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
