import { CLARIFICATION_TEXT_MAX_LENGTH, type ClarificationPostType, MESSAGES, respondByBounds, TOAST_LONG_MS } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useAskClarification } from '../../api/clarifications/ask-clarification';
import { ApiValidationError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { ErrorSummary } from '../ui/error-summary';
import { TextAreaField, TextField } from '../ui/form-fields';

/** What a clarification is asked about: a profile, or a proposal (which takes a date to answer by). */
export type AskSubject = { postType: ClarificationPostType; id: string; email: string };

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
  const [text, setText] = useState('');
  const [respondBy, setRespondBy] = useState(bounds.default);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setErrors({});
    setProblem(null);
    // The server finds the recipient from the post; the e-mail is sent only because the contract carries it.
    ask.mutate(
      { post_id: subject.id, post_type: subject.postType, email: subject.email, clarification: text.trim(), ...(isProposal ? { respondBy } : {}) },
      {
        onSuccess: () => {
          toast.success(MESSAGES.clarificationMailSent, { duration: TOAST_LONG_MS });
          onAsked?.();
          onOpenChange(false);
          setText('');
          setRespondBy(respondByBounds().default);
        },
        onError: (err) => {
          if (err instanceof ApiValidationError && Object.keys(err.fieldErrors).length > 0) setErrors(err.fieldErrors);
          else setProblem(MESSAGES.mailSendFailed);
        },
      },
    );
  };
  const items = Object.entries(errors).map(([name, message]) => ({ name: name === 'clarification' ? 'clarification' : name, message }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('clarifications.ask')}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <ErrorSummary items={items} message={problem} />
        <TextAreaField
          name="clarification"
          label={t('clarifications.question')}
          hint={t('clarifications.count', { count: text.length, max: CLARIFICATION_TEXT_MAX_LENGTH })}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          maxLength={CLARIFICATION_TEXT_MAX_LENGTH}
          error={errors.clarification}
          required
        />
        {isProposal && (
          <TextField
            name="respondBy"
            type="date"
            label={t('clarifications.respondBy')}
            hint={t('clarifications.respondByHint')}
            value={respondBy}
            min={bounds.from}
            max={bounds.to}
            onChange={(e) => setRespondBy(e.target.value)}
            error={errors.respondBy}
            required
          />
        )}
        <Button type="submit" busy={ask.isPending} disabled={!text.trim()}>
          {ask.isPending ? t('clarifications.sending') : t('clarifications.send')}
        </Button>
      </form>
    </Dialog>
  );
}
