import { PROPOSAL_TEXT_MAX_LENGTH, PROPOSAL_TITLE_MAX_LENGTH, PROPOSAL_UPLOAD_EXTENSIONS } from '@portal/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { FilePicker, type StoredFile } from '../../../../components/ui/file-picker';
import { TextAreaField, TextField } from '../../../../components/ui/form-fields';
import { FocusAreaCheckboxes } from '../../../../components/focus-area-checkboxes';
import { DOCUMENT_RULE } from '../../../../lib/file-kind';
import type { FundingFormValues } from '../funding-form';

const TEXTS = ['challengeUnderstanding', 'initialIdea', 'expectedOutcome', 'potentialRisks'] as const;
const TEMPLATE_PDF = '/generated/docs/proposal-template.pdf';

/** Step 2: the project in five texts of at least 5 characters, its focus areas and the proposal document. */
export function ProjectStep({ stored }: { stored: StoredFile | null }) {
  const { t } = useTranslation('proposals');
  const { register, control, formState } = useFormContext<FundingFormValues>();
  const e = formState.errors;
  return (
    <>
      <TextField
        label={t('funding.fields.projectTitle')}
        required
        hint={t('funding.hints.min5')}
        maxLength={PROPOSAL_TITLE_MAX_LENGTH}
        error={e.projectTitle?.message}
        {...register('projectTitle')}
      />
      {TEXTS.map((name) => (
        <TextAreaField
          key={name}
          label={t(`funding.fields.${name}`)}
          required
          hint={t('funding.hints.min5')}
          maxLength={PROPOSAL_TEXT_MAX_LENGTH}
          rows={4}
          error={e[name]?.message}
          {...register(name)}
        />
      ))}
      <FocusAreaCheckboxes<FundingFormValues> name="focusArea" legend={t('funding.fields.focusArea')} />
      <Controller
        control={control}
        name="proposalFile"
        render={({ field, fieldState }) => (
          <FilePicker
            label={t('funding.fields.proposalFile')}
            hint={t(stored ? 'funding.hints.proposalFileEdit' : 'funding.hints.proposalFile')}
            required={!stored}
            accept={PROPOSAL_UPLOAD_EXTENSIONS}
            rule={DOCUMENT_RULE}
            file={field.value}
            onFile={field.onChange}
            stored={stored}
            storedLabel={t('funding.storedFile')}
            error={fieldState.error?.message}
            name="proposalFile"
          />
        )}
      />
      <p>
        <a href={TEMPLATE_PDF} download className="text-sm font-semibold text-brand-700 underline">
          {t('funding.template')}
        </a>
      </p>
    </>
  );
}
