import { fillMessage, type Language, MESSAGES, PATHS, ROLE_BY_ORGANIZATION_CATEGORY, USER_STATUS_LABELS, type UserStatus } from '@portal/shared';
import type { AdminUsersQuery, ProfileFileField, ProfileUpdateInput, UserProfile } from '@portal/shared/schemas';
import { holdsAddress, profileUpdateSchema } from '@portal/shared/schemas';
import type { CollaboratorOption } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { SessionUser } from '../../plugins/auth.js';
import { AppError } from '../../lib/errors.js';
import { languageOf, setUserLanguage } from '../../lib/language.js';
import type { UploadedFile } from '../../lib/uploads.js';
import { isRealDecision } from '../audit/decisions.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueMail } from '../mail/mail.service.js';
import { notify } from '../notifications/notifications.service.js';
import { rememberOrganization } from '../organizations/organizations.service.js';
import { toProfile, toProfiles } from './profile-view.js';
import { userStatusMail } from './users.mails.js';
import * as repo from './users.repo.js';
import { isProfileComplete } from './profile-completeness.js';
import { maskEmail } from './mask-email.js';
import { endReviewerAccess } from '../reviews/operations/set-reviewer-role.js';
import { recheckConflicts } from '../reviews/operations/recheck-conflicts.js';

/** A user who may be named as a collaborator, with the stored address the server mails (never answered to the submitter). */
/** `language`: the one their mails are written in (decision 176). */
export type CollaboratorCandidate = {
  id: string;
  name: string;
  email: string;
  organization: string | null;
  organizationCategory: string | null;
  language: string;
};

/** Whom a mail about a user goes to: the stored address, never one a request names. */
/** `language`: the one their mails are written in (decision 176). */
export type UserContact = { id: string; name: string; email: string; organization: string | null; language?: Language };

const FILE_COLUMN = { governmentIssueddocument: 'governmentIdFileId', organizationDocs: 'organizationDocFileId' } as const;

/** Profile and user-review rules: who may read what, which fields change, what is audited. */
/** The answers of this module that are not in the shared catalogue. */

export class UsersService {
  constructor(private readonly app: FastifyInstance) {}

  async getProfile(userId: string): Promise<UserProfile> {
    const user = await repo.findUser(this.app.db, userId);
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return toProfile(user, this.app.storage);
  }

  async setLanguage(userId: string, language: Language): Promise<{ language: Language }> {
    const row = await setUserLanguage(this.app.db, userId, language);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return { language: languageOf(row) };
  }

  async isEmailVerified(userId: string): Promise<boolean> {
    return Boolean((await repo.findUser(this.app.db, userId))?.isEmailVerified);
  }

  /** The owner's or an admin's view of a user; anyone else is refused. */
  async getUserFor(viewer: SessionUser, userId: string): Promise<UserProfile> {
    this.assertMayRead(viewer, userId);
    return this.getProfile(userId);
  }

