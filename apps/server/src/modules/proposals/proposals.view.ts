import {
  isHistoryNoteKey,
  type MessageParams,
  type MessageRef,
  PROPOSAL_STATUSES,
  type ProposalCategory,
  type ProposalStatus,
  type ProposalType,
} from '@portal/shared';
import {
  messageRefSchema,
  PROPOSAL_FILE_FIELD,
  PROPOSAL_HISTORY_ACTIONS,
  type ProposalDetail,
  type ProposalHistoryAction,
  type ProposalHistoryEntry,
} from '@portal/shared/schemas';
import { z } from 'zod';
import type { AuditTrailRow } from '../audit/index.js';
import { awaitsAccountApproval, type ProposalRecord } from '../../db/schema/index.js';
import type { Storage } from '../../plugins/storage.js';
import type * as repo from './proposals.repo.js';
import { maskEmail } from '../users/index.js';

/**
 * How much of a proposal the viewer may see (docs/architecture.md#who-sees-what): everything; what an
 * assigned reviewer needs (the proposal, its documents and partners, no contact details); or the public part.
 */
export type Audience = 'private' | 'reviewer' | 'public';

export type DetailParts = {
  documents: Awaited<ReturnType<typeof repo.listDocuments>>;
  collaborators: Awaited<ReturnType<typeof repo.listCollaborators>>;
  connections: Awaited<ReturnType<typeof repo.listConnections>>;
  challengeMappings: ProposalDetail['challengeMappings'];
  challenge: ProposalDetail['challenge'];
  savedBy: string | null;
};

/**
 * A proposal as `POST /proposals/{id}/details` answers it. The public never gets the poster's e-mail
 * or mobile, documents, collaborators, or who connected (only when). Collaborators' addresses are
 * masked but for admins: naming someone is no way to learn their address (decision 124).
 */
export function toProposalDetail(
  row: ProposalRecord,
  parts: DetailParts,
  audience: Audience,
  may: { canEdit: boolean; canLeave: boolean; seesAddresses: boolean },
  storage: Storage,
): ProposalDetail {
  const isPrivate = audience === 'private';
  const readsDocuments = audience !== 'public';
  return {
    id: row.id,
    userId: row.userId,
    category: row.category as ProposalCategory,
    type: row.type as ProposalType,
    status: row.status as ProposalStatus,
    name: row.name,
    email: isPrivate ? row.email : null,
    mobile: isPrivate ? row.mobile : null,
    orgType: row.orgType,
    orgName: row.orgName,
    designation: row.designation,
    title: row.title,
    abstract: row.abstract,
    methodology: row.methodology,
    expectedResults: row.expectedResults,
    riskFactors: row.riskFactors,
    detailedDescription: row.detailedDescription,
    eligibilityCriteria: row.eligibilityCriteria,
    objectives: row.objectives,
    currentStage: row.currentStage,
    fundingRequired: row.fundingRequired,
    focusArea: row.focusArea,
    partnersInvolved: row.partnersInvolved,
    detailsConfirmed: row.detailsConfirmed,
    termsAccepted: row.termsAccepted,
    postOnPortal: row.postOnPortal,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    awaitsAccountApproval: awaitsAccountApproval(row),
    postedBy: { name: row.name, designation: row.designation, organization: row.orgName },
    documents: readsDocuments ? parts.documents.map((d) => ({ field: d.field, ...storage.ref(d.fileId, d.fileName) })) : [],
    collaborators: readsDocuments
      ? parts.collaborators.map(({ userId, email, ...user }) => ({ userId, user: { ...user, email: may.seesAddresses ? email : maskEmail(email) } }))
      : [],
    challengeMappings: parts.challengeMappings,
    connectedStakeholders: parts.connections.map((c) => ({
      createdAt: c.createdAt.toISOString(),
      ...(isPrivate ? { user: { name: c.name, email: c.email, organization: c.organization } } : {}),
    })),
    canEdit: may.canEdit,
    canLeave: may.canLeave,
    // As the receipt's route decides: the private audience of a submitted proposal (operations/receipt.ts).
    canDownloadReceipt: isPrivate && row.reference !== null,
    reference: row.reference,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    version: row.version,
    wizardStep: isPrivate && may.canEdit && row.status === 'DRAFT' ? row.wizardStep : null,
    savedBy: isPrivate ? parts.savedBy : null,
    challenge: parts.challenge,
    // The application's money: null is "not given", never 0 (a proposal of the specification's POST, or an earlier one).
    budget: row.budget ?? null,
    projectCost: row.projectCost ?? null,
    requestedGrant: row.requestedGrant ?? null,
    otherFunding: row.otherFunding ?? null,
    noOtherFunding: row.noOtherFunding ?? null,
  };
}

/** The response schema of a history entry: the serializer writes these fields and no other. */
export const proposalHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.enum(PROPOSAL_HISTORY_ACTIONS),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), isAdmin: z.boolean() }).nullable(),
  fromStatus: z.enum(PROPOSAL_STATUSES).nullable(),
  toStatus: z.enum(PROPOSAL_STATUSES).nullable(),
  changed: z.array(z.string()),
  comment: z.string().nullable(),
  note: messageRefSchema.nullable(),
}) satisfies z.ZodType<ProposalHistoryEntry>;

const asRecord = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const asStatus = (v: unknown): ProposalStatus | null => ((PROPOSAL_STATUSES as readonly unknown[]).includes(v) ? (v as ProposalStatus) : null);
/** An edit's changed columns in the order a reader meets them on the form; the file and people last. */
const AFTER_FIELDS = [PROPOSAL_FILE_FIELD, 'collaborators', 'challengeId'];

/**
 * An audit row as the admin's history shows it: who, what, when. Values of edited fields stay in the
 * log; the entry names the fields only.
 */
export function toHistoryEntry(row: AuditTrailRow): ProposalHistoryEntry {
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  const action = row.action as ProposalHistoryAction;
  return {
    id: row.id,
    action,
    at: row.createdAt.toISOString(),
    actor: row.actorId && row.actorName !== null ? { id: row.actorId, name: row.actorName, isAdmin: (row.actorRoles ?? []).includes('ADMIN') } : null,
    fromStatus: asStatus(before.status),
    toStatus: asStatus(after.status),
    changed: action === 'PROPOSAL_UPDATED' ? [...Object.keys(after).filter((k) => !AFTER_FIELDS.includes(k)), ...AFTER_FIELDS.filter((k) => k in after)] : [],
    comment:
      (action === 'CLARIFICATION_REQUESTED' || action === 'CLARIFICATION_REPLIED') && typeof after.comment === 'string'
        ? after.comment
        : (action.startsWith('PROJECT_') || action.startsWith('REVIEW') || action.startsWith('OVERLAP_')) && typeof after.summary === 'string'
          ? after.summary
          : null,
    note: noteOf(after.note),
  };
}

/** A stored history note (decision 228); rows written before notes had keys have their English only. */
function noteOf(value: unknown): MessageRef | null {
  const note = asRecord(value);
  if (!isHistoryNoteKey(note.key)) return null;
  const params = Object.fromEntries(Object.entries(asRecord(note.params)).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as MessageParams;
  return { key: note.key, params };
}
