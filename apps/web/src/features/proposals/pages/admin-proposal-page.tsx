import {
  ADMIN_SETTABLE_PROPOSAL_STATUSES,
  MESSAGES,
  PATHS,
  proposalKindOf,
  proposalStatusLabel,
  STATUS_MESSAGE_MAX_LENGTH,
  TOAST_LONG_MS,
} from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { useAskClarification } from '../../../api/clarifications/ask-clarification';
import { useClarifications } from '../../../api/clarifications/get-clarifications';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useProposalDetails } from '../api/get-proposal-details';
import { usePrefetchProposalHistory } from '../api/get-proposal-history';
import { proposalKeys } from '../api/proposal-keys';
import { useUpdateProposalStatus } from '../api/update-proposal-status';
import { ProposalHistory } from '../components/proposal-history';
import { ProposalLoadError, ProposalOverview, ProposalSideColumn } from '../components/proposal-overview';
import '../i18n';

type Settable = (typeof ADMIN_SETTABLE_PROPOSAL_STATUSES)[number];

/**
 * The admin's proposal detail, any kind (docs/specification.md#admin-screens): the proposal, documents,
 * collaborators, the challenge, the applicant's profile, the status decision, the clarification
 * request, the clarifications already asked and the proposal's history.
 */
export function AdminProposalPage() {
  const { t } = useTranslation('proposals');
  const { proposalId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const details = useProposalDetails(proposalId);
  usePrefetchProposalHistory(proposalId);
  const asked = useClarifications({ kind: 'proposal', id: proposalId }, { enabled: details.isSuccess });
  const updateStatus = useUpdateProposalStatus();
  const ask = useAskClarification();
  const [status, setStatus] = useState<Settable | null>(null);
  const [asking, setAsking] = useState(false);
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');

  if (details.isPending) return <Spinner />;
  if (details.isError) return <ProposalLoadError error={details.error} />;
  const p = details.data;
  const kind = proposalKindOf(p.category, p.type);
  const current = (ADMIN_SETTABLE_PROPOSAL_STATUSES as readonly string[]).includes(p.status) ? (p.status as Settable) : 'UNDER_REVIEW';
  const chosen = status ?? current;
  const label = (s: Settable) => (kind ? proposalStatusLabel(kind, s) : s);

  const changeStatus = (e: FormEvent) => {
    e.preventDefault();
    updateStatus.mutate(
      { id: p.id, status: chosen, message: message.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(MESSAGES.proposalStatusUpdated);
          setConfirming(false);
          setMessage('');
        },
        onError: () => toast.error(MESSAGES.proposalStatusUpdateFailed),
      },
    );
  };
  const onAsk = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || !kind) return;
    // The server finds the recipient from the proposal; the e-mail is sent only because the contract carries it.
    ask.mutate(
      { post_id: p.id, post_type: kind.postType, email: p.email ?? '', clarification: text.trim() },
      {
        onSuccess: () => {
          toast.success(MESSAGES.clarificationMailSent, { duration: TOAST_LONG_MS });
          void queryClient.invalidateQueries({ queryKey: proposalKeys.histories(p.id) });
          setAsking(false);
          setText('');
        },
        onError: () => toast.error(MESSAGES.mailSendFailed),
      },
    );
  };

  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={() => void navigate(-1)}>
        ← {t('detail.back')}
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">{p.title}</h1>
          <p className="text-sm text-steel-500">{kind?.label ?? `${p.category} / ${p.type}`}</p>
        </div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('detail.askClarification')}
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-4">
          <section aria-labelledby="decision-h" className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-5 shadow-sm">
            <h2 id="decision-h" className="w-full text-lg font-semibold text-steel-900">
              {t('detail.decision')}
            </h2>
            <SelectField
              label={t('detail.newStatus')}
              className="w-64"
              value={chosen}
              onChange={(e) => setStatus(e.target.value as Settable)}
              options={ADMIN_SETTABLE_PROPOSAL_STATUSES.map((s) => ({ value: s, label: label(s) }))}
            />
            <Button disabled={chosen === p.status} onClick={() => setConfirming(true)}>
              {t('detail.updateStatus')}
            </Button>
          </section>
          <section aria-labelledby="applicant-h" className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="applicant-h" className="text-lg font-semibold text-steel-900">
              {t('detail.applicant')}
            </h2>
            <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
              {(
                [
                  ['email', p.email],
                  ['mobile', p.mobile],
                  ['orgType', p.orgType],
                ] as const
              ).map(([k, v]) => (
                <div key={k}>
                  <dt className="font-semibold text-steel-700">{t(`detail.${k}`)}</dt>
                  <dd className="[overflow-wrap:anywhere]">{v ?? '—'}</dd>
                </div>
              ))}
            </dl>
            <Link to={PATHS.adminUser(p.userId)} className="mt-3 inline-block font-semibold text-brand-700 underline">
              {t('detail.applicantProfile')}
            </Link>
          </section>
          <ProposalOverview proposal={p} />
          <section aria-labelledby="asked-h" className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="asked-h" className="text-lg font-semibold text-steel-900">
              {t('detail.asked')}
            </h2>
            {asked.isPending ? (
              <Spinner />
            ) : asked.data && asked.data.length > 0 ? (
              <ol className="mt-2 divide-y divide-steel-100 text-sm">
                {asked.data.map((c) => (
                  <li key={c.id} className="py-2">
                    <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{c.comment}</p>
                    <p className="text-xs text-steel-500">{formatDate(c.createdAt)}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-sm text-steel-500">{t('detail.none')}</p>
            )}
          </section>
          <ProposalHistory proposalId={p.id} kind={kind} category={p.category} />
        </div>
        <ProposalSideColumn proposal={p} />
      </div>

      <Dialog open={confirming} onOpenChange={setConfirming} title={t('detail.confirmStatusTitle')}>
        <form onSubmit={changeStatus} className="space-y-4">
          <p className="text-sm [overflow-wrap:anywhere]">{t('detail.confirmStatus', { title: p.title, from: label(current), to: label(chosen) })}</p>
          <label className="block">
            <span className="mb-1 block text-sm font-semibold text-steel-700">{t('detail.statusMessage')}</span>
            <span id="status-message-hint" className="mb-1 block text-sm text-steel-500">
              {t('detail.statusMessageHint')}
            </span>
            <textarea
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              rows={4}
              maxLength={STATUS_MESSAGE_MAX_LENGTH}
              aria-describedby="status-message-hint"
              className="block w-full rounded border border-steel-100 px-3 py-2"
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={updateStatus.isPending}>
              {t('detail.confirmStatusChange')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t('detail.cancel')}
            </Button>
          </div>
        </form>
      </Dialog>

      <Dialog open={asking} onOpenChange={setAsking} title={t('detail.askClarification')}>
        <form onSubmit={onAsk} className="space-y-4">
          <label className="block">
            <span className="mb-1 block text-sm font-semibold text-steel-700">{t('detail.clarification')}</span>
            <textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={5}
              maxLength={2000}
              required
              className="block w-full rounded border border-steel-100 px-3 py-2"
            />
          </label>
          <Button type="submit" busy={ask.isPending} disabled={!text.trim()}>
            {ask.isPending ? t('detail.sending') : t('detail.send')}
          </Button>
        </form>
      </Dialog>
    </div>
  );
}
