import {
  FIRST_LOOK_WORKING_DAYS,
  FOCUS_AREA_LABELS_HI,
  type FocusArea,
  formatProposalReference,
  indiaDate,
  type Language,
  ORGANIZATION_CATEGORY_LABELS_HI,
  type OrganizationCategory,
  MESSAGES,
  moneyLines,
  nextStepsAfterSubmission,
  PROPOSAL_REFERENCE_SCHEMES,
  type ProposalKind,
  proposalKindOf,
  RESEARCH_STAGE_LABELS_HI,
  type ResearchStage,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ProposalRecord } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { kindLabelIn, languageOf } from '../../../lib/language.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { mappingsOf } from '../../challenges/index.js';
import { queueMail } from '../../mail/index.js';
import { findContact } from '../../users/index.js';
import { proposalHooks } from '../proposal-hooks.js';
import { receiptMail } from '../proposals.mails.js';
import * as repo from '../proposals.repo.js';
import { audienceOf } from './proposal-access.js';
import { labelsOf } from './proposal-field-labels.js';
import { type ReceiptFacts, renderReceiptPdf } from './receipt-pdf.js';

/**
 * The receipt of a submission (docs/architecture.md#drafts-and-receipts): the reference number, given
 * in the submitting transaction, and the PDF mailed to the applicant and served to those who may read it.
 */

/**
 * The values a form offers as choices (focus areas, organisation categories, research stages) in Hindi,
 * from the tables the Hindi form reads too (packages/shared choice-labels-hi.ts). Stored in English by the
 * specification; a Hindi receipt names them in Hindi. The types make a new choice a compile error.
 */
const CHOICES_HI: Record<FocusArea | OrganizationCategory | ResearchStage, string> = {
  ...FOCUS_AREA_LABELS_HI,
  ...ORGANIZATION_CATEGORY_LABELS_HI,
  ...RESEARCH_STAGE_LABELS_HI,
};

/** The fields whose values are choices of a list (CHOICES_HI), not the applicant's own words. */
const CHOICE_FIELDS = new Set<keyof ProposalRecord>(['focusArea', 'orgType', 'currentStage']);

function asText(key: keyof ProposalRecord, value: unknown, language: Language): string {
  const choice = (v: unknown) => {
    const text = String(v);
    return language === 'hi' && CHOICE_FIELDS.has(key) ? (CHOICES_HI[text as keyof typeof CHOICES_HI] ?? text) : text;
  };
  if (Array.isArray(value)) return value.map(choice).join(', ');
  if (typeof value === 'boolean') return language === 'hi' ? (value ? 'हाँ' : 'नहीं') : value ? 'Yes' : 'No';
  return value == null ? '' : choice(value);
}

/** What happens after a submission, in Hindi (the English is packages/shared nextStepsAfterSubmission). */
function nextStepsHi(kind: ProposalKind): string {
  const label = kindLabelIn(kind.label, 'hi');
  if (kind.category === 'STEELCOLLAB')
    return `आपका ${label} अब समीक्षाधीन है। मिशन के प्रशासक ${FIRST_LOOK_WORKING_DAYS} कार्य दिवसों के भीतर इसकी जाँच करते हैं; सत्यापन के बाद, यदि आपने चुना है, तो यह पोर्टल पर दिखाया जाता है। इसकी स्थिति बदलने पर आपको मेल भेजा जाएगा, और उनका कोई भी प्रश्न आपको पोर्टल पर मिलेगा।`;
  return `आपका ${label} अब मूल्यांकन समिति द्वारा समीक्षाधीन है। मिशन के प्रशासक ${FIRST_LOOK_WORKING_DAYS} कार्य दिवसों के भीतर इसकी जाँच करते हैं और पोर्टल पर आपसे स्पष्टीकरण माँग सकते हैं; ऐसा होने पर और इसकी स्थिति बदलने पर आपको मेल भेजा जाएगा।`;
}