  /**
   * Saves the owner's own editable fields and documents in one transaction. A replaced document is
   * deleted with the change; the role follows the organisation category (admins stay admins).
   */
  async updateProfile(userId: string, input: ProfileUpdateInput, uploads: Map<string, UploadedFile>): Promise<UserProfile> {
    const values = profileUpdateSchema.parse(input);
    const updated = await this.app.db.transaction(async (tx) => {
      // Locked: the roles written back below must not undo a reviewer role removed meanwhile.
      const user = (await repo.lockUser(tx, userId)) && (await repo.findUser(tx, userId));
      if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
      const changes: Parameters<typeof repo.updateUser>[2] = {};
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
      }
      for (const [field, file] of uploads) {
        const column = FILE_COLUMN[field as ProfileFileField];
        const previous = user[column];
        await this.app.uploadQuota.charge(tx, userId, file.data.length, previous ? [previous] : []);
        changes[column] = await this.app.storage.put(tx, {
          ownerId: userId,
          purpose: field,
          originalName: file.fileName,
          contentType: file.contentType,
          data: file.data,
        });
        if (previous) {
          await repo.updateUser(tx, userId, { [column]: null });
          await this.app.storage.remove(tx, previous);
        }
      }
      const category = changes.organizationCategory ?? user.organizationCategory;
      // The reviewer role is the admin's grant, not the organisation's: it stays (docs/architecture.md#peer-review).
      if (category && !user.roles.includes('ADMIN')) changes.roles = [ROLE_BY_ORGANIZATION_CATEGORY[category], ...user.roles.filter((r) => r === 'REVIEWER')];
      if (changes.organization) await rememberOrganization(tx, changes.organization);
      // A save that changes nothing (no known field, no file) is not an UPDATE with an empty SET.
      const row = Object.keys(changes).length > 0 ? await repo.updateUser(tx, userId, changes) : user;
      // A new organisation may put a review this user holds, or one of a proposal they are on, in conflict (decision 206).
      if (changes.organization !== undefined && changes.organization !== user.organization) await recheckConflicts(this.app, tx, userId, { userIds: [userId] });
      return row;
    });
    return toProfile(updated!, this.app.storage);
  }

  async setStatus(admin: SessionUser, userId: string, status: UserStatus): Promise<UserProfile> {
    // An admin could otherwise reject themselves, or approve their own account.
    if (admin.id === userId) throw new AppError('FORBIDDEN', MESSAGES.ownStatus);
    const updated = await this.app.db.transaction(async (tx) => {
      // Locked: an assignment to this user waits for the decision, or is seen by it (decision 207).
      const user = (await repo.lockUser(tx, userId)) && (await repo.findUser(tx, userId));
      if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
      if (!isRealDecision(user.status, status)) return user;
      const row = await repo.updateUser(tx, userId, { status });
      if (status === 'REJECTED') await endReviewerAccess(this.app, tx, admin, user);
      // Their posts are public only while the account is approved: approving publishes them, rejecting hides them.
      await repo.setProposalsOwnerApproved(tx, userId, status === 'APPROVED');
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'USER_STATUS_CHANGED',
        entityType: 'user',
        entityId: userId,
        before: { status: user.status },
        after: { status },
      });
      await queueMail(tx, { to: user.email, ...userStatusMail(user, status, this.app.mailer.url(PATHS.profile, languageOf(user)), languageOf(user)) });
      await notify(tx, {
        userId,
        kind: 'USER_STATUS',
        title: fillMessage(MESSAGES.userStatusNoticeTitle, { status: USER_STATUS_LABELS[status] }),
        body: fillMessage(MESSAGES.userStatusNoticeBody, { status: USER_STATUS_LABELS[status] }),
        link: PATHS.profile,
      });
      return row!;
    });
    this.app.mailer.wake();
    return toProfile(updated, this.app.storage);
  }

  /** The owner or an admin may read what concerns a user (their clarifications, their documents). */
  assertMayRead(viewer: SessionUser, userId: string): void {
    if (viewer.id !== userId && !viewer.roles.includes('ADMIN')) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }

  /** The user's name and stored address, read in the caller's transaction; null when there is no such user. */
  async findContact(db: DbOrTx, userId: string): Promise<UserContact | null> {
    const user = await repo.findUser(db, userId);
    return user ? { id: user.id, name: user.name, email: user.email, organization: user.organization, language: languageOf(user) } : null;
  }

  /** Many users' contacts, by id (unknown ids are absent). */
  async findContacts(db: DbOrTx, userIds: string[]): Promise<Map<string, UserContact>> {
    const rows = await repo.findUsers(db, [...new Set(userIds)]);
    return new Map(rows.map((u) => [u.id, { id: u.id, name: u.name, email: u.email, organization: u.organization, language: languageOf(u) }]));
  }

  /** Locks the user's row in the caller's transaction: what one account does is then counted one request at a time. */
  async lockAccount(tx: DbOrTx, userId: string): Promise<void> {
    await repo.lockUser(tx, userId);
  }

  /** The user as stored, read in the caller's transaction; null when there is no such user. */
  findRow(db: DbOrTx, userId: string): Promise<UserRow | null> {
    return repo.findUser(db, userId);
  }

  /** The user as stored, locked until the caller's transaction ends; null when there is no such user. */
  async lockedRow(tx: DbOrTx, userId: string): Promise<UserRow | null> {
    return (await repo.lockUser(tx, userId)) ? repo.findUser(tx, userId) : null;
  }

  /** Sets the user's roles in the caller's transaction (the reviewer role, granted or removed by an admin). */
  async setRoles(tx: DbOrTx, userId: string, roles: UserRow['roles']): Promise<void> {
    await repo.updateUser(tx, userId, { roles });
  }

  /** Every administrator's id, read in the caller's transaction. */
  adminIds(db: DbOrTx): Promise<string[]> {
    return repo.listAdminIds(db);
  }

  /** One page of the admin's user list, with documents' signed links. */
  async search(query: AdminUsersQuery): Promise<{ rows: UserProfile[]; total: number }> {
    const { rows, total } = await repo.searchUsers(this.app.db, query);
    return { rows: await toProfiles(rows, this.app.storage), total };
  }

  countByStatus(): Promise<Record<UserStatus, number>> {
    return repo.countUsersByStatus(this.app.db);
  }

  /**
   * The user as stored, if they may submit or edit proposals now: e-mail verified, profile complete,
   * not REJECTED (docs/architecture.md#kinds). Read from the database, not the token, which may be minutes old.
   */
  async requireSubmitter(userId: string): Promise<UserRow> {
    const user = await repo.findUser(this.app.db, userId);
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.tokenInvalid);
    if (!user.isEmailVerified) throw new AppError('FORBIDDEN', MESSAGES.submitNeedsVerifiedEmail);
    if (!isProfileComplete(user)) throw new AppError('FORBIDDEN', MESSAGES.submitNeedsCompleteProfile);
    if (user.status === 'REJECTED') throw new AppError('FORBIDDEN', MESSAGES.submitUserRejected);
    return user;
  }

  /** The user as stored, or null. */
  findUserRow(db: DbOrTx, userId: string): Promise<UserRow | null> {
    return repo.findUser(db, userId).then((u) => u ?? null);
  }

  /** At most `limit` users the caller may name as collaborators, matching the query; addresses masked. */
  async searchCollaborators(viewer: SessionUser, q: { query: string; limit: number }): Promise<CollaboratorOption[]> {
    await this.requireSubmitter(viewer.id);
    const rows = await repo.searchCollaborators(this.app.db, { ...q, excludeUserId: viewer.id });
    return rows.map(({ email, ...row }) => ({ ...row, maskedEmail: maskEmail(email) }));
  }

  /**
   * The user as stored, if they may connect with a stakeholder now: the submitter's rules (verified
   * address, complete profile, not REJECTED), each refusal in connection words, and a name that holds
   * no web or e-mail address, since the owner's mail shows it (decision 124).
   */
  async requireConnector(userId: string): Promise<UserRow> {
    const user = await repo.findUser(this.app.db, userId);
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.tokenInvalid);
    if (!user.isEmailVerified) throw new AppError('FORBIDDEN', MESSAGES.connectNeedsVerifiedEmail);
    if (!isProfileComplete(user)) throw new AppError('FORBIDDEN', MESSAGES.connectNeedsCompleteProfile);
    if (user.status === 'REJECTED') throw new AppError('FORBIDDEN', MESSAGES.connectUserRejected);
    if (holdsAddress(user.name)) throw new AppError('FORBIDDEN', MESSAGES.connectNameHasLink);
    return user;
  }

  /**
   * Of these ids, the users who may be named as collaborators by the submitter: registered, e-mail
   * verified, not the submitter, not an admin (admins review proposals and are never offered).
   */
  async collaboratorCandidates(db: DbOrTx, ids: string[], submitterId: string): Promise<Map<string, CollaboratorCandidate>> {
    const rows = await repo.findUsersByIds(db, ids);
    const out = new Map<string, CollaboratorCandidate>();
    for (const { isEmailVerified, roles, email, ...user } of rows) {
      if (isEmailVerified && user.id !== submitterId && !roles.includes('ADMIN')) out.set(user.id, { ...user, email });
    }
    return out;
  }
}
