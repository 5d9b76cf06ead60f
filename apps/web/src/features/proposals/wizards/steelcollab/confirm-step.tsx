import type { ProposalKind } from '@portal/shared';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { ConfirmationCheckbox } from '../../components/confirmation-checkbox';
import { ReviewList } from '../../components/review-list';
import { steelcollabStepFields } from '../steelcollab-form';

/** Step 3: everything entered, read-only with a Change link to its step, and the three confirmations (docs/specification.md#validation). */
export function ConfirmStep({ kind, stepTitles }: { kind: ProposalKind; stepTitles: { details: string; project: string } }) {
  const { t } = useTranslation('proposals');
  const { control } = useFormContext<FieldValues>();
  const v = useWatch({ control }) as Record<string, string | string[] | boolean>;
  const fields = steelcollabStepFields(kind);
  const none = t('funding.none');
  const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? '')) || none;
  return (
    <>
      <p className="text-sm text-steel-500">{t('funding.reviewIntro')}</p>
      <ReviewList changeStep={0} title={stepTitles.details} rows={fields.details.map((k) => [t(`funding.fields.${k}`), shown(v[k])])} />
      <ReviewList
        changeStep={1}
        title={stepTitles.project}
        rows={(fields.project as readonly string[]).map((k) => [t(`steelcollab.fields.${k}`), shown(v[k])])}
      />
      <div className="space-y-3">
        {fields.review.map((name) => (
          <ConfirmationCheckbox<FieldValues> key={name} name={name} label={t(`steelcollab.fields.${name}`)} />
        ))}
      </div>
    </>
  );
}
