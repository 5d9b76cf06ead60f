import { indiaDate, PATHS, REVIEW_CLOSED_STATES, REVIEW_CRITERIA, REVIEW_RECOMMENDATION_LABELS, REVIEW_REASON_MIN_LENGTH } from '@portal/shared';
import type { ReviewerSuggestion, ReviewerSummary } from '@portal/shared/schemas';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useReviewers } from '../../api/reviews/get-reviewers';
import { useReviewerSuggestions } from '../../api/reviews/reviewer-suggestions';
import { useAssignments, useAssignReviewer, useCommitteeReviews, useReleaseReviewer, useWithdrawAssignment } from '../../api/reviews/proposal-assignments';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { localize } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button } from '../ui/button';
import { Checkbox, TextAreaField, TextField } from '../ui/form-fields';
import { Spinner } from '../ui/spinner';
import './i18n';

const inTwoWeeks = () => indiaDate(new Date(Date.now() + 14 * 86_400_000));

/** What every invitation from the form carries besides the reviewer: the due date, the day to answer by (empty: the server's default), replacement. */
type InviteOptions = { dueDate: string; respondBy: string; autoReplace: boolean };
const inviteBody = (o: InviteOptions) => ({ dueDate: o.dueDate, autoReplace: o.autoReplace, ...(o.respondBy ? { respondBy: o.respondBy } : {}) });

/** The reasons of a refused assignment (409, one `errors[]` entry per conflict of interest). */
const conflictReasons = (e: unknown): string[] | null => {
  if (!(e instanceof ApiError) || e.status !== 409) return null;
  // A refusal with reasons arrives as an ApiValidationError, whose body is the `errors` list.
  const errors = Array.isArray(e.body) ? (e.body as { message: string }[]) : (e.body as { errors?: { message: string }[] } | undefined)?.errors;
  return errors && errors.length > 0 ? errors.map((x) => x.message) : null;
};

/**
 * One reviewer found by the search: assign (or, already holding this proposal, marked assigned); on a
 * conflict, its reasons beside them and an override with a reason, unless the reviewer is the applicant or
 * a collaborator, which no reason overrides (decision 206).
 */
