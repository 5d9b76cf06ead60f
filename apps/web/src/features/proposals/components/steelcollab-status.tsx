import { PROPOSAL_KINDS, proposalStatusLabel, type ProposalStatus } from '@portal/shared';
import { StatusBadge } from '../../../components/ui/status-badge';

/** A Steelcollab post's status with its label (Under Review, Verified, Rejected) and colour (docs/specification.md#statuses). */
export function SteelcollabStatus({ status }: { status: ProposalStatus }) {
  return <StatusBadge status={status} label={proposalStatusLabel(PROPOSAL_KINDS.problem, status)} />;
}
