import { MESSAGES, type ProposalStatus, type ProposalType } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ProposalSections, type ProposalSectionsData } from './proposal-sections';
import { SteelcollabStatus } from './steelcollab-status';
import { localize } from '../../../lib/localize';
import { useCodeLabels } from '../../../lib/labels';

export type ProposalViewData = ProposalSectionsData & {
  id: string;
  title: string;
  type: ProposalType;
  status: ProposalStatus;
  createdAt: string;
  updatedAt: string;
  postedBy: { name: string; designation: string | null; organization: string | null };
  connectedStakeholders: { createdAt: string }[];
  /** Only its poster (or an admin) reads a post that awaits its poster's account approval (decision 127). */
  awaitsAccountApproval?: boolean;
};

/** A public post: the body, and a side panel with who posted it, its status, its dates and the connect action. */
export function ProposalView({ proposal, action, notice }: { proposal: ProposalViewData; action: ReactNode; notice?: ReactNode }) {
  const { t } = useTranslation('proposals');
  const codeLabels = useCodeLabels();
  // Newest first: the spec's "first connected stakeholder" is the latest contact.
  const lastContact = proposal.connectedStakeholders[0]?.createdAt;
  const who = [proposal.postedBy.name, proposal.postedBy.designation, proposal.postedBy.organization].filter(Boolean);
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      {notice}
      <h1 className="text-2xl font-bold break-words text-brand-700 sm:text-3xl">{proposal.title}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <ProposalSections proposal={proposal} />
        <aside aria-label={t('steelcollab.detail.about')} className="h-fit space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-steel-900">{t('steelcollab.detail.focusAreas')}</dt>
              <dd className="text-steel-700">{proposal.focusArea.map(codeLabels.focusArea).join(', ') || '—'}</dd>
            </div>
            <div>
              <dt className="font-semibold text-steel-900">{t('steelcollab.detail.postedBy')}</dt>
              {who.map((line) => (
                <dd key={line} className="text-steel-700">
                  {line}
                </dd>
              ))}
            </div>
            <div>
              <dt className="font-semibold text-steel-900">{t('steelcollab.detail.status')}</dt>
              <dd>
                <SteelcollabStatus status={proposal.status} />
              </dd>
              {proposal.awaitsAccountApproval ? <dd className="mt-1 text-steel-700">{localize(MESSAGES.postAwaitsAccountApproval)}</dd> : null}
            </div>
            <div>
              <dt className="font-semibold text-steel-900">{t('steelcollab.detail.posted')}</dt>
              <dd className="text-steel-700">{formatDate(proposal.createdAt)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-steel-900">{t('steelcollab.detail.updated')}</dt>
              <dd className="text-steel-700">{formatDate(proposal.updatedAt)}</dd>
            </div>
          </dl>
          {action}
          <p className="text-sm text-steel-500">
            {lastContact ? t('steelcollab.detail.lastContacted', { when: formatDateTime(lastContact) }) : t('steelcollab.detail.neverContacted')}
          </p>
        </aside>
      </div>
    </article>
  );
}
