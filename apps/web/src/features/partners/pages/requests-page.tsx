import { PATHS } from '@portal/shared';
import { COLLAB_REQUEST_DAYS, type CollabRequest } from '@portal/shared/schemas';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { refusalMessage } from '../../../lib/refusal';
import { useRequests } from '../api/partners-api';
import { PartnersNav } from '../components/partners-nav';
import { RequestStatus } from '../components/request-status';
import '../i18n';

/** The requests to collaborate the user received and sent (the request mails link to one of them). */
export function RequestsPage() {
  const { t } = useTranslation('partners');
  const requests = useRequests();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('requests.title')}</h1>
        <p className="mt-1 text-sm text-steel-700">{t('requests.intro', { days: COLLAB_REQUEST_DAYS })}</p>
      </div>
      <PartnersNav />
      {requests.isPending ? (
        <Spinner />
      ) : requests.isError ? (
        <ErrorBanner message={refusalMessage(requests.error, t('requests.loadFailed'))} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <RequestList title={t('requests.received')} rows={requests.data.received} empty={t('requests.emptyReceived')} />
          <RequestList title={t('requests.sent')} rows={requests.data.sent} empty={t('requests.emptySent')} />
        </div>
      )}
    </div>
  );
}

function RequestList({ title, rows, empty }: { title: string; rows: CollabRequest[]; empty: string }) {
  const { t } = useTranslation('partners');
  return (
    <section aria-label={title} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-brand-700">{title}</h2>
      {rows.length === 0 ? (
        <EmptyState title={empty}>
          <Link to={PATHS.findPartners} className="font-semibold text-brand-700 underline">
            {t('requests.findLink')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="mt-2 divide-y divide-steel-100">
          {rows.map((r) => (
            <li key={r.id} className="space-y-1 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={PATHS.collabRequest(r.id)} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
                  {r.direction === 'RECEIVED' ? t('requests.from', { name: r.other.name }) : t('requests.to', { name: r.other.name })}
                </Link>
                <RequestStatus status={r.status} />
              </div>
              {r.other.organization && <p className="text-sm text-steel-700 [overflow-wrap:anywhere]">{r.other.organization}</p>}
              {r.about && <p className="text-sm [overflow-wrap:anywhere]">{t('requests.aboutLabel', { title: r.about.title })}</p>}
              <p className="line-clamp-2 text-sm text-steel-700 [overflow-wrap:anywhere]">{r.message}</p>
              <p className="text-xs text-steel-700">
                {t('requests.sentOn', { date: formatDate(r.createdAt) })}
                {r.status === 'OPEN' && ` · ${t('requests.expiresOn', { date: formatDate(r.expiresAt) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
