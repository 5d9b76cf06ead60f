import { MESSAGES, type ProposalKind } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { proposalHooks } from '../proposal-hooks.js';
import type { UploadedFile } from '../../../lib/uploads.js';
import { recordAudit } from '../../audit/index.js';
import { answersBy, linkProposal } from '../../challenges/index.js';
import * as repo from '../proposals.repo.js';
import { renderDetail } from './proposal-access.js';
import { columnsOf, kindOfInput, type ProposalInput, requirePoster, resolveCollaborators, storeProposalFile, validateBody } from './proposal-input.js';
import { notifyAdmins, tellNewCollaborators } from './proposal-notices.js';
import { issueReceipt } from './receipt.js';

/** `POST /proposals`: a new proposal, UNDER_REVIEW, with its file, collaborators, challenge, reference and receipt, in one transaction. */
export async function createProposal(
  app: FastifyInstance,
  submitter: UserRow,
  input: ProposalInput,
  file: UploadedFile | undefined,
): Promise<{ kind: ProposalKind; data: ProposalDetail }> {
  const kind = kindOfInput(input);
  requirePoster(kind, submitter);
  const body = validateBody(kind, input, file, { fileRequired: true });
  const id = await app.db.transaction(async (tx) => {
    if (kind.needsChallenge) {
      // One response per challenge, as for a draft (decision 154): a second is an edit of the first (decision 188).
      const earlier = await answersBy(tx, body.challengeId!, submitter.id);
      if (earlier.length > 0) throw new AppError('CONFLICT', MESSAGES.challengeAlreadyAnswered, undefined, { proposalId: earlier[0]!.id });
    }
    const collaborators = await resolveCollaborators(app, tx, kind, body, submitter.id, null);
    const row = await repo.insertProposal(tx, {
      userId: submitter.id,
      category: kind.category,
      type: kind.type,
      status: 'UNDER_REVIEW',
      // A post is public only once its poster's account is approved (decision 127).
      ownerApproved: submitter.status === 'APPROVED',
      ...columnsOf(kind, body, submitter, collaborators.length),
    });
    if (file) await storeProposalFile(app, tx, row.id, submitter.id, file);
    await repo.addCollaborators(
      tx,
      row.id,
      collaborators.map((c) => c.id),
    );
    if (kind.needsChallenge) await linkProposal(app, tx, body.challengeId!, row.id);
    // The reference and the receipt mail, as a draft's submission gives them (docs/architecture.md#drafts-and-receipts).
    const issued = await issueReceipt(app, tx, row.id, new Date());
    await recordAudit(tx, {
      actorId: submitter.id,
      action: 'PROPOSAL_CREATED',
      entityType: 'proposal',
      entityId: row.id,
      before: null,
      after: { status: row.status, reference: issued.reference },
    });
    await tellNewCollaborators(app, tx, collaborators, row, kind, submitter);
    await notifyAdmins(app, tx, row, kind, 'submitted');
    await proposalHooks().textChanged(tx, [row.id]);
    return row.id;
  });
  app.mailer.wake();
  return { kind, data: await renderDetail(app, id, 'private', true) };
}
