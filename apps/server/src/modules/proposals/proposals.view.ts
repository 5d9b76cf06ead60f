import type { ProposalCategory, ProposalStatus, ProposalType } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import type { ProposalRecord } from '../../db/schema/index.js';
import type { Storage } from '../../plugins/storage.js';
import type * as repo from './proposals.repo.js';

/** How much of a proposal the viewer may see (ARCHITECTURE.md, Who sees what). */
export type Audience = 'private' | 'public';

export type DetailParts = {
  documents: Awaited<ReturnType<typeof repo.listDocuments>>;
  collaborators: Awaited<ReturnType<typeof repo.listCollaborators>>;
  connections: Awaited<ReturnType<typeof repo.listConnections>>;
  challengeMappings: ProposalDetail['challengeMappings'];
};

/**
 * A proposal as `POST /proposals/{id}/details` answers it. The public never gets the poster's e-mail
 * or mobile, documents, collaborators, or who connected (only when).
 */
export function toProposalDetail(row: ProposalRecord, parts: DetailParts, audience: Audience, canEdit: boolean, storage: Storage): ProposalDetail {
  const isPrivate = audience === 'private';
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
    postedBy: { name: row.name, designation: row.designation, organization: row.orgName },
    documents: isPrivate ? parts.documents.map((d) => ({ field: d.field, ...storage.ref(d.fileId, d.fileName) })) : [],
    collaborators: isPrivate
      ? parts.collaborators.map(({ userId, ...user }) => ({ userId, user }))
      : [],
    challengeMappings: parts.challengeMappings,
    connectedStakeholders: parts.connections.map((c) => ({
      createdAt: c.createdAt.toISOString(),
      ...(isPrivate ? { user: { name: c.name, email: c.email, organization: c.organization } } : {}),
    })),
    canEdit,
  };
}
