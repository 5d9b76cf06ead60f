import { grantOf, parseRupees, PROJECT_MILESTONES_MAX, tranchesOf } from '@portal/shared';
import { type Project, type ProjectSetup, projectSetupSchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextAreaField, TextField } from '../../../components/ui/form-fields';
import { formatRupees } from '../../../lib/format';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { resolverFor } from '../../../lib/zod-resolver';
import { useSetUpProject } from '../api/mutations';

type SetupValues = {
  approvedCost: string;
  startDate: string;
  reductionReason: string;
  milestones: { title: string; dueDate: string; deliverable: string }[];
};
const NEW_MILESTONE = { title: '', dueDate: '', deliverable: '' };
const MILESTONE_FIELDS = ['title', 'dueDate', 'deliverable'] as const;

type Props = { proposalId: string; project: Project | undefined; share: number; requested: number | null };

/**
 * Setting up (or, before anything is released or reported, changing) a funded project: the approved cost,
 * the start date and the milestones, with the grant and its tranches as the cost is typed. react-hook-form
 * with the route's shared schema, as the other forms.
 */
export function ProjectSetupForm({ proposalId, project, share, requested }: Props) {
  const { t } = useTranslation('projects');
  const save = useSetUpProject(proposalId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SetupValues>({
    resolver: resolverFor<SetupValues>(projectSetupSchema),
    defaultValues: {
      // A new set-up starts from the cost the application asked for (decision 235).
      approvedCost: project ? String(project.approvedCost) : requested !== null ? String(requested) : '',
      startDate: project?.startDate ?? '',
      reductionReason: '',
      milestones: project?.milestones.map(({ title, dueDate, deliverable }) => ({ title, dueDate, deliverable })) ?? [NEW_MILESTONE],
    },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(errors);
  const milestones = useFieldArray({ control, name: 'milestones' });
  // Plain digits or Indian grouping ("2,00,00,000"), as the server's schema takes them.
  const amount = parseRupees(useWatch({ control, name: 'approvedCost' }) ?? '');
  const grant = amount !== null ? grantOf(amount, share) : null;
  const [t1, t2, t3] = grant !== null ? tranchesOf(grant) : [0, 0, 0];
  const reduced = requested !== null && amount !== null && amount < requested;

  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    const { reductionReason, ...body } = values as unknown as ProjectSetup;
    save.mutate(reduced ? { ...body, reductionReason } : body, {
      onSuccess: () => toast.success(t('setup.saved')),
      onError: (err) => {
        const fields = ['approvedCost', 'startDate', 'reductionReason', 'milestones'].concat(
          milestones.fields.flatMap((_, i) => MILESTONE_FIELDS.map((f) => `milestones.${i}.${f}`)),
        ) as Path<SetupValues>[];
        setProblem(applyServerError(err, form.setError, fields, err.message));
        showSummary();
      },
    });
  }, showSummary);

  return (
    <section aria-labelledby="setup-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id="setup-h" className="text-lg font-semibold text-steel-900">
        {project ? t('setup.editTitle') : t('setup.title')}
      </h2>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-4">
        <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as Path<SetupValues>)} />
        <fieldset disabled={save.isPending} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('setup.cost')}
              hint={t('setup.costHint')}
              inputMode="numeric"
              required
              error={errors.approvedCost?.message}
              {...register('approvedCost')}
            />
            <TextField type="date" label={t('setup.start')} required error={errors.startDate?.message} {...register('startDate')} />
          </div>
          {requested !== null && <p className="text-sm text-steel-700">{t('setup.requested', { requested: formatRupees(requested) })}</p>}
          {reduced && <TextField label={t('setup.reductionReason')} required error={errors.reductionReason?.message} {...register('reductionReason')} />}
          {grant !== null && (
            <p className="text-sm font-semibold text-steel-700" data-testid="grant-preview" aria-live="polite">
              {t('setup.preview', { grant: formatRupees(grant), t1: formatRupees(t1), t2: formatRupees(t2), t3: formatRupees(t3) })}
            </p>
          )}
          {(errors.milestones?.message ?? errors.milestones?.root?.message) && (
            <p className="text-sm text-red-700">{errors.milestones?.message ?? errors.milestones?.root?.message}</p>
          )}
          <ol className="space-y-4">
            {milestones.fields.map((m, i) => (
              <li key={m.id}>
                <fieldset className="space-y-3 rounded border border-steel-100 p-3">
                  <legend className="px-1 font-semibold">{t('setup.milestone', { n: i + 1 })}</legend>
                  <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
                    <TextField
                      label={t('setup.milestoneTitle')}
                      required
                      maxLength={200}
                      error={errors.milestones?.[i]?.title?.message}
                      {...register(`milestones.${i}.title`)}
                    />
                    <TextField
                      type="date"
                      label={t('setup.milestoneDue')}
                      required
                      error={errors.milestones?.[i]?.dueDate?.message}
                      {...register(`milestones.${i}.dueDate`)}
                    />
                  </div>
                  <TextAreaField
                    label={t('setup.milestoneDeliverable')}
                    required
                    rows={2}
                    maxLength={1000}
                    error={errors.milestones?.[i]?.deliverable?.message}
                    {...register(`milestones.${i}.deliverable`)}
                  />
                  {milestones.fields.length > 1 && (
                    <Button variant="ghost" onClick={() => milestones.remove(i)}>
                      {t('setup.remove', { n: i + 1 })}
                    </Button>
                  )}
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            {milestones.fields.length < PROJECT_MILESTONES_MAX && (
              <Button variant="secondary" onClick={() => milestones.append(NEW_MILESTONE, { shouldFocus: false })}>
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
