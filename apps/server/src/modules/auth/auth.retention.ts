import type { RetentionTask } from '../../plugins/housekeeping.js';
import { deleteExpiredCodes, deleteExpiredRefreshTokens } from './auth.repo.js';

/** Every sign-in and every renewal (one each ten minutes of a session) adds a refresh token; each mailed code a row. */
export const authRetentionTasks: readonly RetentionTask[] = [
  { name: 'expired refresh tokens', run: (db) => deleteExpiredRefreshTokens(db) },
  { name: 'expired codes', run: (db) => deleteExpiredCodes(db) },
];
