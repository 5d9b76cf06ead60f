import type { ProposalRound } from '@portal/shared/schemas';
import { formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';

/**
 * The round that evaluates a proposal and its cut-off; after the cut-off, that editing closed and the thread
 * is the way; once released, the committee's decision with its conditions (docs/architecture.md#evaluation-rounds).
 */
export function RoundNotice({ round, underReview, onOpenThread }: { round: ProposalRound; underReview: boolean; onOpenThread?: () => void }) {
  const { t } = useTranslation('proposals');
  return (
    <section className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-4 text-steel-900" data-testid="round-notice">
      <p className="font-semibold [overflow-wrap:anywhere]">{t('round.evaluatedIn', { name: round.name, date: formatDay(round.cutoffAt) })}</p>
      {round.meetingAt && <p className="text-sm">{t('round.meeting', { date: formatDay(round.meetingAt) })}</p>}
      {round.editingClosed && underReview && !round.decision && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm" data-testid="editing-closed">
            {t('round.editingClosed', { date: formatDay(round.cutoffAt) })}
          </p>
          {onOpenThread && (
            <Button variant="secondary" onClick={onOpenThread}>
              {t('round.openThread')}
            </Button>
          )}
        </div>
      )}
      {round.decision && (
        <div data-testid="round-decision">
          <h2 className="text-lg font-bold text-brand-700">{t('round.decisionHeading')}</h2>
          <p className="font-semibold">{t(`round.decisions.${round.decision.decision}`)}</p>
          {round.decision.conditions && <p className="[overflow-wrap:anywhere]">{t('round.conditions', { conditions: round.decision.conditions })}</p>}
        </div>
      )}
    </section>
  );
}
