import { grantOf, indiaDate, isProjectScheme, parseRupees, PROJECT_MILESTONES_MAX, PROJECT_SHARE_PERCENT, proposalKindOf, tranchesOf } from '@portal/shared';
import type { Project, ProjectReport } from '@portal/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useProject } from '../../../api/projects/projects';
import { proposalDetailsQueryOptions } from '../../../api/proposals/get-proposal-details';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { controlClass, Field } from '../../../components/ui/field';
import { TextAreaField, TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, ApiValidationError } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCorrectRelease, useReleaseTranche, useReverseRelease, useReviewReport, useSetUpProject, useUploadAgreement } from '../api/mutations';
import { ProjectOverview, ReportThreads, useUnmetText } from '../components/project-overview';
import { PublicSummaryApproval } from '../components/public-summary';
import { Dialog } from '../../../components/ui/dialog';
import { PublicSummaryText } from '../../../components/public-summary-text';
import '../i18n';

type FormErrors = { fields: Record<string, string>; message: string | null };
const noErrors: FormErrors = { fields: {}, message: null };
const toItems = (e: FormErrors): ErrorSummaryItem[] => Object.entries(e.fields).map(([name, message]) => ({ name, message }));
/** A failed call as the form shows it: field errors under their fields, the message in the summary. */
// A refusal that names its fields says it on them (and in the summary, under their labels); the envelope's
// general 'Validation failed' adds nothing then (issue 40: "Ask for changes" with no message).
const fromError = (err: Error): FormErrors => {
  const fields = err instanceof ApiValidationError ? err.fieldErrors : {};
  return { fields, message: Object.keys(fields).length > 0 ? null : err.message };
};

/** Focuses a form's error summary once it has rendered. */
function useSummaryFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const focus = () => requestAnimationFrame(() => ref.current?.focus());
  return [ref, focus] as const;
}

/**
 * The committee's page of one funded project: set it up on an approved funding proposal, upload the
 * signed agreement, release each tranche once its condition holds, and accept reports or ask for changes.
 */
export function AdminProjectPage() {
  const { t } = useTranslation('projects');
  const { proposalId = '' } = useParams();
  const project = useProject(proposalId);
  const proposal = useQuery(proposalDetailsQueryOptions(proposalId));
  if (project.isPending || proposal.isPending) return <Spinner />;
  const missing = project.isError && project.error instanceof ApiError && project.error.status === 404;
  if (proposal.isError || (project.isError && !missing))
    return (
      <p role="alert" className="rounded bg-red-50 p-4 text-red-800">
        {(proposal.error ?? project.error)?.message || t('loadFailed')}
      </p>
    );
  const kind = proposalKindOf(proposal.data.category, proposal.data.type);
  const p = project.data;
  const fixed = Boolean(p && (p.released > 0 || p.tranches.some((tr) => tr.releasedOn) || p.reports.length > 0));
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">{proposal.data.title}</h1>
        {kind && (
          <Link to={kind.adminDetailPath(proposalId)} className="text-sm font-semibold text-brand-700 underline">
            {t('proposal')}
          </Link>
        )}
      </div>
      {!p && <p className="rounded bg-brand-50 p-3 text-steel-700">{t('notSetUp')}</p>}
      {p && (
        <ProjectOverview project={p} trancheAction={(n) => <ReleaseForm project={p} n={n} />} releasedAction={(n) => <CorrectRelease project={p} n={n} />} />
      )}
      {p && !p.withdrawn && <AgreementForm project={p} />}
      {p && <PublicSummaryApproval project={p} />}
      {p && <ReportThreads project={p} action={(r) => (r.status === 'SUBMITTED' && !p.withdrawn ? <ReviewForm project={p} report={r} /> : null)} />}
      {fixed ? (
        <p className="text-sm text-steel-500">{t('setup.fixed')}</p>
      ) : (
        kind &&
        isProjectScheme(kind.id) && (
          <SetupForm proposalId={proposalId} project={p} share={PROJECT_SHARE_PERCENT[kind.id]} requested={proposal.data.projectCost} />
        )
      )}
    </div>
  );
}

type MilestoneDraft = { title: string; dueDate: string; deliverable: string };

