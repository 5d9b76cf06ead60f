import { addDays, historyNote, indiaDate, projectQuarters, quarterReportDue, REPORT_REMINDER_DAYS } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { StoredMilestone } from '../../../db/schema/index.js';
import { recordAudit } from '../../audit/index.js';
import { cancelReminders, indiaDayStart, registerReminderKind, scheduleReminder, sendDueRemindersOf } from '../../reminders/index.js';
import { endDate, reportsToRemind } from '../project-rules.js';
import { projectNews } from '../projects.mails.js';
import * as repo from '../projects.repo.js';
import { factsOf, reportParams, reportWhat } from './project-facts.js';
import { tellGrantees } from './tell-grantees.js';

export const PROJECT_REMINDER_KIND = 'project-report';

/**
 * Schedules a reminder of each report the project will owe (each milestone's, `M<index>`, and each
 * quarter's), due a week before the report is (India), in the set-up's transaction. A set-up changed
 * before anything was reported takes back those not sent yet and schedules the new terms' own.
 */
export async function scheduleReportReminders(tx: DbOrTx, proposalId: string, startDate: string, milestones: readonly StoredMilestone[]): Promise<void> {
  await cancelReminders(tx, PROJECT_REMINDER_KIND, proposalId);
  const reports = [
    ...milestones.map((m, i) => ({ key: `M${i}`, dueDate: m.dueDate })),
    ...projectQuarters(startDate, endDate({ startDate, milestones })).map((q) => ({ key: q as string, dueDate: quarterReportDue(q) })),
  ];
  for (const r of reports) {
    await scheduleReminder(tx, {
      kind: PROJECT_REMINDER_KIND,
      subjectId: proposalId,
      key: r.key,
      dueAt: indiaDayStart(addDays(r.dueDate, -REPORT_REMINDER_DAYS)),
    });
  }
}

/**
 * The report reminder (decision 161): the grantees of a report due within a week, still owed (none
 * submitted, or changes asked), are mailed and notified once, and it is audited on the proposal. A
 * report not owed now waits (changes may yet be asked) until its date is past; a withdrawn project is
 * owed nothing.
 */
export function registerReportReminders(app: FastifyInstance): void {
  registerReminderKind(app, {
    kind: PROJECT_REMINDER_KIND,
    label: 'projectReportReminders',
    remind: async (tx, reminder, now) => {
      const row = await repo.findProject(tx, reminder.subjectId);
      if (!row) return 'void';
      const id = row.project.proposalId;
      const today = indiaDate(now);
      const facts = factsOf(row.project, await repo.listTranches(tx, [id]), await repo.listReports(tx, [id]), row.proposalStatus);
      const due = reportsToRemind(facts, today).find((r) => r.key === reminder.key);
      if (!due) {
        const milestone = /^M(\d+)$/.exec(reminder.key);
        const dueDate = milestone ? row.project.milestones[Number(milestone[1])]?.dueDate : quarterReportDue(reminder.key as `${number}-Q1`);
        return facts.withdrawn || !dueDate || dueDate < today ? 'void' : 'later';
      }
      const what = reportWhat({ type: due.type, milestoneIndex: due.milestoneIndex, quarter: due.quarter });
      await recordAudit(tx, {
        actorId: null,
        action: 'PROJECT_REMINDER_SENT',
        entityType: 'proposal',
        entityId: id,
        before: null,
        after: { key: due.key, dueDate: due.dueDate, ...historyNote('reminded', { ...reportParams(due), date: due.dueDate }, { what: what.message }) },
      });
      await tellGrantees(app, tx, id, row.ownerId, projectNews.due({ title: row.title, what, dueDate: due.dueDate }));
      return 'sent';
    },
  });
}

/** Sends the due report reminders now (the housekeeping pass does the same); answers how many went. */
export function sendReportReminders(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  return sendDueRemindersOf(app, PROJECT_REMINDER_KIND, now);
}
