import { MESSAGES } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.js';
import { AppError, validationError } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import { answersBy, linkProposal } from '../../challenges/index.js';
import { lockUser } from '../../users/index.js';
import * as repo from '../proposals.repo.js';
import { renderDetail } from './proposal-access.js';
import { kindOfInput, requirePoster } from './proposal-input.js';

/**
 * `POST /proposals/drafts`: an empty DRAFT owned by the caller (docs/architecture.md#drafts-and-receipts).
 * The posting rule and, for a Challenge Method application, an open challenge apply now, as on a
 * submission; the applicant's details start from the profile. One response per challenge: a second
 * draft for a challenge already answered is a 409 naming the first (decision 154). The owner's untouched
 * empty draft of the kind is answered instead of a new one (decision 212).
 */
export async function createDraft(
  app: FastifyInstance,
  owner: UserRow,
  input: { category: string; type: string; challengeId?: string },
): Promise<ProposalDetail> {
  const kind = kindOfInput(input);
  requirePoster(kind, owner);
  if (kind.needsChallenge && !input.challengeId) throw validationError([{ path: ['body', 'challengeId'], message: MESSAGES.challengeChoose }]);
  const id = await app.db.transaction(async (tx) => {
    // A new start of the wizard takes up the owner's untouched empty draft of the kind instead of adding
    // another "Untitled application" (decision 212). The account's row lock makes two tabs starting at
    // once find the same one. A Challenge Method draft is tied to its challenge: the 409 below names it.
    await lockUser(tx, owner.id);
    if (!kind.needsChallenge) {
      const untouched = await repo.findUntouchedDraft(tx, owner.id, kind.category, kind.type);
      if (untouched) return untouched.id;
    }
    if (kind.needsChallenge) {
      // The account's row lock would serialise two tabs starting the same response; the check is enough for one.
      const earlier = await answersBy(tx, input.challengeId!, owner.id);
      if (earlier.length > 0) throw new AppError('CONFLICT', MESSAGES.challengeAlreadyAnswered, undefined, { proposalId: earlier[0]!.id });
    }
    const row = await repo.insertProposal(tx, {
      userId: owner.id,
      category: kind.category,
      type: kind.type,
      status: 'DRAFT',
      name: owner.name,
      email: owner.email,
      mobile: owner.phone ?? '',
      orgType: owner.organizationCategory,
      orgName: owner.organization,
      designation: owner.designation,
      title: '',
      partnersInvolved: kind.partners === 'none' ? null : kind.partners === 'always' ? true : null,
      ownerApproved: owner.status === 'APPROVED',
      lastSavedBy: owner.id,
    });
    if (kind.needsChallenge) await linkProposal(app, tx, input.challengeId!, row.id);
    await recordAudit(tx, {
      actorId: owner.id,
      action: 'PROPOSAL_DRAFT_CREATED',
      entityType: 'proposal',
      entityId: row.id,
      before: null,
      after: { status: 'DRAFT' },
    });
    return row.id;
  });
  return renderDetail(app, id, 'private', true);
}
