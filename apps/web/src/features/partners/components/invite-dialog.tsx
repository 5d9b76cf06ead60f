import { proposalKindOf } from '@portal/shared';
import { collabInviteSchema, type CollabRequest } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useMyProposals } from '../../../api/proposals/get-my-proposals';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { resolverFor } from '../../../lib/zod-resolver';
import { useInvitePartner } from '../api/partners-api';
import { DialogForm } from './dialog-form';

type Values = { proposalId: string };

/**
 * After an accepted request, the caller names the partner on one of their drafts (decision 252): the
 * drafts listed are those of kinds that take collaborators; the server applies the draft's rules.
 */
export function InviteDialog({ request, onClose }: { request: CollabRequest; onClose: () => void }) {
  const { t } = useTranslation('partners');
  const drafts = useMyProposals({ role: 'owner', status: 'DRAFT', page: 1, limit: 50 });
  const invite = useInvitePartner(request.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; path: string; title: string } | null>(null);
  const form = useForm<Values>({ resolver: resolverFor<Values>(collabInviteSchema), defaultValues: { proposalId: '' }, shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const open = (drafts.data?.data ?? []).filter((p) => {
    const kind = proposalKindOf(p.category, p.type);
    return kind !== null && kind.partners !== 'none' && kind.category !== 'STEELCOLLAB';
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const res = await invite.mutateAsync(values.proposalId);
      const draft = open.find((p) => p.id === values.proposalId)!;
      setDone({ message: res.message, path: proposalKindOf(draft.category, draft.type)!.detailPath(draft.id), title: draft.title });
    } catch (err) {
      setError(applyServerError(err, form.setError, ['proposalId'], t('invite.failed')));
      showSummary();
    }
  }, showSummary);
  const name = request.other.name;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('invite.title', { name })}
      description={t('invite.intro', { name })}
      closeLabel={t('request.cancel')}
    >
      {done ? (
        <div className="space-y-3">
          <p role="status" className="font-semibold text-green-800">
            {done.message}
          </p>
          <Link to={done.path} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
            {done.title}
          </Link>
        </div>
      ) : drafts.isPending ? (
        <Spinner className="p-4" />
      ) : open.length === 0 ? (
        <p className="text-sm text-steel-700">{t('invite.none')}</p>
      ) : (
        <DialogForm
          onSubmit={onSubmit}
          summary={<ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={() => form.setFocus('proposalId')} />}
          busy={formState.isSubmitting}
          submitLabel={t('invite.submit')}
          cancelLabel={t('request.cancel')}
          onCancel={onClose}
        >
          <SelectField
            label={t('invite.draft')}
            required
            placeholder={t('invite.choose')}
            options={open.map((p) => ({ value: p.id, label: p.title || p.id }))}
            error={formState.errors.proposalId?.message}
            {...register('proposalId')}
          />
        </DialogForm>
      )}
    </Dialog>
  );
}
