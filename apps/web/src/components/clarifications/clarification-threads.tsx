import { CLARIFICATION_TEXT_MAX_LENGTH, CLARIFICATION_TEXT_MIN_LENGTH, MESSAGES, PROPOSAL_UPLOAD_EXTENSIONS, respondByBounds } from '@portal/shared';
import { type Clarification, type ClarificationMessage, clarificationFollowUpSchema, clarificationReplySchema } from '@portal/shared/schemas';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type ClarificationSubject, useClarifications } from '../../api/clarifications/get-clarifications';
import { type ThreadRef, useCloseClarification, useFollowUpClarification, useReplyToClarification } from '../../api/clarifications/thread-actions';
import { DOCUMENT_RULE, refusalOf } from '../../lib/file-kind';
import { formatDate, formatDay } from '../../lib/format';
import { applyServerError } from '../../lib/forms';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { resolverFor } from '../../lib/zod-resolver';
import { Button } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { EmptyState } from '../ui/empty-state';
import { ErrorSummary, useErrorSummary } from '../ui/error-summary';
import { FilePicker } from '../ui/file-picker';
import { TextAreaField, TextField } from '../ui/form-fields';
import { StatusBadge } from '../ui/status-badge';

/** Who reads the threads: an applicant answers, an admin follows up and closes, anyone else only reads. */
export type ThreadRole = 'applicant' | 'admin' | 'reader';

type Props = {
  subject: ClarificationSubject;
  role: ThreadRole;
  /** How a changed field is named (the proposal pages know their labels); the field's name otherwise. */
  fieldLabel?: (field: string) => string;
};

/**
 * The one view of clarifications, a profile's or a proposal's (docs/architecture.md#clarification-threads):
 * the table of S.No, comment and request date; a proposal's adds each thread's replies and follow-ups
 * in order (names, dates, attachments), its state and date to answer by, and, under the table, what
 * the reader may do with each thread still open.
 */
