import { StatusBadge } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../lib/i18n';
import '../i18n';

/** "Waiting on applicant", or "Overdue" once the date to answer by has passed (docs/architecture.md#clarification-threads). */
export function AwaitingBadge({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation('proposals');
  return overdue ? (
    <StatusBadge status="AWAITING_APPLICANT_OVERDUE" label={`${t('lists.awaiting')}: ${t('lists.overdue')}`} />
  ) : (
    <StatusBadge status="AWAITING_APPLICANT" label={t('lists.awaiting')} />
  );
}
