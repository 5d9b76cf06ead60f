import { isProjectScheme, PROJECT_SHARE_PERCENT, proposalKindOf } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useProject } from '../../../api/projects/projects';
import { proposalDetailsQueryOptions } from '../../../api/proposals/get-proposal-details';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { AgreementForm } from '../components/agreement-form';
import { ProjectOverview, ReportThreads } from '../components/project-overview';
import { ProjectSetupForm } from '../components/project-setup-form';
import { PublicSummaryApproval } from '../components/public-summary';
import { ReportReviewForm } from '../components/report-review-form';
import { CorrectRelease, ReleaseForm } from '../components/tranche-forms';
import '../i18n';

/**
 * The committee's page of one funded project: set it up on an approved funding proposal, upload the
 * signed agreement, release each tranche once its condition holds, and accept reports or ask for changes.
 */
export function AdminProjectPage() {
  const { t } = useTranslation('projects');
  const { proposalId = '' } = useParams();
  const project = useProject(proposalId);
  const proposal = useQuery(proposalDetailsQueryOptions(proposalId));
  if (project.isPending || proposal.isPending) return <Spinner />;
  const missing = project.isError && project.error instanceof ApiError && project.error.status === 404;
  if (proposal.isError || (project.isError && !missing))
    return (
      <p role="alert" className="rounded bg-red-50 p-4 text-red-800">
        {(proposal.error ?? project.error)?.message || t('loadFailed')}
      </p>
    );
  const kind = proposalKindOf(proposal.data.category, proposal.data.type);
  const p = project.data;
  const fixed = Boolean(p && (p.released > 0 || p.tranches.some((tr) => tr.releasedOn) || p.reports.length > 0));
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">{proposal.data.title}</h1>
        {kind && (
          <Link to={kind.adminDetailPath(proposalId)} className="text-sm font-semibold text-brand-700 underline">
            {t('proposal')}
          </Link>
        )}
      </div>
      {!p && <p className="rounded bg-brand-50 p-3 text-steel-700">{t('notSetUp')}</p>}
      {p && (
        <ProjectOverview project={p} trancheAction={(n) => <ReleaseForm project={p} n={n} />} releasedAction={(n) => <CorrectRelease project={p} n={n} />} />
      )}
      {p && !p.withdrawn && <AgreementForm project={p} />}
      {p && <PublicSummaryApproval project={p} />}
      {p && <ReportThreads project={p} action={(r) => (r.status === 'SUBMITTED' && !p.withdrawn ? <ReportReviewForm project={p} report={r} /> : null)} />}
      {fixed ? (
        <p className="text-sm text-steel-500">{t('setup.fixed')}</p>
      ) : (
        kind &&
        isProjectScheme(kind.id) && (
          <ProjectSetupForm proposalId={proposalId} project={p} share={PROJECT_SHARE_PERCENT[kind.id]} requested={proposal.data.projectCost} />
        )
      )}
    </div>
  );
}
