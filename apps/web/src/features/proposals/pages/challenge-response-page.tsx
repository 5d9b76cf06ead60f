import { PATHS, PROPOSAL_KINDS, type ProposalKind, proposalKindOf } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { searchWithDraft } from '../../../components/wizard/wizard-steps';
import { useMyProfile } from '../../../api/profile/get-my-profile';
import { useChallenge } from '../../../api/challenges/get-challenge';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { useProposalDetails } from '../../../api/proposals/get-proposal-details';
import { FundingWizard } from '../wizards/funding-wizard';
import '../i18n';

/** What the pages that lead here put in the navigation state (docs/specification.md#challenge-pages). */
export type ApplyState = {
  category?: string;
  type?: string;
  challengeId?: string;
  origin?: string;
  /** The server draft a new application created: a reload opens it (decision 185). */
  draftId?: string;
};

function Frame({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-700 sm:text-3xl">{title}</h1>
      {subtitle && <div className="mt-2 text-steel-700">{subtitle}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A deep link without a scheme offers the choice instead of failing. */
function SchemeChoice() {
  const { t } = useTranslation('proposals');
  const { pathname } = useLocation();
  const choices = [
    { kind: PROPOSAL_KINDS.openInnovation, text: t('funding.chooseOpenInnovation') },
    { kind: PROPOSAL_KINDS.startup, text: t('funding.chooseStartup') },
  ];
  return (
    <Frame title={t('funding.chooseTitle')} subtitle={t('funding.chooseIntro')}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {choices.map(({ kind, text }) => (
          <li key={kind.id}>
            <Link
              to={PATHS.challengeResponse}
              state={{ category: kind.category, type: kind.type, origin: pathname } satisfies ApplyState}
              className="block h-full rounded-lg bg-white p-5 shadow-sm ring-brand-100 hover:ring-2"
            >
              {text}
            </Link>
          </li>
        ))}
        <li>
          <Link to={PATHS.challenges} className="block h-full rounded-lg bg-white p-5 shadow-sm ring-brand-100 hover:ring-2">
            {t('funding.chooseChallenge')}
          </Link>
        </li>
      </ul>
    </Frame>
  );
}

/** A new application, for the scheme carried in the navigation state. */
function NewApplication({ kind, state }: { kind: ProposalKind; state: ApplyState }) {
  const { t } = useTranslation('proposals');
  const { user } = useAuth();
  const profile = useMyProfile();
  const challenge = useChallenge(kind.needsChallenge ? state.challengeId : undefined, true);
  const navigate = useNavigate();
  const location = useLocation();
  // The draft's id goes into this entry's URL and state, so a reload, Back to here or the URL opened
  // elsewhere opens the server copy (decision 185).
  const onDraftCreated = (draftId: string) =>
    void navigate(
      { search: searchWithDraft(window.location.search, draftId) },
      { replace: true, state: { ...(location.state as ApplyState | null), draftId } satisfies ApplyState },
    );
  if (profile.isPending || (kind.needsChallenge && challenge.isPending)) return <Spinner />;
  if (kind.needsChallenge && (challenge.isError || !challenge.data?.isOpen)) {
    return (
      <Frame title={t('funding.title')}>
        <ErrorBanner message={challenge.isError ? challenge.error.message : t('funding.challengeClosed')} />
        <p className="mt-4">
          <Link to={PATHS.challenges} className="font-semibold text-brand-700 underline">
            {t('funding.chooseChallenge')}
          </Link>
        </p>
      </Frame>
    );
  }
  return (
    <Frame
      title={t('funding.title')}
      subtitle={
        kind.needsChallenge && challenge.data
          ? t('funding.forChallenge', { title: challenge.data.title })
          : t('funding.scheme', { scheme: t(`schemes.${kind.id}`) })
      }
    >
      <FundingWizard
        kind={kind}
        userId={user?.id ?? ''}
        profile={profile.data ?? null}
        stored={null}
        challengeId={state.challengeId}
        challenge={kind.needsChallenge ? challenge.data : null}
        origin={state.origin}
        onDraftCreated={onDraftCreated}
      />
    </Frame>
  );
}

/** An application being edited: only its owner, only while it is under review; otherwise the page says why. */
function EditApplication({ proposalId }: { proposalId: string }) {
  const { t } = useTranslation('proposals');
  const { user } = useAuth();
  const details = useProposalDetails(proposalId);
  if (details.isPending) return <Spinner />;
  const stored = details.data;
  const kind = stored ? proposalKindOf(stored.category, stored.type) : null;
  // A draft opens for its owner and the collaborators it names (canEdit); a submission for its owner only.
  const mayOpen = stored?.status === 'DRAFT' ? stored.canEdit : stored?.userId === user?.id;
  if (!stored || !kind || kind.form !== 'funding' || !mayOpen) {
    return (
      <Frame title={t('funding.editTitle')}>
        <ErrorBanner message={t('funding.notFound')} />
      </Frame>
    );
  }
  if (!stored.canEdit) {
    return (
      <Frame title={t('funding.editTitle')} subtitle={stored.title}>
        <ErrorBanner message={t('funding.notEditable', { status: kind.statusLabels[stored.status] ?? stored.status })} />
        <p className="mt-4">
          <Link to={kind.detailPath(stored.id)} className="font-semibold text-brand-700 underline">
            {t('funding.backToList')}
          </Link>
        </p>
      </Frame>
    );
  }
  return (
    <Frame title={stored.status === 'DRAFT' ? t('funding.title') : t('funding.editTitle')} subtitle={t('funding.scheme', { scheme: t(`schemes.${kind.id}`) })}>
      <FundingWizard kind={kind} userId={user?.id ?? ''} profile={null} stored={stored} origin={kind.detailPath(stored.id)} />
    </Frame>
  );
}

/**
 * /challenge-response (and its edit routes): the funding wizard for the scheme the user came from
 * (docs/specification.md#challenge-pages), the scheme choice on a bare deep link, or the stored application when editing.
 */
export function ChallengeResponsePage() {
  const { proposalId } = useParams();
  const state = (useLocation().state ?? {}) as ApplyState;
  const [search] = useSearchParams();
  // Read once: a draft created on this page keeps its wizard; a reload of the page, or its URL, opens the draft.
  const [resumed] = useState(state.draftId ?? search.get('draft') ?? undefined);
  if (proposalId ?? resumed) return <EditApplication proposalId={(proposalId ?? resumed)!} />;
  const kind = state.category && state.type ? proposalKindOf(state.category, state.type) : null;
  if (!kind || kind.form !== 'funding' || (kind.needsChallenge && !state.challengeId)) return <SchemeChoice />;
  return <NewApplication kind={kind} state={state} />;
}
