import { indiaDate, PROPOSAL_CATEGORIES, proposalKindOf, proposalStatusName } from '@portal/shared';
import type { AdminProposalsQuery } from '@portal/shared/schemas';

export type ExportFilters = Omit<AdminProposalsQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

/** Lower case words joined by hyphens, safe in a file name and a Content-Disposition header. */
function slug(value: string, max = 40): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

/**
 * The export's file name says which list and which filters it holds, and the day (India time) it was
 * taken: `proposals-steel-startup-accelerator-proposal-rejected-2026-02-2026-11-25.csv`.
 */
export function exportFileName(f: ExportFilters, now: Date = new Date()): string {
  const kind = f.category && f.type ? proposalKindOf(f.category, f.type) : null;
  const parts = [
    'proposals',
    kind ? kind.label : f.category && PROPOSAL_CATEGORIES.includes(f.category) ? f.category : f.type,
    f.status && proposalStatusName(kind, f.status),
    f.month,
    f.organizationCategory,
    f.focusArea,
    f.challengeId && `challenge-${f.challengeId.slice(0, 8)}`,
    f.organization && `organization-${f.organization}`,
    f.query && `search-${f.query}`,
    indiaDate(now),
  ];
  const words = parts
    .filter((p): p is string => Boolean(p))
    .map((p) => slug(p))
    .filter(Boolean);
  return `${words.join('-')}.csv`;
}
