import { fillMessage, indiaDate, MESSAGES, PROJECT_MESSAGES, PROJECT_OUTPUTS_MAX } from '@portal/shared';
import type { OutputInput, Project, ProjectOutput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../projects.repo.js';
import { lockForChange } from './project-access.js';
import { projectView } from './project-view.js';

/** A project's outputs as its pages show them (decision 263). */
export async function outputsOf(db: DbOrTx, proposalId: string): Promise<ProjectOutput[]> {
  const rows = await repo.listOutputs(db, proposalId);
  return rows.map((r) => ({ ...r, kind: r.kind as ProjectOutput['kind'] }));
}

/**
 * `POST /projects/{proposalId}/outputs` (owner and collaborators, after the access check): public on the
 * project's page at once (decision 263). Under the project's row lock, so the count holds against a
 * concurrent addition; a withdrawn project lists nothing more (409); a year after this one is refused.
 */
export async function addOutput(app: FastifyInstance, actor: SessionUser, proposalId: string, input: OutputInput): Promise<Project> {
  if (input.year > Number(indiaDate().slice(0, 4)))
    throw new AppError('BAD_REQUEST', MESSAGES.validationFailed, [{ path: ['body', 'year'], message: PROJECT_MESSAGES.outputYearInvalid }]);
  await app.db.transaction(async (tx) => {
    await lockForChange(tx, proposalId, true);
    if ((await repo.countOutputs(tx, proposalId)) >= PROJECT_OUTPUTS_MAX)
      throw new AppError('CONFLICT', fillMessage(PROJECT_MESSAGES.outputsTooMany, { max: PROJECT_OUTPUTS_MAX }));
    const row = await repo.insertOutput(tx, {
      proposalId,
      kind: input.kind,
      title: input.title,
      year: input.year,
      doi: input.doi ?? null,
      patentNumber: input.patentNumber ?? null,
      link: input.link ?? null,
      createdBy: actor.id,
    });
    // The public page lists the outputs (decision 261): the pages kept against the public stamp are drawn again.
    await repo.bumpPublicStamp(tx);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'PROJECT_OUTPUT_ADDED',
      entityType: 'proposal',
      entityId: proposalId,
      before: null,
      after: { outputId: row.id, kind: row.kind, title: row.title, year: row.year, summary: `Output added: ${row.title}` },
    });
  });
  return projectView(app, proposalId);
}

/**
 * `DELETE /projects/{proposalId}/outputs/{outputId}`: the grantees take an output off their list, and an
 * admin may take one off the public page; audited. Allowed on a withdrawn project too (a wrong entry goes).
 */
export async function removeOutput(app: FastifyInstance, actor: SessionUser, proposalId: string, outputId: string): Promise<Project> {
  await app.db.transaction(async (tx) => {
    await lockForChange(tx, proposalId, false);
    const row = await repo.deleteOutput(tx, proposalId, outputId);
    if (!row) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.outputMissing);
    // The public page lists the outputs (decision 261): the pages kept against the public stamp are drawn again.
    await repo.bumpPublicStamp(tx);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'PROJECT_OUTPUT_REMOVED',
      entityType: 'proposal',
      entityId: proposalId,
      before: { outputId: row.id, kind: row.kind, title: row.title, year: row.year },
      after: { summary: `Output removed: ${row.title}` },
    });
  });
  return projectView(app, proposalId);
}
