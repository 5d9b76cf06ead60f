import { isProjectScheme, isReviewedKind, PROJECT_PATHS, proposalKindOf } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { ClarificationsDialog } from '../../../components/clarifications-dialog';
import { ReviewFeedback } from '../../../components/reviews/review-feedback';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useProposalDetails } from '../api/get-proposal-details';
import { LeaveProposalButton } from '../components/leave-proposal-button';
import { AwaitingYou } from '../components/awaiting-you';
import { RoundNotice } from '../components/round-notice';
import { fieldLabelKeys, ProposalLoadError, ProposalOverview, ProposalSideColumn } from '../components/proposal-overview';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMyProjects } from '../../../api/projects/projects';
import '../i18n';

/**
 * The submitter's detail of any kind (docs/specification.md#proposal-detail): back, title, Edit while the server says the
 * viewer may (`canEdit`: the owner, while UNDER_REVIEW), "I am not part of this" for a person named on it
 * (`canLeave`), the body, the side column, clarifications.
 */
export function ProposalDetailPage() {
  const { t } = useTranslation('proposals');
  const { proposalId = '' } = useParams();
  const navigate = useNavigate();
  const details = useProposalDetails(proposalId);
  const { user } = useAuth();
  const [viewing, setViewing] = useState(false);
  const myProjects = useMyProjects();

  if (details.isPending) return <Spinner />;
  if (details.isError) return <ProposalLoadError error={details.error} />;
  const p = details.data;
  const kind = proposalKindOf(p.category, p.type);
  // The owner and collaborators answer clarifications; anyone else reads.
  const isApplicant = user?.id === p.userId || p.canLeave;
  // A funding proposal's project, once the mission set it up: the owner and collaborators follow it there.
  const project = kind && isProjectScheme(kind.id) ? myProjects.data?.find((r) => r.proposalId === p.id) : undefined;

  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={() => void navigate(-1)}>
        ← {t('detail.back')}
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">{p.title}</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setViewing(true)}>
            {t('detail.clarifications')}
          </Button>
          {project && (
            <Link
              to={PROJECT_PATHS.myProject(p.id)}
              className="inline-flex items-center rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              data-testid="my-project-link"
            >
              {t('detail.myProject')}
            </Link>
          )}
          {p.canLeave && <LeaveProposalButton proposal={p} />}
          {p.canEdit && p.status === 'UNDER_REVIEW' && kind && (
            <Link to={kind.editPath(p.id)} className="inline-flex items-center rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              {t('detail.edit')}
            </Link>
          )}
        </div>
      </div>
      {p.round && <RoundNotice round={p.round} underReview={p.status === 'UNDER_REVIEW'} onOpenThread={isApplicant ? () => setViewing(true) : undefined} />}
      {isReviewedKind(kind) && <ReviewFeedback proposalId={p.id} decided={p.status === 'APPROVED' || p.status === 'REJECTED'} />}
      {isApplicant && p.awaitingApplicant && <AwaitingYou proposalId={p.id} onAnswer={() => setViewing(true)} />}
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <ProposalOverview proposal={p} />
        <ProposalSideColumn proposal={p} />
      </div>
      {viewing && (
        <ClarificationsDialog
          open
          onOpenChange={setViewing}
          subject={{ kind: 'proposal', id: p.id }}
          name={p.title}
          role={isApplicant ? 'applicant' : 'reader'}
          fieldLabel={(f) => t(fieldLabelKeys(p.category, f), { defaultValue: f })}
        />
      )}
    </div>
  );
}