function Candidate({ proposalId, reviewer, options, assigned }: { proposalId: string; reviewer: ReviewerSummary; options: InviteOptions; assigned: boolean }) {
  const { t } = useTranslation('reviewPanels');
  const assign = useAssignReviewer();
  const [conflicts, setConflicts] = useState<string[] | null>(null);
  const [hard, setHard] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (override?: { reason: string }) =>
    assign.mutate(
      { proposalId, userId: reviewer.id, ...inviteBody(options), ...(override ? { override } : {}) },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setConflicts(null);
          setReason('');
        },
        onError: (e) => {
          const reasons = conflictReasons(e);
          if (reasons && !override) {
            setConflicts(reasons);
            setHard(e instanceof ApiError && e.key === 'review_conflictNotOverridable');
          } else setError(e.message);
        },
      },
    );
  const onOverride = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < REVIEW_REASON_MIN_LENGTH) return setError(`${t('panel.overrideReason')}: ${REVIEW_REASON_MIN_LENGTH}+`);
    setError(null);
    send({ reason: reason.trim() });
  };
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]">{reviewer.name}</p>
          <p className="text-sm text-steel-700 [overflow-wrap:anywhere]">
            {reviewer.organization ?? '—'} · {t('panel.load', { open: reviewer.open, submitted: reviewer.submitted })}
          </p>
        </div>
        {assigned ? (
          <p className="text-sm font-semibold text-steel-700">{t('panel.alreadyAssigned')}</p>
        ) : (
          <Button variant="secondary" busy={assign.isPending && !conflicts} onClick={() => send()} aria-label={t('panel.assignName', { name: reviewer.name })}>
            {t('panel.assign')}
          </Button>
        )}
      </div>
      {conflicts && (
        <div role="alert" className="mt-2 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{t('panel.refused')}</p>
          <ul className="ml-5 list-disc">
            {conflicts.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          {hard ? (
            <p className="mt-2 text-steel-900">{t('panel.notOverridable')}</p>
          ) : (
            <form onSubmit={onOverride} className="mt-2 space-y-2 text-steel-900">
              <TextAreaField
                label={t('panel.overrideReason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={2}
                maxLength={1000}
                error={error ?? undefined}
              />
              <Button type="submit" variant="danger" busy={assign.isPending}>
                {t('panel.assignAnyway')}
              </Button>
            </form>
          )}
        </div>
      )}
      {!conflicts && error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </li>
  );
}

/** One suggested reviewer: their score, what matched, their load, and "Invite" (the assign route, on the form's due date). */
function Suggestion({ proposalId, s, options }: { proposalId: string; s: ReviewerSuggestion; options: InviteOptions }) {
  const { t } = useTranslation('reviewPanels');
  const assign = useAssignReviewer();
  const [error, setError] = useState<string | null>(null);
  const invite = () =>
    assign.mutate(
      { proposalId, userId: s.userId, ...inviteBody(options) },
      {
        onSuccess: (res) => {
          setError(null);
          toast.success(res.message);
        },
        onError: (e) => setError(e.message),
      },
    );
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]">
            {s.name}
            {s.organization ? ` (${s.organization})` : ''}
          </p>
          <p className="text-sm text-steel-700">
            {t('suggestions.score', { score: Math.round(s.score * 100) })} · {t('suggestions.load', { load: s.load, maxLoad: s.maxLoad })}
          </p>
          {s.reasons.length > 0 ? (
            <ul className="ml-5 list-disc text-sm text-steel-700" aria-label={t('suggestions.reasonsOf', { name: s.name })}>
              {s.reasons.map((r) => (
                <li key={r} className="[overflow-wrap:anywhere]">
                  {localize(r)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-steel-500">{t('suggestions.noReasons')}</p>
          )}
        </div>
        <Button variant="secondary" busy={assign.isPending} onClick={invite} aria-label={t('suggestions.inviteName', { name: s.name })}>
          {t('suggestions.invite')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

/** The suggested reviewers for the due date (never conflicted, unavailable then or at full load), best first. */
function Suggestions({ proposalId, options }: { proposalId: string; options: InviteOptions }) {
  const { t } = useTranslation('reviewPanels');
  const suggestions = useReviewerSuggestions(proposalId, options.dueDate);
  return (
    <div className="mt-3" data-testid="reviewer-suggestions">
      <h4 id="suggestions-h" className="font-semibold text-steel-900">
        {t('suggestions.title')}
      </h4>
      <p className="text-sm text-steel-500">{t('suggestions.intro')}</p>
      {suggestions.isPending ? (
        <Spinner className="p-4" />
      ) : suggestions.isError ? (
        <p className="mt-1 text-sm text-red-700">{suggestions.error.message}</p>
      ) : suggestions.data.length === 0 ? (
        <p className="mt-1 text-sm text-steel-500">{t('suggestions.none')}</p>
      ) : (
        <ol className="divide-y divide-steel-100" aria-labelledby="suggestions-h">
          {suggestions.data.slice(0, 10).map((s) => (
            <Suggestion key={s.userId} proposalId={proposalId} s={s} options={options} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** "Release" a silent reviewer: a reason (10+), then the assignment is released, its reminders stop, and autoReplace applies. */
function ReleaseControl({ proposalId, userId, name }: { proposalId: string; userId: string; name: string }) {
  const { t } = useTranslation('reviewPanels');
  const release = useReleaseReviewer();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <Button variant="secondary" aria-label={t('panel.releaseName', { name })} onClick={() => setOpen(true)}>
        {t('panel.release')}
      </Button>
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < REVIEW_REASON_MIN_LENGTH) return setError(`${t('panel.releaseReason')}: ${REVIEW_REASON_MIN_LENGTH}+`);
    setError(null);
    release.mutate(
      { proposalId, userId, reason: reason.trim() },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setOpen(false);
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="w-full space-y-2" aria-label={t('panel.releaseName', { name })}>
      <TextAreaField
        label={t('panel.releaseReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={2}
        maxLength={1000}
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={release.isPending}>
          {t('panel.releaseConfirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          {t('panel.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The search for a reviewer; one already holding an active assignment on the proposal is shown as assigned, not offered. */
function AssignForm({ proposalId, assignedIds }: { proposalId: string; assignedIds: ReadonlySet<string> }) {
  const { t } = useTranslation('reviewPanels');
  const [query, setQuery] = useState('');
  const [dueDate, setDueDate] = useState(inTwoWeeks);
  const [respondBy, setRespondBy] = useState('');
  const [autoReplace, setAutoReplace] = useState(false);
  const options: InviteOptions = { dueDate, respondBy, autoReplace };
  const debounced = useDebouncedValue(query.trim(), 300);
  const found = useReviewers(debounced);
  return (
    <div className="mt-4 border-t border-steel-100 pt-4">
      <h3 className="font-semibold text-steel-900">{t('panel.assignTitle')}</h3>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <TextField label={t('panel.dueDate')} type="date" value={dueDate} min={indiaDate()} onChange={(e) => setDueDate(e.target.value)} />
        <TextField
          label={t('panel.respondByField')}
          type="date"
          value={respondBy}
          min={indiaDate()}
          max={dueDate}
          onChange={(e) => setRespondBy(e.target.value)}
        />
      </div>
      <div className="mt-2">
        <Checkbox label={t('panel.autoReplace')} checked={autoReplace} onChange={(e) => setAutoReplace(e.target.checked)} />
      </div>
      {/^\d{4}-\d{2}-\d{2}$/.test(dueDate) && <Suggestions proposalId={proposalId} options={options} />}
      <h4 className="mt-3 font-semibold text-steel-900">{t('suggestions.searchTitle')}</h4>
      <div className="mt-2">
        <TextField label={t('panel.search')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} maxLength={200} />
      </div>
      {found.isPending ? (
        <Spinner className="p-4" />
      ) : found.data && found.data.data.length > 0 ? (
        <ul className="divide-y divide-steel-100" aria-label={t('panel.assignTitle')}>
          {found.data.data.map((r) => (
            <Candidate key={r.id} proposalId={proposalId} reviewer={r} options={options} assigned={assignedIds.has(r.id)} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-steel-500">{t('panel.noReviewers')}</p>
      )}
    </div>
  );
}

function CommitteeView({ proposalId }: { proposalId: string }) {
  const { t } = useTranslation('reviewPanels');
  const committee = useCommitteeReviews(proposalId);
  if (committee.isPending) return <Spinner className="p-4" />;
  if (committee.isError) return <p className="text-sm text-red-700">{committee.error.message}</p>;
  const { reviews, aggregate } = committee.data;
  const figure = (n: number | null) => (n === null ? '—' : n.toFixed(2).replace(/\.00$/, ''));
  return (
    <div className="mt-4 border-t border-steel-100 pt-4">
      <h3 className="font-semibold text-steel-900">{t('panel.committee')}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" data-testid="review-aggregate">
        {(
          [
            ['count', String(aggregate.count)],
            ['mean', figure(aggregate.mean)],
            ['min', figure(aggregate.min)],
            ['max', figure(aggregate.max)],
            ['stdDev', figure(aggregate.stdDev)],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className="rounded bg-steel-50 p-2">
            <dt className="text-steel-700">{t(`panel.${k}`)}</dt>
            <dd className="text-lg font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
      {aggregate.disagreement && (
        <p role="status" className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm font-semibold text-amber-900">
          {t('panel.disagreement')}
        </p>
      )}
      {reviews.length === 0 ? (
        <p className="mt-2 text-sm text-steel-500">{t('panel.noReviews')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {reviews.map((r) => (
            <li key={r.assignmentId} className="rounded border border-steel-100 p-3 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <p className="font-semibold">
                  {r.reviewer.name} · {REVIEW_RECOMMENDATION_LABELS[r.recommendation]}
                </p>
                <p className="font-semibold text-brand-700">{t('panel.weighted', { score: r.weightedScore })}</p>
              </div>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-steel-700">
                {REVIEW_CRITERIA.map((c) => (
                  <li key={c.key}>
                    {c.label}: <strong>{r.scores[c.key] ?? '—'}</strong>
                  </li>
                ))}
              </ul>
              <h4 className="mt-2 font-semibold text-steel-700">{t('panel.forApplicant')}</h4>
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{r.commentForApplicant}</p>
              <h4 className="mt-2 font-semibold text-steel-700">{t('panel.forCommittee')}</h4>
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{r.commentForCommittee}</p>
              <p className="mt-1 text-xs text-steel-500">{t('panel.submittedOn', { date: formatDate(r.submittedAt) })}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * The admin's Reviews panel on a funding proposal (docs/architecture.md#peer-review): the assignments and
 * their state (overdue in red), withdrawal, the assignment form while the proposal is under review, and
 * the committee's view of the submitted reviews.
 */
export function ReviewsPanel({ proposalId, underReview }: { proposalId: string; underReview: boolean }) {
  const { t } = useTranslation('reviewPanels');
  const assignments = useAssignments(proposalId);
  const withdraw = useWithdrawAssignment();
  const assignedIds = new Set((assignments.data ?? []).filter((a) => !(REVIEW_CLOSED_STATES as readonly string[]).includes(a.state)).map((a) => a.reviewer.id));
  return (
    <section aria-labelledby="reviews-h" className="rounded-lg bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews-h" className="text-lg font-semibold text-steel-900">
          {t('panel.title')}
        </h2>
        <Link to={PATHS.adminReviewRanking} className="text-sm font-semibold text-brand-700 underline">
          {t('panel.ranking')}
        </Link>
      </div>
      <h3 className="mt-2 font-semibold text-steel-900">{t('panel.assigned')}</h3>
      {assignments.isPending ? (
        <Spinner className="p-4" />
      ) : !assignments.data || assignments.data.length === 0 ? (
        <p className="mt-1 text-sm text-steel-500">{t('panel.none')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-steel-100 text-sm" data-testid="assignments">
          {assignments.data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-semibold [overflow-wrap:anywhere]">
                  {a.reviewer.name}
                  {a.reviewer.organization ? ` (${a.reviewer.organization})` : ''}
                </p>
                <p className={a.overdue ? 'font-semibold text-red-700' : 'text-steel-700'}>
                  {t(`panel.states.${a.state}`)}
                  {a.releaseReason ? ` (${t(`panel.releaseReasons.${a.releaseReason}`)})` : ''} · {t('panel.due')} {formatDate(a.dueDate)}
                  {a.overdue ? ` · ${t('panel.overdue')}` : ''}
                </p>
                {a.state === 'PENDING' && a.respondBy && (
                  <p className="text-steel-700">
                    {t('panel.respondBy', { date: formatDate(a.respondBy) })}
                    {a.autoReplace ? ` · ${t('panel.autoReplaced')}` : ''}
                  </p>
                )}
                {a.declineReason && <p className="text-steel-700 [overflow-wrap:anywhere]">{t('panel.declineReason', { reason: a.declineReason })}</p>}
                {a.suggestedUser && <p className="text-steel-700 [overflow-wrap:anywhere]">{t('panel.suggested', { name: a.suggestedUser.name })}</p>}
                {a.releaseNote && <p className="text-steel-700 [overflow-wrap:anywhere]">{t('panel.releaseNote', { reason: a.releaseNote })}</p>}
                {a.overrideReason && <p className="text-steel-700 [overflow-wrap:anywhere]">{t('panel.override', { reason: a.overrideReason })}</p>}
                {a.conflictReason && (
                  <p className="text-steel-700 [overflow-wrap:anywhere]">
                    {t(a.releaseReason === 'CONFLICT_DECLARED' ? 'panel.conflict' : 'panel.conflictFound', { reason: a.conflictReason })}
                  </p>
                )}
              </div>
              {(a.state === 'PENDING' || a.state === 'DECLARED') && <ReleaseControl proposalId={proposalId} userId={a.reviewer.id} name={a.reviewer.name} />}
              {(a.state === 'PENDING' || a.state === 'DECLARED') && (
                <Button
                  variant="secondary"
                  aria-label={t('panel.withdrawName', { name: a.reviewer.name })}
                  busy={withdraw.isPending && withdraw.variables?.userId === a.reviewer.id}
                  onClick={() =>
                    withdraw.mutate(
                      { proposalId, userId: a.reviewer.id },
                      { onSuccess: (res) => toast.success(res.message), onError: (e) => toast.error(e.message) },
                    )
                  }
                >
                  {t('panel.withdraw')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {underReview ? <AssignForm proposalId={proposalId} assignedIds={assignedIds} /> : <p className="mt-3 text-sm text-steel-500">{t('panel.decided')}</p>}
      <CommitteeView proposalId={proposalId} />
    </section>
  );
}
