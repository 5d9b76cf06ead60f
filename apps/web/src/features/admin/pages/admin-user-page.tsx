import { CLARIFICATION_MAX_LENGTH, MESSAGES, PATHS, TOAST_LONG_MS, USER_STATUSES, type UserStatus } from '@portal/shared';
import type { DocumentRef } from '@portal/shared/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBanner, TextAreaField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCodeLabels } from '../../../lib/labels';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useAskClarification } from '../../../api/clarifications/ask-clarification';
import { useUser } from '../api/get-user';
import { useUpdateUserStatus } from '../api/update-user-status';
import '../i18n';
import { localize } from '../../../lib/messages';

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
  const codeLabels = useCodeLabels();
  const { userId = '' } = useParams();
  const labels = useCodeLabels();
  const user = useUser(userId);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { user: me } = useAuth();
  const [text, setText] = useState('');

  const updateStatus = useUpdateUserStatus();
  const ask = useAskClarification();
  const changeStatus = (s: UserStatus) =>
    updateStatus.mutate(
      { id: userId, status: s },
      {
        onSuccess: () => {
          toast.success(MESSAGES.userStatusUpdated);
          setConfirming(false);
        },
        onError: () => toast.error(MESSAGES.userStatusUpdateFailed),
      },
    );
  const sendClarification = () =>
    ask.mutate(
      { post_id: userId, post_type: 'USER', email: user.data?.email ?? '', clarification: text.trim() },
      {
        onSuccess: () => {
          toast.success(MESSAGES.clarificationMailSent, { duration: TOAST_LONG_MS });
          setAsking(false);
          setText('');
        },
        onError: () => toast.error(MESSAGES.mailSendFailed),
      },
    );

  if (user.isPending) return <Spinner />;
  if (user.isError) return <ErrorBanner message={user.error instanceof Error && user.error.message ? user.error.message : MESSAGES.profileLoadFailed} />;
  const u = user.data;
  const chosen = status ?? u.status;
  const address = [u.addressLine1, u.addressLine2, u.city, u.district, u.state, u.zip].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [t('user.fields.email'), u.email],
    [t('user.fields.phone'), u.phone || '—'],
    [t('user.fields.organization'), u.organization ?? '—'],
    [t('user.fields.organizationCategory'), u.organizationCategory ?? '—'],
    [t('user.fields.designation'), u.designation ?? '—'],
    [t('user.fields.documentType'), u.documentType ? codeLabels.documentType(u.documentType) : '—'],
    [t('user.fields.documentNumber'), u.documentNumber ?? '—'],
    [t('user.fields.address'), address || '—'],
    [t('user.fields.roles'), labels.roles(u.roles)],
    [t('user.fields.verified'), u.isEmailVerified ? t('user.yes') : t('user.no')],
    [t('user.fields.registered'), formatDate(u.createdAt)],
  ];

  const isSelf = me?.id === u.id;
  // Rejecting locks a person out of submitting and posting: it is confirmed first.
  const onUpdateStatus = () => (chosen === 'REJECTED' ? setConfirming(true) : changeStatus(chosen));

  const onAsk = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) sendClarification();
  };

  return (
    <div className="space-y-6">
      <Link to={PATHS.adminUsers} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('user.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-5 shadow-sm">
        <div>
          <h1 className="text-2xl font-bold text-brand-700">{u.name}</h1>
          <StatusBadge status={u.status} label={t(`statusLabels.${u.status}`)} />
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
      <section className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-5 shadow-sm">
        <SelectField
          label={t('user.newStatus')}
          className="w-60"
          value={chosen}
          disabled={isSelf}
          hint={isSelf ? t('user.ownStatus') : undefined}
          onChange={(e) => setStatus(e.target.value as UserStatus)}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`statusLabels.${s}`) }))}
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

      <Dialog open={asking} onOpenChange={setAsking} title={t('user.askClarification')}>
        <form onSubmit={onAsk} className="space-y-4">
          <TextAreaField
            label={t('user.clarification')}
            hint={t('user.clarificationCount', { count: text.length, max: CLARIFICATION_MAX_LENGTH })}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={5}
            maxLength={CLARIFICATION_MAX_LENGTH}
            required
          />
          <Button type="submit" busy={ask.isPending} disabled={!text.trim()}>
            {ask.isPending ? t('user.sending') : t('user.send')}
          </Button>
        </form>
      </Dialog>
    </div>
  );
}
