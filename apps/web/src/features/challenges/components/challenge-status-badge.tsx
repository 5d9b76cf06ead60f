import type { ChallengeStatus } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n';

/** OPEN green, CLOSE red (docs/specification.md#statuses). */
export function ChallengeStatusBadge({ status }: { status: ChallengeStatus }) {
  const { t } = useTranslation('challenges');
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${status === 'OPEN' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