/** Everything a receipt states, read in the caller's transaction. */
export async function receiptFacts(app: FastifyInstance, db: DbOrTx, row: ProposalRecord, language: Language = 'en'): Promise<ReceiptFacts> {
  const kind = proposalKindOf(row.category, row.type)!;
  const [collaborators, documents, challenges, owner, rounds] = await Promise.all([
    repo.listCollaborators(db, row.id),
    repo.listDocumentFacts(db, row.id),
    mappingsOf(db, row.id),
    findContact(db, row.userId),
    proposalHooks().roundsOf(db, [row.id]),
  ]);
  const round = rounds.get(row.id);
  return {
    reference: row.reference!,
    scheme: kindLabelIn(kind.label, language).replace(/^./, (c) => c.toUpperCase()),
    submittedAt: row.submittedAt ?? row.createdAt,
    applicant: { name: owner?.name ?? row.name, email: owner?.email ?? row.email },
    challenge: challenges[0]?.challenge.title ?? null,
    fields: [
      ...labelsOf(kind, language).map(([key, label]) => ({ label, value: asText(key, row[key], language) })),
      // The application's money and the declaration of other funding; "not given" where a proposal has none.
      ...(kind.form === 'funding'
        ? moneyLines(
            kind,
            {
              budget: row.budget,
              projectCost: row.projectCost,
              requestedGrant: row.requestedGrant,
              otherFunding: row.otherFunding,
              noOtherFunding: row.noOtherFunding,
            },
            language,
            // The standard font has no rupee sign: the receipt writes "Rs." as Indian forms long did.
          ).map((l) => ({ label: l.label, value: l.value.replace(/₹/g, 'Rs. ') }))
        : []),
    ],
    collaborators: collaborators.map((c) => ({ name: c.name, organization: c.organization })),
    documents: documents.map((d) => ({ fileName: d.fileName, size: d.size, sha256: d.sha256 })),
    nextSteps: language === 'hi' ? nextStepsHi(kind) : nextStepsAfterSubmission(kind),
    round: round ? { name: round.name, cutoffAt: round.cutoffAt } : null,
    language,
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
  // A funding proposal joins the earliest open round of its scheme (CM: of its challenge) in this transaction.
  const challengeId = kind.needsChallenge ? ((await mappingsOf(tx, proposalId))[0]?.challengeId ?? null) : null;
  await proposalHooks().joinRound(app, tx, { id: proposalId, kindId: kind.id, challengeId });
  // In the applicant's language (decision 176): the mail, and the PDF when its font is there (decision 181).
  const owner = await findContact(tx, row.userId);
  const language = owner?.language ?? 'en';
  const facts = await receiptFacts(app, tx, row, language);
  const pdf = await renderReceiptPdf(facts);
  const confirmationUrl = app.mailer.url(kind.detailPath(row.id), language);
  await queueMail(tx, {
    to: facts.applicant.email,
    ...receiptMail({ name: facts.applicant.name, language }, kind, row.title, {
      reference: row.reference!,
      nextSteps: facts.nextSteps,
      round: facts.round ?? null,
      pageUrl: confirmationUrl,
    }),
    attachments: [{ filename: `${row.reference}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
  });
  return row;
}

/** `GET /proposals/{id}/receipt.pdf`: the owner, collaborators and admins, once submitted; anyone else a 404. */
export async function receiptPdf(app: FastifyInstance, viewer: SessionUser, id: string): Promise<{ reference: string; pdf: Buffer }> {
  const row = await repo.findProposal(app.db, id);
  if (!row || !row.reference || (await audienceOf(app, viewer, row)) !== 'private') throw new AppError('NOT_FOUND', MESSAGES.receiptMissing);
  // In the reader's own language, as their profile states it.
  const reader = await findContact(app.db, viewer.id);
  return { reference: row.reference, pdf: await renderReceiptPdf(await receiptFacts(app, app.db, row, languageOf(reader ?? {}))) };
}
