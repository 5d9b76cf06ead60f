import { type ApiFieldError, keyed, MESSAGES, mayPost, type ProposalKind, proposalKindOf } from '@portal/shared';
import { PROPOSAL_FILE_FIELD, proposalBodySchema, proposalKindSelectorSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ProposalRecord, UserRow } from '../../../db/schema/index.js';
import { AppError, issuesAt, validationError } from '../../../lib/errors.js';
import type { UploadedFile } from '../../../lib/uploads.js';
import { type CollaboratorCandidate, collaboratorCandidates } from '../../users/index.js';
import * as repo from '../proposals.repo.js';

/**
 * What a proposal's body becomes before it is stored, shared by creating and editing: the kind it
 * names, the kind's schema and file rule, the collaborators as registered users and the stored columns.
 * The kinds table in packages/shared says what differs between kinds (docs/architecture.md#kinds).
 */

/** A body already read from JSON or multipart, not yet validated. */
export type ProposalInput = Record<string, unknown>;

/** The body after the kind's schema: the union of every kind's fields, each optional. */
export type ValidBody = {
  [
    K in
      'title' | 'abstract' | 'methodology' | 'expectedResults' | 'riskFactors' | 'detailedDescription' | 'eligibilityCriteria' | 'objectives' | 'currentStage'
  ]?: string;
} & {
  name?: string;
  email?: string;
  mobile?: string;
  orgType?: UserRow['organizationCategory'];
  orgName?: string;
  designation?: string;
  focusArea: string[];
  partnersInvolved?: boolean;
  collaborators?: { organisation: string }[];
  challengeId?: string;
  detailsConfirmed: true;
  termsAccepted: true;
  postOnPortal?: true;
};

/** The kind named by the body's category and type; any pair not in the table is a 400. */
export function kindOfInput(input: ProposalInput): ProposalKind {
  const selector = proposalKindSelectorSchema.safeParse(input);
  if (!selector.success) throw validationError(issuesAt('body', selector.error.issues));
  const kind = proposalKindOf(selector.data.category, selector.data.type);
  if (!kind) throw validationError([{ path: ['body', 'type'], message: MESSAGES.proposalKindUnknown }]);
  return kind;
}

/** The posting rule by organisation category, with the kind's own refusal text. */
export function requirePoster(kind: ProposalKind, submitter: UserRow): void {
  if (!mayPost(kind, submitter.organizationCategory)) throw new AppError('FORBIDDEN', kind.postingRefusal ?? MESSAGES.forbidden);
}

/** The kind's schema and the file rule together, so one answer lists every field to fix. */
export function validateBody(kind: ProposalKind, input: ProposalInput, file: UploadedFile | undefined, opts: { fileRequired: boolean }): ValidBody {
  const errors: ApiFieldError[] = [];
  const result = proposalBodySchema(kind).safeParse(input);
  if (!result.success) errors.push(...issuesAt('body', result.error.issues));
  if (file && !kind.hasFile) errors.push({ path: ['body', PROPOSAL_FILE_FIELD], ...keyed('proposalTakesNoFile', { kind: kind.label }) });
  if (!file && kind.hasFile && opts.fileRequired) errors.push({ path: ['body', PROPOSAL_FILE_FIELD], message: MESSAGES.proposalFileRequired });
  if (!result.success || errors.length > 0) throw validationError(errors);
  return result.data as ValidBody;
}

function hasPartners(kind: ProposalKind, body: ValidBody): boolean {
  if (kind.partners === 'none') return false;
  return kind.partners === 'always' || body.partnersInvolved !== false;
}

/**
 * The collaborators named, as registered users: duplicates collapsed, each id checked (unknown,
 * unverified, admin or the submitter; on an edit, someone who left this proposal: a 400 at its row).
 * None when the kind has no partners or the applicant said none are involved.
 */
