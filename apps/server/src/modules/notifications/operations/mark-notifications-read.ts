import type { FastifyInstance } from 'fastify';
import * as repo from '../notifications.repo.js';

/** Marks read the caller's own notifications (the given ids, or all); ids of others change nothing. */
export function markNotificationsRead(app: FastifyInstance, userId: string, ids: string[] | undefined): Promise<void> {
  return repo.markRead(app.db, userId, ids);
}
