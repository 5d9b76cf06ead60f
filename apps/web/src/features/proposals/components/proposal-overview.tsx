import { API, MESSAGES, PATHS, proposalKindOf, proposalStatusLabel } from '@portal/shared';
import { MoneyLines } from '../../../components/proposals/money-lines';
import type { ProposalDetail } from '@portal/shared/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Button } from '../../../components/ui/button';
import { ApiError, apiDownload } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import '../i18n';
import { useCodeLabels } from '../../../lib/labels';

type TextField =
  | 'abstract'
  | 'detailedDescription'
  | 'objectives'
  | 'methodology'
  | 'expectedResults'
  | 'riskFactors'
  | 'eligibilityCriteria'
  | 'currentStage'
  | 'fundingRequired';

/** The order of the body's texts: a Steelcollab post reads as a problem; a funding application as its wizard asked. */
const FIELDS: Record<'steelcollab' | 'funding', readonly TextField[]> = {
  steelcollab: [
    'abstract',
    'detailedDescription',
    'objectives',
    'methodology',
    'expectedResults',
    'eligibilityCriteria',
    'currentStage',
    'fundingRequired',
    'riskFactors',
  ],
  funding: [
    'abstract',
    'methodology',
    'expectedResults',
    'riskFactors',
    'detailedDescription',
    'objectives',
    'eligibilityCriteria',
    'currentStage',
    'fundingRequired',
  ],
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-steel-900">{title}</h2>
      <div className="mt-2 text-sm text-steel-900">{children}</div>
    </section>
  );
}

/** Field labels differ by scheme: Steelcollab posts and funding proposals name the same column apart. */
export const fieldGroup = (category: string) => (category === 'STEELCOLLAB' ? 'steelcollab' : 'funding');
/** A field's label keys: the scheme's own wording first, then the common one. */
export const fieldLabelKeys = (category: string, field: string) => [`detail.${fieldGroup(category)}Fields.${field}`, `detail.fields.${field}`];

/**
 * The body of a proposal for its owner, collaborators and admins, whatever its kind
 * (docs/specification.md#proposal-detail): its texts by category, focus areas, the challenge it answers,
 * and collaborators. `challengeLink` says where the challenge's title leads.
 */
export function ProposalOverview({ proposal, challengeLink = PATHS.challenge }: { proposal: ProposalDetail; challengeLink?: (id: string) => string }) {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  const group = fieldGroup(proposal.category);
  const label = (f: TextField) => t(fieldLabelKeys(proposal.category, f));
  const challenges = proposal.challengeMappings.filter((m) => m.challenge);

  return (
    <div className="space-y-4">
      {challenges.length > 0 && (
        <Section title={t('detail.challenge')}>
          <ul>
            {challenges.map((m) => (
              <li key={m.challengeId}>
                <Link to={challengeLink(m.challengeId)} className="font-semibold text-brand-700 underline">
                  {m.challenge?.title}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {FIELDS[group]
        .filter((f) => proposal[f])
        .map((f) => (
          <Section key={f} title={label(f)}>
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{proposal[f]}</p>
          </Section>
        ))}
      {proposal.focusArea.length > 0 && (
        <Section title={t('detail.focusAreas')}>
          <ul className="flex flex-wrap gap-2">
            {proposal.focusArea.map((f) => (
              <li key={f} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                {codeLabels.focusArea(f)}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {proposal.category !== 'STEELCOLLAB' && (
        <Section title={t('money.detailTitle')}>
          <MoneyLines proposal={proposal} />
        </Section>
      )}
      {proposal.collaborators.length > 0 && (
        <Section title={t('detail.collaborators')}>
          <ul className="divide-y divide-steel-100">
            {proposal.collaborators.map((c) => (
              <li key={c.userId} className="py-2">
                <p className="font-semibold">{c.user.name}</p>
                <p className="text-steel-500 [overflow-wrap:anywhere]">
                  {[c.user.organization, c.user.organizationCategory && codeLabels.organizationCategory(c.user.organizationCategory), c.user.email]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

/** The receipt PDF, for those its route serves (the detail's canDownloadReceipt). */
function ReceiptButton({ proposal }: { proposal: ProposalDetail }) {
  const { t } = useTranslation('proposals');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(API.proposalReceipt(proposal.id), { defaultName: `${proposal.reference}.pdf`, fallbackMessage: t('submitted.receiptFailed') });
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : t('submitted.receiptFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()}>
      {t('detail.receipt')}
    </Button>
  );
}

/** The submission time as the timeline states it: India time; a draft not yet, a submission without a record says so. */
function submittedOn(p: ProposalDetail, t: (key: string) => string): string {
  if (p.submittedAt) return formatDateTime(p.submittedAt);
  return p.status === 'DRAFT' ? t('lists.notSubmitted') : t('lists.submissionNotRecorded');
}

/** The side column: Status, Reference and receipt, Documents (only if any), Timeline, Posted by (docs/specification.md#proposal-detail). */
export function ProposalSideColumn({ proposal, children }: { proposal: ProposalDetail; children?: ReactNode }) {
  const { t } = useTranslation('proposals');
  const kind = proposalKindOf(proposal.category, proposal.type);
  return (
    <aside className="space-y-4">
      <Section title={t('detail.status')}>
        <StatusBadge status={proposal.status} label={kind ? proposalStatusLabel(kind, proposal.status) : proposal.status} />
      </Section>
      {proposal.reference && (
        <Section title={t('detail.reference')}>
          <p className="font-semibold tracking-wide [overflow-wrap:anywhere]" data-testid="detail-reference">
            {proposal.reference}
          </p>
          {proposal.canDownloadReceipt && (
            <div className="mt-2">
              <ReceiptButton proposal={proposal} />
            </div>
          )}
        </Section>
      )}
      {proposal.documents.length > 0 && (
        <Section title={t('detail.documents')}>
          <ul className="space-y-1">
            {proposal.documents.map((d) => (
              <li key={d.filePath}>
                <a href={d.url} download={d.fileName} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
                  {d.fileName}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('detail.timeline')}>
        <dl className="space-y-1">
          <div>
            <dt className="inline font-semibold">{t('detail.startedOn')}: </dt>
            <dd className="inline">{formatDate(proposal.createdAt)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('detail.submittedOn')}: </dt>
            <dd className="inline">{submittedOn(proposal, t)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('detail.lastUpdated')}: </dt>
            <dd className="inline">{formatDate(proposal.updatedAt)}</dd>
          </div>
        </dl>
      </Section>
      <Section title={t('detail.postedBy')}>
        <p className="font-semibold">{proposal.postedBy.name}</p>
        {proposal.postedBy.designation && <p>{proposal.postedBy.designation}</p>}
        {proposal.postedBy.organization && <p>{proposal.postedBy.organization}</p>}
      </Section>
      {children}
    </aside>
  );
}

/** A detail that could not be read: the spec's 'Problem statement not found' when it is not there (or not the viewer's). */
export function ProposalLoadError({ error }: { error: Error }) {
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return <EmptyState title={notFound ? MESSAGES.proposalNotFound : error.message} />;
}
