import {
  fillMessage,
  formatRupees,
  grantOf,
  indiaDate,
  isProjectScheme,
  MESSAGES,
  PROJECT_MESSAGES,
  PROJECT_PATHS,
  PROJECT_SCHEME_LABELS,
  PROJECT_SHARE_PERCENT,
  type ProjectScheme,
  proposalKindOf,
  type Quarter,
  quarterLabel,
  quarterOfDate,
  tranchesOf,
  type TrancheNumber,
} from '@portal/shared';
import type {
  AdminProjectsQuery,
  Project,
  ProjectRow,
  ProjectSetup,
  ProjectStats,
  ProjectTotals,
  ReportReview,
  ReportStatus,
  ReportSubmit,
  TrancheCorrect,
  TrancheRelease,
  TrancheReverse,
} from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import type { ProjectRecord } from '../../db/schema/index.js';
import { csvRecord } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads.js';
import type { SessionUser } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueMail } from '../mail/mail.service.js';
import { notify } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import {
  cancelledTotal,
  endDate,
  exceedsGrant,
  nextReport,
  owedReports,
  type ProjectFacts,
  quartersView,
  quarterUnopened,
  releasedTotal,
  reportsToRemind,
  trancheDue,
  tranchesView,
  trancheUnmet,
} from './project-rules.js';
import { projectMail, projectNews, type ProjectNews } from './projects.mails.js';
import * as repo from './projects.repo.js';
import { checkAgainstRequested } from './requested-cost.js';

type Loaded = NonNullable<Awaited<ReturnType<typeof repo.findProject>>>;

const missing = () => new AppError('NOT_FOUND', PROJECT_MESSAGES.projectMissing);
const schemeOf = (row: { category: string; type: string }): ProjectScheme | null => {
  const kind = proposalKindOf(row.category, row.type);
  return kind && isProjectScheme(kind.id) ? kind.id : null;
};
const reportName = (r: { type: string; milestoneIndex: number | null; quarter: string | null }) =>
  r.type === 'MILESTONE'
    ? fillMessage(MESSAGES.projectReportOfMilestone, { n: (r.milestoneIndex ?? 0) + 1 })
    : fillMessage(MESSAGES.projectQuarterlyReport, { quarter: quarterLabel(r.quarter as Quarter) });

/** The facts the rules read, from a project's rows and its proposal's status. */
function factsOf(project: ProjectRecord, tranches: repo.TrancheRow[], reports: repo.ReportRow[], proposalStatus: string): ProjectFacts {
  const milestoneReports: (ReportStatus | null)[] = project.milestones.map(() => null);
  const quarterReports = new Map<string, ReportStatus>();
  for (const r of reports) {
    if (r.type === 'MILESTONE' && r.milestoneIndex !== null && r.milestoneIndex < milestoneReports.length)
      milestoneReports[r.milestoneIndex] = r.status as ReportStatus;
    if (r.type === 'QUARTERLY' && r.quarter) quarterReports.set(r.quarter, r.status as ReportStatus);
  }
  return {
    grant: project.grant,
    startDate: project.startDate,
    milestones: project.milestones,
    agreement: project.agreementFileId !== null,
    released: new Map(tranches.map((t) => [t.number, { amount: t.amount, releasedOn: t.releasedOn, transactionRef: t.transactionRef }])),
    milestoneReports,
    quarterReports,
    withdrawn: proposalStatus !== 'APPROVED',
  };
}

/**
 * Locks a project for a change: its proposal's row first (FOR SHARE: a status change waits until this
 * transaction ends, and one made before is seen), then the project's row (FOR UPDATE: changes of one
 * project go one at a time). The order is set-up's and the status change's, so none deadlocks. With
 * `approved`, a proposal no longer APPROVED refuses the change (409): its money moves no more.
 */
async function lockForChange(tx: DbOrTx, proposalId: string, approved: boolean) {
  const proposal = await repo.lockProposalRow(tx, proposalId, 'share');
  const project = proposal ? await repo.lockProject(tx, proposalId) : null;
  if (!proposal || !project) throw missing();
  if (approved && proposal.status !== 'APPROVED') throw new AppError('CONFLICT', PROJECT_MESSAGES.projectWithdrawn);
  return { proposal, project };
}

