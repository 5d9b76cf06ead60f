import { zodResolver } from '@hookform/resolvers/zod';
import { CLARIFICATION_TEXT_MAX_LENGTH, type ClarificationPostType, MESSAGES, respondByBounds, TOAST_LONG_MS } from '@portal/shared';
import { profileClarificationSchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAskClarification } from '../../api/clarifications/ask-clarification';
import { ApiValidationError } from '../../lib/api-client';
import { applyServerError } from '../../lib/forms';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { ErrorSummary, useErrorSummary } from '../ui/error-summary';
import { TextAreaField, TextField } from '../ui/form-fields';

/** What a clarification is asked about: a profile, or a proposal (which takes a date to answer by). */
export type AskSubject = { postType: ClarificationPostType; id: string; email: string };

type AskValues = { clarification: string; respondBy?: string };
type Props = { open: boolean; onOpenChange: (open: boolean) => void; subject: AskSubject; onAsked?: () => void };

/**
 * The one Ask Clarification dialog, for a user's profile and for a proposal of any kind: the text (with
 * its count) and, for a proposal, the date to answer by, 1–60 days ahead, 14 by default
 * (docs/architecture.md#clarification-threads).
 */
export function AskClarificationDialog({ open, onOpenChange, subject, onAsked }: Props) {
  const { t } = useTranslation();
  const ask = useAskClarification();
  const isProposal = subject.postType !== 'USER';
  const bounds = respondByBounds();
  const [problem, setProblem] = useState<string | null>(null);
  // The route's own rule (the text, the date's range), as the other forms do: react-hook-form with the shared schema.
  const form = useForm<AskValues>({
    resolver: zodResolver(profileClarificationSchema.pick({ clarification: true, respondBy: true })),
    defaultValues: { clarification: '', respondBy: isProposal ? bounds.default : undefined },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, control } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const text = useWatch({ control, name: 'clarification' }) ?? '';

  const onSubmit = handleSubmit(({ clarification, respondBy }) => {
    setProblem(null);
    // The server finds the recipient from the post; the e-mail is sent only because the contract carries it.
    ask.mutate(
      { post_id: subject.id, post_type: subject.postType, email: subject.email, clarification, ...(isProposal && respondBy ? { respondBy } : {}) },
      {
        onSuccess: () => {
          toast.success(MESSAGES.clarificationMailSent, { duration: TOAST_LONG_MS });
          onAsked?.();
          onOpenChange(false);
          form.reset({ clarification: '', respondBy: isProposal ? respondByBounds().default : undefined });
        },
        onError: (err) => {
          if (err instanceof ApiValidationError && Object.keys(err.fieldErrors).length > 0)
            setProblem(applyServerError(err, form.setError, ['clarification', 'respondBy'], MESSAGES.mailSendFailed));
          else setProblem(MESSAGES.mailSendFailed);
          showSummary();
        },
      },
    );
  }, showSummary);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('clarifications.ask')}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as keyof AskValues)} />
        <TextAreaField
          label={t('clarifications.question')}
          hint={t('clarifications.count', { count: text.length, max: CLARIFICATION_TEXT_MAX_LENGTH })}
          rows={5}
          maxLength={CLARIFICATION_TEXT_MAX_LENGTH}
          error={formState.errors.clarification?.message}
          required
          {...register('clarification')}
        />
        {isProposal && (
          <TextField
            type="date"
            label={t('clarifications.respondBy')}
            hint={t('clarifications.respondByHint')}
            min={bounds.from}
            max={bounds.to}
            error={formState.errors.respondBy?.message}
            required
            {...register('respondBy')}
          />
        )}
        <Button type="submit" busy={ask.isPending} disabled={!text.trim()}>
          {ask.isPending ? t('clarifications.sending') : t('clarifications.send')}
        </Button>
      </form>
    </Dialog>
  );
}
