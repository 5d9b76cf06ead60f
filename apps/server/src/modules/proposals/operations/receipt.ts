import {
  formatProposalReference,
  indiaDate,
  MESSAGES,
  nextStepsAfterSubmission,
  PROPOSAL_REFERENCE_SCHEMES,
  type ProposalKind,
  proposalKindOf,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ProposalRecord } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { ChallengesService } from '../../challenges/challenges.service.js';
import { queueMail } from '../../mail/mail.service.js';
import { UsersService } from '../../users/users.service.js';
import { receiptMail } from '../proposals.mails.js';
import * as repo from '../proposals.repo.js';
import { audienceOf } from './proposal-access.js';
import { type ReceiptFacts, renderReceiptPdf } from './receipt-pdf.js';

/**
 * The receipt of a submission (docs/architecture.md#drafts-and-receipts): the reference number, given
 * in the submitting transaction, and the PDF mailed to the applicant and served to those who may read it.
 */

/** Each field under the question its form asks, in the form's order; fields a kind lacks are skipped. */
const FUNDING_LABELS: [keyof ProposalRecord, string][] = [
  ['name', 'Applicant name'],
  ['email', 'E-mail'],
  ['mobile', 'Mobile'],
  ['orgType', 'Organisation type'],
  ['orgName', 'Organisation'],
  ['designation', 'Designation'],
  ['title', 'Project title'],
  ['abstract', 'Understanding of the challenge'],
  ['methodology', 'Initial idea'],
  ['expectedResults', 'Expected outcome'],
  ['riskFactors', 'Potential risks'],
  ['focusArea', 'Focus areas'],
  ['partnersInvolved', 'Partners involved'],
];
const PROBLEM_LABELS: [keyof ProposalRecord, string][] = [
  ['title', 'Problem title'],
  ['abstract', 'Problem description'],
  ['detailedDescription', 'Relevant details'],
  ['focusArea', 'Focus areas'],
  ['eligibilityCriteria', 'Eligibility criteria'],
  ['postOnPortal', 'Post on the portal'],
];
const IDEA_LABELS: [keyof ProposalRecord, string][] = [
  ['title', 'Title'],
  ['abstract', 'Problem addressed'],
  ['methodology', 'Proposed solution'],
  ['currentStage', 'Current stage'],
  ['detailedDescription', 'Benefits'],
  ['objectives', 'Support sought from industry'],
  ['focusArea', 'Focus areas'],
  ['postOnPortal', 'Post on the portal'],
];

function labelsOf(kind: ProposalKind): [keyof ProposalRecord, string][] {
  if (kind.category !== 'STEELCOLLAB') return FUNDING_LABELS;
  return kind.type === 'PROBLEM' ? PROBLEM_LABELS : IDEA_LABELS;
}

function asText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value == null ? '' : String(value);
}

/** Everything a receipt states, read in the caller's transaction. */
export async function receiptFacts(app: FastifyInstance, db: DbOrTx, row: ProposalRecord): Promise<ReceiptFacts> {
  const kind = proposalKindOf(row.category, row.type)!;
  const [collaborators, documents, challenges, owner] = await Promise.all([
    repo.listCollaborators(db, row.id),
    repo.listDocumentFacts(db, row.id),
    new ChallengesService(app).mappingsOf(db, row.id),
    new UsersService(app).findContact(db, row.userId),
  ]);
  return {
    reference: row.reference!,
    scheme: kind.label.replace(/^./, (c) => c.toUpperCase()),
    submittedAt: row.submittedAt ?? row.createdAt,
    applicant: { name: owner?.name ?? row.name, email: owner?.email ?? row.email },
    challenge: challenges[0]?.challenge.title ?? null,
    fields: labelsOf(kind).map(([key, label]) => ({ label, value: asText(row[key]) })),
    collaborators: collaborators.map((c) => ({ name: c.name, organization: c.organization })),
    documents: documents.map((d) => ({ fileName: d.fileName, size: d.size, sha256: d.sha256 })),
    nextSteps: nextStepsAfterSubmission(kind),
  };
}

/**
 * Gives the proposal its reference (the next of its scheme and year in India time; the counter row stays
 * locked until the caller's transaction ends) and queues the receipt mail with the PDF attached. The
 * row must already hold every submitted field, its documents and collaborators.
 */
export async function issueReceipt(app: FastifyInstance, tx: DbOrTx, proposalId: string, at: Date): Promise<ProposalRecord> {
  const current = (await repo.findProposal(tx, proposalId))!;
  const kind = proposalKindOf(current.category, current.type)!;
  const year = Number(indiaDate(at).slice(0, 4));
  const n = await repo.nextReferenceNumber(tx, PROPOSAL_REFERENCE_SCHEMES[kind.id], year);
  const row = await repo.updateProposal(tx, proposalId, { reference: formatProposalReference(kind.id, year, n), submittedAt: at });
  const facts = await receiptFacts(app, tx, row);
  const pdf = await renderReceiptPdf(facts);
  const confirmationUrl = app.mailer.url(kind.detailPath(row.id));
  await queueMail(tx, {
    to: facts.applicant.email,
    ...receiptMail({ name: facts.applicant.name }, kind, row.title, { reference: row.reference!, nextSteps: facts.nextSteps, pageUrl: confirmationUrl }),
    attachments: [{ filename: `${row.reference}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
  });
  return row;
}

/** `GET /proposals/{id}/receipt.pdf`: the owner, collaborators and admins, once submitted; anyone else a 404. */
export async function receiptPdf(app: FastifyInstance, viewer: SessionUser, id: string): Promise<{ reference: string; pdf: Buffer }> {
  const row = await repo.findProposal(app.db, id);
  if (!row || !row.reference || (await audienceOf(app, viewer, row)) !== 'private') throw new AppError('NOT_FOUND', MESSAGES.receiptMissing);
  return { reference: row.reference, pdf: await renderReceiptPdf(await receiptFacts(app, app.db, row)) };
}
