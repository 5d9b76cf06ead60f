import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { TextField } from '../../../../components/ui/form-fields';
import type { PosterValues } from '../steelcollab-form';

const FIELDS = ['name', 'email', 'mobile', 'orgType', 'orgName', 'designation'] as const;

/** Step 1: who posts, read-only from the profile; the profile page is where it changes (docs/specification.md#validation). */
export function PosterStep() {
  const { t } = useTranslation('proposals');
  const { register } = useFormContext<PosterValues>();
  return (
    <>
      <p className="text-sm text-steel-500">{t('steelcollab.hints.poster')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((name) => (
          <TextField key={name} label={t(`funding.fields.${name}`)} readOnly className="[&_input]:bg-steel-50" {...register(name)} />
        ))}
      </div>
    </>
  );
}
