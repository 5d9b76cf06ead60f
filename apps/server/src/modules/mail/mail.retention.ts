import type { RetentionTask } from '../../plugins/housekeeping.js';
import { purgeOldMails } from './mail.repo.js';

/** Sent and given-up mails are kept this long for support questions (their bodies are cleared once sent), then deleted. */
export const MAIL_RETENTION_DAYS = 30;

export const mailRetentionTasks: readonly RetentionTask[] = [{ name: 'old mails', run: (db) => purgeOldMails(db, MAIL_RETENTION_DAYS) }];
