import {
  PATHS,
  PROPOSAL_KINDS,
  PROPOSAL_STATUS_LABELS,
  type ProposalCategory,
  type ProposalKind,
  type ProposalStatus,
  type ProposalType,
  proposalKindOf,
  proposalStatusLabel,
} from '@portal/shared';
import { currentLanguage } from '../../lib/i18n';

/**
 * The eight proposal lists as data (docs/architecture.md#layers): one page component reads a row of this
 * table. The submitter's four are docs/specification.md#proposal-lists; the admin's four add
 * search, filters, sort and export, and link each row to the admin detail.
 */
export type ProposalListId =
  'steelCollabs' | 'openInnovation' | 'startup' | 'challengeMethod' | 'adminSteelCollabs' | 'adminOpenInnovation' | 'adminStartup' | 'adminChallengeMethod';

export type ProposalList = {
  id: ProposalListId;
  audience: 'submitter' | 'admin';
  /** Its heading, a key of the proposals namespace. */
  titleKey: string;
  /** The kind whose labels the list shows (the Steelcollab kinds share theirs). */
  kind: ProposalKind;
  /** Sent to the server: the Steelcollab lists fix the category only. */
  category: ProposalCategory;
  type?: ProposalType;
  /** Whether the status filter is shown and sent (the Steel start up list sends none). */
  sendsStatus: boolean;
  path: string;
  /** Where the empty state sends a submitter to create one (and the navigation state the wizard reads). */
  create?: { to: string; state?: { category: ProposalCategory; type: ProposalType } };
};

const { problem, openInnovation, startup, challenge } = PROPOSAL_KINDS;

export const LISTS: Readonly<Record<ProposalListId, ProposalList>> = {
  steelCollabs: {
    id: 'steelCollabs',
    audience: 'submitter',
    titleKey: 'lists.steelCollabs',
    kind: problem,
    category: 'STEELCOLLAB',
    sendsStatus: true,
    path: PATHS.steelCollabs,
    create: { to: PATHS.steelCollab },
  },
  openInnovation: {
    id: 'openInnovation',
    audience: 'submitter',
    titleKey: 'lists.openInnovation',
    kind: openInnovation,
    category: 'INNOVATE',
    type: 'FUNDING_SUPPORT',
    sendsStatus: true,
    path: PATHS.openInnovation,
    create: { to: PATHS.challengeResponse, state: { category: 'INNOVATE', type: 'FUNDING_SUPPORT' } },
  },
  startup: {
    id: 'startup',
    audience: 'submitter',
    titleKey: 'lists.startup',
    kind: startup,
    category: 'CHALLENGE',
    type: 'FUNDING_SUPPORT',
    sendsStatus: false,
    path: PATHS.steelStartupList,
    create: { to: PATHS.challengeResponse, state: { category: 'CHALLENGE', type: 'FUNDING_SUPPORT' } },
  },
  challengeMethod: {
    id: 'challengeMethod',
    audience: 'submitter',
    titleKey: 'lists.challengeMethod',
    kind: challenge,
    category: 'CHALLENGE',
    type: 'CHALLENGE_PROPOSAL',
    sendsStatus: true,
    path: PATHS.challengeMethodList,
    // A Challenge Method application starts from a published challenge.
    create: { to: PATHS.challenges },
  },
  adminSteelCollabs: {
    id: 'adminSteelCollabs',
    audience: 'admin',
    titleKey: 'lists.adminSteelCollabs',
    kind: problem,
    category: 'STEELCOLLAB',
    sendsStatus: true,
    path: PATHS.adminSteelCollabs,
  },
  adminOpenInnovation: {
    id: 'adminOpenInnovation',
    audience: 'admin',
    titleKey: 'lists.adminOpenInnovation',
    kind: openInnovation,
    category: 'INNOVATE',
    type: 'FUNDING_SUPPORT',
    sendsStatus: true,
    path: PATHS.adminOpenInnovation,
  },
  adminStartup: {
    id: 'adminStartup',
    audience: 'admin',
    titleKey: 'lists.adminStartup',
    kind: startup,
    category: 'CHALLENGE',
    type: 'FUNDING_SUPPORT',
    // The admin's lists all filter by status (default UNDER_REVIEW, issue 15) and name statuses (issue 40 item 15).
    sendsStatus: true,
    path: PATHS.adminSteelStartup,
  },
  adminChallengeMethod: {
    id: 'adminChallengeMethod',
    audience: 'admin',
    titleKey: 'lists.adminChallengeMethod',
    kind: challenge,
    category: 'CHALLENGE',
    type: 'CHALLENGE_PROPOSAL',
    sendsStatus: true,
    path: PATHS.adminChallengeProposals,
  },
};

/** The kind of a row, falling back to the list's (a row of an unknown pair keeps the list's labels). */
const rowKind = (list: ProposalList, row: { category: string; type: string }) => proposalKindOf(row.category, row.type) ?? list.kind;

/** A row's status as the list labels it: raw codes on the submitter's Steel start up list (the spec's), the kind's labels elsewhere. */
// A Hindi page shows no raw code: it names the status in Hindi (decision 182).
export const listStatusLabel = (list: ProposalList, status: ProposalStatus) => {
  if (list.audience !== 'submitter' || !list.kind.showsRawStatus) return proposalStatusLabel(list.kind, status);
  return currentLanguage() === 'hi' ? PROPOSAL_STATUS_LABELS[status] : status;
};

/** Where S.No and Title lead: the submitter's detail of the row's kind, or the admin's. */
export const rowDetailPath = (list: ProposalList, row: { id: string; category: string; type: string }) => {
  const kind = rowKind(list, row);
  return list.audience === 'admin' ? kind.adminDetailPath(row.id) : kind.detailPath(row.id);
};

/** The status filter buttons of a submitter list (none on the Steel start up list). */
export const SUBMITTER_STATUS_FILTERS: readonly ProposalStatus[] = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'];
