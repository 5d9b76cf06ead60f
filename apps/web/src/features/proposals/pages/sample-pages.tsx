import { useTranslation } from '../../../lib/i18n';
import { ConnectButton } from '../components/connect-button';
import { ProposalView, type ProposalViewData } from '../components/proposal-view';
import '../i18n';

/** The spec's fixed sample pages (docs/specification.md#routes): real content, a connect button that does nothing. */
const SLAG_CHALLENGE: ProposalViewData = {
  id: 'sample-slag-challenge',
  title: 'Utilisation of steel melting shop slag in road construction and cement',
  type: 'PROBLEM',
  status: 'APPROVED',
  createdAt: '2025-01-15T09:30:00.000Z',
  updatedAt: '2025-02-03T11:00:00.000Z',
  abstract:
    'An integrated plant generates about 150–200 kg of steel melting shop (LD) slag per tonne of crude steel. Its free lime and free magnesia swell on weathering, so most of it is stockpiled instead of being used as aggregate or in cement, occupying land and leaching alkaline water.',
  detailedDescription:
    'We look for a process that stabilises LD slag (free CaO below 2 %) at a cost below ₹400 per tonne, at a throughput of at least 50 tonnes per hour, so that it meets IRC specifications for road sub-base and bituminous layers and can replace part of the clinker in composite cement. Weathering yards, steam ageing, hot-stage treatment and carbonation are all welcome, as are methods that recover the residual metallic iron first.',
  focusArea: ['Circular Economy and Resource Efficiency', 'Decarbonization and Green Steel Innovation'],
  objectives: 'A stabilised product certified for road sub-base use; a pilot run of at least 1 000 tonnes; a cost and CO₂ balance against natural aggregate.',
  methodology: null,
  expectedResults: 'At least 60 % of the LD slag generated used outside the plant within three years.',
  eligibilityCriteria:
    'Research institutes, academia and startups with laboratory results on slag stabilisation; a partner able to run a pilot at the plant site is an advantage.',
  currentStage: null,
  postedBy: { name: 'Sample Steel Plant', designation: 'General Manager, Environment', organization: 'Sample Integrated Steel Plant' },
  connectedStakeholders: [],
};

const INNOVATOR_IDEA: ProposalViewData = {
  id: 'sample-innovator-idea',
  title: 'Machine-vision detection of surface defects on hot-rolled coils',
  type: 'INNOVATION',
  status: 'APPROVED',
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-20T15:45:00.000Z',
  abstract:
    'Scabs, slivers and roll marks on hot-rolled coils are found today by manual inspection at the coil yard, often after the coil has been dispatched, which leads to customer claims and downgrading.',
  detailedDescription:
    'Defects are classified in real time at the run-out table, so that the mill can correct roll wear early; claims and downgrading fall, and every coil carries a defect map for the customer.',
  focusArea: ['Digital and Industry 4.0', 'Operational Excellence'],
  objectives: 'Access to a hot strip mill for a three-month trial, and labelled images of past defects from the quality department.',
  methodology:
    'Line-scan cameras above and below the strip feed a convolutional network trained on 40 000 labelled images; an edge computer next to the mill classifies 12 defect types at strip speeds up to 20 m/s.',
  expectedResults: null,
  eligibilityCriteria: null,
  currentStage: 'Pilot-scale',
  postedBy: { name: 'Sample Innovator', designation: 'Founder', organization: 'Sample Vision Startup' },
  connectedStakeholders: [],
};

function SamplePage({ proposal }: { proposal: ProposalViewData }) {
  const { t } = useTranslation('proposals');
  return (
    <ProposalView
      proposal={proposal}
      notice={<p className="mb-4 rounded border border-brand-100 bg-brand-50 px-4 py-2 text-sm text-steel-700">{t('steelcollab.detail.sample')}</p>}
      action={<ConnectButton proposal={proposal} inert />}
    />
  );
}

export const SlagChallengeSamplePage = () => <SamplePage proposal={SLAG_CHALLENGE} />;
export const InnovatorIdeaSamplePage = () => <SamplePage proposal={INNOVATOR_IDEA} />;
