import {
  BUDGET_CONTINGENCY_PERCENT_MAX,
  BUDGET_DURATION_MONTHS_MAX,
  BUDGET_DURATION_MONTHS_MIN,
  BUDGET_HEADS,
  BUDGET_JUSTIFICATION_MAX_LENGTH,
  BUDGET_OVERHEADS_PERCENT_MAX,
  formatRupees,
  MONEY_LABELS,
  MONEY_LABELS_HI,
  OTHER_FUNDING_MAX,
  OTHER_FUNDING_STATUSES,
  type ProposalKind,
} from '@portal/shared';
import { liveSums, schemeSharePercent } from '@portal/shared/schemas';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { FieldSet } from '../../../../components/ui/field';
import { Checkbox, TextAreaField, TextField } from '../../../../components/ui/form-fields';
import { SelectField } from '../../../../components/ui/select-field';
import { currentLanguage, useTranslation } from '../../../../lib/i18n';
import type { FundingFormValues } from '../funding-form';

/**
 * The funding wizard's step before Review (docs/architecture.md#the-applications-money): the duration and
 * the six heads of the budget, each with its justification, the live project cost, requested grant and
 * own contribution in lakh/crore grouping, and the declaration of other funding of the same work.
 */
export function MoneyStep({ kind }: { kind: ProposalKind }) {
  const { t } = useTranslation('proposals');
  const labels = currentLanguage() === 'hi' ? MONEY_LABELS_HI : MONEY_LABELS;
  const { register, control, formState } = useFormContext<FundingFormValues>();
  const e = formState.errors;
  const budget = useWatch({ control, name: 'budget' });
  const noOtherFunding = useWatch({ control, name: 'noOtherFunding' });
  const sums = liveSums(kind, budget);
  const share = schemeSharePercent(kind) ?? 0;
  const rows = useFieldArray({ control, name: 'otherFunding' });
  const shown = (n: number | null) => (n === null ? t('money.notYet') : formatRupees(n));
  const hintOf = (head: string) =>
    head === 'contingency'
      ? t('money.contingencyHint', { max: BUDGET_CONTINGENCY_PERCENT_MAX })
      : head === 'overheads'
        ? t('money.overheadsHint', { max: BUDGET_OVERHEADS_PERCENT_MAX })
        : undefined;
  return (
    <>
      <p className="text-sm text-steel-500">{t('money.intro')}</p>
      <TextField
        label={t('money.duration')}
        required
        inputMode="numeric"
        hint={t('money.durationHint', { min: BUDGET_DURATION_MONTHS_MIN, max: BUDGET_DURATION_MONTHS_MAX })}
        error={e.budget?.durationMonths?.message}
        className="max-w-xs"
        {...register('budget.durationMonths')}
      />
      {BUDGET_HEADS.map((head) => (
        <FieldSet key={head} legend={labels[head]} hint={hintOf(head)} className="rounded border border-steel-100 p-3">
          {() => (
            <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
              <TextField
                label={t('money.amount')}
                required
                inputMode="numeric"
                autoComplete="off"
                error={e.budget?.heads?.[head]?.amount?.message}
                {...register(`budget.heads.${head}.amount`)}
              />
              <TextField
                label={t('money.justification')}
                maxLength={BUDGET_JUSTIFICATION_MAX_LENGTH}
                error={e.budget?.heads?.[head]?.justification?.message}
                {...register(`budget.heads.${head}.justification`)}
              />
            </div>
          )}
        </FieldSet>
      ))}
      <section aria-labelledby="money-totals" className="rounded border border-brand-100 bg-brand-50 p-3">
        <h3 id="money-totals" className="font-semibold text-steel-900">
          {t('money.totals')}
        </h3>
        <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4" aria-live="polite">
          <dt className="text-steel-700">{t('money.projectCost')}</dt>
          <dd className="font-semibold" data-testid="project-cost">
            {shown(sums.projectCost)}
          </dd>
          <dt className="text-steel-700">{t('money.requestedGrant', { share })}</dt>
          <dd className="font-semibold" data-testid="requested-grant">
            {shown(sums.requestedGrant)}
          </dd>
          <dt className="text-steel-700">{t('money.ownContribution')}</dt>
          <dd className="font-semibold" data-testid="own-contribution">
            {shown(sums.own)}
          </dd>
        </dl>
      </section>
      <FieldSet
        legend={t('money.declarationLegend')}
        hint={t('money.declarationHint')}
        required
        error={e.otherFunding?.message ?? e.otherFunding?.root?.message}
      >
        {() => (
          <div className="space-y-3" data-field="otherFunding">
            <Checkbox label={t('money.noOtherFunding')} error={e.noOtherFunding?.message} {...register('noOtherFunding')} />
            {!noOtherFunding && (
              <>
                {rows.fields.map((row, i) => (
                  <FieldSet key={row.id} legend={t('money.otherFundingRow', { n: i + 1 })} className="rounded border border-steel-100 p-3">
                    {() => (
                      <div className="grid gap-3 sm:grid-cols-2">
                        <TextField label={t('money.funder')} required error={e.otherFunding?.[i]?.funder?.message} {...register(`otherFunding.${i}.funder`)} />
                        <TextField label={t('money.scheme')} required error={e.otherFunding?.[i]?.scheme?.message} {...register(`otherFunding.${i}.scheme`)} />
                        <TextField
                          label={t('money.fundingAmount')}
                          required
                          inputMode="numeric"
                          error={e.otherFunding?.[i]?.amount?.message}
                          {...register(`otherFunding.${i}.amount`)}
                        />
                        <SelectField
                          label={t('money.status')}
                          required
                          placeholder={t('money.statusPlaceholder')}
                          options={OTHER_FUNDING_STATUSES.map((s) => ({ value: s, label: labels[s] }))}
                          error={e.otherFunding?.[i]?.status?.message}
                          {...register(`otherFunding.${i}.status`)}
                        />
                        <TextAreaField
                          className="sm:col-span-2"
                          label={t('money.howItDiffers')}
                          required
                          rows={2}
                          error={e.otherFunding?.[i]?.howItDiffers?.message}
                          {...register(`otherFunding.${i}.howItDiffers`)}
                        />
                        <div className="sm:col-span-2">
                          <Button type="button" variant="ghost" onClick={() => rows.remove(i)}>
                            {t('money.removeOtherFunding', { n: i + 1 })}
                          </Button>
                        </div>
                      </div>
                    )}
                  </FieldSet>
                ))}
                {rows.fields.length < OTHER_FUNDING_MAX && (
                  <Button type="button" variant="secondary" onClick={() => rows.append({ funder: '', scheme: '', amount: '', status: '', howItDiffers: '' })}>
                    {t('money.addOtherFunding')}
                  </Button>
                )}
              </>
            )}
          </div>
        )}
      </FieldSet>
    </>
  );
}
