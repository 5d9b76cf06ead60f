import { API, FIRST_LOOK_WORKING_DAYS, PATHS, proposalKindOf } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiDownload } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useProposalDetails } from '../api/get-proposal-details';
import { ProposalLoadError } from '../components/proposal-overview';
import { RoundNotice } from '../components/round-notice';
import '../i18n';

/**
 * Where every wizard ends (docs/architecture.md#drafts-and-receipts), in the GOV.UK manner: a panel
 * with the reference, what happens next and when, the receipt PDF and the way back to the dashboard.
 */
export function ProposalSubmittedPage() {
  const { t } = useTranslation('proposals');
  const { proposalId = '' } = useParams();
  const details = useProposalDetails(proposalId);
  const [downloading, setDownloading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (details.isSuccess) heading.current?.focus();
  }, [details.isSuccess]);

  if (details.isPending) return <Spinner />;
  if (details.isError) return <ProposalLoadError error={details.error} />;
  const p = details.data;
  const kind = proposalKindOf(p.category, p.type);
  if (!kind || !p.reference) {
    return (
      <div className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
        <p>{t('submitted.notSubmitted')}</p>
        <Link className="font-semibold text-brand-700 underline" to={PATHS.dashboard}>
          {t('submitted.dashboard')}
        </Link>
      </div>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      await apiDownload(API.proposalReceipt(p.id), { defaultName: `${p.reference}.pdf`, fallbackMessage: t('submitted.receiptFailed') });
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : t('submitted.receiptFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="rounded-lg bg-brand-700 px-6 py-8 text-center text-white" data-testid="confirmation-panel">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          {t('submitted.title')}
        </h1>
        <p className="mt-4 text-lg">{t('submitted.referenceLabel')}</p>
        <p className="mt-1 text-2xl font-bold tracking-wide [overflow-wrap:anywhere]" data-testid="reference">
          {p.reference}
        </p>
      </div>
      <div className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
        <p className="text-lg font-semibold text-steel-900 [overflow-wrap:anywhere]">{p.title}</p>
        {p.submittedAt && <p>{t('submitted.submittedAt', { date: formatDateTime(p.submittedAt) })}</p>}
        {p.email && <p>{t('submitted.mailed', { email: p.email })}</p>}
        {p.round && <RoundNotice round={p.round} underReview={p.status === 'UNDER_REVIEW'} />}
        <h2 className="text-xl font-bold text-brand-700">{t('submitted.nextHeading')}</h2>
        <p>
          {t(kind.category === 'STEELCOLLAB' ? 'submitted.nextSteps.steelcollab' : 'submitted.nextSteps.funding', {
            kind: kind.label,
            days: FIRST_LOOK_WORKING_DAYS,
          })}
        </p>
        <div className="flex flex-wrap gap-3 border-t border-steel-100 pt-4">
          <Button onClick={() => void download()} busy={downloading}>
            {t('submitted.receipt')}
          </Button>
          <Link className="inline-flex items-center px-2 font-semibold text-brand-700 underline" to={kind.detailPath(p.id)}>
            {t('submitted.open')}
          </Link>
          <Link className="inline-flex items-center px-2 font-semibold text-brand-700 underline" to={PATHS.dashboard}>
            {t('submitted.dashboard')}
          </Link>
        </div>
      </div>
    </div>
  );
}
