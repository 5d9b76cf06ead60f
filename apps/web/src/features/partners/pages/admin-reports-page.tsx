import type { CollabReport } from '@portal/shared/schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { refusalMessage, toastFailure } from '../../../lib/refusal';
import { toast } from '../../../lib/toast';
import { useCollabReports, useDismissReport, useSetSuspension } from '../api/partners-api';
import '../i18n';

/**
 * The admin's reported requests to collaborate (docs/architecture.md#partners-by-consent): newest first,
 * with the reporter's reason and the request's message; suspend a sender's requests, or lift it; dismiss a report.
 */
export function AdminCollabReportsPage() {
  const { t } = useTranslation('partners');
  const reports = useCollabReports();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('admin.title')}</h1>
        <p className="mt-1 text-sm text-steel-700">{t('admin.intro')}</p>
      </div>
      {reports.isPending ? (
        <Spinner />
      ) : reports.isError ? (
        <ErrorBanner message={refusalMessage(reports.error, t('admin.loadFailed'))} />
      ) : reports.data.length === 0 ? (
        <div className="rounded-lg bg-white shadow-sm">
          <EmptyState title={t('admin.empty')} />
        </div>
      ) : (
        <ul className="space-y-4">
          {reports.data.map((r) => (
            <li key={r.id}>
              <ReportCard report={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportCard({ report: r }: { report: CollabReport }) {
  const { t } = useTranslation('partners');
  const suspension = useSetSuspension();
  const dismiss = useDismissReport();
  const name = r.sender.name;
  const toggle = () =>
    suspension.mutate(
      { userId: r.sender.id, suspended: !r.sender.suspended },
      { onSuccess: (res) => toast.success(res.message), onError: (err) => toastFailure(err, t('admin.failed')) },
    );
  return (
    <article aria-labelledby={`report-${r.id}`} className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <h2 id={`report-${r.id}`} className="text-lg font-semibold text-brand-700 [overflow-wrap:anywhere]">
        {t('admin.sender')}: {name} <span className="text-sm font-normal text-steel-700">({r.sender.email})</span>
      </h2>
      <p className="text-sm text-steel-700">{t('admin.reportedBy', { name: r.reporter.name, date: formatDateTime(r.createdAt) })}</p>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-steel-700">{t('admin.reason')}</dt>
        <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{r.reason}</dd>
        <dt className="font-semibold text-steel-700">{t('admin.message')}</dt>
        <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{r.message}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {r.sender.suspended && <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{t('admin.suspended')}</span>}
        <Button variant={r.sender.suspended ? 'secondary' : 'danger'} onClick={toggle} busy={suspension.isPending}>
          {r.sender.suspended ? t('admin.lift', { name }) : t('admin.suspend', { name })}
        </Button>
        <Button
          variant="ghost"
          busy={dismiss.isPending}
          onClick={() => dismiss.mutate(r.id, { onSuccess: (res) => toast.success(res.message), onError: (err) => toastFailure(err, t('admin.failed')) })}
        >
          {t('admin.dismiss', { name })}
        </Button>
      </div>
    </article>
  );
}
