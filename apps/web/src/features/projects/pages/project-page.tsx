import { indiaDate, PUBLIC_SUMMARY_MAX_LENGTH, PUBLIC_SUMMARY_MIN_LENGTH } from '@portal/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useProject } from '../../../api/projects/projects';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { Field, controlClass } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { ApiValidationError } from '../../../lib/api-client';
import { formatDate, formatQuarter } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSubmitReport } from '../api/mutations';
import { ProjectOverview, ReportThreads } from '../components/project-overview';
import { OutputsSection } from '../components/outputs';
import { PublicSummaryForm, SummaryPreview } from '../components/public-summary';
import '../i18n';

/** The grantee's project (owner and collaborators): the grant, tranches, milestones, the agreement, and their reports. */
export function ProjectPage() {
  const { t } = useTranslation('projects');
  const { proposalId = '' } = useParams();
  const project = useProject(proposalId);
  if (project.isPending) return <Spinner />;
  if (project.isError)
    return (
      <p role="alert" className="rounded bg-red-50 p-4 text-red-800">
        {project.error.message || t('loadFailed')}
      </p>
    );
  const p = project.data;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">{p.title}</h1>
        <Link to={p.detailPath} className="text-sm font-semibold text-brand-700 underline">
          {t('proposal')}
        </Link>
      </div>
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
      </section>
      <ProjectOverview project={p} />
      <PublicSummaryForm project={p} />
      <ReportForm project={p} />
      <OutputsSection project={p} />
      <ReportThreads project={p} />
    </div>
  );
}

function ReportForm({ project: p }: { project: NonNullable<ReturnType<typeof useProject>['data']> }) {
  const { t } = useTranslation('projects');
  const submit = useSubmitReport(p.proposalId);
  const today = indiaDate();
  const owed = (s: string | null) => s === null || s === 'CHANGES_REQUESTED';
  const options = [
    ...p.milestones
      .filter((m) => owed(m.reportStatus))
      .map((m) => ({ value: `M:${m.index}`, label: t('submit.milestoneOption', { n: m.index + 1, title: m.title }) })),
    ...p.quarters
      .filter((q) => q.opensOn <= today && owed(q.reportStatus))
      .map((q) => ({ value: `Q:${q.quarter}`, label: t('submit.quarterOption', { quarter: formatQuarter(q.quarter) }) })),
  ];
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const [publicSummary, setPublicSummary] = useState('');
  const [publicSummaryHi, setPublicSummaryHi] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // A report sent back for changes keeps its last public summary: the form starts from it.
  const choose = (value: string) => {
    setChoice(value);
    const [kind, key] = value.split(/:(.*)/) as [string, string];
    const before = p.reports.find((r) => (kind === 'M' ? r.type === 'MILESTONE' && r.milestoneIndex === Number(key) : r.quarter === key));
    setPublicSummary(before?.publicSummary.latest?.text ?? '');
    setPublicSummaryHi(before?.publicSummary.latest?.textHi ?? '');
  };
  const summaryHint = (value: string) =>
    t('submit.publicSummaryHint', { min: PUBLIC_SUMMARY_MIN_LENGTH, max: PUBLIC_SUMMARY_MAX_LENGTH, count: value.trim().length });
  const fail = (next: Record<string, string>, msg: string | null) => {
    setErrors(next);
    setMessage(msg);
    requestAnimationFrame(() => summary.current?.focus());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!choice) local.report = t('submit.choose');
    if (!text.trim()) local.text = 'Enter the report';
    if (!file) local.file = 'Attach the report document';
    if (Object.keys(local).length > 0) return fail(local, null);
    const [kind, value] = choice.split(/:(.*)/) as [string, string];
    const common = { text, file: file!, publicSummary, publicSummaryHi };
    const input =
      kind === 'M' ? { type: 'MILESTONE' as const, milestoneIndex: Number(value), ...common } : { type: 'QUARTERLY' as const, quarter: value, ...common };
    submit.mutate(input, {
      onSuccess: () => {
        toast.success(t('submit.done'));
        setChoice('');
        setText('');
        setPublicSummary('');
        setPublicSummaryHi('');
        setFile(null);
        setErrors({});
        setMessage(null);
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: (err) =>
        fail(
          err instanceof ApiValidationError
            ? { ...err.fieldErrors, report: err.fieldErrors.milestoneIndex ?? err.fieldErrors.quarter ?? err.fieldErrors.type ?? '' }
            : {},
          err.message,
        ),
    });
  };
  const items: ErrorSummaryItem[] = Object.entries(errors)
    .filter(([, m]) => m)
    .map(([name, m]) => ({ name, message: m }));

  return (
    <section aria-labelledby="submit-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id="submit-h" className="text-lg font-semibold text-steel-900">
        {t('submit.title')}
      </h2>
      {options.length === 0 ? (
        <p className="mt-2 text-steel-500">{t('submit.nothing')}</p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4">
          <ErrorSummary ref={summary} items={items} message={message} />
          <fieldset disabled={submit.isPending} className="space-y-4">
            <SelectField
              name="report"
              label={t('submit.type')}
              required
              value={choice}
              onChange={(e) => choose(e.target.value)}
              options={options}
              placeholder={t('submit.choose')}
              error={errors.report || undefined}
            />
            <TextAreaField
              name="text"
              label={t('submit.text')}
              hint={t('submit.textHint')}
              required
              rows={5}
              maxLength={5000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={errors.text}
            />
            <fieldset className="space-y-4 rounded border border-steel-200 p-3">
              <legend className="px-1 font-semibold text-steel-900">{t('submit.publicSummary')}</legend>
              <p className="text-sm text-steel-700">{t('submit.publicSummaryIntro')}</p>
              <TextAreaField
                name="publicSummary"
                label={t('publicSummary.text')}
                hint={summaryHint(publicSummary)}
                rows={4}
                maxLength={PUBLIC_SUMMARY_MAX_LENGTH}
                value={publicSummary}
                onChange={(e) => setPublicSummary(e.target.value)}
                error={errors.publicSummary}
              />
              <TextAreaField
                name="publicSummaryHi"
                lang="hi"
                label={t('publicSummary.textHi')}
                hint={summaryHint(publicSummaryHi)}
                rows={4}
                maxLength={PUBLIC_SUMMARY_MAX_LENGTH}
                value={publicSummaryHi}
                onChange={(e) => setPublicSummaryHi(e.target.value)}
                error={errors.publicSummaryHi}
              />
              <SummaryPreview text={publicSummary} textHi={publicSummaryHi} testId="report-summary-preview" />
            </fieldset>
            <Field label={t('submit.file')} required error={errors.file}>
              {(control) => (
                <input
                  ref={fileInput}
                  {...control}
                  name="file"
                  type="file"
                  accept="application/pdf,.pdf"
                  className={controlClass(Boolean(errors.file))}
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            <Button type="submit" busy={submit.isPending}>
              {t('submit.send')}
            </Button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
