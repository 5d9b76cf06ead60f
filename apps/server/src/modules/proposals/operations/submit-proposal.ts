import { type ApiFieldError, MESSAGES, type ProposalKind, proposalKindOf } from '@portal/shared';
import { budgetCompletenessIssues, declarationIssues, PROPOSAL_FILE_FIELD, type ProposalDetail, projectCostOf, requestedGrantOf } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ProposalRecord } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { proposalHooks } from '../proposal-hooks.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { answeredBy } from '../../challenges/index.js';
import * as repo from '../proposals.repo.js';
import { audienceOf, renderDetail, requireSubmitter } from './proposal-access.js';
import { columnsOf, type ProposalInput, requirePoster, resolveCollaborators, validateBody } from './proposal-input.js';
import { notifyAdmins, tellCollaboratorsSubmitted } from './proposal-notices.js';
import { issueReceipt } from './receipt.js';
import { staleVersion } from './save-draft.js';

function moneyColumns(kind: ProposalKind, row: ProposalRecord): Pick<ProposalRecord, 'projectCost' | 'requestedGrant'> {
  const projectCost = projectCostOf(row.budget ?? null);
  return { projectCost, requestedGrant: requestedGrantOf(kind, projectCost) };
}

/** The stored draft as a submission's body, so the submission's schema judges it as it would a POST. */
async function storedBody(db: DbOrTx, row: ProposalRecord, kind: ProposalKind, challengeId: string | undefined): Promise<ProposalInput> {
  const values: ProposalInput = {};
  for (const [key, value] of Object.entries(row)) if (value !== null) values[key] = value;
  if (kind.partners !== 'none') values.collaborators = (await repo.listCollaboratorIds(db, row.id)).map((organisation) => ({ organisation }));
  if (challengeId) values.challengeId = challengeId;
  return values;
}

/**
 * `POST /proposals/{id}/submit`: the owner submits a draft. Every rule of a submission applies to what is
 * stored (the kind's schema, the file, the collaborators, the posting rule, an open challenge: 409 once it
 * has closed); then it turns UNDER_REVIEW, gets its reference and the receipt is mailed, all in one
 * transaction (docs/architecture.md#drafts-and-receipts).
 */
export async function submitProposal(
  app: FastifyInstance,
  viewer: SessionUser,
  id: string,
  sentVersion: number | undefined,
): Promise<{ kind: ProposalKind; data: ProposalDetail }> {
  const owner = await requireSubmitter(app, viewer);
  const kind = await app.db.transaction(async (tx) => {
    const current = await repo.lockProposal(tx, id);
    if (!current || (await audienceOf(app, viewer, current, tx)) !== 'private' || (current.status !== 'DRAFT' && current.userId !== owner.id)) {
      throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    }
    if (current.status !== 'DRAFT') throw new AppError('CONFLICT', MESSAGES.draftNotADraft);
    if (current.userId !== owner.id) throw new AppError('FORBIDDEN', MESSAGES.draftOnlyOwnerSubmits);
    if (sentVersion !== undefined && sentVersion !== current.version) throw await staleVersion(tx, current, sentVersion);
    const kind = proposalKindOf(current.category, current.type)!;
    requirePoster(kind, owner);
    const challenge = kind.needsChallenge ? (await answeredBy(tx, [id])).get(id) : undefined;
    if (kind.needsChallenge && !challenge?.open) throw new AppError('CONFLICT', MESSAGES.draftChallengeClosed);

    const errors: ApiFieldError[] = [];
    let body: ReturnType<typeof validateBody> | null = null;
    try {
      body = validateBody(kind, await storedBody(tx, current, kind, challenge?.id), undefined, { fileRequired: false });
    } catch (err) {
      if (!(err instanceof AppError) || !err.errors) throw err;
      errors.push(...err.errors);
    }
    if (kind.form === 'funding') {
      // The application's money: a draft started before budgets were asked is asked for one now.
      for (const issue of [
        ...budgetCompletenessIssues(current.budget ?? null),
        ...declarationIssues(current.otherFunding ?? null, current.noOtherFunding ?? null),
      ])
        errors.push({ path: ['body', ...issue.path], message: issue.message });
    }
    if (kind.hasFile && !(await repo.findDocument(tx, id, PROPOSAL_FILE_FIELD)))
      errors.push({ path: ['body', PROPOSAL_FILE_FIELD], message: MESSAGES.proposalFileRequired });
    if (!body || errors.length > 0) throw new AppError('BAD_REQUEST', MESSAGES.validationFailed, errors);
    const collaborators = await resolveCollaborators(app, tx, kind, body, owner.id, id);

    await repo.updateProposal(tx, id, {
      ...columnsOf(kind, body, owner, collaborators.length),
      // The sums the receipt, lists and rounds read, from the budget as it is submitted.
      ...(kind.form === 'funding' ? moneyColumns(kind, current) : {}),
      status: 'UNDER_REVIEW',
      // A post is public only once its poster's account is approved (decision 127).
      ownerApproved: owner.status === 'APPROVED',
      version: current.version + 1,
      lastSavedBy: owner.id,
    });
    const row = await issueReceipt(app, tx, id, new Date());
    await recordAudit(tx, {
      actorId: owner.id,
      action: 'PROPOSAL_CREATED',
      entityType: 'proposal',
      entityId: id,
      before: { status: 'DRAFT' },
      after: { status: row.status, reference: row.reference },
    });
    await notifyAdmins(app, tx, row, kind, 'submitted');
    await tellCollaboratorsSubmitted(app, tx, row, kind, owner);
    await proposalHooks().textChanged(tx, [id]);
    return kind;
  });
  app.mailer.wake();
  return { kind, data: await renderDetail(app, id, 'private', true) };
}
