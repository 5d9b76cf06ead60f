import type { ProposalDetail } from '@portal/shared/schemas';
import { useTranslation } from '../../../lib/i18n';
import '../i18n';

/** The texts a post's body may show; a kind shows those it has (docs/specification.md#explore-lists-and-the-post-page). */
export type ProposalSectionsData = Pick<ProposalDetail, 'abstract' | 'detailedDescription' | 'focusArea' | 'objectives' | 'methodology' | 'expectedResults' | 'eligibilityCriteria' | 'currentStage'>;

const TEXTS = ['abstract', 'detailedDescription', 'objectives', 'methodology', 'expectedResults', 'eligibilityCriteria', 'currentStage'] as const;
const HEADINGS: Record<(typeof TEXTS)[number], string> = {
  abstract: 'statement',
  detailedDescription: 'detailedDescription',
  objectives: 'objectives',
  methodology: 'methodology',
  expectedResults: 'expectedResults',
  eligibilityCriteria: 'eligibilityCriteria',
  currentStage: 'currentStage',
};

/** A post's body in sections: the public detail pages and the dashboards share it. */
export function ProposalSections({ proposal }: { proposal: ProposalSectionsData }) {
  const { t } = useTranslation('proposals');
  const section = (key: string, body: React.ReactNode) => (
    <section key={key} aria-labelledby={`section-${key}`} className="space-y-2">
      <h2 id={`section-${key}`} className="text-lg font-bold text-brand-700">
        {t(`steelcollab.detail.${HEADINGS[key as keyof typeof HEADINGS] ?? key}`)}
      </h2>
      {body}
    </section>
  );
  const texts = TEXTS.filter((k) => proposal[k]);
  return (
    <div className="space-y-6">
      {texts.slice(0, 2).map((k) => section(k, <p className="whitespace-pre-line text-steel-700">{proposal[k]}</p>))}
      {proposal.focusArea.length > 0 &&
        section(
          'focusAreas',
          <ul className="flex flex-wrap gap-2">
            {proposal.focusArea.map((a) => (
              <li key={a} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                {a}
              </li>
            ))}
          </ul>,
        )}
      {texts.slice(2).map((k) => section(k, <p className="whitespace-pre-line text-steel-700">{proposal[k]}</p>))}
    </div>
  );
}
