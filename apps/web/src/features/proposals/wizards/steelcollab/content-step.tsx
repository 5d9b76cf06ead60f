import { PROPOSAL_TEXT_MAX_LENGTH, PROPOSAL_TITLE_MAX_LENGTH, RESEARCH_STAGES, type ProposalKind } from '@portal/shared';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { FocusAreaCheckboxes } from '../../../../components/focus-area-checkboxes';
import { TextAreaField, TextField } from '../../../../components/ui/form-fields';
import { SelectField } from '../../../../components/ui/select-field';
import { steelcollabStepFields } from '../steelcollab-form';
import { useCodeLabels } from '../../../../lib/labels';

/** Step 2: the kind's content, labelled as the spec names it (docs/specification.md#entities, docs/specification.md#validation). */
export function ContentStep({ kind }: { kind: ProposalKind }) {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  const { register, formState } = useFormContext<FieldValues>();
  const fields = steelcollabStepFields(kind).project as readonly string[];
  const error = (name: string) => formState.errors[name]?.message as string | undefined;
  return (
    <>
      {fields.map((name) => {
        const label = t(`steelcollab.fields.${name}`);
        if (name === 'focusAreas' || name === 'focusArea') return <FocusAreaCheckboxes key={name} name={name as Path<FieldValues>} legend={label} />;
        if (name === 'currentStage') {
          return (
            <SelectField
              key={name}
              label={label}
              required
              placeholder={t('funding.chooseOrgType')}
              options={RESEARCH_STAGES.map((s) => ({ value: s, label: codeLabels.researchStage(s) }))}
              error={error(name)}
              {...register(name)}
            />
          );
        }
        if (name === 'problemTitle' || name === 'title')
          return <TextField key={name} label={label} required maxLength={PROPOSAL_TITLE_MAX_LENGTH} error={error(name)} {...register(name)} />;
        return <TextAreaField key={name} label={label} required rows={4} maxLength={PROPOSAL_TEXT_MAX_LENGTH} error={error(name)} {...register(name)} />;
      })}
    </>
  );
}
