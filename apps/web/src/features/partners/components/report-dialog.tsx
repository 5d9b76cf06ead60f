import { COLLAB_REPORT_REASON_MAX, collabReportCreateSchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextAreaField } from '../../../components/ui/form-fields';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { resolverFor } from '../../../lib/zod-resolver';
import { useReportRequest } from '../api/partners-api';
import { DialogForm } from './dialog-form';

type Values = { reason: string };

/** The recipient reports a request to the administrators, with a reason. */
export function ReportDialog({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const { t } = useTranslation('partners');
  const report = useReportRequest(requestId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: resolverFor<Values>(collabReportCreateSchema), defaultValues: { reason: '' }, shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      toast.success((await report.mutateAsync(values.reason)).message);
      onClose();
    } catch (err) {
      setError(applyServerError(err, form.setError, ['reason'], t('request.failed')));
      showSummary();
    }
  }, showSummary);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('request.reportTitle')}
      description={t('request.reportExplain')}
      closeLabel={t('request.cancel')}
    >
      <DialogForm
        onSubmit={onSubmit}
        summary={<ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={() => form.setFocus('reason')} />}
        busy={formState.isSubmitting}
        submitLabel={t('request.reportSubmit')}
        submitVariant="danger"
        cancelLabel={t('request.cancel')}
        onCancel={onClose}
      >
        <TextAreaField
          label={t('request.reportReason')}
          required
          maxLength={COLLAB_REPORT_REASON_MAX}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
      </DialogForm>
    </Dialog>
  );
}
