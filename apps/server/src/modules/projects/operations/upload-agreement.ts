import { historyNote } from '@portal/shared';
import type { Project } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from '../../../lib/uploads.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { projectNews } from '../projects.mails.js';
import * as repo from '../projects.repo.js';
import { tellGrantees } from './tell-grantees.js';
import { lockForChange } from './project-access.js';
import { projectView } from './project-view.js';

/** `POST /admin/projects/{proposalId}/agreement`: the signed agreement (a PDF); a new one replaces the old. */
export async function uploadAgreement(app: FastifyInstance, admin: SessionUser, proposalId: string, file: UploadedFile): Promise<Project> {
  await app.db.transaction(async (tx) => {
    const { proposal, project } = await lockForChange(tx, proposalId, true);
    const fileId = await app.storage.put(tx, {
      ownerId: null,
      purpose: 'projectAgreement',
      originalName: file.fileName,
      contentType: file.contentType,
      data: file.data,
    });
    await repo.setAgreement(tx, proposalId, fileId);
    await repo.bumpPublicStamp(tx);
    if (project.agreementFileId) await app.storage.remove(tx, project.agreementFileId);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'PROJECT_AGREEMENT_UPLOADED',
      entityType: 'proposal',
      entityId: proposalId,
      before: project.agreementFileId ? { fileId: project.agreementFileId } : null,
      after: { fileId, fileName: file.fileName, ...historyNote('agreement', { file: file.fileName }) },
    });
    await tellGrantees(app, tx, proposalId, proposal.userId, projectNews.agreement({ title: proposal.title }));
  });
  app.mailer.wake();
  return projectView(app, proposalId);
}
