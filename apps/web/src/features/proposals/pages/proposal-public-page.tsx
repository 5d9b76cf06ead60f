import { MESSAGES } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePublicProposalDetails } from '../../../api/proposals/get-proposal-details';
import { ConnectButton } from '../components/connect-button';
import { ProposalView } from '../components/proposal-view';
import '../i18n';

/** /problems/{id} and /steel-collab/research/{id}: a Steelcollab post, with connect (docs/specification.md#explore-lists-and-the-post-page). */
export function ProposalPublicPage() {
  const { t } = useTranslation('proposals');
  const { proposalId = '' } = useParams();
  const { user, status } = useAuth();
  const details = usePublicProposalDetails(proposalId, Boolean(user), status !== 'loading');
  if (status === 'loading' || details.isPending) return <Spinner />;
  if (details.isError) {
    const missing = details.error instanceof ApiError && (details.error.status === 404 || details.error.status === 400 || details.error.status === 403);
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState title={missing ? MESSAGES.proposalNotFound : details.error.message || MESSAGES.proposalDetailsFetchFailed} />
      </section>
    );
  }
  const proposal = details.data;
  const own = user?.id === proposal.userId;
  return (
    <ProposalView
      proposal={proposal}
      action={own ? <p className="text-sm font-semibold text-steel-700">{t('steelcollab.detail.ownPost')}</p> : <ConnectButton proposal={proposal} />}
    />
  );
}
