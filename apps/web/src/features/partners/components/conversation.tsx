import { COLLAB_CHAT_MESSAGE_MAX, collabChatCreateSchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { ErrorBanner, FormFields, TextAreaField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDateTime } from '../../../lib/format';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { refusalMessage } from '../../../lib/refusal';
import { resolverFor } from '../../../lib/zod-resolver';
import { useConversation, usePostMessage } from '../api/partners-api';

type Values = { body: string };

/** The conversation an accepted request opens between its two parties: the messages, oldest first, and a new one. */
export function Conversation({ requestId }: { requestId: string }) {
  const { t } = useTranslation('partners');
  const { user } = useAuth();
  const messages = useConversation(requestId, true);
  const post = usePostMessage(requestId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: resolverFor<Values>(collabChatCreateSchema), defaultValues: { body: '' }, shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await post.mutateAsync(values.body);
      form.reset({ body: '' });
    } catch (err) {
      setError(applyServerError(err, form.setError, ['body'], t('request.failed')));
      showSummary();
    }
  }, showSummary);
  return (
    <section aria-labelledby="conversation-title" className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="conversation-title" className="text-lg font-semibold text-brand-700">
        {t('request.conversation')}
      </h2>
      {messages.isPending ? (
        <Spinner className="p-4" />
      ) : messages.isError ? (
        <ErrorBanner message={refusalMessage(messages.error, t('request.conversationFailed'))} />
      ) : messages.data.length === 0 ? (
        <p className="text-sm text-steel-700">{t('request.conversationEmpty')}</p>
      ) : (
        <ol className="space-y-2" aria-live="polite">
          {messages.data.map((m) => (
            <li key={m.id} className={`rounded p-3 text-sm ${m.authorId === user?.id ? 'bg-brand-50' : 'bg-steel-50'}`}>
              <p className="text-xs text-steel-700">
                <span className="font-semibold">{m.authorName}</span> · {formatDateTime(m.createdAt)}
              </p>
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={() => form.setFocus('body')} />
        <FormFields busy={formState.isSubmitting} className="space-y-3">
          <TextAreaField label={t('request.write')} rows={3} maxLength={COLLAB_CHAT_MESSAGE_MAX} error={formState.errors.body?.message} {...register('body')} />
          <Button type="submit" busy={formState.isSubmitting}>
            {t('request.sendMessage')}
          </Button>
        </FormFields>
      </form>
    </section>
  );
}
