import { ALERT_KINDS, type AlertFrequency, type AlertKind } from '@portal/shared';
import type { AlertSettingsAnswer } from '@portal/shared/schemas';
import type { AlertSubscriptionRow } from '../../db/schema/index.js';

const isKind = (k: string): k is AlertKind => (ALERT_KINDS as readonly string[]).includes(k);

/** A user's alerts as the API answers them: off, with nothing chosen, until they subscribe. */
export function toAlertSettings(row: AlertSubscriptionRow | null): AlertSettingsAnswer {
  if (!row) return { focusAreas: [], kinds: [], frequency: 'WEEKLY', subscribed: false, nextDigestAt: null };
  return {
    focusAreas: row.focusAreas,
    kinds: row.kinds.filter(isKind),
    frequency: row.frequency as AlertFrequency,
    subscribed: row.nextDueAt !== null,
    nextDigestAt: row.nextDueAt?.toISOString() ?? null,
  };
}
