import { type ApiFieldError, MESSAGES, type ProposalKind } from '@portal/shared';
import {
  declarationIssues,
  type DraftConflict,
  type DraftFieldConflict,
  PROPOSAL_FILE_FIELD,
  type ProposalDetail,
  proposalDraftSchema,
  projectCostOf,
  requestedGrantOf,
} from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ProposalRecord } from '../../../db/schema/index.js';
import { AppError, validationError } from '../../../lib/errors.js';
import type { UploadedFile } from '../../../lib/uploads.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../proposals.repo.js';
import { userNames } from '../../users/index.js';
import { type EditTarget, renderDetail } from './proposal-access.js';
import { changedColumns, type ProposalInput, resolveCollaborators, storeProposalFile, type ValidBody } from './proposal-input.js';
import { tellNewCollaborators } from './proposal-notices.js';
import { proposalHooks } from '../proposal-hooks.js';

/** Columns that must hold text even while unanswered (NOT NULL): a blank answer is stored as ''. */
const TEXT_NOT_NULL = new Set(['title', 'name', 'email', 'mobile']);

/**
 * The 409 of a save or submission on a stale version (decision 151): the current version, the fields
 * changed since the caller's version, and who saved last and when; for a save, `conflicts` lists the
 * fields both changed, with the value stored now (decision 211).
 */
export async function staleVersion(db: DbOrTx, current: ProposalRecord, sentVersion: number, conflicts?: DraftFieldConflict[]): Promise<AppError> {
  const changedFields = Object.entries(current.fieldVersions ?? {})
    .filter(([, v]) => v > sentVersion)
    .map(([k]) => k);
  const names = current.lastSavedBy ? await userNames(db, [current.lastSavedBy]) : new Map<string, string>();
  const data: DraftConflict = {
    version: current.version,
    changedFields,
    savedBy: current.lastSavedBy ? (names.get(current.lastSavedBy) ?? null) : null,
    savedAt: current.updatedAt.toISOString(),
    ...(conflicts ? { conflicts } : {}),
  };
  return new AppError('CONFLICT', MESSAGES.draftStale, undefined, data);
}

/**
 * The application's money on a draft's save (docs/architecture.md#the-applications-money): the project
 * cost and the requested grant are the server's sums of the budget sent, never the client's; the
 * declaration cannot say "no other funding" and list some.
 */
function moneyOfDraft(kind: ProposalKind, current: ProposalRecord, columns: Partial<ProposalRecord>): void {
  if ('budget' in columns) {
    const cost = projectCostOf(columns.budget ?? null);
    columns.projectCost = cost;
    columns.requestedGrant = requestedGrantOf(kind, cost);
  }
  const otherFunding = 'otherFunding' in columns ? columns.otherFunding : current.otherFunding;
  const noOtherFunding = 'noOtherFunding' in columns ? columns.noOtherFunding : current.noOtherFunding;
  const issues = declarationIssues(otherFunding ?? null, noOtherFunding ?? null).filter((i) => i.path[0] === 'noOtherFunding');
  if (issues.length > 0) throw validationError(issues.map((i) => ({ path: ['body', ...i.path], message: i.message })));
}

/** A stored value as the conflict screen shows it: text, a yes/no, a list, or nothing. */
function shownValue(value: unknown): DraftFieldConflict['theirs'] {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String);
  return String(value);
}

/**
 * `PATCH /proposals/{id}` on a DRAFT, by its owner or (funding kinds) a collaborator it names: any subset
 * of the fields, checked for type and length, not completeness. `version` is the version the editor
 * started from (its base). On an older base the save is merged field by field (decision 211): what it
 * sends is written where no one else changed the field since the base (or changed it to the same
 * value); a field another save changed to something else refuses the whole save (409 with `conflicts`,
 * nothing written), so the editor chooses before anything is overwritten. A save that changes something adds one to the
 * version and is audited with who and which fields; people named for the first time are told.
 */
