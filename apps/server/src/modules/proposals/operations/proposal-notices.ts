import { keyed, notice, type ProposalKind, proposalKindOf } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ProposalRecord, UserRow } from '../../../db/schema/index.js';
import { queueMail } from '../../mail/index.js';
import { notify, notifyOnce } from '../../notifications/index.js';
import { type CollaboratorCandidate, adminIds, findContact } from '../../users/index.js';
import { adminSubmittedMail, collaboratorAddedMail, collaboratorSubmittedMail } from '../proposals.mails.js';
import { languageOf } from '../../../lib/language.js';
import * as repo from '../proposals.repo.js';

/**
 * Tells every admin in the portal of a new submission (and mails each of them once) or an applicant's edit. Bounded: an admin has
 * at most one unread notification per proposal; an edit refreshes it (an unread submission stays one,
 * saying it was edited since) instead of adding another. The proposal's row is locked by the caller.
 */
export async function notifyAdmins(app: FastifyInstance, tx: DbOrTx, row: ProposalRecord, kind: ProposalKind, event: 'submitted' | 'edited'): Promise<void> {
  const link = kind.adminDetailPath(row.id);
  const by = row.orgName ? `${row.name} (${row.orgName})` : row.name;
  const words = { kind: kind.label, title: row.title, by };
  const submitted = {
    kind: 'PROPOSAL_SUBMITTED',
    title: notice('proposalSubmittedNoticeTitle', words),
    body: notice('proposalSubmittedNoticeBody', words),
  } as const;
  const edited = {
    kind: 'PROPOSAL_EDITED',
    title: notice('proposalEditedNoticeTitle', words),
    body: notice('proposalEditedNoticeBody', words),
  } as const;
  for (const userId of await adminIds(tx)) {
    if (event === 'submitted') {
      await notify(tx, { userId, link, ...submitted });
      // And mailed, once per submission, in the admin's language (the edit stays a notification).
      const admin = await findContact(tx, userId);
      if (admin)
        await queueMail(tx, {
          to: admin.email,
          ...adminSubmittedMail(admin, kind, { title: row.title, by, reference: row.reference }, app.mailer.url(link, admin.language)),
        });
    } else
      await notifyOnce(
        tx,
        { userId, link, ...edited },
        {
          PROPOSAL_SUBMITTED: { ...submitted, body: notice('proposalSubmittedEditedNoticeBody', words) },
          PROPOSAL_EDITED: edited,
        },
      );
  }
}

/**
 * Mails and notifies the people named here for the first time ever on this proposal: one removed and
 * named again is not told twice (decision 124). Who named them is the submitter's profile name and
 * organisation, not the free text of the form's applicant fields.
 */
export async function tellNewCollaborators(
  app: FastifyInstance,
  tx: DbOrTx,
  people: CollaboratorCandidate[],
  row: ProposalRecord,
  kind: ProposalKind,
  submitter: UserRow,
  opts: { draft?: boolean } = {},
): Promise<void> {
  const firstTime = await repo.recordNotices(
    tx,
    row.id,
    people.map((p) => p.id),
  );
  const by = { name: submitter.name, orgName: submitter.organization };
  const owner = by.orgName ? `${by.name} (${by.orgName})` : by.name;
  for (const person of people.filter((p) => firstTime.has(p.id))) {
    await queueMail(tx, {
      to: person.email,
      ...collaboratorAddedMail(person, by, kind, row.title, app.mailer.url(kind.detailPath(row.id), languageOf(person)), opts),
    });
    await notify(tx, {
      userId: person.id,
      kind: 'COLLABORATOR_ADDED',
      title: notice('collaboratorAddedTitle'),
      body: notice('collaboratorAddedBody', { owner, kind: kind.label, title: row.title || keyed('untitledDraft') }),
      link: kind.detailPath(row.id),
    });
  }
}

/** The owner's in-app notification of a connection request (kind CONNECTION). */
export async function notifyOwnerOfConnection(tx: DbOrTx, post: ProposalRecord, requester: { name: string; organization: string | null }): Promise<void> {
  const kind = proposalKindOf(post.category, post.type)!;
  await notify(tx, {
    userId: post.userId,
    kind: 'CONNECTION',
    title: notice('connectionNoticeTitle', { name: requester.name }),
    body: requester.organization
      ? notice('connectionNoticeBodyWithOrganization', {
          name: requester.name,
          organization: requester.organization,
          kind: kind.label,
          title: post.title,
        })
      : notice('connectionNoticeBody', { name: requester.name, kind: kind.label, title: post.title }),
    link: kind.detailPath(post.id),
  });
}

/**
 * Mails each collaborator of a proposal just submitted, once, in their language, with its reference and
 * a link to it. The owner has the receipt.
 */
export async function tellCollaboratorsSubmitted(app: FastifyInstance, tx: DbOrTx, row: ProposalRecord, kind: ProposalKind, owner: UserRow): Promise<void> {
  for (const id of await repo.listCollaboratorIds(tx, row.id)) {
    const person = await findContact(tx, id);
    if (!person) continue;
    await queueMail(tx, {
      to: person.email,
      ...collaboratorSubmittedMail(person, owner.name, kind, row.title, row.reference ?? '', app.mailer.url(kind.detailPath(row.id), person.language)),
    });
  }
}
