import type { DbOrTx } from '../../../db/client.js';
import type { UserRow } from '../../../db/schema/index.js';
import * as repo from '../users.repo.js';

/** What registration stores of a new account; the rest takes the table's defaults. */
export type NewAccount = Pick<UserRow, 'name' | 'email' | 'phone' | 'passwordHash' | 'termsAcceptedAt' | 'language'>;

/** What the auth module writes of an account: its password and whether its address is verified. */
export type AccountCredentials = Partial<Pick<UserRow, 'passwordHash' | 'isEmailVerified'>>;

/** The account of an address, as stored; null when there is none. */
export function findAccountByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  return repo.findUserByEmail(db, email);
}

/** Stores a new account; null when the address already has one (the caller answers the same either way). */
export function insertAccount(db: DbOrTx, account: NewAccount): Promise<UserRow | null> {
  return repo.insertUser(db, account);
}

/** Sets the account's password or its verified address, in the caller's transaction when it passes one. */
export async function setCredentials(db: DbOrTx, userId: string, changes: AccountCredentials): Promise<void> {
  await repo.updateUser(db, userId, changes);
}

/** Whether a token's subject is still a user (the access token outlives nothing it names). */
export function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  return repo.userExists(db, userId);
}
