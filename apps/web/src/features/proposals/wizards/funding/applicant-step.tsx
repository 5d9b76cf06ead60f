import { ORGANIZATION_CATEGORIES } from '@portal/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { TextField } from '../../../../components/ui/form-fields';
import { SelectField } from '../../../../components/ui/select-field';
import type { FundingFormValues } from '../funding-form';
import { useCodeLabels } from '../../../../lib/labels';

/** Step 1: the applicant, prefilled from the profile and editable (docs/specification.md#validation). */
export function ApplicantStep() {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  const { register, formState } = useFormContext<FundingFormValues>();
  const e = formState.errors;
  return (
    <>
      <p className="text-sm text-steel-500">{t('funding.hints.applicant')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('funding.fields.name')} required autoComplete="name" maxLength={120} error={e.name?.message} {...register('name')} />
        <TextField
          label={t('funding.fields.email')}
          required
          type="email"
          autoComplete="email"
          maxLength={254}
          error={e.email?.message}
          {...register('email')}
        />
        <TextField label={t('funding.fields.mobile')} required type="tel" autoComplete="tel" maxLength={20} error={e.mobile?.message} {...register('mobile')} />
        <SelectField
          label={t('funding.fields.orgType')}
          required
          placeholder={t('funding.chooseOrgType')}
          options={ORGANIZATION_CATEGORIES.map((c) => ({ value: c, label: codeLabels.organizationCategory(c) }))}
          error={e.orgType?.message}
          {...register('orgType')}
        />
        <TextField
          label={t('funding.fields.orgName')}
          required
          autoComplete="organization"
          maxLength={200}
          error={e.orgName?.message}
          {...register('orgName')}
        />
        <TextField
          label={t('funding.fields.designation')}
          required
          autoComplete="organization-title"
          maxLength={120}
          error={e.designation?.message}
          {...register('designation')}
        />
      </div>
    </>
  );
}