function SetupForm({ proposalId, project, share, requested }: { proposalId: string; project: Project | undefined; share: number; requested: number | null }) {
  const { t } = useTranslation('projects');
  const save = useSetUpProject(proposalId);
  // A new set-up starts from the cost the application asked for (decision 235).
  const [cost, setCost] = useState(project ? String(project.approvedCost) : requested !== null ? String(requested) : '');
  const [reductionReason, setReductionReason] = useState('');
  const [start, setStart] = useState(project?.startDate ?? '');
  const [milestones, setMilestones] = useState<MilestoneDraft[]>(
    project?.milestones.map(({ title, dueDate, deliverable }) => ({ title, dueDate, deliverable })) ?? [{ title: '', dueDate: '', deliverable: '' }],
  );
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [summaryRef, focusSummary] = useSummaryFocus();
  // Plain digits or Indian grouping ("2,00,00,000"), as the server's schema takes them.
  const amount = parseRupees(cost);
  const grant = amount !== null ? grantOf(amount, share) : null;
  const [t1, t2, t3] = grant !== null ? tranchesOf(grant) : [0, 0, 0];
  const setMilestone = (i: number, patch: Partial<MilestoneDraft>) => setMilestones((all) => all.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null) {
      setErrors({ fields: { approvedCost: t('setup.costRequired') }, message: null });
      focusSummary();
      return;
    }
    save.mutate(
      { approvedCost: amount, startDate: start, milestones, ...(requested !== null && amount < requested ? { reductionReason } : {}) },
      {
        onSuccess: () => {
          setErrors(noErrors);
          toast.success(t('setup.saved'));
        },
        onError: (err) => {
          setErrors(fromError(err));
          focusSummary();
        },
      },
    );
  };
  return (
    <section aria-labelledby="setup-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id="setup-h" className="text-lg font-semibold text-steel-900">
        {project ? t('setup.editTitle') : t('setup.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4">
        <ErrorSummary ref={summaryRef} items={toItems(errors)} message={errors.message} />
        <fieldset disabled={save.isPending} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="approvedCost"
              label={t('setup.cost')}
              hint={t('setup.costHint')}
              inputMode="numeric"
              required
              value={cost}
              onChange={(e) => setCost(e.target.value)}
              error={errors.fields.approvedCost}
            />
            <TextField
              name="startDate"
              type="date"
              label={t('setup.start')}
              required
              value={start}
              onChange={(e) => setStart(e.target.value)}
              error={errors.fields.startDate}
            />
          </div>
          {requested !== null && <p className="text-sm text-steel-700">{t('setup.requested', { requested: formatRupees(requested) })}</p>}
          {requested !== null && amount !== null && amount < requested && (
            <TextField
              name="reductionReason"
              label={t('setup.reductionReason')}
              required
              value={reductionReason}
              onChange={(e) => setReductionReason(e.target.value)}
              error={errors.fields.reductionReason}
            />
          )}
          {grant !== null && (
            <p className="text-sm font-semibold text-steel-700" data-testid="grant-preview" aria-live="polite">
              {t('setup.preview', { grant: formatRupees(grant), t1: formatRupees(t1), t2: formatRupees(t2), t3: formatRupees(t3) })}
            </p>
          )}
          {errors.fields.milestones && <p className="text-sm text-red-700">{errors.fields.milestones}</p>}
          <ol className="space-y-4">
            {milestones.map((m, i) => (
              <li key={i}>
                <fieldset className="space-y-3 rounded border border-steel-100 p-3">
                  <legend className="px-1 font-semibold">{t('setup.milestone', { n: i + 1 })}</legend>
                  <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
                    <TextField
                      name={`milestones.${i}.title`}
                      label={t('setup.milestoneTitle')}
                      required
                      maxLength={200}
                      value={m.title}
                      onChange={(e) => setMilestone(i, { title: e.target.value })}
                      error={errors.fields[`milestones.${i}.title`]}
                    />
                    <TextField
                      name={`milestones.${i}.dueDate`}
                      type="date"
                      label={t('setup.milestoneDue')}
                      required
                      value={m.dueDate}
                      onChange={(e) => setMilestone(i, { dueDate: e.target.value })}
                      error={errors.fields[`milestones.${i}.dueDate`]}
                    />
                  </div>
                  <TextAreaField
                    name={`milestones.${i}.deliverable`}
                    label={t('setup.milestoneDeliverable')}
                    required
                    rows={2}
                    maxLength={1000}
                    value={m.deliverable}
                    onChange={(e) => setMilestone(i, { deliverable: e.target.value })}
                    error={errors.fields[`milestones.${i}.deliverable`]}
                  />
                  {milestones.length > 1 && (
                    <Button variant="ghost" onClick={() => setMilestones((all) => all.filter((_, j) => j !== i))}>
                      {t('setup.remove', { n: i + 1 })}
                    </Button>
                  )}
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            {milestones.length < PROJECT_MILESTONES_MAX && (
              <Button variant="secondary" onClick={() => setMilestones((all) => [...all, { title: '', dueDate: '', deliverable: '' }])}>
                {t('setup.add')}
              </Button>
            )}
            <Button type="submit" busy={save.isPending}>
              {t('setup.save')}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}

function AgreementForm({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const upload = useUploadAgreement(p.proposalId);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [summaryRef, focusSummary] = useSummaryFocus();
  const input = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setErrors({ fields: { agreement: t('agreement.file') }, message: null });
      focusSummary();
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        setErrors(noErrors);
        setFile(null);
        if (input.current) input.current.value = '';
        toast.success(t('agreement.upload'));
      },
      onError: (err) => {
        setErrors(fromError(err));
        focusSummary();
      },
    });
  };
  return (
    <section aria-labelledby="agreement-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id="agreement-h" className="text-lg font-semibold text-steel-900">
        {t('agreement.title')}
      </h2>
      {p.agreement ? (
        <p className="mt-2">
          <a href={p.agreement.url} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]" data-testid="agreement-download">
            {t('agreement.download', { name: p.agreement.fileName })}
          </a>
          <span className="ml-2 text-sm text-steel-500">{t('agreement.uploadedOn', { date: formatDate(p.agreement.uploadedAt) })}</span>
        </p>
      ) : (
        <p className="mt-2 text-steel-500">{t('agreement.none')}</p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
        <ErrorSummary ref={summaryRef} items={toItems(errors)} message={errors.message} />
        <fieldset disabled={upload.isPending} className="flex flex-wrap items-end gap-3">
          <Field label={t('agreement.file')} required error={errors.fields.agreement} className="min-w-0 flex-1">
            {(control) => (
              <input
                ref={input}
                {...control}
                name="agreement"
                type="file"
                accept="application/pdf,.pdf"
                className={controlClass(Boolean(errors.fields.agreement))}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <Button type="submit" busy={upload.isPending}>
            {p.agreement ? t('agreement.replace') : t('agreement.upload')}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}

/** A release's day and transaction reference: the same two fields to release a tranche and to correct one. */
function ReleaseFields(props: { date: string; onDate: (v: string) => void; reference: string; onReference: (v: string) => void; errors: FormErrors }) {
  const { t } = useTranslation('projects');
  return (
    <>
      <TextField
        name="releasedOn"
        type="date"
        label={t('release.date')}
        required
        value={props.date}
        onChange={(e) => props.onDate(e.target.value)}
        error={props.errors.fields.releasedOn}
        className="w-44"
      />
      <TextField
        name="transactionRef"
        label={t('release.ref')}
        required
        maxLength={40}
        value={props.reference}
        onChange={(e) => props.onReference(e.target.value)}
        error={props.errors.fields.transactionRef}
        className="w-56"
      />
    </>
  );
}

/**
 * Releasing a tranche: the date and transaction reference, then a confirmation that shows amount, date
 * and reference before anything is recorded. A release the server would refuse (its condition unmet)
 * is shown disabled, with the reason.
 */
function ReleaseForm({ project: p, n }: { project: Project; n: number }) {
  const { t } = useTranslation('projects');
  const unmetText = useUnmetText();
  const release = useReleaseTranche(p.proposalId);
  const tranche = p.tranches[n - 1]!;
  const available = tranche.conditionMet && !p.withdrawn;
  const [date, setDate] = useState(indiaDate());
  const [ref, setRef] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [summaryRef, focusSummary] = useSummaryFocus();
  const whyId = `release-${n}-why`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ref.trim()) {
      setErrors({ fields: { transactionRef: t('release.refRequired') }, message: null });
      focusSummary();
      return;
    }
    setErrors(noErrors);
    setConfirming(true);
  };
  const confirm = () =>
    release.mutate(
      { n, releasedOn: date, transactionRef: ref.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          setErrors(noErrors);
          toast.success(t('release.done', { n }));
        },
        onError: (err) => {
          setConfirming(false);
          setErrors(fromError(err));
          focusSummary();
        },
      },
    );
  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 space-y-2" aria-label={t('release.title', { n })} data-testid={`release-${n}`}>
      <ErrorSummary ref={summaryRef} items={toItems(errors)} message={errors.message} />
      {!available && (
        <p id={whyId} className="text-sm text-steel-700" data-testid={`release-${n}-unavailable`}>
          {t('release.unavailable', { reason: unmetText(tranche, p.milestones) })}
        </p>
      )}
      <fieldset disabled={!available || release.isPending} aria-describedby={available ? undefined : whyId} className="flex flex-wrap items-end gap-3">
        <ReleaseFields date={date} onDate={setDate} reference={ref} onReference={setRef} errors={errors} />
        <Button type="submit" busy={release.isPending}>
          {t('release.send', { n })}
        </Button>
      </fieldset>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !release.isPending && setConfirming(open)}
        title={t('release.confirmTitle', { n })}
        closeLabel={t('release.cancel')}
      >
        <p className="text-sm text-steel-700">{t('release.confirmIntro')}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid={`release-${n}-confirm`}>
          <dt className="text-steel-500">{t('release.amount')}</dt>
          <dd className="font-semibold">{formatRupees(tranche.amount)}</dd>
          <dt className="text-steel-500">{t('release.date')}</dt>
          <dd className="font-semibold">{formatDate(date)}</dd>
          <dt className="text-steel-500">{t('release.ref')}</dt>
          <dd className="font-semibold [overflow-wrap:anywhere]">{ref.trim()}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={confirm} busy={release.isPending}>
            {t('release.confirm', { amount: formatRupees(tranche.amount) })}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={release.isPending}>
            {t('release.cancel')}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}

/**
 * A released tranche's correction (date, reference, with a reason) and, for the latest release only,
 * its reversal (with a reason, confirmed): behind a disclosure, so the page stays short.
 */
function CorrectRelease({ project: p, n }: { project: Project; n: number }) {
  const { t } = useTranslation('projects');
  const tranche = p.tranches[n - 1]!;
  const latest = !p.tranches.some((x) => x.number > n && x.releasedOn);
  const correct = useCorrectRelease(p.proposalId);
  const reverse = useReverseRelease(p.proposalId);
  const [date, setDate] = useState(tranche.releasedOn ?? indiaDate());
  const [ref, setRef] = useState(tranche.transactionRef ?? '');
  const [reason, setReason] = useState('');
  const [reverseReason, setReverseReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [reverseErrors, setReverseErrors] = useState<FormErrors>(noErrors);
  const [summaryRef, focusSummary] = useSummaryFocus();
  const [reverseSummaryRef, focusReverseSummary] = useSummaryFocus();
  const onCorrect = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate(
      { n, releasedOn: date, transactionRef: ref.trim(), reason: reason.trim() },
      {
        onSuccess: () => {
          setErrors(noErrors);
          setReason('');
          toast.success(t('correct.done', { n }));
        },
        onError: (err) => {
          setErrors(fromError(err));
          focusSummary();
        },
      },
    );
  };
  const onReverse = (event: FormEvent) => {
    event.preventDefault();
    setReverseErrors(noErrors);
    setConfirming(true);
  };
  const confirmReverse = () =>
    reverse.mutate(
      { n, reason: reverseReason.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t('correct.reversed', { n }));
        },
        onError: (err) => {
          setConfirming(false);
          setReverseErrors(fromError(err));
          focusReverseSummary();
        },
      },
    );
  return (
    <details className="mt-2 rounded border border-steel-100 p-3" data-testid={`correct-${n}`}>
      <summary className="cursor-pointer font-semibold text-brand-700">{t('correct.open')}</summary>
      <form noValidate onSubmit={onCorrect} className="mt-3 space-y-2" aria-label={t('correct.title', { n })}>
        <h3 className="font-semibold">{t('correct.title', { n })}</h3>
        <p className="text-sm text-steel-500">{t('correct.intro')}</p>
        <ErrorSummary ref={summaryRef} items={toItems(errors)} message={errors.message} />
        <fieldset disabled={correct.isPending} className="space-y-2">
          <div className="flex flex-wrap items-end gap-3">
            <ReleaseFields date={date} onDate={setDate} reference={ref} onReference={setRef} errors={errors} />
          </div>
          <TextAreaField
            name="reason"
            label={t('correct.reason')}
            hint={t('correct.reasonHint')}
            required
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.fields.reason}
          />
          <Button type="submit" busy={correct.isPending}>
            {t('correct.save')}
          </Button>
        </fieldset>
      </form>
      {latest && (
        <form noValidate onSubmit={onReverse} className="mt-4 space-y-2 border-t border-steel-100 pt-3" aria-label={t('correct.reverseTitle', { n })}>
          <h3 className="font-semibold">{t('correct.reverseTitle', { n })}</h3>
          <p className="text-sm text-steel-500">{t('correct.reverseIntro')}</p>
          <ErrorSummary ref={reverseSummaryRef} items={toItems(reverseErrors)} message={reverseErrors.message} />
          <fieldset disabled={reverse.isPending} className="space-y-2">
            <TextAreaField
              name="reason"
              label={t('correct.reason')}
              hint={t('correct.reasonHint')}
              required
              rows={2}
              maxLength={500}
              value={reverseReason}
              onChange={(e) => setReverseReason(e.target.value)}
              error={reverseErrors.fields.reason}
            />
            <Button type="submit" variant="secondary">
              {t('correct.reverse')}
            </Button>
          </fieldset>
          <Dialog
            open={confirming}
            onOpenChange={(open) => !reverse.isPending && setConfirming(open)}
            title={t('correct.reverseTitle', { n })}
            closeLabel={t('release.cancel')}
          >
            <p className="text-sm text-steel-700">{t('correct.reverseIntro')}</p>
            <p className="mt-2 font-semibold">
              {formatRupees(tranche.amount)} · {tranche.releasedOn && formatDate(tranche.releasedOn)} · {tranche.transactionRef}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button onClick={confirmReverse} busy={reverse.isPending}>
                {t('correct.reverseConfirm', { amount: formatRupees(tranche.amount) })}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={reverse.isPending}>
                {t('release.cancel')}
              </Button>
            </div>
          </Dialog>
        </form>
      )}
    </details>
  );
}