export async function saveDraft(app: FastifyInstance, target: EditTarget, input: ProposalInput, file: UploadedFile | undefined): Promise<ProposalDetail> {
  const { submitter, editor, kind } = target;
  const errors: ApiFieldError[] = [];
  const parsed = proposalDraftSchema(kind).safeParse(input);
  if (!parsed.success) errors.push(...parsed.error.issues.map((i) => ({ path: ['body', ...i.path.map(String)], message: i.message })));
  if (file && !kind.hasFile) errors.push({ path: ['body', PROPOSAL_FILE_FIELD], message: `A ${kind.label} takes no file` });
  if (!parsed.success || errors.length > 0) throw validationError(errors);
  const {
    version,
    wizardStep,
    collaborators: named,
    ...fields
  } = parsed.data as { version: number; wizardStep?: number; collaborators?: { organisation: string }[] } & Record<string, unknown>;

  let mailed = false;
  const saved = await app.db.transaction(async (tx): Promise<ProposalRecord> => {
    const current = await repo.lockProposal(tx, target.proposal.id);
    if (!current) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    if (current.status !== 'DRAFT') throw new AppError('CONFLICT', MESSAGES.draftNotADraft);
    if (version > current.version) throw await staleVersion(tx, current, version);

    const columns: Partial<ProposalRecord> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      (columns as Record<string, unknown>)[key] = value === '' && !TEXT_NOT_NULL.has(key) ? null : value;
    }
    if (kind.form === 'funding') moneyOfDraft(kind, current, columns);
    const change = changedColumns(current, columns);
    // partnersInvolved is derived on a submission; on a draft it is an answer like any other.
    if ('partnersInvolved' in columns && columns.partnersInvolved !== current.partnersInvolved) {
      change.before.partnersInvolved = current.partnersInvolved;
      change.after.partnersInvolved = columns.partnersInvolved;
    }
    const partnersOff = kind.partners === 'optional' && columns.partnersInvolved === false;
    const resolvesPeople = kind.partners !== 'none' && (named !== undefined || partnersOff);
    const people = resolvesPeople
      ? await resolveCollaborators(
          app,
          tx,
          kind,
          { partnersInvolved: partnersOff ? false : true, collaborators: partnersOff ? [] : named } as ValidBody,
          submitter.id,
          current.id,
        )
      : [];
    const before = new Set(resolvesPeople ? await repo.listCollaboratorIds(tx, current.id) : []);
    const peopleChange = resolvesPeople && (people.length !== before.size || people.some((c) => !before.has(c.id)));

    if (version < current.version) {
      // A save from an older base: merged by field; a field both changed (to different values) is the editor's to decide.
      const since = (field: string) => (current.fieldVersions?.[field] ?? 0) > version;
      const conflicts: DraftFieldConflict[] = Object.keys(change.after)
        .filter(since)
        .map((field) => ({ field, theirs: shownValue(current[field as keyof ProposalRecord]) }));
      if (file && since(PROPOSAL_FILE_FIELD)) {
        const stored = await repo.listDocuments(tx, current.id);
        conflicts.push({ field: PROPOSAL_FILE_FIELD, theirs: stored.find((d) => d.field === PROPOSAL_FILE_FIELD)?.fileName ?? null });
      }
      if (peopleChange && since('collaborators')) {
        const names = await userNames(tx, [...before]);
        conflicts.push({ field: 'collaborators', theirs: [...before].map((id) => names.get(id) ?? '') });
      }
      if (conflicts.length > 0) throw await staleVersion(tx, current, version, conflicts);
    }
    if (file) {
      // The owner's upload quota pays for the draft's file, whoever attaches it.
      await storeProposalFile(app, tx, current.id, submitter.id, file);
      change.after[PROPOSAL_FILE_FIELD] = file.fileName;
    }
    if (resolvesPeople) {
      const after = new Set(people.map((c) => c.id));
      const removed = [...before].filter((id) => !after.has(id));
      const added = people.filter((c) => !before.has(c.id));
      // Only the owner changes who is on a proposal (decision 205): a co-editor's save may carry the list
      // as it stands, never a changed one, since each person named reads the applicant's contact data and file.
      if (editor.id !== submitter.id && (added.length > 0 || removed.length > 0)) throw new AppError('FORBIDDEN', MESSAGES.collaboratorsOwnerOnly);
      await repo.removeCollaborators(tx, current.id, removed);
      await repo.addCollaborators(
        tx,
        current.id,
        added.map((c) => c.id),
      );
      await tellNewCollaborators(app, tx, added, current, kind, submitter, { draft: true });
      mailed = added.length > 0;
      if (added.length > 0 || removed.length > 0) {
        change.after.collaborators = { added: added.map((c) => c.id), removed };
        // Whoever is named together now may be conflicted on a proposal under review (decision 206).
        await proposalHooks().recheckConflicts(app, tx, editor.id, { proposalIds: [current.id], userIds: [...new Set([submitter.id, ...before, ...after])] });
      }
    }
    const changed = Object.keys(change.after);
    // The wizard's step is kept with the draft (Continue opens it, decision 212) but is no answer: no version, no history.
    const step = wizardStep !== undefined && wizardStep !== current.wizardStep ? { wizardStep } : {};
    if (changed.length === 0) return 'wizardStep' in step ? repo.updateProposal(tx, current.id, step) : current;
    const next = current.version + 1;
    const fieldVersions = { ...(current.fieldVersions ?? {}), ...Object.fromEntries(changed.map((k) => [k, next])) };
    const row = await repo.updateProposal(tx, current.id, { ...columns, ...step, version: next, fieldVersions, lastSavedBy: editor.id });
    await recordAudit(tx, { actorId: editor.id, action: 'PROPOSAL_UPDATED', entityType: 'proposal', entityId: current.id, ...change });
    if (row.status !== 'DRAFT') await proposalHooks().textChanged(tx, [current.id]);
    return row;
  });
  // Autosave runs every few seconds: the outbox is woken only when this save queued mail.
  if (mailed) app.mailer.wake();
  const known = { row: saved, ...(saved.lastSavedBy === editor.id ? { savedByName: editor.name } : {}) };
  return renderDetail(app, target.proposal.id, 'private', editor.id === submitter.id, undefined, known);
}
