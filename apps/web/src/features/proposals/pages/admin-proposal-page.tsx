import { ADMIN_SETTABLE_PROPOSAL_STATUSES, isProjectScheme, isReviewedKind, PATHS, PROJECT_PATHS, proposalKindOf, proposalStatusLabel } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { useCodeLabels } from '../../../lib/labels';
import { AskClarificationDialog } from '../../../components/clarifications/ask-clarification-dialog';
import { ClarificationThreads } from '../../../components/clarifications/clarification-threads';
import { ReviewsPanel } from '../../../components/reviews/reviews-panel';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { useProposalDetails } from '../../../api/proposals/get-proposal-details';
import { usePrefetchProposalHistory } from '../api/get-proposal-history';
import { proposalKeys } from '../../../api/proposals/proposal-keys';
import { ProposalHistory } from '../components/proposal-history';
import { AwaitingBadge } from '../components/awaiting-badge';
import { fieldLabelKeys, ProposalLoadError, ProposalOverview, ProposalSideColumn } from '../components/proposal-overview';
import { OverlapPanel } from '../components/overlap-panel';
import { StatusDecisionDialog } from '../components/status-decision-dialog';
import '../i18n';

type Settable = (typeof ADMIN_SETTABLE_PROPOSAL_STATUSES)[number];

/**
 * The admin's proposal detail, any kind (docs/specification.md#admin-screens): the proposal, documents,
 * collaborators, the challenge, the applicant's profile, the status decision, the clarification
 * request, the clarifications already asked and the proposal's history.
 */
export function AdminProposalPage() {
  const codeLabels = useCodeLabels();
  const { t } = useTranslation('proposals');
  const { proposalId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const details = useProposalDetails(proposalId);
  usePrefetchProposalHistory(proposalId);
  const [status, setStatus] = useState<Settable | null>(null);
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (details.isPending) return <Spinner />;
  if (details.isError) return <ProposalLoadError error={details.error} />;
  const p = details.data;
  const kind = proposalKindOf(p.category, p.type);
  const current = (ADMIN_SETTABLE_PROPOSAL_STATUSES as readonly string[]).includes(p.status) ? (p.status as Settable) : 'UNDER_REVIEW';
  const chosen = status ?? current;
  const label = (s: Settable) => (kind ? proposalStatusLabel(kind, s) : s);

  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={() => void navigate(-1)}>
        ← {t('detail.back')}
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">{p.title}</h1>
          <p className="text-sm text-steel-500">{kind?.label ?? `${p.category} / ${p.type}`}</p>
          {p.awaitingApplicant && <AwaitingBadge overdue={Boolean(p.clarificationOverdue)} />}
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
            {/* The next step of an approved funding proposal: its funded project (set up, or followed). */}
            {p.status === 'APPROVED' && kind && isProjectScheme(kind.id) && (
              <Link to={PROJECT_PATHS.adminProject(p.id)} className="w-full font-semibold text-brand-700 underline" data-testid="project-link">
                {t('detail.project')}
              </Link>
            )}
          </section>
          {isReviewedKind(kind) && <ReviewsPanel proposalId={p.id} underReview={p.status === 'UNDER_REVIEW'} />}
          <section aria-labelledby="applicant-h" className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="applicant-h" className="text-lg font-semibold text-steel-900">
              {t('detail.applicant')}
            </h2>
            <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
              {(
                [
                  ['email', p.email],
                  ['mobile', p.mobile],
                  ['orgType', p.orgType && codeLabels.organizationCategory(p.orgType)],
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
          {p.category !== 'STEELCOLLAB' && p.status !== 'DRAFT' && <OverlapPanel proposalId={p.id} />}
          <section aria-labelledby="asked-h" className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="asked-h" className="text-lg font-semibold text-steel-900">
              {t('detail.asked')}
            </h2>
            <div className="mt-2">
              <ClarificationThreads
                subject={{ kind: 'proposal', id: p.id }}
                role="admin"
                fieldLabel={(f) => t(fieldLabelKeys(p.category, f), { defaultValue: f })}
              />
            </div>
          </section>
          <ProposalHistory proposalId={p.id} kind={kind} category={p.category} />
        </div>
        <ProposalSideColumn proposal={p} />
      </div>

      <StatusDecisionDialog open={confirming} onOpenChange={setConfirming} proposal={p} from={label(current)} to={chosen} toLabel={label(chosen)} />

      {kind && (
        <AskClarificationDialog
          open={asking}
          onOpenChange={setAsking}
          subject={{ postType: kind.postType, id: p.id, email: p.email ?? '' }}
          onAsked={() => void queryClient.invalidateQueries({ queryKey: proposalKeys.histories(p.id) })}
        />
      )}
    </div>
  );
}
