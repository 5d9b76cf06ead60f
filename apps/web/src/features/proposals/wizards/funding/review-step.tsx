import { BUDGET_HEADS, fillMessage, formatRupees, MONEY_LABELS, MONEY_LABELS_HI, parseRupees, type ProposalKind } from '@portal/shared';
import { liveSums, schemeSharePercent } from '@portal/shared/schemas';
import { useFormContext, useWatch } from 'react-hook-form';
import { currentLanguage, useTranslation } from '../../../../lib/i18n';
import type { StoredFile } from '../../../../components/ui/file-picker';
import { ConfirmationCheckbox } from '../../components/confirmation-checkbox';
import { ReviewList } from '../../components/review-list';
import type { FundingFormValues } from '../funding-form';
import { useCodeLabels } from '../../../../lib/labels';

/** Step 4: everything entered, read-only with a Change link to its step, and the two confirmations (docs/specification.md#validation). */
export function ReviewStep({ kind, stored, withMoney = false }: { kind: ProposalKind; stored: StoredFile | null; withMoney?: boolean }) {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  const { control } = useFormContext<FundingFormValues>();
  const v = useWatch({ control }) as FundingFormValues;
  const f = (name: keyof FundingFormValues) => t(`funding.fields.${name}`);
  const none = t('funding.none');
  const labels = currentLanguage() === 'hi' ? MONEY_LABELS_HI : MONEY_LABELS;
  const sums = liveSums(kind, v.budget);
  const rupees = (text: string) => {
    const n = parseRupees(text);
    return n === null ? text : formatRupees(n);
  };
  const partners = kind.partners === 'always' || v.partnersInvolved;
  const collaborators = partners ? v.collaborators.filter((c) => c.organisation) : [];
  return (
    <>
      <p className="text-sm text-steel-500">{t('funding.reviewIntro')}</p>
      <ReviewList
        changeStep={0}
        title={t('funding.steps.applicant')}
        rows={(['name', 'email', 'mobile', 'orgType', 'orgName', 'designation'] as const).map((k) => [f(k), v[k] || none])}
      />
      <ReviewList
        changeStep={1}
        title={t('funding.steps.project')}
        rows={[
          ...(['projectTitle', 'challengeUnderstanding', 'initialIdea', 'expectedOutcome', 'potentialRisks'] as const).map((k): [string, string] => [
            f(k),
            v[k] || none,
          ]),
          [f('focusArea'), v.focusArea.length > 0 ? v.focusArea.map(codeLabels.focusArea).join(', ') : none],
          [f('proposalFile'), v.proposalFile?.name ?? stored?.fileName ?? none],
        ]}
      />
      <ReviewList
        changeStep={2}
        title={t('funding.steps.collaborators')}
        rows={[
          ...(kind.partners === 'optional' ? [[f('partnersInvolved'), v.partnersInvolved ? t('funding.yes') : t('funding.no')] as [string, string]] : []),
          [
            f('collaborators'),
            collaborators.length > 0 ? collaborators.map((c) => `${c.contactPerson} (${c.email}${c.orgType ? `, ${c.orgType}` : ''})`).join('\n') : none,
          ],
        ]}
      />
      {withMoney && (
        <ReviewList
          changeStep={3}
          title={t('money.step')}
          rows={[
            [labels.duration, v.budget.durationMonths ? fillMessage(labels.months, { n: v.budget.durationMonths }) : none],
            ...BUDGET_HEADS.map((h): [string, string] => [
              labels[h],
              v.budget.heads[h].amount
                ? `${rupees(v.budget.heads[h].amount)}${v.budget.heads[h].justification ? `: ${v.budget.heads[h].justification}` : ''}`
                : none,
            ]),
            [t('money.projectCost'), sums.projectCost === null ? none : formatRupees(sums.projectCost)],
            [t('money.requestedGrant', { share: schemeSharePercent(kind) ?? 0 }), sums.requestedGrant === null ? none : formatRupees(sums.requestedGrant)],
            [t('money.ownContribution'), sums.own === null ? none : formatRupees(sums.own)],
            [
              t('money.declarationLegend'),
              v.noOtherFunding
                ? labels.noOtherFunding
                : v.otherFunding.length > 0
                  ? v.otherFunding
                      .map((f) => `${f.funder}, ${f.scheme}: ${rupees(f.amount)} (${labels[f.status as keyof typeof labels] ?? f.status})`)
                      .join('\n')
                  : none,
            ],
          ]}
        />
      )}
      <div className="space-y-3">
        <ConfirmationCheckbox<FundingFormValues> name="detailsConfirmed" label={f('detailsConfirmed')} />
        <ConfirmationCheckbox<FundingFormValues> name="termsAccepted" label={f('termsAccepted')} />
      </div>
    </>
  );
}
