import { PROJECT_MESSAGES } from '@portal/shared';
import type { Project, PublicSummary, PublicSummaryApprove, PublicSummaryInput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ProjectRecord } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../projects.repo.js';
import { lockForChange } from './project-access.js';
import { projectView } from './project-view.js';

/** The columns of a public summary and its approved copy, as a project and a report store them. */
type SummaryColumns = Pick<
  ProjectRecord,
  'publicSummary' | 'publicSummaryHi' | 'publicSummaryVersion' | 'approvedSummary' | 'approvedSummaryHi' | 'approvedSummaryVersion' | 'approvedSummaryAt'
>;

/** The summary's part of a project's (or a report's) answer: the latest text, its version, and the approved copy the public reads. */
export function publicSummaryOf(project: SummaryColumns): PublicSummary {
  return {
    latest: project.publicSummary === null ? null : { text: project.publicSummary, textHi: project.publicSummaryHi },
    version: project.publicSummaryVersion,
    approved:
      project.approvedSummary === null || project.approvedSummaryAt === null
        ? null
        : {
            text: project.approvedSummary,
            textHi: project.approvedSummaryHi,
            version: project.approvedSummaryVersion ?? 0,
            approvedAt: project.approvedSummaryAt.toISOString(),
          },
  };
}

/**
 * `PUT /projects/{proposalId}/public-summary` (owner and collaborators, after the access check): a new
 * version, public only once the admin approves it (the approved copy stays public meanwhile). A
 * withdrawn project's text changes no more (409).
 */
export async function savePublicSummary(app: FastifyInstance, actor: SessionUser, proposalId: string, input: PublicSummaryInput): Promise<Project> {
  await app.db.transaction(async (tx) => {
    await lockForChange(tx, proposalId, true);
    const version = await repo.savePublicSummary(tx, proposalId, input.text, input.textHi ?? null);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'PROJECT_SUMMARY_SAVED',
      entityType: 'proposal',
      entityId: proposalId,
      before: null,
      after: { version, summary: `Public summary, version ${version}` },
    });
  });
  return projectView(app, proposalId);
}

/**
 * `POST /admin/projects/{proposalId}/public-summary/approve`: approves the version the admin read. Under
 * the project's row lock, so a save in between is seen: a newer version than the one read refuses (409),
 * and the admin never approves a text not read.
 */
export async function approvePublicSummary(app: FastifyInstance, admin: SessionUser, proposalId: string, body: PublicSummaryApprove): Promise<Project> {
  await app.db.transaction(async (tx) => {
    const { project } = await lockForChange(tx, proposalId, true);
    if (project.publicSummary === null || project.approvedSummaryVersion === project.publicSummaryVersion)
      throw new AppError('CONFLICT', PROJECT_MESSAGES.publicSummaryNothingToApprove);
    if (project.publicSummaryVersion !== body.version) throw new AppError('CONFLICT', PROJECT_MESSAGES.publicSummaryChanged);
    await repo.approvePublicSummary(tx, proposalId, admin.id);
    await repo.bumpPublicStamp(tx);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'PROJECT_SUMMARY_APPROVED',
      entityType: 'proposal',
      entityId: proposalId,
      before: null,
      after: { version: body.version, summary: `Public summary, version ${body.version}, approved` },
    });
  });
  return projectView(app, proposalId);
}
