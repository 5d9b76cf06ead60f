/**
 * The reminders module's face (docs/architecture.md#reminders): one table of due reminders for every
 * kind. A module registers its kind's handler once at start, schedules reminders in the transaction of
 * the event that calls for them, and the housekeeping pass sends each once across instances.
 */
export { type ReminderKind, type ReminderOutcome, registerReminderKind } from './operations/reminder-kinds.js';
export { cancelReminders, indiaDayStart, scheduleReminder } from './operations/schedule-reminder.js';
export { sendDueReminders, sendDueRemindersOf } from './operations/send-due-reminders.js';
export { listReminders } from './reminders.repo.js';
export type { ReminderRow } from '../../db/schema/index.js';
