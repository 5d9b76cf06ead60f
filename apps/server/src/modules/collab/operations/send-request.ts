import { keyed, MESSAGES, notice, PATHS } from '@portal/shared';
import { COLLAB_OPEN_REQUESTS_MAX, COLLAB_REQUEST_DAYS, type CollabRequest, type CollabRequestCreate } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { CollabRequestRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { languageOf } from '../../../lib/language.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { collabPeople, lockUser } from '../../users/index.js';
import { collabRequestMail } from '../collab.mails.js';
import * as repo from '../collab.repo.js';
import { toRequest } from '../collab.view.js';
import { requirePartner } from './collab-access.js';
import { checkAbout } from './request-about.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /collab/requests`: a request to collaborate (docs/architecture.md#partners-by-consent). The
 * recipient is an approved account open to collaborate, or the poster of the public post it is about (the
 * Steelcollab connect). At most 10 open requests per sender and one open request per pair: the sender's
 * row is locked, so two requests at once cannot both pass the count. A recipient who blocked the sender
 * never sees it: it is stored silenced and answered exactly as a request sent, with no notice and no mail.
 * Otherwise the recipient gets a notification and one mail linking to the request. No contact is shared.
 */
export async function sendRequest(
  app: FastifyInstance,
  actor: SessionUser,
  input: CollabRequestCreate,
  opts: { requireOpen?: boolean } = {},
): Promise<{ request: CollabRequest; row: CollabRequestRow }> {
  const me = await requirePartner(app, actor.id);
  if (input.toUserId === me.id) throw new AppError('BAD_REQUEST', MESSAGES.collabRequestSelf);
  const now = new Date();
  const outcome = await app.db.transaction(async (tx) => {
    // The sender's row locked: their open requests are counted and added one request at a time.
    await lockUser(tx, me.id);
    if (await repo.isSuspended(tx, me.id)) throw new AppError('FORBIDDEN', MESSAGES.collabRequestsSuspended);
    const to = (await collabPeople(tx, [input.toUserId])).get(input.toUserId);
    if (!to || to.status !== 'APPROVED' || to.roles.includes('ADMIN')) throw new AppError('NOT_FOUND', MESSAGES.collabRecipientMissing);
    const about = await checkAbout(tx, input.about, me.id, to.id);
    // Open to collaborate, unless the request is about the recipient's own public post (they invited contact by posting it).
    if ((opts.requireOpen ?? true) && !to.openToCollaborate && !about.recipientsPost) throw new AppError('NOT_FOUND', MESSAGES.collabRecipientMissing);
    await repo.expireRequests(tx, { fromUser: me.id, now });
    if (await repo.findOpenBetween(tx, me.id, to.id)) throw new AppError('CONFLICT', MESSAGES.collabAlreadyRequested);
    if ((await repo.countOpenFrom(tx, me.id, now)) >= COLLAB_OPEN_REQUESTS_MAX) {
      throw new AppError('TOO_MANY_REQUESTS', keyed('collabOpenRequestsLimit', { max: COLLAB_OPEN_REQUESTS_MAX }));
    }
    const silenced = await repo.isBlocked(tx, to.id, me.id);
    const row = await repo.insertRequest(tx, {
      fromUser: me.id,
      toUser: to.id,
      proposalId: about.proposalId,
      challengeId: about.challengeId,
      message: input.message,
      silenced,
      createdAt: now,
      expiresAt: new Date(now.getTime() + COLLAB_REQUEST_DAYS * DAY_MS),
    });
    if (!silenced) {
      const link = PATHS.collabRequest(row.id);
      await notify(tx, {
        userId: to.id,
        kind: 'COLLAB_REQUEST',
        title: notice('collabRequestNoticeTitle', { name: me.name }),
        body: notice('collabRequestNoticeBody'),
        link,
      });
      await queueMail(tx, { to: to.email, ...collabRequestMail(to, me, about.title, app.mailer.url(link, languageOf(to))) });
    }
    const people = new Map([[to.id, to]]);
    const view = toRequest(
      row,
      me.id,
      people,
      {
        about: about.title ? { kind: about.proposalId ? 'PROPOSAL' : 'CHALLENGE', id: (about.proposalId ?? about.challengeId)!, title: about.title } : null,
        reported: false,
        blocked: false,
      },
      now,
    );
    return { request: view, row };
  });
  if (!outcome.row.silenced) app.mailer.wake();
  return outcome;
}