export function ClarificationThreads({ subject, role, fieldLabel = (f) => f }: Props) {
  const { t } = useTranslation();
  const query = useClarifications(subject);
  useEffect(() => {
    if (query.isError) toast.error(query.error.message);
  }, [query.isError, query.error]);
  const isProposal = subject.kind === 'proposal';
  const open = (query.data ?? []).map((c, i) => ({ c, n: i + 1 })).filter(({ c }) => c.state !== null && c.state !== 'CLOSED');

  return (
    <div className="space-y-4">
      <DataTable
        caption={t('clarifications.caption')}
        rows={query.data}
        rowKey={(c) => c.id}
        isLoading={query.isPending}
        error={query.isError ? query.error.message : undefined}
        empty={<EmptyState title={t('clarifications.empty')} />}
        columns={[
          { id: 'sno', header: t('clarifications.sno'), cell: (_, i) => i + 1 },
          {
            id: 'comment',
            header: t('clarifications.comment'),
            cell: (c) => <Thread c={c} fieldLabel={fieldLabel} />,
            className: 'min-w-[14rem] [overflow-wrap:anywhere]',
          },
          { id: 'date', header: t('clarifications.date'), cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
          ...(isProposal
            ? [
                {
                  id: 'state',
                  header: t('clarifications.state'),
                  cell: (c: Clarification) =>
                    c.state ? <StatusBadge status={`CLARIFICATION_${c.state}`} label={t(`clarifications.states.${c.state}`)} /> : '—',
                },
                {
                  id: 'respondBy',
                  header: t('clarifications.respondBy'),
                  cell: (c: Clarification) => (c.respondBy ? formatDay(c.respondBy) : '—'),
                  className: 'whitespace-nowrap',
                },
              ]
            : []),
        ]}
      />
      {isProposal &&
        role !== 'reader' &&
        open.map(({ c, n }) => <ThreadActions key={c.id} role={role} thread={{ proposalId: subject.id, clarificationId: c.id }} n={n} />)}
    </div>
  );
}

/** A thread's first question and what followed, oldest first. */
function Thread({ c, fieldLabel }: { c: Clarification; fieldLabel: (f: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <p className="whitespace-pre-wrap">{c.comment}</p>
      {c.askedBy && <p className="text-xs text-steel-500">{t('clarifications.askedBy', { name: c.askedBy })}</p>}
      {c.replies.length > 0 && (
        <ol className="space-y-2 border-l-2 border-steel-100 pl-3">
          {c.replies.map((m) => (
            <Message key={m.id} m={m} fieldLabel={fieldLabel} />
          ))}
        </ol>
      )}
    </div>
  );
}

function Message({ m, fieldLabel }: { m: ClarificationMessage; fieldLabel: (f: string) => string }) {
  const { t } = useTranslation();
  const name = m.author ?? t(m.side === 'ADMIN' ? 'clarifications.administrators' : 'clarifications.someone');
  return (
    <li className={m.side === 'ADMIN' ? '' : 'rounded bg-brand-50 p-2'}>
      <p className="text-xs font-semibold text-steel-700">
        {t(m.side === 'ADMIN' ? 'clarifications.followUpBy' : 'clarifications.replyBy', { name, date: formatDate(m.createdAt) })}
        {m.respondBy ? ` · ${t('clarifications.answerByDate', { date: formatDay(m.respondBy) })}` : ''}
      </p>
      <p className="whitespace-pre-wrap">{m.text}</p>
      {m.file && (
        <a href={m.file.url} download className="text-sm font-semibold text-brand-700 underline">
          {t('clarifications.attachment', { name: m.file.fileName })}
        </a>
      )}
      {m.changedFields.length > 0 && (
        <p className="text-xs text-steel-700">{t('clarifications.changed', { fields: m.changedFields.map(fieldLabel).join(', ') })}</p>
      )}
    </li>
  );
}

/** Under the table: the applicant's reply, or the admin's follow-up and close, for one open thread. */
function ThreadActions({ role, thread, n }: { role: 'applicant' | 'admin'; thread: ThreadRef; n: number }) {
  const { t } = useTranslation();
  const title = t('clarifications.threadOf', { n });
  return (
    <section aria-label={title} className="rounded border border-steel-100 p-4">
      <h3 className="mb-2 font-semibold text-steel-900">{title}</h3>
      {role === 'applicant' ? <ReplyForm thread={thread} /> : <AdminActions thread={thread} />}
    </section>
  );
}

type ReplyValues = { text: string; file: File | null };
type FollowUpValues = { text: string; respondBy: string };

function ReplyForm({ thread }: { thread: ThreadRef }) {
  const { t } = useTranslation();
  const reply = useReplyToClarification();
  // A sent reply starts a fresh file picker: the browser's own input keeps the last name otherwise.
  const [round, setRound] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // The route's own rule for the text (the shared schema); the file is judged by the picker and the server.
  const form = useForm<ReplyValues>({
    resolver: resolverFor<ReplyValues>(clarificationReplySchema),
    defaultValues: { text: '', file: null },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, control } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const text = useWatch({ control, name: 'text' }) ?? '';
  const onSubmit = handleSubmit(async ({ text }) => {
    setProblem(null);
    const file = form.getValues('file');
    if (file && (await refusalOf(file, DOCUMENT_RULE))) return;
    reply.mutate(
      { ...thread, text, file },
      {
        onSuccess: () => {
          form.reset({ text: '', file: null });
          setRound((n) => n + 1);
          toast.success(MESSAGES.clarificationReplySent);
        },
        onError: (err) => {
          setProblem(applyServerError(err, form.setError, ['text', 'file'], t('clarifications.failed')));
          showSummary();
        },
      },
    );
  }, showSummary);
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
      <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as keyof ReplyValues)} />
      <TextAreaField
        label={t('clarifications.reply')}
        hint={t('clarifications.replyHint', { min: CLARIFICATION_TEXT_MIN_LENGTH, max: CLARIFICATION_TEXT_MAX_LENGTH })}
        rows={4}
        maxLength={CLARIFICATION_TEXT_MAX_LENGTH}
        error={formState.errors.text?.message}
        required
        {...register('text')}
      />
      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => (
          <FilePicker
            key={round}
            name="file"
            label={t('clarifications.replyFile')}
            hint={t('clarifications.replyFileHint')}
            accept={PROPOSAL_UPLOAD_EXTENSIONS}
            rule={DOCUMENT_RULE}
            file={field.value}
            onFile={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" busy={reply.isPending} disabled={!text.trim()}>
        {t('clarifications.sendReply')}
      </Button>
    </form>
  );
}

function AdminActions({ thread }: { thread: ThreadRef }) {
  const { t } = useTranslation();
  const followUp = useFollowUpClarification();
  const close = useCloseClarification();
  const bounds = respondByBounds();
  const [problem, setProblem] = useState<string | null>(null);
  // The route's own rule for the text and the date to answer by (the shared schema).
  const form = useForm<FollowUpValues>({
    resolver: resolverFor<FollowUpValues>(clarificationFollowUpSchema),
    defaultValues: { text: '', respondBy: bounds.default },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, control } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const text = useWatch({ control, name: 'text' }) ?? '';
  const fail = (err: unknown) => {
    setProblem(applyServerError(err, form.setError, ['text', 'respondBy'], t('clarifications.failed')));
    showSummary();
  };
  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    followUp.mutate(
      { ...thread, text: values.text, respondBy: values.respondBy },
      {
        onSuccess: () => {
          form.reset({ text: '', respondBy: values.respondBy });
          toast.success(MESSAGES.clarificationFollowUpSent);
        },
        onError: fail,
      },
    );
  }, showSummary);
  return (
    <div className="space-y-3">
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
        <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as keyof FollowUpValues)} />
        <TextAreaField
          label={t('clarifications.followUp')}
          hint={t('clarifications.count', { count: text.length, max: CLARIFICATION_TEXT_MAX_LENGTH })}
          rows={3}
          maxLength={CLARIFICATION_TEXT_MAX_LENGTH}
          error={formState.errors.text?.message}
          required
          {...register('text')}
        />
        <TextField
          type="date"
          label={t('clarifications.respondBy')}
          min={bounds.from}
          max={bounds.to}
          error={formState.errors.respondBy?.message}
          required
          {...register('respondBy')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={followUp.isPending} disabled={!text.trim()}>
            {t('clarifications.sendFollowUp')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            busy={close.isPending}
            onClick={() => {
              setProblem(null);
              close.mutate(thread, { onSuccess: () => toast.success(MESSAGES.clarificationClosed), onError: fail });
            }}
          >
            {close.isPending ? t('clarifications.closing') : t('clarifications.close')}
          </Button>
        </div>
      </form>
    </div>
  );
}
