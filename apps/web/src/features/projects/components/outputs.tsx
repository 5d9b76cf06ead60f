import { indiaDate, OUTPUT_KINDS, OUTPUT_LINK_MAX_LENGTH, OUTPUT_TITLE_MAX_LENGTH, type OutputKind } from '@portal/shared';
import { type OutputInput, outputInputSchema, type Project } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { applyServerError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { resolverFor } from '../../../lib/zod-resolver';
import { useAddOutput, useRemoveOutput } from '../api/mutations';

/** One output as a line: its kind, title and year, the DOI or patent number, and its link. */
export function OutputLine({
  output: o,
}: {
  output: { kind: OutputKind; title: string; year: number; doi: string | null; patentNumber: string | null; link: string | null };
}) {
  const { t } = useTranslation('projects');
  return (
    <span className="[overflow-wrap:anywhere]">
      <span className="font-semibold">{t(`outputs.kinds.${o.kind}`)}</span> · {o.title} ({o.year}){o.doi && <> · DOI {o.doi}</>}
      {o.patentNumber && <> · {t('outputs.patentShort', { number: o.patentNumber })}</>}
      {o.link && (
        <>
          {' · '}
          <a href={o.link} rel="noopener noreferrer" className="text-brand-700 underline">
            {t('outputs.open', { title: o.title })}
          </a>
        </>
      )}
    </span>
  );
}

type OutputValues = { kind: OutputKind | ''; title: string; year: number; doi?: string; patentNumber?: string; link: string };
// The texts a new output starts from (kept apart from `kind`, which a sent output's form keeps).
const BLANK_OUTPUT = { title: '', link: '' };
const FIELDS = ['kind', 'title', 'year', 'doi', 'patentNumber', 'link'] as const;

/** The grantees list what came of the project (decision 263): public on the project's page as listed. */
export function OutputsSection({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const addOutput = useAddOutput(p.proposalId);
  const removeOutput = useRemoveOutput(p.proposalId);
  const [problem, setProblem] = useState<string | null>(null);
  // The route's own rule (kind, title, year, the DOI of a paper, the number of a patent, an https link);
  // a field of another kind leaves the values when it leaves the page.
  const form = useForm<OutputValues>({
    resolver: resolverFor<OutputValues>(outputInputSchema),
    defaultValues: { kind: '', ...BLANK_OUTPUT, year: Number(indiaDate().slice(0, 4)) },
    shouldFocusError: false,
    shouldUnregister: true,
  });
  const { register, handleSubmit, formState, control } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);
  const kind = useWatch({ control, name: 'kind' });
  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    addOutput.mutate(values as unknown as OutputInput, {
      onSuccess: () => {
        form.reset({ kind: values.kind, ...BLANK_OUTPUT, year: values.year });
        toast.success(t('outputs.added'));
      },
      onError: (err) => {
        setProblem(applyServerError(err, form.setError, FIELDS, err.message));
        showSummary();
      },
    });
  }, showSummary);
  return (
    <section aria-labelledby="outputs-h" className="rounded-lg bg-white p-4 shadow-sm sm:p-5" data-testid="outputs">
      <h2 id="outputs-h" className="text-lg font-semibold text-steel-900">
        {t('outputs.title')}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{t('outputs.intro')}</p>
      {p.outputs.length === 0 ? (
        <p className="mt-2 text-steel-500">{t('outputs.none')}</p>
      ) : (
        <ul className="mt-2 space-y-2" data-testid="output-list">
          {p.outputs.map((o) => (
            <li key={o.id} className="flex flex-wrap items-start justify-between gap-2 border-t border-steel-100 pt-2">
              <OutputLine output={o} />
              <Button
                variant="secondary"
                busy={removeOutput.isPending && removeOutput.variables === o.id}
                onClick={() =>
                  removeOutput.mutate(o.id, {
                    onSuccess: () => toast.success(t('outputs.removed')),
                    onError: (err) => {
                      setProblem(err.message);
                      showSummary();
                    },
                  })
                }
              >
                {t('outputs.remove', { title: o.title })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!p.withdrawn && (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4 border-t border-steel-100 pt-3" aria-label={t('outputs.add')}>
          <ErrorSummary ref={attachSummary} items={summaryItems} message={problem} onSelect={(name) => form.setFocus(name as keyof OutputValues)} />
          <fieldset disabled={addOutput.isPending} className="space-y-4">
            <SelectField
              label={t('outputs.kindLabel')}
              required
              options={OUTPUT_KINDS.map((k) => ({ value: k, label: t(`outputs.kinds.${k}`) }))}
              placeholder={t('outputs.chooseKind')}
              error={formState.errors.kind?.message}
              {...register('kind')}
            />
            <TextField
              label={t('outputs.titleLabel')}
              required
              maxLength={OUTPUT_TITLE_MAX_LENGTH}
              error={formState.errors.title?.message}
              {...register('title')}
            />
            <TextField
              label={t('outputs.year')}
              required
              inputMode="numeric"
              error={formState.errors.year?.message}
              {...register('year', { valueAsNumber: true })}
            />
            {kind === 'PAPER' && (
              <TextField label={t('outputs.doi')} hint={t('outputs.doiHint')} required error={formState.errors.doi?.message} {...register('doi')} />
            )}
            {kind === 'PATENT' && (
              <TextField
                label={t('outputs.patentNumber')}
                hint={t('outputs.patentHint')}
                required
                error={formState.errors.patentNumber?.message}
                {...register('patentNumber')}
              />
            )}
            <TextField
              type="url"
              label={t('outputs.link')}
              hint={t('outputs.linkHint')}
              maxLength={OUTPUT_LINK_MAX_LENGTH}
              error={formState.errors.link?.message}
              {...register('link')}
            />
            <Button type="submit" busy={addOutput.isPending}>
              {t('outputs.add')}
            </Button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
