import { PROJECT_PATHS } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { findContact } from '../../users/index.js';
import { projectMail, type ProjectNews } from '../projects.mails.js';
import * as repo from '../projects.repo.js';

/** Mails and notifies a project's owner and every collaborator, in the caller's transaction. */
export async function tellGrantees(app: FastifyInstance, tx: DbOrTx, proposalId: string, ownerId: string, news: ProjectNews): Promise<void> {
  const link = PROJECT_PATHS.myProject(proposalId);
  for (const userId of await repo.granteeIds(tx, proposalId, ownerId)) {
    const person = await findContact(tx, userId);
    if (!person) continue;
    await queueMail(tx, { to: person.email, ...projectMail(person, news, app.mailer.url(link, person.language)) });
    await notify(tx, { userId, kind: 'PROJECT', title: news.title, body: news.body, link });
  }
}
