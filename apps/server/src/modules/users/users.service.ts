import { MESSAGES, ROLE_BY_ORGANIZATION_CATEGORY, type UserStatus } from '@portal/shared';
import type { ProfileFileField, ProfileUpdateInput, UserProfile } from '@portal/shared/schemas';
import { profileUpdateSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/auth.js';
import { AppError } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads.js';
import * as repo from './users.repo.js';
import { toProfile } from './profile-view.js';

const FILE_COLUMN = { governmentIssueddocument: 'governmentIdFileId', organizationDocs: 'organizationDocFileId' } as const;

/** Profile and user-review rules: who may read what, which fields change, what is audited. */
export class UsersService {
  constructor(private readonly app: FastifyInstance) {}

  async getProfile(userId: string): Promise<UserProfile> {
    const user = await repo.findUser(this.app.db, userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return toProfile(user, this.app.storage);
  }

  /** The owner's or an admin's view of a user; anyone else is refused. */
  async getUserFor(viewer: SessionUser, userId: string): Promise<UserProfile> {
    if (viewer.id !== userId && !viewer.roles.includes('ADMIN')) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    return this.getProfile(userId);
  }

  /**
   * Saves the owner's own editable fields and documents in one transaction. A replaced document is
   * deleted with the change; the role follows the organisation category (admins stay admins).
   */
  async updateProfile(userId: string, input: ProfileUpdateInput, uploads: Map<string, UploadedFile>): Promise<UserProfile> {
    const values = profileUpdateSchema.parse(input);
    const updated = await this.app.db.transaction(async (tx) => {
      const user = await repo.findUser(tx, userId);
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      const changes: Parameters<typeof repo.updateUser>[2] = {};
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
      }
      for (const [field, file] of uploads) {
        const column = FILE_COLUMN[field as ProfileFileField];
        const previous = user[column];
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
      if (category && !user.roles.includes('ADMIN')) changes.roles = [ROLE_BY_ORGANIZATION_CATEGORY[category]];
      if (changes.organization) await repo.rememberOrganization(tx, changes.organization);
      // A save that changes nothing (no known field, no file) is not an UPDATE with an empty SET.
      return Object.keys(changes).length > 0 ? repo.updateUser(tx, userId, changes) : user;
    });
    return toProfile(updated!, this.app.storage);
  }

  async setStatus(admin: SessionUser, userId: string, status: UserStatus): Promise<UserProfile> {
    const updated = await this.app.db.transaction(async (tx) => {
      const user = await repo.findUser(tx, userId);
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      const row = await repo.updateUser(tx, userId, { status });
      await repo.insertAudit(tx, {
        actorId: admin.id,
        action: 'USER_STATUS_CHANGED',
        entityType: 'user',
        entityId: userId,
        before: { status: user.status },
        after: { status },
      });
      return row!;
    });
    return toProfile(updated, this.app.storage);
  }

  async clarificationsFor(viewer: SessionUser, userId: string) {
    if (viewer.id !== userId && !viewer.roles.includes('ADMIN')) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    const rows = await repo.listClarifications(this.app.db, userId);
    return rows.map((r) => ({ id: r.id, comment: r.comment, createdAt: r.createdAt.toISOString() }));
  }
}