/**
 * Funded projects (docs/architecture.md#funded-projects): an admin sets one up on an APPROVED funding
 * proposal, uploads the agreement, releases tranches when their conditions hold and reviews reports;
 * the owner and collaborators follow it and report. Every step is audited on the proposal (its
 * history) and told to the grantees by mail and notification, in the transaction of the change.
 */
export class ProjectsService {
  private readonly users: UsersService;

  constructor(private readonly app: FastifyInstance) {
    this.users = new UsersService(app);
  }

  /** `PUT /admin/projects/{proposalId}`: sets up (or, until the first release or report, changes) the project. */
  async setup(admin: SessionUser, proposalId: string, body: ProjectSetup): Promise<Project> {
    const created = await this.app.db.transaction(async (tx) => {
      const proposal = await repo.lockProposalRow(tx, proposalId);
      if (!proposal) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
      const scheme = schemeOf(proposal);
      if (!scheme || proposal.status !== 'APPROVED') throw new AppError('CONFLICT', PROJECT_MESSAGES.notFundingApproved);
      const current = await repo.lockProject(tx, proposalId);
      if (current && ((await repo.listTranches(tx, [proposalId])).length > 0 || (await repo.countReports(tx, proposalId)) > 0)) {
        throw new AppError('CONFLICT', PROJECT_MESSAGES.termsFixed);
      }
      checkAgainstRequested(proposal.projectCost, body);
      const share = PROJECT_SHARE_PERCENT[scheme];
      const grant = grantOf(body.approvedCost, share);
      await repo.upsertProject(tx, {
        proposalId,
        approvedCost: body.approvedCost,
        sharePercent: share,
        grant,
        startDate: body.startDate,
        milestones: body.milestones,
        createdBy: admin.id,
      });
      const summary = `Approved cost ${formatRupees(body.approvedCost)}, grant ${formatRupees(grant)} (${share}%), from ${body.startDate}, ${body.milestones.length} milestone(s)`;
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'PROJECT_SET_UP',
        entityType: 'proposal',
        entityId: proposalId,
        before: current ? { approvedCost: current.approvedCost, startDate: current.startDate, milestones: current.milestones.length } : null,
        after: {
          approvedCost: body.approvedCost,
          grant,
          share,
          startDate: body.startDate,
          milestones: body.milestones.length,
          summary,
          // What the application asked for, and why less was sanctioned (docs/architecture.md#the-applications-money).
          requestedCost: proposal.projectCost,
          ...(body.reductionReason ? { reductionReason: body.reductionReason } : {}),
        },
      });
      if (!current) await this.tell(tx, proposalId, proposal.userId, projectNews.setUp({ title: proposal.title, grant, milestones: body.milestones.length }));
      return !current;
    });
    if (created) this.app.mailer.wake();
    return this.view(proposalId);
  }

  /** `POST /admin/projects/{proposalId}/agreement`: the signed agreement (a PDF); a new one replaces the old. */
  async uploadAgreement(admin: SessionUser, proposalId: string, file: UploadedFile): Promise<Project> {
    await this.app.db.transaction(async (tx) => {
      const { proposal, project } = await lockForChange(tx, proposalId, true);
      const fileId = await this.app.storage.put(tx, {
        ownerId: null,
        purpose: 'projectAgreement',
        originalName: file.fileName,
        contentType: file.contentType,
        data: file.data,
      });
      await repo.setAgreement(tx, proposalId, fileId);
      if (project.agreementFileId) await this.app.storage.remove(tx, project.agreementFileId);
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'PROJECT_AGREEMENT_UPLOADED',
        entityType: 'proposal',
        entityId: proposalId,
        before: project.agreementFileId ? { fileId: project.agreementFileId } : null,
        after: { fileId, fileName: file.fileName, summary: `Agreement ${file.fileName}` },
      });
      await this.tell(tx, proposalId, proposal.userId, projectNews.agreement({ title: proposal.title }));
    });
    this.app.mailer.wake();
    return this.view(proposalId);
  }

  /**
   * `POST /admin/projects/{proposalId}/tranches/{n}/release`: under the project's row lock, so two
   * releases at once are decided one after the other: the second sees the first. Refused (409) with
   * the unmet condition; the released total never exceeds the grant.
   */
  async release(admin: SessionUser, proposalId: string, n: TrancheNumber, body: TrancheRelease): Promise<Project> {
    if (body.releasedOn > indiaDate())
      throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.releaseDateFuture, [{ path: ['body', 'releasedOn'], message: PROJECT_MESSAGES.releaseDateFuture }]);
    await this.app.db.transaction(async (tx) => {
      const { proposal, project } = await lockForChange(tx, proposalId, true);
      const facts = factsOf(project, await repo.listTranches(tx, [proposalId]), await repo.listReports(tx, [proposalId]), proposal.status);
      if (facts.released.has(n)) throw new AppError('CONFLICT', fillMessage(PROJECT_MESSAGES.trancheAlreadyReleased, { n }));
      const unmet = trancheUnmet(n, facts);
      if (unmet) throw new AppError('CONFLICT', unmet);
      const amount = tranchesOf(project.grant)[n - 1]!;
      // The rows as stored are summed, not the shares: a row written another way (a migration, an old
      // grant) can never take the released total past the grant.
      if (exceedsGrant(facts, amount)) throw new AppError('CONFLICT', PROJECT_MESSAGES.trancheExceedsGrant);
      await repo.insertTranche(tx, { proposalId, number: n, amount, releasedOn: body.releasedOn, transactionRef: body.transactionRef, releasedBy: admin.id });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'PROJECT_TRANCHE_RELEASED',
        entityType: 'proposal',
        entityId: proposalId,
        before: null,
        after: {
          tranche: n,
          amount,
          releasedOn: body.releasedOn,
          transactionRef: body.transactionRef,
          summary: `Tranche ${n}: ${formatRupees(amount)} on ${body.releasedOn}, reference ${body.transactionRef}`,
        },
      });
      await this.tell(
        tx,
        proposalId,
        proposal.userId,
        projectNews.released({ title: proposal.title, n, amount, releasedOn: body.releasedOn, transactionRef: body.transactionRef }),
      );
    });
    this.app.mailer.wake();
    return this.view(proposalId);
  }

  /** The project if the caller is its owner, a collaborator or an admin; anyone else the 404 of a project that does not exist. */
  async requireGrantee(viewer: SessionUser, proposalId: string, opts: { adminToo: boolean }): Promise<Loaded> {
    const row = await repo.findProject(this.app.db, proposalId);
    if (!row) throw missing();
    if (opts.adminToo && viewer.roles.includes('ADMIN')) return row;
    if (!(await repo.isGrantee(this.app.db, proposalId, row.ownerId, viewer.id))) throw missing();
    return row;
  }

  /**
   * `POST /admin/projects/{proposalId}/tranches/{n}/correct`: a released tranche's date or transaction
   * reference as the bank has it, with the reason; the amount stays. A record of money already paid, so
   * it may be corrected after a withdrawal too (decision 209). Audited with before and after.
   */
  async correctRelease(admin: SessionUser, proposalId: string, n: TrancheNumber, body: TrancheCorrect): Promise<Project> {
    if (body.releasedOn > indiaDate())
      throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.releaseDateFuture, [{ path: ['body', 'releasedOn'], message: PROJECT_MESSAGES.releaseDateFuture }]);
    await this.app.db.transaction(async (tx) => {
      await lockForChange(tx, proposalId, false);
      const current = (await repo.listTranches(tx, [proposalId])).find((t) => t.number === n);
      if (!current) throw new AppError('CONFLICT', fillMessage(PROJECT_MESSAGES.trancheNotReleased, { n }));
      if (current.releasedOn === body.releasedOn && current.transactionRef === body.transactionRef)
        throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.trancheUnchanged, [
          { path: ['body', 'transactionRef'], message: PROJECT_MESSAGES.trancheUnchanged },
        ]);
      await repo.updateTranche(tx, proposalId, n, { releasedOn: body.releasedOn, transactionRef: body.transactionRef });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'PROJECT_TRANCHE_CORRECTED',
        entityType: 'proposal',
        entityId: proposalId,
        before: { tranche: n, releasedOn: current.releasedOn, transactionRef: current.transactionRef },
        after: {
          tranche: n,
          releasedOn: body.releasedOn,
          transactionRef: body.transactionRef,
          reason: body.reason,
          summary: `Tranche ${n} corrected: ${current.releasedOn}, ${current.transactionRef} → ${body.releasedOn}, ${body.transactionRef} (${body.reason})`,
        },
      });
    });
    return this.view(proposalId);
  }

  /**
   * `POST /admin/projects/{proposalId}/tranches/{n}/reverse`: undoes a release made in error, with the
   * reason: the latest released tranche only (a later one rests on it), the totals following. Money
   * comes back, so a withdrawn project's release may be reversed too (decision 209). Audited.
   */
  async reverseRelease(admin: SessionUser, proposalId: string, n: TrancheNumber, body: TrancheReverse): Promise<Project> {
    await this.app.db.transaction(async (tx) => {
      await lockForChange(tx, proposalId, false);
      const tranches = await repo.listTranches(tx, [proposalId]);
      const current = tranches.find((t) => t.number === n);
      if (!current) throw new AppError('CONFLICT', fillMessage(PROJECT_MESSAGES.trancheNotReleased, { n }));
      const later = tranches.find((t) => t.number > n);
      if (later) throw new AppError('CONFLICT', fillMessage(PROJECT_MESSAGES.trancheReverseLaterFirst, { later: later.number }));
      await repo.deleteTranche(tx, proposalId, n);
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'PROJECT_TRANCHE_REVERSED',
        entityType: 'proposal',
        entityId: proposalId,
        before: { tranche: n, amount: current.amount, releasedOn: current.releasedOn, transactionRef: current.transactionRef },
        after: {
          tranche: n,
          reason: body.reason,
          summary: `Tranche ${n} reversed: ${formatRupees(current.amount)} of ${current.releasedOn}, reference ${current.transactionRef} (${body.reason})`,
        },
      });
    });
    return this.view(proposalId);
  }

  /**
   * `POST /projects/{proposalId}/reports`: a milestone report or a quarter's progress report, with its
   * document. A report the admin asked changes to is submitted again (its thread grows); one submitted
   * and awaiting review, or accepted, is a 409.
   */
  async submitReport(viewer: SessionUser, proposalId: string, input: ReportSubmit, file: UploadedFile): Promise<Project> {
    await this.app.db.transaction(async (tx) => {
      const { proposal, project } = await lockForChange(tx, proposalId, true);
      const facts = factsOf(project, [], [], proposal.status);
      if (input.type === 'MILESTONE' && input.milestoneIndex >= project.milestones.length) {
        throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.reportMilestoneUnknown, [
          { path: ['body', 'milestoneIndex'], message: PROJECT_MESSAGES.reportMilestoneUnknown },
        ]);
      }
      if (input.type === 'QUARTERLY') {
        const closed = quarterUnopened(facts, input.quarter as Quarter, indiaDate());
        if (closed) throw new AppError('CONFLICT', closed);
      }
      const key = input.type === 'MILESTONE' ? { milestoneIndex: input.milestoneIndex } : { quarter: input.quarter };
      let report = await repo.findReportFor(tx, proposalId, key);
      if (report?.status === 'SUBMITTED') throw new AppError('CONFLICT', PROJECT_MESSAGES.reportAlreadyPending);
      if (report?.status === 'ACCEPTED') throw new AppError('CONFLICT', PROJECT_MESSAGES.reportAlreadyAccepted);
      await this.app.uploadQuota.charge(tx, viewer.id, file.data.length);
      const fileId = await this.app.storage.put(tx, {
        ownerId: viewer.id,
        purpose: 'projectReport',
        originalName: file.fileName,
        contentType: file.contentType,
        data: file.data,
      });
      if (report) await repo.setReportStatus(tx, report.id, 'SUBMITTED');
      else
        report = await repo.insertReport(tx, {
          proposalId,
          type: input.type,
          milestoneIndex: input.type === 'MILESTONE' ? input.milestoneIndex : null,
          quarter: input.type === 'QUARTERLY' ? input.quarter : null,
          status: 'SUBMITTED',
        });
      await repo.insertEntry(tx, { reportId: report.id, authorId: viewer.id, action: 'SUBMITTED', text: input.text, fileId });
      const what = reportName(report);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'PROJECT_REPORT_SUBMITTED',
        entityType: 'proposal',
        entityId: proposalId,
        before: null,
        after: { reportId: report.id, type: report.type, milestoneIndex: report.milestoneIndex, quarter: report.quarter, summary: `Submitted the ${what}` },
      });
      for (const userId of await this.users.adminIds(tx)) {
        await notify(tx, {
          userId,
          kind: 'PROJECT',
          title: fillMessage(MESSAGES.projectReportNoticeTitle, { title: proposal.title }),
          body: fillMessage(MESSAGES.projectReportNoticeBody, { what }),
          link: PROJECT_PATHS.adminProject(proposalId),
        });
      }
    });
    return this.view(proposalId);
  }

  /** `POST /admin/projects/{proposalId}/reports/{reportId}/review`: accepts a submitted report, or asks for changes with a message. */
  async review(admin: SessionUser, proposalId: string, reportId: string, body: ReportReview): Promise<Project> {
    await this.app.db.transaction(async (tx) => {
      // Accepting the final report opens tranche 3: a withdrawn project's reports are reviewed no more.
      const { proposal } = await lockForChange(tx, proposalId, true);
      const report = await repo.findReport(tx, proposalId, reportId);
      if (!report) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      if (report.status !== 'SUBMITTED') throw new AppError('CONFLICT', PROJECT_MESSAGES.reportNotAwaitingReview);
      await repo.setReportStatus(tx, report.id, body.decision);
      await repo.insertEntry(tx, { reportId: report.id, authorId: admin.id, action: body.decision, text: body.message ?? '', fileId: null });
      const what = reportName(report);
      const accepted = body.decision === 'ACCEPTED';
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'PROJECT_REPORT_REVIEWED',
        entityType: 'proposal',
        entityId: proposalId,
        before: { reportId: report.id, status: report.status },
        after: {
          reportId: report.id,
          status: body.decision,
          ...(body.message ? { message: body.message } : {}),
          summary: `${accepted ? 'Accepted' : 'Asked for changes to'} the ${what}${body.message ? `: ${body.message}` : ''}`,
        },
      });
      const news = accepted
        ? projectNews.accepted({ title: proposal.title, what })
        : projectNews.changes({ title: proposal.title, what, message: body.message! });
      await this.tell(tx, proposalId, proposal.userId, news);
    });
    this.app.mailer.wake();
    return this.view(proposalId);
  }

  /** `GET /projects/{proposalId}` after the access check. */
  async view(proposalId: string): Promise<Project> {
    const db = this.app.db;
    const row = await repo.findProject(db, proposalId);
    if (!row) throw missing();
    const { project } = row;
    const [tranches, reports] = await Promise.all([repo.listTranches(db, [proposalId]), repo.listReports(db, [proposalId])]);
    const entries = await repo.listEntries(
      db,
      reports.map((r) => r.id),
    );
    const facts = factsOf(project, tranches, reports, row.proposalStatus);
    const today = indiaDate();
    const kind = proposalKindOf(row.category, row.type)!;
    const milestones = project.milestones.map((m, index) => ({ index, ...m, reportStatus: facts.milestoneReports[index] ?? null }));
    const agreementName = project.agreementFileId ? await repo.agreementFileName(db, project.agreementFileId) : null;
    return {
      proposalId,
      title: row.title,
      scheme: schemeOf(row)!,
      approvedCost: project.approvedCost,
      share: project.sharePercent,
      grant: project.grant,
      released: releasedTotal(facts),
      withdrawn: facts.withdrawn,
      startDate: project.startDate,
      endDate: endDate(facts),
      milestones,
      agreement:
        project.agreementFileId && agreementName !== null
          ? { ...this.app.storage.ref(project.agreementFileId, agreementName), uploadedAt: project.agreementUploadedAt!.toISOString() }
          : null,
      tranches: tranchesView(facts),
      reports: reports.map((r) => ({
        id: r.id,
        type: r.type as 'MILESTONE' | 'QUARTERLY',
        milestoneIndex: r.milestoneIndex,
        quarter: r.quarter as Quarter | null,
        status: r.status as ReportStatus,
        submittedAt: r.createdAt.toISOString(),
        entries: entries
          .filter((e) => e.reportId === r.id)
          .map((e) => ({
            action: e.action as 'SUBMITTED' | 'ACCEPTED' | 'CHANGES_REQUESTED',
            at: e.createdAt.toISOString(),
            by: e.authorName === null ? null : { name: e.authorName, isAdmin: (e.authorRoles ?? []).includes('ADMIN') },
            text: e.text,
            document: e.fileId && e.fileName !== null ? this.app.storage.ref(e.fileId, e.fileName) : null,
          })),
      })),
      quarters: quartersView(facts),
      nextMilestone: milestones.find((m) => m.reportStatus !== 'ACCEPTED') ?? null,
      nextReport: nextReport(facts, today),
      detailPath: kind.detailPath(proposalId),
      adminDetailPath: kind.adminDetailPath(proposalId),
    };
  }

  /** Every project (or the user's, as owner or collaborator) as list rows. */
  async rows(userId?: string): Promise<ProjectRow[]> {
    const db = this.app.db;
    const list = await repo.listProjects(db, userId);
    const ids = list.map((r) => r.project.proposalId);
    const [tranches, reports] = await Promise.all([repo.listTranches(db, ids), repo.listReports(db, ids)]);
    const today = indiaDate();
    return list.map((row) => {
      const { project } = row;
      const facts = factsOf(
        project,
        tranches.filter((t) => t.proposalId === project.proposalId),
        reports.filter((r) => r.proposalId === project.proposalId),
        row.proposalStatus,
      );
      const released = releasedTotal(facts);
      const next = project.milestones.findIndex((_, i) => facts.milestoneReports[i] !== 'ACCEPTED');
      return {
        proposalId: project.proposalId,
        title: row.title,
        scheme: schemeOf(row)!,
        orgName: row.orgName,
        grant: project.grant,
        released,
        pending: facts.withdrawn ? 0 : project.grant - released,
        withdrawn: facts.withdrawn,
        cancelled: cancelledTotal(facts),
        startDate: project.startDate,
        agreement: facts.agreement,
        nextMilestone: next >= 0 ? { index: next, title: project.milestones[next]!.title, dueDate: project.milestones[next]!.dueDate } : null,
        nextReport: nextReport(facts, today),
        overdueReports: owedReports(facts, today).filter((r) => r.overdue).length,
        trancheDue: trancheDue(facts),
      };
    });
  }

  /** The admin's list: filtered, with the totals of every row that passes the filters, and a page of them. */
  async adminList(q: AdminProjectsQuery): Promise<{ rows: ProjectRow[]; total: number; totals: ProjectTotals }> {
    const all = await this.filtered(q);
    const start = (q.page - 1) * q.limit;
    return { rows: all.slice(start, start + q.limit), total: all.length, totals: totalsOf(all) };
  }

  async *exportCsv(q: AdminProjectsQuery): AsyncGenerator<string> {
    const rows = await this.filtered(q);
    yield (
      csvRecord([
        'Proposal',
        'Title',
        'Scheme',
        'Organisation',
        'Start',
        'Grant (INR)',
        'Released (INR)',
        'Pending (INR)',
        'Agreement',
        'Next report due',
        'Overdue reports',
        'Tranche due',
        'Withdrawn',
        'Cancelled (INR)',
      ]) +
      rows
        .map((r) =>
          csvRecord([
            r.proposalId,
            r.title,
            PROJECT_SCHEME_LABELS[r.scheme],
            r.orgName,
            r.startDate,
            r.grant,
            r.released,
            r.pending,
            r.agreement ? 'Yes' : 'No',
            r.nextReport?.dueDate ?? '',
            r.overdueReports,
            r.trancheDue ?? '',
            r.withdrawn ? 'Yes' : 'No',
            r.cancelled,
          ]),
        )
        .join('')
    );
  }

  /** The admin dashboard's figures: totals over every project, and releases by quarter (India time), oldest first. */
  async stats(): Promise<ProjectStats> {
    const rows = await this.rows();
    const tranches = await repo.listTranches(
      this.app.db,
      rows.map((r) => r.proposalId),
    );
    const byQuarter = new Map<Quarter, number>();
    for (const t of tranches) byQuarter.set(quarterOfDate(t.releasedOn), (byQuarter.get(quarterOfDate(t.releasedOn)) ?? 0) + t.amount);
    const releasesByQuarter = [...byQuarter.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([quarter, amount]) => ({ quarter, amount }));
    return { ...totalsOf(rows), releasesByQuarter };
  }

  /**
   * Housekeeping: mails and notifies the grantees of each report due within a week, once per report
   * (a row per reminder claims it, so passes and instances never send it twice). Answers how many went.
   */
  async sendReminders(now: Date = new Date()): Promise<number> {
    const db = this.app.db;
    const today = indiaDate(now);
    const list = await repo.listProjects(db);
    const ids = list.map((r) => r.project.proposalId);
    const [tranches, reports] = await Promise.all([repo.listTranches(db, ids), repo.listReports(db, ids)]);
    let sent = 0;
    for (const row of list) {
      const id = row.project.proposalId;
      const facts = factsOf(
        row.project,
        tranches.filter((t) => t.proposalId === id),
        reports.filter((r) => r.proposalId === id),
        row.proposalStatus,
      );
      for (const due of reportsToRemind(facts, today)) {
        const what = reportName({ type: due.type, milestoneIndex: due.milestoneIndex, quarter: due.quarter });
        const claimed = await db.transaction(async (tx) => {
          if (!(await repo.claimReminder(tx, id, due.key))) return false;
          await recordAudit(tx, {
            actorId: null,
            action: 'PROJECT_REMINDER_SENT',
            entityType: 'proposal',
            entityId: id,
            before: null,
            after: { key: due.key, dueDate: due.dueDate, summary: `Reminded the grantees: the ${what} is due on ${due.dueDate}` },
          });
          await this.tell(tx, id, row.ownerId, projectNews.due({ title: row.title, what, dueDate: due.dueDate }));
          return true;
        });
        if (claimed) sent++;
      }
    }
    if (sent > 0) this.app.mailer.wake();
    return sent;
  }

  private async filtered(q: AdminProjectsQuery): Promise<ProjectRow[]> {
    const rows = await this.rows();
    const needle = q.query?.toLowerCase();
    const refs = needle ? await this.referencesMatching(rows, needle) : new Set<string>();
    return rows.filter(
      (r) =>
        (!q.scheme || r.scheme === q.scheme) &&
        (!q.overdue || r.overdueReports > 0) &&
        (!q.trancheDue || r.trancheDue !== null) &&
        (!needle ||
          r.proposalId.startsWith(needle) ||
          r.title.toLowerCase().includes(needle) ||
          (r.orgName ?? '').toLowerCase().includes(needle) ||
          refs.has(r.proposalId)),
    );
  }

  /** Projects with a tranche whose transaction reference holds the text. */
  private async referencesMatching(rows: ProjectRow[], needle: string): Promise<Set<string>> {
    const tranches = await repo.listTranches(
      this.app.db,
      rows.map((r) => r.proposalId),
    );
    return new Set(tranches.filter((t) => t.transactionRef.toLowerCase().includes(needle)).map((t) => t.proposalId));
  }

  /** Mails and notifies the owner and every collaborator, in the caller's transaction. */
  private async tell(tx: DbOrTx, proposalId: string, ownerId: string, news: ProjectNews): Promise<void> {
    const link = PROJECT_PATHS.myProject(proposalId);
    for (const userId of await repo.granteeIds(tx, proposalId, ownerId)) {
      const person = await this.users.findContact(tx, userId);
      if (!person) continue;
      await queueMail(tx, { to: person.email, ...projectMail(person, news, this.app.mailer.url(link, person.language)) });
      await notify(tx, { userId, kind: 'PROJECT', title: news.title, body: news.body, link });
    }
  }
}

/** The totals of listed projects: a withdrawn project's cancelled tranches are not sanctioned money. */
function totalsOf(rows: ProjectRow[]): ProjectTotals {
  let sanctioned = 0;
  let released = 0;
  let cancelled = 0;
  for (const r of rows) {
    sanctioned += r.grant - r.cancelled;
    released += r.released;
    cancelled += r.cancelled;
  }
  return { count: rows.length, withdrawn: rows.filter((r) => r.withdrawn).length, sanctioned, released, pending: sanctioned - released, cancelled };
}

/** The housekeeping task that sends report reminders. */
export function projectReminderTask(app: FastifyInstance) {
  const service = new ProjectsService(app);
  return { name: 'projectReportReminders', run: (_db: Db) => service.sendReminders() };
}
