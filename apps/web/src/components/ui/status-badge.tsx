const TONES: Record<string, string> = {
  APPROVED: 'bg-green-100 text-green-800',
  UNDER_REVIEW: 'bg-yellow-100 text-yellow-800',
  PENDING_APPROVAL: 'bg-yellow-100 text-yellow-800',
  REJECTED: 'bg-red-100 text-red-800',
  OPEN: 'bg-green-100 text-green-800',
  CLOSE: 'bg-red-100 text-red-800',
  // Clarification threads, and a proposal waiting on its applicant.
  CLARIFICATION_OPEN: 'bg-yellow-100 text-yellow-800',
  CLARIFICATION_OVERDUE: 'bg-red-100 text-red-800',
  CLARIFICATION_ANSWERED: 'bg-green-100 text-green-800',
  AWAITING_APPLICANT: 'bg-yellow-100 text-yellow-800',
  AWAITING_APPLICANT_OVERDUE: 'bg-red-100 text-red-800',
  // A funded project whose proposal is no longer approved.
  PROJECT_WITHDRAWN: 'bg-red-100 text-red-800',
};

/** A status pill: approved green, under review or pending yellow, rejected red, anything else grey. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded-md px-2.5 py-1 text-xs font-bold leading-snug ${TONES[status] ?? 'bg-steel-100 text-steel-700'}`}
    >
      {label ?? status}
    </span>
  );
}
