import { fillMessage, formatRupees, MESSAGES } from '@portal/shared';
import type { ProjectSetup } from '@portal/shared/schemas';
import { validationError } from '../../lib/errors.js';

/** The reason for sanctioning less than was asked is at least this long (it is audited). */
export const REDUCTION_REASON_MIN_LENGTH = 10;

/**
 * A project starts from the cost its application asked for (docs/architecture.md#the-applications-money):
 * the admin may sanction less, with a reason, never more. A proposal without a budget (the
 * specification's POST, or one submitted before budgets) has no requested cost to hold to.
 */
export function checkAgainstRequested(requested: number | null, body: ProjectSetup): void {
  if (requested === null) return;
  const shown = formatRupees(requested);
  if (body.approvedCost > requested) {
    throw validationError([{ path: ['body', 'approvedCost'], message: fillMessage(MESSAGES.projectCostAboveRequested, { requested: shown }) }]);
  }
  if (body.approvedCost < requested && (body.reductionReason ?? '').trim().length < REDUCTION_REASON_MIN_LENGTH) {
    throw validationError([
      {
        path: ['body', 'reductionReason'],
        message: fillMessage(MESSAGES.projectReductionReasonRequired, { requested: shown, min: REDUCTION_REASON_MIN_LENGTH }),
      },
    ]);
  }
}
