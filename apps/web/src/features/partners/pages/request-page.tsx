import { PATHS } from '@portal/shared';
import type { CollabRequest } from '@portal/shared/schemas';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import { refusalMessage, toastFailure } from '../../../lib/refusal';
import { toast } from '../../../lib/toast';
import { useAnswerRequest, useRequests } from '../api/partners-api';
import { Conversation } from '../components/conversation';
import { InviteDialog } from '../components/invite-dialog';
import { PartnersNav } from '../components/partners-nav';
import { ReportDialog } from '../components/report-dialog';
import { RequestStatus } from '../components/request-status';
import '../i18n';

/**
 * One request to collaborate (the request mails link here): the message, and for the recipient accept,
 * decline, block and report; once accepted, both sides' contact and the conversation.
 */
export function RequestPage() {
  const { t } = useTranslation('partners');
  const { requestId = '' } = useParams();
  const requests = useRequests();
  const request = requests.data ? [...requests.data.received, ...requests.data.sent].find((r) => r.id === requestId) : undefined;
  return (
    <div className="space-y-4">
      <Link to={PATHS.collabRequests} className="text-sm font-semibold text-brand-700 underline">
        {t('request.back')}
      </Link>
      {requests.isPending ? (
        <Spinner />
      ) : requests.isError ? (
        <ErrorBanner message={refusalMessage(requests.error, t('requests.loadFailed'))} />
      ) : !request ? (
        <>
          <h1 className="text-2xl font-bold text-brand-700">{t('request.missing')}</h1>
          <PartnersNav />
        </>
      ) : (
        <RequestView request={request} />
      )}
    </div>
  );
}

function RequestView({ request: r }: { request: CollabRequest }) {
  const { t } = useTranslation('partners');
  const labels = useCodeLabels();
  const received = r.direction === 'RECEIVED';
  const name = r.other.name;
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">
          {received ? t('request.titleReceived', { name }) : t('request.titleSent', { name })}
        </h1>
        <p className="mt-1 text-sm text-steel-700 [overflow-wrap:anywhere]">
          {[r.other.organization, r.other.organizationCategory ? labels.organizationCategory(r.other.organizationCategory) : null].filter(Boolean).join(' · ')}
        </p>
      </div>
      <section aria-label={t('request.message')} className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-steel-700">{t('request.status')}</dt>
          <dd>
            <RequestStatus status={r.status} />
            <span className="ml-2 text-xs text-steel-700">
              {t('requests.sentOn', { date: formatDate(r.createdAt) })}
              {r.status === 'OPEN' && ` · ${t('requests.expiresOn', { date: formatDate(r.expiresAt) })}`}
            </span>
          </dd>
          {r.about && (
            <>
              <dt className="font-semibold text-steel-700">{t('dialog.about')}</dt>
              <dd className="[overflow-wrap:anywhere]">{r.about.title}</dd>
            </>
          )}
          <dt className="font-semibold text-steel-700">{t('request.message')}</dt>
          <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{r.message}</dd>
          <dt className="font-semibold text-steel-700">{t('request.contact')}</dt>
          <dd>
            {r.status === 'ACCEPTED' ? (
              <span className="[overflow-wrap:anywhere]">
                {t('request.email')}:{' '}
                <a href={`mailto:${r.other.email ?? ''}`} className="text-brand-700 underline">
                  {r.other.email}
                </a>
                {' · '}
                {t('request.phone')}: {r.other.phone ?? t('request.noPhone')}
              </span>
            ) : (
              t('request.contactHidden')
            )}
          </dd>
        </dl>
        {received && <RecipientActions request={r} />}
      </section>
      {r.status === 'ACCEPTED' ? (
        <>
          <InviteOntoDraft request={r} />
          <Conversation requestId={r.id} />
        </>
      ) : (
        r.status !== 'OPEN' && <p className="text-sm text-steel-700">{t('request.closedNote', { status: t(`requests.statuses.${r.status}`) })}</p>
      )}
    </>
  );
}

/** After acceptance, either side may name the other on one of their drafts (decision 252). */
function InviteOntoDraft({ request }: { request: CollabRequest }) {
  const { t } = useTranslation('partners');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="invite-title" className="space-y-2 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="invite-title" className="text-lg font-semibold text-brand-700">
        {t('invite.open')}
      </h2>
      <p className="text-sm text-steel-700">{t('invite.intro', { name: request.other.name })}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('invite.title', { name: request.other.name })}
      </Button>
      {open && <InviteDialog request={request} onClose={() => setOpen(false)} />}
    </section>
  );
}

/** What the recipient may do: answer an open request, block its sender, report it. */
function RecipientActions({ request: r }: { request: CollabRequest }) {
  const { t } = useTranslation('partners');
  const answer = useAnswerRequest(r.id);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const name = r.other.name;
  const act = (what: 'accept' | 'decline' | 'block') =>
    answer.mutate(what, {
      onSuccess: (res) => {
        toast.success(res.message);
        setDialog(null);
      },
      onError: (err) => toastFailure(err, t('request.failed')),
    });
  return (
    <div className="space-y-3 border-t border-steel-100 pt-3">
      {r.status === 'OPEN' && (
        <>
          <p className="text-sm text-steel-700">{t('request.acceptHint', { name })}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => act('accept')} busy={answer.isPending && answer.variables === 'accept'} disabled={answer.isPending}>
              {t('request.accept')}
            </Button>
            <Button variant="secondary" onClick={() => act('decline')} busy={answer.isPending && answer.variables === 'decline'} disabled={answer.isPending}>
              {t('request.decline')}
            </Button>
          </div>
        </>
      )}
      {r.blocked && <p className="text-sm text-steel-700">{t('request.blocked', { name })}</p>}
      {r.reported && <p className="text-sm text-steel-700">{t('request.reported')}</p>}
      <div className="flex flex-wrap gap-2">
        {!r.blocked && (
          <Button variant="ghost" onClick={() => setDialog('block')}>
            {t('request.block', { name })}
          </Button>
        )}
        {!r.reported && (
          <Button variant="ghost" onClick={() => setDialog('report')}>
            {t('request.report')}
          </Button>
        )}
      </div>
      {dialog === 'block' && (
        <Dialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={t('request.blockTitle', { name })}
          description={t('request.blockExplain', { name })}
          closeLabel={t('request.cancel')}
        >
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => act('block')} busy={answer.isPending}>
              {t('request.blockConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('request.cancel')}
            </Button>
          </div>
        </Dialog>
      )}
      {dialog === 'report' && <ReportDialog requestId={r.id} onClose={() => setDialog(null)} />}
    </div>
  );
}
