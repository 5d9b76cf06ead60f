import { indiaDate, OUTPUT_KINDS, OUTPUT_LINK_MAX_LENGTH, OUTPUT_TITLE_MAX_LENGTH, type OutputKind } from '@portal/shared';
import type { Project } from '@portal/shared/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { ApiValidationError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
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

/** The grantees list what came of the project (decision 263): public on the project's page as listed. */
export function OutputsSection({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const addOutput = useAddOutput(p.proposalId);
  const removeOutput = useRemoveOutput(p.proposalId);
  const [kind, setKind] = useState<OutputKind | ''>('');
  const [title, setTitle] = useState('');
  const [year, setYear] = useState(indiaDate().slice(0, 4));
  const [doi, setDoi] = useState('');
  const [patentNumber, setPatentNumber] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fail = (fields: Record<string, string>, msg: string | null) => {
    setErrors(fields);
    setMessage(msg);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return fail({ kind: t('outputs.chooseKind') }, null);
    addOutput.mutate(
      {
        kind,
        title,
        year: Number(year),
        doi: kind === 'PAPER' ? doi : undefined,
        patentNumber: kind === 'PATENT' ? patentNumber : undefined,
        link: link || undefined,
      },
      {
        onSuccess: () => {
          setTitle('');
          setDoi('');
          setPatentNumber('');
          setLink('');
          setErrors({});
          setMessage(null);
          toast.success(t('outputs.added'));
        },
        onError: (err) => {
          const fields = err instanceof ApiValidationError ? err.fieldErrors : {};
          fail(fields, Object.keys(fields).length > 0 ? null : err.message);
        },
      },
    );
  };
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
                onClick={() => removeOutput.mutate(o.id, { onSuccess: () => toast.success(t('outputs.removed')), onError: (err) => setMessage(err.message) })}
              >
                {t('outputs.remove', { title: o.title })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!p.withdrawn && (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4 border-t border-steel-100 pt-3" aria-label={t('outputs.add')}>
          <ErrorSummary ref={summaryRef} items={Object.entries(errors).map(([name, m]) => ({ name, message: m }))} message={message} />
          <fieldset disabled={addOutput.isPending} className="space-y-4">
            <SelectField
              name="kind"
              label={t('outputs.kindLabel')}
              required
              value={kind}
              onChange={(e) => setKind(e.target.value as OutputKind | '')}
              options={OUTPUT_KINDS.map((k) => ({ value: k, label: t(`outputs.kinds.${k}`) }))}
              placeholder={t('outputs.chooseKind')}
              error={errors.kind}
            />
            <TextField
              name="title"
              label={t('outputs.titleLabel')}
              required
              maxLength={OUTPUT_TITLE_MAX_LENGTH}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={errors.title}
            />
            <TextField
              name="year"
              label={t('outputs.year')}
              required
              inputMode="numeric"
              value={year}
              onChange={(e) => setYear(e.target.value)}
              error={errors.year}
            />
            {kind === 'PAPER' && (
              <TextField
                name="doi"
                label={t('outputs.doi')}
                hint={t('outputs.doiHint')}
                required
                value={doi}
                onChange={(e) => setDoi(e.target.value)}
                error={errors.doi}
              />
            )}
            {kind === 'PATENT' && (
              <TextField
                name="patentNumber"
                label={t('outputs.patentNumber')}
                hint={t('outputs.patentHint')}
                required
                value={patentNumber}
                onChange={(e) => setPatentNumber(e.target.value)}
                error={errors.patentNumber}
              />
            )}
            <TextField
              name="link"
              type="url"
              label={t('outputs.link')}
              hint={t('outputs.linkHint')}
              maxLength={OUTPUT_LINK_MAX_LENGTH}
              value={link}
              onChange={(e) => setLink(e.target.value)}
              error={errors.link}
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
