import { useTranslation } from '../../../lib/i18n';
import { ConnectButton } from '../components/connect-button';
import { ProposalView, type ProposalViewData } from '../components/proposal-view';
import '../i18n';

/** The texts of a sample post, in the page's language (the proposals catalogue's `samples`). */
type SampleTexts = Pick<
  ProposalViewData,
  'title' | 'abstract' | 'detailedDescription' | 'objectives' | 'methodology' | 'expectedResults' | 'eligibilityCriteria'
> & {
  postedBy: ProposalViewData['postedBy'];
};

/** The spec's fixed sample pages (docs/specification.md#routes): real content, a connect button that does nothing. */
const SLAG_CHALLENGE: Omit<ProposalViewData, keyof SampleTexts> = {
  id: 'sample-slag-challenge',
  type: 'PROBLEM',
  status: 'APPROVED',
  createdAt: '2025-01-15T09:30:00.000Z',
  updatedAt: '2025-02-03T11:00:00.000Z',
  focusArea: ['Circular Economy and Resource Efficiency', 'Decarbonization and Green Steel Innovation'],
  currentStage: null,
  connectedStakeholders: [],
};

const INNOVATOR_IDEA: Omit<ProposalViewData, keyof SampleTexts> = {
  id: 'sample-innovator-idea',
  type: 'INNOVATION',
  status: 'APPROVED',
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-20T15:45:00.000Z',
  focusArea: ['Digital and Industry 4.0', 'Operational Excellence'],
  currentStage: 'Pilot-scale',
  connectedStakeholders: [],
};

function SamplePage({ sample, name }: { sample: Omit<ProposalViewData, keyof SampleTexts>; name: 'slag' | 'idea' }) {
  const { t } = useTranslation('proposals');
  const proposal = { ...sample, ...(t(`samples.${name}`, { returnObjects: true }) as SampleTexts) } as ProposalViewData;
  return (
    <ProposalView
      proposal={proposal}
      notice={<p className="mb-4 rounded border border-brand-100 bg-brand-50 px-4 py-2 text-sm text-steel-700">{t('steelcollab.detail.sample')}</p>}
      action={<ConnectButton proposal={proposal} inert />}
    />
  );
}

export const SlagChallengeSamplePage = () => <SamplePage sample={SLAG_CHALLENGE} name="slag" />;
export const InnovatorIdeaSamplePage = () => <SamplePage sample={INNOVATOR_IDEA} name="idea" />;
