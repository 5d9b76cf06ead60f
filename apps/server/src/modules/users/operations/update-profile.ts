import { MESSAGES, ROLE_BY_ORGANIZATION_CATEGORY } from '@portal/shared';
import type { ProfileFileField, ProfileUpdateInput, UserProfile } from '@portal/shared/schemas';
import { profileUpdateSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { UploadedFile } from '../../../lib/uploads.js';
import { rememberOrganization } from '../../organizations/index.js';
import { toProfile } from '../profile-view.js';
import { userHooks } from '../user-hooks.js';
import * as repo from '../users.repo.js';

const FILE_COLUMN = { governmentIssueddocument: 'governmentIdFileId', organizationDocs: 'organizationDocFileId' } as const;

/**
 * Before a profile's documents are read: only from a proven address (the account as stored: a token from
 * before the verification still says unverified), and within the account's hourly uploads.
 */
export async function assertMayUploadProfileDocuments(app: FastifyInstance, userId: string): Promise<void> {
  if (!(await repo.findUser(app.db, userId))?.isEmailVerified) throw new AppError('FORBIDDEN', MESSAGES.profileDocumentsNeedVerifiedEmail);
  await app.uploadQuota.assertHourLeft(userId);
}

/**
 * Saves the owner's own editable fields and documents in one transaction. A replaced document is
 * deleted with the change; the role follows the organisation category (admins stay admins).
 */
export async function updateProfile(app: FastifyInstance, userId: string, input: ProfileUpdateInput, uploads: Map<string, UploadedFile>): Promise<UserProfile> {
  const values = profileUpdateSchema.parse(input);
  const updated = await app.db.transaction(async (tx) => {
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
      await app.uploadQuota.charge(tx, userId, file.data.length, previous ? [previous] : []);
      changes[column] = await app.storage.put(tx, {
        ownerId: userId,
        purpose: field,
        originalName: file.fileName,
        contentType: file.contentType,
        data: file.data,
      });
      if (previous) {
        await repo.updateUser(tx, userId, { [column]: null });
        await app.storage.remove(tx, previous);
      }
    }
    const category = changes.organizationCategory ?? user.organizationCategory;
    // The reviewer role is the admin's grant, not the organisation's: it stays (docs/architecture.md#peer-review).
    if (category && !user.roles.includes('ADMIN')) changes.roles = [ROLE_BY_ORGANIZATION_CATEGORY[category], ...user.roles.filter((r) => r === 'REVIEWER')];
    if (changes.organization) await rememberOrganization(tx, changes.organization);
    // A save that changes nothing (no known field, no file) is not an UPDATE with an empty SET.
    const row = Object.keys(changes).length > 0 ? await repo.updateUser(tx, userId, changes) : user;
    // A new organisation may put a review this user holds, or one of a proposal they are on, in conflict (decision 206).
    if (changes.organization !== undefined && changes.organization !== user.organization)
      await userHooks().recheckConflicts(app, tx, userId, { userIds: [userId] });
    return row;
  });
  return toProfile(updated!, app.storage);
}
