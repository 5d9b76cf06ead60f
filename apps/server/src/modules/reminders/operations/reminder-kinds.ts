import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ReminderRow } from '../../../db/schema/index.js';

/**
 * What a kind's handler decides for a due reminder, in the pass's transaction: `sent` (it queued its
 * mails and notices), `void` (no longer called for: the review was withdrawn, the question answered;
 * claimed and never tried again) or `later` (not yet: left for a later pass).
 */
export type ReminderOutcome = 'sent' | 'void' | 'later';

export type ReminderKind = {
  /** Stored in `reminders.kind`; one handler per kind. */
  kind: string;
  /** The name of the kind's count in a housekeeping pass's answer, e.g. `review reminders`. */
  label: string;
  /** Checks the reminder still holds against the module's own rows, and if so mails and notifies whom it concerns. */
  remind(tx: DbOrTx, reminder: ReminderRow, now: Date): Promise<ReminderOutcome>;
};

type Registry = { instance: string; kinds: Map<string, ReminderKind> };
const registries = new WeakMap<FastifyInstance, Registry>();

/** The app's registry of kinds, with the name this instance claims reminders by. */
export function registryOf(app: FastifyInstance): Registry {
  let registry = registries.get(app);
  if (!registry) {
    registry = { instance: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, kinds: new Map() };
    registries.set(app, registry);
  }
  return registry;
}

/** Registers a kind of reminder with this app (once per kind): the pass hands its due reminders to `remind`. */
export function registerReminderKind(app: FastifyInstance, kind: ReminderKind): void {
  const { kinds } = registryOf(app);
  if (kinds.has(kind.kind)) throw new Error(`reminder kind ${kind.kind} is registered twice`);
  kinds.set(kind.kind, kind);
}
