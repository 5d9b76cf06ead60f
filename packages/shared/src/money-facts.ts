import { BUDGET_HEADS } from './constants/funding.js';
import type { Language } from './languages.js';
import { fillMessage } from './messages.js';
import { MONEY_LABELS } from './money-labels.js';
import { MONEY_LABELS_HI } from './money-labels-hi.js';
import { formatRupees } from './projects.js';
import type { ProposalKind } from './proposal-kinds.js';
import { type ProposalMoney, schemeSharePercent } from './schemas/money.js';

/**
 * A funding proposal's money as labelled lines, for what people read (the receipt, the committee's and
 * the reviewer's views): null sums are "not given", never ₹0.
 */
export function moneyLines(kind: Pick<ProposalKind, 'id'>, money: ProposalMoney, language: Language): { label: string; value: string }[] {
  const t = language === 'hi' ? MONEY_LABELS_HI : MONEY_LABELS;
  const rupees = (n: number | null | undefined) => (n === null || n === undefined ? t.notGiven : formatRupees(n));
  const share = schemeSharePercent(kind) ?? 0;
  const lines: { label: string; value: string }[] = [];
  const { budget } = money;
  lines.push({ label: t.duration, value: budget?.durationMonths ? fillMessage(t.months, { n: budget.durationMonths }) : t.notGiven });
  for (const head of BUDGET_HEADS) {
    const line = budget?.heads[head];
    if (!line) continue;
    lines.push({ label: t[head], value: line.justification ? `${rupees(line.amount)}: ${line.justification}` : rupees(line.amount) });
  }
  lines.push({ label: t.projectCost, value: rupees(money.projectCost) });
  lines.push({ label: fillMessage(t.requestedGrant, { share }), value: rupees(money.requestedGrant) });
  const own = money.projectCost !== null && money.requestedGrant !== null ? money.projectCost - money.requestedGrant : null;
  lines.push({ label: t.ownContribution, value: rupees(own) });
  const declared = money.noOtherFunding
    ? t.noOtherFunding
    : money.otherFunding && money.otherFunding.length > 0
      ? money.otherFunding
          .map((f) =>
            fillMessage(t.otherFundingEntry, {
              funder: f.funder,
              scheme: f.scheme,
              amount: formatRupees(f.amount),
              status: t[f.status],
              howItDiffers: f.howItDiffers,
            }),
          )
          .join('\n')
      : t.notGiven;
  lines.push({ label: t.otherFunding, value: declared });
  return lines;
}
