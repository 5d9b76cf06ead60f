import { MESSAGES, PATHS, USER_STATUSES, type UserStatus } from '@portal/shared';
import type { DocumentRef } from '@portal/shared/schemas';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCodeLabels } from '../../../lib/labels';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { AskClarificationDialog } from '../../../components/clarifications/ask-clarification-dialog';
import { ReviewerRolePanel } from '../../../components/reviews/reviewer-role-panel';
import { useUser } from '../api/get-user';
import { useUpdateUserStatus } from '../api/update-user-status';
import '../i18n';
import { localize } from '../../../lib/localize';
import { refusalMessage, toastFailure } from '../../../lib/refusal';

function DocumentLink({ label, doc }: { label: string; doc: DocumentRef | null }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-steel-700">{label}</dt>
      <dd className="mt-1 text-sm">
        {doc ? (
          <a href={doc.url} download className="font-semibold text-brand-700 underline">
            {doc.fileName}
          </a>
        ) : (
          <span className="text-steel-500">{localize(MESSAGES.noDocumentProvided)}</span>
        )}
      </dd>
    </div>
  );
}

/** A user's profile and documents, the status decision and the clarification request (docs/specification.md#admin-screens). */
export function AdminUserPage() {
  const { t } = useTranslation('admin');
  const { userId = '' } = useParams();
  const labels = useCodeLabels();
  const user = useUser(userId);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { user: me } = useAuth();

  const updateStatus = useUpdateUserStatus();
  const changeStatus = (s: UserStatus) =>
    updateStatus.mutate(
      { id: userId, status: s },
      {
        onSuccess: () => {
          toast.success(MESSAGES.userStatusUpdated);
          setConfirming(false);
        },
        onError: (err) => toastFailure(err, MESSAGES.userStatusUpdateFailed),
      },
    );
  if (user.isPending) return <Spinner />;
  if (user.isError) return <ErrorBanner message={refusalMessage(user.error, MESSAGES.profileLoadFailed)} />;
  const u = user.data;
  const chosen = status ?? u.status;
  const address = [u.addressLine1, u.addressLine2, u.city, u.district, u.state, u.zip].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [t('user.fields.email'), u.email],
    [t('user.fields.phone'), u.phone || '—'],
    [t('user.fields.organization'), u.organization ?? '—'],
    [t('user.fields.organizationCategory'), u.organizationCategory ? labels.organizationCategory(u.organizationCategory) : '—'],
    [t('user.fields.designation'), u.designation ?? '—'],
    [t('user.fields.documentType'), u.documentType ? labels.documentType(u.documentType) : '—'],
    [t('user.fields.documentNumber'), u.documentNumber ?? '—'],
    [t('user.fields.address'), address || '—'],
    [t('user.fields.roles'), labels.roles(u.roles)],
    [t('user.fields.verified'), u.isEmailVerified ? t('user.yes') : t('user.no')],
    [t('user.fields.registered'), formatDate(u.createdAt)],
  ];

  const isSelf = me?.id === u.id;
  // Rejecting locks a person out of submitting and posting: it is confirmed first.
  const onUpdateStatus = () => (chosen === 'REJECTED' ? setConfirming(true) : changeStatus(chosen));

  return (
    <div className="space-y-6">
      <Link to={PATHS.adminUsers} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('user.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-5 shadow-sm">
        <div>
          <h1 className="text-2xl font-bold text-brand-700">{u.name}</h1>
          <StatusBadge status={u.status} label={labels.status(u.status)} />
        </div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('user.askClarification')}
        </Button>
      </div>
      <section aria-labelledby="profile-h" className="rounded-lg bg-white p-5 shadow-sm">
        <h2 id="profile-h" className="text-lg font-semibold">
          {t('user.profile')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-semibold text-steel-700">{label}</dt>
              <dd className="mt-1 text-sm text-steel-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="docs-h" className="rounded-lg bg-white p-5 shadow-sm">
        <h2 id="docs-h" className="text-lg font-semibold">
          {t('user.documents')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <DocumentLink label={t('user.governmentId')} doc={u.governmentIssueddocument} />
          <DocumentLink label={t('user.organizationDoc')} doc={u.organizationDocs} />
        </dl>
      </section>
      <ReviewerRolePanel user={u} onChanged={() => void user.refetch()} />
      <section className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-5 shadow-sm">
        <SelectField
          label={t('user.newStatus')}
          className="w-60"
          value={chosen}
          disabled={isSelf}
          hint={isSelf ? t('user.ownStatus') : undefined}
          onChange={(e) => setStatus(e.target.value as UserStatus)}
          options={USER_STATUSES.map((s) => ({ value: s, label: labels.status(s) }))}
        />
        <Button busy={updateStatus.isPending && !confirming} disabled={isSelf || chosen === u.status} onClick={onUpdateStatus}>
          {t('user.updateStatus')}
        </Button>
      </section>

      <Dialog open={confirming} onOpenChange={setConfirming} title={t('user.confirmReject.title', { name: u.name })}>
        <p className="text-sm text-steel-700">{t('user.confirmReject.body', { name: u.name })}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('user.confirmReject.cancel')}
          </Button>
          <Button variant="danger" busy={updateStatus.isPending} onClick={() => changeStatus('REJECTED')}>
            {t('user.confirmReject.confirm')}
          </Button>
        </div>
      </Dialog>

      <AskClarificationDialog open={asking} onOpenChange={setAsking} subject={{ postType: 'USER', id: userId, email: u.email }} />
    </div>
  );
}
