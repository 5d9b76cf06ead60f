import { fillMessage, REVIEW_MESSAGES, REVIEWER_AFFILIATION_CONFLICT_YEARS } from '@portal/shared';

/**
 * Conflict-of-interest rules of an assignment (docs/architecture.md#peer-review), as a pure function of
 * the facts the service reads inside the assigning transaction. Each conflict is a reason in words, the
 * admin's `errors[].message`.
 */

/** Legal-form words that do not tell two organisations apart (decision 146). */
export const LEGAL_SUFFIXES = new Set([
  'ltd',
  'limited',
  'pvt',
  'private',
  'llp',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'pte',
  'gmbh',
  'llc',
]);

/**
 * An organisation's name as compared: lower case, accents and punctuation gone, legal-form words dropped,
 * spaces removed ("Kalinga Alloys Pvt. Ltd." and "KALINGA ALLOYS" are one). Empty when nothing is left.
 */
export function normalizeOrganization(name: string | null | undefined): string {
  if (!name) return '';
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  // "Pvt. Ltd." and "P. Ltd." split into letters; the suffix words are dropped wherever they stand at the end.
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join('');
}

export type ConflictFacts = {
  reviewer: { id: string; organization: string | null };
  owner: { id: string; organization: string | null };
  /** The organisation the applicant entered on the proposal (funding kinds store it as entered). */
  proposalOrgName: string | null;
  collaborators: { id: string; name: string; organization: string | null }[];
  /** Another proposal of the last three years that names both the reviewer and the owner (owner or collaborator). */
  namedTogetherOn: { title: string } | null;
  /** The reviewer's own earlier declaration of a conflict on this proposal. */
  declaredBefore: { reason: string } | null;
  /** The reviewer's affiliations from their profile that still count (see `affiliationsInForce`). */
  affiliations?: { organization: string }[];
};

/**
 * The affiliations of a reviewer's profile that join the conflict rules on `today` (YYYY-MM-DD): a
 * lasting one, or one that ended less than three years ago (decision 243).
 */
export function affiliationsInForce(list: { organization: string; to?: string | undefined }[], today: string): { organization: string }[] {
  const [y, m, d] = today.split('-');
  const since = `${String(Number(y) - REVIEWER_AFFILIATION_CONFLICT_YEARS).padStart(4, '0')}-${m}-${d}`;
  return list.filter((a) => a.to === undefined || a.to > since).map((a) => ({ organization: a.organization }));
}

/**
 * A conflict of interest in words. `hard` ones (the reviewer is the applicant or a collaborator) no
 * override lifts; the organisation rules, having been named together and an earlier declaration may be
 * overridden with a reason (decision 206).
 */
export type Conflict = { message: string; hard: boolean };

/** Every conflict of interest the facts show, each marked hard or not; none is an empty list. */
export function listConflicts(f: ConflictFacts): Conflict[] {
  const hard: string[] = [];
  if (f.reviewer.id === f.owner.id) hard.push(REVIEW_MESSAGES.conflictIsOwner);
  if (f.collaborators.some((c) => c.id === f.reviewer.id)) hard.push(REVIEW_MESSAGES.conflictIsCollaborator);
  return [...hard.map((message) => ({ message, hard: true })), ...softConflicts(f).map((message) => ({ message, hard: false }))];
}

/** Every conflict of interest the facts show, in words; none is an empty list. */
export function findConflicts(f: ConflictFacts): string[] {
  return listConflicts(f).map((c) => c.message);
}

/** The conflicts an admin may override with a reason: organisations, named together, declared before. */
function softConflicts(f: ConflictFacts): string[] {
  const reasons: string[] = [];
  const mine = normalizeOrganization(f.reviewer.organization);
  if (mine && f.reviewer.id !== f.owner.id) {
    if (mine === normalizeOrganization(f.owner.organization) || mine === normalizeOrganization(f.proposalOrgName)) {
      reasons.push(fillMessage(REVIEW_MESSAGES.conflictSameOrganisationAsOwner, { organization: f.reviewer.organization! }));
    }
    for (const c of f.collaborators) {
      if (c.id !== f.reviewer.id && mine === normalizeOrganization(c.organization)) {
        reasons.push(fillMessage(REVIEW_MESSAGES.conflictSameOrganisationAsCollaborator, { organization: f.reviewer.organization!, name: c.name }));
      }
    }
  }
  if (f.reviewer.id !== f.owner.id) {
    const parties = [
      { org: f.owner.organization, party: f.owner.organization ?? '' },
      { org: f.proposalOrgName, party: f.proposalOrgName ?? '' },
      ...f.collaborators.filter((c) => c.id !== f.reviewer.id).map((c) => ({ org: c.organization, party: c.name })),
    ];
    for (const a of f.affiliations ?? []) {
      const past = normalizeOrganization(a.organization);
      if (!past || past === mine) continue;
      const hit = parties.find((p) => normalizeOrganization(p.org) === past);
      if (hit) reasons.push(fillMessage(REVIEW_MESSAGES.conflictPastAffiliation, { organization: a.organization, party: hit.party }));
    }
  }
  if (f.namedTogetherOn) reasons.push(fillMessage(REVIEW_MESSAGES.conflictNamedTogether, { title: f.namedTogetherOn.title }));
  if (f.declaredBefore) reasons.push(fillMessage(REVIEW_MESSAGES.conflictDeclaredBefore, { reason: f.declaredBefore.reason }));
  return reasons;
}
