import { moneyLines, proposalKindOf } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import { currentLanguage } from '../../lib/i18n';

/**
 * A funding proposal's money as the details, the admin's and the reviewer's views show it: the duration,
 * the budget by head, the project cost, requested grant and own contribution, and the declaration of
 * other funding; "not given" where a proposal has none (never ₹0). The words are the receipt's.
 */
export function MoneyLines({ proposal }: { proposal: ProposalDetail }) {
  const kind = proposalKindOf(proposal.category, proposal.type);
  if (!kind || kind.form !== 'funding') return null;
  const lines = moneyLines(kind, proposal, currentLanguage());
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="money-lines">
      {lines.map((l) => (
        <div key={l.label} className="contents">
          <dt className="font-semibold text-steel-900">{l.label}</dt>
          <dd className="whitespace-pre-line text-steel-700 [overflow-wrap:anywhere]">{l.value}</dd>
        </div>
      ))}
    </dl>
  );
}
