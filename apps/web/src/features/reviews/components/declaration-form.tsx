import { proposalKindOf, REVIEW_REASON_MAX_LENGTH } from '@portal/shared';
import { type CollaboratorOption, type MyReview, type ReviewDeclarationInput, reviewDeclarationSchema, reviewDeclineSchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextAreaField } from '../../../components/ui/form-fields';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { resolverFor } from '../../../lib/zod-resolver';
import { toast } from '../../../lib/toast';
import { useColleagueSearch, useDecline, useDeclare } from '../api/reviewer-api';
import { Combobox } from '../../../components/ui/combobox';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatDate } from '../../../lib/format';

/** What the reviewer weighs before declaring: the scheme, the reference, the applicant's organisations and the partners. */
function Parties({ review: r }: { review: MyReview }) {
  const { t } = useTranslation('reviews');
  const partners = r.parties?.partners ?? [];
  const organizations = r.parties?.applicantOrganizations ?? [];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="declaration-parties">
      <dt className="font-semibold text-steel-700">{t('queue.scheme')}</dt>
      <dd>{proposalKindOf(r.category, r.type)?.label ?? r.type}</dd>
      <dt className="font-semibold text-steel-700">{t('queue.reference')}</dt>
      <dd className="[overflow-wrap:anywhere]">{r.reference ?? '—'}</dd>
      <dt className="font-semibold text-steel-700">{t('invitation.summary')}</dt>
      <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{r.summary || '—'}</dd>
      <dt className="font-semibold text-steel-700">{t('queue.due')}</dt>
      <dd>{formatDate(r.dueDate)}</dd>
      {r.respondBy && (
        <>
          <dt className="font-semibold text-steel-700">{t('invitation.respondBy')}</dt>
          <dd>{formatDate(r.respondBy)}</dd>
        </>
      )}
      <dt className="font-semibold text-steel-700">{t('review.applicantOrganization')}</dt>
      <dd className="[overflow-wrap:anywhere]">{organizations.length > 0 ? organizations.join('; ') : '—'}</dd>
      <dt className="font-semibold text-steel-700">{t('review.partners')}</dt>
      <dd>
        {partners.length === 0 ? (
          t('review.noPartners')
        ) : (
          <ul className="list-disc pl-5">
            {partners.map((p, i) => (
              <li key={i} className="[overflow-wrap:anywhere]">
                {p.name}
                {p.organization ? `, ${p.organization}` : ''}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}

type ConflictValues = { conflict: true; reason: string };
type DeclineValues = { reason: string; suggestUserId?: string | undefined };

/** Declining the invitation: the reason, and optionally a colleague (a reviewer of the portal) to suggest instead. */
function DeclineForm({ review }: { review: MyReview }) {
  const { t } = useTranslation('reviews');
  const decline = useDecline(review.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [colleague, setColleague] = useState<CollaboratorOption | null>(null);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const found = useColleagueSearch(query);
  const form = useForm<DeclineValues>({ resolver: resolverFor<DeclineValues>(reviewDeclineSchema), defaultValues: { reason: '' }, shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const onDecline = handleSubmit((values) => {
    setProblem(null);
    decline.mutate(
      { reason: values.reason, ...(colleague ? { suggestUserId: colleague.id } : {}) },
      {
        onSuccess: (res) => toast.success(res.message),
        onError: (e) => {
          setProblem(applyServerError(e, form.setError, ['reason'], e.message));
          showSummary();
        },
      },
    );
  }, showSummary);
  return (
    <form onSubmit={onDecline} className="space-y-3" noValidate aria-labelledby="decline-h">
      <h3 id="decline-h" className="font-semibold">
        {t('invitation.declineTitle')}
      </h3>
      <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={() => form.setFocus('reason')} />
      <TextAreaField
        id="decline-reason"
        label={t('invitation.declineReason')}
        hint={t('invitation.declineHint')}
        rows={3}
        maxLength={REVIEW_REASON_MAX_LENGTH}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <Combobox
        label={t('invitation.colleague')}
        hint={t('invitation.colleagueHint')}
        inputValue={text}
        onInputChange={setText}
        options={query.length >= 3 ? (found.data ?? []) : []}
        optionKey={(c) => c.id}
        renderOption={(c) => (
          <span className="block">
            <span className="font-semibold">{c.name}</span>
            <span className="block text-xs text-steel-500">{c.organization ?? ''}</span>
          </span>
        )}
        onSelect={(c) => {
          setColleague(c);
          setText('');
        }}
        loading={found.isFetching}
        loadingText={t('invitation.searching')}
        emptyText={t('invitation.noMatches')}
        listLabel={t('invitation.colleague')}
      />
      {colleague && (
        <p className="text-sm" data-testid="chosen-colleague">
          {t('invitation.chosen', { name: colleague.name })}{' '}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setColleague(null)}>
            {t('invitation.clear')}
          </button>
        </p>
      )}
      <Button type="submit" variant="danger" busy={decline.isPending}>
        {t('invitation.decline')}
      </Button>
    </form>
  );
}

/**
 * Before the proposal opens: who is on it (so that a conflict can be recognised), then no conflict (it
 * opens), or a conflict with its reason (the review is handed back).
 */
export function DeclarationForm({ review }: { review: MyReview }) {
  const { t } = useTranslation('reviews');
  const declare = useDeclare(review.id);
  const [conflict, setConflict] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The route's own rule for the reason (the shared schema), as the other forms do.
  const form = useForm<ConflictValues>({
    resolver: resolverFor<ConflictValues>(reviewDeclarationSchema),
    defaultValues: { conflict: true, reason: '' },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const send = (body: ReviewDeclarationInput) => {
    setProblem(null);
    declare.mutate(body, {
      onSuccess: (res) => toast.success(res.message),
      onError: (e) => {
        setProblem(applyServerError(e, form.setError, ['reason'], e.message));
        showSummary();
      },
    });
  };
  const onConflict = handleSubmit((values) => send(values), showSummary);
  return (
    <section aria-labelledby="declare-h" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="declare-h" className="text-lg font-semibold">
        {t('review.declareTitle')}
      </h2>
      <p className="text-sm text-steel-700">{t('review.declareIntro')}</p>
      <Parties review={review} />
      {declining ? (
        <DeclineForm review={review} />
      ) : !conflict ? (
        <div className="flex flex-wrap gap-3">
          <Button busy={declare.isPending} onClick={() => send({ conflict: false })}>
            {t('review.noConflict')}
          </Button>
          <Button variant="secondary" onClick={() => setConflict(true)}>
            {t('review.hasConflict')}
          </Button>
          <Button variant="secondary" onClick={() => setDeclining(true)}>
            {t('invitation.declineOpen')}
          </Button>
          {problem && (
            <p role="alert" className="w-full text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      ) : (
        <form onSubmit={onConflict} className="space-y-3" noValidate>
          <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={() => form.setFocus('reason')} />
          <TextAreaField
            id="reason"
            label={t('review.conflictReason')}
            hint={t('review.conflictHint')}
            rows={3}
            maxLength={REVIEW_REASON_MAX_LENGTH}
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
          <Button type="submit" variant="danger" busy={declare.isPending}>
            {t('review.declareConflict')}
          </Button>
        </form>
      )}
    </section>
  );
}
