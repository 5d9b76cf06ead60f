import type { AlertSettings, AlertSettingsAnswer } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.js';
import * as repo from '../alerts.repo.js';
import { toAlertSettings } from '../alerts.view.js';
import { nextDigestAt } from './digest-periods.js';

/** The caller's alerts (off, nothing chosen, until they subscribe). */
export async function getAlerts(app: FastifyInstance, actor: SessionUser): Promise<AlertSettingsAnswer> {
  return toAlertSettings(await repo.findSubscription(app.db, actor.id));
}

/**
 * Saves the caller's alerts: a kind or more subscribes them (from the next India day or week), none turns
 * them off at once. Subscribing again after being off starts a new generation (the old unsubscribe links
 * then say "already done") and news from now on; a change while on keeps what is covered.
 */
export async function saveAlerts(app: FastifyInstance, actor: SessionUser, input: AlertSettings, now = new Date()): Promise<AlertSettingsAnswer> {
  return app.db.transaction(async (tx) => {
    const current = await repo.lockSubscription(tx, actor.id);
    const wasOn = current?.nextDueAt != null;
    const on = input.kinds.length > 0;
    const keepsPeriod = wasOn && on && current.frequency === input.frequency;
    const row = await repo.upsertSubscription(tx, {
      userId: actor.id,
      focusAreas: input.focusAreas,
      kinds: input.kinds,
      frequency: input.frequency,
      generation: (current?.generation ?? 0) + (on && !wasOn ? 1 : 0),
      coveredUntil: on && !wasOn ? now : (current?.coveredUntil ?? now),
      nextDueAt: !on ? null : keepsPeriod ? current.nextDueAt : nextDigestAt(input.frequency, now),
      unsubscribedAt: on ? null : (current?.unsubscribedAt ?? null),
    });
    return toAlertSettings(row);
  });
}
