import { mayPost, PATHS, type SteelcollabPostKind, PROPOSAL_KINDS, type ProposalKind, proposalKindOf } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { searchWithDraft } from '../../../components/wizard/wizard-steps';
import { useMyProfile } from '../../../api/profile/get-my-profile';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { useProposalDetails } from '../../../api/proposals/get-proposal-details';
import { SteelcollabWizard } from '../wizards/steelcollab-wizard';
import '../i18n';

function Frame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-700 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 text-steel-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A post being edited: only its owner, only while under review, only in the wizard of its kind. */
function EditPost({ kind, proposalId, userId }: { kind: ProposalKind; proposalId: string; userId: string }) {
  const { t } = useTranslation('proposals');
  const details = useProposalDetails(proposalId);
  if (details.isPending) return <Spinner />;
  const stored = details.data;
  const storedKind = stored ? proposalKindOf(stored.category, stored.type) : null;
  if (!stored || storedKind?.id !== kind.id || stored.userId !== userId) {
    return (
      <Frame title={t(`steelcollab.${kind.id}.editTitle`)}>
        <ErrorBanner message={t('steelcollab.notFound')} />
      </Frame>
    );
  }
  if (!stored.canEdit) {
    return (
      <Frame title={t(`steelcollab.${kind.id}.editTitle`)} intro={stored.title}>
        <ErrorBanner message={t('funding.notEditable', { status: kind.statusLabels[stored.status] ?? stored.status })} />
        <p className="mt-4">
          <Link to={kind.detailPath(stored.id)} className="font-semibold text-brand-700 underline">
            {t('steelcollab.backToList')}
          </Link>
        </p>
      </Frame>
    );
  }
  return (
    <Frame title={stored.status === 'DRAFT' ? t(`steelcollab.${kind.id}.title`) : t(`steelcollab.${kind.id}.editTitle`)} intro={stored.title}>
      <SteelcollabWizard kind={kind} userId={userId} profile={null} stored={stored} origin={kind.detailPath(stored.id)} />
    </Frame>
  );
}

/**
 * /steel-collab/post-problem, post-research, post-solution (with ?proposalId= to edit) and the
 * dashboard's edit routes. The posting rule by organisation category is checked before the form
 * opens: others go back to the hub, which shows the kind's refusal (docs/specification.md#posting-rules); the server
 * refuses them too.
 */
export function SteelcollabPostPage({ kindId }: { kindId: SteelcollabPostKind }) {
  const { t } = useTranslation('proposals');
  const kind = PROPOSAL_KINDS[kindId];
  const { user } = useAuth();
  const profile = useMyProfile();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: a draft created on this page keeps its wizard; a reload of the page opens the draft (decision 185).
  const [resumed] = useState((location.state as { draftId?: string } | null)?.draftId ?? search.get('draft') ?? undefined);
  const proposalId = params.proposalId ?? search.get('proposalId') ?? resumed;
  const onDraftCreated = (draftId: string) =>
    void navigate({ search: searchWithDraft(window.location.search, draftId) }, { replace: true, state: { ...(location.state as object | null), draftId } });
  if (profile.isPending) return <Spinner />;
  if (profile.isError) {
    return (
      <Frame title={t(`steelcollab.${kind.id}.title`)}>
        <ErrorBanner message={profile.error.message} />
      </Frame>
    );
  }
  if (!mayPost(kind, profile.data.organizationCategory)) {
    return <Navigate to={PATHS.steelCollab} replace state={{ message: kind.postingRefusal }} />;
  }
  if (proposalId) return <EditPost kind={kind} proposalId={proposalId} userId={user?.id ?? ''} />;
  return (
    <Frame title={t(`steelcollab.${kind.id}.title`)} intro={t(`steelcollab.${kind.id}.intro`)}>
      <SteelcollabWizard kind={kind} userId={user?.id ?? ''} profile={profile.data} stored={null} onDraftCreated={onDraftCreated} />
    </Frame>
  );
}
