import { MESSAGES } from '@portal/shared';
import type { CollabRequest, CollabRequestCreate } from '@portal/shared/schemas';
import type { DbOrTx } from '../../../db/client.js';
import { isPublicPostRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { challengeFacts } from '../../challenges/index.js';
import { findProposal } from '../../proposals/index.js';

/**
 * What a new request is about, checked: a proposal or draft of the sender's own, a public post of the
 * recipient's (the Steelcollab connect), or a challenge. Anything else is missing (404), so a request
 * cannot name, nor confirm, another's private proposal.
 */
export async function checkAbout(
  db: DbOrTx,
  about: CollabRequestCreate['about'],
  senderId: string,
  recipientId: string,
): Promise<{ proposalId: string | null; challengeId: string | null; title: string | null; recipientsPost: boolean }> {
  if (!about) return { proposalId: null, challengeId: null, title: null, recipientsPost: false };
  if ('proposalId' in about) {
    const row = await findProposal(db, about.proposalId);
    const own = row?.userId === senderId;
    const recipientsPost = Boolean(row && row.userId === recipientId && isPublicPostRow(row));
    if (!row || !(own || recipientsPost)) throw new AppError('NOT_FOUND', MESSAGES.collabAboutMissing);
    return { proposalId: row.id, challengeId: null, title: row.title, recipientsPost };
  }
  const challenge = await challengeFacts(db, about.challengeId);
  if (!challenge) throw new AppError('NOT_FOUND', MESSAGES.collabAboutMissing);
  return { proposalId: null, challengeId: challenge.id, title: challenge.title, recipientsPost: false };
}

/** The titles of what requests are about, for their lists. */
export async function aboutOf(db: DbOrTx, row: { proposalId: string | null; challengeId: string | null }): Promise<CollabRequest['about']> {
  if (row.proposalId) {
    const p = await findProposal(db, row.proposalId);
    return p ? { kind: 'PROPOSAL', id: p.id, title: p.title || MESSAGES.untitledDraft } : null;
  }
  if (row.challengeId) {
    const c = await challengeFacts(db, row.challengeId);
    return c ? { kind: 'CHALLENGE', id: c.id, title: c.title } : null;
  }
  return null;
}