export async function resolveCollaborators(
  app: FastifyInstance,
  db: DbOrTx,
  kind: ProposalKind,
  body: ValidBody,
  submitterId: string,
  proposalId: string | null,
): Promise<CollaboratorCandidate[]> {
  if (!hasPartners(kind, body)) return [];
  const sent = (body.collaborators ?? []).map((c) => c.organisation);
  const ids = [...new Set(sent)];
  const found = await collaboratorCandidates(db, ids, submitterId);
  const leavers = proposalId ? await repo.findLeavers(db, proposalId, ids) : new Set<string>();
  const errors: ApiFieldError[] = [];
  sent.forEach((id, i) => {
    if (sent.indexOf(id) !== i) return;
    const path = ['body', 'collaborators', i, 'organisation'];
    if (leavers.has(id)) errors.push({ path, message: MESSAGES.collaboratorHasLeft });
    else if (!found.has(id)) errors.push({ path, message: id === submitterId ? MESSAGES.collaboratorIsSelf : MESSAGES.collaboratorNotRegistered });
  });
  if (errors.length > 0) throw validationError(errors);
  return ids.map((id) => found.get(id)!);
}

/**
 * The stored columns from a valid body. Steelcollab posts take the submitter's details from the
 * profile; funding applications keep what the applicant entered. Fields the kind does not have are null.
 */
export function columnsOf(
  kind: ProposalKind,
  body: ValidBody,
  submitter: UserRow,
  collaboratorCount: number,
): Omit<repo.ProposalInsert, 'userId' | 'category' | 'type'> {
  const fromProfile = kind.submitter === 'profile';
  return {
    name: fromProfile ? submitter.name : body.name!,
    email: fromProfile ? submitter.email : body.email!,
    mobile: fromProfile ? submitter.phone : body.mobile!,
    orgType: fromProfile ? submitter.organizationCategory : body.orgType!,
    orgName: fromProfile ? submitter.organization : body.orgName!,
    designation: fromProfile ? submitter.designation : body.designation!,
    title: body.title!,
    abstract: body.abstract ?? null,
    methodology: body.methodology ?? null,
    expectedResults: body.expectedResults ?? null,
    riskFactors: body.riskFactors ?? null,
    detailedDescription: body.detailedDescription ?? null,
    eligibilityCriteria: body.eligibilityCriteria ?? null,
    objectives: body.objectives ?? null,
    currentStage: body.currentStage ?? null,
    focusArea: body.focusArea,
    partnersInvolved: kind.partners === 'none' ? null : collaboratorCount > 0,
    detailsConfirmed: body.detailsConfirmed,
    termsAccepted: body.termsAccepted,
    postOnPortal: body.postOnPortal ?? false,
  };
}

/** Columns an edit derives rather than takes: they change only with what they derive from. */
const DERIVED_COLUMNS: ReadonlySet<string> = new Set(['partnersInvolved', 'projectCost', 'requestedGrant']);

/** The columns an edit changes, with their values before and after. */
export function changedColumns(current: ProposalRecord, next: Partial<ProposalRecord>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const was = current[key as keyof ProposalRecord];
    if (DERIVED_COLUMNS.has(key) || JSON.stringify(was ?? null) === JSON.stringify(value ?? null)) continue;
    before[key] = was ?? null;
    after[key] = value ?? null;
  }
  return { before, after };
}

/** Stores the proposal's file; a file already there for the field is replaced and deleted. */
export async function storeProposalFile(app: FastifyInstance, tx: DbOrTx, proposalId: string, ownerId: string, file: UploadedFile): Promise<void> {
  const existing = await repo.findDocument(tx, proposalId, PROPOSAL_FILE_FIELD);
  await app.uploadQuota.charge(tx, ownerId, file.data.length, existing ? [existing.fileId] : []);
  const fileId = await app.storage.put(tx, {
    ownerId,
    purpose: PROPOSAL_FILE_FIELD,
    originalName: file.fileName,
    contentType: file.contentType,
    data: file.data,
  });
  if (!existing) return repo.insertDocument(tx, { proposalId, fileId, field: PROPOSAL_FILE_FIELD });
  await repo.setDocumentFile(tx, existing.id, fileId);
  await app.storage.remove(tx, existing.fileId);
}
