import { useOpenClarifications } from '../../../api/clarifications/get-open-clarifications';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import '../i18n';

/** The applicant's notice on a proposal that waits on them: the date to answer by, and the way to answer. */
export function AwaitingYou({ proposalId, onAnswer }: { proposalId: string; onAnswer: () => void }) {
  const { t } = useTranslation('proposals');
  const open = useOpenClarifications();
  const first = open.data?.find((c) => c.proposalId === proposalId);
  const date = first?.respondBy ? formatDay(first.respondBy) : '';
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border-l-4 p-4 ${first?.state === 'OVERDUE' ? 'border-red-700 bg-red-50' : 'border-yellow-600 bg-yellow-50'}`}
    >
      <p className="text-sm font-semibold text-steel-900">{t(first?.state === 'OVERDUE' ? 'detail.awaitingYouOverdue' : 'detail.awaitingYou', { date })}</p>
      <Button onClick={onAnswer}>{t('detail.answerClarification')}</Button>
    </div>
  );
}
