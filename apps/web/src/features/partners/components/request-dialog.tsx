import { PATHS } from '@portal/shared';
import {
  COLLAB_OPEN_REQUESTS_MAX,
  COLLAB_REQUEST_DAYS,
  COLLAB_REQUEST_MESSAGE_MAX,
  COLLAB_REQUEST_MESSAGE_MIN,
  collabRequestCreateSchema,
  type CollabSuggestion,
} from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useMyProposals } from '../../../api/proposals/get-my-proposals';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextAreaField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { resolverFor } from '../../../lib/zod-resolver';
import { useSendRequest } from '../api/partners-api';
import { DialogForm } from './dialog-form';

type Values = { message: string; about: string };
const FIELDS = ['message', 'about'] as const;
/** The message is the route's rule; `about` is the select's value, read into the body below. */
const schema = collabRequestCreateSchema.pick({ message: true }).loose();

/**
 * The request to collaborate: what it is about (one of the caller's drafts or proposals, or nothing in
 * particular) and the message, with the rules said before sending: the cap on open requests, the expiry,
 * and that the recipient may decline or block. Sent, it says so and links to the requests.
 */
export function RequestDialog({ to, onClose }: { to: CollabSuggestion; onClose: () => void }) {
  const { t } = useTranslation('partners');
  const send = useSendRequest();
  const mine = useMyProposals({ role: 'owner', page: 1, limit: 50 });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({ resolver: resolverFor<Values>(schema), defaultValues: { message: '', about: '' }, shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await send.mutateAsync({ toUserId: to.userId, message: values.message, ...(values.about ? { about: { proposalId: values.about } } : {}) });
      setSent(true);
    } catch (err) {
      setError(applyServerError(err, form.setError, FIELDS, t('dialog.failed')));
      showSummary();
    }
  }, showSummary);
  const options = (mine.data?.data ?? []).map((p) => ({ value: p.id, label: p.title || p.reference || p.id }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dialog.title', { name: to.name })}
      description={t('dialog.rules', { max: COLLAB_OPEN_REQUESTS_MAX, days: COLLAB_REQUEST_DAYS, name: to.name })}
      closeLabel={t('dialog.cancel')}
    >
      {sent ? (
        <div className="space-y-3">
          <p role="status" className="font-semibold text-green-800">
            {t('dialog.sent', { name: to.name })}
          </p>
          <Link to={PATHS.collabRequests} className="font-semibold text-brand-700 underline">
            {t('dialog.view')}
          </Link>
        </div>
      ) : (
        <DialogForm
          onSubmit={onSubmit}
          summary={
            <ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={(name) => form.setFocus(name as (typeof FIELDS)[number])} />
          }
          busy={formState.isSubmitting}
          submitLabel={t('dialog.submit')}
          cancelLabel={t('dialog.cancel')}
          onCancel={onClose}
        >
          <SelectField
            label={t('dialog.about')}
            hint={t('dialog.aboutHint')}
            options={options}
            placeholder={t('dialog.aboutNothing')}
            error={formState.errors.about?.message}
            {...register('about')}
          />
          <TextAreaField
            label={t('dialog.message')}
            hint={t('dialog.messageHint', { min: COLLAB_REQUEST_MESSAGE_MIN, max: COLLAB_REQUEST_MESSAGE_MAX })}
            required
            maxLength={COLLAB_REQUEST_MESSAGE_MAX}
            error={formState.errors.message?.message}
            {...register('message')}
          />
        </DialogForm>
      )}
    </Dialog>
  );
}
