import { type ADMIN_SETTABLE_PROPOSAL_STATUSES, MESSAGES, STATUS_MESSAGE_MAX_LENGTH } from '@portal/shared';
import { proposalStatusUpdateSchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextAreaField } from '../../../components/ui/form-fields';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { resolverFor } from '../../../lib/zod-resolver';
import { useUpdateProposalStatus } from '../api/update-proposal-status';

type Settable = (typeof ADMIN_SETTABLE_PROPOSAL_STATUSES)[number];
type StatusValues = { message: string };
// The route's own rule for the optional message to the applicant.
const messageSchema = proposalStatusUpdateSchema.pick({ message: true });

type Props = { open: boolean; onOpenChange: (open: boolean) => void; proposal: { id: string; title: string }; from: string; to: Settable; toLabel: string };

/** The admin confirms a status change, with an optional message that goes to the applicant in their mail and notification. */
export function StatusDecisionDialog({ open, onOpenChange, proposal, from, to, toLabel }: Props) {
  const { t } = useTranslation('proposals');
  const updateStatus = useUpdateProposalStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<StatusValues>({ resolver: resolverFor<StatusValues>(messageSchema), defaultValues: { message: '' }, shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);

  const onSubmit = handleSubmit(({ message }) => {
    setProblem(null);
    updateStatus.mutate(
      { id: proposal.id, status: to, message: message || undefined },
      {
        onSuccess: () => {
          toast.success(MESSAGES.proposalStatusUpdated);
          onOpenChange(false);
          form.reset({ message: '' });
        },
        onError: (err) => {
          setProblem(applyServerError(err, form.setError, ['message'], MESSAGES.proposalStatusUpdateFailed));
          showSummary();
        },
      },
    );
  }, showSummary);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('detail.confirmStatusTitle')}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={() => form.setFocus('message')} />
        <p className="text-sm [overflow-wrap:anywhere]">{t('detail.confirmStatus', { title: proposal.title, from, to: toLabel })}</p>
        <TextAreaField
          label={t('detail.statusMessage')}
          hint={t('detail.statusMessageHint')}
          rows={4}
          maxLength={STATUS_MESSAGE_MAX_LENGTH}
          error={formState.errors.message?.message}
          {...register('message')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={updateStatus.isPending}>
            {t('detail.confirmStatusChange')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('detail.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
