import type { Language } from '@portal/shared';
import type { DbOrTx } from '../../../db/client.js';
import type { UserRow } from '../../../db/schema/index.js';
import { languageOf } from '../../../lib/language.js';
import * as repo from '../users.repo.js';

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

const toContact = (user: UserRow): UserContact => ({
  id: user.id,
  name: user.name,
  email: user.email,
  organization: user.organization,
  language: languageOf(user),
});

/** The user's name and stored address, read in the caller's transaction; null when there is no such user. */
export async function findContact(db: DbOrTx, userId: string): Promise<UserContact | null> {
  const user = await repo.findUser(db, userId);
  return user ? toContact(user) : null;
}

/** Many users' contacts, by id (unknown ids are absent). */
export async function findContacts(db: DbOrTx, userIds: string[]): Promise<Map<string, UserContact>> {
  const rows = await repo.findUsers(db, [...new Set(userIds)]);
  return new Map(rows.map((u) => [u.id, toContact(u)]));
}

/** Locks the user's row in the caller's transaction: what one account does is then counted one request at a time. */
export async function lockAccount(tx: DbOrTx, userId: string): Promise<void> {
  await repo.lockUser(tx, userId);
}

/** The user as stored, read in the caller's transaction; null when there is no such user. */
export async function findUserRow(db: DbOrTx, userId: string): Promise<UserRow | null> {
  return (await repo.findUser(db, userId)) ?? null;
}

/** The user as stored, locked until the caller's transaction ends; null when there is no such user. */
export async function lockedUserRow(tx: DbOrTx, userId: string): Promise<UserRow | null> {
  return (await repo.lockUser(tx, userId)) ? repo.findUser(tx, userId) : null;
}

/** Sets the user's roles in the caller's transaction (the reviewer role, granted or removed by an admin). */
export async function setUserRoles(tx: DbOrTx, userId: string, roles: UserRow['roles']): Promise<void> {
  await repo.updateUser(tx, userId, { roles });
}

/** Every administrator's id, read in the caller's transaction. */
export function adminIds(db: DbOrTx): Promise<string[]> {
  return repo.listAdminIds(db);
}

/**
 * Of these ids, the users who may be named as collaborators by the submitter: registered, e-mail
 * verified, not the submitter, not an admin (admins review proposals and are never offered).
 */
export async function collaboratorCandidates(db: DbOrTx, ids: string[], submitterId: string): Promise<Map<string, CollaboratorCandidate>> {
  const rows = await repo.findUsersByIds(db, ids);
  const out = new Map<string, CollaboratorCandidate>();
  for (const { isEmailVerified, roles, email, ...user } of rows) {
    if (isEmailVerified && user.id !== submitterId && !roles.includes('ADMIN')) out.set(user.id, { ...user, email });
  }
  return out;
}
