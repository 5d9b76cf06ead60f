import { indiaDate, PROJECT_MESSAGES, PUBLIC_SUMMARY_MAX_LENGTH, PUBLIC_SUMMARY_MIN_LENGTH, REPORT_TEXT_MAX_LENGTH } from '@portal/shared';
import { type ReportSubmit, reportSubmitSchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { type FieldError, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useProject } from '../../../api/projects/projects';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { ApiValidationError } from '../../../lib/api-client';
import { formatDate, formatQuarter } from '../../../lib/format';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { resolverFor } from '../../../lib/zod-resolver';
import { type ReportInput, useSubmitReport } from '../api/mutations';
import { ProjectOverview, ReportThreads } from '../components/project-overview';
import { OutputsSection } from '../components/outputs';
import { PdfFileField } from '../components/pdf-file-field';
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

type ReportValues = { report: string; text: string; publicSummary: string; publicSummaryHi: string; file: File | null };
const EMPTY_REPORT: ReportValues = { report: '', text: '', publicSummary: '', publicSummaryHi: '', file: null };
const REPORT_FIELDS = ['report', 'text', 'publicSummary', 'publicSummaryHi', 'file'] as const;
const checkReport = resolverFor<ReportSubmit>(reportSubmitSchema);
/** The route's text fields from the form's: the choice `M:<index>` or `Q:<quarter>` gives the type and its key. */
const bodyOf = ({ report, text, publicSummary, publicSummaryHi }: ReportValues) => {
  const [kind, key = ''] = report.split(/:(.*)/) as [string, string?];
  const common = { text, publicSummary, publicSummaryHi };
  return kind === 'Q'
    ? { type: 'QUARTERLY' as const, quarter: key, ...common }
    : { type: 'MILESTONE' as const, milestoneIndex: kind === 'M' ? Number(key) : 0, ...common };
};

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
  const [problem, setProblem] = useState<string | null>(null);
  // A sent file starts a fresh picker: the browser's own input keeps the last name otherwise.
  const [round, setRound] = useState(0);
  // The route's own rule (the shared schema) read from the body the form would send; the choice and the
  // document, which the schema does not see, are checked beside it (the server checks both again).
  const form = useForm<ReportValues>({
    resolver: async (values, context, options) => {
      const checked = await checkReport(bodyOf(values) as never, context, options as never);
      const { type, milestoneIndex, quarter, ...rest } = (checked.errors ?? {}) as FieldErrors<ReportValues> & Record<string, FieldError | undefined>;
      const report = values.report ? (type ?? milestoneIndex ?? quarter) : { type: 'required', message: t('submit.choose') };
      const file = values.file ? undefined : { type: 'required', message: PROJECT_MESSAGES.reportFileRequired };
      const errors = Object.fromEntries(Object.entries({ report, ...rest, file }).filter(([, e]) => e)) as FieldErrors<ReportValues>;
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    defaultValues: EMPTY_REPORT,
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, control } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const [publicSummary = '', publicSummaryHi = ''] = useWatch({ control, name: ['publicSummary', 'publicSummaryHi'] });

  // A report sent back for changes keeps its last public summary: the form starts from it.
  const choose = (value: string) => {
    const [kind, key] = value.split(/:(.*)/) as [string, string];
    const before = p.reports.find((r) => (kind === 'M' ? r.type === 'MILESTONE' && r.milestoneIndex === Number(key) : r.quarter === key));
    form.setValue('publicSummary', before?.publicSummary.latest?.text ?? '');
    form.setValue('publicSummaryHi', before?.publicSummary.latest?.textHi ?? '');
  };
  const summaryHint = (value: string) =>
    t('submit.publicSummaryHint', { min: PUBLIC_SUMMARY_MIN_LENGTH, max: PUBLIC_SUMMARY_MAX_LENGTH, count: value.trim().length });
  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    submit.mutate({ ...bodyOf(values), file: values.file! } as ReportInput, {
      onSuccess: () => {
        toast.success(t('submit.done'));
        form.reset(EMPTY_REPORT);
        setRound((n) => n + 1);
      },
      onError: (err) => {
        const fields = err instanceof ApiValidationError ? err.fieldErrors : {};
        const report = fields.milestoneIndex ?? fields.quarter ?? fields.type;
        if (report) form.setError('report', { type: 'server', message: report });
        setProblem(applyServerError(err, form.setError, REPORT_FIELDS, err.message, err.message) ?? (report ? null : err.message));
        showSummary();
      },
    });
  }, showSummary);

  return (
    <section aria-labelledby="submit-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id="submit-h" className="text-lg font-semibold text-steel-900">
        {t('submit.title')}
      </h2>
      {options.length === 0 ? (
        <p className="mt-2 text-steel-500">{t('submit.nothing')}</p>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-4">
          <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as keyof ReportValues)} />
          <fieldset disabled={submit.isPending} className="space-y-4">
            <SelectField
              label={t('submit.type')}
              required
              options={options}
              placeholder={t('submit.choose')}
              error={formState.errors.report?.message}
              {...register('report', { onChange: (e: { target: { value: string } }) => choose(e.target.value) })}
            />
            <TextAreaField
              label={t('submit.text')}
              hint={t('submit.textHint')}
              required
              rows={5}
              maxLength={REPORT_TEXT_MAX_LENGTH}
              error={formState.errors.text?.message}
              {...register('text')}
            />
            <fieldset className="space-y-4 rounded border border-steel-200 p-3">
              <legend className="px-1 font-semibold text-steel-900">{t('submit.publicSummary')}</legend>
              <p className="text-sm text-steel-700">{t('submit.publicSummaryIntro')}</p>
              <TextAreaField
                label={t('publicSummary.text')}
                hint={summaryHint(publicSummary)}
                rows={4}
                maxLength={PUBLIC_SUMMARY_MAX_LENGTH}
                error={formState.errors.publicSummary?.message}
                {...register('publicSummary')}
              />
              <TextAreaField
                lang="hi"
                label={t('publicSummary.textHi')}
                hint={summaryHint(publicSummaryHi)}
                rows={4}
                maxLength={PUBLIC_SUMMARY_MAX_LENGTH}
                error={formState.errors.publicSummaryHi?.message}
                {...register('publicSummaryHi')}
              />
              <SummaryPreview text={publicSummary} textHi={publicSummaryHi} testId="report-summary-preview" />
            </fieldset>
            <PdfFileField control={control} name="file" label={t('submit.file')} round={round} />
            <Button type="submit" busy={submit.isPending}>
              {t('submit.send')}
            </Button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
