import type { MessageParams, MessageRef } from './message-keys.js';
import { fillMessage } from './messages.js';

/**
 * The one-line notes of a proposal's history that the review and project operations write (the admin's
 * history of a proposal), in English. The audit row stores the note by key with its
 * values (decision 228) beside the English; the web's Hindi catalogue has the same keys.
 *
 * The values a reader's language words differently are given as data: `date` and `fromDate` an ISO day,
 * `amount`, `cost` and `grant` whole rupees, `recommendation` its code, a report by `milestone` (its number)
 * or `quarter` (its code), which the reader's page names as `what`.
 */
export const HISTORY_NOTES = {
  noConflict: '{{name}} declared no conflict of interest',
  conflict: '{{name}} declared a conflict of interest: {{reason}}',
  assigned: '{{who}}, due {{date}}',
  assignedOverride: '{{who}}, due {{date}}. Conflict overridden ({{conflicts}}): {{reason}}',
  assignmentWithdrawn: '{{name}}',
  declined: '{{name}} declined the invitation: {{reason}}',
  expired: '{{name}} did not answer the invitation by {{date}}',
  releasedSilent: '{{name}} released: {{reason}}',
  roleRemoved: '{{name}}: reviewer role removed',
  accountRejected: '{{name}}: account rejected',
  conflictFound: '{{name}}: conflict of interest found ({{reason}})',
  review: '{{name}}: {{score}} / 100, {{recommendation}}',
  projectSetUp: 'Approved cost {{cost}}, grant {{grant}} ({{share}}%), from {{date}}, {{milestones}} milestone(s)',
  agreement: 'Agreement {{file}}',
  tranche: 'Tranche {{n}}: {{amount}} on {{date}}, reference {{ref}}',
  trancheCorrected: 'Tranche {{n}} corrected: {{fromDate}}, {{fromRef}} → {{date}}, {{ref}} ({{reason}})',
  trancheReversed: 'Tranche {{n}} reversed: {{amount}} of {{date}}, reference {{ref}} ({{reason}})',
  reportSubmitted: 'Submitted the {{what}}',
  reportAccepted: 'Accepted the {{what}}',
  reportAcceptedWith: 'Accepted the {{what}}: {{message}}',
  reportChanges: 'Asked for changes to the {{what}}',
  reportChangesWith: 'Asked for changes to the {{what}}: {{message}}',
  reminded: 'Reminded the grantees: the {{what}} is due on {{date}}',
  fundingWithdrawn: 'Funding withdrawn: tranche {{tranches}} ({{amount}}) cancelled',
  fundingWithdrawnNone: 'Funding withdrawn: every tranche was already released',
  fundingReinstated: 'Funding reinstated: tranche {{tranches}} ({{amount}}) open again',
  fundingReinstatedNone: 'Funding reinstated: tranche none ({{amount}}) open again',
} as const;

export type HistoryNoteKey = keyof typeof HISTORY_NOTES;

/**
 * A history note as an audit row stores it: `note` by key with its values, `summary` its English for the
 * log's readers. `english` holds the values as English words them where they differ (a rupee amount
 * written out, a report named).
 */
export function historyNote(key: HistoryNoteKey, params: MessageParams, english: MessageParams = {}): { summary: string; note: MessageRef } {
  return { summary: fillMessage(HISTORY_NOTES[key], { ...params, ...english }), note: { key, params } };
}

export const isHistoryNoteKey = (key: unknown): key is HistoryNoteKey => typeof key === 'string' && Object.hasOwn(HISTORY_NOTES, key);