function ReviewForm({ project: p, report }: { project: Project; report: ProjectReport }) {
  const { t } = useTranslation('projects');
  const review = useReviewReport(p.proposalId);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [summaryRef, focusSummary] = useSummaryFocus();
  const summary = report.publicSummary;
  const pending = summary.latest !== null && summary.version !== summary.approved?.version;
  const send = (decision: 'ACCEPTED' | 'CHANGES_REQUESTED') => (event?: FormEvent) => {
    event?.preventDefault();
    review.mutate(
      {
        reportId: report.id,
        decision,
        message: message.trim() || undefined,
        // The version shown here is the one approved with the report: a newer one refuses (409).
        summaryVersion: decision === 'ACCEPTED' && pending ? summary.version : undefined,
      },
      {
        onSuccess: () => {
          setErrors(noErrors);
          setMessage('');
          toast.success(decision === 'ACCEPTED' ? t('review.accept') : t('review.changes'));
        },
        onError: (err) => {
          setErrors(fromError(err));
          focusSummary();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={send('ACCEPTED')} className="mt-3 space-y-2 border-t border-steel-100 pt-3" aria-label={t('review.title')}>
      <ErrorSummary ref={summaryRef} items={toItems(errors)} message={errors.message} />
      {pending && (
        <div className="rounded border border-steel-200 p-3" data-testid="report-summary-to-approve">
          <h4 className="font-semibold text-steel-900">{t('review.publicSummary', { version: summary.version })}</h4>
          <p className="mb-2 text-sm text-steel-600">{t('review.publicSummaryHint')}</p>
          <PublicSummaryText text={summary.latest!.text} textHi={summary.latest!.textHi} />
        </div>
      )}
      <fieldset disabled={review.isPending} className="space-y-2">
        <TextAreaField
          name="message"
          label={t('review.message')}
          hint={t('review.messageHint')}
          rows={2}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.fields.message}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={review.isPending}>
            {t('review.accept')}
          </Button>
          <Button variant="secondary" onClick={() => send('CHANGES_REQUESTED')()}>
            {t('review.changes')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
